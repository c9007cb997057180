import { seeOther } from '../lib/responses';
import { openCv } from './applications';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/applications/{id}/cv` (staff only): the console's "Open CV" link. Records the
 * opening in the audit trail (`application.cv_opened`), then redirects to the CV through a link
 * signed now for CV_LINK_SECONDS; 404 `application_not_found` for no such application or one
 * without a CV.
 */
export const handler = staffHandler({}, async ({ event, session }) =>
  seeOther(await openCv(session, event.pathParameters?.id ?? '')),
);
