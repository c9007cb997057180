import { enterpriseSlugs, type EnterpriseSlug } from '@gsk/core/enterprise';
import { badRequest } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { crowdfundingCached, publicCampaigns } from './public-campaigns';

const isEnterprise = (value: string): value is EnterpriseSlug =>
  (enterpriseSlugs as readonly string[]).includes(value);

/**
 * `GET /api/campaigns[?enterprise=slug]`: published campaigns (drafts and cancelled ones left
 * out), running first, then upcoming, then ended, latest first (CampaignList). An enterprise that
 * is none of the site's is 400 `bad_request`.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const enterprise = event.queryStringParameters?.enterprise;
  if (enterprise !== undefined && !isEnterprise(enterprise)) throw badRequest('bad_request');
  return crowdfundingCached(await publicCampaigns(enterprise));
});
