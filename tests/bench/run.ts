import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { freePorts } from '../../infra/local/ports';
import { loadFrontHeaders } from '../../infra/local/api-proxy';
import { repoRoot, startLocalStack } from '../../infra/local/stack';
import { runApiLoad } from './api-load';
import { chromiumVersion } from './chromium';
import { lambdaSection, measureLambdas } from './lambdas';
import { lighthouseRoutes, lighthouseSection, runLighthouse } from './lighthouse';
import { progress, renderText, writeMarkdown } from './report';
import type { Section } from './report';
import { startBenchProxies } from './floor-proxy';
import { measurePageWeights, pageWeightRoutes, pageWeightSection } from './site';

/*
 * `npm run bench`: starts the local stack with the site built for production (its `built` mode, the
 * build `npm run build` runs, into the stack's own data folder so web/dist is left alone) and
 * measures it against the targets of issue 19: page weight, render-blocking requests and first
 * view per route (both languages), Lighthouse of each page against its script-less floor, each
 * handler's bundle and cold start to first response beside /health's, and the local API under load. Prints the tables, writes
 * them to docs/performance.md, and exits 0 whether or not targets are met (non-zero on errors).
 * Never part of `npm test`: figures depend on the machine.
 */

/** Lighthouse runs per route, of the page and of its floor each; medians are reported. */
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Where the Lambda bundles are written: inside the repo, so Node resolves from its node_modules. */
const bundlesDir = join(repoRoot, '.local', 'bench', 'lambdas');

async function main() {
  const started = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const dataDir = await mkdtemp(join(tmpdir(), 'gsk-bench-'));
  const ports = await freePorts();
  const sections: Section[] = [];
  let lighthouseVersion = '';

  progress('starting the local stack and building the site (web: built), about a minute');
  const stack = await startLocalStack({
    dataDir,
    ports,
    web: 'built',
    logLevel: 'silent',
    // Programmes to read in the API load's events scenario, as `npm start` seeds them.
    seedEvents: true,
    // The reconciler's timer would print its summary into the report; the bench never needs it.
    reconcileIntervalMs: false,
  });
  try {
    sections.push(pageWeightSection(await measurePageWeights(stack.urls.site, pageWeightRoutes)));
    const proxies = await startBenchProxies(stack.urls.site);
    try {
      const audits = await runLighthouse(proxies, lighthouseRoutes, lighthouseRuns);
      lighthouseVersion = audits[0]?.page[0]?.lighthouseVersion ?? '';
      sections.push(lighthouseSection(audits, lighthouseRuns));
    } finally {
      await proxies.stop();
    }
    const front = (await loadFrontHeaders(process.env.ORIGIN_VERIFY_SECRET))('127.0.0.1');
    sections.push(
      lambdaSection(await measureLambdas(repoRoot, bundlesDir, { origin: stack.urls.site, front })),
    );
    sections.push(await runApiLoad(stack.urls));
  } finally {
    progress('stopping the local stack');
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }

  const cpu = cpus();
  const header = [
    `Date: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB memory`,
    `Node ${process.version}; ${await chromiumVersion()}; Lighthouse ${lighthouseVersion}`,
    `Bench duration: ${Math.round((performance.now() - started) / 1000)} s; load average ` +
      `${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end ` +
      '(other work on the machine skews timings)',
  ];
  const tables = sections.flatMap((section) => section.tables);
  const misses = sections.flatMap((section) => section.misses);
  process.stdout.write(renderText(header, tables, misses));
  await writeMarkdown(join(repoRoot, 'docs', 'performance.md'), header, tables, misses);
  progress('wrote docs/performance.md');
}

main().then(
  // Clients of the emulators may keep sockets open; the report is written, so leave now.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
