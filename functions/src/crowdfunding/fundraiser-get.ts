import type { FundraiserPage } from '@gsk/core/api';
import { notFound } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { campaignSummary, campaignTotalsOf, getCampaign } from './campaigns';
import { fundraiserSummary, getFundraiser } from './fundraisers';
import { crowdfundingCached } from './public-campaigns';

/**
 * `GET /api/fundraisers/{code}`: an approved supporter's page with its story and its campaign's
 * summary (FundraiserPage); 404 `fundraiser_not_found` for a pending or refused page, or none.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const page = await getFundraiser(event.pathParameters?.code ?? '');
  if (!page || page.status !== 'approved') throw notFound('fundraiser_not_found');
  const [campaign, totals] = await Promise.all([
    getCampaign(page.campaignId),
    campaignTotalsOf(page.campaignId),
  ]);
  if (!campaign || campaign.status === 'draft') throw notFound('fundraiser_not_found');
  const answer: FundraiserPage = {
    fundraiser: { ...fundraiserSummary(page), story: page.story },
    campaign: campaignSummary(campaign, totals),
  };
  return crowdfundingCached(answer);
});
