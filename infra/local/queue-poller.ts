import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { Message } from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { LocalClientConfig } from './emulators';

/** An SQS event handler as Lambda calls it (with ReportBatchItemFailures). */
export type SqsEventHandler = (
  event: SQSEvent,
  context: Context,
) => Promise<SQSBatchResponse | void | undefined>;

export interface QueuePollerOptions {
  /** The function's name, for its context and the log. */
  name: string;
  queueUrl: string;
  queueArn: string;
  /** How the poller reaches the SQS emulator. */
  client: LocalClientConfig;
  /** Records per invocation and invocations at once, as the event source mapping sets them. */
  batchSize: number;
  maxConcurrency: number;
  /** The function's timeout (its context's remaining time). */
  timeoutSeconds: number;
  /** Loads the handler (by its path string, as Lambda would), at the first message. */
  load: () => Promise<SqsEventHandler>;
}

export interface QueuePoller {
  /** Resolves once the queue holds no message (visible, in flight or delayed) and nothing runs. */
  idle(): Promise<void>;
  /** Stops receiving and waits for running invocations; what they did not finish comes back. */
  stop(): Promise<void>;
}

/** Loads `path/to/file.export` (relative to `root`) as the API adapter loads route handlers. */
export async function loadSqsHandler(root: string, handlerPath: string): Promise<SqsEventHandler> {
  const dot = handlerPath.lastIndexOf('.');
  const file = resolve(root, `${handlerPath.slice(0, dot)}.ts`);
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const handler = module[handlerPath.slice(dot + 1)];
  if (typeof handler !== 'function') throw new Error(`${handlerPath} exports no function`);
  return handler as SqsEventHandler;
}

/** The record Lambda hands the function for one received message. */
export function sqsRecordOf(message: Message, queueArn: string, region: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? '',
      SenderId: attributes.SenderId ?? '',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? '',
    },
    messageAttributes: Object.fromEntries(
      Object.entries(message.MessageAttributes ?? {}).map(([name, value]) => [
        name,
        {
          dataType: (value.DataType ?? 'String') as 'String',
          stringListValues: [],
          binaryListValues: [],
          ...(value.StringValue !== undefined && { stringValue: value.StringValue }),
          ...(value.BinaryValue !== undefined && {
            binaryValue: Buffer.from(value.BinaryValue).toString('base64'),
          }),
        },
      ]),
    ),
    md5OfBody: message.MD5OfBody ?? '',
    ...(message.MD5OfMessageAttributes && {
      md5OfMessageAttributes: message.MD5OfMessageAttributes,
    }),
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}

const lambdaContext = (name: string, timeoutSeconds: number): Context => {
  const deadline = Date.now() + timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

/**
 * Which records of a batch succeeded, as Lambda reads a function's answer with
 * ReportBatchItemFailures: all but the listed failures; none when the function threw, or listed an
 * identifier that is not one of the batch's (Lambda then fails the whole batch).
 */
export function succeededRecords(
  records: readonly SQSRecord[],
  outcome: { error: unknown } | { response: SQSBatchResponse | void | undefined },
): SQSRecord[] {
  if ('error' in outcome) return [];
  const failures = outcome.response?.batchItemFailures ?? [];
  const ids = new Set(records.map((record) => record.messageId));
  if (failures.some((failure) => !failure.itemIdentifier || !ids.has(failure.itemIdentifier)))
    return [];
  const failed = new Set(failures.map((failure) => failure.itemIdentifier));
  return records.filter((record) => !failed.has(record.messageId));
}

/** How long a poller waits after a failed receive (the emulator restarting) before the next. */
const receiveRetryMs = 1_000;
/** How often `idle` looks at the queue's counts. */
const idleCheckMs = 50;

/**
 * Lambda's SQS event source on this machine: `maxConcurrency` loops each long-poll the queue for up
 * to `batchSize` messages, invoke the handler with them as an SQSEvent, and delete the records that
 * succeeded. Failed records are left alone: they come back when their visibility timeout passes
 * (and go to the dead-letter queue after the queue's maxReceiveCount), as on AWS. The handler is
 * loaded at the first message, so a stack whose handler file does not exist yet still starts; a
 * handler that cannot be loaded fails its batches and says so in the log.
 */
export function startQueuePoller(options: QueuePollerOptions): QueuePoller {
  const client = new SQSClient(options.client);
  const abort = new AbortController();
  let handler: Promise<SqsEventHandler> | undefined;
  let loadFailureLogged = false;
  let running = 0;
  let stopped = false;

  const loadHandler = async (): Promise<SqsEventHandler> => {
    handler ??= options.load();
    try {
      const loaded = await handler;
      loadFailureLogged = false;
      return loaded;
    } catch (error) {
      // Tried again at the next batch (the file may be written meanwhile).
      handler = undefined;
      if (!loadFailureLogged)
        console.error(
          `[queue ${options.name}] cannot load its handler: its messages come back after their visibility timeout, and go to the dead-letter queue after the queue's maxReceiveCount`,
          error,
        );
      loadFailureLogged = true;
      throw error;
    }
  };

  const invoke = async (messages: Message[]) => {
    const records = messages.map((message) =>
      sqsRecordOf(message, options.queueArn, options.client.region),
    );
    let outcome: { error: unknown } | { response: SQSBatchResponse | void | undefined };
    try {
      const handle = await loadHandler();
      outcome = {
        response: await handle(
          { Records: records },
          lambdaContext(options.name, options.timeoutSeconds),
        ),
      };
    } catch (error) {
      outcome = { error };
      if (handler) console.error(`[queue ${options.name}] invocation failed`, error);
    }
    const succeeded = succeededRecords(records, outcome);
    if (!succeeded.length) return;
    await client.send(
      new DeleteMessageBatchCommand({
        QueueUrl: options.queueUrl,
        Entries: succeeded.map((record, index) => ({
          Id: String(index),
          ReceiptHandle: record.receiptHandle,
        })),
      }),
    );
  };

  const loop = async () => {
    while (!stopped) {
      let messages: Message[];
      try {
        const answer = await client.send(
          new ReceiveMessageCommand({
            QueueUrl: options.queueUrl,
            MaxNumberOfMessages: options.batchSize,
            WaitTimeSeconds: 20,
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
          { abortSignal: abort.signal },
        );
        messages = answer.Messages ?? [];
      } catch (error) {
        if (stopped) return;
        console.warn(`[queue ${options.name}] receive failed; retrying`, error);
        await new Promise((done) => setTimeout(done, receiveRetryMs));
        continue;
      }
      if (!messages.length) continue;
      running += 1;
      try {
        await invoke(messages);
      } catch (error) {
        // The delete failed: those records come back and the handler sees them again.
        console.error(`[queue ${options.name}] could not delete handled records`, error);
      } finally {
        running -= 1;
      }
    }
  };

  const loops = Array.from({ length: options.maxConcurrency }, () => loop());

  const queueEmpty = async () => {
    const { Attributes = {} } = await client.send(
      new GetQueueAttributesCommand({
        QueueUrl: options.queueUrl,
        AttributeNames: [
          'ApproximateNumberOfMessages',
          'ApproximateNumberOfMessagesNotVisible',
          'ApproximateNumberOfMessagesDelayed',
        ],
      }),
    );
    return Object.values(Attributes).every((count) => count === '0');
  };

  return {
    idle: async () => {
      for (;;) {
        if (running === 0 && (await queueEmpty()) && running === 0) return;
        await new Promise((done) => setTimeout(done, idleCheckMs));
      }
    },
    stop: async () => {
      stopped = true;
      abort.abort();
      await Promise.allSettled(loops);
      client.destroy();
    },
  };
}
