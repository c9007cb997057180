import { canonicalMobile, passwordResetRequestSchema } from '@gsk/core/account';
import { httpHandler } from '../lib/http-handler';
import { accountLimitRules, enforceWindows } from '../lib/limits';
import { accepted } from '../lib/responses';
import { startChallenge } from './challenges';
import { memberIdOf } from './members';

/**
 * `POST /api/account/password-reset` (`{ mobile, language }`): always 202 OtpChallenge, whether
 * or not an account has the number (it says nothing about who is a member); the code is texted
 * only when one has. The code limits count either way, before anything else.
 */
export const handler = httpHandler(
  { body: passwordResetRequestSchema },
  async ({ body, event }) => {
    const mobile = canonicalMobile(body.mobile);
    await enforceWindows(accountLimitRules.codes, event, mobile);
    const memberId = await memberIdOf(mobile);
    return accepted(
      await startChallenge({
        purpose: 'password-reset',
        mobile,
        language: body.language,
        memberId,
      }),
    );
  },
);
