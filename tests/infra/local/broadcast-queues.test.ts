import {
  GetQueueAttributesCommand,
  SetQueueAttributesCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientConfig,
  ensureResources,
  localQueueArn,
  localQueueUrl,
} from '../../../infra/local/emulators';
import type { Emulators } from '../../../infra/local/emulators';
import {
  broadcastQueues,
  deadLetterQueueName,
  deadLetterRetentionSeconds,
  defaultBroadcastSendRate,
  sendIntervalMs,
  snsSmsRate,
} from '../../../infra/queues';
import { removeDir, startTestEmulators, tempDataDir } from './support';

let dataDir: string;
let emulators: Emulators;
let sqs: SQSClient;

beforeAll(async () => {
  dataDir = await tempDataDir();
  emulators = await startTestEmulators(dataDir);
  sqs = new SQSClient(clientConfig(emulators, 'sqs'));
});

afterAll(async () => {
  sqs?.destroy();
  await emulators?.stop();
  await removeDir(dataDir);
});

const attributesOf = async (name: string) =>
  (
    await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: localQueueUrl(emulators, name),
        AttributeNames: ['All'],
      }),
    )
  ).Attributes ?? {};

describe("the broadcasts' queues", () => {
  it('are created locally from infra/queues.ts, each redriving to its dead-letter queue, idempotently', async () => {
    await ensureResources(emulators);
    // A data folder from before a definition changed: the next start sets the definition again.
    await sqs.send(
      new SetQueueAttributesCommand({
        QueueUrl: localQueueUrl(emulators, broadcastQueues[1].name),
        Attributes: { VisibilityTimeout: '999' },
      }),
    );
    await ensureResources(emulators);
    for (const queue of broadcastQueues) {
      const attributes = await attributesOf(queue.name);
      expect(attributes.VisibilityTimeout).toBe(String(queue.localVisibilityTimeoutSeconds));
      expect(JSON.parse(attributes.RedrivePolicy ?? '{}')).toEqual({
        deadLetterTargetArn: localQueueArn(emulators, deadLetterQueueName(queue)),
        maxReceiveCount: queue.maxReceiveCount,
      });
      const deadLetters = await attributesOf(deadLetterQueueName(queue));
      expect(deadLetters.MessageRetentionPeriod).toBe(String(deadLetterRetentionSeconds));
    }
  });

  it('pace the sends under SES’s and SNS’s rates at the mappings’ concurrency', () => {
    const send = broadcastQueues[1];
    for (const rate of [defaultBroadcastSendRate, 1, 50, 100]) {
      const perSecond = (send.maxConcurrency * 1000) / sendIntervalMs(rate);
      expect(perSecond).toBeLessThanOrEqual(Math.min(rate, snsSmsRate));
    }
    expect(sendIntervalMs()).toBe(143);
    // A batch at that pace ends well inside the function's timeout.
    expect((send.batchSize * sendIntervalMs(1)) / 1000).toBeLessThan(send.timeoutSeconds);
    for (const queue of broadcastQueues) {
      expect(queue.maxConcurrency).toBeGreaterThanOrEqual(2);
      expect(queue.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(6 * queue.timeoutSeconds);
    }
  });
});
