import { resolve } from 'node:path';
import { repoRoot } from '../../infra/local/stack';

/**
 * Builds the site into `outDir` as `npm run build`'s Vite step does (web/vite.config.ts), with the
 * `VITE_*` variables of this process's environment baked in.
 */
export async function buildWeb(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: resolve(repoRoot, 'web/vite.config.ts'),
    root: resolve(repoRoot, 'web'),
    build: { outDir, emptyOutDir: true },
    logLevel: 'silent',
  });
}
