import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { nextPaymentId } from '@gsk/core/payment';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dynamoDb } from '../../functions/src/lib/aws';
import { config } from '../../functions/src/lib/config';
import { Ledger, type PaymentRecord } from '../../functions/src/payments/ledger';
import { appendHistory, paymentHistory } from '../../functions/src/payments/payment-history';
import { gatewayResult, startPaymentEnvironment } from './payment-support';

/*
 * The ledger's day and month totals (Malaysia's calendar) and a payment's history, against the
 * DynamoDB emulator: the totals of the day a success was counted in, taken back from that day by
 * its reversal whenever it comes; the history written with each transition; a history that
 * cannot be written never failing the caller.
 */

let stop: () => Promise<void>;
beforeAll(async () => {
  ({ stop } = await startPaymentEnvironment());
});
afterAll(async () => {
  await stop?.();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const totalsItem = async (sk: string) => {
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.paymentsTable,
      Key: { pk: 'TOTALS', sk },
      ConsistentRead: true,
    }),
  );
  return { amount: Number(Item?.amount ?? 0), contributors: Number(Item?.contributors ?? 0) };
};

const created = async (createdAt: string, amount = 50) =>
  Ledger.create(
    {
      paymentId: nextPaymentId(),
      amount,
      currency: 'MYR',
      name: 'Nur Aisyah',
      email: 'Aisyah@Example.com',
      phone: '012-345 6789',
      language: 'bm',
      custIp: '203.0.113.9',
      origin: 'https://site.test',
      createdAt,
    },
    { TransactionType: 'SALE', Amount: `${amount}.00`, HashValue: 'a'.repeat(64) },
  );

const lease = (at: string) => new Date(Date.parse(at) + 300_000).toISOString();

describe('day and month totals', () => {
  it("counts a success in Malaysia's day and month of it, and its reversal takes it back from there", async () => {
    // 23:59:59 on 31 March in Malaysia, then 00:00 on 1 April (UTC 15:59 and 16:00).
    const lastOfMarch = '2025-03-31T15:59:59.999Z';
    const firstOfApril = '2025-03-31T16:00:00.000Z';
    const march = await created('2025-03-31T15:00:00.000Z', 30);
    const april = await created('2025-03-31T15:30:00.000Z', 70);
    const overall = await totalsItem('ALL');
    expect(
      await Ledger.succeed(
        march,
        gatewayResult(march.paymentId, { Amount: '30.00' }),
        lastOfMarch,
        lease(lastOfMarch),
        false,
        'callback',
      ),
    ).toBe('changed');
    expect(
      await Ledger.succeed(
        april,
        gatewayResult(april.paymentId, { Amount: '70.00' }),
        firstOfApril,
        lease(firstOfApril),
        false,
        'return',
      ),
    ).toBe('changed');
    expect(await totalsItem('DAY#2025-03-31')).toEqual({ amount: 30, contributors: 1 });
    expect(await totalsItem('MONTH#2025-03')).toEqual({ amount: 30, contributors: 1 });
    expect(await totalsItem('DAY#2025-04-01')).toEqual({ amount: 70, contributors: 1 });
    expect(await totalsItem('MONTH#2025-04')).toEqual({ amount: 70, contributors: 1 });
    expect((await totalsItem('ALL')).amount - overall.amount).toBe(100);

    // Reversed a week later: taken back from 31 March, not from the day of the reversal.
    const paid = (await Ledger.get(march.paymentId)) as PaymentRecord;
    expect(paid.totalsDay).toBe('2025-03-31');
    const reversal = gatewayResult(march.paymentId, { Amount: '30.00', TxnStatus: '10' });
    expect(
      await Ledger.reverse(paid, 'refunded', reversal, '2025-04-07T02:00:00.000Z', 'query'),
    ).toBe('changed');
    // A duplicate of the reversal moves nothing.
    expect(
      await Ledger.reverse(paid, 'refunded', reversal, '2025-04-07T02:00:01.000Z', 'query'),
    ).toBe('refused');
    expect(await totalsItem('DAY#2025-03-31')).toEqual({ amount: 0, contributors: 0 });
    expect(await totalsItem('MONTH#2025-03')).toEqual({ amount: 0, contributors: 0 });
    expect(await totalsItem('DAY#2025-04-07')).toEqual({ amount: 0, contributors: 0 });
    expect(await totalsItem('MONTH#2025-04')).toEqual({ amount: 70, contributors: 1 });
    expect((await totalsItem('ALL')).amount - overall.amount).toBe(70);
    expect(await Ledger.raised(new Date('2025-04-01T03:00:00.000Z'))).toMatchObject({
      today: { amount: 70, contributors: 1 },
      month: { amount: 70, contributors: 1 },
    });
  });
});

describe("a payment's history", () => {
  it('is written with each transition, in order, without hashes', async () => {
    const payment = await created('2025-05-01T01:00:00.000Z');
    const failure = gatewayResult(payment.paymentId, { TxnStatus: '1', TxnMessage: 'Declined' });
    expect(
      await Ledger.settleOpen(payment, 'failed', failure, '2025-05-01T01:05:00.000Z', 'callback'),
    ).toBe('changed');
    const failed = (await Ledger.get(payment.paymentId)) as PaymentRecord;
    // A late success after the failure: paid and flagged for review, in one transaction.
    expect(
      await Ledger.succeed(
        failed,
        gatewayResult(payment.paymentId),
        '2025-05-01T02:00:00.000Z',
        lease('2025-05-01T02:00:00.000Z'),
        true,
        'query',
      ),
    ).toBe('changed');
    await appendHistory(
      payment.paymentId,
      'email',
      { email: 'receipt', status: 'sent' },
      '2025-05-01T02:00:00.000Z',
    );
    const history = await paymentHistory(payment.paymentId);
    expect(history.map((entry) => entry.kind)).toEqual([
      'created',
      'gateway_result',
      'gateway_result',
      'review',
      'email',
    ]);
    expect(history[0]?.details).toEqual({ TransactionType: 'SALE', Amount: '50.00' });
    expect(history[1]?.details).toMatchObject({
      source: 'callback',
      TxnStatus: '1',
      TxnMessage: 'Declined',
    });
    expect(history[2]?.details).toMatchObject({
      source: 'query',
      TxnStatus: '0',
      AuthCode: '123456',
      IssuingBank: 'HostSim',
    });
    expect(history[3]?.details).toEqual({ reason: 'late_success', previousStatus: 'failed' });
    expect(JSON.stringify(history)).not.toMatch(/HashValue/);
  });

  it('lists every new payment for staff, its email searchable whatever its case', async () => {
    const payment = await created('2025-05-02T01:00:00.000Z');
    expect(await Ledger.get(payment.paymentId)).toMatchObject({
      listKind: 'payment',
      listedAt: '2025-05-02T01:00:00.000Z',
      emailKey: 'aisyah@example.com',
    });
  });

  it('never fails its caller when it cannot be written, and logs it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const table = process.env.PAYMENTS_TABLE;
    process.env.PAYMENTS_TABLE = 'no-such-table';
    try {
      await expect(
        appendHistory('1700000000000Z9901', 'query', { source: 'staff' }),
      ).resolves.toBeUndefined();
    } finally {
      process.env.PAYMENTS_TABLE = table;
    }
    expect(errors.mock.calls.flat().join(' ')).toContain('payment.history_failed');
  });
});
