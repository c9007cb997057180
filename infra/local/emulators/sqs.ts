import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  accessKeyOf,
  closeServer,
  listen,
  loopback,
  PayloadTooLargeError,
  readBody,
  send,
  sendServerError,
} from './http';
import { SqsStore } from './sqs-store';
import type { QueueSettings, StoredAttribute, StoredMessage, StoredQueue } from './sqs-store';

/*
 * SQS as the broadcasts use it, over the JSON protocol @aws-sdk/client-sqs speaks (`POST /`,
 * `Content-Type: application/x-amz-json-1.0`, `X-Amz-Target: AmazonSQS.<Action>`, JSON answers;
 * errors as `{"__type":"com.amazonaws.sqs#<Error>","message":…}` with the Query protocol's code in
 * `x-amzn-query-error`, which the SDK's query-compatible mode reads). Standard queues only: queues
 * and their attributes (with a dead-letter queue's redrive policy), sending one message or a batch,
 * receiving with visibility timeouts and long polling, deleting, changing visibility, purging.
 * State is durable (sqs-store.ts): after a kill, every message not deleted is there again.
 */

/** The account every local queue belongs to (its URL and ARN). */
export const localAccountId = '000000000000';

/** SQS's limit on a message (body and attributes) and on a whole batch. */
const maxMessageBytes = 262_144;
/** Room for the JSON protocol's encoding around the largest batch. */
const maxRequestBytes = 2 * 1024 * 1024;
const maxBatchEntries = 10;
const maxVisibilityTimeout = 43_200;
const maxWaitSeconds = 20;
const queueNamePattern = /^[A-Za-z0-9_-]{1,80}$/;
const batchIdPattern = /^[A-Za-z0-9_-]{1,80}$/;
/** The characters SQS allows in a message body (XML 1.0's, as SQS documents them). */
const invalidBodyCharacter = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

const defaultSettings: QueueSettings = {
  visibilityTimeout: 30,
  messageRetentionPeriod: 345_600,
  delaySeconds: 0,
  receiveMessageWaitTimeSeconds: 0,
  maximumMessageSize: maxMessageBytes,
};

/** An error SQS answers with: its JSON type, its Query code, message and HTTP status. */
export class SqsError extends Error {
  constructor(
    readonly type: string,
    readonly queryCode: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const invalidParameter = (message: string) =>
  new SqsError('InvalidParameterValue', 'InvalidParameterValue', message);
const missingParameter = (name: string) =>
  new SqsError(
    'MissingParameter',
    'MissingParameter',
    `The request must contain the parameter ${name}.`,
  );
const noSuchQueue = () =>
  new SqsError(
    'QueueDoesNotExist',
    'AWS.SimpleQueueService.NonExistentQueue',
    'The specified queue does not exist.',
  );
const invalidHandle = (handle: string) =>
  new SqsError(
    'ReceiptHandleIsInvalid',
    'ReceiptHandleIsInvalid',
    `The input receipt handle "${handle}" is not a valid receipt handle.`,
    404,
  );

const md5 = (data: Buffer | string): string => createHash('md5').update(data).digest('hex');

/**
 * MD5OfMessageAttributes as SQS computes it: per attribute in name order, each of name, data type
 * and value as a 4-byte big-endian length and its bytes, with a transport byte (1 string, 2 binary)
 * before the value.
 */
export const md5OfAttributes = (attributes: Record<string, StoredAttribute>): string => {
  const hash = createHash('md5');
  const field = (bytes: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    hash.update(length).update(bytes);
  };
  for (const name of Object.keys(attributes).sort()) {
    const attribute = attributes[name]!;
    field(Buffer.from(name, 'utf8'));
    field(Buffer.from(attribute.DataType, 'utf8'));
    const binary = attribute.BinaryValue !== undefined;
    hash.update(Buffer.from([binary ? 2 : 1]));
    field(
      binary
        ? Buffer.from(attribute.BinaryValue ?? '', 'base64')
        : Buffer.from(attribute.StringValue ?? '', 'utf8'),
    );
  }
  return hash.digest('hex');
};

type Json = Record<string, unknown>;

const integerIn = (value: unknown, name: string, min: number, max: number): number => {
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max)
    throw invalidParameter(
      `Value ${String(value)} for parameter ${name} is invalid. Reason: Must be between ${min} and ${max}, if provided.`,
    );
  return number;
};

/** The queue attributes CreateQueue and SetQueueAttributes take, applied over `base`. */
const settingsOf = (attributes: unknown, base: QueueSettings): QueueSettings => {
  const settings: QueueSettings = { ...base };
  if (attributes === undefined) return settings;
  if (typeof attributes !== 'object' || attributes === null)
    throw invalidParameter('Attributes must be a map.');
  const invalid = (name: string) =>
    new SqsError(
      'InvalidAttributeValue',
      'InvalidAttributeValue',
      `Invalid value for the parameter ${name}.`,
    );
  const bounded = (name: string, value: unknown, min: number, max: number) => {
    const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
    if (!(number >= min && number <= max)) throw invalid(name);
    return number;
  };
  for (const [name, value] of Object.entries(attributes as Record<string, unknown>)) {
    switch (name) {
      case 'VisibilityTimeout':
        settings.visibilityTimeout = bounded(name, value, 0, maxVisibilityTimeout);
        break;
      case 'MessageRetentionPeriod':
        settings.messageRetentionPeriod = bounded(name, value, 60, 1_209_600);
        break;
      case 'DelaySeconds':
        settings.delaySeconds = bounded(name, value, 0, 900);
        break;
      case 'ReceiveMessageWaitTimeSeconds':
        settings.receiveMessageWaitTimeSeconds = bounded(name, value, 0, maxWaitSeconds);
        break;
      case 'MaximumMessageSize':
        settings.maximumMessageSize = bounded(name, value, 1024, maxMessageBytes);
        break;
      case 'RedrivePolicy': {
        if (value === '') {
          delete settings.redrivePolicy;
          break;
        }
        let policy: { deadLetterTargetArn?: unknown; maxReceiveCount?: unknown };
        try {
          policy = JSON.parse(String(value)) as typeof policy;
        } catch {
          throw invalid(name);
        }
        const target = policy.deadLetterTargetArn;
        const count = Number(policy.maxReceiveCount);
        if (
          typeof target !== 'string' ||
          !/^arn:aws:sqs:[^:]+:\d{12}:[A-Za-z0-9_-]{1,80}$/.test(target)
        )
          throw invalid(`${name}: deadLetterTargetArn`);
        if (!Number.isInteger(count) || count < 1 || count > 1000)
          throw invalid(`${name}: maxReceiveCount`);
        settings.redrivePolicy = { deadLetterTargetArn: target, maxReceiveCount: count };
        break;
      }
      default:
        throw new SqsError(
          'InvalidAttributeName',
          'InvalidAttributeName',
          `Unknown Attribute ${name}.`,
        );
    }
  }
  return settings;
};

/** A message's attributes as SendMessage takes them, checked as SQS checks them. */
const messageAttributesOf = (value: unknown): Record<string, StoredAttribute> | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null)
    throw invalidParameter('MessageAttributes must be a map.');
  const entries = Object.entries(value as Record<string, Json>);
  if (entries.length > 10)
    throw invalidParameter(
      'Number of message attributes [' + entries.length + '] exceeds the allowed maximum [10].',
    );
  if (!entries.length) return undefined;
  const attributes: Record<string, StoredAttribute> = {};
  for (const [name, attribute] of entries) {
    const dataType = attribute?.DataType;
    if (typeof dataType !== 'string' || !/^(String|Number|Binary)(\..+)?$/.test(dataType))
      throw invalidParameter(
        `The message attribute '${name}' has an invalid message attribute type.`,
      );
    const binary = dataType.startsWith('Binary');
    const field = binary ? attribute.BinaryValue : attribute.StringValue;
    if (typeof field !== 'string' || field === '')
      throw invalidParameter(
        `The message attribute '${name}' must contain a non-empty value of message attribute type '${dataType}'.`,
      );
    attributes[name] = binary
      ? { DataType: dataType, BinaryValue: field }
      : { DataType: dataType, StringValue: field };
  }
  return attributes;
};

const attributesSize = (attributes: Record<string, StoredAttribute> | undefined): number =>
  Object.entries(attributes ?? {}).reduce(
    (size, [name, attribute]) =>
      size +
      Buffer.byteLength(name) +
      Buffer.byteLength(attribute.DataType) +
      (attribute.BinaryValue !== undefined
        ? Buffer.from(attribute.BinaryValue, 'base64').length
        : Buffer.byteLength(attribute.StringValue ?? '')),
    0,
  );

/** What SendMessage and each SendMessageBatch entry ask for, checked; the message to store. */
const messageOf = (entry: Json, queue: StoredQueue, now: number): StoredMessage => {
  const body = entry.MessageBody;
  if (typeof body !== 'string') throw missingParameter('MessageBody');
  if (!body.length) throw invalidParameter('The request must contain the parameter MessageBody.');
  if (invalidBodyCharacter.test(body))
    throw new SqsError(
      'InvalidMessageContents',
      'InvalidMessageContents',
      'Invalid characters found. Valid unicode characters are #x9 | #xA | #xD | #x20 to #xD7FF | #xE000 to #xFFFD | #x10000 to #x10FFFF',
    );
  const attributes = messageAttributesOf(entry.MessageAttributes);
  const size = Buffer.byteLength(body) + attributesSize(attributes);
  if (size > queue.settings.maximumMessageSize)
    throw invalidParameter(
      `One or more parameters are invalid. Reason: Message must be shorter than ${queue.settings.maximumMessageSize} bytes.`,
    );
  const delay =
    entry.DelaySeconds === undefined
      ? queue.settings.delaySeconds
      : integerIn(entry.DelaySeconds, 'DelaySeconds', 0, 900);
  return {
    id: randomUUID(),
    body,
    md5OfBody: md5(body),
    ...(attributes && { attributes, md5OfAttributes: md5OfAttributes(attributes) }),
    sentAt: now,
    visibleAt: now + delay * 1000,
    receiveCount: 0,
  };
};

/** Checks a batch's entries as SQS does: some, at most ten, each id well formed and distinct. */
const batchEntries = (value: unknown): Json[] => {
  if (!Array.isArray(value) || !value.length)
    throw new SqsError(
      'EmptyBatchRequest',
      'AWS.SimpleQueueService.EmptyBatchRequest',
      'There should be at least one SendMessageBatchRequestEntry in the request.',
    );
  if (value.length > maxBatchEntries)
    throw new SqsError(
      'TooManyEntriesInBatchRequest',
      'AWS.SimpleQueueService.TooManyEntriesInBatchRequest',
      `Maximum number of entries per request are ${maxBatchEntries}. You have sent ${value.length}.`,
    );
  const ids = new Set<string>();
  for (const entry of value as Json[]) {
    const id = entry?.Id;
    if (typeof id !== 'string' || !batchIdPattern.test(id))
      throw new SqsError(
        'InvalidBatchEntryId',
        'AWS.SimpleQueueService.InvalidBatchEntryId',
        'A batch entry id can only contain alphanumeric characters, hyphens and underscores. It can be at most 80 letters long.',
      );
    if (ids.has(id))
      throw new SqsError(
        'BatchEntryIdsNotDistinct',
        'AWS.SimpleQueueService.BatchEntryIdsNotDistinct',
        `Id ${id} repeated.`,
      );
    ids.add(id);
  }
  return value as Json[];
};

/** A receipt handle names its queue and message, and one receive of it. */
const handleOf = (queue: string, id: string): string =>
  Buffer.from(`${queue}\n${id}\n${randomUUID()}`, 'utf8').toString('base64');

const parseHandle = (handle: unknown): { queue: string; id: string } => {
  if (typeof handle !== 'string' || !handle) throw missingParameter('ReceiptHandle');
  const parts = Buffer.from(handle, 'base64').toString('utf8').split('\n');
  if (parts.length !== 3 || !parts[0] || !parts[1]) throw invalidHandle(handle);
  return { queue: parts[0], id: parts[1] };
};

/** A batch entry's failure, as SQS lists it beside the successes. */
const failureOf = (id: string, error: unknown) => {
  if (!(error instanceof SqsError)) throw error;
  return { Id: id, SenderFault: true, Code: error.queryCode, Message: error.message };
};

export interface SqsEmulator {
  port: number;
  /** `http://127.0.0.1:<port>`; a queue's URL is `{endpoint}/{account}/{name}`. */
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * Starts an SQS endpoint on loopback keeping its queues in `dir` (a journal, sqs-store.ts), for
 * calls signed with `accessKeyId`. GET `/` lists the queues and their counts as JSON.
 */
export async function startSqs(
  dir: string,
  port: number,
  accessKeyId: string,
  region: string,
): Promise<SqsEmulator> {
  const store = await SqsStore.open(dir);
  /** Long polls waiting on a queue: called when a message may have become receivable. */
  const waiting = new Map<string, Set<() => void>>();
  let endpoint = '';
  let stopped = false;

  const arnOf = (name: string) => `arn:aws:sqs:${region}:${localAccountId}:${name}`;
  const urlOf = (name: string) => `${endpoint}/${localAccountId}/${name}`;
  const wake = (name: string) => {
    for (const done of waiting.get(name) ?? []) done();
  };

  const queueOf = (body: Json): StoredQueue => {
    const url = body.QueueUrl;
    if (typeof url !== 'string' || !url) throw missingParameter('QueueUrl');
    let path: string[];
    try {
      path = new URL(url).pathname.split('/').filter(Boolean);
    } catch {
      throw noSuchQueue();
    }
    const queue =
      path.length === 2 && path[0] === localAccountId ? store.queues.get(path[1]!) : undefined;
    if (!queue) throw noSuchQueue();
    return queue;
  };

  const expired = (queue: StoredQueue, message: StoredMessage, now: number) =>
    message.sentAt + queue.settings.messageRetentionPeriod * 1000 <= now;

  const counts = (queue: StoredQueue, now: number) => {
    let visible = 0;
    let inFlight = 0;
    let delayed = 0;
    for (const message of queue.messages.values()) {
      if (expired(queue, message, now)) continue;
      if (message.visibleAt <= now) visible += 1;
      else if (message.receiveCount > 0) inFlight += 1;
      else delayed += 1;
    }
    return { visible, inFlight, delayed };
  };

  /**
   * Receives up to `max` visible messages now, durably: each gets a new receipt handle and is
   * hidden for `visibility` seconds; one already received `maxReceiveCount` times goes to the
   * dead-letter queue instead, and one past its retention period is deleted.
   */
  const take = async (
    queue: StoredQueue,
    max: number,
    visibility: number,
  ): Promise<StoredMessage[]> => {
    const now = Date.now();
    const writes: Promise<void>[] = [];
    const taken: StoredMessage[] = [];
    const policy = queue.settings.redrivePolicy;
    const deadLetters =
      policy && store.queues.get(policy.deadLetterTargetArn.split(':').pop() ?? '');
    for (const message of [...queue.messages.values()]) {
      if (taken.length >= max) break;
      if (expired(queue, message, now)) {
        writes.push(store.commit({ op: 'delete', queue: queue.name, id: message.id }));
        continue;
      }
      if (message.visibleAt > now) continue;
      if (policy && deadLetters && message.receiveCount >= policy.maxReceiveCount) {
        writes.push(
          store.commit({
            op: 'move',
            queue: queue.name,
            id: message.id,
            to: deadLetters.name,
            at: now,
          }),
        );
        wake(deadLetters.name);
        continue;
      }
      writes.push(
        store.commit({
          op: 'receive',
          queue: queue.name,
          id: message.id,
          handle: handleOf(queue.name, message.id),
          visibleAt: now + visibility * 1000,
          count: message.receiveCount + 1,
          firstAt: now,
        }),
      );
      taken.push(message);
    }
    await Promise.all(writes);
    return taken;
  };

  /** Resolves when a message may be receivable: one sent, or the next one's timeout passing. */
  const nextChance = (queue: StoredQueue, deadline: number): Promise<void> =>
    new Promise((resolve) => {
      const now = Date.now();
      let soonest = deadline;
      for (const message of queue.messages.values())
        if (message.visibleAt > now && message.visibleAt < soonest) soonest = message.visibleAt;
      const listeners = waiting.get(queue.name) ?? new Set();
      waiting.set(queue.name, listeners);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, soonest - now));
      listeners.add(done);
    });

  const receive = async (body: Json, res: ServerResponse) => {
    const queue = queueOf(body);
    const max =
      body.MaxNumberOfMessages === undefined
        ? 1
        : integerIn(body.MaxNumberOfMessages, 'MaxNumberOfMessages', 1, maxBatchEntries);
    const visibility =
      body.VisibilityTimeout === undefined
        ? queue.settings.visibilityTimeout
        : integerIn(body.VisibilityTimeout, 'VisibilityTimeout', 0, maxVisibilityTimeout);
    const wait =
      body.WaitTimeSeconds === undefined
        ? queue.settings.receiveMessageWaitTimeSeconds
        : integerIn(body.WaitTimeSeconds, 'WaitTimeSeconds', 0, maxWaitSeconds);
    const systemNames = new Set([
      ...((body.MessageSystemAttributeNames as string[] | undefined) ?? []),
      ...((body.AttributeNames as string[] | undefined) ?? []),
    ]);
    const attributeNames = (body.MessageAttributeNames as string[] | undefined) ?? [];
    const deadline = Date.now() + wait * 1000;
    // A caller that went away (a poller stopping) must not take messages it will never see.
    let gone = false;
    const leave = () => {
      gone = !res.writableFinished;
      wake(queue.name);
    };
    res.once('close', leave);
    let messages = await take(queue, max, visibility);
    while (!messages.length && !gone && !stopped && Date.now() < deadline) {
      await nextChance(queue, deadline);
      if (gone || stopped) break;
      messages = await take(queue, max, visibility);
    }
    res.off('close', leave);
    const wanted = (name: string) => systemNames.has('All') || systemNames.has(name);
    const wantedAttribute = (name: string) =>
      attributeNames.some(
        (pattern) =>
          pattern === 'All' ||
          pattern === '.*' ||
          pattern === name ||
          (pattern.endsWith('.*') && name.startsWith(pattern.slice(0, -1))),
      );
    return {
      Messages: messages.map((message) => {
        const system: Record<string, string> = {};
        if (wanted('SenderId')) system.SenderId = accessKeyId;
        if (wanted('SentTimestamp')) system.SentTimestamp = String(message.sentAt);
        if (wanted('ApproximateReceiveCount'))
          system.ApproximateReceiveCount = String(message.receiveCount);
        if (wanted('ApproximateFirstReceiveTimestamp'))
          system.ApproximateFirstReceiveTimestamp = String(message.firstReceivedAt ?? Date.now());
        const attributes = Object.entries(message.attributes ?? {}).filter(([name]) =>
          wantedAttribute(name),
        );
        return {
          MessageId: message.id,
          ReceiptHandle: message.handle,
          MD5OfBody: message.md5OfBody,
          Body: message.body,
          ...(Object.keys(system).length && { Attributes: system }),
          ...(attributes.length && {
            MessageAttributes: Object.fromEntries(attributes),
            MD5OfMessageAttributes: md5OfAttributes(Object.fromEntries(attributes)),
          }),
        };
      }),
    };
  };

  const sendOne = async (queue: StoredQueue, entry: Json) => {
    const message = messageOf(entry, queue, Date.now());
    await store.commit({ op: 'send', queue: queue.name, message });
    wake(queue.name);
    return {
      MessageId: message.id,
      MD5OfMessageBody: message.md5OfBody,
      ...(message.md5OfAttributes && { MD5OfMessageAttributes: message.md5OfAttributes }),
    };
  };

  /** Deletes by receipt handle: an outdated handle succeeds without deleting, as SQS documents. */
  const deleteOne = async (queue: StoredQueue, handle: unknown) => {
    const { queue: name, id } = parseHandle(handle);
    if (name !== queue.name) throw invalidHandle(String(handle));
    const message = queue.messages.get(id);
    if (message?.handle === handle) await store.commit({ op: 'delete', queue: queue.name, id });
  };

  const changeVisibility = async (queue: StoredQueue, handle: unknown, timeout: unknown) => {
    const { queue: name, id } = parseHandle(handle);
    if (name !== queue.name) throw invalidHandle(String(handle));
    const seconds = integerIn(timeout, 'VisibilityTimeout', 0, maxVisibilityTimeout);
    const message = queue.messages.get(id);
    const now = Date.now();
    if (!message || message.handle !== handle || message.visibleAt <= now)
      throw new SqsError(
        'MessageNotInflight',
        'AWS.SimpleQueueService.MessageNotInflight',
        'The message referred to is not in flight.',
      );
    await store.commit({
      op: 'visibility',
      queue: queue.name,
      id,
      visibleAt: now + seconds * 1000,
    });
    if (seconds === 0) wake(queue.name);
  };

  const queueAttributes = (queue: StoredQueue, names: string[]): Record<string, string> => {
    const { visible, inFlight, delayed } = counts(queue, Date.now());
    const { settings } = queue;
    const all: Record<string, string> = {
      QueueArn: arnOf(queue.name),
      ApproximateNumberOfMessages: String(visible),
      ApproximateNumberOfMessagesNotVisible: String(inFlight),
      ApproximateNumberOfMessagesDelayed: String(delayed),
      CreatedTimestamp: String(Math.floor(queue.createdAt / 1000)),
      LastModifiedTimestamp: String(Math.floor(queue.modifiedAt / 1000)),
      VisibilityTimeout: String(settings.visibilityTimeout),
      MaximumMessageSize: String(settings.maximumMessageSize),
      MessageRetentionPeriod: String(settings.messageRetentionPeriod),
      DelaySeconds: String(settings.delaySeconds),
      ReceiveMessageWaitTimeSeconds: String(settings.receiveMessageWaitTimeSeconds),
      SqsManagedSseEnabled: 'true',
      ...(settings.redrivePolicy && { RedrivePolicy: JSON.stringify(settings.redrivePolicy) }),
    };
    if (names.includes('All')) return all;
    for (const name of names)
      if (!(name in all) && name !== 'RedrivePolicy')
        throw new SqsError(
          'InvalidAttributeName',
          'InvalidAttributeName',
          `Unknown Attribute ${name}.`,
        );
    return Object.fromEntries(Object.entries(all).filter(([name]) => names.includes(name)));
  };

  const actions: Record<string, (body: Json, res: ServerResponse) => Promise<Json>> = {
    CreateQueue: async (body) => {
      const name = body.QueueName;
      if (typeof name !== 'string') throw missingParameter('QueueName');
      if (!queueNamePattern.test(name))
        throw invalidParameter(
          'Can only include alphanumeric characters, hyphens, or underscores. 1 to 80 in length',
        );
      const existing = store.queues.get(name);
      if (existing) {
        const asked = settingsOf(body.Attributes, existing.settings);
        if (JSON.stringify(asked) !== JSON.stringify(existing.settings))
          throw new SqsError(
            'QueueNameExists',
            'QueueAlreadyExists',
            'A queue already exists with the same name and a different value for attribute(s).',
          );
        return { QueueUrl: urlOf(name) };
      }
      const settings = settingsOf(body.Attributes, defaultSettings);
      const now = Date.now();
      await store.commit({ op: 'queue', name, createdAt: now, modifiedAt: now, settings });
      return { QueueUrl: urlOf(name) };
    },
    SetQueueAttributes: async (body) => {
      const queue = queueOf(body);
      const settings = settingsOf(body.Attributes, queue.settings);
      const { name, createdAt } = queue;
      await store.commit({ op: 'queue', name, createdAt, modifiedAt: Date.now(), settings });
      return {};
    },
    GetQueueUrl: async (body) => {
      const name = body.QueueName;
      if (typeof name !== 'string') throw missingParameter('QueueName');
      if (!store.queues.has(name)) throw noSuchQueue();
      return { QueueUrl: urlOf(name) };
    },
    ListQueues: async (body) => {
      const prefix = typeof body.QueueNamePrefix === 'string' ? body.QueueNamePrefix : '';
      return {
        QueueUrls: [...store.queues.keys()].filter((name) => name.startsWith(prefix)).map(urlOf),
      };
    },
    GetQueueAttributes: async (body) => ({
      Attributes: queueAttributes(
        queueOf(body),
        (body.AttributeNames as string[] | undefined) ?? [],
      ),
    }),
    SendMessage: async (body) => sendOne(queueOf(body), body),
    SendMessageBatch: async (body) => {
      const queue = queueOf(body);
      const entries = batchEntries(body.Entries);
      const total = entries.reduce(
        (size, entry) =>
          size +
          Buffer.byteLength(typeof entry.MessageBody === 'string' ? entry.MessageBody : '') +
          attributesSize(entry.MessageAttributes as Record<string, StoredAttribute> | undefined),
        0,
      );
      if (total > maxMessageBytes)
        throw new SqsError(
          'BatchRequestTooLong',
          'AWS.SimpleQueueService.BatchRequestTooLong',
          `Batch requests cannot be longer than ${maxMessageBytes} bytes. You have sent ${total} bytes.`,
        );
      const results = await Promise.all(
        entries.map((entry) =>
          sendOne(queue, entry).then(
            (sent) => ({ ok: { Id: entry.Id, ...sent } }),
            (error: unknown) => ({ failed: failureOf(String(entry.Id), error) }),
          ),
        ),
      );
      return {
        Successful: results.flatMap((result) => ('ok' in result ? [result.ok] : [])),
        Failed: results.flatMap((result) => ('failed' in result ? [result.failed] : [])),
      };
    },
    ReceiveMessage: receive,
    DeleteMessage: async (body) => {
      await deleteOne(queueOf(body), body.ReceiptHandle);
      return {};
    },
    DeleteMessageBatch: async (body) => {
      const queue = queueOf(body);
      const entries = batchEntries(body.Entries);
      const results = await Promise.all(
        entries.map((entry) =>
          deleteOne(queue, entry.ReceiptHandle).then(
            () => ({ ok: { Id: entry.Id } }),
            (error: unknown) => ({ failed: failureOf(String(entry.Id), error) }),
          ),
        ),
      );
      return {
        Successful: results.flatMap((result) => ('ok' in result ? [result.ok] : [])),
        Failed: results.flatMap((result) => ('failed' in result ? [result.failed] : [])),
      };
    },
    ChangeMessageVisibility: async (body) => {
      await changeVisibility(queueOf(body), body.ReceiptHandle, body.VisibilityTimeout);
      return {};
    },
    PurgeQueue: async (body) => {
      const queue = queueOf(body);
      await store.commit({ op: 'purge', queue: queue.name });
      return {};
    },
  };

  const sendError = (res: ServerResponse, error: SqsError) =>
    send(
      res,
      error.status,
      'application/x-amz-json-1.0',
      JSON.stringify({ __type: `com.amazonaws.sqs#${error.type}`, message: error.message }),
      { 'x-amzn-query-error': `${error.queryCode};Sender` },
    );

  const post = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const key = accessKeyOf(req);
      if (key !== accessKeyId)
        throw new SqsError(
          'UnrecognizedClientException',
          'InvalidClientTokenId',
          'The security token included in the request is invalid.',
          403,
        );
      const target = String(req.headers['x-amz-target'] ?? '');
      const action = target.startsWith('AmazonSQS.')
        ? actions[target.slice('AmazonSQS.'.length)]
        : undefined;
      if (!action)
        throw new SqsError(
          'UnsupportedOperation',
          'AWS.SimpleQueueService.UnsupportedOperation',
          `${target} is not supported.`,
        );
      const raw = await readBody(req, maxRequestBytes);
      let body: Json;
      try {
        body = JSON.parse(raw.toString('utf8') || '{}') as Json;
      } catch {
        throw new SqsError('SerializationException', 'SerializationException', 'Malformed JSON.');
      }
      const answer = await action(body, res);
      send(res, 200, 'application/x-amz-json-1.0', JSON.stringify(answer));
    } catch (error) {
      if (error instanceof PayloadTooLargeError)
        return sendError(
          res,
          new SqsError('RequestEntityTooLarge', 'RequestEntityTooLarge', error.message, 413),
        );
      if (!(error instanceof SqsError)) throw error;
      sendError(res, error);
    }
  };

  const server = createServer((req, res) => {
    const run = async () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (req.method === 'POST' && path === '/') return post(req, res);
      if (req.method === 'GET' && path === '/') {
        const now = Date.now();
        const queues = [...store.queues.values()].map((queue) => ({
          name: queue.name,
          url: urlOf(queue.name),
          ...counts(queue, now),
        }));
        return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(queues), {
          'Cache-Control': 'no-store',
        });
      }
      req.resume();
      send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', { Allow: 'GET, POST' });
    };
    run().catch((error: unknown) => sendServerError(res, error));
  });
  const boundPort = await listen(server, port);
  endpoint = `http://${loopback}:${boundPort}`;
  return {
    port: boundPort,
    endpoint,
    stop: async () => {
      stopped = true;
      // Long polls answer (empty) at once rather than holding the close for their grace period.
      for (const name of waiting.keys()) wake(name);
      await closeServer(server);
      await store.close();
    },
  };
}
