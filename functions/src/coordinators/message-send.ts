import type { ShiftMessageResult } from '@gsk/core/api';
import { shiftMessageSchema } from '@gsk/core/volunteers';
import { ok } from '../lib/responses';
import { recordStaffAction } from '../staff/audit';
import { coordinatorHandler } from './coordinator-handler';
import { scopedShift } from './scope';
import { textShift } from './texting';

/**
 * `POST /api/coordinator/activities/{id}/shifts/{shiftId}/messages` (a coordinator; core's
 * shiftMessageSchema): texts the shift's confirmed people about it, within the coordinator's
 * texts of the day (429 `texts_spent`) and the site's SMS budget (429 `sms_budget_spent`), a text
 * that cannot go as one SMS being 400 `validation`. Recorded in the audit trail with who, what and
 * to how many; answers ShiftMessageResult.
 */
export const handler = coordinatorHandler(
  { body: shiftMessageSchema },
  async ({ body, event, session, appointment }) => {
    const { activity, shift } = await scopedShift(event.pathParameters, appointment);
    const { failed, ...result } = await textShift(session.memberId, activity, shift, body);
    await recordStaffAction(
      session,
      'shift.texted',
      { type: 'shift', id: shift.id, title: activity.title },
      {
        activityId: activity.id,
        startsAt: shift.startsAt,
        kind: result.kind,
        text: body.text,
        sent: result.sent,
        ...(failed > 0 && { failed }),
      },
    );
    return ok(result satisfies ShiftMessageResult);
  },
);
