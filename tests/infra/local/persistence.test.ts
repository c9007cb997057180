import {
  DescribeTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import {
  GetBucketCorsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfig, ensureResources, startEmulators } from '../../../infra/local/emulators';
import type { Emulators, OutboxMessage, SmsOutboxMessage } from '../../../infra/local/emulators';
import { names } from '../../../infra/names';
import { applicationsBucketCors } from '../../../infra/resources';
import { removeDir, startTestEmulators, tempDataDir, testOrigins } from './support';

let dataDir: string;
let running: Emulators | undefined;

beforeAll(async () => {
  dataDir = await tempDataDir();
});

afterAll(async () => {
  await running?.stop();
  await removeDir(dataDir);
});

/** Runs `work` against emulators over the shared data folder, then stops them. */
const withEmulators = async <T>(work: (emulators: Emulators) => Promise<T>): Promise<T> => {
  running = await startTestEmulators(dataDir);
  try {
    return await work(running);
  } finally {
    await running.stop();
    running = undefined;
  }
};

const clients = (emulators: Emulators) => ({
  dynamodb: new DynamoDBClient(clientConfig(emulators, 'dynamodb')),
  s3: new S3Client(clientConfig(emulators, 's3')),
  ses: new SESClient(clientConfig(emulators, 'ses')),
});

const Key = { pk: { S: 'PAYMENT#kept' }, sk: { S: 'PAYMENT' } };

describe('emulator data across restarts', () => {
  it('keeps table items, objects and both outboxes in the data folder', async () => {
    await withEmulators(async (emulators) => {
      await ensureResources(emulators);
      const { dynamodb, s3, ses } = clients(emulators);
      await dynamodb.send(
        new PutItemCommand({
          TableName: names.paymentsTable,
          Item: { ...Key, amount: { N: '10' } },
        }),
      );
      await s3.send(
        new PutObjectCommand({
          Bucket: names.applicationsBucket,
          Key: 'applications/kept.json',
          Body: '{}',
        }),
      );
      await ses.send(
        new SendEmailCommand({
          Source: 'no-reply@gsk.example',
          Destination: { ToAddresses: ['siti@example.com'] },
          Message: {
            Subject: { Data: 'Disimpan' },
            Body: { Text: { Data: 'Terima kasih atas sumbangan anda' } },
          },
        }),
      );
      const sns = new SNSClient(clientConfig(emulators, 'sns'));
      await sns.send(new PublishCommand({ PhoneNumber: '+60123456789', Message: 'RM0 Disimpan' }));
      sns.destroy();
      dynamodb.destroy();
      s3.destroy();
      ses.destroy();
    });

    await withEmulators(async (emulators) => {
      const { dynamodb, s3, ses } = clients(emulators);
      const { Item } = await dynamodb.send(
        new GetItemCommand({ TableName: names.paymentsTable, Key }),
      );
      expect(Item?.amount).toEqual({ N: '10' });
      const object = await s3.send(
        new GetObjectCommand({ Bucket: names.applicationsBucket, Key: 'applications/kept.json' }),
      );
      expect(await object.Body?.transformToString()).toBe('{}');
      const outbox = (await (
        await fetch(`${emulators.endpoints.ses}/api/messages`)
      ).json()) as OutboxMessage[];
      expect(outbox.map((message) => message.subject)).toEqual(['Disimpan']);
      const texts = (await (
        await fetch(`${emulators.endpoints.smsOutbox}api/messages`)
      ).json()) as SmsOutboxMessage[];
      expect(texts.map(({ to, text }) => ({ to, text }))).toEqual([
        { to: '+60123456789', text: 'RM0 Disimpan' },
      ]);
      dynamodb.destroy();
      s3.destroy();
      ses.destroy();
    });
  });

  it('ensures resources idempotently, keeping data and refreshing CORS origins', async () => {
    await withEmulators(async (emulators) => {
      await ensureResources(emulators);
      await ensureResources(emulators);
      const { dynamodb, s3, ses } = clients(emulators);
      const { Table } = await dynamodb.send(
        new DescribeTableCommand({ TableName: names.paymentsTable }),
      );
      expect(Table?.TableStatus).toBe('ACTIVE');
      expect(
        (await dynamodb.send(new GetItemCommand({ TableName: names.paymentsTable, Key }))).Item,
      ).toBeDefined();
      const { CORSRules } = await s3.send(
        new GetBucketCorsCommand({ Bucket: names.applicationsBucket }),
      );
      expect(CORSRules).toEqual(applicationsBucketCors(testOrigins));
      dynamodb.destroy();
      s3.destroy();
      ses.destroy();
    });
  });

  it('refuses to open a data folder another instance is using', async () => {
    await withEmulators(async () => {
      await expect(
        startEmulators({ dataDir, ports: { dynamodb: 0, s3: 0, ses: 0, sns: 0, sqs: 0 } }),
      ).rejects.toThrow(/locked by another process/);
    });
  });

  it('stops idempotently and frees its ports', async () => {
    const emulators = await startTestEmulators(dataDir);
    const port = Number(new URL(emulators.endpoints.dynamodb).port);
    await Promise.all([emulators.stop(), emulators.stop()]);
    await emulators.stop();
    const again = await startEmulators({
      dataDir,
      ports: { dynamodb: port, s3: 0, ses: 0, sns: 0, sqs: 0 },
    });
    expect(again.endpoints.dynamodb).toBe(`http://127.0.0.1:${port}`);
    await again.stop();
  });
});
