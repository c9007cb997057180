import { broadcastSendSchema } from '@gsk/core/broadcasts';
import { coordinatorHandler } from '../coordinators/coordinator-handler';
import { memberOf } from '../members/members';
import { accepted } from '../lib/responses';
import { recordStaffAction } from '../staff/audit';
import { auditDetailsOf } from './audit-details';
import { draftOf, requireCoordinatorSegment, startBroadcast } from './compose';
import { detailOf } from './items';

/**
 * `POST /api/coordinator/broadcasts` (a coordinator; core's broadcastSendSchema): starts a
 * broadcast to an `area` or `skill` segment within their areas (403 `broadcast_outside_area`
 * otherwise, nothing written), COORDINATOR_BROADCASTS_PER_WEEK a week; recorded in the audit
 * trail as staff's are; 202 with its BroadcastDetail.
 */
export const handler = coordinatorHandler(
  { body: broadcastSendSchema },
  async ({ body, event, session, appointment }) => {
    const draft = draftOf(body);
    requireCoordinatorSegment(draft.segment, appointment.areas);
    const name = (await memberOf(session.memberId))?.name ?? '';
    const broadcast = await startBroadcast(
      draft,
      Number(body.expectedRecipients),
      { id: session.memberId, name, as: 'coordinator' },
      event,
    );
    await recordStaffAction(
      session,
      'broadcast.started',
      { type: 'broadcast', id: broadcast.id },
      { ...auditDetailsOf(broadcast, Number(body.expectedRecipients)), as: 'coordinator' },
    );
    return accepted(detailOf(broadcast));
  },
);
