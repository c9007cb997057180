import type { DynamoCall } from './transactions';

/*
 * DynamoDB's Time to Live, as the service applies it in the background: an item whose TTL
 * attribute is a Number of epoch seconds in the past is deleted, unless it is more than five years
 * in the past (DynamoDB ignores those, taking them for a mistake in units); an attribute of any
 * other type, or an item without it, is never deleted. DynamoDB deletes within days of the expiry,
 * and the handlers check expiry themselves, so a sweep every minute or so is as faithful as needed.
 */

/** How far in the past an expiry may be and still be acted on (DynamoDB's five years). */
const ignoredAfterSeconds = 5 * 365 * 24 * 60 * 60;

type AttributeValue = Record<string, unknown>;
type Item = Record<string, AttributeValue>;

/** Whether `value` (an attribute as DynamoDB sends it) is an expiry that is due at `nowSeconds`. */
export const isDue = (value: AttributeValue | undefined, nowSeconds: number): boolean => {
  if (typeof value?.N !== 'string') return false;
  const expiry = Number(value.N);
  return (
    Number.isFinite(expiry) && expiry < nowSeconds && expiry >= nowSeconds - ignoredAfterSeconds
  );
};

const failed = (operation: string, table: string, body: unknown): Error =>
  new Error(`TTL sweep: ${operation} on ${table} failed: ${JSON.stringify(body)}`);

/**
 * Deletes the due items of `table` (TTL on `attribute`) through `call`, each on condition that its
 * expiry is still the one read (a write that extended it in between wins). Returns how many went.
 */
const sweepTable = async (
  call: DynamoCall,
  table: string,
  attribute: string,
  nowSeconds: number,
): Promise<number> => {
  const described = await call('DescribeTable', { TableName: table });
  // A table deleted since its TTL was set has nothing left to expire.
  if (described.status !== 200) return 0;
  const keySchema = ((described.body.Table as { KeySchema?: { AttributeName: string }[] })
    ?.KeySchema ?? []) as { AttributeName: string }[];
  const keyNames = keySchema.map((key) => key.AttributeName);
  const due: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await call('Scan', {
      TableName: table,
      ...(start && { ExclusiveStartKey: start }),
    });
    if (page.status !== 200) throw failed('Scan', table, page.body);
    for (const item of (page.body.Items ?? []) as Item[])
      if (isDue(item[attribute], nowSeconds)) due.push(item);
    start = page.body.LastEvaluatedKey as Item | undefined;
  } while (start);

  let deleted = 0;
  for (const item of due) {
    const result = await call('DeleteItem', {
      TableName: table,
      Key: Object.fromEntries(keyNames.map((name) => [name, item[name]])),
      ConditionExpression: '#ttl = :expiry',
      ExpressionAttributeNames: { '#ttl': attribute },
      ExpressionAttributeValues: { ':expiry': item[attribute] },
    });
    if (result.status === 200) deleted += 1;
    else if (!String(result.body.__type).endsWith('ConditionalCheckFailedException'))
      throw failed('DeleteItem', table, result.body);
  }
  return deleted;
};

/**
 * One pass of TTL over every table whose TTL is enabled (`settings`: table name to attribute), as
 * at `now`: the number of items deleted.
 */
export async function sweepExpiredItems(
  call: DynamoCall,
  settings: ReadonlyMap<string, string>,
  now: Date,
): Promise<number> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  let deleted = 0;
  for (const [table, attribute] of settings)
    deleted += await sweepTable(call, table, attribute, nowSeconds);
  return deleted;
}
