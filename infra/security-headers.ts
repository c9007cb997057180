/**
 * The security headers every page of the site is served with, in one place: the CloudFront response
 * headers policy (infra/stacks/web.ts) is built from these values, and a local server can send the
 * same ones so what is tested locally is what production enforces.
 */

/**
 * Where the site's scripts may connect besides its own origin, which serves the API too (`/api/*`).
 */
export interface ConnectOrigins {
  /** The applications bucket, which receives CVs by presigned POST. */
  uploads: string;
}

/**
 * The Content-Security-Policy: scripts, styles and fonts only from the site's own files (Vite emits
 * no inline script), images from the site and `data:` URLs, requests to the site itself (its pages
 * and its `/api`) and the CV bucket,
 * no plugins, no framing by anyone, forms posting only to the site.
 */
export function contentSecurityPolicy({ uploads }: ConnectOrigins): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", uploads],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Strict-Transport-Security: two years, subdomains included (not preloaded: that is the owner's call). */
export const strictTransportSecurity = {
  maxAgeSeconds: 2 * 365 * 24 * 60 * 60,
  includeSubdomains: true,
  preload: false,
} as const;

/** Referrer-Policy: other sites see the origin only, and nothing over plain HTTP. */
export const referrerPolicy = 'strict-origin-when-cross-origin';

/** X-Frame-Options for browsers without `frame-ancestors`. */
export const frameOptions = 'DENY';

/** Powerful features the site never uses, switched off for it and anything it embeds. */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Headers CloudFront adds as custom headers (it has no dedicated setting for them). Share popups are
 * opened with `noopener`, so a separate browsing context group costs the site nothing.
 */
export const customSecurityHeaders = {
  'Permissions-Policy': permissionsPolicy,
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/** Every security header as a response carries it. */
export function securityHeaders(origins: ConnectOrigins): Record<string, string> {
  const hsts = strictTransportSecurity;
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'Strict-Transport-Security': [
      `max-age=${hsts.maxAgeSeconds}`,
      ...(hsts.includeSubdomains ? ['includeSubDomains'] : []),
      ...(hsts.preload ? ['preload'] : []),
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': frameOptions,
    'Referrer-Policy': referrerPolicy,
    ...customSecurityHeaders,
  };
}
