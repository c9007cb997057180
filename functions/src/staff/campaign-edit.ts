import { campaignSchema } from '@gsk/core/crowdfunding';
import { badRequest } from '../lib/errors';
import { changedCampaignFields, updateCampaign } from '../crowdfunding/campaigns';
import { ok } from '../lib/responses';
import { recordCampaignWrite } from './crowdfunding-audit';
import { staffCampaignOf } from './staff-campaigns';
import { staffHandler } from './staff-handler';

/**
 * `PUT /api/staff/campaigns/{id}` (staff only) with core's campaignSchema: replaces everything but
 * the id (the body's `id` must be the path's: 400 on `id` otherwise), conditional on the campaign
 * as read; records the fields changed in the audit trail; answers the StaffCampaign. 404
 * `campaign_not_found`; a campaign that raised or spent money keeps its enterprise (400 on
 * `enterprise`). Nothing changes on a refusal.
 */
export const handler = staffHandler({ body: campaignSchema }, async ({ body, event, session }) => {
  const id = event.pathParameters?.id ?? '';
  if (body.id !== id) throw badRequest('validation', { id: 'campaign.id.invalid' });
  const { before, campaign } = await updateCampaign(id, body);
  await recordCampaignWrite(session, campaign, changedCampaignFields(before, campaign));
  return ok(await staffCampaignOf(id));
});
