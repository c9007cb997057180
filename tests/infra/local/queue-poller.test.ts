import { join } from 'node:path';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localCredentials, localRegion } from '../../../infra/local/emulators';
import { startSqs } from '../../../infra/local/emulators/sqs';
import type { SqsEmulator } from '../../../infra/local/emulators/sqs';
import { startQueuePoller, succeededRecords } from '../../../infra/local/queue-poller';
import type { QueuePoller, SqsEventHandler } from '../../../infra/local/queue-poller';
import { removeDir, tempDataDir } from './support';

let dataDir: string;
let sqs: SqsEmulator;
let client: SQSClient;
let queueCount = 0;

beforeAll(async () => {
  dataDir = await tempDataDir();
  sqs = await startSqs(join(dataDir, 'sqs'), 0, localCredentials.accessKeyId, localRegion);
  client = new SQSClient({
    endpoint: sqs.endpoint,
    region: localRegion,
    credentials: { ...localCredentials },
  });
});

afterAll(async () => {
  client.destroy();
  await sqs.stop();
  await removeDir(dataDir);
});

/** A queue (1 s visibility timeout, dead letters after 3 receives) and its ARNs. */
const newQueue = async () => {
  queueCount += 1;
  const name = `poller-${queueCount}`;
  const dead = await client.send(new CreateQueueCommand({ QueueName: `${name}-dead-letters` }));
  const deadArn = `arn:aws:sqs:${localRegion}:000000000000:${name}-dead-letters`;
  const { QueueUrl } = await client.send(
    new CreateQueueCommand({
      QueueName: name,
      Attributes: {
        VisibilityTimeout: '1',
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: deadArn, maxReceiveCount: 3 }),
      },
    }),
  );
  return {
    url: QueueUrl!,
    arn: `arn:aws:sqs:${localRegion}:000000000000:${name}`,
    deadLetters: dead.QueueUrl!,
  };
};

const sendBodies = (QueueUrl: string, bodies: string[]) =>
  client.send(
    new SendMessageBatchCommand({
      QueueUrl,
      Entries: bodies.map((body, index) => ({ Id: `m${index}`, MessageBody: body })),
    }),
  );

const poller = (
  queue: { url: string; arn: string },
  handler: SqsEventHandler | (() => Promise<SqsEventHandler>),
  options: { batchSize?: number; maxConcurrency?: number; loads?: boolean } = {},
): QueuePoller =>
  startQueuePoller({
    name: 'test-consumer',
    queueUrl: queue.url,
    queueArn: queue.arn,
    client: { endpoint: sqs.endpoint, region: localRegion, credentials: { ...localCredentials } },
    batchSize: options.batchSize ?? 10,
    maxConcurrency: options.maxConcurrency ?? 2,
    timeoutSeconds: 30,
    load:
      options.loads === false
        ? (handler as () => Promise<SqsEventHandler>)
        : async () => handler as SqsEventHandler,
  });

const countOf = async (QueueUrl: string) => {
  const { Attributes = {} } = await client.send(
    new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['All'] }),
  );
  return (
    Number(Attributes.ApproximateNumberOfMessages) +
    Number(Attributes.ApproximateNumberOfMessagesNotVisible)
  );
};

describe('succeededRecords (ReportBatchItemFailures)', () => {
  const records = ['a', 'b', 'c'].map((messageId) => ({ messageId }) as SQSRecord);

  it('takes all but the listed failures', () => {
    expect(
      succeededRecords(records, { response: { batchItemFailures: [{ itemIdentifier: 'b' }] } }),
    ).toEqual([records[0], records[2]]);
    expect(succeededRecords(records, { response: undefined })).toEqual(records);
    expect(succeededRecords(records, { response: { batchItemFailures: [] } })).toEqual(records);
  });

  it('fails the whole batch on a thrown error or an identifier not in the batch', () => {
    expect(succeededRecords(records, { error: new Error('boom') })).toEqual([]);
    expect(
      succeededRecords(records, { response: { batchItemFailures: [{ itemIdentifier: 'z' }] } }),
    ).toEqual([]);
    expect(
      succeededRecords(records, { response: { batchItemFailures: [{ itemIdentifier: '' }] } }),
    ).toEqual([]);
  });
});

describe('the local SQS event source', () => {
  it('invokes the handler with SQS records, deletes successes and retries only the failures', async () => {
    const queue = await newQueue();
    const seen: SQSRecord[] = [];
    const failedOnce = new Set<string>();
    const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
      seen.push(...event.Records);
      const batchItemFailures = event.Records.filter(
        (record) => record.body.startsWith('flaky') && !failedOnce.has(record.body),
      ).map((record) => {
        failedOnce.add(record.body);
        return { itemIdentifier: record.messageId };
      });
      return { batchItemFailures };
    };
    const running = poller(queue, handler);
    await sendBodies(queue.url, ['one', 'two', 'flaky-1', 'three', 'flaky-2']);
    await running.idle();
    await running.stop();

    expect(seen[0]).toMatchObject({
      eventSource: 'aws:sqs',
      eventSourceARN: queue.arn,
      awsRegion: localRegion,
      attributes: { ApproximateReceiveCount: '1' },
    });
    expect(Number(seen[0]!.attributes.SentTimestamp)).toBeGreaterThan(0);
    const bodies = seen.map((record) => record.body);
    // Every body handled once, the flaky ones twice: the retry came after the visibility timeout.
    expect(bodies.filter((body) => !body.startsWith('flaky')).sort()).toEqual([
      'one',
      'three',
      'two',
    ]);
    expect(bodies.filter((body) => body === 'flaky-1')).toHaveLength(2);
    expect(bodies.filter((body) => body === 'flaky-2')).toHaveLength(2);
    const retried = seen.filter((record) => record.body === 'flaky-1');
    expect(retried.map((record) => record.attributes.ApproximateReceiveCount)).toEqual(['1', '2']);
    expect(await countOf(queue.url)).toBe(0);
  });

  it('fails the whole batch when the handler throws, and dead-letters after maxReceiveCount', async () => {
    const queue = await newQueue();
    let calls = 0;
    const handler = async (event: SQSEvent) => {
      calls += 1;
      if (event.Records.some((record) => record.body === 'poison')) throw new Error('poisoned');
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const running = poller(queue, handler, { batchSize: 1, maxConcurrency: 2 });
    await sendBodies(queue.url, ['fine', 'poison']);
    await running.idle();
    await running.stop();
    errors.mockRestore();
    // 'fine' once, 'poison' on each of its 3 receives; the 4th receive moved it to the dead letters.
    expect(calls).toBe(4);
    const { Messages = [] } = await client.send(
      new ReceiveMessageCommand({ QueueUrl: queue.deadLetters, MaxNumberOfMessages: 10 }),
    );
    expect(Messages.map((message) => message.Body)).toEqual(['poison']);
  });

  it('runs at most maxConcurrency invocations of at most batchSize records', async () => {
    const queue = await newQueue();
    let now = 0;
    let most = 0;
    const sizes: number[] = [];
    const handler = async (event: SQSEvent) => {
      now += 1;
      most = Math.max(most, now);
      sizes.push(event.Records.length);
      await new Promise((done) => setTimeout(done, 30));
      now -= 1;
    };
    await sendBodies(
      queue.url,
      Array.from({ length: 10 }, (_, index) => `a${index}`),
    );
    await sendBodies(
      queue.url,
      Array.from({ length: 10 }, (_, index) => `b${index}`),
    );
    const running = poller(queue, handler, { batchSize: 3, maxConcurrency: 2 });
    await running.idle();
    await running.stop();
    expect(most).toBeLessThanOrEqual(2);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(20);
  });

  it('keeps the messages and logs clearly when the handler cannot be loaded', async () => {
    const queue = await newQueue();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const running = poller(
      queue,
      () => Promise.reject(new Error('Cannot find module functions/src/broadcasts/plan.ts')),
      { loads: false },
    );
    await sendBodies(queue.url, ['waiting']);
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    await running.stop();
    expect(String(errors.mock.calls[0]?.[0])).toContain('cannot load its handler');
    errors.mockRestore();
    expect(await countOf(queue.url)).toBe(1);
  });

  it('stop waits for a running invocation', async () => {
    const queue = await newQueue();
    let finished = false;
    let started!: () => void;
    const begun = new Promise<void>((done) => (started = done));
    const running = poller(queue, async () => {
      started();
      await new Promise((done) => setTimeout(done, 300));
      finished = true;
    });
    await sendBodies(queue.url, ['slow']);
    await begun;
    await running.stop();
    expect(finished).toBe(true);
    expect(await countOf(queue.url)).toBe(0);
  });
});
