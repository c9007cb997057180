import { staffMessageQuerySchema } from '@gsk/core/staff';
import { ok } from '../lib/responses';
import { messagePage } from './messages';
import { staffQuery } from './query';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/messages?handled=false|true&cursor=` (staff only): a page of the contact
 * messages not yet handled (or, with `handled=true`, those handled), newest first
 * (StaffMessagePage).
 */
export const handler = staffHandler({}, async ({ event }) => {
  const { handled, cursor } = await staffQuery(staffMessageQuerySchema, event);
  return ok(await messagePage(handled === 'true', cursor));
});
