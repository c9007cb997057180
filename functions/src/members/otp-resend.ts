import { notFound } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { accountLimitRules, enforceWindows } from '../lib/limits';
import { accepted } from '../lib/responses';
import { assertResendDue, challengeOf, resendCode } from './challenges';
import { otpResendSchema } from './schemas';

/**
 * `POST /api/account/otp/resend` (`{ challengeId }`), a sign-up's or a reset's: once the countdown
 * is over, a new code replaces the old one with every try restored (before it, 429
 * `resend_too_soon` with `Retry-After`, counting nothing). It counts as a code sent toward the
 * number's and the address's limits. 202 OtpChallenge.
 */
export const handler = httpHandler({ body: otpResendSchema }, async ({ body, event }) => {
  const challenge = await challengeOf(body.challengeId);
  // A request about personal data asks again through its own form, within its own limits.
  if (challenge.purpose === 'privacy-request') throw notFound('challenge_not_found');
  assertResendDue(challenge);
  await enforceWindows(accountLimitRules.codes, event, challenge.mobile);
  return accepted(await resendCode(challenge));
});
