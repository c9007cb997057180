import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { access, cp, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { notFoundPage } from '../../infra/site-delivery';
import { launchBrowser, newContext } from '../support/browser';
import { progress } from './report';
import type { Section } from './report';
import { atMost, kb, targets } from './targets';

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

/** Whether a file or folder is there. */
export const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** The page a route's path is served from (the CloudFront Function's mapping). */
const pageOf = (route: string) => join(route, 'index.html');

/** `npm run build` with the API's and the site's URLs baked in; its output goes to stderr. */
export async function buildSite(repoRoot: string, apiUrl: string, siteUrl: string): Promise<void> {
  const build = spawn('npm', ['run', 'build'], {
    cwd: repoRoot,
    stdio: ['ignore', 2, 2],
    env: {
      ...process.env,
      VITE_API_URL: apiUrl,
      // Canonical and Open Graph URLs of the prerendered pages: the served site, as in production.
      SITE_URL: siteUrl,
      // Production builds carry the bank-transfer box on /contribute; plainly fake details here.
      VITE_BANK_NAME: 'Sample Bank (benchmark)',
      VITE_BANK_ACCOUNT_NUMBER: '0000-BENCH-SAMPLE',
      VITE_BANK_ACCOUNT_HOLDER: 'Gerakan Sektor Ketiga (sample)',
    },
  });
  const [code] = (await once(build, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`npm run build failed (exit ${String(code)})`);
}

/**
 * A snapshot of `web/dist` in `stagingDir` to serve, so a build started meanwhile by someone else
 * cannot change the files under the measurement. Routes without a prerendered page (and a missing
 * not-found page) get the app's `index.html`, as the distribution answered every path before pages
 * were prerendered; the notes say so.
 */
export async function snapshotSite(
  dist: string,
  stagingDir: string,
  routes: string[],
  apiUrl: string,
): Promise<{ root: string; notes: string[] }> {
  await rm(stagingDir, { recursive: true, force: true });
  await cp(dist, stagingDir, { recursive: true });
  const scripts = (await readdir(join(stagingDir, 'assets'))).filter((name) =>
    name.endsWith('.js'),
  );
  const texts = await Promise.all(
    scripts.map((name) => readFile(join(stagingDir, 'assets', name), 'utf8')),
  );
  if (!texts.some((text) => text.includes(apiUrl))) {
    throw new Error(`web/dist is not this build (no script names ${apiUrl}): another build ran`);
  }

  const missing: string[] = [];
  for (const route of routes) {
    if (!(await exists(join(stagingDir, pageOf(route))))) missing.push(route);
  }
  const hasNotFound = await exists(join(stagingDir, notFoundPage));
  const shell = join(stagingDir, 'index.html');
  for (const page of [...missing.map(pageOf), ...(hasNotFound ? [] : [notFoundPage])]) {
    await mkdir(join(stagingDir, page, '..'), { recursive: true });
    await cp(shell, join(stagingDir, page));
  }
  const notes =
    missing.length > 0 || !hasNotFound
      ? [
          `web/dist has no prerendered page for ${[...missing, ...(hasNotFound ? [] : [notFoundPage])].join(', ')}: ` +
            'served the app shell (index.html) with status 200 there.',
        ]
      : [];
  return { root: stagingDir, notes };
}

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
export async function measurePageWeights(siteUrl: string, routes: string[]): Promise<PageWeight[]> {
  const browser = await launchBrowser();
  const weights: PageWeight[] = [];
  try {
    for (const route of routes) {
      progress(`page weight ${route}`);
      const context = await newContext(browser, 'phone');
      const page = await context.newPage();
      const bodies: Promise<{ kind: 'js' | 'css'; name: string; body: Buffer }>[] = [];
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
  return weights;
}

/** A Vite asset's name without its content hash: `index-DJ6Nv2Gv.js` → `index`. */
const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');

/** The page-weight table, each route's JS against its target. */
export function pageWeightSection(weights: PageWeight[], notes: string[]): Section {
  const misses: string[] = [];
  const rows = weights.map(({ route, status, js, css, heaviestJs }) => {
    const limit = route === '/' ? targets.homeJsGzipBytes : targets.routeJsGzipBytes;
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
          ...notes,
        ],
      },
    ],
  };
}
