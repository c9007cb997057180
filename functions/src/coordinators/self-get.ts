import type { CoordinatorSelf } from '@gsk/core/api';
import { ok } from '../lib/responses';
import { coordinatorHandler } from './coordinator-handler';

/**
 * `GET /api/coordinator` (a coordinator's session; 401 signed out, 403 for any other member): the
 * coordinator's areas and whether they are trusted (CoordinatorSelf).
 */
export const handler = coordinatorHandler({}, async ({ appointment }) =>
  ok({ areas: appointment.areas, trusted: appointment.trusted } satisfies CoordinatorSelf),
);
