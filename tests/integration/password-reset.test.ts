import { apiPaths } from '@gsk/core/api';
import type { OtpChallenge, PasswordResetPermit } from '@gsk/core/api';
import {
  ACCOUNT_OTP_RESEND_AFTER_SECONDS,
  ACCOUNT_OTP_TTL_SECONDS,
  PASSWORD_RESET_TTL_SECONDS,
} from '@gsk/core/constants';
import { describe, expect, it } from 'vitest';
import {
  accountTestTimeout,
  ageChallenge,
  call,
  expirePermit,
  smsCount,
  urls,
  visitorsOf,
  wrongCode,
} from './account-support';
import { sessionCookieOf, signUpMember, uniqueMobile } from './member-client';
import { smsTo, waitForCode } from './sms-client';

/*
 * The forgotten password (the spec's flow): mobile → code texted → code → new password twice →
 * sign in. The first step answers alike whether or not the number has an account.
 */

const nextVisitor = visitorsOf(2);

const requestReset = (mobile: string, language = 'eng') =>
  call(apiPaths.passwordReset, nextVisitor(), { body: { mobile, language } });
const verifyReset = (challengeId: string, code: string) =>
  call(apiPaths.passwordResetVerify, nextVisitor(), { body: { challengeId, code } });
const complete = (resetToken: string, password: string) =>
  call(apiPaths.passwordResetComplete, nextVisitor(), {
    body: { resetToken, password, passwordConfirmation: password },
  });
const signIn = (mobile: string, password: string) =>
  call(apiPaths.signIn, nextVisitor(), { body: { mobile, password } });

const resetExpired = { error: { code: 'reset_expired' } };

/** A new member who asked for a reset: its answer, challenge and the code texted. */
const memberResetting = async () => {
  const member = await signUpMember(urls, nextVisitor());
  const since = new Date();
  const asked = await requestReset(member.mobile);
  expect(asked.status).toBe(202);
  const challenge = asked.json as OtpChallenge;
  return { member, challenge, code: await waitForCode(urls, member.mobile, since) };
};

/** A member and a reset permission for them. */
const permitFor = async () => {
  const { member, challenge, code } = await memberResetting();
  const { challengeId } = challenge;
  const verified = await verifyReset(challengeId, code);
  expect(verified.status, verified.text).toBe(200);
  return { member, permit: verified.json as PasswordResetPermit };
};

describe('password reset', { timeout: accountTestTimeout }, () => {
  it('resets the password end to end and ends every session', async () => {
    const { member, challenge, code } = await memberResetting();
    expect(challenge).toEqual({
      challengeId: expect.stringMatching(/^[\w-]{22}$/),
      resendAfterSeconds: ACCOUNT_OTP_RESEND_AFTER_SECONDS,
      expiresInSeconds: ACCOUNT_OTP_TTL_SECONDS,
    });
    const [text] = await smsTo(urls, member.mobile);
    expect(text?.text).toContain(`Your password reset code is ${code}.`);

    const wrong = await verifyReset(challenge.challengeId, wrongCode(code));
    expect(wrong.json).toMatchObject({
      error: {
        code: 'validation',
        fields: { code: 'account.code.wrong?count=2' },
        otp: { usable: true, triesLeft: 2 },
      },
    });
    const verified = await verifyReset(challenge.challengeId, code);
    expect(verified.status).toBe(200);
    const permit = verified.json as PasswordResetPermit;
    expect(permit).toEqual({
      resetToken: expect.stringMatching(/^[\w-]{43}$/),
      expiresInSeconds: PASSWORD_RESET_TTL_SECONDS,
    });
    // The code is used up.
    expect((await verifyReset(challenge.challengeId, code)).status).toBe(404);

    const done = await complete(permit.resetToken, 'nasi-lemak-sambal-2025');
    expect(done.status, done.text).toBe(204);
    expect(sessionCookieOf(done)).toBeUndefined();
    const me = await call(apiPaths.me, nextVisitor(), { method: 'GET', cookie: member.cookie });
    expect(me.status).toBe(401);
    expect((await signIn(member.mobile, member.password)).status).toBe(401);
    expect((await signIn(member.mobile, 'nasi-lemak-sambal-2025')).status).toBe(200);
  });

  it('answers an unknown number exactly as a known one, texting nothing', async () => {
    const mobile = uniqueMobile();
    const asked = await requestReset(mobile);
    expect(asked.status).toBe(202);
    const challenge = asked.json as OtpChallenge;
    expect(challenge).toEqual({
      challengeId: expect.stringMatching(/^[\w-]{22}$/),
      resendAfterSeconds: ACCOUNT_OTP_RESEND_AFTER_SECONDS,
      expiresInSeconds: ACCOUNT_OTP_TTL_SECONDS,
    });
    // Its countdown and its codes behave alike too, and no code ever checks out.
    const early = await call(apiPaths.otpResend, nextVisitor(), {
      body: { challengeId: challenge.challengeId },
    });
    expect(early.status).toBe(429);
    await ageChallenge(challenge.challengeId, ACCOUNT_OTP_RESEND_AFTER_SECONDS);
    const resent = await call(apiPaths.otpResend, nextVisitor(), {
      body: { challengeId: challenge.challengeId },
    });
    expect(resent.status).toBe(202);
    const answers = [];
    for (const code of ['0000', '1234', '9999', '5555']) {
      answers.push((await verifyReset(challenge.challengeId, code)).json);
    }
    // As a known number's wrong codes: two tries left, one, then the code is spent.
    expect(answers).toEqual(
      [
        ['account.code.wrong?count=2', 2],
        ['account.code.wrongLastTry', 1],
        ['account.code.invalid', 0],
        ['account.code.invalid', 0],
      ].map(([message, triesLeft]) => ({
        error: {
          code: 'validation',
          fields: { code: message },
          otp: { usable: triesLeft !== 0, triesLeft, resendAfterSeconds: expect.any(Number) },
        },
      })),
    );
    expect(await smsCount(mobile)).toBe(0);
  });

  it('uses a permission once', async () => {
    const { member, permit } = await permitFor();
    expect((await complete(permit.resetToken, 'roti-canai-banjir-1')).status).toBe(204);
    const again = await complete(permit.resetToken, 'roti-canai-banjir-2');
    expect(again.status).toBe(400);
    expect(again.json).toEqual(resetExpired);
    expect((await signIn(member.mobile, 'roti-canai-banjir-1')).status).toBe(200);
  });

  it('refuses an expired or unknown permission, changing nothing', async () => {
    const { member, permit } = await permitFor();
    await expirePermit(permit.resetToken);
    expect((await complete(permit.resetToken, 'roti-canai-banjir-3')).json).toEqual(resetExpired);
    expect((await complete('A'.repeat(43), 'roti-canai-banjir-3')).json).toEqual(resetExpired);
    expect((await complete('', 'roti-canai-banjir-3')).json).toEqual(resetExpired);
    expect((await signIn(member.mobile, member.password)).status).toBe(200);
  });

  it('checks the new password with the spec’s rules', async () => {
    const { permit } = await permitFor();
    const answer = await call(apiPaths.passwordResetComplete, nextVisitor(), {
      body: { resetToken: permit.resetToken, password: 'short', passwordConfirmation: 'other' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: {
        code: 'validation',
        fields: {
          password: expect.stringMatching(/^account\.password\.min/),
          passwordConfirmation: 'account.passwordConfirmation.match',
        },
      },
    });
    // Still usable.
    expect((await complete(permit.resetToken, 'roti-canai-banjir-4')).status).toBe(204);
  });

  it('counts reset codes toward the number’s limits, known or not', async () => {
    const mobile = uniqueMobile();
    const statuses = [];
    for (let asked = 0; asked < 6; asked += 1) statuses.push((await requestReset(mobile)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('refuses an expired code', async () => {
    const { challenge, code } = await memberResetting();
    const { challengeId } = challenge;
    await ageChallenge(challengeId, ACCOUNT_OTP_TTL_SECONDS);
    expect((await verifyReset(challengeId, code)).json).toEqual({
      error: {
        code: 'validation',
        fields: { code: 'account.code.expired' },
        otp: { usable: false, triesLeft: 0, resendAfterSeconds: 0 },
      },
    });
  });
});
