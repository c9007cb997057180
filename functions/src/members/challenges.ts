import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OtpChallenge, OtpCodeState } from '@gsk/core/api';
import {
  ACCOUNT_OTP_DIGITS,
  ACCOUNT_OTP_MAX_ATTEMPTS,
  ACCOUNT_OTP_RESEND_AFTER_SECONDS,
  ACCOUNT_OTP_TTL_SECONDS,
} from '@gsk/core/constants';
import type { Language } from '@gsk/core/i18n/language';
import type { ConsentChoice } from '@gsk/core/privacy/consent';
import { validationMessage } from '@gsk/core/i18n/validation-message';
import type { PrivacyRequestStart } from '@gsk/core/privacy/requests';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { sendEmail } from '../lib/email';
import { AppError, notFound, tooManyRequests } from '../lib/errors';
import { sendSms } from '../lib/sms';
import { privacyCodeEmail } from '../privacy/request-texts';
import { otpText } from './sms-texts';
import type { OtpPurpose } from './sms-texts';
import { nowSeconds } from './members';

/**
 * One-time code challenges (`OTP#{id}`/`OTP`): the code of a sign-up, a password reset, a staff
 * sign-in's second factor or a request about personal data (texted, or emailed to a request's
 * email: docs/privacy.md, "Requests"), 4 digits from the CSPRNG (crypto.randomInt), stored only as an
 * HMAC-SHA256 keyed by the challenge's id.
 * A code lives ACCOUNT_OTP_TTL_SECONDS and allows ACCOUNT_OTP_MAX_ATTEMPTS tries (each try, right
 * or wrong, spends one, reserved by a conditional update before the code is compared, so
 * concurrent guesses get no more); a new one can be asked for after
 * ACCOUNT_OTP_RESEND_AFTER_SECONDS, and replaces it with its tries restored. The challenge itself
 * lives `challengeLifetimeSeconds` after its last code, so a late answer reads 'code expired'
 * rather than an unknown challenge.
 */

/** What a code is for: a sign-up, a password reset, or a staff sign-in's second factor. */
export type ChallengePurpose = OtpPurpose;

/** A sign-up waiting for its code: the form's values, the password already hashed. */
export interface PendingSignUp {
  name: string;
  passwordHash: string;
  state: string;
  parliament: string;
  dun: string;
  /** The ways of contact ticked on the form (issue 32), recorded with the account. */
  consents?: ConsentChoice[];
}

export interface Challenge {
  id: string;
  purpose: ChallengePurpose;
  /** Canonical (`+60…`): where the code is texted; absent when it is emailed. */
  mobile?: string;
  /** A request about personal data made by email: where the code is emailed. */
  email?: string;
  /** A request about personal data waiting for its code: the form's values. */
  request?: PrivacyRequestStart;
  language: Language;
  /**
   * For a password reset: the number's member, none when no account has the number; for a staff
   * sign-in: the staff member whose password checked out.
   */
  memberId?: string;
  pending?: PendingSignUp;
  codeHash: string;
  codeSentAt: number;
  codeExpiresAt: number;
  attempts: number;
}

/** How long a challenge outlives its last code (the code itself expires much sooner). */
export const challengeLifetimeSeconds = 60 * 60;

const challengeKey = (id: string) => ({ pk: `OTP#${id}`, sk: 'OTP' });
/** Challenge ids: 16 random bytes, base64url. */
const challengeIdPattern = /^[\w-]{22}$/;

const codeHashOf = (challengeId: string, code: string) =>
  createHmac('sha256', challengeId).update(code).digest('base64url');

const newCode = () => String(randomInt(10 ** ACCOUNT_OTP_DIGITS)).padStart(ACCOUNT_OTP_DIGITS, '0');

/** Seconds from `now` until a new code may be asked for (the countdown); 0 once it is over. */
const resendWait = (challenge: Pick<Challenge, 'codeSentAt'>, now: number) =>
  Math.max(0, challenge.codeSentAt + ACCOUNT_OTP_RESEND_AFTER_SECONDS - now);

/**
 * What the browser learns of a challenge whose code was just sent: its id and the two countdowns,
 * counted from the sending (not from now: a slow text must not shorten what the page shows).
 */
const answerOf = (challenge: Pick<Challenge, 'id' | 'codeSentAt' | 'codeExpiresAt'>) =>
  ({
    challengeId: challenge.id,
    resendAfterSeconds: ACCOUNT_OTP_RESEND_AFTER_SECONDS,
    expiresInSeconds: challenge.codeExpiresAt - challenge.codeSentAt,
  }) satisfies OtpChallenge;

/** A reset's challenge for a number no account has: its code is never sent and never checks out. */
const isDecoy = (challenge: Pick<Challenge, 'purpose' | 'memberId'>) =>
  challenge.purpose === 'password-reset' && !challenge.memberId;

/**
 * Texts the code (emails it, for a request made by email), unless the challenge is a reset for a
 * number no account has.
 */
const sendCode = async (challenge: Challenge, code: string) => {
  if (isDecoy(challenge)) return;
  if (challenge.email) {
    await sendEmail([challenge.email], privacyCodeEmail(code, challenge.language));
  } else if (challenge.mobile) {
    await sendSms(challenge.mobile, otpText(code, challenge.purpose, challenge.language));
  }
};

/** The code's fields of a challenge whose code is sent now. */
const freshCode = (id: string) => {
  const code = newCode();
  const codeSentAt = nowSeconds();
  return {
    code,
    fields: {
      codeHash: codeHashOf(id, code),
      codeSentAt,
      codeExpiresAt: codeSentAt + ACCOUNT_OTP_TTL_SECONDS,
      attempts: 0,
      expiresAt: codeSentAt + challengeLifetimeSeconds,
    },
  };
};

/** Starts a challenge and texts its code (a reset of an unknown number: the same, but no text). */
export async function startChallenge(
  start: Pick<
    Challenge,
    'purpose' | 'mobile' | 'email' | 'language' | 'memberId' | 'pending' | 'request'
  >,
): Promise<OtpChallenge> {
  const id = randomBytes(16).toString('base64url');
  const { code, fields } = freshCode(id);
  const challenge: Challenge = { ...start, id, ...fields };
  await dynamoDb().send(
    new PutCommand({
      TableName: config.membersTable,
      Item: { ...challengeKey(id), ...challenge, expiresAt: fields.expiresAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  await sendCode(challenge, code);
  return answerOf(challenge);
}

/** A live challenge (of `purpose`, when given), or 404 `challenge_not_found`. */
export async function challengeOf(id: string, purpose?: ChallengePurpose): Promise<Challenge> {
  if (!challengeIdPattern.test(id)) throw notFound('challenge_not_found');
  const { Item } = await dynamoDb().send(
    new GetCommand({ TableName: config.membersTable, Key: challengeKey(id), ConsistentRead: true }),
  );
  if (
    !Item ||
    (purpose && Item.purpose !== purpose) ||
    typeof Item.expiresAt !== 'number' ||
    Item.expiresAt <= nowSeconds()
  ) {
    throw notFound('challenge_not_found');
  }
  return Item as Challenge;
}

const isConditionFailure = (error: unknown) =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

/** Refuses a new code before the countdown is over: 429 `resend_too_soon` with `Retry-After`. */
export function assertResendDue(challenge: Challenge): void {
  const wait = challenge.codeSentAt + ACCOUNT_OTP_RESEND_AFTER_SECONDS - nowSeconds();
  if (wait > 0) throw tooManyRequests('resend_too_soon', wait);
}

/**
 * A new code for a challenge whose countdown is over (assertResendDue; a concurrent resend that
 * won is `resend_too_soon` too): it replaces the old one, with every try restored. Call the
 * limits first.
 */
export async function resendCode(challenge: Challenge): Promise<OtpChallenge> {
  const { code, fields } = freshCode(challenge.id);
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: challengeKey(challenge.id),
        UpdateExpression:
          'SET codeHash = :codeHash, codeSentAt = :codeSentAt, codeExpiresAt = :codeExpiresAt, attempts = :attempts, expiresAt = :expiresAt',
        // Two resends at once: only one replaces the code the caller saw.
        ConditionExpression: 'codeSentAt = :seen',
        ExpressionAttributeValues: {
          ':codeHash': fields.codeHash,
          ':codeSentAt': fields.codeSentAt,
          ':codeExpiresAt': fields.codeExpiresAt,
          ':attempts': fields.attempts,
          ':expiresAt': fields.expiresAt,
          ':seen': challenge.codeSentAt,
        },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) {
      throw tooManyRequests('resend_too_soon', ACCOUNT_OTP_RESEND_AFTER_SECONDS);
    }
    throw error;
  }
  const renewed = { ...challenge, ...fields };
  await sendCode(renewed, code);
  return answerOf(renewed);
}

/**
 * The 400 of a refused code, after `attempts` tries of it: its field's message (the spec's 'code
 * expired, regenerate' once its time is up, 'invalid code, generate new code' once its tries are
 * spent, else 'wrong code' with the tries it has left, while the code still works) and what is
 * left of it (`OtpCodeState`: tries, usable, when a new code may be asked for).
 */
const refusedCode = (challenge: Challenge, attempts: number) => {
  const now = nowSeconds();
  const expired = challenge.codeExpiresAt <= now;
  const triesLeft = expired ? 0 : Math.max(0, ACCOUNT_OTP_MAX_ATTEMPTS - attempts);
  const message = expired
    ? 'account.code.expired'
    : triesLeft === 0
      ? 'account.code.invalid'
      : triesLeft === 1
        ? 'account.code.wrongLastTry'
        : validationMessage('account.code.wrong', { count: triesLeft });
  const otp: OtpCodeState = {
    usable: triesLeft > 0,
    triesLeft,
    resendAfterSeconds: resendWait(challenge, now),
  };
  return new AppError('validation', 400, { code: message }, undefined, otp);
};

/**
 * Checks a code against its challenge; a refused one is a 400 (`refusedCode`): expired, spent,
 * or wrong with the tries it has left. Each call spends a try first. A reset's code for a number
 * no account has never checks out, answered as a wrong one is. Resolves to the code's hash, which
 * the caller's write must still find on the challenge (deleting it on condition), so the code is
 * used once.
 */
export async function checkCode(challenge: Challenge, code: string): Promise<string> {
  if (challenge.codeExpiresAt <= nowSeconds()) throw refusedCode(challenge, challenge.attempts);
  if (challenge.attempts >= ACCOUNT_OTP_MAX_ATTEMPTS) {
    throw refusedCode(challenge, challenge.attempts);
  }
  let attempts: number;
  try {
    const { Attributes } = await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: challengeKey(challenge.id),
        UpdateExpression: 'SET attempts = attempts + :one',
        ConditionExpression: 'attempts < :max AND codeHash = :codeHash',
        ExpressionAttributeValues: {
          ':one': 1,
          ':max': ACCOUNT_OTP_MAX_ATTEMPTS,
          ':codeHash': challenge.codeHash,
        },
        // The tries spent so far, concurrent ones included, for the tries-left of a wrong code.
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    attempts = Number(Attributes?.attempts ?? ACCOUNT_OTP_MAX_ATTEMPTS);
  } catch (error) {
    // Tries spent by concurrent guesses, or the code replaced or used meanwhile: this code is dead.
    if (isConditionFailure(error)) throw refusedCode(challenge, ACCOUNT_OTP_MAX_ATTEMPTS);
    throw error;
  }
  const expected = Buffer.from(challenge.codeHash, 'base64url');
  const given = Buffer.from(codeHashOf(challenge.id, code), 'base64url');
  const right = expected.length === given.length && timingSafeEqual(expected, given);
  if (!right || isDecoy(challenge)) throw refusedCode(challenge, attempts);
  return challenge.codeHash;
}

/** The transaction item that uses a challenge: deleted only if its code is still `codeHash`. */
export const useChallenge = (challengeId: string, codeHash: string) => ({
  Delete: {
    TableName: config.membersTable,
    Key: challengeKey(challengeId),
    ConditionExpression: 'codeHash = :codeHash',
    ExpressionAttributeValues: { ':codeHash': codeHash },
  },
});
