import type { CoordinatorRow } from '@gsk/core/api';
import { coordinatorSchema } from '@gsk/core/volunteers';
import { appoint, toRow } from '../coordinators/coordinators';
import { created } from '../lib/responses';
import { recordCoordinatorAction } from './coordinator-audit';
import { staffHandler } from './staff-handler';

/**
 * `POST /api/staff/coordinators` (staff only; core's coordinatorSchema): appoints the member with
 * that mobile number coordinator of the areas (each checked against the electoral table: 400
 * `validation` on `areas[i].state` or `.parliament`), trusted or not; a number no member has is a
 * 404 `validation` on `mobile` (`coordinator.mobile.unknown`), and nothing is written. Both items
 * are written in one transaction; recorded; 201 CoordinatorRow.
 */
export const handler = staffHandler({ body: coordinatorSchema }, async ({ body, session }) => {
  const row = await appoint(body, session.memberId);
  await recordCoordinatorAction(session, 'coordinator.appointed', row);
  return created(toRow(row) satisfies CoordinatorRow);
});
