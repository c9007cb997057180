import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { MEMBER_SESSION_TTL_SECONDS } from '@gsk/core/constants';
import type { Language } from '@gsk/core/i18n/language';
import { choiceParts, consentChoices } from '@gsk/core/privacy/consent';
import type { ConsentChoice } from '@gsk/core/privacy/consent';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { cancelledAt } from '../lib/dynamo-conditions';
import { badRequest, notFound } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { accountLimitRules, enforceWindows } from '../lib/limits';
import { logger } from '../lib/logger';
import { created, withCookies } from '../lib/responses';
import { consentWrites, recordOf } from '../privacy/consents';
import { areaAttributes } from '../volunteers/area-index';
import { challengeOf, checkCode, useChallenge } from './challenges';
import type { MemberRecord } from './members';
import { mobileKey, profileKey, profileOf } from './members';
import { otpVerifySchema } from './schemas';
import { startSession } from './sessions';

/**
 * The consents ticked at sign-up, as writes of the account's own transaction: a consent is never
 * recorded for an account that was not created, nor an account created without the consent its
 * owner gave (2 items each, at most 8 beside the account's 3). Unticked ones stay unrecorded:
 * not given.
 */
const signUpConsents = (
  memberId: string,
  language: Language,
  choices: readonly ConsentChoice[],
  now: Date,
) =>
  choices
    .filter((choice) => consentChoices.includes(choice))
    .flatMap((choice) =>
      consentWrites(
        memberId,
        recordOf({ ...choiceParts(choice), given: true, language, source: 'sign-up' }, now),
        undefined,
      ),
    );

/**
 * `POST /api/account/sign-up/verify` (`{ challengeId, code }`): with the right code, one
 * conditional transaction creates the account, claims its mobile number (400 'mobile already
 * registered' if someone verified it meanwhile), records the ways of contact ticked on the form
 * and uses the challenge up; the member is signed in. 201 MemberProfile with the session cookie.
 * Wrong, spent and expired codes: see checkCode.
 */
export const handler = httpHandler({ body: otpVerifySchema }, async ({ body, event }) => {
  await enforceWindows(accountLimitRules.codeChecks, event);
  const challenge = await challengeOf(body.challengeId, 'sign-up');
  const codeHash = await checkCode(challenge, body.code);
  const { pending, mobile } = challenge;
  if (!pending || !mobile) throw notFound('challenge_not_found');
  const now = new Date();
  const member: MemberRecord = {
    id: randomUUID(),
    name: pending.name,
    mobile,
    state: pending.state,
    parliament: pending.parliament,
    dun: pending.dun,
    language: challenge.language,
    role: 'member',
    passwordHash: pending.passwordHash,
    createdAt: now.toISOString(),
  };
  // Its place in the `area` index, written with the seats (docs/volunteers.md).
  const { areaKind, areaKey } = areaAttributes('member', pending, member.id);
  member.areaKind = areaKind;
  member.areaKey = areaKey;
  try {
    await dynamoDb().send(
      new TransactWriteCommand({
        TransactItems: [
          useChallenge(challenge.id, codeHash),
          {
            Put: {
              TableName: config.membersTable,
              Item: { ...mobileKey(member.mobile), memberId: member.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: config.membersTable,
              Item: { ...profileKey(member.id), ...member },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...signUpConsents(member.id, challenge.language, pending.consents ?? [], now),
        ],
      }),
    );
  } catch (error) {
    if (cancelledAt(error, 1)) {
      throw badRequest('validation', { mobile: 'account.mobile.registered' });
    }
    if (cancelledAt(error, 0)) throw notFound('challenge_not_found');
    throw error;
  }
  logger.info('account.signed_up', { memberId: member.id });
  const cookie = await startSession(member.id, 'member', MEMBER_SESSION_TTL_SECONDS);
  return withCookies(created(await profileOf(member, [])), cookie);
});
