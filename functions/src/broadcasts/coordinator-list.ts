import { coordinatorHandler } from '../coordinators/coordinator-handler';
import { ok } from '../lib/responses';
import { listBroadcasts } from './items';

/** `GET /api/coordinator/broadcasts` (a coordinator): their own broadcasts only, newest first. */
export const handler = coordinatorHandler({}, async ({ session }) =>
  ok(await listBroadcasts(session.memberId)),
);
