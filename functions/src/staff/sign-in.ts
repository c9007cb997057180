import { signInSchema } from '@gsk/core/account';
import { httpHandler } from '../lib/http-handler';
import { accountLimitRules, enforceWindows } from '../lib/limits';
import { logger } from '../lib/logger';
import { accepted } from '../lib/responses';
import { startChallenge } from '../members/challenges';
import { checkCredentials } from '../members/credentials';

/**
 * `POST /api/staff/sign-in` (`{ mobile, password }`), the first factor: the members' password
 * check with its limits (checkCredentials), which only a staff account passes: a member's right
 * password is the same 401 `invalid_credentials` as a wrong one, and spends the budget as one.
 * Then a code is texted to the staff member's number (within the code limits), the second
 * factor: 202 OtpChallenge, answered at `/api/staff/sign-in/verify`.
 */
export const handler = httpHandler({ body: signInSchema }, async ({ body, event }) => {
  const member = await checkCredentials(body, event, ({ role }) => role === 'staff');
  await enforceWindows(accountLimitRules.codes, event, member.mobile);
  const challenge = await startChallenge({
    purpose: 'staff-sign-in',
    mobile: member.mobile,
    language: member.language,
    memberId: member.id,
  });
  logger.info('staff.sign_in_code_sent', { memberId: member.id });
  return accepted(challenge);
});
