/*
 * TransactWriteItems (Update, Put, Delete, ConditionCheck) on top of dynalite, which does not
 * implement it, all or nothing even when the
 * process is killed half-way. The DynamoDB front server runs each transaction alone (no other
 * request is in flight meanwhile), in four steps:
 * 1. Evaluate: read each item as it is (its before-image) and let a scratch dynalite in memory,
 *    holding only that image, run the item's operation (dynalite evaluates the condition and
 *    update expressions), which gives the item as the transaction leaves it (its after-image; none
 *    for a Delete; a ConditionCheck writes nothing) or the cancellation reason. Nothing is written
 *    yet: a cancelled transaction ends here.
 * 2. Journal: append the intent (keys, before- and after-images, the ClientRequestToken) to the
 *    write-ahead journal and fsync it (journal.ts). From here on the transaction is committed.
 * 3. Apply: put each after-image into dynalite (or delete the item).
 * 4. Finish: mark the intent done in the journal, answer.
 * `recoverTransaction`, run at start-up before the front server listens, rolls an intent that a kill
 * left behind forward: it puts the after-images again (idempotent) and finishes. A kill before
 * step 2 completed left nothing written. Either way nobody ever reads a half-applied transaction.
 * Putting whole after-images also mends what a kill inside one dynalite write can leave (an index
 * entry written, its item not yet). If dynalite refuses a write in step 3 (not a kill: the disk),
 * the items already written are put back from their before-images.
 */

import { randomUUID } from 'node:crypto';
import type { Intent, Item, JournalWrite, TransactionJournal } from './journal';

/** A DynamoDB JSON response: HTTP status and body. */
export interface DynamoReply {
  status: number;
  body: Record<string, unknown>;
}

/** Sends one DynamoDB operation to dynalite. */
export type DynamoCall = (operation: string, payload: object) => Promise<DynamoReply>;

/** DynamoDB's limit on the number of items in one transaction. */
const maxTransactItems = 100;

/** The operations of TransactWriteItems, and the request each one is evaluated as in dynalite. */
const operations = {
  Update: 'UpdateItem',
  Put: 'PutItem',
  Delete: 'DeleteItem',
  // An UpdateItem that changes no attribute checks the condition (in the scratch copy only).
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

/** What DescribeTable says of a table that a copy of it in the scratch dynalite needs. */
interface TableShape {
  KeySchema: { AttributeName: string; KeyType: string }[];
  AttributeDefinitions: unknown[];
  GlobalSecondaryIndexes?: { IndexName: string; KeySchema: unknown[]; Projection: unknown }[];
}

/** Reads each table's description once per transaction. */
const tableShapes = (call: DynamoCall) => {
  const cache = new Map<string, TableShape | DynamoReply>();
  return async (table: string): Promise<TableShape | DynamoReply> => {
    const cached = cache.get(table);
    if (cached) return cached;
    const reply = await call('DescribeTable', { TableName: table });
    const shape = reply.body.Table as TableShape | undefined;
    const result = reply.status === 200 && shape?.KeySchema ? shape : reply;
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

/** Sends one write to dynalite, throwing when it is refused. */
const write = async (call: DynamoCall, operation: string, payload: Item): Promise<void> => {
  const reply = await call(operation, payload);
  if (reply.status !== 200)
    throw new Error(`${operation} on ${String(payload.TableName)}: ${JSON.stringify(reply.body)}`);
};

/**
 * Puts each item as the transaction leaves it, or deletes it (again, after a kill: the same
 * images, no harm).
 */
const apply = async (call: DynamoCall, writes: readonly JournalWrite[]): Promise<void> => {
  for (const { table, key, after } of writes)
    await (after
      ? write(call, 'PutItem', { TableName: table, Item: after })
      : write(call, 'DeleteItem', { TableName: table, Key: key }));
};

/** Puts each item back as it was before the transaction. */
const restore = async (call: DynamoCall, writes: readonly JournalWrite[]): Promise<void> => {
  for (const { table, key, before } of writes)
    await (before
      ? write(call, 'PutItem', { TableName: table, Item: before })
      : write(call, 'DeleteItem', { TableName: table, Key: key }));
};

export interface Transactions {
  /**
   * TransactWriteItems: every condition holds and every write lands, or nothing changes and the
   * caller gets TransactionCanceledException with one cancellation reason per item.
   * Must run while no other request is being served.
   */
  transactWrite(input: Item): Promise<DynamoReply>;
  /**
   * Rolls forward the transaction a kill interrupted, if any, and rewrites the journal; returns
   * how many items it wrote. Must run before the emulator serves anything.
   */
  recover(): Promise<number>;
}

/**
 * Transactions on `engine` (dynalite with the data), evaluated in `scratch` (a dynalite in memory,
 * whose tables are copies of the engine's, made on first use) and journaled in `journal`.
 */
export function transactions(
  engine: DynamoCall,
  scratch: DynamoCall,
  journal: TransactionJournal,
): Transactions {
  const scratchTables = new Map<string, Promise<DynamoReply>>();
  /** Set when a refused write could not be undone either: only a restart's recovery can mend it. */
  let stuck: Error | undefined;

  const scratchTable = (table: string, shape: TableShape): Promise<DynamoReply> => {
    let made = scratchTables.get(table);
    if (!made) {
      made = scratch('CreateTable', {
        TableName: table,
        KeySchema: shape.KeySchema,
        AttributeDefinitions: shape.AttributeDefinitions,
        BillingMode: 'PAY_PER_REQUEST',
        ...(shape.GlobalSecondaryIndexes?.length
          ? {
              GlobalSecondaryIndexes: shape.GlobalSecondaryIndexes.map((index) => ({
                IndexName: index.IndexName,
                KeySchema: index.KeySchema,
                Projection: index.Projection,
              })),
            }
          : {}),
      });
      scratchTables.set(table, made);
    }
    return made;
  };

  /**
   * What the step leaves: the item's after-image (none when deleted), `unchanged` for a condition
   * check that holds, its cancellation reason, or an error to answer. The scratch item is set to
   * the before-image first (or deleted), so what an earlier evaluation left there never matters.
   */
  const evaluate = async (
    step: Step,
  ): Promise<{ after?: Item } | 'unchanged' | Reason | DynamoReply> => {
    const seeded = step.old
      ? await scratch('PutItem', { TableName: step.table, Item: step.old })
      : await scratch('DeleteItem', { TableName: step.table, Key: step.key });
    if (seeded.status !== 200) return seeded;
    const reply = await scratch(operations[step.operation], {
      ...step.request,
      ...(step.operation === 'Update' && { ReturnValues: 'ALL_NEW' }),
    });
    if (errorName(reply) === 'ConditionalCheckFailedException')
      return { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' };
    if (reply.status !== 200) return reply;
    switch (step.operation) {
      case 'Update':
        return isObject(reply.body.Attributes) ? { after: reply.body.Attributes } : reply;
      case 'Put':
        return { after: step.request.Item as Item };
      case 'Delete':
        return {};
      case 'ConditionCheck':
        return 'unchanged';
    }
  };

  const transactWrite = async (input: Item): Promise<DynamoReply> => {
    if (stuck)
      throw new Error('An earlier transaction could not be undone; restart to recover', {
        cause: stuck,
      });
    const items = transactItems(input);
    if (isReply(items)) return items;

    const token =
      typeof input.ClientRequestToken === 'string' ? input.ClientRequestToken : undefined;
    const fingerprint = JSON.stringify(items);
    if (token) {
      const seen = journal.check(token, fingerprint);
      if (seen === 'replay') return { status: 200, body: {} };
      if (seen === 'mismatch')
        return serviceError('IdempotentParameterMismatchException', {
          message:
            'Request parameters do not match the original request for this ClientRequestToken',
        });
    }

    const shapeOf = tableShapes(engine);
    const steps: Step[] = [];
    const targets = new Set<string>();
    for (const [index, entry] of items.entries()) {
      const step = parseStep(entry, index);
      if (isReply(step)) return step;
      const shape = await shapeOf(step.table);
      if (isReply(shape)) return shape;
      const schema = shape.KeySchema.map((key) => key.AttributeName);
      const keyed = step.operation === 'Put' ? step.request.Item : step.request.Key;
      step.key = isObject(keyed) ? pick(keyed, schema) : {};
      const target = JSON.stringify([step.table, schema.map((name) => step.key[name])]);
      if (targets.has(target))
        return validationError(
          'Transaction request cannot include multiple operations on one item',
        );
      targets.add(target);
      const made = await scratchTable(step.table, shape);
      if (made.status !== 200) return made;
      steps.push(step);
    }

    for (const step of steps) {
      const current = await engine('GetItem', {
        TableName: step.table,
        Key: step.key,
        ConsistentRead: true,
      });
      if (current.status !== 200) return current;
      step.old = isObject(current.body.Item) ? current.body.Item : undefined;
    }

    const writes: JournalWrite[] = [];
    const reasons: Reason[] = [];
    for (const step of steps) {
      const outcome = await evaluate(step);
      if (outcome === 'unchanged') {
        reasons.push({ Code: 'None' });
        continue;
      }
      if (isReply(outcome)) return outcome;
      if ('Code' in outcome) {
        reasons.push(outcome);
        continue;
      }
      reasons.push({ Code: 'None' });
      writes.push({ table: step.table, key: step.key, before: step.old, after: outcome.after });
    }
    if (reasons.some((reason) => reason.Code !== 'None'))
      return serviceError('TransactionCanceledException', {
        Message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((reason) => reason.Code).join(', ')}]`,
        CancellationReasons: reasons,
      });

    const intent: Intent = {
      id: randomUUID(),
      ...(token ? { token: { token, fingerprint } } : {}),
      writes,
    };
    await journal.begin(intent);
    try {
      await apply(engine, writes);
    } catch (error) {
      // dynalite refused a write (a kill never gets here): put back what landed, then forget it.
      try {
        await restore(engine, writes);
      } catch (undoError) {
        stuck = undoError as Error;
        throw error;
      }
      await journal.finish(intent, 'undone');
      throw error;
    }
    await journal.finish(intent, 'done');
    return { status: 200, body: {} };
  };

  const recover = async (): Promise<number> => {
    const intent = journal.unfinished();
    if (intent) {
      await apply(engine, intent.writes);
      await journal.finish(intent, 'done');
    }
    await journal.compact();
    return intent?.writes.length ?? 0;
  };

  return { transactWrite, recover };
}
