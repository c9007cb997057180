import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { freePorts } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import type { LocalStack, LocalStackOptions } from '../../infra/local/stack';
import { sharedSite } from './stack-setup';

/**
 * A stack of the test file's own, for the few files whose checks read what every other file's
 * data moves too: the campaign's totals (every success of the run adds to them), or "nothing was
 * written" over whole tables and outboxes. Everything else shares the run's stack (stack-setup.ts)
 * and keeps to its own data. It runs in the file's process (each file has one of its own, so the
 * handlers' settings in process.env are the file's), on free ports, over a throw-away data folder,
 * and stops after the file's tests. With `site`, it serves the run's build of the site (the
 * browser project's), its `/api` passed to this stack.
 */
export async function ownStack({
  site = false,
  ...options
}: Omit<LocalStackOptions, 'dataDir' | 'web'> & { site?: boolean } = {}): Promise<LocalStack> {
  // The handlers log each call; the file's report is for the tests' own lines.
  process.env.LOG_LEVEL ??= 'ERROR';
  const dataDir = await mkdtemp(join(tmpdir(), 'gsk-own-stack-'));
  const stack = await startLocalStack({
    ...options,
    ports: { ...(await freePorts()), ...options.ports },
    dataDir,
    web: 'none',
    logLevel: 'silent',
  });
  afterAll(async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  if (site) await stack.serveSite((await sharedSite()).root);
  return stack;
}
