import type { OwnConsents } from '@gsk/core/api';
import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { requireSession } from '../members/sessions';
import { ownConsents } from './consents';

/**
 * `GET /api/account/consents` (signed in; 401 otherwise): the member's own consents per channel
 * and purpose (an unrecorded one as not given) and their history, newest first (OwnConsents).
 * Only the session's member: the route takes no id.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const session = await requireSession(event);
  return ok((await ownConsents(session.memberId)) satisfies OwnConsents);
});
