import { localizePath, paths } from '../../../config/paths';
import type { Language } from '@gsk/core/i18n/language';

/** Pages a member is never sent back to after signing in (they would ask again). */
const accountPages: readonly string[] = [paths.signIn, paths.signUp, paths.forgotPassword];

/**
 * Where to go after signing in: the `next` query parameter when it is a path of this site (an
 * event's page), never another site (`//evil`, `https:`, `/\\evil`); else the profile.
 */
export function nextPath(next: string | null, language: Language): string {
  const profile = localizePath(paths.profile, language);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\'))
    return profile;
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return profile;
  }
  if (url.origin !== base) return profile;
  const page = localizePath(url.pathname, 'bm');
  if (accountPages.includes(page)) return profile;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A members' page's address with where to go next (`/sign-in?next=%2Fprogrammes%2Fx`). */
export const withNext = (path: string, next: string | null | undefined): string =>
  next ? `${path}?${new URLSearchParams({ next }).toString()}` : path;
