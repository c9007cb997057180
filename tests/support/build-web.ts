import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { localStage } from '../../web/src/config/env-rules';
import { repoRoot } from '../../infra/local/stack';

/**
 * Builds the site into `outDir` as `npm run build`'s Vite step does (web/vite.config.ts), with the
 * `VITE_*` variables of this process's environment baked in, as a build for this machine
 * (`SITE_STAGE=local`). It calls its API on its own origin (`/api`), so it names none.
 */
export async function buildWeb(outDir: string): Promise<void> {
  const { build } = await import('vite');
  const saved = { SITE_STAGE: process.env.SITE_STAGE, VITE_API_URL: process.env.VITE_API_URL };
  process.env.SITE_STAGE = localStage;
  delete process.env.VITE_API_URL;
  try {
    await build({
      configFile: resolve(repoRoot, 'web/vite.config.ts'),
      root: resolve(repoRoot, 'web'),
      build: { outDir, emptyOutDir: true },
      logLevel: 'silent',
    });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/**
 * Builds the site into `outDir` as `npm run build` does (web/scripts/build.ts): the bundle of
 * `buildWeb` with every page prerendered, in both languages, as it is deployed.
 */
export async function buildSite(outDir: string): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_STAGE: localStage };
  delete env.VITE_API_URL;
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'web/scripts/build.ts', outDir], {
    cwd: repoRoot,
    env,
  });
}
