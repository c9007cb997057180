import { ok } from '../lib/responses';
import { staffEventList } from './events';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/events` (staff only): every event, drafts included, latest start first, with
 * its registrations counted (StaffEventList).
 */
export const handler = staffHandler({}, async () => ok(await staffEventList()));
