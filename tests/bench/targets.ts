/**
 * The targets of issue 19, as the benchmark checks them (written out in docs/performance.md,
 * "Targets", by `targetsInWords`). A kilobyte is 1,000 bytes, as Vite's build output counts it.
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

/** The targets in words, one line each: the "Targets" section of docs/performance.md. */
export const targetsInWords = (): string[] => [
  `First-load JavaScript, gzip: at most ${kb(targets.homeJsGzipBytes)} on \`/\` and \`/en/\`, ${kb(targets.routeJsGzipBytes)} on every other route.`,
  `Render-blocking requests besides the HTML itself: ${targets.renderBlockingRequests}.`,
  `The first view's HTML, compressed: at most ${kb(targets.firstViewCompressedBytes)} (the first round trip).`,
  `Lighthouse (mobile) against the page's script-less floor: performance at most ${points(targets.performanceBelowFloor)} below the floor's, LCP at most ${targets.lcpOverFloor.toFixed(2)}× the floor's, CLS 0; accessibility, best practices and SEO ${targets.otherCategories}.`,
  `Each Lambda bundle: at most ${kb(targets.lambdaBundleBytes)} minified. Its cold start to first response has no bound of its own: it is reported beside /health's, and must not answer 5xx.`,
  'The local API under load: no 5xx; each gateway result delivered several times moves the totals once, so they stay exact.',
];

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
