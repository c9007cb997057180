import { languagePrefix, type Language } from './i18n/language';

/**
 * Every URL of the site, in one place: the web's router and links, the prerenderer, and the API's
 * redirects back to the site (the gateway's return leg) all read them from here.
 */
export const sitePaths = {
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
  contact: '/contact',
  faq: '/faq',
  /** Programmes and events, and one event's page by id. */
  programmes: '/programmes',
  event: (id: string) => `/programmes/${encodeURIComponent(id)}`,
  /** The volunteers' page (issue 29), and one volunteer activity's page by id (its shifts). */
  volunteer: '/volunteer',
  volunteerActivity: (id: string) => `/volunteer/activities/${encodeURIComponent(id)}`,
  /**
   * Crowdfunding (issue 30, docs/crowdfunding.md): the campaigns, one campaign, starting a
   * supporter's page for it, a supporter's page by its short code, and where the money went
   * (overall, and per enterprise by slug).
   */
  crowdfund: '/crowdfund',
  campaign: (id: string) => `/crowdfund/${encodeURIComponent(id)}`,
  startFundraiser: (campaignId: string) => `/crowdfund/${encodeURIComponent(campaignId)}/start`,
  fundraiser: (code: string) => `/fundraise/${encodeURIComponent(code)}`,
  moneyTrail: '/where-the-money-went',
  moneyTrailOf: (slug: string) => `/where-the-money-went/${encodeURIComponent(slug)}`,
  /**
   * The shop (issue 31, docs/shop.md): its shelves, a product by slug, the cart, checkout, and an
   * order's status by number and email.
   */
  shop: '/shop',
  shopProduct: (slug: string) => `/shop/${encodeURIComponent(slug)}`,
  cart: '/shop/cart',
  checkout: '/shop/checkout',
  orderStatus: '/shop/order',
  /** The members' pages (the spec's companion app). */
  signUp: '/sign-up',
  signIn: '/sign-in',
  forgotPassword: '/forgot-password',
  profile: '/profile',
  /**
   * Personal data (issue 32, docs/privacy.md): a member's consents, their data and closing their
   * account; and the form for anyone's request about their personal data.
   */
  privacySettings: '/profile/privacy',
  privacyRequest: '/privacy-request',
  /** Stopping a kind of message from an email's link (`?t=`, issue 32); never indexed. */
  unsubscribe: '/unsubscribe',
  /** A coordinator's section (issue 29): their areas' volunteers, activities, shifts and check-in. */
  coordinator: '/coordinator',
  /** The staff console (issue 18): never indexed, answered by one shell per language. */
  staff: '/staff',
  /** An enterprise detail page by id (1-7) or slug. */
  enterpriseById: (idOrSlug: string | number) => `/our-enterprise/${idOrSlug}`,
  /** An enterprise detail page by slug at the top level (`/kesum`). */
  enterprise: (slug: string) => `/${slug}`,
} as const;

const englishPrefix = languagePrefix.eng;
const isEnglishPath = (pathname: string) =>
  pathname === englishPrefix || pathname.startsWith(`${englishPrefix}/`);

/** The language a path's pages are in: English under `/en`, Malay everywhere else. */
export const languageOfPath = (pathname: string): Language =>
  isEnglishPath(pathname) ? 'eng' : 'bm';

/**
 * A site path (with any query or hash) in a language: `localizePath('/policies', 'eng')` is
 * `/en/policies`. Each language has its own URLs (`languagePrefix`): Malay at the spec's paths,
 * English under `/en`, so a shared link and a search result show one language.
 */
export function localizePath(path: string, language: Language): string {
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? '' : path.slice(split);
  const neutral = isEnglishPath(pathname) ? pathname.slice(englishPrefix.length) || '/' : pathname;
  const prefix = languagePrefix[language];
  return `${prefix && neutral === '/' ? prefix : prefix + neutral}${rest}`;
}
