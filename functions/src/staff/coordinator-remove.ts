import type { CoordinatorRow } from '@gsk/core/api';
import { removeCoordinator, toRow } from '../coordinators/coordinators';
import { ok } from '../lib/responses';
import { recordCoordinatorAction } from './coordinator-audit';
import { staffHandler } from './staff-handler';

/**
 * `DELETE /api/staff/coordinators/{id}` (staff only): the member is no longer a coordinator; their
 * next request to a coordinator route is refused (403). 404 `coordinator_not_found`. Recorded;
 * 200 with the row removed (CoordinatorRow).
 */
export const handler = staffHandler({}, async ({ event, session }) => {
  const row = await removeCoordinator(event.pathParameters?.id ?? '');
  await recordCoordinatorAction(session, 'coordinator.removed', row);
  return ok(toRow(row) satisfies CoordinatorRow);
});
