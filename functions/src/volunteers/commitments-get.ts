import type { Commitments } from '@gsk/core/api';
import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { requireSession } from '../members/sessions';
import { commitmentsOf } from './commitments';

/**
 * `GET /api/account/commitments` (signed in): the member's upcoming shifts (in or waiting, with
 * the place in the line) and events, soonest first, each saying whether it can still be cancelled.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const session = await requireSession(event);
  return ok((await commitmentsOf(session.memberId)) satisfies Commitments);
});
