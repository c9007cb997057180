import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { LocalStack } from '../../infra/local/stack';
import { announce, whenReady } from './background';

/** The shared stack's addresses, as `whenReady('stack')` answers them. */
export type StackUrls = LocalStack['urls'];

/** What the run's shared built site is: its folder (web/scripts/build.ts's output), served at `urls.site`. */
export interface SharedSite {
  root: string;
  /** Secret-shaped variables of the environment it was built in, by name (for the leak check). */
  buildSecrets: Record<string, string>;
}

/**
 * The run's one local stack, shared by every file of the integration and browser projects: the
 * emulators, the API adapter running the real handlers, the gateway simulator and the reconciler,
 * in a process of its own (stack-process.ts) over a throw-away data folder, on free ports, beside
 * a developer's `npm start`. Files share it and keep apart by their data: each test makes its own
 * donors, members, events and addresses (payment-client.ts, member-client.ts), and looks only at
 * what it made. The browser project also has it build the site once, as `npm run build` does, and
 * serve it as CloudFront does: every page, journey and build check of the run reads that one build.
 * Both start in the background (background.ts): `stackUrls()` and the browser project's
 * `site-ready.ts` wait for them.
 */
export default async function setup(project: TestProject) {
  const run = sharedRun();
  run.users += 1;
  project.provide('readyDir', run.dir);
  if (!run.urls) {
    run.urls = startStackProcess(run);
    void announce(project, run.dir, 'stack', run.urls);
  }
  if (project.name === 'browser' && !run.siteRequested) {
    run.siteRequested = true;
    void announce(project, run.dir, 'site', serveSite(run));
  }
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    const child = run.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    await rm(run.dir, { recursive: true, force: true });
  };
}

/** The stack's addresses, once its API answers (in a test file: `const urls = await stackUrls()`). */
export const stackUrls = () => whenReady<StackUrls>('stack');

/** The run's built site, once it is served at the stack's `urls.site` (browser project). */
export const sharedSite = () => whenReady<SharedSite>('site');

interface SharedRun {
  dir: string;
  users: number;
  siteRequested: boolean;
  child?: ChildProcess;
  urls?: Promise<StackUrls>;
}

const runKey = Symbol.for('gsk.sharedStackRun');

/**
 * The state of the run's shared stack, kept on globalThis: Vitest loads each project's global
 * set-up in a module graph of its own, so a module-level variable would be one per project.
 */
function sharedRun(): SharedRun {
  const holder = globalThis as { [runKey]?: SharedRun };
  holder[runKey] ??= {
    dir: join(tmpdir(), `gsk-run-${process.pid}-${Date.now().toString(36)}`),
    users: 0,
    siteRequested: false,
  };
  return holder[runKey];
}

async function startStackProcess(run: SharedRun): Promise<StackUrls> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gsk-stack-'));
  const child = fork(join(import.meta.dirname, 'stack-process.ts'), [dataDir, 'none'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  run.child = child;
  child.once('exit', () => void rm(dataDir, { recursive: true, force: true }));
  run.urls = new Promise<StackUrls>((resolve, reject) => {
    child.once('message', (value) => resolve((value as { urls: StackUrls }).urls));
    child.once('exit', (code) =>
      reject(new Error(`The shared stack exited (${String(code)}) before it started`)),
    );
  });
  return run.urls;
}

async function serveSite(run: SharedRun): Promise<SharedSite> {
  await run.urls;
  const child = run.child;
  if (!child) throw new Error('The shared stack is not running');
  const root = join(run.dir, 'site');
  const served = new Promise<Record<string, string>>((resolve, reject) => {
    const listener = (message: unknown) => {
      const answer = message as { site?: Record<string, string>; siteError?: string };
      if (answer.site) resolve(answer.site);
      else if (answer.siteError) reject(new Error(answer.siteError));
      else return;
      child.off('message', listener);
    };
    child.on('message', listener);
    child.once('exit', (code) => reject(new Error(`The shared stack exited (${String(code)})`)));
  });
  child.send({ serveBuiltSite: root });
  return { root, buildSecrets: await served };
}
