import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type {
  OrderStartResponse,
  OrderView,
  OwnOrders,
  PostcodeAnswer,
  ShopCatalogue,
  ShopProduct,
  ShopQuote,
} from '@gsk/core/api';
import { parseValidationMessage } from '@gsk/core/i18n/validation-message';
import { validationShopBm } from '@gsk/core/i18n/validation-shop-bm';
import { isShopValidationKey, validationShopEng } from '@gsk/core/i18n/validation-shop-eng';
import { describe, expect, it } from 'vitest';
import { names } from '../../infra/names';
import { moneyStack } from './crowdfunding-seed';
import { newMember } from './member-fixture';
import { donation } from './payment-client';
import { line, orderBody, putEvent, putProduct, shopClient, variantsOf } from './shop-fixture';

/*
 * The shop's public routes over HTTP (docs/shop.md, "Routes" and "Checkout"): the catalogue,
 * quotes priced from the table, postcodes, shipping, every refusal translated in both languages
 * with nothing written, a price changed, pickup at an event, the receipt in the buyer's language,
 * the order looked up by number and email, a member's orders, and the abuse limits. A stack of
 * the file's own (its "nothing written" scans the whole table); visitors use 127.51.3.x–127.51.9.x.
 */

const { urls, client, documents } = await moneyStack();
let address = 0;
const nextAddress = () => {
  address += 1;
  return `127.51.${3 + Math.floor(address / 250)}.${(address % 250) + 1}`;
};
const shop = shopClient(urls, nextAddress);

/** A shirt in two colours and a tote: RM39.90 and RM29.00. */
const shirt = { size: 'M', priceSen: 3_990 };
const slugs = {
  shirt: await putProduct(documents, {
    name: { bm: 'Baju Gerakan', eng: 'Movement T-shirt' },
    lowStockAt: 5,
    variants: [
      { sku: 'M-GREEN', size: 'M', colour: 'green', priceSen: shirt.priceSen, stock: 200 },
      { sku: 'L-BLACK', size: 'L', colour: 'black', priceSen: 4_490, stock: 3 },
      { sku: 'S-GREEN', size: 'S', colour: 'green', priceSen: 3_990, stock: 0 },
    ],
  }),
  tote: await putProduct(documents, {
    name: { bm: 'Beg Kain Kesum', eng: 'Kesum tote bag' },
    artwork: 'tote',
    category: 'accessories',
    enterprise: 'kesum',
    variants: [{ sku: 'TOTE', colour: 'natural', priceSen: 2_900, stock: 500 }],
  }),
  draft: await putProduct(documents, {
    status: 'draft',
    variants: [{ sku: 'ONE', priceSen: 1_000, stock: 10 }],
  }),
};

/** Every payment and order row of the stack, and its variants' stock: what a refusal must not move. */
async function snapshot() {
  const { Items = [] } = await documents.send(
    new ScanCommand({ TableName: names.paymentsTable, ConsistentRead: true }),
  );
  return Items.map((item) => JSON.stringify(item)).sort();
}

/** Each field's message in both languages: a real text of the shop's catalogues. */
function translated(fields: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => {
      const { key, params } = parseValidationMessage(message);
      expect(isShopValidationKey(key), `${field}: ${key}`).toBe(true);
      const fill = (text: string) =>
        text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
      const bm = fill(validationShopBm[key as keyof typeof validationShopBm]);
      const eng = fill(validationShopEng[key as keyof typeof validationShopEng]);
      expect(bm).not.toBe(eng);
      return [field, { bm, eng }];
    }),
  );
}

const quoteOf = async (body: unknown) => {
  const answer = await shop.quote(body);
  expect(answer.status, answer.text).toBe(200);
  return answer.json as ShopQuote;
};

/** Places an order and pays it at the gateway; answers its number. */
async function paidOrder(body: ReturnType<typeof orderBody>, cookie?: string): Promise<string> {
  const answer = await shop.order(body, cookie);
  expect(answer.status, answer.text).toBe(201);
  const { orderId, url } = answer.json as OrderStartResponse;
  expect((await fetch(url)).status).toBe(200);
  await client.decide(orderId, 'success');
  await client.callbackAnswered(orderId, '0');
  return orderId;
}

describe('the catalogue', () => {
  it('shows products on sale only, newest first, with their lowest price, colours and stock left only when low', async () => {
    const list = await fetch(`${urls.api}/api/shop/products`);
    expect(list.headers.get('cache-control')).toMatch(/^public, max-age=30\b/);
    const { products } = (await list.json()) as ShopCatalogue;
    expect(products.map((product) => product.slug)).toEqual([slugs.tote, slugs.shirt]);
    expect(products[1]).toMatchObject({
      fromSen: 3_990,
      colours: ['green', 'black'],
      soldOut: false,
    });

    const page = await shop.product(slugs.shirt);
    expect(page.status).toBe(200);
    const product = page.json as ShopProduct;
    expect(product.variants).toEqual([
      { sku: 'M-GREEN', size: 'M', colour: 'green', priceSen: 3_990, soldOut: false },
      { sku: 'L-BLACK', size: 'L', colour: 'black', priceSen: 4_490, left: 3, soldOut: false },
      { sku: 'S-GREEN', size: 'S', colour: 'green', priceSen: 3_990, left: 0, soldOut: true },
    ]);
    for (const slug of [slugs.draft, 'no-such-thing']) {
      const missing = await shop.product(slug);
      expect(missing.status).toBe(404);
      expect(missing.json).toEqual({ error: { code: 'product_not_found' } });
    }
  });
});

describe('a quote', () => {
  it('prices from the table, never from the request, and names each line’s problem', async () => {
    const quote = await quoteOf({
      lines: [
        { ...line(slugs.shirt, 'M-GREEN', 2), unitSen: 1, priceSen: 1, lineSen: 2 },
        line(slugs.shirt, 'L-BLACK', 5),
        line(slugs.shirt, 'S-GREEN'),
        line(slugs.draft, 'ONE'),
        line(slugs.shirt, 'NOPE'),
      ],
    });
    expect(quote.lines[0]).toEqual({
      product: slugs.shirt,
      sku: 'M-GREEN',
      name: { bm: 'Baju Gerakan', eng: 'Movement T-shirt' },
      variant: { bm: 'M · Hijau', eng: 'M · Green' },
      artwork: 'tshirt',
      colour: 'green',
      quantity: 2,
      unitSen: 3_990,
      lineSen: 7_980,
    });
    expect(quote.lines.slice(1).map(({ problem, left }) => ({ problem, left }))).toEqual([
      { problem: 'short', left: 3 },
      { problem: 'sold_out', left: 0 },
      { problem: 'unavailable', left: undefined },
      { problem: 'unavailable', left: undefined },
    ]);
    expect(quote.orderable).toBe(false);
    expect(quote.shipping).toBeUndefined();
    expect(quote.freeShippingFromSen).toBe(15_000);
  });

  it('adds the shipping of a postcode’s region: free from the threshold, tracked above RM300', async () => {
    const one = [line(slugs.shirt, 'M-GREEN')];
    const kl = await quoteOf({ lines: one, postcode: '50300' });
    expect(kl).toMatchObject({
      subtotalSen: 3_990,
      totalSen: 4_790,
      orderable: true,
      shipping: { region: 'peninsular', method: 'standard', feeSen: 800, free: false },
    });
    const sabah = await quoteOf({ lines: one, postcode: '88000', shipping: 'tracked' });
    expect(sabah.shipping).toMatchObject({ region: 'sabah', method: 'tracked', feeSen: 2_000 });
    // RM159.60: free from RM150.
    const free = await quoteOf({ lines: [line(slugs.shirt, 'M-GREEN', 4)], postcode: '93000' });
    expect(free).toMatchObject({
      subtotalSen: 15_960,
      totalSen: 15_960,
      shipping: { region: 'sarawak', feeSen: 0, free: true },
    });
    // RM319.20: tracked whatever was asked, and still free.
    const tracked = await quoteOf({ lines: [line(slugs.shirt, 'M-GREEN', 8)], postcode: '87000' });
    expect(tracked.shipping).toMatchObject({
      region: 'labuan',
      method: 'tracked',
      trackedRequired: true,
      free: true,
    });
    const unknown = await shop.quote({ lines: one, postcode: '99999' });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({
      error: { code: 'validation', fields: { postcode: 'address.postcode.unknown' } },
    });
  });
});

describe('postcodes', () => {
  it.each([
    ['50000', 'Kuala Lumpur', 'kuala-lumpur', 'peninsular'],
    ['88000', 'Kota Kinabalu', 'sabah', 'sabah'],
    ['93000', 'Kuching', 'sarawak', 'sarawak'],
    ['87000', 'Labuan', 'labuan', 'labuan'],
  ])('%s is %s', async (postcode, city, state, region) => {
    const answer = await fetch(`${urls.api}/api/shop/postcodes/${postcode}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await answer.json()) as PostcodeAnswer).toEqual({ postcode, city, state, region });
  });

  it('refuses an unknown postcode and one that is not five digits', async () => {
    expect((await shop.postcode('99999')).json).toEqual({
      error: { code: 'validation', fields: { postcode: 'address.postcode.unknown' } },
    });
    const invalid = await shop.postcode('5030');
    expect(invalid.status).toBe(400);
    expect(invalid.json).toEqual({
      error: { code: 'validation', fields: { postcode: 'address.postcode.invalid' } },
    });
  });
});

describe('checkout', () => {
  it('refuses bad input with translated messages and writes nothing', async () => {
    const online = await putEvent(documents, { online: true, venue: null });
    const past = await putEvent(documents, {
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const draft = await putEvent(documents, { status: 'draft' });
    // RM1,500 a print: ten come to more than an order may (RM10,000).
    const print = await putProduct(documents, {
      artwork: 'notebook',
      category: 'print',
      variants: [{ sku: 'A2', priceSen: 150_000, stock: 20 }],
    });
    const stockBefore = await variantsOf(documents, slugs.shirt);
    const before = await snapshot();
    const fine = orderBody([line(slugs.shirt, 'M-GREEN')], 4_790);
    const refusals: [string, unknown, Record<string, string>][] = [
      ['no name', { ...fine, name: '' }, { name: 'order.name.required' }],
      ['a quantity of 0', { ...fine, lines: [line(slugs.shirt, 'M-GREEN', 0)] }, {}],
      [
        'an unknown postcode',
        { ...fine, address: { ...fine.address, postcode: '99999' } },
        { 'address.postcode': 'address.postcode.unknown' },
      ],
      [
        'a postcode of four digits',
        { ...fine, address: { ...fine.address, postcode: '5030' } },
        { 'address.postcode': 'address.postcode.invalid' },
      ],
      [
        'pickup at no event',
        { ...fine, delivery: 'pickup', event: '' },
        { event: 'order.event.required' },
      ],
      ...[online, past, draft].map((event): [string, unknown, Record<string, string>] => [
        `pickup at event ${event}`,
        { ...fine, delivery: 'pickup', event },
        { event: 'order.event.unavailable' },
      ]),
      [
        'over RM10,000',
        {
          ...fine,
          lines: [line(print, 'A2', 10)],
          expectedTotalSen: 1_500_000,
        },
        { lines: 'order.total.max?max=10000' },
      ],
    ];
    for (const [what, body, expected] of refusals) {
      const answer = await shop.order(body);
      expect(answer.status, what).toBe(400);
      const { error } = answer.json as { error: { code: string; fields: Record<string, string> } };
      expect(error.code, what).toBe('validation');
      for (const [field, key] of Object.entries(expected))
        expect(error.fields[field], what).toBe(key);
      expect(Object.keys(translated(error.fields)).length, what).toBeGreaterThan(0);
    }
    expect(await snapshot()).toEqual(before);
    expect(await variantsOf(documents, slugs.shirt)).toEqual(stockBefore);
  });

  it('refuses a total that is not the one shown, with the new quote, and writes nothing', async () => {
    const before = await snapshot();
    const answer = await shop.order(orderBody([line(slugs.shirt, 'M-GREEN', 2)], 7_000));
    expect(answer.status).toBe(409);
    const { error } = answer.json as { error: { code: string; quote: ShopQuote } };
    expect(error.code).toBe('price_changed');
    expect(error.quote).toMatchObject({ subtotalSen: 7_980, totalSen: 8_780, orderable: true });
    const soldOut = await shop.order(orderBody([line(slugs.shirt, 'S-GREEN')], 4_790));
    expect(soldOut.status).toBe(409);
    expect(soldOut.json).toEqual({
      error: { code: 'sold_out', stock: [{ product: slugs.shirt, sku: 'S-GREEN', left: 0 }] },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('takes pickup at an upcoming event at a venue, with no shipping', async () => {
    const event = await putEvent(documents);
    const body = orderBody([line(slugs.tote, 'TOTE', 2)], 5_800, {
      delivery: 'pickup',
      event,
      address: { line1: '', postcode: 'x' },
    });
    const answer = await shop.order(body);
    expect(answer.status, answer.text).toBe(201);
    const { orderId } = answer.json as OrderStartResponse;
    expect(await client.ledgerRow(orderId)).toMatchObject({
      kind: 'order',
      amount: 58,
      shippingSen: 0,
      totalSen: 5_800,
      delivery: {
        method: 'pickup',
        event: { id: event, title: { bm: 'Pasar Sektor Ketiga', eng: 'Third Sector Market' } },
      },
    });
    const { url } = answer.json as OrderStartResponse;
    expect((await fetch(url)).status).toBe(200);
    await client.decide(orderId, 'success');
    await client.callbackAnswered(orderId, '0');
    const [receipt] = await client.outbox(body.email);
    expect(receipt?.text).toMatch(/Ambil di Pasar Sektor Ketiga, \d{1,2} \S+ \d{4}/);
    expect(receipt?.text).toContain('Dewan Komuniti Kampung Baru');
  });
});

describe('a paid order', () => {
  it.each([
    ['bm', 'Resit pesanan', 'M · Hijau', '/shop/order?number='],
    ['eng', 'Order receipt', 'M · Green', '/en/shop/order?number='],
  ] as const)(
    'sends its receipt in %s with the lines, amounts and the order’s link',
    async (language, heading, variant, link) => {
      const body = orderBody(
        [line(slugs.shirt, 'M-GREEN', 2), line(slugs.tote, 'TOTE')],
        7_980 + 2_900 + 800,
        { language },
      );
      const orderId = await paidOrder(body);
      const mail = await client.outbox(body.email);
      expect(mail).toHaveLength(1);
      const text = mail[0]?.text ?? '';
      expect(mail[0]?.html).toContain(heading);
      for (const expected of [
        language === 'bm' ? 'Baju Gerakan' : 'Movement T-shirt',
        variant,
        'RM39.90',
        'RM79.80',
        language === 'bm' ? 'Beg Kain Kesum' : 'Kesum tote bag',
        'RM29.00',
        'RM8.00',
        'RM116.80',
        orderId,
        'No. 12, Jalan Raja Muda Musa',
        `${link}${orderId}`,
      ]) {
        expect(text).toContain(expected);
      }
      expect(mail[0]?.subject).toContain(orderId);
      // The staff are told it is an order, with its number, total and items.
      const notices = (await client.outbox('')).filter(
        (message) =>
          message.subject.includes(`(${orderId})`) && message.subject.includes('New order'),
      );
      expect(notices).toHaveLength(1);
      expect(notices[0]?.text).toContain('RM116.80');
    },
  );

  it('is found by its number and email, the same 404 for a wrong email, no order or a donation', async () => {
    const body = orderBody([line(slugs.tote, 'TOTE')], 3_700);
    const orderId = await paidOrder(body);
    // The status page's fields verify as an order's payment (the page links to the order).
    const verified = await client.verify((await client.transaction(orderId)).response);
    expect(await verified.json()).toEqual({ valid: true, status: 'success', order: true });
    const found = await shop.lookup(orderId, body.email.toUpperCase());
    expect(found.status).toBe(200);
    expect(found.json as OrderView).toMatchObject({
      orderId,
      status: 'paid',
      totalSen: 3_700,
      lines: [{ product: slugs.tote, sku: 'TOTE', quantity: 1, unitSen: 2_900 }],
      delivery: { method: 'post', state: 'kuala-lumpur', region: 'peninsular' },
    });
    const donated = await client.start(donation());
    const { paymentId } = (await donated.json()) as { paymentId: string };
    for (const [order, email] of [
      [orderId, 'someone.else@example.com'],
      ['1700000000000Z9901', body.email],
      [paymentId, body.email],
    ] as const) {
      const missing = await shop.lookup(order, email);
      expect(missing.status).toBe(404);
      expect(missing.json).toEqual({ error: { code: 'order_not_found' } });
    }
  });

  it('is in its member’s orders, newest first, without the unpaid ones', async () => {
    const member = await newMember(urls);
    const first = await paidOrder(orderBody([line(slugs.tote, 'TOTE')], 3_700), member.cookie);
    const unpaid = await shop.order(orderBody([line(slugs.tote, 'TOTE')], 3_700), member.cookie);
    const { orderId: unpaidId, url } = unpaid.json as OrderStartResponse;
    expect((await fetch(url)).status).toBe(200);
    await client.decide(unpaidId, 'failure');
    await client.callbackAnswered(unpaidId, '1');
    const second = await paidOrder(orderBody([line(slugs.tote, 'TOTE', 2)], 6_600), member.cookie);

    const own = await shop.ownOrders(member.cookie);
    expect(own.status).toBe(200);
    expect((own.json as OwnOrders).orders.map((order) => order.orderId)).toEqual([second, first]);
    expect((await shop.ownOrders()).status).toBe(401);
  });
});

describe('the abuse limits', () => {
  it('refuse checkouts and look-ups past the budgets of one identity', async () => {
    const email = `limit+${process.pid}@example.com`;
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const answer = await shop.order(orderBody([line(slugs.tote, 'TOTE')], 3_700, { email }));
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);

    const lookups: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      lookups.push((await shop.lookup('1700000000000Z9901', 'guess@example.com')).status);
    }
    expect(lookups.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(lookups[10]).toBe(429);
  });
});
