import type { ManagedActivity } from '@gsk/core/api';
import { ok } from '../lib/responses';
import { requireActivity } from '../volunteers/activities';
import { managedActivity } from '../volunteers/managed';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/activities/{id}` (staff only): one activity, whatever its status, with every
 * shift (ManagedActivity); 404 `activity_not_found`.
 */
export const handler = staffHandler({}, async ({ event }) =>
  ok(
    (await managedActivity(
      await requireActivity(event.pathParameters?.id ?? ''),
    )) satisfies ManagedActivity,
  ),
);
