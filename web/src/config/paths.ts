// The language module alone: the i18n index brings yup's locale, which most pages never need.
import { languagePrefix } from '@gsk/core/i18n/language';
import type { Language } from '@gsk/core/i18n/language';

/** Every URL of the site, in one place. */
export const paths = {
  home: '/',
  policies: '/policies',
  contribute: '/contribute',
  transactionStatus: '/transaction-status',
  transactionPending: '/transaction-pending',
  terms: '/terms',
  privacyPolicy: '/privacy-policy',
  supportUs: '/support-us',
  supportEnterprise: '/support-us/support-enterprise',
  ourEnterprise: '/our-enterprise',
  expertContribution: '/expert-contribution',
  /** An enterprise detail page by id (1-7) or slug. */
  enterpriseById: (idOrSlug: string | number) => `/our-enterprise/${idOrSlug}`,
  /** An enterprise detail page by slug at the top level (`/kesum`). */
  enterprise: (slug: string) => `/${slug}`,
} as const;

/**
 * Each language has its own URLs (core's `languagePrefix`): Malay at the spec's paths, English
 * under `/en`, so a shared link and a search result show one language.
 */
export { languagePrefix };

const englishPrefix = languagePrefix.eng;
const isEnglishPath = (pathname: string) =>
  pathname === englishPrefix || pathname.startsWith(`${englishPrefix}/`);

/** The language a path's pages are in: English under `/en`, Malay everywhere else. */
export const languageOfPath = (pathname: string): Language =>
  isEnglishPath(pathname) ? 'eng' : 'bm';

/** A site path (with any query or hash) in a language: `localizePath('/policies', 'eng')` is `/en/policies`. */
export function localizePath(path: string, language: Language): string {
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? '' : path.slice(split);
  const neutral = isEnglishPath(pathname) ? pathname.slice(englishPrefix.length) || '/' : pathname;
  const prefix = languagePrefix[language];
  return `${prefix && neutral === '/' ? prefix : prefix + neutral}${rest}`;
}
