import { signInSchema } from '@gsk/core/account';
import { MEMBER_SESSION_TTL_SECONDS } from '@gsk/core/constants';
import { httpHandler } from '../lib/http-handler';
import { logger } from '../lib/logger';
import { ok, withCookies } from '../lib/responses';
import { checkCredentials } from './credentials';
import { backfillArea, profileOf } from './members';
import { startSession } from './sessions';

/**
 * `POST /api/account/sign-in` (`{ mobile, password }`): 200 MemberProfile with a new session
 * cookie, or 401 `invalid_credentials` for an unknown number as for a wrong password, in the same
 * time, within the password limits (checkCredentials). The session is a member's, for staff too:
 * a staff session needs the second factor (`/api/staff/sign-in`, functions/src/staff).
 */
export const handler = httpHandler({ body: signInSchema }, async ({ body, event }) => {
  const member = await checkCredentials(body, event);
  const cookie = await startSession(member.id, 'member', MEMBER_SESSION_TTL_SECONDS);
  await backfillArea(member);
  logger.info('account.signed_in', { memberId: member.id });
  return withCookies(ok(await profileOf(member)), cookie);
});
