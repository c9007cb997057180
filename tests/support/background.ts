import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { uiTimeout } from './waits';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's background set-up writes what it made ready (see background.ts). */
    readyDir: string;
  }
}

/**
 * Vitest runs every project's global set-up, one after another, before the first test starts. The
 * slow parts of the shared set-up (building the site, starting the shared stack, synthesizing the
 * stacks) therefore start in the background instead, and each test file waits only for what it
 * uses: a global set-up calls `announce` with the work, which writes `<name>.json` (its value, or
 * the error it failed with) into the run's folder once it settles; a test calls `whenReady(name)`.
 * So the unit and component tests run while the site builds.
 */
export function announce<T>(project: TestProject, dir: string, name: string, work: Promise<T>) {
  mkdirSync(dir, { recursive: true });
  project.provide('readyDir', dir);
  const write = (outcome: { value: T } | { error: string }) => {
    const file = join(dir, `${name}.json`);
    writeFileSync(`${file}.partial`, JSON.stringify(outcome));
    renameSync(`${file}.partial`, file);
  };
  // Settled either way, so a failure reaches the tests that wait (and no rejection goes unhandled).
  return work.then(
    (value) => write({ value }),
    (error: unknown) =>
      write({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
}

/** How long a test file waits for a piece of the shared set-up: a cold site build on a busy machine. */
const readyTimeoutMs = 10 * uiTimeout;

/**
 * What the global set-up announced as `name`, once it is ready: its value, or the set-up's error
 * thrown here, so every test that needed it fails with the cause.
 */
export async function whenReady<T>(name: string): Promise<T> {
  const file = join(inject('readyDir'), `${name}.json`);
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    let text: string | undefined;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      if (Date.now() > deadline)
        throw new Error(`The shared ${name} was not ready in ${readyTimeoutMs} ms`);
      await new Promise((done) => setTimeout(done, 100));
      continue;
    }
    const outcome = JSON.parse(text) as { value: T } | { error: string };
    if ('error' in outcome)
      throw new Error(`The shared ${name} failed to start:\n${outcome.error}`);
    return outcome.value;
  }
}
