import type { Language } from '@gsk/core/i18n/language';
import { localizePath } from '../../../config/paths';
import { staffPath, staffSignInPath } from './staff-paths';

/**
 * Where to go after signing in to the console: `next` when it is a console page of this site
 * (`/staff/donations/x`, `/en/staff/audit`), never the sign-in itself nor anywhere else; else
 * the dashboard. In the page's language.
 */
export function staffNext(next: string | null, language: Language): string {
  const dashboard = localizePath(staffPath(), language);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\'))
    return dashboard;
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return dashboard;
  }
  const page = localizePath(url.pathname, 'bm').replace(/\/$/, '');
  if (url.origin !== base || page === staffSignInPath) return dashboard;
  if (page !== staffPath() && !page.startsWith(`${staffPath()}/`)) return dashboard;
  return localizePath(`${page}${url.search}${url.hash}`, language);
}
