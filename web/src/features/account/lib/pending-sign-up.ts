import type { SignUpValues } from '@gsk/core/account/sign-up';
import type { OtpChallenge } from '@gsk/core/api';
import { tabStorage } from '../../../lib/tab-storage';
import { pendingSignUpKey as storageKey } from './pending-sign-up-key';

/** What the visitor typed into the sign-up that is kept over a reload: never the password. */
export type KeptSignUpDetails = Pick<
  SignUpValues,
  'name' | 'mobile' | 'state' | 'parliament' | 'dun'
>;

/** A sign-up waiting for its code, as a reload of the page finds it again. */
export interface PendingSignUp {
  /** The challenge, its countdowns from now. */
  otp: OtpChallenge;
  /** The number the code went to, masked but for its last four digits. */
  maskedMobile: string;
  details: KeptSignUpDetails;
}

const detailFields = ['name', 'mobile', 'state', 'parliament', 'dun'] as const;

/** The kept fields of a record whose kept fields are texts, and no other. */
const pick = (details: Record<(typeof detailFields)[number], string>): KeptSignUpDetails => ({
  name: details.name,
  mobile: details.mobile,
  state: details.state,
  parliament: details.parliament,
  dun: details.dun,
});

/** How it is kept: the countdowns as instants (ms since the epoch), so a reload counts on. */
interface Kept {
  challengeId: string;
  resendAt: number;
  expiresAt: number;
  maskedMobile: string;
  details: KeptSignUpDetails;
}

/**
 * Keeps the sign-up waiting for `otp`'s code for this tab (sessionStorage), until the code
 * expires: the challenge's id (all the verification needs: the server holds the rest, the
 * password already hashed), the masked number and the details typed, but for the password.
 */
export function keepPendingSignUp(
  otp: OtpChallenge,
  maskedMobile: string,
  details: KeptSignUpDetails,
): void {
  const now = Date.now();
  const kept: Kept = {
    challengeId: otp.challengeId,
    resendAt: now + otp.resendAfterSeconds * 1000,
    expiresAt: now + otp.expiresInSeconds * 1000,
    maskedMobile,
    details: pick(details),
  };
  try {
    tabStorage()?.setItem(storageKey, JSON.stringify(kept));
  } catch {
    // Storage full or refused: a reload starts afresh.
  }
}

/** Forgets the pending sign-up (verified, abandoned, expired or unknown to the server). */
export function forgetPendingSignUp(): void {
  try {
    tabStorage()?.removeItem(storageKey);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length < 300;

const keptOf = (value: unknown): Kept | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { challengeId, resendAt, expiresAt, maskedMobile, details } = value as Partial<
    Record<keyof Kept, unknown>
  >;
  if (!isText(challengeId) || !isText(maskedMobile)) return undefined;
  if (typeof resendAt !== 'number' || typeof expiresAt !== 'number') return undefined;
  if (typeof details !== 'object' || details === null) return undefined;
  const fields = details as Record<string, unknown>;
  if (!detailFields.every((name) => isText(fields[name]))) return undefined;
  return {
    challengeId,
    resendAt,
    expiresAt,
    maskedMobile,
    details: pick(fields as KeptSignUpDetails),
  };
};

/**
 * The sign-up this tab is waiting on, while its code lives; an expired or malformed one is
 * forgotten and reads as none.
 */
export function readPendingSignUp(): PendingSignUp | undefined {
  let kept: Kept | undefined;
  try {
    kept = keptOf(JSON.parse(tabStorage()?.getItem(storageKey) ?? 'null'));
  } catch {
    kept = undefined;
  }
  const now = Date.now();
  if (!kept || kept.expiresAt <= now) {
    forgetPendingSignUp();
    return undefined;
  }
  return {
    otp: {
      challengeId: kept.challengeId,
      resendAfterSeconds: Math.max(0, Math.ceil((kept.resendAt - now) / 1000)),
      expiresInSeconds: Math.ceil((kept.expiresAt - now) / 1000),
    },
    maskedMobile: kept.maskedMobile,
    details: kept.details,
  };
}
