import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { apiPath, apiPaths } from '@gsk/core/api';
import type {
  ApiErrorBody,
  OrderLine,
  StaffAuditPage,
  StaffOrder,
  StaffOrderList,
  StaffProduct,
  StaffProductList,
  StockMovements,
} from '@gsk/core/api';
import { validationShopBm } from '@gsk/core/i18n/validation-shop-bm';
import { isShopValidationKey, validationShopEng } from '@gsk/core/i18n/validation-shop-eng';
import { parseValidationMessage } from '@gsk/core/i18n/validation-message';
import { nextPaymentId } from '@gsk/core/payment';
import type { ProductValues } from '@gsk/core/shop';
import { beforeAll, describe, expect, it } from 'vitest';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { stackUrls } from '../support/stack-setup';
import { emailMentioning } from './application-client';
import { crowdfundingClient } from './crowdfunding-fixture';
import type { TestMember } from './member-fixture';

/*
 * The console's shop (issue 31, docs/shop.md, "Staff") over HTTP against the run's stack: products
 * created and changed (translated refusals, nothing written; a slug taken; a variant removed), stock
 * changes with their movements and audit, orders seeded straight into the table as checkout
 * writes them (stock and shop totals moved as a success moves them), listed by state and searched,
 * packed, shipped (the tracking email in the buyer's language), delivered, cancelled (refunded,
 * totals and stock back) and returned within the window (29 days yes, 31 no), the CSV, the
 * shipping settings, and every staff shop route refusing members and the signed-out. Visitors use
 * the loopback range 127.52.x.x.
 */

const urls = await stackUrls();

let visitors = 0;
const nextVisitor = () => {
  visitors += 1;
  return `127.52.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
};

const client = crowdfundingClient(urls, nextVisitor);
const documents = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: urls.dynamodb,
    region: localRegion,
    credentials: localCredentials,
  }),
);
const TableName = names.paymentsTable;

let staff: TestMember;
let member: TestMember;

beforeAll(async () => {
  staff = await client.staff();
  member = await client.member();
});

const errorOf = (json: unknown) => (json as ApiErrorBody).error;

/** Each message is a shop key, translated in Malay and in English. */
const expectShopTranslated = (fields: Record<string, string>) => {
  expect(Object.keys(fields).length).toBeGreaterThan(0);
  for (const message of Object.values(fields)) {
    const { key } = parseValidationMessage(message);
    expect(isShopValidationKey(key), key).toBe(true);
    if (!isShopValidationKey(key)) continue;
    expect(validationShopBm[key]).toBeTruthy();
    expect(validationShopBm[key]).not.toBe(validationShopEng[key]);
  }
};

const get = (path: string) => client.call('GET', path, { cookie: staff.cookie });
const post = (path: string, body: unknown) =>
  client.call('POST', path, { cookie: staff.cookie, body });
const put = (path: string, body: unknown) =>
  client.call('PUT', path, { cookie: staff.cookie, body });

const newSlug = (prefix = 'baju') => `${prefix}-${randomUUID().slice(0, 8)}`;

const shirt = (slug: string, overrides: Partial<ProductValues> = {}): ProductValues => ({
  slug,
  name: { bm: 'Baju Gerakan', eng: 'Movement T-shirt' },
  description: {
    bm: 'Baju kapas lembut dengan logo gerakan.',
    eng: 'A soft cotton shirt with the movement’s logo.',
  },
  category: 'apparel',
  artwork: 'tshirt',
  enterprise: '',
  status: 'on_sale',
  lowStockAt: 3,
  variants: [
    { sku: 'M-GREEN', size: 'M', colour: 'green', price: '39.90', stock: 10 },
    { sku: 'L-BLACK', size: 'L', colour: 'black', price: '39.90', stock: 4 },
  ],
  ...overrides,
});

const createShirt = async (slug = newSlug()) => {
  const answer = await post(apiPaths.staffShopProducts, shirt(slug));
  expect(answer.status, answer.text).toBe(201);
  return answer.json as StaffProduct;
};

const variantItem = async (slug: string, sku: string) =>
  (
    await documents.send(
      new GetCommand({ TableName, Key: { pk: `PRODUCT#${slug}`, sk: `VARIANT#${sku}` } }),
    )
  ).Item as { stock: number; sold: number; priceSen: number };

const shopTotals = async () => {
  const { Item } = await documents.send(
    new GetCommand({ TableName, Key: { pk: 'TOTALS', sk: 'SHOP' }, ConsistentRead: true }),
  );
  return { amountSen: Number(Item?.amountSen ?? 0), orders: Number(Item?.orders ?? 0) };
};

const day = (iso: string) =>
  new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 10);

interface Seeded {
  orderId: string;
  email: string;
  totalSen: number;
}

/**
 * An order as checkout and its success write it (docs/shop.md, "What each step writes"): the
 * payment row, its history (created, paid), the stock taken and `sold`, and the shop totals.
 */
async function seedOrder(
  slug: string,
  {
    state = 'paid',
    language = 'bm',
    name = 'Aminah binti Yusof',
    deliveredDaysAgo,
    quantity = 2,
  }: {
    state?: 'paid' | 'packed' | 'delivered';
    language?: 'bm' | 'eng';
    name?: string;
    deliveredDaysAgo?: number;
    quantity?: number;
  } = {},
): Promise<Seeded> {
  const orderId = nextPaymentId();
  const email = `Buyer.${randomUUID().slice(0, 8)}@Example.com`;
  const now = new Date();
  const createdAt = new Date(now.getTime() - 40 * 86_400_000).toISOString();
  const line: OrderLine = {
    product: slug,
    sku: 'M-GREEN',
    name: { bm: 'Baju Gerakan', eng: 'Movement T-shirt' },
    variant: { bm: 'M · Hijau', eng: 'M · Green' },
    artwork: 'tshirt',
    colour: 'green',
    quantity,
    unitSen: 3990,
    lineSen: 3990 * quantity,
  };
  const subtotalSen = line.lineSen;
  const shippingSen = 800;
  const totalSen = subtotalSen + shippingSen;
  const deliveredAt =
    deliveredDaysAgo === undefined
      ? undefined
      : new Date(now.getTime() - deliveredDaysAgo * 86_400_000).toISOString();
  await documents.send(
    new PutCommand({
      TableName,
      Item: {
        pk: `PAYMENT#${orderId}`,
        sk: 'PAYMENT',
        paymentId: orderId,
        status: 'success',
        amount: totalSen / 100,
        currency: 'MYR',
        name,
        email,
        phone: '+60123456789',
        language,
        custIp: '127.52.0.1',
        origin: urls.site,
        createdAt,
        updatedAt: createdAt,
        paidAt: createdAt,
        totalsDay: day(createdAt),
        kind: 'order',
        lines: [line],
        subtotalSen,
        shippingSen,
        totalSen,
        delivery: {
          method: 'post',
          line1: '12, Jalan Mawar 3',
          postcode: '43000',
          city: 'Kajang',
          state: 'selangor',
          region: 'peninsular',
          shipping: 'standard',
        },
        stockHeld: true,
        fulfilment: state,
        orderState: state,
        ...(deliveredAt && { deliveredAt, shippedAt: createdAt, courier: 'Pos Laju' }),
        listKind: `order#${state}`,
        listedAt: createdAt,
        emailKey: email.toLowerCase(),
      },
    }),
  );
  for (const [kind, details, rank] of [
    ['created', {}, 0],
    ['gateway_result', { TxnStatus: '0' }, 2],
  ] as const) {
    await documents.send(
      new PutCommand({
        TableName,
        Item: {
          pk: `PAYMENT#${orderId}`,
          sk: `HISTORY#${createdAt}#${rank}#${randomUUID()}`,
          at: createdAt,
          kind,
          details,
        },
      }),
    );
  }
  await documents.send(
    new UpdateCommand({
      TableName,
      Key: { pk: `PRODUCT#${slug}`, sk: 'VARIANT#M-GREEN' },
      UpdateExpression: 'ADD stock :minus, sold :q',
      ExpressionAttributeValues: { ':minus': -quantity, ':q': quantity },
    }),
  );
  for (const sk of [
    'SHOP',
    `SHOP#DAY#${day(createdAt)}`,
    `SHOP#MONTH#${day(createdAt).slice(0, 7)}`,
  ]) {
    await documents.send(
      new UpdateCommand({
        TableName,
        Key: { pk: 'TOTALS', sk },
        UpdateExpression: 'ADD amountSen :amount, goodsSen :goods, orders :one, units :q',
        ExpressionAttributeValues: {
          ':amount': totalSen,
          ':goods': subtotalSen,
          ':one': 1,
          ':q': quantity,
        },
      }),
    );
  }
  return { orderId, email, totalSen };
}

const orderRow = async (orderId: string) =>
  (
    await documents.send(
      new GetCommand({ TableName, Key: { pk: `PAYMENT#${orderId}`, sk: 'PAYMENT' } }),
    )
  ).Item as Record<string, unknown>;

const act = (orderId: string, body: Record<string, unknown>) =>
  post(apiPath(apiPaths.staffShopOrderAction, { id: orderId }), body);

describe('staff products', () => {
  it('creates a product with its variants and opening stock, and lists it', async () => {
    const slug = newSlug();
    const made = await createShirt(slug);
    expect(made).toMatchObject({ slug, status: 'on_sale', lowStockAt: 3, sold: 0 });
    expect(made.variants).toEqual([
      { sku: 'M-GREEN', size: 'M', colour: 'green', priceSen: 3990, stock: 10, low: false },
      { sku: 'L-BLACK', size: 'L', colour: 'black', priceSen: 3990, stock: 4, low: false },
    ]);
    const list = (await get(apiPaths.staffShopProducts)).json as StaffProductList;
    expect(list.products.map((product) => product.slug)).toContain(slug);
    const movements = (await get(apiPath(apiPaths.staffShopStock, { slug })))
      .json as StockMovements;
    expect(movements.movements.map((movement) => [movement.sku, movement.change])).toEqual(
      expect.arrayContaining([
        ['M-GREEN', 10],
        ['L-BLACK', 4],
      ]),
    );
  });

  it('refuses a bad product with translated keys and writes nothing; a slug taken is 409', async () => {
    const slug = newSlug();
    const bad = await post(apiPaths.staffShopProducts, {
      ...shirt(slug),
      name: { bm: 'Baju', eng: '' },
      variants: [{ sku: 'M', price: 'abc', stock: -1 }],
    });
    expect(bad.status).toBe(400);
    const fields = errorOf(bad.json).fields ?? {};
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['name.eng', 'variants[0].price', 'variants[0].stock']),
    );
    expectShopTranslated(fields);
    expect((await get(apiPath(apiPaths.staffShopProduct, { slug }))).status).toBe(404);

    await createShirt(slug);
    const again = await post(apiPaths.staffShopProducts, shirt(slug));
    expect(again.status).toBe(409);
    expect(errorOf(again.json).code).toBe('product_exists');
  });

  it('edits a product: prices change, stock stays, variants are added, never removed', async () => {
    const slug = newSlug();
    await createShirt(slug);
    const edited = await put(
      apiPath(apiPaths.staffShopProduct, { slug }),
      shirt(slug, {
        name: { bm: 'Baju Gerakan Baharu', eng: 'New Movement T-shirt' },
        variants: [
          { sku: 'M-GREEN', size: 'M', colour: 'green', price: '45.00', stock: 999 },
          { sku: 'L-BLACK', size: 'L', colour: 'black', price: '39.90', stock: 0 },
          { sku: 'XL-BLACK', size: 'XL', colour: 'black', price: '42.00', stock: 6 },
        ],
      }),
    );
    expect(edited.status, edited.text).toBe(200);
    const product = edited.json as StaffProduct;
    expect(product.name.eng).toBe('New Movement T-shirt');
    expect(
      product.variants.map((variant) => [variant.sku, variant.priceSen, variant.stock]),
    ).toEqual([
      ['M-GREEN', 4500, 10],
      ['L-BLACK', 3990, 4],
      ['XL-BLACK', 4200, 6],
    ]);

    const removed = await put(
      apiPath(apiPaths.staffShopProduct, { slug }),
      shirt(slug, {
        name: { bm: 'Nama lain', eng: 'Another name' },
        variants: [{ sku: 'M-GREEN', size: 'M', colour: 'green', price: '45.00', stock: 0 }],
      }),
    );
    expect(removed.status).toBe(400);
    expect(errorOf(removed.json).fields).toEqual({
      variants: expect.stringContaining('product.variants.removed'),
    });
    expectShopTranslated(errorOf(removed.json).fields ?? {});
    const after = (await get(apiPath(apiPaths.staffShopProduct, { slug }))).json as StaffProduct;
    expect(after.name.eng).toBe('New Movement T-shirt');
    expect(after.variants).toHaveLength(3);
  });

  it('changes stock with a reason: movement, audit, refusals that write nothing', async () => {
    const slug = newSlug();
    await createShirt(slug);
    const path = apiPath(apiPaths.staffShopStock, { slug });
    const added = await post(path, { sku: 'L-BLACK', change: -2, reason: 'Rosak semasa pameran' });
    expect(added.status, added.text).toBe(201);
    expect(added.json).toMatchObject({
      sku: 'L-BLACK',
      change: -2,
      stockAfter: 2,
      reason: 'Rosak semasa pameran',
      by: 'Siti Hajar binti Omar',
    });
    expect((await variantItem(slug, 'L-BLACK')).stock).toBe(2);
    const movements = ((await get(path)).json as StockMovements).movements;
    expect(movements[0]).toMatchObject({ sku: 'L-BLACK', change: -2, stockAfter: 2 });

    const audit = (await get(apiPaths.staffAudit)).json as StaffAuditPage;
    expect(
      audit.entries.find(
        (entry) => entry.action === 'shop.stock_changed' && entry.subject.id === slug,
      )?.details,
    ).toMatchObject({ sku: 'L-BLACK', change: -2, stockAfter: 2 });
    // The low-stock notice: from 4 (above 3) to 2.
    await emailMentioning(urls.outbox, 'L-BLACK');

    const short = await post(path, { sku: 'L-BLACK', change: -3, reason: 'Kiraan semula' });
    expect(short.status).toBe(409);
    expect(errorOf(short.json).code).toBe('stock_insufficient');
    const unknown = await post(path, { sku: 'XXL-RED', change: 1, reason: 'Stok baharu' });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown.json).fields?.sku).toContain('variant.sku.unknown');
    const noReason = await post(path, { sku: 'L-BLACK', change: 1, reason: '' });
    expect(noReason.status).toBe(400);
    expectShopTranslated(errorOf(noReason.json).fields ?? {});
    expect((await variantItem(slug, 'L-BLACK')).stock).toBe(2);
    expect(((await get(path)).json as StockMovements).movements).toHaveLength(movements.length);
  });
});

describe('staff orders', () => {
  let slug: string;
  beforeAll(async () => {
    slug = newSlug('kedai');
    await createShirt(slug);
  });

  it('lists orders by state and finds one by number or email (case-blind)', async () => {
    const paid = await seedOrder(slug);
    const packed = await seedOrder(slug, { state: 'packed' });
    const byState = (await get(`${apiPaths.staffShopOrders}?status=packed`)).json as StaffOrderList;
    expect(byState.orders.map((order) => order.orderId)).toContain(packed.orderId);
    expect(byState.orders.every((order) => order.status === 'packed')).toBe(true);

    const byNumber = (await get(`${apiPaths.staffShopOrders}?q=${paid.orderId}`))
      .json as StaffOrderList;
    expect(byNumber.orders).toEqual([
      expect.objectContaining({
        orderId: paid.orderId,
        status: 'paid',
        items: 2,
        delivery: 'post',
      }),
    ]);
    const byEmail = (
      await get(`${apiPaths.staffShopOrders}?q=${encodeURIComponent(packed.email.toUpperCase())}`)
    ).json as StaffOrderList;
    expect(byEmail.orders.map((order) => order.orderId)).toEqual([packed.orderId]);
    const bad = await get(`${apiPaths.staffShopOrders}?status=lost`);
    expect(bad.status).toBe(400);
    expectShopTranslated(errorOf(bad.json).fields ?? {});
  });

  it('packs, ships (the tracking email in the buyer’s language) and delivers', async () => {
    const { orderId } = await seedOrder(slug, { language: 'eng', name: 'Daniel Lim' });
    const detail = (await get(apiPath(apiPaths.staffShopOrder, { id: orderId })))
      .json as StaffOrder;
    expect(detail.actions).toEqual(['pack', 'ship', 'cancel']);
    expect(detail.events.map((event) => event.kind)).toEqual(['created', 'paid']);

    expect((await act(orderId, { action: 'pack' })).status).toBe(200);
    const again = await act(orderId, { action: 'pack' });
    expect(again.status).toBe(409);
    expect(errorOf(again.json)).toMatchObject({ code: 'order_state', actions: ['ship', 'cancel'] });

    const noTracking = await act(orderId, { action: 'ship', courier: 'Pos Laju' });
    expect(noTracking.status).toBe(400);
    const tracking = `EP${randomUUID().slice(0, 8).toUpperCase()}MY`;
    const shipped = await act(orderId, { action: 'ship', courier: 'Pos Laju', tracking });
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.json).toMatchObject({
      status: 'shipped',
      courier: 'Pos Laju',
      trackingNumber: tracking,
      trackingEmail: 'sent',
      actions: ['ship', 'deliver'],
    });
    const mail = await emailMentioning(urls.outbox, tracking);
    expect(mail.text).toContain('Tracking number');
    expect(mail.text).toContain('2 × Movement T-shirt (M · Green)');
    expect(mail.text).toContain(`/en/shop/order?number=${orderId}`);

    const delivered = await act(orderId, { action: 'deliver' });
    expect(delivered.status).toBe(200);
    const after = delivered.json as StaffOrder;
    expect(after.status).toBe('delivered');
    expect(after.actions).toEqual(['return']);
    expect(after.events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['pack', 'ship', 'tracking_email', 'deliver']),
    );
    expect(after.events.find((event) => event.kind === 'pack')?.by).toBe('Siti Hajar binti Omar');
  });

  it('cancels a paid order: refunded, shop totals and stock back, movements', async () => {
    const { orderId, totalSen } = await seedOrder(slug, { quantity: 3 });
    const stockBefore = await variantItem(slug, 'M-GREEN');
    const totalsBefore = await shopTotals();
    const noReason = await act(orderId, { action: 'cancel' });
    expect(noReason.status).toBe(400);
    const cancelled = await act(orderId, { action: 'cancel', reason: 'Pembeli minta batal' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      reason: 'Pembeli minta batal',
      actions: [],
    });
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ status: 'refunded', listKind: 'order#cancelled' });
    const stockAfter = await variantItem(slug, 'M-GREEN');
    expect(stockAfter.stock).toBe(stockBefore.stock + 3);
    expect(stockAfter.sold).toBe(stockBefore.sold - 3);
    const totalsAfter = await shopTotals();
    expect(totalsAfter.amountSen).toBe(totalsBefore.amountSen - totalSen);
    expect(totalsAfter.orders).toBe(totalsBefore.orders - 1);
    const movements = (
      (await get(apiPath(apiPaths.staffShopStock, { slug }))).json as StockMovements
    ).movements;
    expect(movements.find((movement) => movement.order === orderId)).toMatchObject({
      sku: 'M-GREEN',
      change: 3,
      reason: `Order ${orderId} cancelled`,
    });
    const mail = await emailMentioning(urls.outbox, orderId);
    expect(mail.text).toContain('Kami telah membatalkan pesanan anda. Sebanyak RM127.70');
    expect((await act(orderId, { action: 'cancel', reason: 'Sekali lagi' })).status).toBe(409);
  });

  it('takes a return 29 days after delivery, and refuses one after 31 days, writing nothing', async () => {
    const open = await seedOrder(slug, { state: 'delivered', deliveredDaysAgo: 29 });
    const returned = await act(open.orderId, {
      action: 'return',
      reason: 'Saiz tidak muat',
      restock: true,
    });
    expect(returned.status, returned.text).toBe(200);
    expect(returned.json).toMatchObject({ status: 'returned', paymentStatus: 'refunded' });

    const late = await seedOrder(slug, { state: 'delivered', deliveredDaysAgo: 31 });
    const before = await orderRow(late.orderId);
    const stock = await variantItem(slug, 'M-GREEN');
    const totals = await shopTotals();
    const closed = await act(late.orderId, { action: 'return', reason: 'Saiz tidak muat' });
    expect(closed.status).toBe(409);
    expect(errorOf(closed.json).code).toBe('return_window_closed');
    expect(await orderRow(late.orderId)).toEqual(before);
    expect(await variantItem(slug, 'M-GREEN')).toEqual(stock);
    expect(await shopTotals()).toEqual(totals);
  });

  it('exports orders as CSV in both languages, formulas neutralised', async () => {
    const { orderId } = await seedOrder(slug, { name: '=HYPERLINK("http://evil.test")' });
    const path = `${apiPaths.staffShopOrdersExport}?q=${orderId}`;
    const bm = await get(`${path}&language=bm`);
    expect(bm.status).toBe(200);
    expect(bm.text.startsWith('\uFEFF"No. pesanan","Dibuat (waktu Malaysia)"')).toBe(true);
    expect(bm.text).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(bm.text).toContain('"2 × Baju Gerakan (M · Hijau)"');
    expect(bm.text).toContain('"79.80","8.00","87.80"');
    const eng = await get(`${path}&language=eng`);
    expect(eng.text.startsWith('\uFEFF"Order number","Placed (Malaysia time)"')).toBe(true);
    expect(eng.text).toContain('"2 × Movement T-shirt (M · Green)"');
  });
});

describe('shop settings', () => {
  it('saves the fees in sen and refuses a bad one', async () => {
    const rates = { standard: '8.00', tracked: '12.00' };
    const saved = await put(apiPaths.staffShopSettings, {
      freeShippingFrom: '150.00',
      rates: { peninsular: rates, sabah: rates, sarawak: rates, labuan: rates },
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await get(apiPaths.staffShopSettings)).json).toMatchObject({
      freeShippingFromSen: 15000,
      rates: { sabah: { standard: 800, tracked: 1200 } },
    });
    const bad = await put(apiPaths.staffShopSettings, {
      freeShippingFrom: 'free',
      rates: { peninsular: rates, sabah: rates, sarawak: rates, labuan: rates },
    });
    expect(bad.status).toBe(400);
    expectShopTranslated(errorOf(bad.json).fields ?? {});
  });
});

describe('every staff shop route', () => {
  const routes: ['GET' | 'POST' | 'PUT', string][] = [
    ['GET', apiPaths.staffShopProducts],
    ['POST', apiPaths.staffShopProducts],
    ['GET', apiPath(apiPaths.staffShopProduct, { slug: 'baju-gerakan' })],
    ['PUT', apiPath(apiPaths.staffShopProduct, { slug: 'baju-gerakan' })],
    ['GET', apiPath(apiPaths.staffShopStock, { slug: 'baju-gerakan' })],
    ['POST', apiPath(apiPaths.staffShopStock, { slug: 'baju-gerakan' })],
    ['GET', apiPaths.staffShopOrders],
    ['GET', apiPaths.staffShopOrdersExport],
    ['GET', apiPath(apiPaths.staffShopOrder, { id: '1732694400000A1201' })],
    ['POST', apiPath(apiPaths.staffShopOrderAction, { id: '1732694400000A1201' })],
    ['GET', apiPaths.staffShopSettings],
    ['PUT', apiPaths.staffShopSettings],
  ];

  it.each(routes)('%s %s refuses a member (403) and the signed-out (401)', async (method, path) => {
    const body = method === 'GET' ? undefined : { action: 'pack' };
    const asMember = await client.call(method, path, { cookie: member.cookie, body });
    expect(asMember.status).toBe(403);
    expect(errorOf(asMember.json).code).toBe('forbidden');
    const signedOut = await client.call(method, path, { body });
    expect(signedOut.status).toBe(401);
    expect(errorOf(signedOut.json).code).toBe('unauthenticated');
  });
});
