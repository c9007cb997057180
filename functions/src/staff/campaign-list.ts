import { ok } from '../lib/responses';
import { staffCampaignList } from './staff-campaigns';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/campaigns` (staff only): every campaign, drafts and cancelled ones included,
 * newest first, with totals, spent, balance and pages waiting (StaffCampaignList).
 */
export const handler = staffHandler({}, async () => ok(await staffCampaignList()));
