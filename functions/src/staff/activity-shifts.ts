import type { ManagedActivity } from '@gsk/core/api';
import { created } from '../lib/responses';
import { requireActivity } from '../volunteers/activities';
import { managedActivity } from '../volunteers/managed';
import { addShifts, requestedShifts, shiftsBodySchema } from '../volunteers/shifts';
import { recordShiftsAdded } from './activity-audit';
import { staffHandler } from './staff-handler';

/**
 * `POST /api/staff/activities/{id}/shifts` (staff only): one shift (core's shiftSchema) or
 * `{ week }` (shiftWeekSchema: a shift on each chosen day of seven, Malaysia time, stored in UTC),
 * all written in one transaction. 404 `activity_not_found`, 409 `activity_closed` for a refused
 * or cancelled activity, 400 `validation` (`week.…` for a week) with nothing written. Recorded;
 * 201 ManagedActivity with its shifts.
 */
export const handler = staffHandler(
  { body: shiftsBodySchema },
  async ({ body, event, session }) => {
    const activity = await requireActivity(event.pathParameters?.id ?? '');
    const shifts = await addShifts(activity, await requestedShifts(body));
    await recordShiftsAdded(session, activity, shifts);
    return created((await managedActivity(activity)) satisfies ManagedActivity);
  },
);
