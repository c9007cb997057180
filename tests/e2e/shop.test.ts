import { randomInt, randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { emailMentioning } from '../integration/application-client';
import { paymentClient } from '../integration/payment-client';
import { putProduct, variantsOf } from '../integration/shop-fixture';
import { newStaffOn } from '../integration/staff-client';
import { screenshot } from '../support/browser';
import { useBrowser, visit } from '../support/journey';
import { ownStack } from '../support/own-stack';
import { appReady, axeViolations, liveForm, sidewaysOverflow } from '../support/page-checks';
import { signInToConsole } from './staff-journey';

/*
 * The shop in the browser (issue 31, docs/shop.md), on a phone in both languages: a buyer picks
 * two variants on the product pages, sees the cart and the checkout's summary as the server prices
 * them (to the sen, with the postcode filling the city and the shipping of its region), pays at the
 * gateway simulator and is told the order is confirmed, with the receipt in their language; staff
 * find the order in the console on a desktop, pack and ship it with a tracking number, which
 * reaches the buyer by email; the buyer's order page then says it is shipped, with the courier and
 * the number. A payment declined at the gateway gives the held stock back and keeps the cart. Axe
 * clean, console clean, nothing wider than the screen.
 *
 * A stack of the file's own with the site: its checks read stock, which other files' orders on
 * the run's stack do not move but a shared product list would crowd. Its API calls come from the
 * file's own loopback block, 127.55.x.x.
 */

const stack = await ownStack({ site: true });
const { urls } = stack;
const browser = useBrowser();
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `127.55.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
};
const payments = paymentClient(urls);
const dynamo = new DynamoDBClient({
  endpoint: urls.dynamodb,
  region: localRegion,
  credentials: localCredentials,
});
const documents = DynamoDBDocumentClient.from(dynamo);
afterAll(() => {
  payments.close();
  dynamo.destroy();
});

type Language = 'bm' | 'eng';

/** The page fits its viewport, passes axe and is kept as a screenshot. */
async function checkPage(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  expect(await sidewaysOverflow(page), name).toBeLessThanOrEqual(0);
  await screenshot(page, name);
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

/** A product's name in both languages, made unique so no two journeys share one. */
const named = (bm: string, eng: string) => {
  const tag = randomUUID().slice(0, 4).toUpperCase();
  return { bm: `${bm} ${tag}`, eng: `${eng} ${tag}` };
};

/** A shirt in green and black (RM39.90), a tote (RM29.00) and a cap with three left (RM25.50). */
async function putProducts() {
  const shirtName = named('Baju Gerakan', 'Movement T-shirt');
  const toteName = named('Beg Kain Kesum', 'Kesum tote bag');
  const capName = named('Topi Gerakan', 'Movement cap');
  const shirt = await putProduct(documents, {
    name: shirtName,
    variants: [
      { sku: 'M-GREEN', size: 'M', colour: 'green', priceSen: 3_990, stock: 40 },
      { sku: 'L-GREEN', size: 'L', colour: 'green', priceSen: 3_990, stock: 40 },
      { sku: 'M-BLACK', size: 'M', colour: 'black', priceSen: 3_990, stock: 40 },
    ],
  });
  const tote = await putProduct(documents, {
    name: toteName,
    artwork: 'tote',
    category: 'accessories',
    enterprise: 'kesum',
    variants: [{ sku: 'TOTE', colour: 'natural', priceSen: 2_900, stock: 40 }],
  });
  const cap = await putProduct(documents, {
    name: capName,
    artwork: 'cap',
    category: 'accessories',
    lowStockAt: 5,
    variants: [{ sku: 'CAP', colour: 'navy', priceSen: 2_550, stock: 3 }],
  });
  return {
    shirt: { slug: shirt, name: shirtName },
    tote: { slug: tote, name: toteName },
    cap: { slug: cap, name: capName },
  };
}

const copy = {
  bm: {
    prefix: '',
    shop: 'Kedai Gerakan',
    colour: 'Warna',
    size: 'Saiz',
    add: 'Masukkan ke troli',
    added: (name: string) => `1 ${name} dimasukkan ke troli anda.`,
    viewCart: 'Lihat troli',
    cart: 'Troli anda',
    each: (price: string) => `${price} seunit`,
    toCheckout: 'Teruskan ke pembayaran',
    checkout: 'Pembayaran',
    name: /^Nama/,
    email: /^Emel/,
    phone: /^Nombor telefon bimbit/,
    line1: /^Alamat baris 1/,
    postcode: /^Poskod/,
    city: /^Bandar/,
    standard: /^Pos biasa/,
    summary: 'Ringkasan pesanan',
    amounts: ['Jumlah kecil', 'Penghantaran', 'Jumlah'],
    pay: (total: string) => `Bayar ${total}`,
    success: 'Transaksi Berjaya',
    confirmed:
      'Pesanan anda telah disahkan. Resit dengan senarai barang telah dihantar ke emel anda.',
    viewOrder: 'Lihat pesanan anda',
    receipt: 'Resit pesanan',
    orderStatus: 'Jejak pesanan',
    lookupEmail: /^Emel yang digunakan semasa memesan/,
    lookup: 'Lihat pesanan',
    order: (id: string) => `Pesanan ${id}`,
    shipped: 'Dihantar',
    tracking: (courier: string, number: string) =>
      `Kurier: ${courier}. Nombor penjejakan: ${number}`,
    failed: 'Transaksi Gagal',
    released:
      'Barang pesanan ini telah dilepaskan. Troli anda masih disimpan, jadi anda boleh mencuba lagi.',
    backToCart: 'Kembali ke troli',
    left: (count: number) => `Tinggal ${count} sahaja`,
  },
  eng: {
    prefix: '/en',
    shop: 'The movement’s shop',
    colour: 'Colour',
    size: 'Size',
    add: 'Add to cart',
    added: (name: string) => `1 ${name} added to your cart.`,
    viewCart: 'View cart',
    cart: 'Your cart',
    each: (price: string) => `${price} each`,
    toCheckout: 'Go to checkout',
    checkout: 'Checkout',
    name: /^Name/,
    email: /^Email/,
    phone: /^Mobile number/,
    line1: /^Address line 1/,
    postcode: /^Postcode/,
    city: /^Town or city/,
    standard: /^Standard post/,
    summary: 'Order summary',
    amounts: ['Subtotal', 'Shipping', 'Total'],
    pay: (total: string) => `Pay ${total}`,
    success: 'Transaction Successful',
    confirmed: 'Your order is confirmed. A receipt listing its items has been emailed to you.',
    viewOrder: 'View your order',
    receipt: 'Order receipt',
    orderStatus: 'Track an order',
    lookupEmail: /^The email you ordered with/,
    lookup: 'See the order',
    order: (id: string) => `Order ${id}`,
    shipped: 'Shipped',
    tracking: (courier: string, number: string) =>
      `Courier: ${courier}. Tracking number: ${number}`,
    failed: 'Transaction Failed',
    released: 'The items of this order were released. Your cart is kept, so you can try again.',
    backToCart: 'Back to the cart',
    left: (count: number) => `Only ${count} left`,
  },
} as const;

const staffCopy = {
  bm: {
    orders: 'Pesanan Kedai',
    search: 'Cari pesanan',
    query: /^Nombor pesanan atau emel/,
    find: 'Cari',
    list: 'Senarai pesanan',
    order: (id: string) => `Pesanan ${id}`,
    pack: 'Tanda sudah dibungkus',
    packed: 'Pesanan ditanda sebagai dibungkus.',
    shipForm: 'Hantar pesanan',
    courier: /^Kurier/,
    trackingNumber: /^Nombor penjejakan/,
    ship: 'Hantar',
    shipped: 'Pesanan dihantar. Nombor penjejakan telah dihantar kepada pembeli melalui emel.',
  },
  eng: {
    orders: 'Shop orders',
    search: 'Search orders',
    query: /^Order number or email/,
    find: 'Search',
    list: 'List of orders',
    order: (id: string) => `Order ${id}`,
    pack: 'Mark packed',
    packed: 'The order is marked packed.',
    shipForm: 'Ship the order',
    courier: /^Courier/,
    trackingNumber: /^Tracking number/,
    ship: 'Ship',
    shipped: 'The order is shipped. The tracking number has been emailed to the buyer.',
  },
} as const;

interface Pick {
  slug: string;
  name: { bm: string; eng: string };
  colour?: { bm: string; eng: string };
  size?: string;
}

/**
 * Opens a product's page from the shelves (the first) or by its address, chooses its colour and
 * size and adds one to the cart, which the page says.
 */
async function addToCart(page: Page, language: Language, pick: Pick, fromShelves: boolean) {
  const text = copy[language];
  const name = pick.name[language];
  if (fromShelves) {
    await page.goto(`${urls.site}${text.prefix}/shop`);
    await heading(page, text.shop);
    await checkPage(page, `shop-${language}-phone`);
    await appReady(page);
    await page.getByRole('link', { name, exact: true }).click();
  } else {
    await page.goto(`${urls.site}${text.prefix}/shop/${pick.slug}`);
  }
  await heading(page, name);
  expect(new URL(page.url()).pathname).toBe(`${text.prefix}/shop/${pick.slug}`);
  if (pick.colour)
    await page
      .getByRole('group', { name: text.colour })
      .getByRole('radio', { name: pick.colour[language], exact: true })
      .check();
  if (pick.size)
    await page
      .getByRole('group', { name: text.size })
      .getByRole('radio', { name: pick.size, exact: true })
      .check();
  await page.getByRole('button', { name: text.add }).click();
  await page
    .getByRole('status')
    .filter({ hasText: text.added(name) })
    .waitFor();
}

/** The summary's amounts (subtotal, shipping, total) as shown, each `term: amount`. */
const amountsOf = (region: Locator) =>
  region
    .locator('.shop-amounts > div')
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          `${row.querySelector('dt')?.textContent ?? ''}: ${row.querySelector('dd')?.textContent ?? ''}`,
      ),
    );

/** A buyer of their own: an email and a Malaysian mobile number no other order has. */
const newBuyer = (name: string) => ({
  name,
  email: `e2e-shop-${randomUUID().slice(0, 8)}@example.com`,
  phone: `012-${String(randomInt(0, 1e7)).padStart(7, '0')}`,
});

/**
 * Fills checkout (the buyer, the address whose postcode fills the city, standard post), checks
 * the summary to the sen, and presses "Pay": answers the gateway's page's PaymentID.
 */
async function checkOut(
  page: Page,
  language: Language,
  buyer: ReturnType<typeof newBuyer>,
  where: { line1: string; postcode: string; city: string; lines: string[]; amounts: string[] },
) {
  const text = copy[language];
  await heading(page, text.checkout);
  const form = await liveForm(page.locator('form.checkout'));
  await form.getByLabel(text.name).fill(buyer.name);
  await form.getByLabel(text.email).fill(buyer.email);
  await form.getByLabel(text.phone).fill(buyer.phone);
  await form.getByLabel(text.line1).fill(where.line1);
  await form.getByLabel(text.postcode).fill(where.postcode);
  // The postcode fills the city (the buyer typed none).
  await expect.poll(() => form.getByLabel(text.city).inputValue()).toBe(where.city);
  expect(await form.getByRole('radio', { name: text.standard }).isChecked()).toBe(true);
  const summary = page.getByRole('region', { name: text.summary });
  const total = where.amounts.at(-1)?.split(': ')[1] ?? '';
  const pay = form.getByRole('button', { name: text.pay(total) });
  await pay.waitFor();
  expect(await summary.getByRole('listitem').allTextContents()).toEqual(where.lines);
  expect(await amountsOf(summary)).toEqual(where.amounts);
  await checkPage(page, `checkout-${language}-phone`);
  await pay.click();
  await page.waitForURL(/\/IPGSG\/Payment\.aspx/);
  await page.getByText(`MYR ${total.replace('RM', '')}`).waitFor();
  return new URL(page.url()).searchParams.get('PaymentID') ?? '';
}

/**
 * Staff find the order in the console by the buyer's email (on a desktop), mark it packed and ship
 * it with a courier and tracking number, which the console says went to the buyer.
 */
async function shipInConsole(
  language: Language,
  staff: { mobile: string; password: string },
  order: { id: string; email: string },
  tracking: { courier: string; number: string },
) {
  const text = staffCopy[language];
  const desk = await visit(browser(), 'desktop', { language });
  await signInToConsole(desk.page, urls, { staff, language, path: 'staff/shop/orders' });
  await heading(desk.page, text.orders);
  const search = desk.page.getByRole('search', { name: text.search });
  await search.getByLabel(text.query).fill(order.email);
  await search.getByRole('button', { name: text.find, exact: true }).click();
  const row = desk.page
    .getByRole('table', { name: text.list })
    .getByRole('row')
    .filter({ hasText: order.id });
  await row.waitFor();
  await checkPage(desk.page, `staff-shop-orders-${language}-desktop`);
  await row.getByRole('link', { name: order.id }).click();
  await heading(desk.page, text.order(order.id));
  await desk.page.getByRole('button', { name: text.pack }).click();
  await desk.page.getByRole('status').filter({ hasText: text.packed }).waitFor();
  const ship = desk.page.getByRole('form', { name: text.shipForm });
  await ship.getByLabel(text.courier).fill(tracking.courier);
  await ship.getByLabel(text.trackingNumber).fill(tracking.number);
  await ship.getByRole('button', { name: text.ship, exact: true }).click();
  await desk.page.getByRole('status').filter({ hasText: text.shipped }).waitFor();
  await checkPage(desk.page, `staff-shop-order-shipped-${language}-desktop`);
  expect(desk.problems).toEqual([]);
  await desk.context.close();
}

/** The buyer looks the order up by number and email and sees it shipped, with its tracking. */
async function buyerSeesShipped(
  language: Language,
  order: { id: string; email: string },
  tracking: { courier: string; number: string },
) {
  const text = copy[language];
  const { context, page, problems } = await visit(browser(), 'phone', { language });
  await page.goto(`${urls.site}${text.prefix}/shop/order?number=${order.id}`);
  await heading(page, text.orderStatus);
  const form = await liveForm(page.locator('form.order-lookup__form'));
  await form.getByLabel(text.lookupEmail).fill(order.email);
  await form.getByRole('button', { name: text.lookup }).click();
  const details = page.getByRole('article', { name: text.order(order.id) });
  await details.waitFor();
  expect(await details.locator('[aria-current="step"]').textContent()).toMatch(
    new RegExp(`^${text.shipped} `),
  );
  await details.getByText(text.tracking(tracking.courier, tracking.number)).waitFor();
  await checkPage(page, `order-shipped-${language}-phone`);
  expect(problems).toEqual([]);
  await context.close();
}

const products = await putProducts();
const staffAccount = newStaffOn(urls, nextClient);

describe('buying two variants (phone, Malay; staff ship on a desktop)', () => {
  it('a shirt in M and green and a tote to the cart, checkout to KL priced to the sen, paid, the receipt in Malay, packed and shipped in the console, the tracking emailed in Malay and shown on the order’s page', async () => {
    const buyer = newBuyer('Nurul Aina binti Kamal');
    const { context, page, problems } = await visit(browser(), 'phone', { language: 'bm' });
    await addToCart(
      page,
      'bm',
      { ...products.shirt, colour: { bm: 'Hijau', eng: 'Green' }, size: 'M' },
      true,
    );
    await checkPage(page, 'product-bm-phone');
    await addToCart(page, 'bm', products.tote, false);
    await page.getByRole('link', { name: 'Lihat troli' }).click();
    await heading(page, 'Troli anda');
    const cart = page.getByRole('list', { name: 'Barang dalam troli' });
    await cart.getByText(`${products.shirt.name.bm}, M · Hijau`).waitFor();
    await cart.getByRole('link', { name: products.tote.name.bm, exact: true }).waitFor();
    expect(await cart.getByText('RM39.90 seunit').count()).toBe(1);
    expect(await cart.getByText('RM29.00 seunit').count()).toBe(1);
    await page.getByText('Jumlah kecil: RM68.90').waitFor();
    await checkPage(page, 'cart-bm-phone');

    await page.getByRole('link', { name: 'Teruskan ke pembayaran' }).click();
    const paymentId = await checkOut(page, 'bm', buyer, {
      line1: 'No. 8, Jalan Sultan Ismail',
      postcode: '50480',
      city: 'Kuala Lumpur',
      lines: [
        `1 × ${products.shirt.name.bm}, M · HijauRM39.90`,
        `1 × ${products.tote.name.bm}RM29.00`,
      ],
      amounts: ['Jumlah kecil: RM68.90', 'Penghantaran: RM8.00', 'Jumlah: RM76.90'],
    });
    await page.getByRole('button', { name: 'Pay successfully' }).click();
    await page.waitForURL(/\/transaction-status\?/);
    await heading(page, copy.bm.success);
    await page.getByText(copy.bm.confirmed).waitFor();
    expect(await page.getByRole('link', { name: copy.bm.viewOrder }).getAttribute('href')).toBe(
      `/shop/order?number=${paymentId}`,
    );
    await payments.callbackAnswered(paymentId, '0');
    await checkPage(page, 'order-paid-bm-phone');
    expect(problems).toEqual([]);
    await context.close();

    // The receipt, in Malay, lists both lines.
    const receipt = await emailMentioning(urls.outbox, paymentId, { to: buyer.email });
    expect(receipt.html).toContain(copy.bm.receipt);
    for (const expected of [
      products.shirt.name.bm,
      'M · Hijau',
      products.tote.name.bm,
      'RM39.90',
      'RM29.00',
      'RM8.00',
      'RM76.90',
      `/shop/order?number=${paymentId}`,
    ])
      expect(receipt.text).toContain(expected);

    const tracking = { courier: 'Pos Laju', number: `EP${randomInt(1e8, 1e9)}MY` };
    const order = { id: paymentId, email: buyer.email };
    await shipInConsole('bm', await staffAccount, order, tracking);
    const shipped = await emailMentioning(urls.outbox, tracking.number, { to: buyer.email });
    expect(shipped.text).toContain('Nombor penjejakan');
    expect(shipped.text).toContain(tracking.courier);
    expect(shipped.text).toContain(products.shirt.name.bm);
    await buyerSeesShipped('bm', order, tracking);
  });
});

describe('buying two colours of a shirt to Sabah (phone, English; staff ship on a desktop)', () => {
  it('M green and M black, Sabah’s shipping to the sen, paid, the receipt in English, shipped in the console and shown on the order’s page', async () => {
    const buyer = newBuyer('Jason Lee Wei Ming');
    const { context, page, problems } = await visit(browser(), 'phone', { language: 'eng' });
    await addToCart(
      page,
      'eng',
      { ...products.shirt, colour: { bm: 'Hijau', eng: 'Green' }, size: 'M' },
      true,
    );
    await checkPage(page, 'product-eng-phone');
    await addToCart(
      page,
      'eng',
      { ...products.shirt, colour: { bm: 'Hitam', eng: 'Black' }, size: 'M' },
      false,
    );
    await page.getByRole('link', { name: 'View cart' }).click();
    await heading(page, 'Your cart');
    const cart = page.getByRole('list', { name: 'Items in the cart' });
    await cart.getByText(`${products.shirt.name.eng}, M · Green`).waitFor();
    await cart.getByText(`${products.shirt.name.eng}, M · Black`).waitFor();
    await page.getByText('Subtotal: RM79.80').waitFor();
    await checkPage(page, 'cart-eng-phone');

    await page.getByRole('link', { name: copy.eng.toCheckout }).click();
    const paymentId = await checkOut(page, 'eng', buyer, {
      line1: 'Lot 5, Jalan Gaya',
      postcode: '88000',
      city: 'Kota Kinabalu',
      lines: [
        `1 × ${products.shirt.name.eng}, M · GreenRM39.90`,
        `1 × ${products.shirt.name.eng}, M · BlackRM39.90`,
      ],
      amounts: ['Subtotal: RM79.80', 'Shipping: RM15.00', 'Total: RM94.80'],
    });
    await page.getByRole('button', { name: 'Pay successfully' }).click();
    await page.waitForURL(/\/en\/transaction-status\?/);
    await heading(page, copy.eng.success);
    await page.getByText(copy.eng.confirmed).waitFor();
    expect(await page.getByRole('link', { name: copy.eng.viewOrder }).getAttribute('href')).toBe(
      `/en/shop/order?number=${paymentId}`,
    );
    await payments.callbackAnswered(paymentId, '0');
    await checkPage(page, 'order-paid-eng-phone');
    expect(problems).toEqual([]);
    await context.close();

    const receipt = await emailMentioning(urls.outbox, paymentId, { to: buyer.email });
    expect(receipt.html).toContain(copy.eng.receipt);
    for (const expected of ['M · Green', 'M · Black', 'RM15.00', 'RM94.80'])
      expect(receipt.text).toContain(expected);

    const tracking = { courier: 'J&T Express', number: `JT${randomInt(1e9, 1e10)}` };
    const order = { id: paymentId, email: buyer.email };
    await shipInConsole('eng', await staffAccount, order, tracking);
    const shipped = await emailMentioning(urls.outbox, tracking.number, { to: buyer.email });
    expect(shipped.text).toContain('Tracking number');
    await buyerSeesShipped('eng', order, tracking);
  });
});

describe('a payment declined at the gateway (phone, both languages)', () => {
  it.each(['bm', 'eng'] as const)(
    'in %s: the two caps held while it is open go back on sale, the product page says so, and the cart is kept',
    async (language) => {
      const text = copy[language];
      const before = (await variantsOf(documents, products.cap.slug)).CAP?.stock ?? 0;
      expect(before).toBe(3);
      const { context, page, problems } = await visit(browser(), 'phone', { language });
      await page.goto(`${urls.site}${text.prefix}/shop/${products.cap.slug}`);
      await heading(page, products.cap.name[language]);
      await page.getByText(text.left(3), { exact: true }).waitFor();
      await page.getByLabel(language === 'bm' ? 'Kuantiti' : 'Quantity').selectOption('2');
      await page.getByRole('button', { name: text.add }).click();
      await page.getByRole('link', { name: text.viewCart }).click();
      await heading(page, text.cart);
      await page.getByRole('link', { name: text.toCheckout }).click();
      const paymentId = await checkOut(page, language, newBuyer('Aminah binti Salleh'), {
        line1: 'No. 3, Jalan Tun Razak',
        postcode: '50480',
        city: 'Kuala Lumpur',
        lines: [`2 × ${products.cap.name[language]}RM51.00`],
        amounts:
          language === 'bm'
            ? ['Jumlah kecil: RM51.00', 'Penghantaran: RM8.00', 'Jumlah: RM59.00']
            : ['Subtotal: RM51.00', 'Shipping: RM8.00', 'Total: RM59.00'],
      });
      // Held while the payment is open.
      expect((await variantsOf(documents, products.cap.slug)).CAP?.stock).toBe(1);
      await page.getByRole('button', { name: 'Decline payment' }).click();
      await page.waitForURL(/\/transaction-status\?/);
      await heading(page, text.failed);
      await page.getByText(text.released).waitFor();
      await payments.callbackAnswered(paymentId, '1');
      await checkPage(page, `order-failed-${language}-phone`);
      expect((await variantsOf(documents, products.cap.slug)).CAP?.stock).toBe(3);

      // The cart still holds the caps; the product page shows the three on sale again.
      await appReady(page);
      await page.getByRole('link', { name: text.backToCart }).click();
      await heading(page, text.cart);
      await page
        .getByRole('list', { name: language === 'bm' ? 'Barang dalam troli' : 'Items in the cart' })
        .getByRole('link', { name: products.cap.name[language], exact: true })
        .waitFor();
      await page.goto(`${urls.site}${text.prefix}/shop/${products.cap.slug}`);
      await heading(page, products.cap.name[language]);
      await page.getByText(text.left(3), { exact: true }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
