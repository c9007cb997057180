import { canonicalMobile, maskMobile } from '@gsk/core/account';
import { apiPaths } from '@gsk/core/api';
import type { ApiErrorBody, MemberProfile, OtpChallenge } from '@gsk/core/api';
import {
  ACCOUNT_OTP_MAX_ATTEMPTS,
  ACCOUNT_OTP_PER_MOBILE,
  ACCOUNT_OTP_RESEND_AFTER_SECONDS,
  ACCOUNT_OTP_TTL_SECONDS,
  SESSION_COOKIE_NAME,
} from '@gsk/core/constants';
import { describe, expect, it } from 'vitest';
import {
  accountTestTimeout,
  ageChallenge,
  call,
  mobileClaim,
  smsCount,
  storedChallenge,
  storedItem,
  urls,
  visitorsOf,
  wrongCode,
} from './account-support';
import { sessionCookieOf, signUpForm, signUpMember } from './member-client';
import { waitForCode, waitForSms } from './sms-client';

/*
 * Sign-up and its one-time code, every transition (issue 17): the code read from the local SMS
 * outbox; an expired code and the resend countdown by moving the challenge's clock back in the
 * members table rather than waiting (account-support.ts).
 */

const nextVisitor = visitorsOf(0);

/** Starts a sign-up; answers the form, the challenge and the code texted. */
const startSignUp = async (overrides: Record<string, unknown> = {}, from = nextVisitor()) => {
  const form = signUpForm(overrides);
  const since = new Date();
  const answer = await call(apiPaths.signUp, from, { body: form });
  expect(answer.status, answer.text).toBe(202);
  const challenge = answer.json as OtpChallenge;
  const code = await waitForCode(urls, form.mobile, since);
  return { form, challenge, code, from };
};

const verify = (challengeId: string, code: string, from = nextVisitor()) =>
  call(apiPaths.signUpVerify, from, { body: { challengeId, code } });

const fieldError = (field: string, key: string) => ({
  error: { code: 'validation', fields: { [field]: key } },
});

describe('sign-up', { timeout: accountTestTimeout }, () => {
  it('texts a code, creates the account on the right code and signs the member in', async () => {
    const { form, challenge, code } = await startSignUp();
    expect(challenge).toEqual({
      challengeId: expect.stringMatching(/^[\w-]{22}$/),
      resendAfterSeconds: ACCOUNT_OTP_RESEND_AFTER_SECONDS,
      expiresInSeconds: ACCOUNT_OTP_TTL_SECONDS,
    });
    const sms = await waitForSms(urls, form.mobile);
    expect(sms.text).toMatch(/^RM0 Gerakan Sektor Ketiga: Kod pengesahan pendaftaran/);
    expect(sms.text).toContain(code);
    expect(code).toMatch(/^\d{4}$/);
    // Neither the code nor the password is stored as such.
    const stored = await storedChallenge(challenge.challengeId);
    expect(JSON.stringify(stored)).not.toContain(form.password);
    expect(Object.values(stored ?? {})).not.toContain(code);
    expect(stored?.pending?.passwordHash).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);

    const verified = await verify(challenge.challengeId, code);
    expect(verified.status, verified.text).toBe(201);
    const profile = verified.json as MemberProfile;
    expect(profile).toEqual({
      id: expect.any(String),
      name: form.name,
      maskedMobile: maskMobile(canonicalMobile(form.mobile)),
      state: form.state,
      parliament: form.parliament,
      dun: form.dun,
      language: 'bm',
      email: '',
      role: 'member',
      registrations: [],
    });
    expect(verified.text).not.toContain(canonicalMobile(form.mobile));
    const [setCookie] = verified.setCookie ?? [];
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=[\\w-]{43};`));
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);

    const me = await call(apiPaths.me, nextVisitor(), {
      method: 'GET',
      cookie: sessionCookieOf(verified),
    });
    expect(me.status).toBe(200);
    expect(me.json).toEqual(profile);
    expect(await mobileClaim(form.mobile)).toMatchObject({ memberId: profile.id });
    const account = await storedItem(`MEMBER#${profile.id}`, 'PROFILE');
    expect(account?.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(account)).not.toContain(form.password);
    // The challenge is used up: the same code again finds nothing.
    expect(await storedChallenge(challenge.challengeId)).toBeUndefined();
    expect((await verify(challenge.challengeId, code)).status).toBe(404);
  });

  it("refuses a registered number with the spec's message, texting nothing", async () => {
    const from = nextVisitor();
    const member = await signUpMember(urls, from);
    const texts = await smsCount(member.mobile);
    const again = await call(apiPaths.signUp, nextVisitor(), {
      body: signUpForm({ mobile: member.mobile }),
    });
    expect(again.status).toBe(400);
    expect(again.json).toEqual(fieldError('mobile', 'account.mobile.registered'));
    // The same number written another way is the same number.
    const digits = canonicalMobile(member.mobile).slice(1);
    const other = await call(apiPaths.signUp, nextVisitor(), {
      body: signUpForm({ mobile: digits }),
    });
    expect(other.json).toEqual(fieldError('mobile', 'account.mobile.registered'));
    expect(await smsCount(member.mobile)).toBe(texts);
  });

  it('refuses a number registered while its code was pending', async () => {
    const first = await startSignUp();
    const second = await startSignUp({ mobile: first.form.mobile });
    expect((await verify(first.challenge.challengeId, first.code)).status).toBe(201);
    const late = await verify(second.challenge.challengeId, second.code);
    expect(late.status).toBe(400);
    expect(late.json).toEqual(fieldError('mobile', 'account.mobile.registered'));
  });

  it('refuses bad input with translated keys, storing and texting nothing', async () => {
    const form = signUpForm({ name: 'A1', passwordConfirmation: 'something else', dun: '' });
    const answer = await call(apiPaths.signUp, nextVisitor(), { body: form });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: {
        code: 'validation',
        fields: {
          name: expect.stringMatching(/^account\.name\./),
          passwordConfirmation: 'account.passwordConfirmation.match',
          dun: 'account.dun.required',
        },
      },
    });
    expect(await smsCount(form.mobile)).toBe(0);
  });

  it('says a wrong code is wrong and how many tries it has left, and the same code still works', async () => {
    const { challenge, code } = await startSignUp();
    const wrong = await verify(challenge.challengeId, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({
      error: {
        code: 'validation',
        fields: { code: `account.code.wrong?count=${ACCOUNT_OTP_MAX_ATTEMPTS - 1}` },
        otp: {
          usable: true,
          triesLeft: ACCOUNT_OTP_MAX_ATTEMPTS - 1,
          resendAfterSeconds: expect.any(Number) as number,
        },
      },
    });
    expect(wrong.setCookie).toBeUndefined();
    expect((await verify(challenge.challengeId, code)).status).toBe(201);
  });

  it(`spends a code after ${ACCOUNT_OTP_MAX_ATTEMPTS} wrong tries: then the spec's words, the right one fails too, and when a new code may be asked for`, async () => {
    const { form, challenge, code } = await startSignUp();
    const answers = [];
    for (let attempt = 0; attempt < ACCOUNT_OTP_MAX_ATTEMPTS; attempt += 1) {
      answers.push((await verify(challenge.challengeId, wrongCode(code))).json as ApiErrorBody);
    }
    expect(answers.map(({ error }) => [error.fields?.code, error.otp?.triesLeft])).toEqual([
      ['account.code.wrong?count=2', 2],
      ['account.code.wrongLastTry', 1],
      ['account.code.invalid', 0],
    ]);
    const spent = await verify(challenge.challengeId, code);
    expect(spent.status).toBe(400);
    const { otp } = (spent.json as ApiErrorBody).error;
    expect(spent.json).toEqual({
      error: {
        code: 'validation',
        fields: { code: 'account.code.invalid' },
        otp: { usable: false, triesLeft: 0, resendAfterSeconds: expect.any(Number) as number },
      },
    });
    // The countdown of the code sent moments ago: a new one only once it is over.
    expect(otp?.resendAfterSeconds).toBeGreaterThan(ACCOUNT_OTP_RESEND_AFTER_SECONDS - 30);
    expect(otp?.resendAfterSeconds).toBeLessThanOrEqual(ACCOUNT_OTP_RESEND_AFTER_SECONDS);
    expect(await mobileClaim(form.mobile)).toBeUndefined();
    // Once the countdown is over, the answer says a new code may be asked for now.
    await ageChallenge(challenge.challengeId, ACCOUNT_OTP_RESEND_AFTER_SECONDS);
    expect((await verify(challenge.challengeId, code)).json).toMatchObject({
      error: { otp: { usable: false, resendAfterSeconds: 0 } },
    });
  });

  it('gives no more tries to guesses sent at once', async () => {
    const { form, challenge, code } = await startSignUp();
    const guesses = Array.from({ length: 20 }, (_, index) =>
      String((Number(code) + 1 + index) % 10_000).padStart(4, '0'),
    );
    await Promise.all(guesses.map((guess) => verify(challenge.challengeId, guess)));
    expect((await storedChallenge(challenge.challengeId))?.attempts).toBe(ACCOUNT_OTP_MAX_ATTEMPTS);
    expect((await verify(challenge.challengeId, code)).status).toBe(400);
    expect(await mobileClaim(form.mobile)).toBeUndefined();
  });

  it('refuses an expired code with "code expired, regenerate"', async () => {
    const { form, challenge, code } = await startSignUp();
    await ageChallenge(challenge.challengeId, ACCOUNT_OTP_TTL_SECONDS);
    const expired = await verify(challenge.challengeId, code);
    expect(expired.status).toBe(400);
    expect(expired.json).toEqual({
      error: {
        code: 'validation',
        fields: { code: 'account.code.expired' },
        otp: { usable: false, triesLeft: 0, resendAfterSeconds: 0 },
      },
    });
    expect(await mobileClaim(form.mobile)).toBeUndefined();
  });

  it('answers 404 for an unknown challenge', async () => {
    for (const challengeId of ['AAAAAAAAAAAAAAAAAAAAAA', 'not an id', '']) {
      const answer = await verify(challengeId, '1234');
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ error: { code: 'challenge_not_found' } });
    }
  });

  it('refuses a new code before the countdown with Retry-After, texting nothing', async () => {
    const { form, challenge } = await startSignUp();
    const texts = await smsCount(form.mobile);
    const early = await call(apiPaths.otpResend, nextVisitor(), {
      body: { challengeId: challenge.challengeId },
    });
    expect(early.status).toBe(429);
    expect(early.json).toEqual({ error: { code: 'resend_too_soon' } });
    expect(Number(early.retryAfter)).toBeGreaterThan(0);
    expect(Number(early.retryAfter)).toBeLessThanOrEqual(ACCOUNT_OTP_RESEND_AFTER_SECONDS);
    expect(await smsCount(form.mobile)).toBe(texts);
  });

  it('sends a new code after the countdown: the old one is dead, the tries restored', async () => {
    const { form, challenge, code } = await startSignUp();
    await verify(challenge.challengeId, wrongCode(code));
    await verify(challenge.challengeId, wrongCode(code));
    // The code was sent (and expired) earlier than it was: the countdown is over.
    await ageChallenge(challenge.challengeId, ACCOUNT_OTP_TTL_SECONDS + 1);
    const since = new Date();
    const resent = await call(apiPaths.otpResend, nextVisitor(), {
      body: { challengeId: challenge.challengeId },
    });
    expect(resent.status, resent.text).toBe(202);
    expect(resent.json).toEqual({
      challengeId: challenge.challengeId,
      resendAfterSeconds: ACCOUNT_OTP_RESEND_AFTER_SECONDS,
      expiresInSeconds: ACCOUNT_OTP_TTL_SECONDS,
    });
    const newCode = await waitForCode(urls, form.mobile, since);
    expect((await storedChallenge(challenge.challengeId))?.attempts).toBe(0);
    if (newCode !== code) {
      expect((await verify(challenge.challengeId, code)).status).toBe(400);
    }
    expect((await verify(challenge.challengeId, newCode)).status).toBe(201);
  });

  it(`sends at most ${ACCOUNT_OTP_PER_MOBILE.hour} codes an hour to one number, from any address`, async () => {
    const form = signUpForm();
    const answers = [];
    for (let sent = 0; sent <= ACCOUNT_OTP_PER_MOBILE.hour; sent += 1) {
      answers.push(await call(apiPaths.signUp, nextVisitor(), { body: form }));
    }
    expect(answers.slice(0, -1).map(({ status }) => status)).toEqual(
      Array<number>(ACCOUNT_OTP_PER_MOBILE.hour).fill(202),
    );
    const refused = answers.at(-1);
    expect(refused?.status).toBe(429);
    expect(refused?.json).toEqual({ error: { code: 'too_many_requests' } });
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
    await expect.poll(() => smsCount(form.mobile)).toBe(ACCOUNT_OTP_PER_MOBILE.hour);
    // A new code for one of the challenges counts too.
    const { challengeId } = answers[0]?.json as OtpChallenge;
    await ageChallenge(challengeId, ACCOUNT_OTP_RESEND_AFTER_SECONDS);
    const resend = await call(apiPaths.otpResend, nextVisitor(), { body: { challengeId } });
    expect(resend.status).toBe(429);
    expect(await smsCount(form.mobile)).toBe(ACCOUNT_OTP_PER_MOBILE.hour);
  });

  it('counts sign-ups per address, so "mobile already registered" cannot be asked freely', async () => {
    const from = nextVisitor();
    const statuses = [];
    for (let asked = 0; asked < 11; asked += 1) {
      const answer = await call(apiPaths.signUp, from, { body: signUpForm({ name: 'x' }) });
      statuses.push(answer.status);
    }
    // Invalid forms are refused before counting; valid ones are counted.
    expect(statuses).toEqual(Array<number>(11).fill(400));
    const counted = [];
    for (let asked = 0; asked < 11; asked += 1) {
      counted.push((await call(apiPaths.signUp, from, { body: signUpForm() })).status);
    }
    expect(counted.slice(0, 10)).toEqual(Array<number>(10).fill(202));
    expect(counted[10]).toBe(429);
  });
});
