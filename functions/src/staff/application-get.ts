import { ok } from '../lib/responses';
import { applicationDetail, recordCvLink } from './applications';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/applications/{id}` (staff only): the application as submitted, its notes and a
 * fresh CV link (StaffApplicationDetail); 404 `application_not_found`.
 */
export const handler = staffHandler({}, async ({ event, session }) => {
  const detail = await applicationDetail(event.pathParameters?.id ?? '');
  await recordCvLink(session, detail);
  return ok(detail);
});
