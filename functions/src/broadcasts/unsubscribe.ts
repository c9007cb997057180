import type { UnsubscribeState } from '@gsk/core/api';
import { unsubscribeTokenSchema } from '@gsk/core/broadcasts';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { badRequest } from '../lib/errors';
import { broadcastLimitRules, enforceWindows } from '../lib/limits';
import { unsubscribeSecret } from '../lib/secrets';
import { memberOf } from '../members/members';
import { consentOf, decideConsent } from '../privacy/consents';
import { verifyUnsubscribeToken } from './tokens';
import type { UnsubscribeSubject } from './tokens';

/*
 * The one-click unsubscribe (docs/privacy.md "Broadcasts", "Unsubscribing"): `GET` and `POST
 * /api/unsubscribe?t=`, without a session; the token alone says whose consent, to what.
 */

/**
 * The subject of the request's token, after the address's limits; 400 `unsubscribe_invalid`
 * for a token missing, malformed, cut short or not signed by the site (nothing read or written).
 */
export async function subjectOf(event: APIGatewayProxyEventV2): Promise<UnsubscribeSubject> {
  await enforceWindows(broadcastLimitRules.unsubscribes, event);
  const t = event.queryStringParameters?.t ?? '';
  const valid = await unsubscribeTokenSchema.isValid({ t });
  const subject = valid ? verifyUnsubscribeToken(t, unsubscribeSecret()) : undefined;
  if (!subject) throw badRequest('unsubscribe_invalid');
  return subject;
}

/** Whether the subject's consent is given now (false for a closed account: nothing to stop). */
export async function stateOf(subject: UnsubscribeSubject): Promise<UnsubscribeState> {
  const consent = await consentOf(subject.memberId, subject.channel, subject.purpose);
  return { channel: subject.channel, purpose: subject.purpose, given: consent?.given === true };
}

/**
 * Withdraws the subject's consent through the consents' own writer (record and log in one
 * transaction, source `unsubscribe`, in the member's language); nothing when it is not given (a
 * repeat writes nothing) or the account is closed.
 */
export async function unsubscribe(subject: UnsubscribeSubject): Promise<UnsubscribeState> {
  const member = await memberOf(subject.memberId);
  if (member) {
    await decideConsent(subject.memberId, {
      channel: subject.channel,
      purpose: subject.purpose,
      given: false,
      language: member.language,
      source: 'unsubscribe',
    });
  }
  return { channel: subject.channel, purpose: subject.purpose, given: false };
}
