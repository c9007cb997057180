import { httpHandler } from '../lib/http-handler';
import { crowdfundingCached, publicCampaign } from './public-campaigns';

/**
 * `GET /api/campaigns/{id}`: a published campaign with its story, updates (newest first), top
 * approved supporters' pages and donor wall (CampaignDetail); 404 `campaign_not_found` for a draft
 * or no such campaign.
 */
export const handler = httpHandler({}, async ({ event }) =>
  crowdfundingCached(await publicCampaign(event.pathParameters?.id ?? '')),
);
