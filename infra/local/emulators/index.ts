import { EventEmitter } from 'node:events';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  PutItemCommand,
  ScanCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import {
  CreateBucketCommand,
  DeleteBucketCorsCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutBucketCorsCommand,
  PutBucketLifecycleConfigurationCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { CreateQueueCommand, SetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { names } from '../../names';
import {
  broadcastConfigurationSet,
  broadcastEventsQueue,
  broadcastQueues,
  deadLetterQueueName,
  deadLetterRetentionSeconds,
} from '../../queues';
import { defaultPorts } from '../ports';
import { defaultApplicationRetentionDays } from '../../stacks/settings';
import {
  applicationsBucketCors,
  applicationsBucketLifecycle,
  membersTable,
  paymentsTable,
  throttleTable,
} from '../../resources';
import type { TableDefinition } from '../../resources';
import { startDynamoDb } from './dynamodb';
import { loopback } from './http';
import { startS3 } from './s3';
import type { OutboxLinks } from './outbox-pages';
import { startSes } from './ses';
import { startSns } from './sns';
import { localAccountId, startSqs } from './sqs';

export type { ObjectCreatedEvent } from './s3';
export type { OutboxMessage } from './outbox';
export type { SmsOutboxMessage } from './sms-outbox';

/** Where the emulators listen (the local stack's `defaultPorts` unless told; 0 picks a free one). */
export interface EmulatorPorts {
  dynamodb: number;
  s3: number;
  ses: number;
  sns: number;
  sqs: number;
}

/** The region every local client uses. */
export const localRegion = 'ap-southeast-1';

/**
 * The one key pair all three emulators accept. s3rver knows only its built-in `S3RVER` key, so the
 * others are configured to match it; no real AWS credentials are ever involved.
 */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface Emulators {
  endpoints: {
    dynamodb: string;
    s3: string;
    ses: string;
    sns: string;
    /** The SQS endpoint; a queue's URL is `{sqs}/{account}/{name}` (`localQueueUrl`). */
    sqs: string;
    /** The email outbox's pages (the SES emulator's port). */
    outbox: string;
    /** The SMS outbox's pages (the SNS emulator's port). */
    smsOutbox: string;
  };
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Emits 'object-created' with an `ObjectCreatedEvent` after each object is stored. */
  s3Events: EventEmitter;
  /** Site origins allowed to upload to the applications bucket from a browser. */
  corsOrigins: readonly string[];
  /**
   * What DynamoDB's TTL and S3's lifecycle expiry delete in the background, done now (or as at
   * `now`): the number of items and objects deleted. `expirySweepMs` does it on a timer.
   */
  expire(now?: Date): Promise<{ items: number; objects: number }>;
  /** Resolves once SES has forwarded the configuration-set events of every message it accepted. */
  sesEventsIdle(): Promise<void>;
  /** Closes every server and the DynamoDB database; safe to call more than once. */
  stop(): Promise<void>;
}

export interface StartEmulatorsOptions {
  /** Data folder (`.local/` for `npm start`, a temp folder for tests); a restart keeps its data. */
  dataDir: string;
  ports?: Partial<EmulatorPorts>;
  corsOrigins?: string[];
  /**
   * How often expired items (TTL) and due objects (lifecycle) are deleted in the background, as
   * DynamoDB and S3 do; never by themselves when absent (`expire` still does it on demand).
   */
  expirySweepMs?: number;
}

/**
 * Starts DynamoDB (dynalite with transactions), S3 (s3rver), SES and SNS (our own endpoints, each
 * with an outbox) and SQS (our own, sqs.ts) on loopback, keeping data in `{dataDir}/dynamodb`
 * (with its transaction journal in `{dataDir}/dynamodb-journal`), `{dataDir}/s3`,
 * `{dataDir}/outbox` (email), `{dataDir}/sms-outbox` (text messages) and `{dataDir}/sqs`.
 */
export async function startEmulators(options: StartEmulatorsOptions): Promise<Emulators> {
  const dataDir = resolve(options.dataDir);
  const ports = { ...defaultPorts, ...options.ports };
  const dirs = {
    dynamodb: join(dataDir, 'dynamodb'),
    journal: join(dataDir, 'dynamodb-journal'),
    s3: join(dataDir, 's3'),
    outbox: join(dataDir, 'outbox'),
    smsOutbox: join(dataDir, 'sms-outbox'),
    sqs: join(dataDir, 'sqs'),
    sesEvents: join(dataDir, 'ses-events'),
  };
  await Promise.all(Object.values(dirs).map((dir) => mkdir(dir, { recursive: true })));

  const s3Events = new EventEmitter();
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    const results = await Promise.allSettled(stops.splice(0).map((stopOne) => stopOne()));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  };

  try {
    const dynamodb = await startDynamoDb(dirs.dynamodb, dirs.journal, ports.dynamodb, {
      ttlSweepMs: options.expirySweepMs,
    });
    stops.push(dynamodb.stop);
    const s3 = await startS3(dirs.s3, ports.s3, s3Events, {
      lifecycleSweepMs: options.expirySweepMs,
    });
    stops.push(s3.stop);
    // Each outbox page links to the other: SNS first, so the SES pages know its port, and the
    // SES port (a free one when 0) is known to the SNS pages once it is bound.
    const links: OutboxLinks = {};
    const sns = await startSns(dirs.smsOutbox, ports.sns, localCredentials.accessKeyId, links);
    stops.push(sns.stop);
    const smsOutbox = `http://${loopback}:${sns.port}/`;
    links.sms = smsOutbox;
    // SQS before SES: the configuration set's events go to a queue (its forwarder retries until
    // `ensureResources` has made the queue).
    const sqs = await startSqs(dirs.sqs, ports.sqs, localCredentials.accessKeyId, localRegion);
    stops.push(sqs.stop);
    const ses = await startSes(dirs.outbox, ports.ses, localCredentials.accessKeyId, links, {
      stateDir: dirs.sesEvents,
      configurationSets: {
        [broadcastConfigurationSet]: {
          queueUrl: `${sqs.endpoint}/${localAccountId}/${broadcastEventsQueue.name}`,
        },
      },
      client: { endpoint: sqs.endpoint, region: localRegion, credentials: { ...localCredentials } },
      accountId: localAccountId,
    });
    stops.push(ses.stop);
    const emailOutbox = `http://${loopback}:${ses.port}/`;
    links.email = emailOutbox;

    let stopping: Promise<void> | undefined;
    return {
      endpoints: {
        dynamodb: `http://${loopback}:${dynamodb.port}`,
        s3: `http://${loopback}:${s3.port}`,
        ses: `http://${loopback}:${ses.port}`,
        sns: `http://${loopback}:${sns.port}`,
        sqs: sqs.endpoint,
        outbox: emailOutbox,
        smsOutbox,
      },
      region: localRegion,
      credentials: { ...localCredentials },
      s3Events,
      corsOrigins: [...(options.corsOrigins ?? [])],
      expire: async (now = new Date()) => ({
        items: await dynamodb.sweepExpired(now),
        objects: await s3.expireObjects(now),
      }),
      sesEventsIdle: () => ses.eventsIdle(),
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll().catch(() => undefined);
    throw error;
  }
}

export type EmulatedService = 'dynamodb' | 's3' | 'ses' | 'sns' | 'sqs';

export interface LocalClientConfig {
  endpoint: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

/** `forcePathStyle`: buckets in the path, since `bucket.127.0.0.1` does not resolve. */
export interface LocalS3ClientConfig extends LocalClientConfig {
  forcePathStyle: true;
}

/** The configuration to give an AWS SDK v3 client so it talks to its emulator. */
export function clientConfig(emulators: Emulators, service: 's3'): LocalS3ClientConfig;
export function clientConfig(
  emulators: Emulators,
  service: 'dynamodb' | 'ses' | 'sns' | 'sqs',
): LocalClientConfig;
export function clientConfig(
  emulators: Emulators,
  service: EmulatedService,
): LocalClientConfig | LocalS3ClientConfig {
  const config = {
    endpoint: emulators.endpoints[service],
    region: emulators.region,
    credentials: { ...emulators.credentials },
  };
  return service === 's3' ? { ...config, forcePathStyle: true } : config;
}

/** A local queue's URL, as CreateQueue answers it. */
export const localQueueUrl = (emulators: Emulators, name: string): string =>
  `${emulators.endpoints.sqs}/${localAccountId}/${name}`;

/** A local queue's ARN (an event source's `eventSourceARN`, a redrive policy's target). */
export const localQueueArn = (emulators: Emulators, name: string): string =>
  `arn:aws:sqs:${emulators.region}:${localAccountId}:${name}`;

/**
 * The broadcasts' queues (infra/queues.ts) with the local stack's short visibility timeouts, each
 * after its dead-letter queue and redriving to it. CreateQueue refuses an existing queue with other
 * attributes, as SQS does; a data folder from before a definition changed gets the new ones.
 */
const ensureQueues = async (emulators: Emulators, client: SQSClient): Promise<void> => {
  const ensure = async (QueueName: string, Attributes: Record<string, string>) => {
    try {
      await client.send(new CreateQueueCommand({ QueueName, Attributes }));
    } catch (error) {
      if ((error as Error).name !== 'QueueNameExists') throw error;
      const QueueUrl = localQueueUrl(emulators, QueueName);
      await client.send(new SetQueueAttributesCommand({ QueueUrl, Attributes }));
    }
  };
  for (const queue of broadcastQueues) {
    const deadLetters = deadLetterQueueName(queue);
    await ensure(deadLetters, { MessageRetentionPeriod: String(deadLetterRetentionSeconds) });
    await ensure(queue.name, {
      VisibilityTimeout: String(queue.localVisibilityTimeoutSeconds),
      RedrivePolicy: JSON.stringify({
        deadLetterTargetArn: localQueueArn(emulators, deadLetters),
        maxReceiveCount: queue.maxReceiveCount,
      }),
    });
  }
};

/** How long `ensureResources` waits for a new table to become ACTIVE. */
const tableActiveTimeoutMs = 10_000;

/**
 * A data folder from before an index was defined: dynalite cannot add an index to a table
 * (UpdateTable ignores index creation), so the table is copied out, recreated as defined and
 * filled again. Local data only; CloudFormation adds the index in place on AWS.
 */
const recreateWithIndexes = async (
  client: DynamoDBClient,
  table: Omit<TableDefinition, 'TimeToLiveAttribute'>,
): Promise<void> => {
  const { TableName } = table;
  const items: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  await client.send(new DeleteTableCommand({ TableName }));
  await client.send(new CreateTableCommand(table));
  for (const Item of items) await client.send(new PutItemCommand({ TableName, Item }));
};

const ensureTable = async (client: DynamoDBClient, definition: TableDefinition): Promise<void> => {
  const { TimeToLiveAttribute, ...table } = definition;
  const { TableName } = table;
  // CreateTable refuses an empty list of indexes; a table without any leaves it out.
  const creation = table.GlobalSecondaryIndexes.length
    ? table
    : { ...table, GlobalSecondaryIndexes: undefined };
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName }));
    const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    if (table.GlobalSecondaryIndexes.some((index) => !existing.has(index.IndexName))) {
      await recreateWithIndexes(client, table);
    }
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    await client.send(new CreateTableCommand(creation));
  }
  const deadline = Date.now() + tableActiveTimeoutMs;
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName }));
    const indexesActive = (Table?.GlobalSecondaryIndexes ?? []).every(
      (index) => index.IndexStatus === 'ACTIVE',
    );
    if (Table?.TableStatus === 'ACTIVE' && indexesActive) break;
    if (Date.now() > deadline) throw new Error(`Table ${TableName} did not become ACTIVE`);
    await new Promise((done) => setTimeout(done, 20));
  }
  const { TimeToLiveDescription } = await client.send(new DescribeTimeToLiveCommand({ TableName }));
  if (TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED')
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName,
        TimeToLiveSpecification: { AttributeName: TimeToLiveAttribute, Enabled: true },
      }),
    );
};

const ensureApplicationsBucket = async (
  client: S3Client,
  corsOrigins: readonly string[],
  applicationRetentionDays: number,
): Promise<void> => {
  const Bucket = names.applicationsBucket;
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    if (!(error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404))
      throw error;
    await client.send(new CreateBucketCommand({ Bucket }));
  }
  await client.send(
    new PutBucketLifecycleConfigurationCommand({
      Bucket,
      LifecycleConfiguration: { Rules: applicationsBucketLifecycle(applicationRetentionDays) },
    }),
  );
  if (!corsOrigins.length) {
    await client.send(new DeleteBucketCorsCommand({ Bucket }));
    return;
  }
  await client.send(
    new PutBucketCorsCommand({
      Bucket,
      CORSConfiguration: { CORSRules: applicationsBucketCors(corsOrigins) },
    }),
  );
};

/**
 * Creates what the handlers expect, if absent, from the definitions the SST stacks use
 * (infra/resources.ts): the payments and throttle tables with their TTLs, the broadcasts' queues
 * (infra/queues.ts) and their dead-letter queues, and the applications bucket, whose CORS
 * rules are set for the emulators' `corsOrigins` on every run, with the stacks' lifecycle rules
 * (applications and CVs kept `applicationRetentionDays`, the stage default unless told).
 */
export async function ensureResources(
  emulators: Emulators,
  applicationRetentionDays = defaultApplicationRetentionDays,
): Promise<void> {
  const dynamodb = new DynamoDBClient(clientConfig(emulators, 'dynamodb'));
  const s3 = new S3Client(clientConfig(emulators, 's3'));
  const sqs = new SQSClient(clientConfig(emulators, 'sqs'));
  try {
    await ensureQueues(emulators, sqs);
    await ensureTable(dynamodb, paymentsTable);
    await ensureTable(dynamodb, throttleTable);
    await ensureTable(dynamodb, membersTable);
    await ensureApplicationsBucket(s3, emulators.corsOrigins, applicationRetentionDays);
  } finally {
    dynamodb.destroy();
    s3.destroy();
    sqs.destroy();
  }
}

/** Every key of `bucket` under `prefix`, as the S3 emulator lists them. */
export async function listObjectKeys(
  emulators: Emulators,
  bucket: string,
  prefix: string,
): Promise<string[]> {
  const s3 = new S3Client(clientConfig(emulators, 's3'));
  const keys: string[] = [];
  try {
    let ContinuationToken: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  } finally {
    s3.destroy();
  }
  return keys;
}
