import type { Language } from '../i18n/language';

/**
 * The members' API (the spec's companion-app calls: sign-up, OTP, sign-in, password reset,
 * profile). Every answer that signs a member in sets the session cookie (`SESSION_COOKIE_NAME`,
 * HttpOnly): no token ever reaches a script. Bodies are JSON; validation errors carry core's
 * `account.*` message keys, so the spec's messages ('mobile already registered', 'invalid code,
 * generate new code', 'code expired, regenerate') show under their fields; a refused code's answer
 * also says what is left of it (`OtpCodeState`).
 */

/**
 * A one-time code was sent (or, for a password reset of an unknown number, would have been: the
 * answer is the same). `challengeId` names the code for the next call; the countdown before a new
 * code may be asked for and the code's lifetime are in seconds from now.
 */
export interface OtpChallenge {
  challengeId: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/**
 * What a refused code leaves of its challenge, beside the field's message in the error body of a
 * code's check (sign-up, password reset, staff sign-in: `ApiErrorBody`'s `otp`): whether this
 * code can still be used and how many tries it has left, and when a new code may be asked for.
 */
export interface OtpCodeState {
  /** Whether this code can still be used; false once its tries are spent or its time is up. */
  usable: boolean;
  /** The tries this code has left; 0 once it can no longer be used. */
  triesLeft: number;
  /** Seconds from now until a new code may be asked for (`/otp/resend`); 0 when it may be now. */
  resendAfterSeconds: number;
}

/** `POST /api/account/otp/resend` body: a new code for the same challenge, after the countdown. */
export interface OtpResendBody {
  challengeId: string;
}

/** `POST /api/account/sign-up/verify` and `/password-reset/verify` body. */
export interface OtpVerifyBody {
  challengeId: string;
  code: string;
}

/** One of a member's registrations, as their profile lists it. */
export interface MemberRegistration {
  eventId: string;
  registeredAt: string;
}

/**
 * What a signed-in member sees of their own account (`GET /api/account/me`, and the answer of
 * sign-in and of a verified sign-up). The mobile number is shown masked but for its last 4 digits.
 */
export interface MemberProfile {
  id: string;
  name: string;
  maskedMobile: string;
  /** Codes of core's electoral data (`core/src/electoral`). */
  state: string;
  parliament: string;
  /** Empty in the federal territories, which have no state seats. */
  dun: string;
  language: Language;
  /** An email the member added on their profile; empty when none. */
  email: string;
  role: 'member' | 'staff';
  registrations: MemberRegistration[];
  /**
   * `true` when staff appointed the member coordinator of one or more areas (issue 29), so the
   * profile links to the coordinator's section; absent otherwise. The section's own routes decide
   * what the member may see (`GET /api/coordinator`), never this flag.
   */
  coordinator?: true;
}

/** `POST /api/account/password-reset/verify` answers a short-lived permission to set a password. */
export interface PasswordResetPermit {
  resetToken: string;
  expiresInSeconds: number;
}
