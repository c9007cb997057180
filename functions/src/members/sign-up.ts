import { canonicalMobile } from '@gsk/core/account';
import { signUpSchema } from '@gsk/core/account/sign-up';
import type { ConsentChoice } from '@gsk/core/privacy/consent';
import { badRequest } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { accountLimitRules, enforceWindows } from '../lib/limits';
import { accepted } from '../lib/responses';
import { startChallenge } from './challenges';
import { memberIdOf } from './members';
import { hashPassword } from './passwords';

/**
 * `POST /api/account/sign-up` (core's signUpSchema): 400 'mobile already registered' when an
 * account holds the number (the spec's message, within the address's sign-up budget), else a
 * one-time code is texted to it and the sign-up waits on its challenge, the password already
 * hashed, with the ways of contact ticked (recorded once the code creates the account). 202
 * OtpChallenge.
 */
export const handler = httpHandler({ body: signUpSchema }, async ({ body, event }) => {
  await enforceWindows(accountLimitRules.signUpChecks, event);
  const mobile = canonicalMobile(body.mobile);
  if (await memberIdOf(mobile))
    throw badRequest('validation', { mobile: 'account.mobile.registered' });
  await enforceWindows(accountLimitRules.codes, event, mobile);
  const challenge = await startChallenge({
    purpose: 'sign-up',
    mobile,
    language: body.language,
    pending: {
      name: body.name,
      passwordHash: await hashPassword(body.password),
      state: body.state,
      parliament: body.parliament,
      dun: body.dun,
      consents: body.consents as ConsentChoice[],
    },
  });
  return accepted(challenge);
});
