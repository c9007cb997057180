import { CAMPAIGN_TOTALS_MAX_AGE_SECONDS } from '@gsk/core/constants';
import { httpHandler } from '../lib/http-handler';
import { okCached } from '../lib/responses';
import { campaignTotals } from '../payments/payment-reads';

/**
 * `GET /api/campaign/totals`: amount raised and contributors, overall and for every enterprise. Public
 * figures, cached briefly: a busy page load costs the table nothing, and a donation shows within
 * a minute.
 */
export const handler = httpHandler({}, async () =>
  okCached(await campaignTotals(), {
    maxAge: CAMPAIGN_TOTALS_MAX_AGE_SECONDS,
    staleWhileRevalidate: CAMPAIGN_TOTALS_MAX_AGE_SECONDS * 4,
  }),
);
