import { campaignSchema } from '@gsk/core/crowdfunding';
import { createCampaign } from '../crowdfunding/campaigns';
import { created } from '../lib/responses';
import { recordCampaignWrite } from './crowdfunding-audit';
import { staffCampaignOf } from './staff-campaigns';
import { staffHandler } from './staff-handler';

/**
 * `POST /api/staff/campaigns` (staff only) with core's campaignSchema: stores the campaign (a
 * conditional put: 409 `campaign_exists` for an id taken), records it in the audit trail, answers
 * 201 with the StaffCampaign. A bad body is 400 `validation` with each field's key, and nothing is
 * stored.
 */
export const handler = staffHandler({ body: campaignSchema }, async ({ body, session }) => {
  const campaign = await createCampaign(body, session.memberId);
  await recordCampaignWrite(session, campaign);
  return created(await staffCampaignOf(campaign.id));
});
