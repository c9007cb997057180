import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as Esbuild from 'esbuild';
import { functionBundling } from '../../infra/function-bundling';

/** The esbuild SST itself resolves (it pins its own version), so bundles are byte for byte SST's. */
export const sstEsbuild = (repoRoot: string) =>
  createRequire(join(repoRoot, 'node_modules', 'sst', 'package.json'))('esbuild') as typeof Esbuild;

/**
 * Bundles a handler file as SST v2 does with infra/function-bundling.ts (sst.config.ts;
 * sst/runtime/handlers/node.js): ESM with SST's `require`/`__dirname` banner, target esnext, module
 * before main, names kept, a linked source map, `sharp`, `pg-native` and the configured packages
 * (the AWS SDK, which the runtime provides) external, the configured plugins (the PDF handlers'
 * unused fonts). `sdkBundled` bundles the SDK in as well;
 * `write` (by default unless the SDK is bundled) writes the bundle to `outfile`, else it stays in
 * memory (`outputFiles`). Used by the benchmark (tests/bench/lambdas.ts) and the bundle-content
 * test (tests/functions/handler-bundles.test.ts).
 */
export const bundleHandler = (
  esbuild: typeof Esbuild,
  repoRoot: string,
  file: string,
  outfile: string,
  { sdkBundled = false, write = !sdkBundled }: { sdkBundled?: boolean; write?: boolean } = {},
) =>
  esbuild.build({
    entryPoints: [file],
    absWorkingDir: repoRoot,
    bundle: true,
    minify: functionBundling.minify,
    keepNames: true,
    platform: 'node',
    format: functionBundling.format,
    target: 'esnext',
    mainFields: ['module', 'main'],
    external: ['sharp', 'pg-native', ...(sdkBundled ? [] : functionBundling.esbuild.external)],
    // Typed against SST's copy of esbuild, which is the one given here (`sstEsbuild`).
    plugins: functionBundling.esbuild.plugins as unknown as Esbuild.Plugin[],
    banner: {
      js: [
        `import { createRequire as topLevelCreateRequire } from 'module';`,
        `const require = topLevelCreateRequire(import.meta.url);`,
        `import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"`,
        `const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))`,
        '',
      ].join('\n'),
    },
    sourcemap: !sdkBundled,
    outfile,
    write,
    metafile: true,
    logLevel: 'silent',
  });
