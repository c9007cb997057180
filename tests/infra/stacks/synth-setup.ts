import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { prodSettings } from './prod-settings';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder `npm run synth` wrote the prod templates to (`<stack name>.json`). */
    templatesDir: string;
  }
}

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/**
 * Runs the offline synthesis CI relies on, `npm run synth`, once for the whole project: prod, with
 * the settings of prod-settings.ts (they win over any `.env` file a developer has), SST's working
 * files and the templates in a throw-away folder.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'gsk-synth-'));
  const templatesDir = join(dir, 'templates');
  const settings = Object.entries(prodSettings).flatMap(([name, value]) => [
    '--set',
    `${name}=${value}`,
  ]);
  try {
    await promisify(execFile)(
      'npm',
      [
        'run',
        '--silent',
        'synth',
        '--',
        '--stage',
        'prod',
        '--out',
        templatesDir,
        '--work',
        join(dir, 'sst'),
        ...settings,
      ],
      { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('templatesDir', templatesDir);
  return () => rm(dir, { recursive: true, force: true });
}
