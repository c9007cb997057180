import { createHmac, timingSafeEqual } from 'node:crypto';
import { consentChannels, consentPurposes } from '@gsk/core/privacy/consent-wording';
import type { ConsentChannel, ConsentPurpose } from '@gsk/core/privacy/consent-wording';

/*
 * The one-click unsubscribe's token (docs/privacy.md "Broadcasts"): base64url of a payload naming
 * the member, channel and purpose, a dot, then base64url of its HMAC-SHA256 under
 * UNSUBSCRIBE_SECRET. It carries no expiry on purpose: a mail client may act on an email's
 * `List-Unsubscribe` header months after it arrived, and stopping messages must work then too.
 * What it can do is only ever to withdraw one consent of one member, so a leaked token costs
 * that member nothing they cannot give again on their privacy page.
 */

/** What a token stops: one member's consent to one channel and purpose. */
export interface UnsubscribeSubject {
  memberId: string;
  channel: ConsentChannel;
  purpose: ConsentPurpose;
}

/** Version of the payload's layout, so a later one can be told apart. */
const payloadVersion = 'u1';

const mac = (secret: string, payload: string): Buffer =>
  createHmac('sha256', secret).update(payload).digest();

/** A token for `subject`, signed with `secret`. */
export function signUnsubscribeToken(subject: UnsubscribeSubject, secret: string): string {
  const payload = [payloadVersion, subject.memberId, subject.channel, subject.purpose].join('|');
  return `${Buffer.from(payload).toString('base64url')}.${mac(secret, payload).toString('base64url')}`;
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/**
 * The subject of a token `secret` signed, or undefined for anything else (cut short, tampered
 * with, signed with another key): the MAC is compared in constant time before the payload is read.
 */
export function verifyUnsubscribeToken(
  token: string,
  secret: string,
): UnsubscribeSubject | undefined {
  const [encodedPayload = '', encodedMac = '', ...rest] = token.split('.');
  if (rest.length > 0 || !encodedPayload || !encodedMac) return undefined;
  const payload = Buffer.from(encodedPayload, 'base64url').toString();
  // Re-encoding must give the same text: base64url has no second spelling of the same bytes.
  if (Buffer.from(payload).toString('base64url') !== encodedPayload) return undefined;
  const given = Buffer.from(encodedMac, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [version, memberId, channel, purpose, ...extra] = payload.split('|');
  const knownChannel = oneOf(consentChannels, channel);
  const knownPurpose = oneOf(consentPurposes, purpose);
  if (version !== payloadVersion || extra.length > 0 || !memberId) return undefined;
  if (!knownChannel || !knownPurpose) return undefined;
  return { memberId, channel: knownChannel, purpose: knownPurpose };
}
