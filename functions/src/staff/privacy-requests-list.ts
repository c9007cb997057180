import { privacyRequestQuerySchema } from '@gsk/core/privacy/requests';
import { PrivacyRequests } from '../privacy/requests';
import { ok } from '../lib/responses';
import { staffQuery } from './query';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/privacy/requests?status=open|closed|received|in-progress|completed|refused&cursor=`
 * (staff only): the open requests soonest due first, each with its days left and overdue flag
 * (the default), or the closed ones newest first a page at a time (StaffPrivacyRequestList).
 */
export const handler = staffHandler({}, async ({ event }) => {
  const { status, cursor } = await staffQuery(privacyRequestQuerySchema, event);
  return ok(await PrivacyRequests.list(status, cursor));
});
