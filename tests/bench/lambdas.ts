import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { applicationNotifier, routes } from '../../infra/routes';
import { bundleHandler, sstEsbuild } from '../support/handler-bundle';
import { progress } from './report';
import type { Section } from './report';
import { atMost, kb, median, ms, targets } from './targets';

/** Fresh Node processes per bundle whose import times give the median. */
const importSpawns = 5;

export interface LambdaBundle {
  handler: string;
  /** The route keys (or "S3 notifier") served by this handler. */
  uses: string[];
  bytes: number;
  gzip: number;
  /** Minified size were the AWS SDK bundled in too (SST's default), for comparison. */
  withSdk: number;
  /** The largest contributors to the bundle, by package. */
  heaviest: { name: string; bytes: number }[];
  outfile: string;
  importMs: number[];
}

/** Who a bundled input belongs to: its npm package (the innermost, if nested), or the repo's own workspace. */
const ownerOf = (input: string) => {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match?.[1] ?? `(repo) ${input.split('/')[0] ?? input}`;
};

const heaviestOf = (metafile: Metafile) => {
  const totals = new Map<string, number>();
  for (const [path, output] of Object.entries(metafile.outputs)) {
    if (path.endsWith('.map')) continue;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const owner = ownerOf(input);
      totals.set(owner, (totals.get(owner) ?? 0) + bytesInOutput);
    }
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3);
};

/** Prints the milliseconds of one `import()` of the bundle named by the first argument. */
const importTimer =
  'const start = performance.now(); await import(process.argv[1]); ' +
  'process.stdout.write(String(performance.now() - start));';

const timeImport = async (outfile: string): Promise<number> => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '--eval', importTimer, pathToFileURL(outfile).href],
    // The local stack's environment is in process.env: what Lambda would give the handler.
    { env: process.env },
  );
  return Number(stdout);
};

/** Every handler of infra/routes.ts, bundled into `outDir` and imported cold. */
export async function measureLambdas(repoRoot: string, outDir: string): Promise<LambdaBundle[]> {
  await rm(outDir, { recursive: true, force: true });
  const uses = new Map<string, string[]>();
  const entries: [string, string][] = [
    ...Object.entries(routes),
    ['S3 notifier', applicationNotifier.handler],
  ];
  for (const [use, handler] of entries) uses.set(handler, [...(uses.get(handler) ?? []), use]);

  const esbuild = sstEsbuild(repoRoot);
  const bundles: LambdaBundle[] = [];
  for (const [handler, usedBy] of uses) {
    progress(`bundling ${handler}`);
    const path = handler.slice(0, handler.lastIndexOf('.'));
    const outfile = resolve(outDir, `${relative('functions/src', path)}.mjs`);
    const { metafile } = await bundleHandler(
      esbuild,
      repoRoot,
      join(repoRoot, `${path}.ts`),
      outfile,
    );
    const code = await readFile(outfile);
    const full = await bundleHandler(esbuild, repoRoot, join(repoRoot, `${path}.ts`), outfile, {
      sdkBundled: true,
    });
    bundles.push({
      handler,
      uses: usedBy,
      bytes: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
      withSdk: full.outputFiles?.find((output) => output.path === outfile)?.contents.length ?? 0,
      heaviest: heaviestOf(metafile),
      outfile,
      importMs: [],
    });
  }
  // Round by round over all bundles, so a burst of other work on the machine spreads over them all.
  for (let round = 1; round <= importSpawns; round += 1) {
    progress(`lambda cold imports, round ${round}/${importSpawns}`);
    for (const lambda of bundles) lambda.importMs.push(await timeImport(lambda.outfile));
  }
  return bundles;
}

/** The Lambda table: bundle size and cold import against their targets. */
export function lambdaSection(bundles: LambdaBundle[]): Section {
  const misses: string[] = [];
  const rows = bundles.map(({ handler, uses, bytes, gzip, withSdk, heaviest, importMs }) => {
    const size = atMost(bytes, targets.lambdaBundleBytes, kb);
    const cold = median(importMs);
    const coldVerdict = atMost(cold, targets.coldImportMs, ms);
    if (!size.met)
      misses.push(`Lambda bundle ${handler}: ${kb(bytes)} > ${kb(targets.lambdaBundleBytes)}`);
    if (!coldVerdict.met) {
      misses.push(`Cold import of ${handler}: ${ms(cold)} > ${ms(targets.coldImportMs)}`);
    }
    return [
      handler.replace(/^functions\/src\//, ''),
      uses.join(', '),
      kb(bytes),
      kb(gzip),
      size.text,
      kb(withSdk),
      `${ms(cold)} (${ms(Math.min(...importMs))}–${ms(Math.max(...importMs))})`,
      coldVerdict.text,
      heaviest.map(({ name, bytes: share }) => `${name} ${kb(share)}`).join(', '),
    ];
  });
  return {
    misses,
    tables: [
      {
        title: 'Lambda bundles',
        columns: [
          'Handler',
          'Serves',
          'Minified',
          'gzip',
          `Size ≤ ${kb(targets.lambdaBundleBytes)}`,
          'Minified, were the SDK bundled in',
          `Cold import median (min–max)`,
          `Import ≤ ${ms(targets.coldImportMs)}`,
          'Heaviest parts',
        ],
        rows,
        notes: [
          'Bundled as SST v2 deploys them (its own esbuild, ESM, minified, infra/function-bundling.ts: ' +
            '@aws-sdk/* left to the nodejs22.x runtime, which ships the SDK v3); the size verdict is ' +
            'on that bundle. The next column is the same bundle with the SDK bundled in, for comparison.',
          `Cold import: \`await import()\` of the bundle in a fresh \`node\` (${process.version}; ` +
            `Lambda runs nodejs22.x), median of ${importSpawns} processes, taken in rounds over all bundles.`,
        ],
      },
    ],
  };
}
