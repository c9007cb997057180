import { staffApplicationUpdateSchema } from '@gsk/core/staff';
import { ok } from '../lib/responses';
import { applicationSubject, updateApplication } from './applications';
import { staffActorOf } from './actor';
import { recordStaffAction } from './audit';
import { staffHandler } from './staff-handler';

/**
 * `POST /api/staff/applications/{id}` (staff only) with StaffApplicationUpdate: a new status
 * and/or a note, each recorded in the audit trail; answers the StaffApplicationDetail. 400
 * `validation` for neither or a bad one (nothing changes), 404 `application_not_found`.
 */
export const handler = staffHandler(
  { body: staffApplicationUpdateSchema },
  async ({ event, body, session }) => {
    const id = event.pathParameters?.id ?? '';
    const actor = await staffActorOf(session);
    const change = await updateApplication(id, body, actor);
    const { subject, details } = applicationSubject(change.detail.application);
    if (change.statusFrom)
      await recordStaffAction(session, 'application.status_changed', subject, {
        ...details,
        from: change.statusFrom,
        to: change.detail.application.status,
      });
    if (change.noteAdded)
      await recordStaffAction(session, 'application.note_added', subject, {
        ...details,
        characters: body.note?.length ?? 0,
      });
    return ok(change.detail);
  },
);
