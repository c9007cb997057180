import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';
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
  /**
   * The notifier's own folder: the events accepted and not yet handled (`queue/`) and the log of
   * the keys handled (`handled.jsonl`).
   */
  stateDir: string;
  /** Where an event goes, as JSON with its last error, once every attempt has failed. */
  deadLetterDir: string;
  region: string;
  /**
   * The bucket's keys under `prefix`, as stored: at start-up, a matching key the notifier has no
   * record of (stored while it was not running) is announced as a new event. Without it, no check.
   */
  listKeys?: () => Promise<string[]>;
  /**
   * Waits before each retry. Lambda retries a failed asynchronous invocation twice, about one and
   * two minutes later; locally the same two retries come sooner.
   */
  retryDelaysMs?: readonly number[];
}

export interface LocalNotifier {
  /** Resolves once no invocation is running or waiting for a retry. */
  idle(): Promise<void>;
  /**
   * Stops listening and waits for running invocations; events still waiting for a retry stay in
   * the queue, to be tried again on the next start.
   */
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

/** An accepted event, as its queue file keeps it until it is handled or dead-lettered. */
interface QueuedEvent {
  /** The invocation's request id: the same on every attempt and replay, as Lambda keeps it. */
  requestId: string;
  key: string;
  event: S3Event;
  /** Attempts that failed so far, and the last one's error. */
  failures: number;
  error?: string;
}

/** Writes a whole file durably and synchronously: temporary file, fsync, rename, fsync of the folder. */
const writeDurably = (dir: string, name: string, text: string): void => {
  const temporary = join(dir, `.${name}.tmp`);
  const handle = openSync(temporary, 'w');
  try {
    writeSync(handle, text);
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  renameSync(temporary, join(dir, name));
  syncDir(dir);
};

const syncDir = (dir: string): void => {
  const handle = openSync(dir, 'r');
  try {
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
};

const appendDurably = (file: string, text: string): void => {
  const handle = openSync(file, 'a');
  try {
    writeSync(handle, text);
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
};

/**
 * The notifier's durable state. Synchronous on purpose: an event is on disk before the S3 emulator
 * (which emits it before answering) acknowledges the upload, and is gone only once handled.
 */
class EventQueue {
  readonly handled = new Set<string>();
  private sequence = 0;

  constructor(private readonly dir: string) {}

  private get queueDir(): string {
    return join(this.dir, 'queue');
  }

  private get handledFile(): string {
    return join(this.dir, 'handled.jsonl');
  }

  /** Reads the handled keys and the events left queued by an earlier run, oldest first. */
  load(): [string, QueuedEvent][] {
    mkdirSync(this.queueDir, { recursive: true });
    const log = existsSync(this.handledFile) ? readFileSync(this.handledFile, 'utf8') : '';
    for (const line of log.split('\n')) {
      try {
        const entry = JSON.parse(line) as { key?: unknown };
        if (typeof entry.key === 'string') this.handled.add(entry.key);
      } catch {
        // An empty or torn line: its event is still in the queue.
      }
    }
    const names = readdirSync(this.queueDir)
      .filter((name) => name.endsWith('.json'))
      .sort();
    const queued: [string, QueuedEvent][] = [];
    for (const name of names) {
      try {
        queued.push([name, JSON.parse(readFileSync(join(this.queueDir, name), 'utf8'))]);
      } catch (error) {
        console.error(`[notifier] unreadable queued event ${name}`, error);
      }
    }
    return queued;
  }

  /** Keeps a new event; returns its file's name. */
  add(entry: QueuedEvent): string {
    this.sequence += 1;
    const name = `${Date.now().toString(36).padStart(9, '0')}-${this.sequence.toString(36).padStart(6, '0')}-${entry.requestId}.json`;
    writeDurably(this.queueDir, name, JSON.stringify(entry));
    return name;
  }

  update(name: string, entry: QueuedEvent): void {
    writeDurably(this.queueDir, name, JSON.stringify(entry));
  }

  /** Records the event's key as handled, then drops it from the queue. */
  done(name: string, entry: QueuedEvent, outcome: 'notified' | 'dead-letter' | 'baseline'): void {
    this.markHandled(entry.key, entry.requestId, outcome);
    rmSync(join(this.queueDir, name), { force: true });
  }

  markHandled(key: string, requestId: string, outcome: string): void {
    appendDurably(
      this.handledFile,
      `${JSON.stringify({ key, requestId, outcome, at: new Date().toISOString() })}\n`,
    );
    this.handled.add(key);
  }
}

/**
 * What AWS does between the applications bucket and the notifier Lambda, on this machine, and
 * without losing an event to a kill: each matching 'object-created' event is written to the queue
 * folder (fsync'd) before the upload is acknowledged, then becomes an S3 event for the same
 * handler code, invoked asynchronously with one request id for all its attempts; a failure is
 * retried twice, and an event that still fails is written to the dead-letter folder and logged.
 * Only then does it leave the queue (its key logged as handled). At start-up the events left in
 * the queue are invoked again, and matching keys in the bucket the notifier has no record of
 * (stored while it was down) are announced; the handler's own claim makes a repeat harmless.
 * On the very first start over a data folder, the bucket's existing keys are recorded as handled
 * without announcing them.
 */
export async function startNotifier(options: LocalNotifierOptions): Promise<LocalNotifier> {
  const delays = options.retryDelaysMs ?? [1_000, 2_000];
  const { deadLetterDir } = options;
  const firstStart = !existsSync(join(options.stateDir, 'queue'));
  const queue = new EventQueue(options.stateDir);
  const running = new Set<Promise<void>>();
  const waiting = new Set<NodeJS.Timeout>();
  let handler: Promise<S3EventHandler> | undefined;
  let idleWaiters: (() => void)[] = [];
  let stopped = false;

  const settleIdle = () => {
    if (running.size > 0 || waiting.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const done of waiters) done();
  };

  const deadLetter = (name: string, entry: QueuedEvent) => {
    const file = join(deadLetterDir, `${Date.now()}-${entry.requestId}.json`);
    mkdirSync(deadLetterDir, { recursive: true });
    writeDurably(
      deadLetterDir,
      basename(file),
      `${JSON.stringify({ event: entry.event, error: entry.error, attempts: entry.failures }, null, 2)}\n`,
    );
    queue.done(name, entry, 'dead-letter');
    console.error(`[notifier] gave up after ${entry.failures} attempts; event kept in ${file}`);
  };

  const invoke = (name: string, entry: QueuedEvent): void => {
    const run = (async () => {
      try {
        handler ??= options.load();
        await (
          await handler
        )(entry.event, lambdaContext(entry.requestId));
        queue.done(name, entry, 'notified');
      } catch (error) {
        const failed = { ...entry, failures: entry.failures + 1, error: messageOf(error) };
        const delay = delays[entry.failures];
        if (delay === undefined) {
          deadLetter(name, failed);
          return;
        }
        queue.update(name, failed);
        if (stopped) return;
        console.warn(
          `[notifier] attempt ${failed.failures} failed; retrying in ${delay} ms`,
          error,
        );
        const timer = setTimeout(() => {
          waiting.delete(timer);
          invoke(name, failed);
        }, delay);
        waiting.add(timer);
      }
    })();
    running.add(run);
    void run.finally(() => {
      running.delete(run);
      settleIdle();
    });
  };

  const matches = (bucket: string, key: string) =>
    bucket === options.bucket && key.startsWith(options.prefix) && key.endsWith(options.suffix);

  const accept = (created: ObjectCreatedEvent) => {
    const entry: QueuedEvent = {
      requestId: randomUUID(),
      key: created.key,
      event: s3EventOf(created, options.region),
      failures: 0,
    };
    invoke(queue.add(entry), entry);
  };

  const handleCreated = (created: ObjectCreatedEvent) => {
    if (stopped || !matches(created.bucket, created.key)) return;
    accept(created);
  };

  const left = queue.load();
  options.events.on('object-created', handleCreated);
  for (const [name, entry] of left) invoke(name, entry);
  if (options.listKeys) {
    const known = new Set([...queue.handled, ...left.map(([, entry]) => entry.key)]);
    for (const key of await options.listKeys()) {
      if (!matches(options.bucket, key) || known.has(key)) continue;
      if (firstStart) queue.markHandled(key, '', 'baseline');
      else {
        console.warn(`[notifier] ${key} was stored while the notifier was down; announcing it`);
        accept({ bucket: options.bucket, key, size: 0, eventName: 'ObjectCreated:Put' });
      }
    }
  }

  const idle = () =>
    running.size === 0 && waiting.size === 0
      ? Promise.resolve()
      : new Promise<void>((done) => idleWaiters.push(done));

  return {
    idle,
    stop: async () => {
      stopped = true;
      options.events.off('object-created', handleCreated);
      for (const timer of waiting) clearTimeout(timer);
      waiting.clear();
      while (running.size > 0) await Promise.allSettled([...running]);
      settleIdle();
    },
  };
}
