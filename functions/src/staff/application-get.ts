import { ok } from '../lib/responses';
import { applicationDetail } from './applications';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/applications/{id}` (staff only): the application as submitted, its notes and
 * what CV there is (StaffApplicationDetail); 404 `application_not_found`. Reading it records
 * nothing: opening its CV does (`application-cv.ts`).
 */
export const handler = staffHandler({}, async ({ event }) =>
  ok(await applicationDetail(event.pathParameters?.id ?? '')),
);
