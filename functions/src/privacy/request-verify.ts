import { privacyRequestVerifySchema } from '@gsk/core/privacy/requests';
import { httpHandler } from '../lib/http-handler';
import { accountLimitRules, enforceWindows } from '../lib/limits';
import { created } from '../lib/responses';
import { challengeOf, checkCode } from '../members/challenges';
import { PrivacyRequests } from './requests';

/**
 * `POST /api/privacy/requests/verify` (`{ challengeId, code }`): with the right code the request
 * is recorded (its 21 days run from now), acknowledged to the person with its reference and due
 * day, and copied to staff. 201 PrivacyRequestReceived. Wrong, spent and expired codes: the
 * members' (checkCode); an unknown or used challenge: 404 `challenge_not_found`.
 */
export const handler = httpHandler(
  { body: privacyRequestVerifySchema },
  async ({ body, event }) => {
    await enforceWindows(accountLimitRules.codeChecks, event);
    const challenge = await challengeOf(body.challengeId, 'privacy-request');
    const codeHash = await checkCode(challenge, body.code);
    return created(await PrivacyRequests.record(challenge, codeHash));
  },
);
