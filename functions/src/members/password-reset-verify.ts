import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { PasswordResetPermit } from '@gsk/core/api';
import { PASSWORD_RESET_TTL_SECONDS } from '@gsk/core/constants';
import { dynamoDb } from '../lib/aws';
import { cancelledAt } from '../lib/dynamo-conditions';
import { notFound } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { accountLimitRules, enforceWindows } from '../lib/limits';
import { ok } from '../lib/responses';
import { challengeOf, checkCode, useChallenge } from './challenges';
import { newPermit } from './reset-permits';
import { otpVerifySchema } from './schemas';

/**
 * `POST /api/account/password-reset/verify` (`{ challengeId, code }`): the right code uses the
 * challenge up and gives a single-use permission to set a new password (200
 * PasswordResetPermit). A reset of a number no account has never checks out: its code was never
 * sent, and it answers as a wrong code does.
 */
export const handler = httpHandler({ body: otpVerifySchema }, async ({ body, event }) => {
  await enforceWindows(accountLimitRules.codeChecks, event);
  const challenge = await challengeOf(body.challengeId, 'password-reset');
  const codeHash = await checkCode(challenge, body.code);
  // checkCode refuses every code of a number no account has, as a wrong one.
  if (!challenge.memberId) throw notFound('challenge_not_found');
  const permit = newPermit(challenge.memberId);
  try {
    await dynamoDb().send(
      new TransactWriteCommand({
        TransactItems: [useChallenge(challenge.id, codeHash), permit.put],
      }),
    );
  } catch (error) {
    if (cancelledAt(error, 0)) throw notFound('challenge_not_found');
    throw error;
  }
  return ok({
    resetToken: permit.token,
    expiresInSeconds: PASSWORD_RESET_TTL_SECONDS,
  } satisfies PasswordResetPermit);
});
