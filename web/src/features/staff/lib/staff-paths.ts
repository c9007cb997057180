import { paths } from '../../../config/paths';

/**
 * A site path of the console (Malay; links localize it): `staffPath()` is the dashboard,
 * `staffPath('donations')` a section, `staffPath('donations', id)` one item of it.
 */
export const staffPath = (...segments: string[]): string =>
  [paths.staff, ...segments.map(encodeURIComponent)].join('/');

/** The console's own sign-in page. */
export const staffSignInPath = staffPath('sign-in');
