import { EventEmitter } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { S3Event } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { s3EventOf, startNotifier } from '../../../infra/local/notifier';
import type { LocalNotifier, S3EventHandler } from '../../../infra/local/notifier';
import { applicationNotifier } from '../../../infra/routes';
import { pollInterval, uiTimeout } from '../../support/waits';
import { removeDir, tempDataDir } from './support';

let dataDir: string;
let events: EventEmitter;
let notifier: LocalNotifier | undefined;

beforeEach(async () => {
  dataDir = await tempDataDir();
  events = new EventEmitter();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  await notifier?.stop();
  notifier = undefined;
  vi.restoreAllMocks();
  await removeDir(dataDir);
});

const start = async (
  handler: S3EventHandler,
  retryDelaysMs = [5, 10],
  listKeys?: () => Promise<string[]>,
) => {
  notifier = await startNotifier({
    events,
    bucket: 'applications',
    prefix: applicationNotifier.prefix,
    suffix: applicationNotifier.suffix,
    load: async () => handler,
    stateDir: join(dataDir, 'notifier'),
    deadLetterDir: join(dataDir, 'dead-letter'),
    listKeys,
    region: 'ap-southeast-1',
    retryDelaysMs,
  });
  return notifier;
};

/** The keys of the events waiting in the notifier's queue folder. */
const queuedKeys = async () => {
  const dir = join(dataDir, 'notifier', 'queue');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  const entries = await Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as { key: string },
    ),
  );
  return entries.map((entry) => entry.key);
};

const created = (key: string, bucket = 'applications') =>
  events.emit('object-created', { bucket, key, size: 42, eventName: 'ObjectCreated:Put' });

describe('the local notifier', () => {
  it('invokes the handler with an S3 event for an application, and for nothing else', async () => {
    const seen: S3Event[] = [];
    const running = await start(async (event) => {
      seen.push(event);
    });
    created('applications/3f1e/application.json');
    created('applications/3f1e/cv.pdf');
    created('uploads/partner/x.pdf');
    created('applications/3f1e/application.json', 'other-bucket');
    await running.idle();
    expect(seen).toHaveLength(1);
    const record = seen[0]?.Records[0];
    expect(record).toMatchObject({
      eventSource: 'aws:s3',
      eventName: 'ObjectCreated:Put',
      awsRegion: 'ap-southeast-1',
      s3: {
        bucket: { name: 'applications', arn: 'arn:aws:s3:::applications' },
        object: { key: 'applications/3f1e/application.json', size: 42 },
      },
    });
  });

  it('URL-encodes keys as S3 does, with + for a space', () => {
    const event = s3EventOf(
      { bucket: 'b', key: 'applications/a b/ç+.json', size: 1, eventName: 'ObjectCreated:Post' },
      'ap-southeast-1',
    );
    expect(event.Records[0]?.s3.object.key).toBe('applications/a+b/%C3%A7%2B.json');
  });

  it('retries a failure twice and succeeds on the third attempt', async () => {
    let attempts = 0;
    const running = await start(async () => {
      attempts += 1;
      if (attempts < 3) throw new Error('SES is throttling');
    });
    created('applications/1/application.json');
    await running.idle();
    expect(attempts).toBe(3);
    await expect(readdir(join(dataDir, 'dead-letter'))).rejects.toThrow();
  });

  it('keeps an event that failed three times in the dead-letter folder', async () => {
    const handler = vi.fn(async () => {
      throw new Error('ADMIN_EMAILS is empty');
    });
    const running = await start(handler);
    created('applications/2/application.json');
    await running.idle();
    expect(handler).toHaveBeenCalledTimes(3);
    const [file, ...others] = await readdir(join(dataDir, 'dead-letter'));
    expect(others).toEqual([]);
    const kept = JSON.parse(await readFile(join(dataDir, 'dead-letter', file ?? ''), 'utf8')) as {
      event: S3Event;
      error: string;
      attempts: number;
    };
    expect(kept.attempts).toBe(3);
    expect(kept.error).toBe('Error: ADMIN_EMAILS is empty');
    expect(kept.event.Records[0]?.s3.object.key).toBe('applications/2/application.json');
  });

  it('on stop, waits for a running invocation and keeps an event still waiting for a retry in its queue', async () => {
    const running = await start(async () => {
      throw new Error('down');
    }, [60_000, 60_000]);
    created('applications/3/application.json');
    await vi.waitFor(
      () =>
        expect(console.warn).toHaveBeenCalledWith(
          expect.stringContaining('attempt 1 failed'),
          expect.any(Error),
        ),
      { timeout: uiTimeout, interval: pollInterval },
    );
    await running.stop();
    await expect(readdir(join(dataDir, 'dead-letter'))).rejects.toThrow();
    expect(await queuedKeys()).toEqual(['applications/3/application.json']);
    created('applications/4/application.json');
    await running.idle();
    expect(await queuedKeys()).toEqual(['applications/3/application.json']);
  });

  it('keeps an event on disk from the moment it is emitted until it is handled, and replays it on the next start', async () => {
    const requestIds: string[] = [];
    let release = () => undefined as void;
    const blocked = new Promise<void>((done) => (release = done));
    const first = await start(async (_event, context) => {
      requestIds.push(context.awsRequestId);
      await blocked;
      throw new Error('killed');
    });
    created('applications/5/application.json');
    // Synchronous: on disk before the S3 emulator, which emits first, answers the upload.
    expect(await queuedKeys()).toEqual(['applications/5/application.json']);
    // A kill: the invocation never ends; the next start finds the event still queued.
    const handled: string[] = [];
    events = new EventEmitter();
    const second = await start(async (event, context) => {
      requestIds.push(context.awsRequestId);
      handled.push(event.Records[0]?.s3.object.key ?? '');
    });
    await second.idle();
    expect(handled).toEqual(['applications/5/application.json']);
    expect(await queuedKeys()).toEqual([]);
    // Every attempt and replay of one event carries one request id, as Lambda's retries do.
    expect(new Set(requestIds).size).toBe(1);
    release();
    await first.stop();
  });

  it('announces keys stored while it was down, but not those there before its first start', async () => {
    const bucket = ['applications/old/application.json', 'applications/old/cv.pdf'];
    const seen: string[] = [];
    const handler: S3EventHandler = async (event) => {
      seen.push(event.Records[0]?.s3.object.key ?? '');
    };
    await (await start(handler, [5, 10], async () => bucket)).stop();
    expect(seen).toEqual([]);
    bucket.push('applications/new/application.json', 'applications/new/cv.pdf');
    const running = await start(handler, [5, 10], async () => bucket);
    await running.idle();
    expect(seen).toEqual(['applications/new/application.json']);
    await running.stop();
    await (await start(handler, [5, 10], async () => bucket)).idle();
    expect(seen).toHaveLength(1);
  });
});
