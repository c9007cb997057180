import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { OrderDelivery, OrderLine } from '@gsk/core/api';
import type { EnterpriseSlug } from '@gsk/core/enterprise';
import type {
  OrderStatus,
  ProductArtwork,
  ProductCategory,
  ProductStatus,
  ShopColour,
} from '@gsk/core/shop';
import { config } from '../lib/config';

/*
 * The shop's items in the payments table (docs/shop.md, "Data model"), and the writes that the
 * order's creation, its payment's outcomes and the staff's actions share. An order is a payment
 * (`PAYMENT#{id}`, `kind: 'order'`) with its lines and delivery on the same row: the one money
 * path (docs/architecture.md, "The donation flow's code") carries it.
 */

export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** A product's item, its variants', its stock movements' and the shop's settings. */
export const productKey = (slug: string) => ({ pk: `PRODUCT#${slug}`, sk: 'PRODUCT' });
export const variantKey = (slug: string, sku: string) => ({
  pk: `PRODUCT#${slug}`,
  sk: `VARIANT#${sku}`,
});
export const stockMovementKey = (slug: string, at: string, id: string) => ({
  pk: `PRODUCT#${slug}`,
  sk: `STOCK#${at}#${id}`,
});
export const shopSettingsKey = { pk: 'SHOP', sk: 'SETTINGS' } as const;
/** A signed-in buyer's pointer to one of their orders (the profile's "My orders"). */
export const buyerPointerKey = (memberId: string, createdAt: string, orderId: string) => ({
  pk: `MEMBER#${memberId}`,
  sk: `ORDER#${createdAt}#${orderId}`,
});

/** The shop's totals, apart from the donations' (`TOTALS`/`ALL` and the rest never see an order). */
export const shopTotalsSk = 'SHOP';
export const shopDaySk = (day: string) => `SHOP#DAY#${day}`;
export const shopMonthSk = (day: string) => `SHOP#MONTH#${day.slice(0, 7)}`;
export const shopEnterpriseSk = (slug: string) => `SHOP#ENTERPRISE#${slug}`;

/** A product as its item holds it. */
export interface StoredProduct {
  slug: string;
  name: { bm: string; eng: string };
  description: { bm: string; eng: string };
  category: ProductCategory;
  artwork: ProductArtwork;
  enterprise?: EnterpriseSlug;
  status: ProductStatus;
  lowStockAt: number;
  createdAt: string;
  updatedAt: string;
  createdBy: string;
  /** The staff list's keys (the `listing` index): `product`, its creation. */
  listKind: 'product';
  listedAt: string;
}

/** A variant as its item holds it; `stock` moves only by conditional writes. */
export interface StoredVariant {
  slug: string;
  sku: string;
  size?: string;
  colour?: ShopColour;
  priceSen: number;
  stock: number;
  /** Units in paid orders, less cancellations and returns. */
  sold: number;
  /** Its place in the product's list of variants. */
  position: number;
  updatedAt: string;
}

/** Where an order's fulfilment stands once paid. */
export type Fulfilment = 'paid' | 'packed' | 'shipped' | 'delivered' | 'cancelled' | 'returned';

/**
 * The order's part of its payment row (`kind: 'order'`), beside PaymentRecord's own fields
 * (`amount` is `totalSen / 100`, ringgit with up to two decimals).
 */
export interface OrderFields {
  kind: 'order';
  lines: OrderLine[];
  subtotalSen: number;
  shippingSen: number;
  totalSen: number;
  delivery: OrderDelivery;
  /** The stock of its lines is held for it: from creation until released (once) or given back. */
  stockHeld: boolean;
  /** Set by the success; moved by staff. */
  fulfilment?: Fulfilment;
  /** The state the buyer and staff see (and the console filters on), kept by every write. */
  orderState: OrderStatus;
  packedAt?: string;
  shippedAt?: string;
  courier?: string;
  trackingNumber?: string;
  trackingEmail?: 'sent' | 'failed';
  deliveredAt?: string;
  cancelledAt?: string;
  returnedAt?: string;
  /** Staff's reason for a cancellation or a return (the buyer reads it). */
  reason?: string;
  /** A late success found its stock gone: staff must refund or restock (flagged for review). */
  stockShort?: boolean;
  /** The staff list's keys: `order#{orderState}` (set with it by every write), its creation. */
  listKind: `order#${OrderStatus}`;
}

/** The `listKind` of an order in a state: the console lists orders by state. */
export const orderListKind = (state: OrderStatus) => `order#${state}` as const;

/** Whether a payment row is an order's. */
export const isOrder = <T extends { kind?: string }>(payment: T): payment is T & OrderFields =>
  payment.kind === 'order';

/** Each line's quantity, merged by variant (a cart never repeats one, but stock writes must not). */
const quantities = (lines: readonly Pick<OrderLine, 'product' | 'sku' | 'quantity'>[]) => {
  const merged = new Map<string, { product: string; sku: string; quantity: number }>();
  for (const line of lines) {
    const key = `${line.product}|${line.sku}`;
    const held = merged.get(key);
    merged.set(key, {
      product: line.product,
      sku: line.sku,
      quantity: (held?.quantity ?? 0) + line.quantity,
    });
  }
  return [...merged.values()];
};

/**
 * Gives a released reservation's stock back to its variants (`ADD stock q`): a failure,
 * cancellation or expiry of its payment. Unconditional: the caller's condition on the payment
 * row (still open, stock still held) makes the transaction happen once. A paid order's
 * cancellation or return restocks through `shopTotalsChange` instead (one update per variant).
 */
export function stockBack(lines: readonly OrderLine[], now: string): TransactItems {
  return quantities(lines).map(({ product, sku, quantity }) => ({
    Update: {
      TableName: config.paymentsTable,
      Key: variantKey(product, sku),
      UpdateExpression: 'ADD stock :q SET updatedAt = :now',
      ExpressionAttributeValues: { ':q': quantity, ':now': now },
    },
  }));
}

/**
 * Takes an order's stock from its variants, each conditional on enough being left
 * (`stock >= q`): the reservation at creation (with `priceSen` as priced: a price changed
 * meanwhile refuses too) and a late success's retake. The items are in the lines' order after
 * merging, so a cancellation's index names the variant that fell short.
 */
export function stockTake(
  lines: readonly OrderLine[],
  now: string,
  priced?: ReadonlyMap<string, number>,
): TransactItems {
  return quantities(lines).map(({ product, sku, quantity }) => {
    const price = priced?.get(`${product}|${sku}`);
    return {
      Update: {
        TableName: config.paymentsTable,
        Key: variantKey(product, sku),
        UpdateExpression: 'SET stock = stock - :q, updatedAt = :now',
        ConditionExpression:
          'attribute_exists(pk) AND stock >= :q' +
          (price === undefined ? '' : ' AND priceSen = :price'),
        ExpressionAttributeValues: {
          ':q': quantity,
          ':now': now,
          ...(price !== undefined && { ':price': price }),
        },
      },
    };
  });
}

/**
 * The shop totals' share of an order (docs/shop.md, "Totals"): `sign` 1 on its success, -1 when it
 * is refunded (a cancellation, a return, or the gateway's reversal): the shop's overall, day and
 * month (the day the success was counted in), each enterprise's goods, and each variant's `sold`.
 * Amounts in sen: `amountSen` (what buyers paid, shipping included), `goodsSen`, `orders`,
 * `units`. Never a donation's totals item. With `restock` (a cancellation, or a return whose
 * goods can be sold again) the same variant updates also put the units back in stock: a
 * transaction may touch an item only once.
 */
export function shopTotalsChange(
  order: Pick<OrderFields, 'lines' | 'totalSen' | 'subtotalSen'>,
  sign: 1 | -1,
  now: string,
  day: string | undefined,
  restock = false,
): TransactItems {
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const totals = (sk: string, values: Record<string, number>) => ({
    Update: {
      TableName: config.paymentsTable,
      Key: { pk: 'TOTALS', sk },
      UpdateExpression: `ADD ${Object.keys(values)
        .map((name) => `${name} :${name}`)
        .join(', ')} SET updatedAt = :now`,
      ExpressionAttributeValues: {
        ...Object.fromEntries(
          Object.entries(values).map(([name, value]) => [`:${name}`, sign * value]),
        ),
        ':now': now,
      },
    },
  });
  const whole = {
    amountSen: order.totalSen,
    goodsSen: order.subtotalSen,
    orders: 1,
    units,
  };
  const byEnterprise = new Map<string, { goodsSen: number; units: number }>();
  for (const line of order.lines) {
    if (!line.enterprise) continue;
    const held = byEnterprise.get(line.enterprise) ?? { goodsSen: 0, units: 0 };
    byEnterprise.set(line.enterprise, {
      goodsSen: held.goodsSen + line.lineSen,
      units: held.units + line.quantity,
    });
  }
  return [
    totals(shopTotalsSk, whole),
    ...(day ? [totals(shopDaySk(day), whole), totals(shopMonthSk(day), whole)] : []),
    ...[...byEnterprise].map(([slug, values]) => totals(shopEnterpriseSk(slug), values)),
    ...quantities(order.lines).map(({ product, sku, quantity }) => ({
      Update: {
        TableName: config.paymentsTable,
        Key: variantKey(product, sku),
        UpdateExpression: `ADD sold :sold${restock ? ', stock :q' : ''} SET updatedAt = :now`,
        ExpressionAttributeValues: {
          ':sold': sign * quantity,
          ':now': now,
          ...(restock && { ':q': quantity }),
        },
      },
    })),
  ];
}
