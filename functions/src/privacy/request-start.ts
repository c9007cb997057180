import { randomBytes } from 'node:crypto';
import { canonicalMobile } from '@gsk/core/account';
import type { OtpChallenge } from '@gsk/core/api';
import { ACCOUNT_OTP_RESEND_AFTER_SECONDS, ACCOUNT_OTP_TTL_SECONDS } from '@gsk/core/constants';
import { privacyRequestStartSchema } from '@gsk/core/privacy/requests';
import { honeypotField, honeypotSchema, isBot } from '../lib/honeypot';
import { httpHandler } from '../lib/http-handler';
import {
  accountLimitRules,
  enforceLimits,
  enforceWindows,
  privacyRequestLimitRule,
} from '../lib/limits';
import { logger } from '../lib/logger';
import { accepted } from '../lib/responses';
import { startChallenge } from '../members/challenges';

/** `POST /api/privacy/requests`: core's request plus the honeypot field. */
export const privacyRequestBodySchema = privacyRequestStartSchema.shape(honeypotSchema);

/**
 * `POST /api/privacy/requests` (JSON, core's privacyRequestStartSchema): counts the request
 * against its address's and its mobile's or email's budgets (and, by mobile, the members' code
 * windows), then sends a one-time code to the mobile (SMS) or email given and keeps the request
 * only on the code's challenge: nothing of it is recorded until the code checks out. A bot
 * (filled honeypot) gets a challenge that never was. 202 OtpChallenge.
 */
export const handler = httpHandler({ body: privacyRequestBodySchema }, async ({ body, event }) => {
  const mobile =
    body.contactBy === 'mobile' && body.mobile ? canonicalMobile(body.mobile) : undefined;
  const email = body.contactBy === 'email' ? body.email?.trim().toLowerCase() : undefined;
  await enforceLimits(privacyRequestLimitRule, event, { email, phone: mobile });
  if (isBot(body)) {
    logger.warn('privacy.honeypot');
    return accepted({
      challengeId: randomBytes(16).toString('base64url'),
      resendAfterSeconds: ACCOUNT_OTP_RESEND_AFTER_SECONDS,
      expiresInSeconds: ACCOUNT_OTP_TTL_SECONDS,
    } satisfies OtpChallenge);
  }
  await enforceWindows(accountLimitRules.codes, event, mobile);
  const { [honeypotField]: _honeypot, mobile: _mobile, email: _email, ...request } = body;
  const challenge = await startChallenge({
    purpose: 'privacy-request',
    ...(mobile ? { mobile } : { email }),
    language: request.language,
    request,
  });
  return accepted(challenge);
});
