import {
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { GetBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiAdapter } from '../../../infra/local/api-adapter';
import type { ApiAdapter } from '../../../infra/local/api-adapter';
import { clientConfig, ensureResources } from '../../../infra/local/emulators';
import type { Emulators } from '../../../infra/local/emulators';
import { names } from '../../../infra/names';
import {
  apiCors,
  applicationsBucketCors,
  paymentsTable,
  throttleTable,
} from '../../../infra/resources';
import { routes } from '../../../infra/routes';
import { removeDir, startTestEmulators, tempDataDir, testOrigins } from './support';

let dataDir: string;
let emulators: Emulators;
let api: ApiAdapter;

beforeAll(async () => {
  dataDir = await tempDataDir();
  emulators = await startTestEmulators(dataDir);
  await ensureResources(emulators);
  api = await startApiAdapter({ routes, root: dataDir, cors: apiCors(testOrigins), port: 0 });
});

afterAll(async () => {
  await api?.stop();
  await emulators?.stop();
  await removeDir(dataDir);
});

describe('the local resources come from the definitions the SST stacks use', () => {
  it('creates the payments table as defined: keys, attributes, on demand, the attention index, TTL', async () => {
    const client = new DynamoDBClient(clientConfig(emulators, 'dynamodb'));
    const TableName = names.paymentsTable;
    const { Table } = await client.send(new DescribeTableCommand({ TableName }));
    const { TimeToLiveDescription } = await client.send(
      new DescribeTimeToLiveCommand({ TableName }),
    );
    client.destroy();
    expect(Table).toMatchObject({
      TableName: paymentsTable.TableName,
      TableStatus: 'ACTIVE',
      KeySchema: paymentsTable.KeySchema,
      BillingModeSummary: { BillingMode: paymentsTable.BillingMode },
    });
    expect(Table?.AttributeDefinitions).toEqual(paymentsTable.AttributeDefinitions);
    expect(
      Table?.GlobalSecondaryIndexes?.map(({ IndexName, KeySchema, Projection }) => ({
        IndexName,
        KeySchema,
        Projection,
      })),
    ).toEqual(paymentsTable.GlobalSecondaryIndexes);
    expect(Table?.LocalSecondaryIndexes).toBeUndefined();
    expect(TimeToLiveDescription).toEqual({
      TimeToLiveStatus: 'ENABLED',
      AttributeName: paymentsTable.TimeToLiveAttribute,
    });
  });

  it("creates the throttle table as defined: rate-limiter-flexible's key, on demand, TTL", async () => {
    const client = new DynamoDBClient(clientConfig(emulators, 'dynamodb'));
    const TableName = names.throttleTable;
    const { Table } = await client.send(new DescribeTableCommand({ TableName }));
    const { TimeToLiveDescription } = await client.send(
      new DescribeTimeToLiveCommand({ TableName }),
    );
    client.destroy();
    expect(Table).toMatchObject({
      TableName: throttleTable.TableName,
      TableStatus: 'ACTIVE',
      KeySchema: [{ AttributeName: 'key', KeyType: 'HASH' }],
      BillingModeSummary: { BillingMode: throttleTable.BillingMode },
    });
    expect(Table?.AttributeDefinitions).toEqual(throttleTable.AttributeDefinitions);
    expect(TimeToLiveDescription).toEqual({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expire' });
  });

  it("gives the applications bucket production's CORS for the site origins", async () => {
    const client = new S3Client(clientConfig(emulators, 's3'));
    const { CORSRules } = await client.send(
      new GetBucketCorsCommand({ Bucket: names.applicationsBucket }),
    );
    client.destroy();
    expect(CORSRules).toEqual(applicationsBucketCors(testOrigins));
  });

  it("answers the API's preflight with the API's CORS configuration", async () => {
    const cors = apiCors(testOrigins);
    const response = await fetch(`${api.url}/api/payments`, {
      method: 'OPTIONS',
      headers: { origin: testOrigins[1] ?? '', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': testOrigins[1],
      'access-control-allow-methods': cors.AllowMethods.join(','),
      'access-control-allow-headers': cors.AllowHeaders.join(','),
      'access-control-max-age': String(cors.MaxAge),
    });
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
