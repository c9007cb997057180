import type { ManagedActivity } from '@gsk/core/api';
import { ok } from '../lib/responses';
import { managedActivity } from '../volunteers/managed';
import { coordinatorHandler } from './coordinator-handler';
import { scopedActivity } from './scope';

/**
 * `GET /api/coordinator/activities/{id}` (a coordinator): one activity of their areas with its
 * shifts (ManagedActivity); 403 for one elsewhere or unknown.
 */
export const handler = coordinatorHandler({}, async ({ event, appointment }) =>
  ok(
    (await managedActivity(
      await scopedActivity(event.pathParameters?.id, appointment),
    )) satisfies ManagedActivity,
  ),
);
