import { broadcastDraftSchema } from '@gsk/core/broadcasts';
import { ok } from '../lib/responses';
import { staffHandler } from '../staff/staff-handler';
import { draftOf, previewBroadcast } from './compose';

/**
 * `POST /api/staff/broadcasts/preview` (staff only; core's broadcastDraftSchema): who the draft
 * reaches now (only those who consented), its words as sent in both languages and an SMS's
 * segments (BroadcastPreview). Nothing is written.
 */
export const handler = staffHandler(
  { body: broadcastDraftSchema },
  async ({ body, event, session }) =>
    ok(await previewBroadcast(draftOf(body), event, session.memberId)),
);
