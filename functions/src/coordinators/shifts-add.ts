import { created } from '../lib/responses';
import { recordShiftsAdded } from '../staff/activity-audit';
import { managedActivity } from '../volunteers/managed';
import { addShifts, requestedShifts, shiftsBodySchema } from '../volunteers/shifts';
import { coordinatorHandler } from './coordinator-handler';
import { scopedActivity } from './scope';

/**
 * `POST /api/coordinator/activities/{id}/shifts` (a coordinator): one shift (core's shiftSchema)
 * or `{ week }` (shiftWeekSchema) added to an activity of their areas, as staff's route does;
 * 403 elsewhere, 409 `activity_closed` for a refused or cancelled one. Recorded; 201
 * ManagedActivity with its shifts.
 */
export const handler = coordinatorHandler(
  { body: shiftsBodySchema },
  async ({ body, event, session, appointment }) => {
    const activity = await scopedActivity(event.pathParameters?.id, appointment);
    const shifts = await addShifts(activity, await requestedShifts(body));
    await recordShiftsAdded(session, activity, shifts);
    return created(await managedActivity(activity));
  },
);
