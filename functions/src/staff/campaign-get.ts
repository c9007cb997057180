import { ok } from '../lib/responses';
import { staffCampaignOf } from './staff-campaigns';
import { staffHandler } from './staff-handler';

/** `GET /api/staff/campaigns/{id}` (staff only): one campaign (StaffCampaign), any status; 404. */
export const handler = staffHandler({}, async ({ event }) =>
  ok(await staffCampaignOf(event.pathParameters?.id ?? '')),
);
