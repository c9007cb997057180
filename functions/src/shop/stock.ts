import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderLine, StockMovement, StockMovements } from '@gsk/core/api';
import type { StockChangeValues } from '@gsk/core/shop';
import { queryAll } from '../crowdfunding/query-all';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { cancelledAt } from '../lib/dynamo-conditions';
import { badRequest, conflict, notFound } from '../lib/errors';
import {
  productKey,
  stockMovementKey,
  variantKey,
  type StoredProduct,
  type StoredVariant,
  type TransactItems,
} from './records';

/*
 * Staff's stock changes (docs/shop.md, "Stock"): read the variant, then one transaction that sets
 * the stock to what was read plus the change, on condition that it is still what was read, and
 * puts the movement with the stock after it. A checkout taking stock meanwhile makes the
 * condition fail: the change reads again (a few times) rather than overwrite the sale. A change
 * that would take the stock below zero is refused and nothing is written.
 */

/** Tries of a change that keeps meeting checkouts. */
const CHANGE_TRIES = 4;

/** What a staff change did: the variant before and after, the movement, the product. */
export interface StockChanged {
  product: StoredProduct;
  before: StoredVariant;
  after: StoredVariant;
  movement: StockMovement;
}

const getItem = async <T>(key: { pk: string; sk: string }): Promise<T | undefined> => {
  const { Item } = await dynamoDb().send(
    new GetCommand({ TableName: config.paymentsTable, Key: key, ConsistentRead: true }),
  );
  return Item as T | undefined;
};

/**
 * Changes a variant's stock by `change` with staff's reason, `by` being their name. 404
 * `product_not_found`; 400 on `sku` (`variant.sku.unknown`) when the product has no such variant;
 * 409 `stock_insufficient` when the stock would go below zero.
 */
export async function changeStock(
  slug: string,
  values: StockChangeValues,
  by: string,
): Promise<StockChanged> {
  const product = await getItem<StoredProduct>(productKey(slug));
  if (!product) throw notFound('product_not_found');
  for (let tries = 1; ; tries += 1) {
    const before = await getItem<StoredVariant>(variantKey(slug, values.sku));
    if (!before) throw badRequest('validation', { sku: 'variant.sku.unknown' });
    const stock = before.stock + values.change;
    if (stock < 0) throw conflict('stock_insufficient');
    const at = new Date().toISOString();
    const movement: StockMovement = {
      at,
      sku: before.sku,
      change: values.change,
      stockAfter: stock,
      reason: values.reason,
      by,
    };
    try {
      await dynamoDb().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: config.paymentsTable,
                Key: variantKey(slug, before.sku),
                UpdateExpression: 'SET stock = :after, updatedAt = :now',
                ConditionExpression: 'stock = :read',
                ExpressionAttributeValues: { ':after': stock, ':read': before.stock, ':now': at },
              },
            },
            {
              Put: {
                TableName: config.paymentsTable,
                Item: { ...stockMovementKey(slug, at, randomUUID()), ...movement },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
      return { product, before, after: { ...before, stock, updatedAt: at }, movement };
    } catch (error) {
      if (!cancelledAt(error, 0) || tries >= CHANGE_TRIES) throw error;
    }
  }
}

/** A product's stock movements, newest first; 404 `product_not_found`. */
export async function stockMovements(slug: string): Promise<StockMovements> {
  const product = await getItem<StoredProduct>(productKey(slug));
  if (!product) throw notFound('product_not_found');
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :stock)',
    ExpressionAttributeValues: { ':pk': productKey(slug).pk, ':stock': 'STOCK#' },
    ScanIndexForward: false,
  });
  return {
    movements: items.map((item): StockMovement => ({
      at: String(item.at),
      sku: String(item.sku),
      change: Number(item.change),
      ...(typeof item.stockAfter === 'number' && { stockAfter: item.stockAfter }),
      reason: String(item.reason),
      ...(typeof item.by === 'string' && { by: item.by }),
      ...(typeof item.order === 'string' && { order: item.order }),
    })),
  };
}

/**
 * The movements of an order's goods going back on the shelf (a cancellation or a return with
 * restock), one per line, for the transaction that restocks them (`shopTotalsChange`).
 */
export function orderMovements(
  orderId: string,
  lines: readonly OrderLine[],
  reason: string,
  at: string,
): TransactItems {
  return lines.map((line) => ({
    Put: {
      TableName: config.paymentsTable,
      Item: {
        ...stockMovementKey(line.product, at, randomUUID()),
        at,
        sku: line.sku,
        change: line.quantity,
        reason,
        order: orderId,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }));
}
