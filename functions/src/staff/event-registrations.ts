import { ok } from '../lib/responses';
import { registrationPage } from './events';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/events/{id}/registrations[?cursor=…]` (staff only): a page of the event's
 * registrations, newest first, each with the member's name, full mobile number and seat
 * (StaffRegistrationPage). 404 `event_not_found`; 400 `bad_request` for a cursor of no page of it.
 */
export const handler = staffHandler({}, async ({ event }) =>
  ok(await registrationPage(event.pathParameters?.id ?? '', event.queryStringParameters?.cursor)),
);
