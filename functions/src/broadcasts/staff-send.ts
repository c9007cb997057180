import { broadcastSendSchema } from '@gsk/core/broadcasts';
import { accepted } from '../lib/responses';
import { staffActorOf } from '../staff/actor';
import { recordStaffAction } from '../staff/audit';
import { staffHandler } from '../staff/staff-handler';
import { draftOf, startBroadcast } from './compose';
import { detailOf } from './items';
import { auditDetailsOf } from './audit-details';

/**
 * `POST /api/staff/broadcasts` (staff only; core's broadcastSendSchema): starts the broadcast the
 * preview showed (docs/privacy.md "Broadcasts"), within the limits (429), refused when it reaches
 * nobody or the count moved (409); recorded in the audit trail; 202 with its BroadcastDetail.
 */
export const handler = staffHandler(
  { body: broadcastSendSchema },
  async ({ body, event, session }) => {
    const actor = await staffActorOf(session);
    const broadcast = await startBroadcast(
      draftOf(body),
      Number(body.expectedRecipients),
      { id: session.memberId, name: actor.name, as: 'staff' },
      event,
    );
    await recordStaffAction(
      session,
      'broadcast.started',
      { type: 'broadcast', id: broadcast.id },
      auditDetailsOf(broadcast, Number(body.expectedRecipients)),
    );
    return accepted(detailOf(broadcast));
  },
);
