import { conflict } from '../lib/errors';
import { ok } from '../lib/responses';
import { recordStaffAction } from '../staff/audit';
import { staffHandler } from '../staff/staff-handler';
import { cancelBroadcast, detailOf, requireBroadcast } from './items';

/**
 * `POST /api/staff/broadcasts/{id}/cancel` (staff only): stops a broadcast still planning or
 * sending (409 `broadcast_state` otherwise): the planner plans no further page, the sender skips
 * every delivery not yet claimed (reason `cancelled`); what went stays sent. Recorded in the audit
 * trail; answers the broadcast as it now stands.
 */
export const handler = staffHandler({}, async ({ event, session }) => {
  const before = await requireBroadcast(event.pathParameters?.id);
  const broadcast = await cancelBroadcast(before.id);
  if (!broadcast) throw conflict('broadcast_state');
  await recordStaffAction(
    session,
    'broadcast.cancelled',
    { type: 'broadcast', id: broadcast.id },
    { from: before.status, sent: broadcast.sent, recipients: broadcast.recipients },
  );
  return ok(detailOf(broadcast));
});
