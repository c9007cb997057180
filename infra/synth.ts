import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { NestedStack, Stack } from 'aws-cdk-lib';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { PATH_METADATA_ENABLE_CONTEXT } from 'aws-cdk-lib/cx-api';
import { App, getStack } from 'sst/constructs';
import { initProject, useProject } from 'sst/project.js';
import sstConfig from '../sst.config';
import { isProductionStage, stageSettings } from './stacks/settings';
import type { SettingName } from './stacks/settings';
import { offlineSitePage } from './site-delivery';
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
   * `deploy` (default) synthesizes what `sst deploy` deploys; `dev` what `sst dev` deploys: every
   * handler replaced by SST's stub that forwards invocations to the developer's machine, no site.
   */
  mode?: 'deploy' | 'dev';
  /**
   * Where SST's working files go (its `.sst/`: generated types, function bundles, site archives, the
   * cloud assembly). Tests pass a temporary folder so concurrent runs never share one.
   */
  outDir?: string;
  /** Environment for the stacks, set after SST has loaded the stage's `.env` files (so it wins). */
  env?: Record<string, string>;
}

/** A nested stack's template in the cloud assembly, by its parent and its resource there. */
export interface NestedTemplate {
  /** The CloudFormation name of the top-level stack that holds it. */
  parent: string;
  /** Its `AWS::CloudFormation::Stack` resource's logical id in the parent's template. */
  logicalId: string;
  /** Its template's file in the cloud assembly. */
  file: string;
}

export interface Synthesized {
  app: App;
  assembly: CloudAssembly;
  /** The nested stacks' templates (the API stack's route groups), which CDK writes apart. */
  nested: NestedTemplate[];
  /** The stack a stack function of `sst.config.ts` created, for `Template.fromStack`. */
  stack: typeof getStack;
}

/**
 * Synthesizes the app of `sst.config.ts` as `sst deploy --stage` would, without AWS credentials or
 * network: handlers are bundled with esbuild, but the web app is not built (a one-page stand-in is
 * packaged in its place) and SST runs in its test mode, which skips the bootstrap-stack lookups.
 */
export async function synthesize({
  stage,
  mode = 'deploy',
  outDir,
  env,
}: SynthOptions): Promise<Synthesized> {
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
  await writeFile(join(siteStandIn, 'index.html'), offlineSitePage);

  // Construct paths (handlers, `web`) are relative to the repository root, as under the SST CLI.
  process.chdir(project.paths.root);
  const app = new App(
    {
      mode,
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
  return { app, assembly, nested: nestedTemplatesOf(app, assembly), stack: getStack };
}

/** Every nested stack of the app, with where its template was written. */
function nestedTemplatesOf(app: App, assembly: CloudAssembly): NestedTemplate[] {
  return app.node
    .findAll()
    .filter((construct): construct is NestedStack => NestedStack.isNestedStack(construct))
    .map((nested) => {
      const parent = Stack.of(nested.node.scope ?? nested);
      return {
        parent: parent.stackName,
        logicalId: String(parent.resolve(nested.nestedStackResource?.logicalId)),
        file: join(assembly.directory, nested.templateFile),
      };
    });
}

/**
 * SST's own config loading (`initProject`), as the CLI does it: it bundles `sst.config.ts` and
 * imports it, run from infra/ (the workspace SST belongs to) while the root stays the project.
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

/**
 * Settings `npm run synth` fills in when neither the environment nor a `.env` file sets them: those
 * without a fallback on the stage (see stageSettings).
 */
const standInsFor = (stage: string): Partial<Record<SettingName, string>> => ({
  ...(isProductionStage(stage) ? { SITE_ORIGINS: standInOrigin, EGHL_SERVICE_ID: 'sit' } : {}),
  ADMIN_EMAILS: 'staff@site.example',
  EMAIL_SENDER: 'Gerakan Sektor Ketiga <noreply@site.example>',
});

/**
 * Writes each stack's template as `<stack name>.json` into `dir` (emptied first), and each nested
 * stack's as `<parent's name>.<its logical id there>.json` (`…-API.SiteRoutes.json`).
 */
export async function writeTemplates(
  assembly: CloudAssembly,
  nested: NestedTemplate[],
  dir: string,
): Promise<string[]> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const files: string[] = [];
  for (const stack of assembly.stacks) {
    const file = join(dir, `${stack.stackName}.json`);
    await writeFile(file, `${JSON.stringify(stack.template, null, 2)}\n`);
    files.push(file);
  }
  for (const { parent, logicalId, file: source } of nested) {
    const file = join(dir, `${parent}.${logicalId}.json`);
    await copyFile(source, file);
    files.push(file);
  }
  return files;
}

const usage = `npm run synth -- [--stage prod] [--dev] [--out infra/synth-out] [--work <dir>] [--set NAME=value ...]`;

async function main() {
  const { values } = parseArgs({
    options: {
      stage: { type: 'string', default: 'prod' },
      dev: { type: 'boolean', default: false },
      out: { type: 'string', default: join(infraDir, 'synth-out') },
      work: { type: 'string' },
      set: { type: 'string', multiple: true, default: [] },
    },
  });
  const env: Record<string, string> = {};
  for (const assignment of values.set) {
    const [name = '', ...rest] = assignment.split('=');
    if (!name || rest.length === 0) throw new Error(`--set wants NAME=value (${usage})`);
    env[name] = rest.join('=');
  }
  // Stand-ins so the templates can be read without the real settings; a `.env.<stage>` file that SST
  // loads, as for a deploy, or --set replaces them.
  const standingIn = Object.entries(standInsFor(values.stage)).filter(
    ([name]) => !process.env[name] && env[name] === undefined,
  );
  for (const [name, value] of standingIn) process.env[name] = value;

  const { assembly, nested } = await synthesize({
    stage: values.stage,
    mode: values.dev ? 'dev' : 'deploy',
    outDir: values.work,
    env,
  });
  const stillStandingIn = standingIn.filter(([name, value]) => process.env[name] === value);
  if (stillStandingIn.length > 0) {
    console.warn(
      `Stand-ins (set these in .env.${values.stage} to deploy): ${stillStandingIn
        .map(([name, value]) => `${name}=${value}`)
        .join(', ')}`,
    );
  }
  const settings = stageSettings(values.stage);
  console.info(
    `stage ${values.stage}${values.dev ? ' (sst dev)' : ''}, site origins ${settings.siteOrigins.join(', ')}`,
  );
  for (const file of await writeTemplates(assembly, nested, resolve(values.out)))
    console.info(file);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
