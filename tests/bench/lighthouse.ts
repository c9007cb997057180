import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { chromiumFlags, chromiumPath } from './chromium';
import { isLoopback, offLoopbackNote } from './loopback';
import { progress } from './report';
import type { Section } from './report';
import { median, ms, targets } from './targets';

/** The routes issue 19 names for Lighthouse (`/kesum` is the enterprise page). */
export const lighthouseRoutes = [
  '/',
  '/en/',
  '/contribute',
  '/support-us/support-enterprise',
  '/kesum',
  '/policies',
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

export interface LighthouseRoute {
  route: string;
  /** Every run of the page as it is. */
  page: Result[];
  /** Every run of its floor: the same HTML with every script removed (floor-proxy.ts). */
  floor: Result[];
  /** URLs off this machine that any run requested. */
  offLoopback: string[];
}

const score = (lhr: Result, category: Category) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The URLs of a run's network requests that left this machine. */
const offLoopbackOf = (lhr: Result): string[] => {
  const details = lhr.audits['network-requests']?.details as
    { items?: { url?: unknown }[] } | undefined;
  return (details?.items ?? []).map((item) => String(item.url)).filter((url) => !isLoopback(url));
};

/**
 * Attempts per run: a trace can come back without a navigation start (NO_NAVSTART) now and then,
 * on the page and its script-less floor alike, and twice running on a busy machine; each attempt
 * is in a fresh Chromium, after a pause that lets the last one's processes go.
 */
const attempts = 4;
const pauseBetweenAttempts = 3_000;

/** One Lighthouse run in a Chromium of its own, as Lighthouse recommends for repeated runs. */
const audit = async (url: string): Promise<Result> => {
  let error = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: chromiumFlags,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        disableFullPageScreenshot: true,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (!result.lhr.runtimeError) return result.lhr;
      error = result.lhr.runtimeError.message;
      progress(`lighthouse ${url}: ${error}${attempt < attempts ? ' (retrying)' : ''}`);
    } finally {
      chrome.kill();
    }
    if (attempt < attempts)
      await new Promise((resolve) => setTimeout(resolve, pauseBetweenAttempts));
  }
  throw new Error(`Lighthouse on ${url}: ${error}`);
};

/**
 * Runs Lighthouse `runs` times on each route's page and on its floor (default mobile emulation,
 * simulated throttling), interleaved: page, floor, next route's page, its floor, … and again for
 * each run, so a burst of other work on the machine falls on pages and floors alike.
 */
export async function runLighthouse(
  urls: { page: string; floor: string },
  routes: string[],
  runs: number,
): Promise<LighthouseRoute[]> {
  const results = routes.map((route): LighthouseRoute => ({
    route,
    page: [],
    floor: [],
    offLoopback: [],
  }));
  for (let run = 1; run <= runs; run += 1) {
    for (const result of results) {
      for (const variant of ['page', 'floor'] as const) {
        progress(`lighthouse ${result.route} ${variant} (run ${run}/${runs})`);
        const lhr = await audit(`${urls[variant]}${result.route}`);
        result[variant].push(lhr);
        result.offLoopback.push(...offLoopbackOf(lhr));
      }
    }
  }
  return results;
}

const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** What costs a category its points: failing weighted audits, or for performance, the weak metrics. */
const findings = (lhr: Result, category: Category): string[] => {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failing = refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit?.score !== null && audit?.score !== undefined && audit.score < 1);
  if (category !== 'performance') {
    return failing.map(
      (audit) => `${audit?.id}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`,
    );
  }
  const weakMetrics = failing
    .filter((audit) => (audit?.score ?? 1) < 0.9)
    .map(
      (audit) =>
        `${audit?.id} ${audit?.displayValue ?? ''} (score ${Math.round((audit?.score ?? 0) * 100)})`,
    );
  const opportunities = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        /savings of (?!0\s*ms)/.test(audit.displayValue ?? ''),
    )
    .map((audit) => `${audit.id}: ${audit.displayValue}`);
  return [...weakMetrics, ...opportunities];
};

const medianOf = (lhrs: Result[], pick: (lhr: Result) => number) => median(lhrs.map(pick));
const lcp = (lhr: Result) => numeric(lhr, 'largest-contentful-paint');
const cls = (lhr: Result) => numeric(lhr, 'cumulative-layout-shift');
const tbt = (lhr: Result) => numeric(lhr, 'total-blocking-time');

/** The run of `lhrs` whose performance score is the median, for its findings. */
const medianRun = (lhrs: Result[]): Result => {
  const sorted = [...lhrs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? sorted[0]!;
};

/**
 * The Lighthouse table: each page against its own floor (performance within a few points, LCP
 * within a share of the floor's), CLS exactly 0 and the other categories at 100, all medians.
 */
export function lighthouseSection(results: LighthouseRoute[], runs: number): Section {
  const misses: string[] = [];
  const notes: string[] = [];
  const rows = results.map(({ route, page, floor }) => {
    const performance = medianOf(page, (lhr) => score(lhr, 'performance'));
    const floorPerformance = medianOf(floor, (lhr) => score(lhr, 'performance'));
    const pageLcp = medianOf(page, lcp);
    const floorLcp = medianOf(floor, lcp);
    const lcpRatio = pageLcp / floorLcp;
    const pageCls = medianOf(page, cls);
    const others = (['accessibility', 'best-practices', 'seo'] as const).map((category) => ({
      category,
      value: medianOf(page, (lhr) => score(lhr, category)),
    }));
    const checks = [
      {
        name: 'performance',
        met: floorPerformance - performance <= targets.performanceBelowFloor,
        miss: `performance ${performance} is ${floorPerformance - performance} below the floor's ${floorPerformance} (> ${targets.performanceBelowFloor})`,
        category: 'performance' as const,
      },
      {
        name: 'LCP',
        met: lcpRatio <= targets.lcpOverFloor,
        miss: `LCP ${ms(pageLcp)} is ${lcpRatio.toFixed(2)}× the floor's ${ms(floorLcp)} (> ${targets.lcpOverFloor.toFixed(2)}×)`,
        category: 'performance' as const,
      },
      {
        name: 'CLS',
        met: pageCls.toFixed(3) === '0.000',
        miss: `CLS ${pageCls.toFixed(3)} (not 0)`,
        category: 'performance' as const,
      },
      ...others.map(({ category, value }) => ({
        name: category,
        met: value >= targets.otherCategories,
        miss: `${category} ${value} < ${targets.otherCategories}`,
        category,
      })),
    ];
    const missed = checks.filter((check) => !check.met);
    for (const check of missed) {
      misses.push(`Lighthouse ${route}: ${check.miss}`);
    }
    for (const category of new Set(missed.map((check) => check.category))) {
      notes.push(
        `${route} ${category}: ${findings(medianRun(page), category).join('; ') || 'no single audit'}`,
      );
    }
    const sign = (value: number) => (value > 0 ? `+${value}` : String(value));
    return [
      route,
      `${performance} / ${floorPerformance} (${sign(performance - floorPerformance)})`,
      `${ms(pageLcp)} / ${ms(floorLcp)} (${lcpRatio.toFixed(2)}×)`,
      `${pageCls.toFixed(3)} (max ${Math.max(...page.map(cls)).toFixed(3)})`,
      ...others.map(({ value }) => String(value)),
      `${ms(medianOf(page, tbt))} / ${ms(medianOf(floor, tbt))}`,
      `${page.map((lhr) => score(lhr, 'performance')).join(', ')} / ${floor.map((lhr) => score(lhr, 'performance')).join(', ')}`,
      missed.length === 0 ? 'meets' : `MISSES ${missed.map((check) => check.name).join(', ')}`,
    ];
  });
  const offLoopback = new Set(results.flatMap((result) => result.offLoopback));
  return {
    misses,
    tables: [
      {
        title: 'Lighthouse: each page against its script-less floor (mobile, simulated throttling)',
        columns: [
          'Route',
          'Performance page / floor (Δ)',
          'LCP page / floor (ratio)',
          'CLS',
          'Accessibility',
          'Best practices',
          'SEO',
          'TBT page / floor',
          'Performance runs page / floor',
          'Verdict',
        ],
        rows,
        notes: [
          `Page: the prerendered route as served; floor: the same HTML with every <script>, module ` +
            'preload and script preload removed (tests/bench/floor-proxy.ts), its CSS, images and ' +
            'fonts unchanged. Both go through a loopback proxy of their own in front of the local site.',
          `${runs} runs of each, interleaved (page, floor, next route, … then the next run), each in ` +
            'a fresh Chromium; every figure is the median of its runs.',
          `Targets: performance at most ${targets.performanceBelowFloor} points below the floor's; ` +
            `LCP at most ${targets.lcpOverFloor.toFixed(2)}× the floor's; CLS 0.000; accessibility, ` +
            `best practices and SEO = ${targets.otherCategories}.`,
          offLoopbackNote('The Lighthouse runs', offLoopback),
          ...notes,
        ],
      },
    ],
  };
}
