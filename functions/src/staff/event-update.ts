import { eventSchema } from '@gsk/core/events';
import { updateEvent } from '../events/events';
import { ok } from '../lib/responses';
import { recordEventWrite } from './event-audit';
import { changedFields, toStaffEvent } from './events';
import { staffHandler } from './staff-handler';

/**
 * `POST /api/staff/events/{id}` (staff only) with core's eventSchema: replaces the event's fields,
 * status and featured included (publishing, closing, featuring are changes of them), records it in
 * the audit trail, answers the StaffEvent. 404 `event_not_found`; 400 `validation` for a bad body
 * or places fewer than the registrations taken (`capacity`: `event.capacity.belowRegistered`),
 * and nothing changes.
 */
export const handler = staffHandler({ body: eventSchema }, async ({ body, event, session }) => {
  const {
    before,
    event: updated,
    unfeatured,
  } = await updateEvent(event.pathParameters?.id ?? '', body);
  await recordEventWrite(session, updated, {
    before,
    changed: changedFields(before, updated),
    unfeatured,
  });
  return ok(toStaffEvent(updated));
});
