import type { ManagedActivityList } from '@gsk/core/api';
import { ok } from '../lib/responses';
import { managedActivities } from '../volunteers/managed';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/activities` (staff only): every activity, whatever its status, proposals first
 * (to approve or refuse), then by first shift (ManagedActivityList).
 */
export const handler = staffHandler({}, async () =>
  ok({ activities: await managedActivities() } satisfies ManagedActivityList),
);
