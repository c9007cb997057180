import type { ShiftAttendance } from '@gsk/core/api';
import { ok } from '../lib/responses';
import { shiftAttendance } from '../volunteers/shift-people';
import { coordinatorHandler } from './coordinator-handler';
import { scopedShift } from './scope';

/**
 * `GET /api/coordinator/activities/{id}/shifts/{shiftId}/attendance` (a coordinator): the shift's
 * people for check-in, a mobile number only with SMS consent (ShiftAttendance); 403 for an
 * activity elsewhere, 404 `shift_not_found` for an unknown shift of one of theirs.
 */
export const handler = coordinatorHandler({}, async ({ event, appointment }) => {
  const { activity, shift } = await scopedShift(event.pathParameters, appointment);
  return ok((await shiftAttendance(activity, shift)) satisfies ShiftAttendance);
});
