import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../../infra/security-headers';

const origins = { uploads: 'https://cv.s3.example' };

describe('security headers', () => {
  it('names every header a page is served with', () => {
    expect(Object.keys(securityHeaders(origins)).sort()).toEqual(
      [
        'Content-Security-Policy',
        'Cross-Origin-Opener-Policy',
        'Permissions-Policy',
        'Referrer-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'X-Frame-Options',
      ].sort(),
    );
  });

  it('writes the CSP as directives a browser parses', () => {
    expect(contentSecurityPolicy(origins)).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self' https://cv.s3.example",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        'upgrade-insecure-requests',
      ].join('; '),
    );
  });

  it('switches off the powerful features the site does not use', () => {
    const policy = securityHeaders(origins)['Permissions-Policy'] ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(policy).toContain(`${feature}=()`);
    }
    // Copying a link and the device's share sheet stay available to the site itself.
    expect(policy).not.toMatch(/clipboard|web-share/);
  });
});
