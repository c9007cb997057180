import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { synthesize } from '../../../infra/synth';
import type { Synthesized } from '../../../infra/synth';

/** The site origin the stacks are synthesized with, whatever `.env` files a developer has. */
export const siteOrigin = 'https://site.test';

/**
 * The prod app of `sst.config.ts`, synthesized offline into a throw-away folder (test files run in
 * parallel, each with its own). Call `cleanup` when done.
 */
export async function synthesizeProd(): Promise<Synthesized & { cleanup: () => Promise<void> }> {
  const outDir = await mkdtemp(join(tmpdir(), 'gsk-synth-'));
  const synthesized = await synthesize({
    stage: 'prod',
    outDir,
    env: { SITE_ORIGINS: siteOrigin },
  });
  return { ...synthesized, cleanup: () => rm(outDir, { recursive: true, force: true }) };
}

/** The resource of a template with this logical id (the assertions library has no direct getter). */
export const resource = (
  resources: Record<string, { Properties?: Record<string, unknown> }>,
  logicalId: string,
) => {
  const found = resources[logicalId];
  if (!found) throw new Error(`No resource ${logicalId}`);
  return found;
};
