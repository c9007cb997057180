import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { defaultShippingSettings, type ShippingSettings } from '@gsk/core/shop';
import { queryAll } from '../crowdfunding/query-all';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { shopSettingsKey, type StoredProduct, type StoredVariant } from './records';

/*
 * The shop's reads every part shares (docs/shop.md, "Data model"): a product with its variants
 * (one Query of its partition), and the shipping settings. Writes live with their routes.
 */

/** A product with its variants in staff's order. */
export interface ProductWithVariants {
  product: StoredProduct;
  variants: StoredVariant[];
}

const strip = <T>(item: Record<string, unknown>): T => {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as T;
};

/**
 * A product and its variants, read consistently (`consistent`: a staff change or a checkout reads
 * what was just written), or undefined when there is no such product. Its stock movements share
 * the partition and are never read.
 */
export async function productWithVariants(
  slug: string,
  consistent = false,
): Promise<ProductWithVariants | undefined> {
  // A Query's filter may not name a key attribute (`sk`), and the movements would grow the read:
  // the product's item and its variants (`begins_with`) are two Queries, sent together.
  const [products, variantItems] = await Promise.all(
    [
      { expression: 'pk = :pk AND sk = :sk', sk: 'PRODUCT' },
      { expression: 'pk = :pk AND begins_with(sk, :sk)', sk: 'VARIANT#' },
    ].map(({ expression, sk }) =>
      queryAll({
        KeyConditionExpression: expression,
        ExpressionAttributeValues: { ':pk': `PRODUCT#${slug}`, ':sk': sk },
        ConsistentRead: consistent,
      }),
    ),
  );
  const items = [...(products ?? []), ...(variantItems ?? [])];
  const product = items.find((item) => item.sk === 'PRODUCT');
  if (!product) return undefined;
  const variants = items
    .filter((item) => String(item.sk).startsWith('VARIANT#'))
    .map((item) => strip<StoredVariant>(item))
    .sort((a, b) => a.position - b.position);
  return { product: strip<StoredProduct>(product), variants };
}

/** The shipping fees and free-shipping threshold staff set, or the defaults until they do. */
export async function shippingSettings(): Promise<ShippingSettings> {
  const { Item } = await dynamoDb().send(
    new GetCommand({ TableName: config.paymentsTable, Key: shopSettingsKey, ConsistentRead: true }),
  );
  if (!Item) return defaultShippingSettings;
  return {
    freeShippingFromSen: Number(Item.freeShippingFromSen),
    rates: Item.rates as ShippingSettings['rates'],
  };
}

/** Every product (any status), newest first: the `listing` index's `product` list. */
export async function allProducts(): Promise<StoredProduct[]> {
  const items = await queryAll({
    IndexName: 'listing',
    KeyConditionExpression: 'listKind = :kind',
    ExpressionAttributeValues: { ':kind': 'product' },
    ScanIndexForward: false,
  });
  return items.map((item) => strip<StoredProduct>(item));
}

/** Whether a variant is at or below its product's low-stock level. */
export const isLow = (variant: StoredVariant, product: StoredProduct): boolean =>
  variant.stock <= product.lowStockAt;

/**
 * Variants at or below their product's low-stock level, among products not archived: one Query
 * of the products' list, then one of each product's partition (the shop holds tens of products).
 */
export async function lowStockCount(): Promise<number> {
  const products = (await allProducts()).filter((product) => product.status !== 'archived');
  const counts = await Promise.all(
    products.map(async (product) => {
      const found = await productWithVariants(product.slug);
      return (found?.variants ?? []).filter((variant) => isLow(variant, product)).length;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** What one of the shop's totals items holds (`TOTALS`/`SHOP…`): zeros when nothing counted yet. */
export async function shopTotalsOf(sk: string): Promise<{ amountSen: number; orders: number }> {
  const { Item } = await dynamoDb().send(
    new GetCommand({ TableName: config.paymentsTable, Key: { pk: 'TOTALS', sk } }),
  );
  const number = (value: unknown) => (typeof value === 'number' ? value : 0);
  return { amountSen: number(Item?.amountSen), orders: number(Item?.orders) };
}
