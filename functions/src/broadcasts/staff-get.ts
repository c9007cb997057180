import { ok } from '../lib/responses';
import { staffHandler } from '../staff/staff-handler';
import { detailOf, requireBroadcast } from './items';

/** `GET /api/staff/broadcasts/{id}` (staff only): one broadcast (BroadcastDetail); 404 otherwise. */
export const handler = staffHandler({}, async ({ event }) =>
  ok(detailOf(await requireBroadcast(event.pathParameters?.id))),
);
