import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { freePorts } from '../../infra/local/ports';
import { repoRoot, startLocalStack } from '../../infra/local/stack';
import { startStaticSite } from '../../infra/local/static-site';
import { runApiLoad } from './api-load';
import { chromiumVersion } from './chromium';
import { lambdaSection, measureLambdas } from './lambdas';
import { lighthouseRoutes, lighthouseSection, runLighthouse } from './lighthouse';
import { progress, renderText, writeMarkdown } from './report';
import type { Section } from './report';
import {
  buildSite,
  englishHome,
  exists,
  measurePageWeights,
  pageWeightSection,
  snapshotSite,
  staticRoutes,
} from './site';

/*
 * `npm run bench`: builds the site and measures it against the targets of DESIGN.md: page weight
 * per route, Lighthouse, the Lambda bundles and the local API under load. Prints the tables, writes
 * them to docs/performance.md, and exits 0 whether or not targets are met (non-zero on errors).
 * Never part of `npm test`: figures depend on the machine.
 */

/** Lighthouse runs per route; the median performance score is reported. */
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Scratch space for the bench (bundles, a staged site): inside the repo so Node finds node_modules. */
const benchDir = join(repoRoot, '.local', 'bench');
const dist = join(repoRoot, 'web', 'dist');

async function main() {
  const started = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const dataDir = await mkdtemp(join(tmpdir(), 'gsk-bench-'));
  const ports = await freePorts();
  const sections: Section[] = [];
  let lighthouseVersion = '';

  progress('starting the local stack (API, emulators, gateway simulator)');
  const stack = await startLocalStack({ dataDir, ports, web: 'none', logLevel: 'silent' });
  try {
    progress('building the site (npm run build)');
    await buildSite(repoRoot, stack.urls.api, stack.urls.site);
    const { root, notes } = await snapshotSite(
      dist,
      join(benchDir, 'site'),
      staticRoutes,
      stack.urls.api,
    );
    const english = (await exists(join(root, englishHome, 'index.html'))) ? [englishHome] : [];
    const site = await startStaticSite({
      root,
      port: ports.site,
      connect: { api: new URL(stack.urls.api).origin, uploads: new URL(stack.urls.s3).origin },
    });
    try {
      const weights = await measurePageWeights(site.url, [...staticRoutes, ...english]);
      sections.push(pageWeightSection(weights, notes));
      const audits = await runLighthouse(
        site.url,
        [...lighthouseRoutes, ...english],
        lighthouseRuns,
      );
      lighthouseVersion = audits[0]?.median.lighthouseVersion ?? '';
      sections.push(lighthouseSection(audits, lighthouseRuns));
    } finally {
      await site.stop();
    }
    sections.push(lambdaSection(await measureLambdas(repoRoot, join(benchDir, 'lambdas'))));
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
