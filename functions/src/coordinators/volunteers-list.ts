import type { AreaVolunteerList } from '@gsk/core/api';
import { ok } from '../lib/responses';
import { forCoordinator, volunteersIn } from '../volunteers/area-volunteers';
import { coordinatorHandler } from './coordinator-handler';

/**
 * `GET /api/coordinator/volunteers` (a coordinator): the volunteers of their areas only, by name:
 * name, seats, skills, languages, availability and reach; a mobile number and an email only where
 * that volunteer consented to that channel (AreaVolunteerList).
 */
export const handler = coordinatorHandler({}, async ({ appointment }) =>
  ok({
    volunteers: await forCoordinator(await volunteersIn(appointment.areas)),
  } satisfies AreaVolunteerList),
);
