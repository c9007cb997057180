import type { ShiftAttendance } from '@gsk/core/api';
import { attendanceSchema } from '@gsk/core/volunteers';
import { ok } from '../lib/responses';
import { checkIn, shiftAttendance } from '../volunteers/shift-people';
import { coordinatorHandler } from './coordinator-handler';
import { scopedShift } from './scope';

/**
 * `POST /api/coordinator/activities/{id}/shifts/{shiftId}/attendance` (a coordinator; core's
 * attendanceSchema): checks a confirmed person in (`present: true`) or undoes it; 404
 * `place_not_found` for anyone not confirmed on the shift. Answers the shift's people as they are
 * now (ShiftAttendance).
 */
export const handler = coordinatorHandler(
  { body: attendanceSchema },
  async ({ body, event, appointment }) => {
    const { activity, shift } = await scopedShift(event.pathParameters, appointment);
    await checkIn(shift.id, body.memberId, body.present);
    return ok((await shiftAttendance(activity, shift)) satisfies ShiftAttendance);
  },
);
