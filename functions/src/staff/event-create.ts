import { eventSchema } from '@gsk/core/events';
import { createEvent } from '../events/events';
import { created } from '../lib/responses';
import { recordEventWrite } from './event-audit';
import { toStaffEvent } from './events';
import { staffHandler } from './staff-handler';

/**
 * `POST /api/staff/events` (staff only) with core's eventSchema: stores the event (a featured one
 * unfeatures every other), records it in the audit trail, answers 201 with the StaffEvent. A bad
 * body is 400 `validation` with each field's key, and nothing is stored.
 */
export const handler = staffHandler({ body: eventSchema }, async ({ body, session }) => {
  const { unfeatured, ...event } = await createEvent(body);
  await recordEventWrite(session, event, { unfeatured });
  return created(toStaffEvent(event));
});
