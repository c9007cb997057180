import {
  CreateTableCommand,
  DynamoDBClient,
  GetItemCommand,
  DescribeTableCommand,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import {
  DeleteBucketLifecycleCommand,
  GetBucketLifecycleConfigurationCommand,
  ListObjectsV2Command,
  PutBucketLifecycleConfigurationCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { LifecycleRule } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfig, ensureResources, startEmulators } from '../../../infra/local/emulators';
import type { Emulators } from '../../../infra/local/emulators';
import { expiryOf } from '../../../infra/local/emulators/s3-lifecycle';
import { names } from '../../../infra/names';
import { applicationsBucketLifecycle } from '../../../infra/resources';
import { defaultApplicationRetentionDays } from '../../../infra/stacks/settings';
import { removeDir, tempDataDir, testOrigins } from './support';

const dayMs = 24 * 60 * 60 * 1000;
const Bucket = names.applicationsBucket;
const TableName: string = names.membersTable;
let dataDir: string;
let emulators: Emulators;
let dynamodb: DynamoDBClient;
let s3: S3Client;

beforeAll(async () => {
  dataDir = await tempDataDir();
  emulators = await startEmulators({
    dataDir,
    ports: { dynamodb: 0, s3: 0, ses: 0, sns: 0, sqs: 0 },
    corsOrigins: testOrigins,
    expirySweepMs: 100,
  });
  await ensureResources(emulators);
  dynamodb = new DynamoDBClient(clientConfig(emulators, 'dynamodb'));
  s3 = new S3Client(clientConfig(emulators, 's3'));
});

afterAll(async () => {
  dynamodb?.destroy();
  s3?.destroy();
  await emulators?.stop();
  await removeDir(dataDir);
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

let itemCount = 0;
/** Puts an item of its own key in `table` with `fields`; resolves to its key. */
const putItem = async (fields: Record<string, AttributeValue>, table = TableName) => {
  itemCount += 1;
  const Key = { pk: { S: `TTLTEST#${itemCount}` }, sk: { S: 'ITEM' } };
  await dynamodb.send(new PutItemCommand({ TableName: table, Item: { ...Key, ...fields } }));
  return Key;
};

const exists = async (Key: Record<string, AttributeValue>, table = TableName) =>
  (await dynamodb.send(new GetItemCommand({ TableName: table, Key, ConsistentRead: true })))
    .Item !== undefined;

/** Resolves once `Key` is gone, or fails after `timeoutMs`. */
const gone = async (Key: Record<string, AttributeValue>, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (await exists(Key)) {
    if (Date.now() > deadline) throw new Error(`${JSON.stringify(Key)} was never deleted`);
    await new Promise((done) => setTimeout(done, 50));
  }
};

describe('DynamoDB TTL in the local emulator', () => {
  it('deletes an item whose TTL has passed by itself, in the background', async () => {
    const expired = await putItem({ expiresAt: { N: String(nowSeconds() - 10) } });
    const live = await putItem({ expiresAt: { N: String(nowSeconds() + 3600) } });
    await gone(expired);
    expect(await exists(live)).toBe(true);
  });

  it('keeps what DynamoDB keeps: a future expiry, a string, no attribute, one over five years old', async () => {
    const kept = await Promise.all([
      putItem({ expiresAt: { N: String(nowSeconds() + 60) } }),
      putItem({ expiresAt: { S: String(nowSeconds() - 60) } }),
      putItem({ name: { S: 'Siti' } }),
      putItem({ expiresAt: { N: String(nowSeconds() - 6 * 365 * 24 * 3600) } }),
    ]);
    const due = await putItem({ expiresAt: { N: String(nowSeconds() - 4 * 365 * 24 * 3600) } });
    await emulators.expire();
    expect(await exists(due)).toBe(false);
    for (const key of kept) expect(await exists(key)).toBe(true);
  });

  it('expires as at the time it is asked for, and only on tables whose TTL is enabled', async () => {
    const inAnHour = await putItem({ expiresAt: { N: String(nowSeconds() + 3600) } });
    await dynamodb.send(
      new CreateTableCommand({
        TableName: 'no-ttl',
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
    // dynalite creates a table in the background, as DynamoDB does.
    while (
      (await dynamodb.send(new DescribeTableCommand({ TableName: 'no-ttl' }))).Table
        ?.TableStatus !== 'ACTIVE'
    )
      await new Promise((done) => setTimeout(done, 20));
    const untimed = await putItem({ expiresAt: { N: String(nowSeconds() - 60) } }, 'no-ttl');
    const { items } = await emulators.expire(new Date(Date.now() + 2 * 3600 * 1000));
    expect(items).toBeGreaterThanOrEqual(1);
    expect(await exists(inAnHour)).toBe(false);
    expect(await exists(untimed, 'no-ttl')).toBe(true);
  });
});

const keysUnder = async (Prefix: string) =>
  ((await s3.send(new ListObjectsV2Command({ Bucket, Prefix }))).Contents ?? []).map(
    (object) => object.Key,
  );

const s3Error = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof S3ServiceException)
      return { name: error.name, status: error.$metadata.httpStatusCode };
    throw error;
  }
  throw new Error('no error');
};

describe('S3 lifecycle in the local emulator', () => {
  it('gives the applications bucket the lifecycle rules the SST stack gives it', async () => {
    const { Rules } = await s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket }));
    expect(Rules).toEqual(applicationsBucketLifecycle(defaultApplicationRetentionDays));
  });

  it('expires orphan uploads after a day and applications after their retention, nothing else', async () => {
    const keys = ['uploads/orphan.pdf', 'applications/app-1/application.json', 'other/kept.txt'];
    for (const Key of keys) await s3.send(new PutObjectCommand({ Bucket, Key, Body: 'x' }));

    expect((await emulators.expire()).objects).toBe(0);
    expect(await keysUnder('')).toEqual(expect.arrayContaining(keys));

    // Two days on: past the uploads' day (rounded up to midnight UTC), far from a year.
    await emulators.expire(new Date(Date.now() + 2 * dayMs));
    expect(await keysUnder('uploads/')).toEqual([]);
    expect(await keysUnder('applications/')).toEqual(['applications/app-1/application.json']);

    await emulators.expire(new Date(Date.now() + (defaultApplicationRetentionDays + 1) * dayMs));
    expect(await keysUnder('applications/')).toEqual([]);
    expect(await keysUnder('other/')).toEqual(['other/kept.txt']);
  });

  it('counts an expiry from creation plus the days, rounded up to the next midnight UTC', () => {
    expect(expiryOf(new Date('2026-01-15T10:30:00Z'), 3).toISOString()).toBe(
      '2026-01-19T00:00:00.000Z',
    );
    expect(expiryOf(new Date('2026-01-15T00:00:00Z'), 1).toISOString()).toBe(
      '2026-01-16T00:00:00.000Z',
    );
  });

  it('refuses what it would not apply, and forgets a deleted configuration', async () => {
    const putRules = (Rules: LifecycleRule[]) =>
      s3Error(
        s3.send(
          new PutBucketLifecycleConfigurationCommand({ Bucket, LifecycleConfiguration: { Rules } }),
        ),
      );
    expect(
      await putRules([
        {
          ID: 'to-glacier',
          Status: 'Enabled',
          Filter: { Prefix: 'applications/' },
          Transitions: [{ Days: 30, StorageClass: 'GLACIER' }],
        },
      ]),
    ).toEqual({ name: 'NotImplemented', status: 501 });
    expect(
      await putRules([
        { ID: 'now', Status: 'Enabled', Filter: { Prefix: '' }, Expiration: { Days: 0 } },
      ]),
    ).toEqual({ name: 'InvalidArgument', status: 400 });
    // Refused configurations changed nothing.
    const { Rules } = await s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket }));
    expect(Rules).toEqual(applicationsBucketLifecycle(defaultApplicationRetentionDays));

    await s3.send(new DeleteBucketLifecycleCommand({ Bucket }));
    expect(await s3Error(s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket })))).toEqual({
      name: 'NoSuchLifecycleConfiguration',
      status: 404,
    });
    await s3.send(new PutObjectCommand({ Bucket, Key: 'uploads/late.pdf', Body: 'x' }));
    await emulators.expire(new Date(Date.now() + 2 * dayMs));
    expect(await keysUnder('uploads/')).toEqual(['uploads/late.pdf']);
    await ensureResources(emulators);
  });

  it('answers a bucket that does not exist as S3 does', async () => {
    expect(
      await s3Error(
        s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: 'no-such-bucket' })),
      ),
    ).toEqual({ name: 'NoSuchBucket', status: 404 });
  });
});
