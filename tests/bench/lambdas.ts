import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { apiPaths } from '@gsk/core/api';
import type { Metafile } from 'esbuild';
import { applicationNotifier, routes } from '../../infra/routes';
import { bundleHandler, sstEsbuild } from '../support/handler-bundle';
import { progress } from './report';
import type { Section } from './report';
import { atMost, kb, median, ms, targets } from './targets';
import { donation } from '../integration/payment-client';

/** Fresh Node processes per handler whose cold starts give the median. */
const coldStarts = 5;

export interface LambdaBundle {
  handler: string;
  /** The route keys (or "S3 notifier") served by this handler. */
  uses: string[];
  bytes: number;
  gzip: number;
  /** Minified size were the AWS SDK bundled in too (SST's default), for comparison. */
  withSdk: number;
  /** The largest contributors to the bundle, by package. */
  heaviest: { name: string; bytes: number }[];
  outfile: string;
  /** The route whose event the cold starts use; none for the S3 notifier. */
  routeKey?: string;
  /** Import and first invocation, to the resolved response, per fresh process. */
  coldStartMs: number[];
  /** The status of each first response. */
  statuses: string[];
}

/** Who a bundled input belongs to: its npm package (the innermost, if nested), or the repo's own workspace. */
const ownerOf = (input: string) => {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match?.[1] ?? `(repo) ${input.split('/')[0] ?? input}`;
};

const heaviestOf = (metafile: Metafile) => {
  const totals = new Map<string, number>();
  for (const [path, output] of Object.entries(metafile.outputs)) {
    if (path.endsWith('.map')) continue;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const owner = ownerOf(input);
      totals.set(owner, (totals.get(owner) ?? 0) + bytesInOutput);
    }
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3);
};

/**
 * Prints the milliseconds from `import()` of the bundle named by the first argument to the
 * resolved response of its handler to the event of the second (JSON), and that response's status.
 */
const coldStartTimer = [
  'const [bundle, event] = process.argv.slice(1);',
  'const context = { callbackWaitsForEmptyEventLoop: false, functionName: "bench", awsRequestId: "bench",',
  '  getRemainingTimeInMillis: () => 30000 };',
  'const start = performance.now();',
  'const { handler } = await import(bundle);',
  'const response = await handler(JSON.parse(event), context);',
  'const elapsed = performance.now() - start;',
  'process.stdout.write(JSON.stringify({ ms: elapsed, status: response?.statusCode ?? 200 }));',
  // The SDK's clients may keep sockets open: the figure is out, so leave.
  'process.exit(0);',
].join('\n');

/** One cold start in a fresh Node process: import, then the first invocation, to its response. */
const timeColdStart = async (
  outfile: string,
  event: APIGatewayProxyEventV2,
): Promise<{ ms: number; status: number }> => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      coldStartTimer,
      pathToFileURL(outfile).href,
      JSON.stringify(event),
    ],
    // The local stack's environment is in process.env: what Lambda would give the handler.
    { env: process.env, maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout) as { ms: number; status: number };
};

/** Bodies of the POST routes whose first call should go the whole way rather than stop at validation. */
const representativeBodies: Partial<Record<string, () => unknown>> = {
  [`POST ${apiPaths.payments}`]: () => donation({ enterprise: 'kesum' }),
};

/**
 * A representative API Gateway (HTTP API, payload 2.0) event for a route key, as the site's `/api`
 * front sends it: the site's origin, the visitor's address named by the front's headers, path
 * parameters filled in, a JSON body on POST (a valid one where `representativeBodies` has it,
 * else `{}`, which the handler answers after validation).
 */
const eventFor = (
  routeKey: string,
  front: Record<string, string>,
  siteOrigin: string,
): APIGatewayProxyEventV2 => {
  const [method = 'GET', pathTemplate = '/'] = routeKey.split(' ');
  const pathParameters: Record<string, string> = {};
  const path = pathTemplate.replace(/\{(\w+)\}/g, (_match, name: string) => {
    pathParameters[name] = name === 'id' ? '1700000000000Z9901' : `bench-${name}`;
    return pathParameters[name];
  });
  const body =
    method === 'POST' ? JSON.stringify(representativeBodies[routeKey]?.() ?? {}) : undefined;
  const headers: Record<string, string> = {
    ...front,
    host: new URL(siteOrigin).host,
    origin: siteOrigin,
    'user-agent': 'gsk-bench',
    ...(body ? { 'content-type': 'application/json' } : {}),
  };
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers,
    pathParameters: Object.keys(pathParameters).length > 0 ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'gsk-bench',
      },
      requestId: 'bench',
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body,
    isBase64Encoded: false,
  };
};

/** The handler the others' cold starts are compared with. */
const healthHandler = routes[`GET ${apiPaths.health}`];

/**
 * Every handler of infra/routes.ts (and the S3 notifier, size only), bundled into `outDir`; then
 * each route handler started cold `coldStarts` times, in rounds over all of them: a fresh Node
 * process with the local stack's environment imports the bundle and invokes it once with a
 * representative event of its first route, against the local emulators.
 */
export async function measureLambdas(
  repoRoot: string,
  outDir: string,
  site: { origin: string; front: Record<string, string> },
): Promise<LambdaBundle[]> {
  await rm(outDir, { recursive: true, force: true });
  const uses = new Map<string, string[]>();
  const entries: [string, string][] = [
    ...Object.entries(routes),
    ['S3 notifier', applicationNotifier.handler],
  ];
  for (const [use, handler] of entries) uses.set(handler, [...(uses.get(handler) ?? []), use]);

  const esbuild = sstEsbuild(repoRoot);
  const bundles: LambdaBundle[] = [];
  for (const [handler, usedBy] of uses) {
    progress(`bundling ${handler}`);
    const path = handler.slice(0, handler.lastIndexOf('.'));
    const outfile = resolve(outDir, `${relative('functions/src', path)}.mjs`);
    const { metafile } = await bundleHandler(
      esbuild,
      repoRoot,
      join(repoRoot, `${path}.ts`),
      outfile,
    );
    const code = await readFile(outfile);
    const full = await bundleHandler(esbuild, repoRoot, join(repoRoot, `${path}.ts`), outfile, {
      sdkBundled: true,
    });
    const routeKey = usedBy.find((use) => use in routes);
    bundles.push({
      handler,
      uses: usedBy,
      bytes: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
      withSdk: full.outputFiles?.find((output) => output.path === outfile)?.contents.length ?? 0,
      heaviest: heaviestOf(metafile),
      outfile,
      routeKey,
      coldStartMs: [],
      statuses: [],
    });
  }
  // Round by round over all bundles, so a burst of other work on the machine spreads over them all.
  for (let round = 1; round <= coldStarts; round += 1) {
    progress(`lambda cold starts, round ${round}/${coldStarts}`);
    for (const lambda of bundles) {
      if (!lambda.routeKey) continue;
      const event = eventFor(lambda.routeKey, site.front, site.origin);
      try {
        const { ms: elapsed, status } = await timeColdStart(lambda.outfile, event);
        lambda.coldStartMs.push(elapsed);
        lambda.statuses.push(String(status));
      } catch (error) {
        // A handler that throws or crashes: Lambda would answer 500; reported, never timed.
        progress(`${lambda.handler} failed: ${String(error).split('\n')[0]}`);
        lambda.statuses.push('crashed');
      }
    }
  }
  return bundles;
}

/** The Lambda table: bundle size against its target; cold start to first response beside /health's. */
export function lambdaSection(bundles: LambdaBundle[]): Section {
  const misses: string[] = [];
  const health = bundles.find(({ handler }) => handler === healthHandler);
  const healthMs = health ? median(health.coldStartMs) : Number.NaN;
  const rows = bundles.map(
    ({ handler, uses, bytes, gzip, withSdk, heaviest, routeKey, coldStartMs, statuses }) => {
      const size = atMost(bytes, targets.lambdaBundleBytes, kb);
      if (!size.met)
        misses.push(`Lambda bundle ${handler}: ${kb(bytes)} > ${kb(targets.lambdaBundleBytes)}`);
      const cold = median(coldStartMs);
      const failed = statuses.filter((status) => status === 'crashed' || status.startsWith('5'));
      if (failed.length > 0)
        misses.push(`Cold start of ${handler}: first response ${failed.join(', ')}`);
      const verdicts = [
        ...(size.met ? [] : [`MISSES size (${size.text})`]),
        ...(failed.length > 0 ? [`FAILS: ${failed.length} × 5xx/crash`] : []),
      ];
      return [
        handler.replace(/^functions\/src\//, ''),
        uses.join(', '),
        kb(bytes),
        kb(gzip),
        kb(withSdk),
        routeKey
          ? `${ms(cold)} (${ms(Math.min(...coldStartMs))}–${ms(Math.max(...coldStartMs))})`
          : 'not invoked (S3 event)',
        routeKey ? `${(cold / healthMs).toFixed(2)}×` : '—',
        [...new Set(statuses)].join(', ') || '—',
        heaviest.map(({ name, bytes: share }) => `${name} ${kb(share)}`).join(', '),
        verdicts.join('; ') || 'meets',
      ];
    },
  );
  return {
    misses,
    tables: [
      {
        title: 'Lambda handlers: bundle size and cold start to first response',
        columns: [
          'Handler',
          'Serves',
          'Minified',
          'gzip',
          'Minified, were the SDK bundled in',
          `Cold start median (min–max)`,
          'Ratio to /health',
          'First status',
          'Heaviest parts',
          `Verdict (size ≤ ${kb(targets.lambdaBundleBytes)}, no 5xx)`,
        ],
        rows,
        notes: [
          'Handlers: every one of infra/routes.ts (new routes are measured as they are added) and ' +
            'the S3 notifier (size only), bundled as SST v2 deploys them (its own esbuild, ESM, ' +
            'minified, infra/function-bundling.ts: @aws-sdk/* left to the nodejs22.x runtime, which ' +
            'ships the SDK v3); the size verdict is on that bundle. The next column is the same ' +
            'bundle with the SDK bundled in, for comparison.',
          `Cold start: in a fresh \`node\` (${process.version}; Lambda runs nodejs22.x) with the ` +
            "local stack's handler environment, `await import()` of the bundle and its first " +
            "invocation, to the resolved response, with a representative API Gateway event of the handler's " +
            "first route (path parameters filled in, the site front's headers, a valid donation on " +
            `POST ${apiPaths.payments}, \`{}\` on other POSTs: their status shows which path ran) ` +
            `against the local emulators; median of ${coldStarts} processes, taken in rounds over all ` +
            "handlers. Node's own start-up is not included.",
          `Ratio to /health: the handler's median over /health's (${ms(healthMs)}).`,
        ],
      },
    ],
  };
}
