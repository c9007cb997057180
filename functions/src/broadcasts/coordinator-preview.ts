import { broadcastDraftSchema } from '@gsk/core/broadcasts';
import { coordinatorHandler } from '../coordinators/coordinator-handler';
import { ok } from '../lib/responses';
import { draftOf, previewBroadcast, requireCoordinatorSegment } from './compose';

/**
 * `POST /api/coordinator/broadcasts/preview` (a coordinator; core's broadcastDraftSchema): as
 * staff's preview, for an `area` or `skill` segment within their areas only (403
 * `broadcast_outside_area` otherwise, nothing read). Nothing is written.
 */
export const handler = coordinatorHandler(
  { body: broadcastDraftSchema },
  async ({ body, event, session, appointment }) => {
    const draft = draftOf(body);
    requireCoordinatorSegment(draft.segment, appointment.areas);
    return ok(await previewBroadcast(draft, event, session.memberId));
  },
);
