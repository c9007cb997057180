import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * `@gsk/core/payment` (eGHL signing) is server-only, and core's package exports say so: its
 * `browser` and `gsk-web` conditions map to no target (`[]`: Vite 8's resolver passes over `null`
 * to `default`, an empty list stops every resolver), so a browser bundle, and the web's own builds
 * (web/vite.config.ts adds `gsk-web` for the browser and the prerendering build), cannot resolve
 * it, while the handlers' Node bundles do.
 */
const repoRoot = resolve(import.meta.dirname, '../..');
const paymentIndex = join(repoRoot, 'core/src/payment/index.ts');

/** Bundles `export * from '<specifier>'` as an importer in web/ would, with esbuild's options. */
async function bundle(engine: typeof esbuild, specifier: string, options: esbuild.BuildOptions) {
  const result = await engine.build({
    stdin: { contents: `export * from '${specifier}';`, resolveDir: join(repoRoot, 'web') },
    bundle: true,
    write: false,
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
    ...options,
  });
  return Object.keys(result.metafile?.inputs ?? {}).map((input) => resolve(repoRoot, input));
}

describe('@gsk/core/payment with esbuild', () => {
  it('does not resolve for the browser', async () => {
    await expect(bundle(esbuild, '@gsk/core/payment', { platform: 'browser' })).rejects.toThrow(
      /Could not resolve "@gsk\/core\/payment"/,
    );
  });

  it('does not resolve under the web’s own condition, on Node too', async () => {
    await expect(
      bundle(esbuild, '@gsk/core/payment', { platform: 'node', conditions: ['gsk-web'] }),
    ).rejects.toThrow(/Could not resolve "@gsk\/core\/payment"/);
  });

  it('resolves for Node, as the handlers are bundled (with SST’s own esbuild too)', async () => {
    expect(await bundle(esbuild, '@gsk/core/payment', { platform: 'node' })).toContain(
      paymentIndex,
    );
    const sstEsbuild = createRequire(join(repoRoot, 'node_modules/sst/package.json'))(
      'esbuild',
    ) as typeof esbuild;
    expect(await bundle(sstEsbuild, '@gsk/core/payment', { platform: 'node' })).toContain(
      paymentIndex,
    );
  });

  it('leaves core’s browser-safe modules to the browser', async () => {
    expect(await bundle(esbuild, '@gsk/core/constants', { platform: 'browser' })).toContain(
      join(repoRoot, 'core/src/constants.ts'),
    );
  });
});

describe('@gsk/core/payment in the web’s Vite builds (web/vite.config.ts)', () => {
  let entryDir: string;

  beforeAll(async () => {
    await mkdir(join(repoRoot, 'web/.build'), { recursive: true });
    entryDir = await mkdtemp(join(repoRoot, 'web/.build/payment-exports-'));
    // A build for the local stack (see web/src/config/env-rules.ts), which names no API.
    vi.stubEnv('VITE_API_URL', undefined);
    vi.stubEnv('SITE_STAGE', 'local');
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    if (entryDir) await rm(entryDir, { recursive: true, force: true });
  });

  /** Builds an entry importing `specifier`, for the browser or (ssr) for the prerendering build. */
  async function viteBuild(specifier: string, ssr: boolean) {
    const { build } = await import('vite');
    const entry = join(entryDir, `${ssr ? 'ssr' : 'client'}-${specifier.replace(/\W/g, '-')}.ts`);
    await writeFile(entry, `export * from '${specifier}';\n`);
    await build({
      configFile: join(repoRoot, 'web/vite.config.ts'),
      root: join(repoRoot, 'web'),
      logLevel: 'silent',
      build: {
        write: false,
        manifest: false,
        ...(ssr ? { ssr: entry } : { rollupOptions: { input: entry } }),
      },
    });
  }

  it.each([
    ['the browser bundle', false],
    ['the prerendering (SSR) build', true],
  ])(
    '%s cannot resolve it, and resolves core’s browser-safe modules',
    async (_, ssr) => {
      await expect(viteBuild('@gsk/core/payment', ssr)).rejects.toThrow(/not exported/);
      await expect(viteBuild('@gsk/core/donation', ssr)).resolves.toBeUndefined();
    },
    60_000,
  );
});
