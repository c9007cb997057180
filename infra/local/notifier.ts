import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, S3Event, S3EventRecord } from 'aws-lambda';
import type { ObjectCreatedEvent } from './emulators';

/** An S3 event handler as Lambda calls it. */
export type S3EventHandler = (event: S3Event, context: Context) => Promise<unknown>;

export interface LocalNotifierOptions {
  /** The S3 emulator's 'object-created' events. */
  events: EventEmitter;
  /** The bucket whose objects are watched. */
  bucket: string;
  /** Only keys with this prefix and suffix start the handler, as the bucket's notification filter. */
  prefix: string;
  suffix: string;
  /** Loads the handler; the stack loads it by its path string, as Lambda would. */
  load: () => Promise<S3EventHandler>;
  /** Where an event goes, as JSON with its last error, once every attempt has failed. */
  deadLetterDir: string;
  region: string;
  /**
   * Waits before each retry. Lambda retries a failed asynchronous invocation twice, about one and
   * two minutes later; locally the same two retries come sooner.
   */
  retryDelaysMs?: readonly number[];
}

export interface LocalNotifier {
  /** Resolves once no invocation is running or waiting for a retry. */
  idle(): Promise<void>;
  /** Stops listening, waits for running invocations; events still waiting for a retry go to the dead-letter folder. */
  stop(): Promise<void>;
}

/** Loads `path/to/file.export` (relative to `root`) the way the API adapter loads route handlers. */
export async function loadS3Handler(root: string, handlerPath: string): Promise<S3EventHandler> {
  const dot = handlerPath.lastIndexOf('.');
  const file = resolve(root, `${handlerPath.slice(0, dot)}.ts`);
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const handler = module[handlerPath.slice(dot + 1)];
  if (typeof handler !== 'function') throw new Error(`${handlerPath} exports no function`);
  return handler as S3EventHandler;
}

/** S3 URL-encodes keys in event notifications, with '+' for a space. */
const encodeKey = (key: string): string =>
  encodeURIComponent(key).replace(/%2F/g, '/').replace(/%20/g, '+');

/** The event S3 would send for one stored object (event structure version 2.1). */
export function s3EventOf(created: ObjectCreatedEvent, region: string): S3Event {
  const record: S3EventRecord = {
    eventVersion: '2.1',
    eventSource: 'aws:s3',
    awsRegion: region,
    eventTime: new Date().toISOString(),
    eventName: created.eventName,
    userIdentity: { principalId: 'local' },
    requestParameters: { sourceIPAddress: '127.0.0.1' },
    responseElements: { 'x-amz-request-id': randomUUID(), 'x-amz-id-2': randomUUID() },
    s3: {
      s3SchemaVersion: '1.0',
      configurationId: 'local-notifier',
      bucket: {
        name: created.bucket,
        ownerIdentity: { principalId: 'local' },
        arn: `arn:aws:s3:::${created.bucket}`,
      },
      object: {
        key: encodeKey(created.key),
        size: created.size,
        eTag: '',
        sequencer: Date.now().toString(16).toUpperCase(),
      },
    },
  };
  return { Records: [record] };
}

const lambdaContext = (requestId: string): Context => {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'application-notifier',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:application-notifier',
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: '/aws/lambda/application-notifier',
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

const messageOf = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * What AWS does between the applications bucket and the notifier Lambda, on this machine: each
 * matching 'object-created' event becomes an S3 event for the same handler code, invoked
 * asynchronously; a failure is retried twice, and an event that still fails is written to
 * `deadLetterDir` (the local dead-letter destination) and logged.
 */
export function startNotifier(options: LocalNotifierOptions): LocalNotifier {
  const delays = options.retryDelaysMs ?? [1_000, 2_000];
  const running = new Set<Promise<void>>();
  const waiting = new Map<NodeJS.Timeout, { event: S3Event; error: unknown; attempts: number }>();
  let handler: Promise<S3EventHandler> | undefined;
  let idleWaiters: (() => void)[] = [];

  const settleIdle = () => {
    if (running.size > 0 || waiting.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const done of waiters) done();
  };

  const deadLetter = async (event: S3Event, error: unknown, attempts: number) => {
    const file = join(options.deadLetterDir, `${Date.now()}-${randomUUID()}.json`);
    try {
      await mkdir(options.deadLetterDir, { recursive: true });
      await writeFile(
        file,
        `${JSON.stringify({ event, error: messageOf(error), attempts }, null, 2)}\n`,
        'utf8',
      );
      console.error(`[notifier] gave up after ${attempts} attempts; event kept in ${file}`, error);
    } catch (writeError) {
      console.error('[notifier] could not keep a failed event', event, error, writeError);
    }
  };

  const invoke = (event: S3Event, attempt: number): void => {
    const run = (async () => {
      try {
        handler ??= options.load();
        await (
          await handler
        )(event, lambdaContext(randomUUID()));
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined) {
          await deadLetter(event, error, attempt + 1);
          return;
        }
        console.warn(`[notifier] attempt ${attempt + 1} failed; retrying in ${delay} ms`, error);
        const timer = setTimeout(() => {
          waiting.delete(timer);
          invoke(event, attempt + 1);
        }, delay);
        waiting.set(timer, { event, error, attempts: attempt + 1 });
      }
    })();
    running.add(run);
    void run.finally(() => {
      running.delete(run);
      settleIdle();
    });
  };

  const handleCreated = (created: ObjectCreatedEvent) => {
    if (created.bucket !== options.bucket) return;
    if (!created.key.startsWith(options.prefix) || !created.key.endsWith(options.suffix)) return;
    invoke(s3EventOf(created, options.region), 0);
  };
  options.events.on('object-created', handleCreated);

  const idle = () =>
    running.size === 0 && waiting.size === 0
      ? Promise.resolve()
      : new Promise<void>((done) => idleWaiters.push(done));

  return {
    idle,
    stop: async () => {
      options.events.off('object-created', handleCreated);
      while (running.size > 0) await Promise.allSettled([...running]);
      const pending = [...waiting.entries()];
      waiting.clear();
      for (const [timer, { event, error, attempts }] of pending) {
        clearTimeout(timer);
        await deadLetter(event, error, attempts);
      }
      settleIdle();
    },
  };
}
