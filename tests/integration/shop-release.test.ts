import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiPaths, type OrderStartResponse, type StaffPaymentPage } from '@gsk/core/api';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import { responseHash, responseHash2 } from '@gsk/core/payment';
import { describe, expect, it } from 'vitest';
import { EXPIRE_AFTER_MS } from '../../functions/src/payments/reconcile';
import { simulatorMerchant } from '../../infra/local/eghl/simulator';
import { names } from '../../infra/names';
import { moneyStack } from './crowdfunding-seed';
import { newMember } from './member-fixture';
import { donation } from './payment-client';
import { historyOf, line, orderBody, putProduct, shopClient, variantsOf } from './shop-fixture';

/*
 * An order's stock is released exactly once (docs/shop.md, "Failure, cancellation, expiry"):
 * whichever of the callback, its duplicates and the reconciler gets there, and when a failure
 * races a late success (released at most once, taken again at most once). A paid order moves the
 * shop's totals and never the donations'; the gateway's reversal takes the shop's back. A stack
 * of the file's own (it reads the totals); visitors use 127.51.2.x.
 */

const { stack, urls, client, documents } = await moneyStack();
let address = 0;
const shop = shopClient(urls, () => `127.51.2.${(address += 1)}`);

/** RM25.00 a mug, RM8.00 standard post to the Peninsula. */
const priceSen = 2_500;
const postSen = 800;

/** A product with one variant of `stock`; its slug. */
const mugs = (stock: number, enterprise?: 'kesum') =>
  putProduct(documents, {
    name: { bm: 'Mug Gerakan', eng: 'Movement mug' },
    artwork: 'mug',
    category: 'home',
    ...(enterprise && { enterprise }),
    variants: [{ sku: 'MUG', colour: 'white', priceSen, stock }],
  });

/** Places an order for `quantity` mugs; with `open`, its payment page is opened at the gateway. */
async function order(slug: string, quantity = 1, open = true): Promise<OrderStartResponse> {
  const answer = await shop.order(
    orderBody([line(slug, 'MUG', quantity)], priceSen * quantity + postSen),
  );
  expect(answer.status).toBe(201);
  const started = answer.json as OrderStartResponse;
  if (open) expect((await fetch(started.url)).status).toBe(200);
  return started;
}

/** How many times the order's history says its stock was released and taken again. */
async function stockSteps(orderId: string) {
  const steps = (await historyOf(documents, orderId)).filter((entry) => entry.kind === 'stock');
  const count = (change: string) => steps.filter((step) => step.details.change === change).length;
  return { released: count('released'), retaken: count('retaken'), short: count('short') };
}

const stockOf = async (slug: string) => (await variantsOf(documents, slug)).MUG?.stock;

/** The gateway's authentic answer for a transaction with another TxnStatus (signed anew). */
async function signedAs(orderId: string, txnStatus: string, message: string) {
  const { password } = simulatorMerchant();
  const fields: Record<string, string> = {
    ...(await client.transaction(orderId)).response,
    TxnStatus: txnStatus,
    TxnMessage: message,
  };
  fields.HashValue = responseHash(password, fields);
  fields.HashValue2 = responseHash2(password, fields);
  return fields;
}

const totalsItem = async (sk: string) =>
  (
    await documents.send(
      new GetCommand({
        TableName: names.paymentsTable,
        Key: { pk: 'TOTALS', sk },
        ConsistentRead: true,
      }),
    )
  ).Item ?? {};

describe('an order’s stock', () => {
  it('is released once by a failure delivered twice', async () => {
    const slug = await mugs(10);
    const { orderId } = await order(slug, 3);
    expect(await stockOf(slug)).toBe(7);
    await client.decide(orderId, 'failure');
    await client.callbackAnswered(orderId, '1');
    expect((await client.redeliver(orderId)).body).toBe('OK');
    expect((await client.redeliver(orderId)).body).toBe('OK');

    expect(await stockOf(slug)).toBe(10);
    expect(await stockSteps(orderId)).toEqual({ released: 1, retaken: 0, short: 0 });
    expect(await client.ledgerRow(orderId)).toMatchObject({
      status: 'failed',
      orderState: 'unpaid',
      listKind: 'order#unpaid',
      stockHeld: false,
    });
  });

  it('is released once when the reconciler expires an order the gateway never saw, run twice', async () => {
    const slug = await mugs(4);
    const { orderId } = await order(slug, 2, false);
    expect(await stockOf(slug)).toBe(2);
    const createdAt = Date.parse(String((await client.ledgerRow(orderId))?.createdAt));
    const later = new Date(createdAt + EXPIRE_AFTER_MS + 60_000);
    const first = await stack.reconcile(later);
    const second = await stack.reconcile(new Date(later.getTime() + 60_000));
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(second.expired).toBe(0);

    expect(await stockOf(slug)).toBe(4);
    expect(await stockSteps(orderId)).toEqual({ released: 1, retaken: 0, short: 0 });
    expect(await client.ledgerRow(orderId)).toMatchObject({
      status: 'expired',
      orderState: 'unpaid',
      stockHeld: false,
    });
  });

  it('is released once and taken again once when a late success follows the failure', async () => {
    const slug = await mugs(5);
    const { orderId } = await order(slug, 2);
    await client.decide(orderId, 'failure');
    await client.callbackAnswered(orderId, '1');
    expect(await stockOf(slug)).toBe(5);

    const success = await signedAs(orderId, '0', 'Transaction Successful');
    expect((await client.callback(success)).status).toBe(200);
    expect((await client.callback(success)).status).toBe(200);

    expect(await stockOf(slug)).toBe(3);
    expect(await stockSteps(orderId)).toEqual({ released: 1, retaken: 1, short: 0 });
    expect(await client.ledgerRow(orderId)).toMatchObject({
      status: 'success',
      review: 'late_success',
      orderState: 'paid',
      stockHeld: true,
    });
    expect((await client.ledgerRow(orderId))?.stockShort).toBeUndefined();
  });

  it('races a failure against a late success: at most one release and one retake, the stock exact', async () => {
    const slug = await mugs(20);
    const orders = await Promise.all([order(slug, 2), order(slug, 2), order(slug, 2)]);
    expect(await stockOf(slug)).toBe(14);
    const deliveries = await Promise.all(
      orders.map(async ({ orderId }) => {
        await client.decide(orderId, 'failure', false);
        return {
          orderId,
          failure: await signedAs(orderId, '1', 'Transaction failed'),
          success: await signedAs(orderId, '0', 'Transaction Successful'),
        };
      }),
    );
    await Promise.all(
      deliveries.flatMap(({ failure, success }) => [
        client.callback(failure),
        client.callback(success),
        client.callback(failure),
      ]),
    );

    for (const { orderId } of orders) {
      const steps = await stockSteps(orderId);
      // Either the failure came first (released, then the late success took it again) or the
      // success did (the failure after it is flagged and releases nothing).
      expect(steps.released).toBeLessThanOrEqual(1);
      expect(steps.retaken).toBe(steps.released);
      expect(await client.ledgerRow(orderId)).toMatchObject({
        status: 'success',
        orderState: 'paid',
        stockHeld: true,
      });
    }
    expect(await stockOf(slug)).toBe(14);
  });

  it('goes to another buyer when released, and a late success then finds it short', async () => {
    const slug = await mugs(1);
    const first = await order(slug);
    await client.decide(first.orderId, 'failure');
    await client.callbackAnswered(first.orderId, '1');
    const second = await order(slug);
    expect(await stockOf(slug)).toBe(0);

    expect((await client.callback(await signedAs(first.orderId, '0', 'Approved'))).status).toBe(
      200,
    );
    expect(await client.ledgerRow(first.orderId)).toMatchObject({
      status: 'success',
      stockHeld: false,
      stockShort: true,
    });
    expect(await stockSteps(first.orderId)).toEqual({ released: 1, retaken: 0, short: 1 });
    expect(await stockOf(slug)).toBe(0);
    expect((await client.ledgerRow(second.orderId))?.stockHeld).toBe(true);
  });
});

describe('the shop’s totals', () => {
  it('move exactly with a paid order and back with its reversal; the donations’ never move', async () => {
    const day = malaysianDate(new Date());
    const donationsSks = ['ALL', `DAY#${day}`, `MONTH#${day.slice(0, 7)}`, 'ENTERPRISE#kesum'];
    const shopSks = ['SHOP', `SHOP#DAY#${day}`, `SHOP#MONTH#${day.slice(0, 7)}`];
    const read = async (sks: string[]) =>
      Object.fromEntries(await Promise.all(sks.map(async (sk) => [sk, await totalsItem(sk)])));
    const donationsBefore = await read(donationsSks);
    const campaignBefore = await client.totals();
    const shopBefore = await read(shopSks);
    const enterpriseBefore = await totalsItem('SHOP#ENTERPRISE#kesum');

    const slug = await mugs(10, 'kesum');
    const { orderId } = await order(slug, 2);
    await client.decide(orderId, 'success');
    await client.callbackAnswered(orderId, '0');
    expect((await client.redeliver(orderId)).body).toBe('OK');

    const number = (item: Record<string, unknown>, name: string) =>
      typeof item[name] === 'number' ? item[name] : 0;
    const shopAfter = await read(shopSks);
    for (const sk of shopSks) {
      expect(number(shopAfter[sk], 'amountSen') - number(shopBefore[sk], 'amountSen'), sk).toBe(
        2 * priceSen + postSen,
      );
      expect(number(shopAfter[sk], 'goodsSen') - number(shopBefore[sk], 'goodsSen')).toBe(
        2 * priceSen,
      );
      expect(number(shopAfter[sk], 'orders') - number(shopBefore[sk], 'orders')).toBe(1);
      expect(number(shopAfter[sk], 'units') - number(shopBefore[sk], 'units')).toBe(2);
    }
    const enterpriseAfter = await totalsItem('SHOP#ENTERPRISE#kesum');
    expect(number(enterpriseAfter, 'goodsSen') - number(enterpriseBefore, 'goodsSen')).toBe(
      2 * priceSen,
    );
    expect(number(enterpriseAfter, 'units') - number(enterpriseBefore, 'units')).toBe(2);
    expect(await read(donationsSks)).toEqual(donationsBefore);
    expect(await client.totals()).toEqual(campaignBefore);
    expect((await variantsOf(documents, slug)).MUG).toMatchObject({ stock: 8, sold: 2 });

    // The staff's donations, searched by the buyer's email and exported, never list the order.
    const staff = await newMember(urls, 'bm', 'Pegawai Kewangan', { role: 'staff' });
    const email = String((await client.ledgerRow(orderId))?.email);
    for (const path of [apiPaths.staffPayments, apiPaths.staffPaymentsExport]) {
      const answer = await fetch(`${urls.api}${path}?${new URLSearchParams({ email })}`, {
        headers: { cookie: staff.cookie },
      });
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).not.toContain(orderId);
    }
    // A donation of the same stack is listed; none of the file's orders is.
    const donated = await client.start(donation());
    const { paymentId } = (await donated.json()) as { paymentId: string };
    const unfiltered = await fetch(`${urls.api}${apiPaths.staffPayments}`, {
      headers: { cookie: staff.cookie },
    });
    const listed = ((await unfiltered.json()) as StaffPaymentPage).payments;
    expect(listed.map((payment) => payment.paymentId)).toEqual([paymentId]);

    // The gateway reverses it: the shop's totals go back; the stock is not touched.
    expect((await client.callback(await signedAs(orderId, '9', 'Reversed'))).status).toBe(200);
    expect(await client.ledgerRow(orderId)).toMatchObject({
      status: 'reversed',
      orderState: 'refunded',
      listKind: 'order#refunded',
    });
    const shopReversed = await read(shopSks);
    for (const sk of shopSks) {
      expect(number(shopReversed[sk], 'amountSen'), sk).toBe(number(shopBefore[sk], 'amountSen'));
      expect(number(shopReversed[sk], 'orders')).toBe(number(shopBefore[sk], 'orders'));
    }
    expect(number(await totalsItem('SHOP#ENTERPRISE#kesum'), 'goodsSen')).toBe(
      number(enterpriseBefore, 'goodsSen'),
    );
    expect(await read(donationsSks)).toEqual(donationsBefore);
    expect((await variantsOf(documents, slug)).MUG).toMatchObject({ stock: 8, sold: 0 });
  });
});

describe('an order’s receipt', () => {
  it('owed after a failed send is sent again by the reconciler, with its lines', async () => {
    const slug = await mugs(5);
    const { orderId } = await order(slug, 2);
    await client.decide(orderId, 'success');
    await client.callbackAnswered(orderId, '0');
    const row = await client.ledgerRow(orderId);
    const email = String(row?.email);
    expect(await client.outbox(email)).toHaveLength(1);
    // As SES's refusal leaves it: the receipt failed, due again after its backoff.
    const failedAt = new Date(Date.now() - 60 * 60_000).toISOString();
    await documents.send(
      new UpdateCommand({
        TableName: names.paymentsTable,
        Key: { pk: `PAYMENT#${orderId}`, sk: 'PAYMENT' },
        UpdateExpression:
          'SET receiptStatus = :failed, attention = :emails, attentionSince = :at, nextEmailAt = :at',
        ExpressionAttributeValues: { ':failed': 'failed', ':emails': 'emails', ':at': failedAt },
      }),
    );
    const run = await stack.reconcile();
    expect(run.emailsSent).toBeGreaterThanOrEqual(1);
    const receipts = await client.outbox(email);
    expect(receipts).toHaveLength(2);
    expect(receipts[1]?.text).toContain('Mug Gerakan');
    expect(receipts[1]?.text).toContain('RM50.00');
    expect(await client.ledgerRow(orderId)).toMatchObject({ receiptStatus: 'sent' });
    expect((await client.ledgerRow(orderId))?.attention).toBeUndefined();
  });
});
