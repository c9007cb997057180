import type { ManagedActivityList } from '@gsk/core/api';
import { ok } from '../lib/responses';
import { managedActivities } from '../volunteers/managed';
import { coordinatorHandler } from './coordinator-handler';
import { inAreas } from './coordinators';

/**
 * `GET /api/coordinator/activities` (a coordinator): the activities of their areas, every status,
 * proposals first, with their shifts' figures and check-ins (ManagedActivityList).
 */
export const handler = coordinatorHandler({}, async ({ appointment }) =>
  ok({
    activities: await managedActivities((area) => inAreas(area, appointment.areas)),
  } satisfies ManagedActivityList),
);
