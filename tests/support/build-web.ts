import { resolve } from 'node:path';
import { localStage } from '../../web/src/config/env-rules';
import { repoRoot } from '../../infra/local/stack';

/**
 * Builds the site into `outDir` as `npm run build`'s Vite step does (web/vite.config.ts), with the
 * `VITE_*` variables of this process's environment baked in, as a build for this machine
 * (`SITE_STAGE=local`) whose API is `apiUrl`, VITE_API_URL by default; without one the build is
 * refused, as a deployment's would be.
 */
export async function buildWeb(
  outDir: string,
  apiUrl: string | undefined = process.env.VITE_API_URL,
): Promise<void> {
  const { build } = await import('vite');
  const saved = { SITE_STAGE: process.env.SITE_STAGE, VITE_API_URL: process.env.VITE_API_URL };
  process.env.SITE_STAGE = localStage;
  if (apiUrl) process.env.VITE_API_URL = apiUrl;
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
