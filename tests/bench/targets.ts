/**
 * The targets of issue 19 (DESIGN.md "Targets"), as the benchmark checks them. A kilobyte is 1,000
 * bytes, as Vite's build output counts it.
 */
export const targets = {
  /** JavaScript of the first load of `/` and `/en/`, gzip. */
  homeJsGzipBytes: 120_000,
  /** JavaScript of the first load of any other route (members' and staff pages, both languages), gzip. */
  routeJsGzipBytes: 125_000,
  /** Render-blocking requests besides the HTML itself. */
  renderBlockingRequests: 0,
  /** The first view's HTML (and its inline critical CSS), compressed. */
  firstViewCompressedBytes: 14_000,
  /** Lighthouse mobile performance: at most this many points below the page's script-less floor. */
  performanceBelowFloor: 3,
  /** Lighthouse LCP: at most this multiple of the floor's. */
  lcpOverFloor: 1.1,
  /** Lighthouse accessibility, best-practices and SEO scores (0-100). */
  otherCategories: 100,
  /** One Lambda bundle, minified. */
  lambdaBundleBytes: 400_000,
} as const;

/** The first-load JavaScript budget of a route: the home page's in either language, else a route's. */
export const firstLoadJsBudget = (route: string) =>
  ['/', '/en', '/en/'].includes(route) ? targets.homeJsGzipBytes : targets.routeJsGzipBytes;

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const points = (value: number) => `${Math.round(value)} point${value === 1 ? '' : 's'}`;

/** The outcome of one figure against its target. */
export interface Verdict {
  met: boolean;
  /** "meets" or "MISSES by …". */
  text: string;
}

/** A figure that must stay at or below its limit. */
export const atMost = (value: number, limit: number, format: (n: number) => string): Verdict =>
  value <= limit
    ? { met: true, text: 'meets' }
    : { met: false, text: `MISSES by ${format(value - limit)}` };

/** A figure that must reach at least its floor. */
export const atLeast = (value: number, floor: number, format: (n: number) => string): Verdict =>
  value >= floor
    ? { met: true, text: 'meets' }
    : { met: false, text: `MISSES by ${format(floor - value)}` };

/** The middle value (the lower middle of an even count). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/** The nearest-rank percentile (`p` in 0-100). */
export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
