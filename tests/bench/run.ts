import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { freePorts } from '../../infra/local/ports';
import { repoRoot, startLocalStack } from '../../infra/local/stack';
import { runApiLoad } from './api-load';
import { chromiumVersion } from './chromium';
import { lambdaSection, measureLambdas } from './lambdas';
import { lighthouseRoutes, lighthouseSection, runLighthouse } from './lighthouse';
import { progress, renderText, writeMarkdown } from './report';
import type { Section } from './report';
import { englishHome, measurePageWeights, pageWeightSection, staticRoutes } from './site';

/*
 * `npm run bench`: starts the local stack with the site built for production (its `built` mode, the
 * build `npm run build` runs, into the stack's own data folder so web/dist is left alone) and
 * measures it against the targets of DESIGN.md: page weight per route, Lighthouse, the Lambda
 * bundles and the local API under load. Prints the tables, writes
 * them to docs/performance.md, and exits 0 whether or not targets are met (non-zero on errors).
 * Never part of `npm test`: figures depend on the machine.
 */

/** Lighthouse runs per route; the median performance score is reported. */
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
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
  const stack = await startLocalStack({ dataDir, ports, web: 'built', logLevel: 'silent' });
  try {
    const english = (await fetch(`${stack.urls.site}${englishHome}`)).ok ? [englishHome] : [];
    sections.push(
      pageWeightSection(await measurePageWeights(stack.urls.site, [...staticRoutes, ...english])),
    );
    const audits = await runLighthouse(
      stack.urls.site,
      [...lighthouseRoutes, ...english],
      lighthouseRuns,
    );
    lighthouseVersion = audits[0]?.median.lighthouseVersion ?? '';
    sections.push(lighthouseSection(audits, lighthouseRuns));
    sections.push(lambdaSection(await measureLambdas(repoRoot, bundlesDir)));
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
