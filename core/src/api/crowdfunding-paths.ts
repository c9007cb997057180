/**
 * Crowdfunding's paths (core/src/api/crowdfunding.ts, docs/crowdfunding.md): published campaigns,
 * one campaign, a member starting a supporter's page for it, an approved page by its code, an
 * event's fundraising, the public ledger of a fund (`all` or an enterprise's slug) and its CSV.
 * A module apart from ./paths.ts, so that only the pages that call them ship them (every page's
 * first load carries ./paths.ts).
 */
export const crowdfundingApiPaths = {
  campaigns: '/api/campaigns',
  campaign: '/api/campaigns/{id}',
  campaignFundraisers: '/api/campaigns/{id}/fundraisers',
  fundraiser: '/api/fundraisers/{code}',
  eventFundraising: '/api/events/{id}/fundraising',
  ledger: '/api/ledger/{fund}',
  ledgerExport: '/api/ledger/{fund}/export',
  /** The member's own pages, donations, a donation's PDF receipt and a year's PDF statement. */
  ownFundraisers: '/api/account/fundraisers',
  ownDonations: '/api/account/donations',
  ownDonationReceipt: '/api/account/donations/{id}/receipt',
  ownStatement: '/api/account/statements/{year}',
} as const;
