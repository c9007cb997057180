import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { chromiumFlags, chromiumPath } from './chromium';
import { isLoopback, offLoopbackNote } from './loopback';
import { progress } from './report';
import type { Section } from './report';
import { atLeast, median, ms, points, targets } from './targets';

/** The routes DESIGN.md names for Lighthouse (`/kesum` is the enterprise page). */
export const lighthouseRoutes = [
  '/',
  '/contribute',
  '/support-us/support-enterprise',
  '/kesum',
  '/policies',
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

export interface LighthouseRoute {
  route: string;
  /** Performance score of every run (0-100). */
  performanceRuns: number[];
  /** The run with the median performance score, whose other figures are reported. */
  median: Result;
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

/** Attempts per run: a trace can come back without a navigation start (NO_NAVSTART) now and then. */
const attempts = 2;

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
  }
  throw new Error(`Lighthouse on ${url}: ${error}`);
};

/**
 * Runs Lighthouse `runs` times per route (default mobile emulation, simulated throttling) in local
 * Chromium, and keeps the run with the median performance score.
 */
export async function runLighthouse(
  siteUrl: string,
  routes: string[],
  runs: number,
): Promise<LighthouseRoute[]> {
  const results: LighthouseRoute[] = [];
  for (const route of routes) {
    const lhrs: Result[] = [];
    for (let run = 1; run <= runs; run += 1) {
      progress(`lighthouse ${route} (run ${run}/${runs})`);
      lhrs.push(await audit(`${siteUrl}${route}`));
    }
    const byPerformance = [...lhrs].sort(
      (a, b) => score(a, 'performance') - score(b, 'performance'),
    );
    results.push({
      route,
      performanceRuns: lhrs.map((lhr) => score(lhr, 'performance')),
      offLoopback: lhrs.flatMap(offLoopbackOf),
      median: byPerformance[Math.floor((byPerformance.length - 1) / 2)] ?? byPerformance[0]!,
    });
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

/** The Lighthouse table: each category against its target, LCP / CLS / TBT of the median run. */
export function lighthouseSection(results: LighthouseRoute[], runs: number): Section {
  const misses: string[] = [];
  const notes: string[] = [];
  const rows = results.map(({ route, performanceRuns, median: lhr }) => {
    const verdicts = categories.map((category) => {
      const floor = category === 'performance' ? targets.performance : targets.otherCategories;
      const value = category === 'performance' ? median(performanceRuns) : score(lhr, category);
      const verdict = atLeast(value, floor, points);
      if (!verdict.met) {
        misses.push(`Lighthouse ${category} of ${route}: ${value} < ${floor}`);
        notes.push(
          `${route} ${category}: ${findings(lhr, category).join('; ') || 'no single audit'}`,
        );
      }
      return { category, value, verdict };
    });
    const missed = verdicts.filter(({ verdict }) => !verdict.met);
    return [
      route,
      `${median(performanceRuns)} (${performanceRuns.join(', ')})`,
      ...verdicts.slice(1).map(({ value }) => String(value)),
      ms(numeric(lhr, 'largest-contentful-paint')),
      numeric(lhr, 'cumulative-layout-shift').toFixed(3),
      ms(numeric(lhr, 'total-blocking-time')),
      missed.length === 0
        ? 'meets'
        : missed.map(({ category, verdict }) => `${category} ${verdict.text}`).join('; '),
    ];
  });
  const offLoopback = new Set(results.flatMap((result) => result.offLoopback));
  const spread = Math.max(
    0,
    ...results.map(
      ({ performanceRuns }) => Math.max(...performanceRuns) - Math.min(...performanceRuns),
    ),
  );
  return {
    misses,
    tables: [
      {
        title: 'Lighthouse: mobile emulation, simulated throttling',
        columns: [
          'Route',
          `Performance median (${runs} runs)`,
          'Accessibility',
          'Best practices',
          'SEO',
          'LCP',
          'CLS',
          'TBT',
          'Verdict',
        ],
        rows,
        notes: [
          `Targets: performance ≥ ${targets.performance}; accessibility, best practices and SEO = ${targets.otherCategories}. ` +
            'LCP, CLS, TBT and the other categories are those of the median-performance run.',
          offLoopbackNote('The Lighthouse runs', offLoopback),
          `Performance varied by up to ${points(spread)} between runs of one route on this 2-core machine.`,
          ...notes,
        ],
      },
    ],
  };
}
