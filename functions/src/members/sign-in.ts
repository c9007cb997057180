import { canonicalMobile, signInSchema } from '@gsk/core/account';
import { AppError } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { accountLimitRules, enforceWindows, refundWindows } from '../lib/limits';
import { logger } from '../lib/logger';
import { ok, withCookies } from '../lib/responses';
import { memberIdOf, memberOf, profileOf, sessionTtlOf, setPasswordHash } from './members';
import { hashPassword, verifyPassword } from './passwords';
import { startSession } from './sessions';

/**
 * `POST /api/account/sign-in` (`{ mobile, password }`): 200 MemberProfile with a new session
 * cookie, or 401 `invalid_credentials` for an unknown number as for a wrong password, in the same
 * time (an unknown number's password is checked against a dummy hash). Every try is counted per
 * address and per number before the check (so concurrent guesses cannot pass the budget) and
 * given back when the password was right: once wrong ones spent either budget, 429.
 */
export const handler = httpHandler({ body: signInSchema }, async ({ body, event }) => {
  const mobile = canonicalMobile(body.mobile);
  await enforceWindows(accountLimitRules.passwordFailures, event, mobile);
  const memberId = await memberIdOf(mobile);
  const member = memberId ? await memberOf(memberId) : undefined;
  const check = await verifyPassword(body.password, member?.passwordHash);
  if (!member || !check.ok) {
    logger.info('account.sign_in_refused');
    throw new AppError('invalid_credentials', 401);
  }
  await refundWindows(accountLimitRules.passwordFailures, event, mobile);
  if (check.outdated) await setPasswordHash(member.id, await hashPassword(body.password));
  const cookie = await startSession(member.id, member.role, sessionTtlOf(member.role));
  logger.info('account.signed_in', { memberId: member.id });
  return withCookies(ok(await profileOf(member)), cookie);
});
