/*
 * TransactWriteItems (Update, Put, Delete, ConditionCheck) on top of dynalite, which does not
 * implement it. The
 * DynamoDB front server runs each transaction alone (no other request is in flight meanwhile), so
 * a transaction can apply its writes one by one through dynalite itself (dynalite evaluates the
 * condition and update expressions) and put back the items it already changed when a later one
 * fails. Nobody observes the intermediate state, which makes the whole thing atomic and isolated.
 */

type Item = Record<string, unknown>;

/** A DynamoDB JSON response: HTTP status and body. */
export interface DynamoReply {
  status: number;
  body: Record<string, unknown>;
}

/** Sends one DynamoDB operation to dynalite. */
export type DynamoCall = (operation: string, payload: object) => Promise<DynamoReply>;

/** DynamoDB's limit on the number of items in one transaction. */
const maxTransactItems = 100;
/** How long DynamoDB remembers a ClientRequestToken. */
const idempotencyWindowMs = 10 * 60 * 1000;

/** The operations of TransactWriteItems, and the request each one is run as through dynalite. */
const operations = {
  Update: 'UpdateItem',
  Put: 'PutItem',
  Delete: 'DeleteItem',
  // An UpdateItem that changes no attribute checks the condition; its trace is put back after.
  ConditionCheck: 'UpdateItem',
} as const;

type Operation = keyof typeof operations;

/** One item of a transaction: its request to dynalite, the item's key and its state before. */
interface Step {
  operation: Operation;
  table: string;
  key: Item;
  request: Item;
  old?: Item;
}

type Reason = { Code: 'None' } | { Code: 'ConditionalCheckFailed'; Message: string };

const validationError = (message: string): DynamoReply => ({
  status: 400,
  body: { __type: 'com.amazon.coral.validate#ValidationException', message },
});

const serviceError = (name: string, body: Item): DynamoReply => ({
  status: 400,
  body: { __type: `com.amazonaws.dynamodb.v20120810#${name}`, ...body },
});

/** The exception name of an error reply ('ConditionalCheckFailedException'…). */
const errorName = (reply: DynamoReply): string =>
  String(reply.body.__type ?? '').replace(/^.*#/, '');

const isObject = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isReply = (value: unknown): value is DynamoReply =>
  isObject(value) && typeof value.status === 'number' && isObject(value.body);

const pick = (source: Item, names: readonly string[]): Item =>
  Object.fromEntries(
    names.filter((name) => source[name] !== undefined).map((name) => [name, source[name]]),
  );

const expressionFields = [
  'TableName',
  'ConditionExpression',
  'ExpressionAttributeNames',
  'ExpressionAttributeValues',
] as const;

/** Remembers the tokens of committed transactions so an SDK retry does not apply them twice. */
export class IdempotencyTokens {
  private readonly seen = new Map<string, { fingerprint: string; expires: number }>();

  check(token: string, fingerprint: string): 'new' | 'replay' | 'mismatch' {
    const now = Date.now();
    for (const [key, entry] of this.seen) if (entry.expires < now) this.seen.delete(key);
    const entry = this.seen.get(token);
    if (!entry) return 'new';
    return entry.fingerprint === fingerprint ? 'replay' : 'mismatch';
  }

  remember(token: string, fingerprint: string): void {
    this.seen.set(token, { fingerprint, expires: Date.now() + idempotencyWindowMs });
  }
}

/** The request's TransactItems, or the ValidationException DynamoDB answers when it is unusable. */
const transactItems = (input: Item): unknown[] | DynamoReply => {
  const items = input.TransactItems;
  if (!Array.isArray(items))
    return validationError(
      "1 validation error detected: Value null at 'transactItems' failed to satisfy constraint: Member must not be null",
    );
  if (items.length < 1 || items.length > maxTransactItems)
    return validationError(
      `1 validation error detected: Value at 'transactItems' failed to satisfy constraint: Member must have length ${items.length < 1 ? 'greater than or equal to 1' : `less than or equal to ${maxTransactItems}`}`,
    );
  return items;
};

/** Reads each table's key attribute names once per transaction. */
const keySchemas = (call: DynamoCall) => {
  const cache = new Map<string, string[] | DynamoReply>();
  return async (table: string): Promise<string[] | DynamoReply> => {
    const cached = cache.get(table);
    if (cached) return cached;
    const reply = await call('DescribeTable', { TableName: table });
    const schema = (reply.body.Table as { KeySchema?: { AttributeName: string }[] } | undefined)
      ?.KeySchema;
    const result = reply.status === 200 && schema ? schema.map((key) => key.AttributeName) : reply;
    cache.set(table, result);
    return result;
  };
};

/** The fields each operation must name (DynamoDB's own names, for its error messages). */
const requiredFields: Record<Operation, readonly (readonly [string, string])[]> = {
  Update: [
    ['TableName', 'tableName'],
    ['UpdateExpression', 'updateExpression'],
  ],
  Put: [['TableName', 'tableName']],
  Delete: [['TableName', 'tableName']],
  ConditionCheck: [
    ['TableName', 'tableName'],
    ['ConditionExpression', 'conditionExpression'],
  ],
};

/** An item of TransactItems (Update, Put, Delete or ConditionCheck) as a request to dynalite. */
const parseStep = (entry: unknown, index: number): Step | DynamoReply => {
  const [name] = isObject(entry) ? Object.keys(entry) : [];
  const operation = name && Object.hasOwn(operations, name) ? (name as Operation) : undefined;
  const spec = isObject(entry) && operation ? entry[operation] : undefined;
  if (!isObject(entry) || Object.keys(entry).length !== 1 || !operation || !isObject(spec))
    return validationError(
      'Each of TransactItems must be exactly one of Update, Put, Delete or ConditionCheck',
    );
  const path = `transactItems.${index + 1}.member.${operation.charAt(0).toLowerCase()}${operation.slice(1)}`;
  for (const [field, member] of requiredFields[operation])
    if (typeof spec[field] !== 'string')
      return validationError(
        `1 validation error detected: Value null at '${path}.${member}' failed to satisfy constraint: Member must not be null`,
      );
  if (operation === 'Put' ? !isObject(spec.Item) : !isObject(spec.Key))
    return validationError(
      `1 validation error detected: Value null at '${path}.${operation === 'Put' ? 'item' : 'key'}' failed to satisfy constraint: Member must not be null`,
    );
  const request = {
    ...pick(spec, expressionFields),
    ...(operation === 'Put' ? { Item: spec.Item } : { Key: spec.Key }),
    ...(operation === 'Update' && { UpdateExpression: spec.UpdateExpression }),
  };
  return { operation, table: String(spec.TableName), key: {}, request };
};

/** Puts an item back as it was before the transaction touched it. */
const restore = async (call: DynamoCall, step: Step): Promise<void> => {
  const reply = step.old
    ? await call('PutItem', { TableName: step.table, Item: step.old })
    : await call('DeleteItem', { TableName: step.table, Key: step.key });
  if (reply.status !== 200)
    throw new Error(`Could not roll back ${step.table}: ${JSON.stringify(reply.body)}`);
};

/**
 * TransactWriteItems: every condition holds and every write lands, or nothing changes and the
 * caller gets TransactionCanceledException with one cancellation reason per item.
 * Must run while no other request is being served.
 */
export async function transactWrite(
  call: DynamoCall,
  input: Item,
  tokens: IdempotencyTokens,
): Promise<DynamoReply> {
  const items = transactItems(input);
  if (isReply(items)) return items;

  const token = typeof input.ClientRequestToken === 'string' ? input.ClientRequestToken : undefined;
  const fingerprint = JSON.stringify(items);
  if (token) {
    const seen = tokens.check(token, fingerprint);
    if (seen === 'replay') return { status: 200, body: {} };
    if (seen === 'mismatch')
      return serviceError('IdempotentParameterMismatchException', {
        message: 'Request parameters do not match the original request for this ClientRequestToken',
      });
  }

  const schemaOf = keySchemas(call);
  const steps: Step[] = [];
  const targets = new Set<string>();
  for (const [index, entry] of items.entries()) {
    const step = parseStep(entry, index);
    if (isReply(step)) return step;
    const schema = await schemaOf(step.table);
    if (isReply(schema)) return schema;
    const keyed = step.operation === 'Put' ? step.request.Item : step.request.Key;
    step.key = isObject(keyed) ? pick(keyed, schema) : {};
    const target = JSON.stringify([step.table, schema.map((name) => step.key[name])]);
    if (targets.has(target))
      return validationError('Transaction request cannot include multiple operations on one item');
    targets.add(target);
    steps.push(step);
  }

  for (const step of steps) {
    const current = await call('GetItem', {
      TableName: step.table,
      Key: step.key,
      ConsistentRead: true,
    });
    if (current.status !== 200) return current;
    step.old = isObject(current.body.Item) ? current.body.Item : undefined;
  }

  const applied: Step[] = [];
  const reasons: Reason[] = [];
  const rollback = async () => {
    for (const step of applied.reverse()) await restore(call, step);
  };
  for (const step of steps) {
    const reply = await call(operations[step.operation], step.request);
    if (reply.status === 200) {
      applied.push(step);
      reasons.push({ Code: 'None' });
    } else if (errorName(reply) === 'ConditionalCheckFailedException') {
      reasons.push({ Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' });
    } else {
      await rollback();
      return reply;
    }
  }

  if (reasons.some((reason) => reason.Code !== 'None')) {
    await rollback();
    return serviceError('TransactionCanceledException', {
      Message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((reason) => reason.Code).join(', ')}]`,
      CancellationReasons: reasons,
    });
  }
  // A condition check writes nothing: whatever its UpdateItem left is put back as it was.
  for (const step of applied) if (step.operation === 'ConditionCheck') await restore(call, step);
  if (token) tokens.remember(token, fingerprint);
  return { status: 200, body: {} };
}
