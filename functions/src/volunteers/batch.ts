import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';

/** BatchGetItem's most keys a request. */
const batchSize = 100;
/** Rounds of a batch's unprocessed keys before giving up (a 500: DynamoDB is throttling). */
const batchRounds = 8;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The items of the members table at `keys` (`{ pk, sk }`; an absent one is left out), read
 * consistently in batches of 100 with their unprocessed keys tried again; `projection` names the
 * attributes to read besides the keys.
 */
export async function batchItems(
  keys: { pk: string; sk: string }[],
  projection: string[],
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const names = Object.fromEntries(
    ['pk', 'sk', ...projection].map((name, index) => [`#a${index}`, name]),
  );
  for (let index = 0; index < keys.length; index += batchSize) {
    let batch: Record<string, unknown>[] = keys.slice(index, index + batchSize);
    for (let round = 1; batch.length > 0; round += 1) {
      if (round > batchRounds) throw new Error('batchItems: keys left unprocessed');
      const { Responses, UnprocessedKeys } = await dynamoDb().send(
        new BatchGetCommand({
          RequestItems: {
            [config.membersTable]: {
              Keys: batch,
              ProjectionExpression: Object.keys(names).join(', '),
              ExpressionAttributeNames: names,
              ConsistentRead: true,
            },
          },
        }),
      );
      items.push(...(Responses?.[config.membersTable] ?? []));
      batch = UnprocessedKeys?.[config.membersTable]?.Keys ?? [];
      if (batch.length > 0) await pause(Math.random() * 20 * 2 ** round);
    }
  }
  return items;
}

/** The items of `keys` by their partition key's member id (`MEMBER#{id}`). */
export async function itemsByMember(
  keys: { pk: string; sk: string }[],
  projection: string[],
): Promise<Map<string, Record<string, unknown>>> {
  const found = await batchItems(keys, projection);
  return new Map(found.map((item) => [String(item.pk).slice('MEMBER#'.length), item]));
}
