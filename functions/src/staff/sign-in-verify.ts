import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { STAFF_SESSION_TTL_SECONDS } from '@gsk/core/constants';
import { dynamoDb } from '../lib/aws';
import { cancelledAt } from '../lib/dynamo-conditions';
import { AppError, notFound } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { accountLimitRules, enforceWindows } from '../lib/limits';
import { logger } from '../lib/logger';
import { ok, withCookies } from '../lib/responses';
import { challengeOf, checkCode, useChallenge } from '../members/challenges';
import { memberOf, profileOf } from '../members/members';
import { otpVerifySchema } from '../members/schemas';
import { startSession } from '../members/sessions';
import { recordStaffAction } from './audit';

/**
 * `POST /api/staff/sign-in/verify` (`{ challengeId, code }`), the second factor: with the right
 * code (the members' code rules: 3 tries, 5 minutes, see checkCode) the challenge is used up,
 * the sign-in is recorded in the audit trail and a staff session starts (role `staff`,
 * STAFF_SESSION_TTL_SECONDS), in the members' cookie: 200 MemberProfile. A member whose staff
 * role was taken away meanwhile gets 401 `invalid_credentials`.
 */
export const handler = httpHandler({ body: otpVerifySchema }, async ({ body, event }) => {
  await enforceWindows(accountLimitRules.codeChecks, event);
  const challenge = await challengeOf(body.challengeId, 'staff-sign-in');
  const codeHash = await checkCode(challenge, body.code);
  try {
    await dynamoDb().send(
      new TransactWriteCommand({ TransactItems: [useChallenge(challenge.id, codeHash)] }),
    );
  } catch (error) {
    if (cancelledAt(error, 0)) throw notFound('challenge_not_found');
    throw error;
  }
  const member = challenge.memberId ? await memberOf(challenge.memberId) : undefined;
  if (!member || member.role !== 'staff') throw new AppError('invalid_credentials', 401);
  await recordStaffAction({ memberId: member.id }, 'staff.signed_in', {
    type: 'member',
    id: member.id,
    name: member.name,
  });
  const cookie = await startSession(member.id, 'staff', STAFF_SESSION_TTL_SECONDS);
  logger.info('staff.signed_in', { memberId: member.id });
  return withCookies(ok(await profileOf(member)), cookie);
});
