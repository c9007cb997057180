import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ApplicationForm } from '@gsk/core/api';

/**
 * Seconds an upload token stays valid: the presigned POST must start within five minutes, a slow
 * 5 MB upload and the rest of the form may take longer, a day-old key is of no use to anyone.
 */
export const UPLOAD_TOKEN_TTL_SECONDS = 3600;

/** What a token vouches for: this key was handed out for this form. */
export interface UploadGrant {
  key: string;
  form: ApplicationForm;
}

/** A token: its expiry in Unix seconds, a dot, and the base64url HMAC-SHA256 (32 bytes, 43 characters). */
const tokenPattern = /^([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/;

/**
 * The signed text: a version and purpose, then each part on its own line. A form or key holds no
 * line break (keys are `uploads/{form}/{uuid}.{type}`), so no two grants sign the same text.
 */
const macOf = (grant: UploadGrant, expiresAt: number, secret: string): Buffer =>
  createHmac('sha256', secret)
    .update(['gsk-upload-token-v1', grant.form, grant.key, String(expiresAt)].join('\n'))
    .digest();

/** The token `POST /api/uploads` answers with a key: valid for an hour, for that key and form only. */
export function signUploadToken(grant: UploadGrant, secret: string, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + UPLOAD_TOKEN_TTL_SECONDS;
  return `${expiresAt}.${macOf(grant, expiresAt, secret).toString('base64url')}`;
}

/** The Unix second a well-formed token expires at (whether or not it is authentic). */
export function uploadTokenExpiry(token: string): number | undefined {
  const expiresAt = tokenPattern.exec(token)?.[1];
  return expiresAt === undefined ? undefined : Number(expiresAt);
}

/**
 * Whether a token was signed with `secret` for exactly this key and form and has not expired.
 * The signatures are compared in constant time.
 */
export function isValidUploadToken(
  token: string,
  grant: UploadGrant,
  secret: string,
  now = Date.now(),
): boolean {
  const match = tokenPattern.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const expiresAt = Number(match[1]);
  const given = Buffer.from(match[2], 'base64url');
  const expected = macOf(grant, expiresAt, secret);
  return (
    given.length === expected.length && timingSafeEqual(given, expected) && now < expiresAt * 1000
  );
}
