import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { announce } from '../../support/background';
import { devSettings, devStage, prodSettings } from './stage-settings';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folders `npm run synth` wrote the templates to (`<stack name>.json`), by what they are. */
    templatesDirs: { prod: string; dev: string };
  }
}

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const synth = (args: string[], settings: Record<string, string>) =>
  promisify(execFile)(
    'npm',
    [
      ...['run', '--silent', 'synth', '--', ...args],
      ...Object.entries(settings).flatMap(([name, value]) => ['--set', `${name}=${value}`]),
    ],
    { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 },
  );

/**
 * Runs the offline synthesis CI relies on, `npm run synth`, once for the whole project: prod as
 * `sst deploy` would deploy it, and a personal stage as `sst dev` would, each with every setting
 * given (so no `.env` file of a developer changes what is tested), in a throw-away folder. It runs
 * in the background (tests/support/background.ts): the project's files wait for it
 * (synth-ready.ts) while the rest of the run goes on.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'gsk-synth-'));
  const templatesDirs = { prod: join(dir, 'prod'), dev: join(dir, 'dev') };
  project.provide('templatesDirs', templatesDirs);
  const synthesized = announce(
    project,
    join(dir, 'ready'),
    'synth',
    Promise.all([
      synth(
        ['--stage', 'prod', '--out', templatesDirs.prod, '--work', join(dir, 'prod-sst')],
        prodSettings,
      ),
      synth(
        ['--stage', devStage, '--dev', '--out', templatesDirs.dev, '--work', join(dir, 'dev-sst')],
        devSettings,
      ),
    ]).then(() => templatesDirs),
  );
  return async () => {
    await synthesized;
    await rm(dir, { recursive: true, force: true });
  };
}
