import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { StaffProduct, StaffProductList } from '@gsk/core/api';
import { senOf } from '@gsk/core/crowdfunding';
import type { EnterpriseSlug } from '@gsk/core/enterprise';
import type {
  ProductArtwork,
  ProductCategory,
  ProductStatus,
  ProductValues,
  ShopColour,
  VariantValues,
} from '@gsk/core/shop';
import { LOW_STOCK_DEFAULT } from '@gsk/core/shop/limits';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { cancelledAt, isConditionFailure } from '../lib/dynamo-conditions';
import { badRequest, conflict, notFound } from '../lib/errors';
import { allProducts, isLow, productWithVariants, type ProductWithVariants } from './catalogue';
import {
  productKey,
  stockMovementKey,
  variantKey,
  type StoredProduct,
  type StoredVariant,
  type TransactItems,
} from './records';

/*
 * Staff's products (docs/shop.md, "Data model"): a product and its variants are written together
 * in one transaction, so the shop never shows a product without its variants. A variant is never
 * deleted (orders name it): a PUT that leaves one out is refused, and staff set its stock to 0
 * instead. Stock moves only by conditional writes with a movement beside them: a new variant's
 * opening stock is the first movement; later changes are stock.ts's.
 */

/** The reason of an opening stock's movement (staff's own reasons are theirs, in their words). */
export const openingReason = 'Opening stock';

/** The movement of a variant's opening stock, by the staff member who made it. */
const openingMovement = (
  slug: string,
  variant: StoredVariant,
  by: string | undefined,
  at: string,
): TransactItems[number] => ({
  Put: {
    TableName: config.paymentsTable,
    Item: {
      ...stockMovementKey(slug, at, randomUUID()),
      at,
      sku: variant.sku,
      change: variant.stock,
      stockAfter: variant.stock,
      reason: openingReason,
      ...(by && { by }),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** The product's own fields as staff wrote them (everything but slug, creation and author). */
const productFields = (values: ProductValues) => ({
  name: { bm: values.name.bm, eng: values.name.eng },
  description: { bm: values.description.bm, eng: values.description.eng },
  category: values.category as ProductCategory,
  artwork: values.artwork as ProductArtwork,
  ...(values.enterprise ? { enterprise: values.enterprise as EnterpriseSlug } : {}),
  status: values.status as ProductStatus,
  // Strict numbers take no default in core: the server's is LOW_STOCK_DEFAULT.
  lowStockAt: values.lowStockAt ?? LOW_STOCK_DEFAULT,
});

/** A variant's options and price as staff wrote them (blank size or colour: none). */
const variantOptions = (values: VariantValues) => ({
  ...(values.size ? { size: values.size } : {}),
  ...(values.colour ? { colour: values.colour as ShopColour } : {}),
  priceSen: senOf(values.price),
});

const newVariant = (
  slug: string,
  values: VariantValues,
  position: number,
  now: string,
): StoredVariant => ({
  slug,
  sku: values.sku,
  ...variantOptions(values),
  stock: values.stock ?? 0,
  sold: 0,
  position,
  updatedAt: now,
});

/** A new variant's put (never over an existing one) and, with opening stock, its movement. */
const variantPuts = (
  variant: StoredVariant,
  by: string | undefined,
  now: string,
): TransactItems => [
  {
    Put: {
      TableName: config.paymentsTable,
      Item: { ...variantKey(variant.slug, variant.sku), ...variant },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  ...(variant.stock > 0 ? [openingMovement(variant.slug, variant, by, now)] : []),
];

const productItem = (product: StoredProduct) => ({ ...productKey(product.slug), ...product });

/**
 * Stores a new product with its variants (each with its opening stock, `sold` 0) in one
 * transaction; 409 `product_exists` when the slug is taken, and nothing is written. `by` is the
 * staff member's name for the opening stock's movements.
 */
export async function createProduct(
  values: ProductValues,
  memberId: string,
  by?: string,
  now = new Date(),
): Promise<ProductWithVariants> {
  const at = now.toISOString();
  const product: StoredProduct = {
    slug: values.slug,
    ...productFields(values),
    createdAt: at,
    updatedAt: at,
    createdBy: memberId,
    listKind: 'product',
    listedAt: at,
  };
  const variants = values.variants.map((variant, position) =>
    newVariant(values.slug, variant, position, at),
  );
  try {
    await dynamoDb().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: config.paymentsTable,
              Item: productItem(product),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...variants.flatMap((variant) => variantPuts(variant, by, at)),
        ],
      }),
    );
  } catch (error) {
    // The product's item, or a variant left behind by nothing (variants are never without it).
    if (isConditionFailure(error)) throw conflict('product_exists');
    throw error;
  }
  return { product, variants };
}

/** The staff-written fields of a product, by name (for the audit trail's `changed`). */
const productFieldNames = [
  'name',
  'description',
  'category',
  'artwork',
  'enterprise',
  'status',
  'lowStockAt',
] as const;

/** The fields an edit changed, `variants` when any variant's options, price or order did. */
export function changedProductFields(before: ProductWithVariants, after: ProductWithVariants) {
  const changed: string[] = productFieldNames.filter(
    (field) => JSON.stringify(before.product[field]) !== JSON.stringify(after.product[field]),
  );
  const shape = ({ variants }: ProductWithVariants) =>
    JSON.stringify(
      variants.map(({ sku, size, colour, priceSen, position }) => [
        sku,
        size,
        colour,
        priceSen,
        position,
      ]),
    );
  if (shape(before) !== shape(after)) changed.push('variants');
  return changed;
}

/** Tries of an edit that keeps meeting another staff member's write. */
const UPDATE_TRIES = 3;

/**
 * Replaces a product's fields (never its slug, creation or author), conditional on the
 * `updatedAt` it read, as campaigns are: a race lost reads again and writes over it. Existing
 * variants keep their stock and `sold` (a PUT's stock is ignored for them) and may change price,
 * size, colour and place; new ones are added with their opening stock. A variant left out is
 * refused (400 on `variants`, `product.variants.removed`): orders name it. 404
 * `product_not_found`. Nothing is written on a refusal.
 */
export async function updateProduct(
  slug: string,
  values: ProductValues,
  by?: string,
): Promise<{ before: ProductWithVariants; after: ProductWithVariants }> {
  for (let tries = 1; ; tries += 1) {
    const before = await productWithVariants(slug, true);
    if (!before) throw notFound('product_not_found');
    const wanted = new Set(values.variants.map((variant) => variant.sku));
    if (before.variants.some((variant) => !wanted.has(variant.sku))) {
      throw badRequest('validation', { variants: 'product.variants.removed' });
    }
    const now = new Date().toISOString();
    const { createdAt, createdBy, listedAt } = before.product;
    const product: StoredProduct = {
      slug,
      ...productFields(values),
      createdAt,
      createdBy,
      updatedAt: now,
      listKind: 'product',
      listedAt,
    };
    const existing = new Map(before.variants.map((variant) => [variant.sku, variant]));
    const variants: StoredVariant[] = [];
    const items: TransactItems = [
      {
        Put: {
          TableName: config.paymentsTable,
          Item: productItem(product),
          ConditionExpression: 'updatedAt = :read',
          ExpressionAttributeValues: { ':read': before.product.updatedAt },
        },
      },
    ];
    values.variants.forEach((values, position) => {
      const held = existing.get(values.sku);
      if (!held) {
        const variant = newVariant(slug, values, position, now);
        variants.push(variant);
        items.push(...variantPuts(variant, by, now));
        return;
      }
      const options = variantOptions(values);
      variants.push({
        slug,
        sku: held.sku,
        ...options,
        stock: held.stock,
        sold: held.sold,
        position,
        updatedAt: now,
      });
      // Stock and `sold` are left alone: checkouts and orders move them meanwhile.
      const removed = [...(options.size ? [] : ['size']), ...(options.colour ? [] : ['colour'])];
      items.push({
        Update: {
          TableName: config.paymentsTable,
          Key: variantKey(slug, held.sku),
          UpdateExpression:
            'SET priceSen = :price, #position = :position, updatedAt = :now' +
            (options.size ? ', #size = :size' : '') +
            (options.colour ? ', #colour = :colour' : '') +
            (removed.length > 0 ? ` REMOVE ${removed.join(', ')}` : ''),
          ConditionExpression: 'attribute_exists(pk)',
          // `size` is one of DynamoDB's reserved words.
          ExpressionAttributeNames: {
            '#position': 'position',
            '#size': 'size',
            '#colour': 'colour',
          },
          ExpressionAttributeValues: {
            ':price': options.priceSen,
            ':position': position,
            ':now': now,
            ...(options.size && { ':size': options.size }),
            ...(options.colour && { ':colour': options.colour }),
          },
        },
      });
    });
    try {
      await dynamoDb().send(new TransactWriteCommand({ TransactItems: items }));
      return { before, after: { product, variants } };
    } catch (error) {
      if (!cancelledAt(error, 0) || tries >= UPDATE_TRIES) throw error;
    }
  }
}

/**
 * A product as staff see it: every variant with its stock and whether it is low, units sold
 * (the variants' `sold`: paid orders less cancellations and returns) and proceeds, counted as
 * each variant's `sold` × its current price (docs/shop.md, "Staff": an estimate once a price
 * changed; the shop totals hold what was paid).
 */
export function staffProductOf({ product, variants }: ProductWithVariants): StaffProduct {
  return {
    slug: product.slug,
    name: product.name,
    description: product.description,
    category: product.category,
    artwork: product.artwork,
    ...(product.enterprise && { enterprise: product.enterprise }),
    status: product.status,
    lowStockAt: product.lowStockAt,
    variants: variants.map((variant) => ({
      sku: variant.sku,
      ...(variant.size && { size: variant.size }),
      ...(variant.colour && { colour: variant.colour }),
      priceSen: variant.priceSen,
      stock: variant.stock,
      low: isLow(variant, product),
    })),
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    sold: variants.reduce((sum, variant) => sum + (variant.sold ?? 0), 0),
    proceedsSen: variants.reduce((sum, variant) => sum + (variant.sold ?? 0) * variant.priceSen, 0),
  };
}

/** One product as staff see it; 404 `product_not_found`. */
export async function staffProduct(slug: string): Promise<StaffProduct> {
  const found = await productWithVariants(slug, true);
  if (!found) throw notFound('product_not_found');
  return staffProductOf(found);
}

/**
 * Every product (any status), newest first, with the count of low variants among products not
 * archived (as the dashboard counts them).
 */
export async function staffProductList(): Promise<StaffProductList> {
  const stored = await allProducts();
  const found = await Promise.all(stored.map((product) => productWithVariants(product.slug)));
  const products = found
    .filter((each): each is ProductWithVariants => each !== undefined)
    .map(staffProductOf);
  const lowStock = products
    .filter((product) => product.status !== 'archived')
    .reduce((sum, product) => sum + product.variants.filter((variant) => variant.low).length, 0);
  return { products, lowStock };
}
