import type { CoordinatorRow } from '@gsk/core/api';
import { coordinatorUpdateSchema } from '@gsk/core/volunteers';
import { changeAppointment, toRow } from '../coordinators/coordinators';
import { ok } from '../lib/responses';
import { recordCoordinatorAction } from './coordinator-audit';
import { staffHandler } from './staff-handler';

/**
 * `POST /api/staff/coordinators/{id}` (staff only; core's coordinatorUpdateSchema): replaces the
 * coordinator's areas and trust; 404 `coordinator_not_found`. Recorded; 200 CoordinatorRow.
 */
export const handler = staffHandler(
  { body: coordinatorUpdateSchema },
  async ({ body, event, session }) => {
    const { row } = await changeAppointment(event.pathParameters?.id ?? '', body);
    await recordCoordinatorAction(session, 'coordinator.updated', row);
    return ok(toRow(row) satisfies CoordinatorRow);
  },
);
