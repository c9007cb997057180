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
