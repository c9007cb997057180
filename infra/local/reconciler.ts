import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { startSweep } from './emulators/sweeps';

/** What the reconciler's handler returns (functions/src/payments/reconcile.ts), as figures. */
export type ReconcileSummary = Record<string, number>;

/** The scheduled handler: an EventBridge scheduled event (only its `time` is read). */
export type ScheduledHandler = (event: { time?: string }, context: Context) => Promise<unknown>;

/** Loads `path/to/file.export` (relative to `root`) as the API adapter loads route handlers. */
export async function loadScheduledHandler(
  root: string,
  handlerPath: string,
): Promise<ScheduledHandler> {
  const dot = handlerPath.lastIndexOf('.');
  const file = resolve(root, `${handlerPath.slice(0, dot)}.ts`);
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const handler = module[handlerPath.slice(dot + 1)];
  if (typeof handler !== 'function') throw new Error(`${handlerPath} exports no function`);
  return handler as ScheduledHandler;
}

const lambdaContext = (): Context => {
  const deadline = Date.now() + 240_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'reconciler',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:reconciler',
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: '/aws/lambda/reconciler',
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

/** Runs the reconciler's handler once, as EventBridge would at `now`, and returns its summary. */
export async function runReconciler(
  handler: ScheduledHandler,
  now = new Date(),
): Promise<ReconcileSummary> {
  return (await handler({ time: now.toISOString() }, lambdaContext())) as ReconcileSummary;
}

/** A one-line account of a run: the figures that are not zero ('nothing to do' otherwise). */
export const describeRun = (summary: ReconcileSummary): string => {
  const figures = Object.entries(summary).filter(([, value]) => value !== 0);
  return figures.length === 0
    ? 'nothing to do'
    : figures.map(([name, value]) => `${name} ${value}`).join(', ');
};

export interface LocalReconcilerOptions {
  load: () => Promise<ScheduledHandler>;
  /** How often it runs by itself; never when absent (only `run`). */
  intervalMs?: number;
  /** Where each run's account goes (the console by default). */
  log?: (line: string) => void;
}

export interface LocalReconciler {
  /** Runs once now (or as at `now`), after any run in progress; resolves to its summary. */
  run(now?: Date): Promise<ReconcileSummary>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * What EventBridge does for the reconciler in AWS, on this machine: the same handler every
 * `intervalMs`, one run at a time, each run's account logged when it did or found something.
 */
export function startLocalReconciler(options: LocalReconcilerOptions): LocalReconciler {
  const log = options.log ?? ((line: string) => console.info(line));
  let handler: Promise<ScheduledHandler> | undefined;
  return startSweep(
    async (now) => {
      handler ??= options.load();
      return runReconciler(await handler, now);
    },
    {
      intervalMs: options.intervalMs,
      label: 'reconciler run',
      report: (summary) => {
        const account = describeRun(summary);
        if (account !== 'nothing to do') log(`[reconciler] ${account}`);
      },
    },
  );
}
