import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { stateOf, subjectOf } from './unsubscribe';

/**
 * `GET /api/unsubscribe?t=` (anyone holding an email's token; no session): what the token stops
 * and whether it is still given (UnsubscribeState, no personal data); 400 `unsubscribe_invalid`.
 */
export const handler = httpHandler({}, async ({ event }) =>
  ok(await stateOf(await subjectOf(event))),
);
