import { canonicalMobile } from '@gsk/core/account/mobile';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError } from '../lib/errors';
import { accountLimitRules, enforceWindows, refundWindows } from '../lib/limits';
import { logger } from '../lib/logger';
import type { MemberRecord } from './members';
import { memberIdOf, memberOf, setPasswordHash } from './members';
import { hashPassword, verifyPassword } from './passwords';

/**
 * The password check of every sign-in (the members' and the staff's): the try is counted per
 * address and per number before the password is checked (so concurrent guesses cannot pass the
 * budget); an unknown number's password is checked against a dummy hash (the same work, so the
 * same time); a wrong password, an unknown number and a member `admit` refuses are the same 401
 * `invalid_credentials`. Only an admitted member's right password gives its try back: a member
 * refused by the staff sign-in spends the budget as a wrong password does, so the budget tells
 * nobody that the password was right. A hash of weaker parameters is replaced.
 */
export async function checkCredentials(
  credentials: { mobile: string; password: string },
  event: APIGatewayProxyEventV2,
  admit: (member: MemberRecord) => boolean = () => true,
): Promise<MemberRecord> {
  const mobile = canonicalMobile(credentials.mobile);
  await enforceWindows(accountLimitRules.passwordFailures, event, mobile);
  const memberId = await memberIdOf(mobile);
  const member = memberId ? await memberOf(memberId) : undefined;
  const check = await verifyPassword(credentials.password, member?.passwordHash);
  if (!member || !check.ok || !admit(member)) {
    logger.info('account.sign_in_refused');
    throw new AppError('invalid_credentials', 401);
  }
  await refundWindows(accountLimitRules.passwordFailures, event, mobile);
  if (check.outdated) await setPasswordHash(member.id, await hashPassword(credentials.password));
  return member;
}
