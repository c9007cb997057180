/*
 * A member's mobile number, spelled one way for storage (no yup: the handlers that only show or
 * look up a number import this module, `@gsk/core/account/mobile`, not the account forms' schemas).
 */

/** The digits of a typed mobile number (`+60 12-345 6789` is `60123456789`). */
export const mobileDigits = (typed: string): string => typed.replace(/\D/g, '');

/**
 * One spelling per Malaysian number, for storage and lookups: `012-345 6789`, `+60123456789` and
 * `60123456789` are all `+60123456789`. A number typed without the country code is Malaysian.
 */
export function canonicalMobile(typed: string): string {
  const digits = mobileDigits(typed);
  if (digits.startsWith('60')) return `+${digits}`;
  return `+6${digits.startsWith('0') ? digits : `0${digits}`}`;
}

/** The last four digits only: `+60123456789` is `•••••••6789`. */
export const maskMobile = (canonical: string): string =>
  `${'•'.repeat(Math.max(0, canonical.length - 5))}${canonical.slice(-4)}`;
