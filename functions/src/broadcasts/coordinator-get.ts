import { coordinatorHandler } from '../coordinators/coordinator-handler';
import { ok } from '../lib/responses';
import { detailOf, requireBroadcast } from './items';

/**
 * `GET /api/coordinator/broadcasts/{id}` (a coordinator): one of their own broadcasts; another's,
 * like an unknown id, is 404 `broadcast_not_found`, so nothing tells whether it exists.
 */
export const handler = coordinatorHandler({}, async ({ event, session }) =>
  ok(
    detailOf(
      await requireBroadcast(
        event.pathParameters?.id,
        (broadcast) => broadcast.createdBy.id === session.memberId,
      ),
    ),
  ),
);
