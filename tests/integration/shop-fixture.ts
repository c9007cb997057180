import { randomUUID } from 'node:crypto';
import {
  BatchWriteCommand,
  PutCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { EnterpriseSlug } from '@gsk/core/enterprise';
import type { Language } from '@gsk/core/i18n/language';
import type { ProductArtwork, ProductCategory, ProductStatus, ShopColour } from '@gsk/core/shop';
import { LOW_STOCK_DEFAULT } from '@gsk/core/shop/limits';
import type { LocalStack } from '../../infra/local/stack';
import { names } from '../../infra/names';
import { send, type Answer } from './application-client';
import { inDays } from './event-fixture';

/*
 * The shop's fixture (docs/shop.md, "Data model"), for the shop's integration tests and any other
 * that needs products: a product and its variants written straight into the payments table as the
 * staff's routes write them (`PRODUCT#{slug}` / `PRODUCT` and `VARIANT#{sku}`), an event to
 * collect at (the members table's `EVENTS` items), orders placed through the public API as the
 * checkout page sends them, and the items a test reads back.
 */

type Urls = Pick<LocalStack['urls'], 'api' | 'site'>;

/** A variant as the fixture writes it: price in sen, stock. */
export interface FixtureVariant {
  sku: string;
  size?: string;
  colour?: ShopColour;
  priceSen: number;
  stock: number;
}

/** A product as the fixture writes it; left out: a T-shirt on sale, lowStockAt the default. */
export interface FixtureProduct {
  slug?: string;
  name?: { bm: string; eng: string };
  category?: ProductCategory;
  artwork?: ProductArtwork;
  enterprise?: EnterpriseSlug;
  status?: ProductStatus;
  lowStockAt?: number;
  variants: FixtureVariant[];
  /** When staff made it (the shelves list newest first). */
  createdAt?: string;
}

/** A product slug no other test of the run has. */
export const newSlug = (prefix = 'baju') => `${prefix}-${randomUUID().slice(0, 8)}`;

/** Writes a product and its variants; answers its slug. */
export async function putProduct(
  documents: DynamoDBDocumentClient,
  product: FixtureProduct,
): Promise<string> {
  const slug = product.slug ?? newSlug();
  const at = product.createdAt ?? new Date().toISOString();
  const TableName = names.paymentsTable;
  await documents.send(
    new PutCommand({
      TableName,
      Item: {
        pk: `PRODUCT#${slug}`,
        sk: 'PRODUCT',
        slug,
        name: product.name ?? { bm: 'Baju Gerakan', eng: 'Movement T-shirt' },
        description: {
          bm: 'Baju kapas organik dengan logo gerakan, dicetak oleh perusahaan sosial tempatan.',
          eng: "An organic cotton T-shirt with the movement's logo, printed by a local social enterprise.",
        },
        category: product.category ?? 'apparel',
        artwork: product.artwork ?? 'tshirt',
        ...(product.enterprise && { enterprise: product.enterprise }),
        status: product.status ?? 'on_sale',
        lowStockAt: product.lowStockAt ?? LOW_STOCK_DEFAULT,
        createdAt: at,
        updatedAt: at,
        createdBy: 'Fixture',
        listKind: 'product',
        listedAt: at,
      },
    }),
  );
  await documents.send(
    new BatchWriteCommand({
      RequestItems: {
        [TableName]: product.variants.map((variant, position) => ({
          PutRequest: {
            Item: {
              pk: `PRODUCT#${slug}`,
              sk: `VARIANT#${variant.sku}`,
              slug,
              sku: variant.sku,
              ...(variant.size && { size: variant.size }),
              ...(variant.colour && { colour: variant.colour }),
              priceSen: variant.priceSen,
              stock: variant.stock,
              sold: 0,
              position,
              updatedAt: at,
            },
          },
        })),
      },
    }),
  );
  return slug;
}

/** A product's variants as stored now, by sku. */
export async function variantsOf(
  documents: DynamoDBDocumentClient,
  slug: string,
): Promise<Record<string, { stock: number; sold: number; priceSen: number }>> {
  const { Items = [] } = await documents.send(
    new QueryCommand({
      TableName: names.paymentsTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :variant)',
      ExpressionAttributeValues: { ':pk': `PRODUCT#${slug}`, ':variant': 'VARIANT#' },
      ConsistentRead: true,
    }),
  );
  return Object.fromEntries(
    Items.map((item) => [
      String(item.sku),
      { stock: Number(item.stock), sold: Number(item.sold), priceSen: Number(item.priceSen) },
    ]),
  );
}

/** A payment's history entries, oldest first. */
export async function historyOf(
  documents: DynamoDBDocumentClient,
  paymentId: string,
): Promise<{ kind: string; details: Record<string, unknown> }[]> {
  const { Items = [] } = await documents.send(
    new QueryCommand({
      TableName: names.paymentsTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :history)',
      ExpressionAttributeValues: { ':pk': `PAYMENT#${paymentId}`, ':history': 'HISTORY#' },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => ({
    kind: String(item.kind),
    details: item.details as Record<string, unknown>,
  }));
}

/**
 * An event to collect orders at, written as staff's routes store it: published, in ten days, at
 * a venue; `overrides` make it online, past, a draft…
 */
export async function putEvent(
  documents: DynamoDBDocumentClient,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await documents.send(
    new PutCommand({
      TableName: names.membersTable,
      Item: {
        pk: 'EVENTS',
        sk: `EVENT#${id}`,
        id,
        title: { bm: 'Pasar Sektor Ketiga', eng: 'Third Sector Market' },
        description: { bm: 'Pasar perusahaan sosial.', eng: 'A social enterprise market.' },
        venue: { bm: 'Dewan Komuniti Kampung Baru', eng: 'Kampung Baru Community Hall' },
        online: false,
        startsAt: inDays(10).toISOString(),
        endsAt: inDays(10, 3).toISOString(),
        capacity: 100,
        registeredCount: 0,
        status: 'published',
        featured: false,
        createdAt: now,
        updatedAt: now,
        ...overrides,
      },
    }),
  );
  return id;
}

let buyers = 0;

/** A cart line. */
export const line = (product: string, sku: string, quantity = 1) => ({ product, sku, quantity });

/**
 * A checkout as the site's page sends it, by a buyer of their own (an email and a mobile number
 * no other order of the run has), delivered by post to Kuala Lumpur; `overrides` change any field.
 */
export const orderBody = (
  lines: ReturnType<typeof line>[],
  expectedTotalSen: number,
  overrides: Record<string, unknown> = {},
) => {
  buyers += 1;
  return {
    lines,
    name: 'Siti Nurhaliza',
    email: `pembeli+${process.pid}-${buyers}@example.com`,
    phone_number: `+60 17-${String(process.pid % 1000).padStart(3, '0')} ${String(buyers).padStart(4, '0')}`,
    language: 'bm' as Language,
    delivery: 'post',
    address: {
      line1: 'No. 12, Jalan Raja Muda Musa',
      line2: '',
      postcode: '50300',
      city: 'Kuala Lumpur',
    },
    shipping: 'standard',
    expectedTotalSen,
    ...overrides,
  };
};

/** Calls the shop's public routes as the site's pages do (the site's Origin), from `from`. */
export function shopClient(urls: Urls, from: () => string) {
  const json = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    send(`${urls.api}${path}`, from(), {
      method,
      headers: {
        origin: urls.site,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    products: (): Promise<Answer> => json('GET', '/api/shop/products'),
    product: (slug: string): Promise<Answer> => json('GET', `/api/shop/products/${slug}`),
    quote: (body: unknown): Promise<Answer> => json('POST', '/api/shop/quote', body),
    postcode: (postcode: string): Promise<Answer> =>
      json('GET', `/api/shop/postcodes/${encodeURIComponent(postcode)}`),
    order: (body: unknown, cookie?: string): Promise<Answer> =>
      json('POST', '/api/shop/orders', body, cookie ? { cookie } : {}),
    lookup: (order: string, email: string): Promise<Answer> =>
      json('POST', '/api/shop/orders/lookup', { order, email }),
    ownOrders: (cookie?: string): Promise<Answer> =>
      json('GET', '/api/account/orders', undefined, cookie ? { cookie } : {}),
  };
}
