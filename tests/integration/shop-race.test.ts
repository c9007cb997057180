import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderStartResponse } from '@gsk/core/api';
import { describe, expect, it } from 'vitest';
import { names } from '../../infra/names';
import { moneyStack } from './crowdfunding-seed';
import { line, orderBody, putProduct, shopClient, variantsOf } from './shop-fixture';

/*
 * The shop's race (docs/shop.md, "Checkout"): 30 buyers check out the last 5 shirts of one
 * variant at once. The reservation is the same conditional transaction that creates the order,
 * so exactly 5 orders exist and 25 buyers are told "sold out" (0 left), never a sixth order.
 * Then one of the five pays and another fails: the failure gives its shirt back. A stack of the
 * file's own (it counts every order row); visitors use 127.51.1.x.
 */

const { urls, client, documents } = await moneyStack();
let address = 0;
const shop = shopClient(urls, () => `127.51.1.${(address += 1)}`);

/** Every order row of the stack. */
async function orderRows(): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await documents.send(
    new ScanCommand({
      TableName: names.paymentsTable,
      FilterExpression: 'sk = :payment AND kind = :order',
      ExpressionAttributeValues: { ':payment': 'PAYMENT', ':order': 'order' },
      ConsistentRead: true,
    }),
  );
  return Items;
}

describe('30 buyers racing for the last 5 shirts', () => {
  it('make exactly 5 orders and 25 clear sold-out answers; a paid one keeps its shirt, a failed one gives it back', async () => {
    const slug = await putProduct(documents, {
      variants: [{ sku: 'M-GREEN', size: 'M', colour: 'green', priceSen: 3_990, stock: 5 }],
    });
    // RM39.90 and RM8.00 standard post to the Peninsula.
    const total = 3_990 + 800;
    const startedAt = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => shop.order(orderBody([line(slug, 'M-GREEN')], total))),
    );
    const raceMs = Date.now() - startedAt;
    const statuses = answers.map((answer) => answer.status);
    console.info(`shop race: 30 checkouts in ${raceMs} ms`);

    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(answer.json).toEqual({
        error: { code: 'sold_out', stock: [{ product: slug, sku: 'M-GREEN', left: 0 }] },
      });
    }
    expect((await variantsOf(documents, slug))['M-GREEN']?.stock).toBe(0);
    const rows = await orderRows();
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'initiated',
        orderState: 'awaiting_payment',
        listKind: 'order#awaiting_payment',
        stockHeld: true,
        amount: 47.9,
        totalSen: total,
      });
    }

    const [paid, failed] = answers
      .filter((answer) => answer.status === 201)
      .map((answer) => answer.json as OrderStartResponse);
    if (!paid || !failed) throw new Error('no orders');
    for (const order of [paid, failed]) expect((await fetch(order.url)).status).toBe(200);
    await client.decide(paid.orderId, 'success');
    await client.callbackAnswered(paid.orderId, '0');
    await client.decide(failed.orderId, 'failure');
    await client.callbackAnswered(failed.orderId, '1');

    expect(await client.ledgerRow(paid.orderId)).toMatchObject({
      status: 'success',
      orderState: 'paid',
      fulfilment: 'paid',
      listKind: 'order#paid',
      stockHeld: true,
    });
    expect(await client.ledgerRow(failed.orderId)).toMatchObject({
      status: 'failed',
      orderState: 'unpaid',
      listKind: 'order#unpaid',
      stockHeld: false,
    });
    expect((await variantsOf(documents, slug))['M-GREEN']).toMatchObject({ stock: 1, sold: 1 });
  });
});
