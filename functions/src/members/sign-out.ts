import { httpHandler } from '../lib/http-handler';
import { noContent, withCookies } from '../lib/responses';
import { clearedSessionCookie, endSession, sessionOf } from './sessions';

/**
 * `POST /api/account/sign-out`: ends the request's session, if it has one, and clears the cookie.
 * 204 either way, so signing out twice is no error.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const session = await sessionOf(event);
  if (session) await endSession(session);
  return withCookies(noContent(), clearedSessionCookie());
});
