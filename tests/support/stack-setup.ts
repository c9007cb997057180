import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePorts } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import type { LocalStack } from '../../infra/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrls: LocalStack['urls'];
  }
}

/**
 * Starts one local stack (emulators, API adapter, Vite) on free ports with a throw-away data folder
 * for a test project, so tests run beside a developer's `npm start` without touching its data.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'gsk-stack-'));
  const stack = await startLocalStack({ dataDir, ports: await freePorts(), logLevel: 'silent' });
  project.provide('stackUrls', stack.urls);
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
