import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { subjectOf, unsubscribe } from './unsubscribe';

/**
 * `POST /api/unsubscribe?t=` (no session): stops what the token names, idempotently, and answers
 * UnsubscribeState (`given: false`); 400 `unsubscribe_invalid`, nothing written. The body is not
 * read: RFC 8058's one-click POST sends `List-Unsubscribe=One-Click` form-encoded, the site's page
 * sends nothing or JSON, and the token alone decides. A mail provider posts without an Origin,
 * which the API's Origin check lets through (docs/security.md); a browser's cross-site POST from
 * another origin is refused as on every route, so a forged page cannot unsubscribe a visitor
 * (it could only send a token it already holds, which stops the same thing from anywhere).
 */
export const handler = httpHandler({ format: 'none' }, async ({ event }) =>
  ok(await unsubscribe(await subjectOf(event))),
);
