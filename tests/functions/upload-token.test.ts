import { describe, expect, it } from 'vitest';
import {
  isValidUploadToken,
  signUploadToken,
  UPLOAD_TOKEN_TTL_SECONDS,
  uploadTokenExpiry,
} from '../../functions/src/uploads/token';

const secret = 'token-test-secret';
const grant = {
  key: 'uploads/partner/2c9a3f0e-8d7b-4d6e-9f1a-0b2c3d4e5f60.pdf',
  form: 'partner',
} as const;
const now = Date.UTC(2026, 0, 1);

describe('upload tokens', () => {
  it('vouch for their key and form until they expire, an hour later', () => {
    const token = signUploadToken(grant, secret, now);
    expect(token).toMatch(/^\d{10}\.[A-Za-z0-9_-]{43}$/);
    expect(uploadTokenExpiry(token)).toBe(now / 1000 + UPLOAD_TOKEN_TTL_SECONDS);
    expect(isValidUploadToken(token, grant, secret, now)).toBe(true);
    expect(
      isValidUploadToken(token, grant, secret, now + UPLOAD_TOKEN_TTL_SECONDS * 1000 - 1),
    ).toBe(true);
    expect(isValidUploadToken(token, grant, secret, now + UPLOAD_TOKEN_TTL_SECONDS * 1000)).toBe(
      false,
    );
  });

  it('are refused for another key, another form, another secret, or when altered', () => {
    const token = signUploadToken(grant, secret, now);
    const [expiry = '', mac = ''] = token.split('.');
    expect(isValidUploadToken(token, { ...grant, key: `${grant.key}x` }, secret, now)).toBe(false);
    expect(isValidUploadToken(token, { ...grant, form: 'expert' }, secret, now)).toBe(false);
    expect(isValidUploadToken(token, grant, 'another secret', now)).toBe(false);
    for (const altered of [
      `${Number(expiry) + 1}.${mac}`,
      `${expiry}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${expiry}.${mac.slice(0, -1)}`,
      `${expiry}.${mac}A`,
      `0${expiry}.${mac}`,
      `${expiry}.${Buffer.from(mac, 'base64url').toString('hex')}`,
      mac,
      '',
    ])
      expect(isValidUploadToken(altered, grant, secret, now), altered).toBe(false);
  });

  it('cannot be moved between key and form by shifting text across the separator', () => {
    const token = signUploadToken({ key: 'uploads/expert/x.pdf', form: 'partner' }, secret, now);
    expect(
      isValidUploadToken(token, { key: 'uploads/partner/x.pdf', form: 'expert' }, secret, now),
    ).toBe(false);
  });
});
