import { ok } from '../lib/responses';
import { staffHandler } from '../staff/staff-handler';
import { listBroadcasts } from './items';

/** `GET /api/staff/broadcasts` (staff only): the newest broadcasts, everyone's, with progress. */
export const handler = staffHandler({}, async () => ok(await listBroadcasts()));
