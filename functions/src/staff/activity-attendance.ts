import type { ActivityAttendance } from '@gsk/core/api';
import { ok } from '../lib/responses';
import { requireActivity } from '../volunteers/activities';
import { activityAttendance } from '../volunteers/managed';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/activities/{id}/attendance` (staff only): the activity and, per shift, its
 * people, checked in or not (ActivityAttendance); 404 `activity_not_found`.
 */
export const handler = staffHandler({}, async ({ event }) =>
  ok(
    (await activityAttendance(
      await requireActivity(event.pathParameters?.id ?? ''),
    )) satisfies ActivityAttendance,
  ),
);
