import { campaignUpdateSchema } from '@gsk/core/crowdfunding';
import { getCampaign, postCampaignUpdate } from '../crowdfunding/campaigns';
import { notFound } from '../lib/errors';
import { created } from '../lib/responses';
import { recordCampaignUpdatePosted } from './crowdfunding-audit';
import { staffHandler } from './staff-handler';

/**
 * `POST /api/staff/campaigns/{id}/updates` (staff only) with core's campaignUpdateSchema: posts a
 * dated update in both languages on the campaign (any status: a draft's show once it is
 * published), records it, answers 201 with the CampaignUpdate. 404 `campaign_not_found`.
 */
export const handler = staffHandler(
  { body: campaignUpdateSchema },
  async ({ body, event, session }) => {
    const campaign = await getCampaign(event.pathParameters?.id ?? '');
    if (!campaign) throw notFound('campaign_not_found');
    const update = await postCampaignUpdate(campaign, body, session.memberId);
    await recordCampaignUpdatePosted(session, campaign, update.id);
    return created(update);
  },
);
