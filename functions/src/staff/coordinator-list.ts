import type { CoordinatorList } from '@gsk/core/api';
import { coordinatorRows, toRow } from '../coordinators/coordinators';
import { ok } from '../lib/responses';
import { staffHandler } from './staff-handler';

/** `GET /api/staff/coordinators` (staff only): every coordinator, by name (CoordinatorList). */
export const handler = staffHandler({}, async () =>
  ok({ coordinators: (await coordinatorRows()).map(toRow) } satisfies CoordinatorList),
);
