import { staffMessageHandledSchema } from '@gsk/core/staff';
import { ok } from '../lib/responses';
import { staffActorOf } from './actor';
import { recordStaffAction } from './audit';
import { setHandled } from './messages';
import { staffHandler } from './staff-handler';

/**
 * `POST /api/staff/messages/{id}/handled` (staff only) with `{ handled }`: marks the message
 * handled (or open again), recorded in the audit trail; answers the StaffMessage. 400
 * `validation` without a boolean, 404 `message_not_found`.
 */
export const handler = staffHandler(
  { body: staffMessageHandledSchema },
  async ({ event, body, session }) => {
    const actor = await staffActorOf(session);
    const { message } = await setHandled(event.pathParameters?.id ?? '', body.handled, actor);
    await recordStaffAction(session, body.handled ? 'message.handled' : 'message.reopened', {
      type: 'message',
      id: message.messageId,
      name: message.name,
    });
    return ok(message);
  },
);
