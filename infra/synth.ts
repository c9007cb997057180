import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { PATH_METADATA_ENABLE_CONTEXT } from 'aws-cdk-lib/cx-api';
import { App, getStack } from 'sst/constructs';
import { initProject, useProject } from 'sst/project.js';
import sstConfig from '../sst.config';
import { siteOrigins } from './stacks/settings';
import { prebuiltSiteContext } from './stacks/web';

const infraDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(infraDir, '..');

/** Stands in for the site's domain when the environment names none. */
const standInOrigin = 'https://site.example';

/** Stands in for the AWS account that `sst deploy` would read from STS. */
const offlineAccount = '123456789012';

export interface SynthOptions {
  /** The SST stage, as `sst deploy --stage`. */
  stage: string;
  /**
   * Where SST's working files go (its `.sst/`: generated types, function bundles, site archives, the
   * cloud assembly). Tests pass a temporary folder so concurrent runs never share one.
   */
  outDir?: string;
  /** Environment for the stacks, set after SST has loaded the stage's `.env` files (so it wins). */
  env?: Record<string, string>;
}

export interface Synthesized {
  app: App;
  assembly: CloudAssembly;
  /** The stack a stack function of `sst.config.ts` created, for `Template.fromStack`. */
  stack: typeof getStack;
}

/**
 * Synthesizes the app of `sst.config.ts` as `sst deploy --stage` would, without AWS credentials or
 * network: handlers are bundled with esbuild, but the web app is not built (a one-page stand-in is
 * packaged in its place) and SST runs in its test mode, which skips the bootstrap-stack lookups.
 */
export async function synthesize({ stage, outDir, env }: SynthOptions): Promise<Synthesized> {
  // SST's test mode (App.isRunningSSTTest): no CDKToolkit/SSTBootstrap lookups in AWS, and hence no
  // sourcemap-uploader resource; everything else is synthesized as for a deploy.
  process.env.NODE_ENV = 'test';

  await loadProject(stage);
  Object.assign(process.env, env);
  const project = useProject();
  if (outDir) {
    project.paths.out = resolve(outDir);
    project.paths.artifacts = join(project.paths.out, 'artifacts');
  }
  const siteStandIn = join(project.paths.out, 'offline-site');
  await mkdir(siteStandIn, { recursive: true });
  await writeFile(
    join(siteStandIn, 'index.html'),
    '<!doctype html><title>offline synthesis</title>\n',
  );

  // Construct paths (handlers, `web`) are relative to the repository root, as under the SST CLI.
  process.chdir(project.paths.root);
  const app = new App(
    {
      mode: 'deploy',
      stage: project.config.stage,
      name: project.config.name,
      region: project.config.region,
      account: offlineAccount,
    },
    {
      outdir: join(project.paths.out, 'dist'),
      context: { [PATH_METADATA_ENABLE_CONTEXT]: false, [prebuiltSiteContext]: siteStandIn },
    },
  );
  await sstConfig.stacks(app);
  await app.finish();
  const assembly = app.synth();
  const missing = assembly.manifest.missing ?? [];
  if (missing.length > 0) {
    throw new Error(
      `These context values need AWS lookups: ${missing.map((m) => m.key).join(', ')}`,
    );
  }
  return { app, assembly, stack: getStack };
}

/**
 * SST's own config loading (`initProject`): it bundles `sst.config.ts` next to the working directory
 * and imports it, so it runs from infra/, where `sst` is installed, while the root stays the project.
 */
async function loadProject(stage: string) {
  const cwd = process.cwd();
  process.chdir(infraDir);
  try {
    await initProject({ stage, root: repoRoot });
  } finally {
    process.chdir(cwd);
  }
}

async function main() {
  const { values } = parseArgs({
    options: { stage: { type: 'string', default: 'prod' } },
  });
  const { stage } = values;
  // A stand-in so the templates can be read without the real domain; a `.env.<stage>` file that SST
  // loads, as for a deploy, replaces it.
  process.env.SITE_ORIGINS ??= standInOrigin;
  const { assembly } = await synthesize({ stage });
  console.info(`stage ${stage}, site origins ${siteOrigins(stage).join(', ')}`);
  if (process.env.SITE_ORIGINS === standInOrigin) {
    console.warn(`(${standInOrigin} stands in for the site: set SITE_ORIGINS to deploy)`);
  }
  const outDir = join(infraDir, 'synth-out');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  for (const stack of assembly.stacks) {
    const file = join(outDir, `${stack.stackName}.json`);
    await writeFile(file, `${JSON.stringify(stack.template, null, 2)}\n`);
    console.info(`${stack.stackName} → ${file}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
