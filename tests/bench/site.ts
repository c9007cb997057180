import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, newContext } from '../support/browser';
import { isLoopback, offLoopbackNote } from './loopback';
import { progress } from './report';
import type { Section } from './report';
import { atMost, firstLoadJsBudget, kb } from './targets';

/** Every static route of the site, in Malay (the default language). */
export const staticRoutes = [
  '/',
  '/policies',
  '/contribute',
  '/terms',
  '/privacy-policy',
  '/support-us',
  '/support-us/support-enterprise',
  '/expert-contribution',
  '/kesum',
  '/our-enterprise/3',
  '/transaction-pending',
];

/** The English mirror's home, measured when the build writes one. */
export const englishHome = '/en/';

interface Weight {
  raw: number;
  gzip: number;
  files: number;
}

export interface PageWeight {
  route: string;
  status: number;
  js: Weight;
  css: Weight;
  /** The heaviest scripts of the load (gzip), heaviest first. */
  heaviestJs: { name: string; gzip: number }[];
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
      const document = await page.goto(`${siteUrl}${route}`, { waitUntil: 'networkidle' });
      const files = await Promise.all(bodies);
      await context.close();

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

/** The page-weight table, each route's JS against its target. */
export function pageWeightSection({
  weights,
  offLoopback,
}: {
  weights: PageWeight[];
  offLoopback: string[];
}): Section {
  const misses: string[] = [];
  const rows = weights.map(({ route, status, js, css, heaviestJs }) => {
    const limit = firstLoadJsBudget(route);
    const verdict = atMost(js.gzip, limit, kb);
    if (!verdict.met) misses.push(`JS of ${route}: ${kb(js.gzip)} gzip > ${kb(limit)}`);
    return [
      route,
      String(status),
      `${kb(js.raw)} / ${kb(js.gzip)} (${js.files})`,
      `${kb(css.raw)} / ${kb(css.gzip)} (${css.files})`,
      heaviestJs.map(({ name, gzip }) => `${chunkName(name)} ${kb(gzip)}`).join(', '),
      `≤ ${kb(limit)}`,
      verdict.text,
    ];
  });
  return {
    misses,
    tables: [
      {
        title: 'Page weight: first load, phone viewport',
        columns: [
          'Route',
          'Status',
          'JS raw / gzip (files)',
          'CSS raw / gzip (files)',
          'Heaviest JS (gzip)',
          'JS gzip target',
          'Verdict',
        ],
        rows,
        notes: [
          'Every JS and CSS response of the first load until the network is idle (lazy route chunks ' +
            'included); raw is the decoded size, gzip is each file at level 9.',
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
