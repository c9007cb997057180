import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  cspHash,
  cspLengthLimit,
  securityHeaders,
} from '../../../infra/security-headers';

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

  it('allows inline code only by the SHA-256 of its exact text, never unsafe-inline', () => {
    // The value any CSP tool gives for `alert(1)` (openssl dgst -sha256 -binary | base64).
    expect(cspHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    const inline = { scripts: [cspHash('alert(1)')], styles: [cspHash('p{color:red}')] };
    const csp = contentSecurityPolicy(origins, inline);
    expect(csp).toContain(`script-src 'self' ${cspHash('alert(1)')};`);
    expect(csp).toContain(`style-src 'self' ${cspHash('p{color:red}')};`);
    expect(csp).not.toMatch(/unsafe/);
    expect(securityHeaders(origins, inline)['Content-Security-Policy']).toBe(csp);
  });

  it('refuses a CSP longer than CloudFront takes, rather than deploy one it would reject', () => {
    const many = Array.from({ length: 40 }, (_, index) => cspHash(`style ${index}`));
    expect(() => contentSecurityPolicy(origins, { scripts: [], styles: many })).toThrow(
      new RegExp(`over CloudFront's ${cspLengthLimit}`),
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
