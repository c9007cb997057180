import { basename } from 'node:path';
import type { Page } from 'playwright-core';
import { localizePath, sitePaths } from '@gsk/core/paths';
import { gzipSync } from 'node:zlib';
import { launchBrowser, newContext } from '../support/browser';
import { isLoopback, offLoopbackNote } from './loopback';
import { progress } from './report';
import type { Section } from './report';
import { atMost, firstLoadJsBudget, kb, targets } from './targets';
import { firstViewOf, renderBlockingOf } from './first-view';
import type { FirstView } from './first-view';

/**
 * One page of every kind of the site in Malay (the default language): members', staff, an
 * enterprise, a volunteer activity (its shell: the same code whatever the id).
 */
const malayRoutes = [
  ...Object.values(sitePaths).filter((path) => typeof path === 'string'),
  sitePaths.enterprise('kesum'),
  sitePaths.enterpriseById(3),
  sitePaths.volunteerActivity('act-bench'),
  sitePaths.moneyTrailOf('kesum'),
];

/** Every route the page weight is measured on: each Malay route and its English mirror. */
export const pageWeightRoutes = [
  ...malayRoutes,
  ...malayRoutes.map((route) => (route === '/' ? '/en/' : localizePath(route, 'eng'))),
];

interface Weight {
  raw: number;
  gzip: number;
  files: number;
}

export interface PageWeight {
  route: string;
  status: number;
  /** The requests the HTML makes that block its rendering (stylesheets, classic scripts). */
  blocking: string[];
  /** The first view's share of the HTML, and the whole HTML, compressed as the site sends it. */
  /** Unless left out of the measure. */
  firstView: FirstView | undefined;
  js: Weight;
  css: Weight;
  /** The heaviest scripts of the load (gzip), heaviest first. */
  heaviestJs: { name: string; gzip: number }[];
}

/**
 * Resolves, when called, once no request of the page has been in flight for `quietMs`.
 */
function watchNetwork(page: Page, quietMs = 500): () => Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  page.on('request', () => {
    inFlight += 1;
    last = Date.now();
  });
  const done = () => {
    inFlight -= 1;
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    while (inFlight > 0 || Date.now() - last < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

const kindOf = (contentType: string) =>
  /javascript/.test(contentType) ? 'js' : /text\/css/.test(contentType) ? 'css' : undefined;

/**
 * Loads each route in a fresh phone-sized context and sums the JavaScript and CSS its first load
 * fetched until the network was idle: decoded size, and gzip size at level 9 of each file.
 */
export async function measurePageWeights(
  siteUrl: string,
  routes: string[],
  /** Whether to find each page's first view as well (the bench's table shows it; the npm test checks it its own way). */
  { firstView: withFirstView = true } = {},
): Promise<{ weights: PageWeight[]; offLoopback: string[] }> {
  const browser = await launchBrowser();
  const weights: PageWeight[] = [];
  const offLoopback = new Set<string>();
  try {
    for (const route of routes) {
      progress(`page weight ${route}`);
      const context = await newContext(browser, 'phone');
      const page = await context.newPage();
      const bodies: Promise<{ kind: 'js' | 'css'; name: string; body: Buffer }>[] = [];
      page.on('request', (request) => {
        if (!isLoopback(request.url())) offLoopback.add(request.url());
      });
      page.on('response', (response) => {
        const kind = kindOf(response.headers()['content-type'] ?? '');
        if (!kind || !response.url().startsWith(siteUrl)) return;
        const name = basename(new URL(response.url()).pathname);
        bodies.push(response.body().then((body) => ({ kind, name, body })));
      });
      const quiet = watchNetwork(page);
      const document = await page.goto(`${siteUrl}${route}`, { waitUntil: 'load' });
      // The boot script asks for the code a few frames after the load event, which a loaded
      // machine can stretch past 'networkidle''s 500 ms: the load counts until the app has taken
      // the page over and the network has then been quiet.
      await page.waitForFunction(() =>
        Array.from(window.document.querySelectorAll('.app a, .app button')).some((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactProps$')),
        ),
      );
      await quiet();
      const files = await Promise.all(bodies);
      await context.close();
      const html = await (await fetch(`${siteUrl}${route}`)).text();
      const firstView = withFirstView
        ? await firstViewOf(browser, `${siteUrl}${route}`, html)
        : undefined;

      const weight = (kind: 'js' | 'css'): Weight => {
        const ofKind = files.filter((file) => file.kind === kind);
        return {
          raw: ofKind.reduce((sum, file) => sum + file.body.length, 0),
          gzip: ofKind.reduce((sum, file) => sum + gzipSync(file.body, { level: 9 }).length, 0),
          files: ofKind.length,
        };
      };
      const heaviestJs = files
        .filter((file) => file.kind === 'js')
        .map((file) => ({ name: file.name, gzip: gzipSync(file.body, { level: 9 }).length }))
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 3);
      weights.push({
        route,
        status: document?.status() ?? 0,
        blocking: renderBlockingOf(html),
        firstView,
        js: weight('js'),
        css: weight('css'),
        heaviestJs,
      });
    }
  } finally {
    await browser.close();
  }
  return { weights, offLoopback: [...offLoopback] };
}

/** A Vite asset's name without its content hash: `index-DJ6Nv2Gv.js` → `index`. */
const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');

/** The page-weight table: each route's JS against its budget, its critical path and first view. */
export function pageWeightSection({
  weights,
  offLoopback,
}: {
  weights: PageWeight[];
  offLoopback: string[];
}): Section {
  const misses: string[] = [];
  const inexact: string[] = [];
  const blockingFiles = new Set<string>();
  const rows = weights.map(
    ({ route, status, blocking, firstView: measured, js, css, heaviestJs }) => {
      if (!measured)
        throw new Error(`The page weight of ${route} was measured without its first view`);
      const firstView = measured;
      const limit = firstLoadJsBudget(route);
      const checks = [
        {
          name: 'JS',
          verdict: atMost(js.gzip, limit, kb),
          line: `${kb(js.gzip)} gzip > ${kb(limit)}`,
        },
        {
          name: 'blocking',
          verdict: atMost(blocking.length, targets.renderBlockingRequests, String),
          line: `${blocking.length} render-blocking request(s)`,
        },
        {
          name: 'first view',
          verdict: atMost(firstView.compressed, targets.firstViewCompressedBytes, kb),
          line: `first view ${kb(firstView.compressed)} compressed > ${kb(targets.firstViewCompressedBytes)}`,
        },
      ];
      const missed = checks.filter(({ verdict }) => !verdict.met);
      if (missed.length > 0) misses.push(`${route}: ${missed.map(({ line }) => line).join('; ')}`);
      for (const request of blocking) blockingFiles.add(request);
      if (!firstView.exact) inexact.push(route);
      return [
        route,
        String(status),
        `${kb(js.raw)} / ${kb(js.gzip)} (${js.files})`,
        `≤ ${kb(limit)}`,
        `${kb(css.raw)} / ${kb(css.gzip)} (${css.files})`,
        String(blocking.length),
        `${kb(firstView.compressed)} of ${kb(firstView.totalCompressed)}`,
        heaviestJs.map(({ name, gzip }) => `${chunkName(name)} ${kb(gzip)}`).join(', '),
        missed.length === 0 ? 'meets' : `MISSES ${missed.map(({ name }) => name).join(', ')}`,
      ];
    },
  );
  return {
    misses,
    tables: [
      {
        title: 'Page weight and critical path: first load, phone viewport',
        columns: [
          'Route',
          'Status',
          'JS raw / gzip (files)',
          'JS gzip budget',
          'CSS raw / gzip (files)',
          'Render-blocking requests',
          'First view HTML (brotli) of whole HTML',
          'Heaviest JS (gzip)',
          'Verdict',
        ],
        rows,
        notes: [
          'JS and CSS: every response of the first load until the network is idle (lazy chunks ' +
            'included); raw is the decoded size, gzip is each file at level 9. Budget: ' +
            `${kb(targets.homeJsGzipBytes)} on \`/\`, ${kb(targets.routeJsGzipBytes)} on every other route.`,
          'Render-blocking requests: in the served HTML, stylesheets (not print-only) and classic ' +
            `scripts with a src and neither async nor defer; target ${targets.renderBlockingRequests} ` +
            '(the HTML alone blocks).' +
            (blockingFiles.size > 0
              ? ` Blocking files seen: ${[...blockingFiles].join(', ')}.`
              : ''),
          'First view: the page rendered with scripts off in the phone viewport (390×844); the HTML ' +
            'up to the start tag of the element after the last one that shows, or up to the element a ' +
            '`<link rel="expect" blocking="render">` waits for if that is later, compressed with brotli ' +
            `as the site sends HTML; target ≤ ${kb(targets.firstViewCompressedBytes)} (the first round trip).` +
            (inexact.length > 0
              ? ` The DOM did not match the markup tag for tag on ${inexact.join(', ')}: their cut is approximate.`
              : ''),
          'The site: the production build (web/scripts/build.ts, as `npm run build` runs it, ' +
            'prerendered pages included) that the local stack builds and serves in its `built` mode ' +
            "with infra/local/static-site.ts: CloudFront's viewer-request function, security headers " +
            'and compression.',
          offLoopbackNote('The page loads', offLoopback),
        ],
      },
    ],
  };
}
