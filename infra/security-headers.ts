import { createHash } from 'node:crypto';

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
 * The inline scripts and styles the site's pages carry (the language redirect, the site's CSS), as
 * CSP hash sources (`'sha256-…'`): the only inline code a page may run or apply.
 */
export interface InlineSources {
  scripts: string[];
  styles: string[];
}

/** No inline code at all (a site not built, or one with none). */
export const noInlineSources: InlineSources = { scripts: [], styles: [] };

/** The CSP source that allows one inline script or style, exactly this text, by its SHA-256. */
export const cspHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** CloudFront's limit on a response headers policy's Content-Security-Policy, in characters. */
export const cspLengthLimit = 1783;

/**
 * The Content-Security-Policy: scripts, styles and fonts only from the site's own files and the
 * pages' own inline code by its hash (never 'unsafe-inline'), images from the site and `data:` URLs,
 * requests to the site itself (its pages and its `/api`) and the CV bucket,
 * no plugins, no framing by anyone, forms posting only to the site.
 */
export function contentSecurityPolicy(
  { uploads }: ConnectOrigins,
  inline: InlineSources = noInlineSources,
): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.scripts],
    'style-src': ["'self'", ...inline.styles],
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
  const policy = Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
  // A token (the bucket's name, resolved at deploy) is short; the hashes are what could grow.
  if (policy.length > cspLengthLimit) {
    throw new Error(
      `The CSP is ${policy.length} characters, over CloudFront's ${cspLengthLimit}: ${inline.scripts.length} inline scripts and ${inline.styles.length} styles are too many.`,
    );
  }
  return policy;
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

/** Every security header as a response carries it, for a site whose pages carry `inline` code. */
export function securityHeaders(
  origins: ConnectOrigins,
  inline: InlineSources = noInlineSources,
): Record<string, string> {
  const hsts = strictTransportSecurity;
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins, inline),
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
