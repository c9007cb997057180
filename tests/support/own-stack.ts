import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { freePorts } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import type { LocalStack, LocalStackOptions } from '../../infra/local/stack';
import { sharedSite } from './stack-setup';

/**
 * How long a file's own stack may take to start before it is given up and started afresh. It
 * takes about a second alone and tens of seconds when every file of the run starts at once; one
 * full run saw a start that never finished (its emulators and gateway simulator up, its API never,
 * no request or timer pending: a promise nobody settles, cause not found), which held the whole
 * run for good. A second start, on other ports and another folder, ends that wait.
 */
const startDeadlineMs = 60_000;
const startAttempts = 2;

/** Starts the stack over a fresh folder on free ports; undefined when it did not start in time. */
async function startOnce(
  options: Omit<LocalStackOptions, 'dataDir' | 'web'>,
): Promise<{ stack: LocalStack; dataDir: string } | undefined> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gsk-own-stack-'));
  const starting = startLocalStack({
    ...options,
    ports: { ...(await freePorts()), ...options.ports },
    dataDir,
    web: 'none',
    logLevel: 'silent',
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((done) => {
    timer = setTimeout(() => done(undefined), startDeadlineMs);
  });
  const stack = await Promise.race([starting, late]).finally(() => clearTimeout(timer));
  if (stack) return { stack, dataDir };
  // Should the abandoned start ever finish, its stack stops at once.
  void starting.then(
    (started) => started.stop(),
    () => undefined,
  );
  return undefined;
}

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
  let started: { stack: LocalStack; dataDir: string } | undefined;
  for (let attempt = 1; !started; attempt += 1) {
    started = await startOnce(options);
    if (started) break;
    if (attempt >= startAttempts) {
      throw new Error(`The file's own stack did not start in ${startDeadlineMs} ms, twice`);
    }
    console.warn(`The file's own stack did not start in ${startDeadlineMs} ms; starting another`);
  }
  const { stack, dataDir } = started;
  afterAll(async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  if (site) await stack.serveSite((await sharedSite()).root);
  return stack;
}
