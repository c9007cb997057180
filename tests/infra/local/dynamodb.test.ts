import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  GetItemCommand,
  IdempotentParameterMismatchException,
  PutItemCommand,
  QueryCommand,
  TransactionCanceledException,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import type { TransactWriteItem } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfig, ensureResources } from '../../../infra/local/emulators';
import type { Emulators } from '../../../infra/local/emulators';
import { names } from '../../../infra/names';
import { removeDir, startTestEmulators, tempDataDir } from './support';

const TableName = names.paymentsTable;
let dataDir: string;
let emulators: Emulators;
let client: DynamoDBClient;

beforeAll(async () => {
  dataDir = await tempDataDir();
  emulators = await startTestEmulators(dataDir);
  await ensureResources(emulators);
  client = new DynamoDBClient(clientConfig(emulators, 'dynamodb'));
});

afterAll(async () => {
  client?.destroy();
  await emulators?.stop();
  await removeDir(dataDir);
});

const payment = (id: string, status = 'initiated') => ({
  pk: { S: `PAYMENT#${id}` },
  sk: { S: 'PAYMENT' },
  status: { S: status },
  amount: { N: '50' },
});
const totalsKey = { pk: { S: 'TOTALS' }, sk: { S: 'ALL' } };

const readItem = async (Key: Record<string, { S: string }>) =>
  (await client.send(new GetItemCommand({ TableName, Key, ConsistentRead: true }))).Item;

const raised = async () => Number((await readItem(totalsKey))?.raised?.N ?? 0);

/** The ledger's success transition: mark the payment paid and add it to the totals, or neither. */
const settle = (id: string, amount: number): TransactWriteItem[] => [
  {
    Update: {
      TableName,
      Key: { pk: { S: `PAYMENT#${id}` }, sk: { S: 'PAYMENT' } },
      UpdateExpression: 'SET #status = :success',
      ConditionExpression: '#status = :initiated',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':success': { S: 'success' }, ':initiated': { S: 'initiated' } },
    },
  },
  {
    Update: {
      TableName,
      Key: totalsKey,
      UpdateExpression: 'ADD raised :amount, contributors :one',
      ExpressionAttributeValues: { ':amount': { N: String(amount) }, ':one': { N: '1' } },
    },
  },
];

describe('DynamoDB emulator', () => {
  it('puts, gets and queries items', async () => {
    await client.send(new PutItemCommand({ TableName, Item: payment('P1') }));
    expect(await readItem({ pk: { S: 'PAYMENT#P1' }, sk: { S: 'PAYMENT' } })).toEqual(
      payment('P1'),
    );
    const { Items } = await client.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': { S: 'PAYMENT#P1' } },
      }),
    );
    expect(Items).toHaveLength(1);
  });

  it('rejects a failing conditional put', async () => {
    await expect(
      client.send(
        new PutItemCommand({
          TableName,
          Item: payment('P1'),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    ).rejects.toBeInstanceOf(ConditionalCheckFailedException);
  });

  it('commits every write of a transaction whose conditions hold', async () => {
    await client.send(new PutItemCommand({ TableName, Item: payment('P2') }));
    const before = await raised();
    await client.send(new TransactWriteItemsCommand({ TransactItems: settle('P2', 50) }));
    expect((await readItem({ pk: { S: 'PAYMENT#P2' }, sk: { S: 'PAYMENT' } }))?.status).toEqual({
      S: 'success',
    });
    expect(await raised()).toBe(before + 50);
  });

  it('cancels the whole transaction when a condition fails, with a reason per item', async () => {
    const before = await raised();
    const error = await client
      .send(
        new TransactWriteItemsCommand({
          TransactItems: [
            ...settle('P2', 50).reverse(),
            {
              Update: {
                TableName,
                Key: { pk: { S: 'PAYMENT#P3' }, sk: { S: 'PAYMENT' } },
                UpdateExpression: 'SET #status = :initiated',
                ConditionExpression: 'attribute_not_exists(pk)',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':initiated': { S: 'initiated' } },
              },
            },
          ],
        }),
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransactionCanceledException);
    const canceled = error as TransactionCanceledException;
    expect(canceled.$metadata.httpStatusCode).toBe(400);
    expect(canceled.message).toContain('[None, ConditionalCheckFailed, None]');
    expect(canceled.CancellationReasons?.map((reason) => reason.Code)).toEqual([
      'None',
      'ConditionalCheckFailed',
      'None',
    ]);
    expect(await raised()).toBe(before);
    expect(await readItem({ pk: { S: 'PAYMENT#P3' }, sk: { S: 'PAYMENT' } })).toBeUndefined();
  });

  it('counts N concurrent deliveries of one success exactly once', async () => {
    await client.send(new PutItemCommand({ TableName, Item: payment('P5') }));
    const before = await raised();
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        client.send(new TransactWriteItemsCommand({ TransactItems: settle('P5', 70) })),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected')
        expect(result.reason).toBeInstanceOf(TransactionCanceledException);
    expect(await raised()).toBe(before + 70);
  });

  it('applies a retried request (same ClientRequestToken) once and refuses a changed one', async () => {
    await client.send(new PutItemCommand({ TableName, Item: payment('P6') }));
    const before = await raised();
    const ClientRequestToken = 'settle-P6';
    await client.send(
      new TransactWriteItemsCommand({ ClientRequestToken, TransactItems: settle('P6', 20) }),
    );
    await client.send(
      new TransactWriteItemsCommand({ ClientRequestToken, TransactItems: settle('P6', 20) }),
    );
    expect(await raised()).toBe(before + 20);
    await expect(
      client.send(
        new TransactWriteItemsCommand({ ClientRequestToken, TransactItems: settle('P6', 21) }),
      ),
    ).rejects.toBeInstanceOf(IdempotentParameterMismatchException);
  });

  it('refuses two operations on one item', async () => {
    const error = (await client
      .send(
        new TransactWriteItemsCommand({
          TransactItems: [...settle('P7', 10), ...settle('P7', 10).slice(0, 1)],
        }),
      )
      .catch((caught: unknown) => caught)) as Error;
    expect(error.name).toBe('ValidationException');
    expect(error.message).toBe(
      'Transaction request cannot include multiple operations on one item',
    );
  });

  it('puts, deletes and checks conditions in a transaction, all or nothing', async () => {
    await client.send(new PutItemCommand({ TableName, Item: payment('P9') }));
    const claim = { pk: { S: 'CLAIM#P8' }, sk: { S: 'CLAIM' } };
    const items = (condition: string): TransactWriteItem[] => [
      {
        Put: {
          TableName,
          Item: payment('P8'),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Delete: { TableName, Key: { pk: { S: 'PAYMENT#P9' }, sk: { S: 'PAYMENT' } } } },
      {
        ConditionCheck: {
          TableName,
          Key: claim,
          ConditionExpression: condition,
          ExpressionAttributeNames: { '#status': 'status' },
        },
      },
    ];
    // The check fails: nothing is put, nothing deleted.
    await client.send(new PutItemCommand({ TableName, Item: { ...claim, status: { S: 'x' } } }));
    const error = await client
      .send(
        new TransactWriteItemsCommand({ TransactItems: items('attribute_not_exists(#status)') }),
      )
      .catch((caught: unknown) => caught);
    expect((error as TransactionCanceledException).CancellationReasons?.map((r) => r.Code)).toEqual(
      ['None', 'None', 'ConditionalCheckFailed'],
    );
    expect(await readItem({ pk: { S: 'PAYMENT#P8' }, sk: { S: 'PAYMENT' } })).toBeUndefined();
    expect(await readItem({ pk: { S: 'PAYMENT#P9' }, sk: { S: 'PAYMENT' } })).toBeDefined();

    // The check holds: the put and the delete land, and the checked item is left as it was.
    await client.send(
      new TransactWriteItemsCommand({ TransactItems: items('attribute_exists(#status)') }),
    );
    expect(await readItem({ pk: { S: 'PAYMENT#P8' }, sk: { S: 'PAYMENT' } })).toEqual(
      payment('P8'),
    );
    expect(await readItem({ pk: { S: 'PAYMENT#P9' }, sk: { S: 'PAYMENT' } })).toBeUndefined();
    expect(await readItem(claim)).toEqual({ ...claim, status: { S: 'x' } });

    // A check of an absent item that holds leaves it absent.
    const absent = { pk: { S: 'CLAIM#none' }, sk: { S: 'CLAIM' } };
    await client.send(
      new TransactWriteItemsCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName,
              Key: absent,
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    expect(await readItem(absent)).toBeUndefined();
  });

  it('refuses a transaction item of no known kind', async () => {
    const error = (await client
      .send(
        new TransactWriteItemsCommand({
          TransactItems: [{ Upsert: { TableName, Item: payment('P10') } } as TransactWriteItem],
        }),
      )
      .catch((caught: unknown) => caught)) as Error;
    expect(error.name).toBe('ValidationException');
    expect(await readItem({ pk: { S: 'PAYMENT#P10' }, sk: { S: 'PAYMENT' } })).toBeUndefined();
  });
});
