import { ok } from '../lib/responses';
import { staffEventOf } from './events';
import { staffHandler } from './staff-handler';

/** `GET /api/staff/events/{id}` (staff only): one event, any status (StaffEvent); 404 `event_not_found`. */
export const handler = staffHandler({}, async ({ event }) =>
  ok(await staffEventOf(event.pathParameters?.id ?? '')),
);
