import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { LocalStack } from '../../infra/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrls: LocalStack['urls'];
  }
}

/**
 * Starts one local stack (emulators, API adapter, Vite) on free ports with a throw-away data folder
 * for a test project, so tests run beside a developer's `npm start` without touching its data.
 * Each stack runs in a child process (stack-process.ts): the handlers read their settings from
 * process.env, which two projects' stacks in this one process would overwrite for each other.
 */
export default function setup(project: TestProject) {
  return startStack(project, 'dev');
}

/** Attempts at starting a stack: a free port can be taken by another process before it is bound. */
const startAttempts = 3;

/** As the default setup, with the site as production serves it (see built-stack-setup.ts). */
export async function startStack(project: TestProject, web: 'dev' | 'built') {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startStackOnce(project, web);
    } catch (error) {
      if (attempt >= startAttempts) throw error;
      console.warn(`${String(error)}; starting it again (${attempt + 1} of ${startAttempts})`);
    }
  }
}

async function startStackOnce(project: TestProject, web: 'dev' | 'built') {
  const dataDir = await mkdtemp(join(tmpdir(), 'gsk-stack-'));
  const child = fork(join(import.meta.dirname, 'stack-process.ts'), [dataDir, web], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  let message: { urls: LocalStack['urls'] };
  try {
    message = await new Promise<{ urls: LocalStack['urls'] }>((resolve, reject) => {
      child.once('message', (value) => resolve(value as { urls: LocalStack['urls'] }));
      child.once('exit', (code) => {
        reject(new Error(`The local stack exited (${String(code)}) before it started`));
      });
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('stackUrls', message.urls);
  return async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
}
