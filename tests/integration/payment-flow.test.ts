import { responseHash2 } from '@gsk/core/payment';
import { afterAll, describe, expect, it } from 'vitest';
import { simulatorMerchant } from '../../infra/local/eghl/simulator';
import { donation, paymentClient } from './payment-client';
import { ownStack } from '../support/own-stack';

/**
 * A stack of the file's own: its checks read the campaign's totals, which every donation of the run
 * moves. Its tests run one after another, each reading them before and after.
 */
const urls = (await ownStack()).urls;
const client = paymentClient(urls);

afterAll(() => client.close());

const statusPageParams = (response: Response) => {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  expect(location.origin).toBe(urls.site);
  expect(location.pathname).toBe('/transaction-status');
  return Object.fromEntries(location.searchParams);
};

describe('a donation through the gateway simulator (API level)', () => {
  it('success: return leg and callback, ledger, totals, receipt and notice', async () => {
    const before = await client.totals();
    const email = 'flow-success@example.com';
    const { paymentId } = await client.startAtGateway({ amount: 35, enterprise: 'clib', email });

    const leg = await client.decide(paymentId, 'success');
    const params = statusPageParams(await client.followBrowserLeg(leg));
    expect(params).toMatchObject({ TxnStatus: '0', PaymentID: paymentId, Amount: '35.00' });
    const verified = await client.verify(params);
    expect(await verified.json()).toEqual({ valid: true, status: 'success' });

    await client.callbackAnswered(paymentId, '0');
    expect(await client.summary(paymentId)).toEqual({ status: 'success', amount: 35 });
    const after = await client.totals();
    expect(after.overall.amount - before.overall.amount).toBe(35);
    expect(after.overall.contributors - before.overall.contributors).toBe(1);
    expect(after.enterprises.clib?.amount).toBe((before.enterprises.clib?.amount ?? 0) + 35);

    await expect.poll(async () => (await client.outbox(email)).length).toBe(1);
    const [receipt] = await client.outbox(email);
    expect(receipt?.subject).toContain('Terima kasih');
    expect(receipt?.text).toContain('RM35.00');
    expect(receipt?.text).toContain('CLIB');
    const row = await client.ledgerRow(paymentId);
    expect(row).toMatchObject({ status: 'success', receiptStatus: 'sent', noticeStatus: 'sent' });
  });

  it('failure and cancel: final failed and cancelled, totals untouched', async () => {
    const before = await client.totals();
    const failed = await client.startAtGateway();
    statusPageParams(
      await client.followBrowserLeg(await client.decide(failed.paymentId, 'failure')),
    );
    const cancelled = await client.startAtGateway();
    const cancelLeg = await client.decide(cancelled.paymentId, 'cancel');
    expect(cancelLeg.method).toBe('GET');
    const params = statusPageParams(await client.followBrowserLeg(cancelLeg));
    expect(params).toMatchObject({ TxnStatus: '1', PaymentID: cancelled.paymentId });
    expect(params.TxnID).toBeUndefined();

    await client.callbackAnswered(failed.paymentId, '1');
    await client.callbackAnswered(cancelled.paymentId, '1');
    expect((await client.summary(failed.paymentId)).status).toBe('failed');
    expect((await client.summary(cancelled.paymentId)).status).toBe('cancelled');
    expect(await client.totals()).toEqual(before);
  });

  it('pending, then QUERY: the API learns the settled result from the gateway', async () => {
    const before = await client.totals();
    const { paymentId } = await client.startAtGateway({ amount: 12, enterprise: 'kesum' });
    const params = statusPageParams(
      await client.followBrowserLeg(await client.decide(paymentId, 'pending')),
    );
    expect(params.TxnStatus).toBe('2');
    await client.callbackAnswered(paymentId, '2');
    expect((await client.summary(paymentId)).status).toBe('pending');

    const stillPending = await client.query(paymentId);
    expect(await stillPending.json()).toEqual({ status: 'pending', final: false });

    // Settled at the gateway without a callback: only the QUERY can tell the API.
    await client.settle(paymentId, 'success', false);
    expect((await client.summary(paymentId)).status).toBe('pending');
    await new Promise((done) => setTimeout(done, 3_100));
    const answer = (await (await client.query(paymentId)).json()) as {
      status: string;
      final: boolean;
      fields: Record<string, string>;
    };
    expect(answer).toMatchObject({ status: 'success', final: true });
    expect(answer.fields).toMatchObject({ TxnStatus: '0', PaymentID: paymentId, Amount: '12.00' });
    expect(await (await client.verify(answer.fields)).json()).toEqual({
      valid: true,
      status: 'success',
    });
    expect((await client.summary(paymentId)).status).toBe('success');
    const after = await client.totals();
    expect(after.overall.amount - before.overall.amount).toBe(12);
    expect(after.enterprises.kesum?.contributors).toBe(
      (before.enterprises.kesum?.contributors ?? 0) + 1,
    );
  });

  it('keeps an email failure visible on the ledger without losing the payment', async () => {
    const before = await client.totals();
    // The local SES refuses an address without a dot in its domain, as SES does.
    const { paymentId } = await client.startAtGateway({ email: 'donor@localhost', amount: 9 });
    await client.decide(paymentId, 'success');
    await client.callbackAnswered(paymentId, '0');
    await expect
      .poll(async () => (await client.ledgerRow(paymentId))?.receiptStatus)
      .toBe('failed');
    const row = await client.ledgerRow(paymentId);
    expect(row).toMatchObject({
      status: 'success',
      receiptStatus: 'failed',
      receiptError: 'InvalidParameterValue',
      noticeStatus: 'sent',
    });
    expect((await client.totals()).overall.amount - before.overall.amount).toBe(9);

    // A later delivery of the same result retries the receipt (and records the new failure).
    expect(await client.redeliver(paymentId)).toMatchObject({ status: 200, body: 'OK' });
    expect(await client.ledgerRow(paymentId)).toMatchObject({
      status: 'success',
      receiptStatus: 'failed',
      emailAttempts: 2,
    });
    expect((await client.totals()).overall.amount - before.overall.amount).toBe(9);
  });
});

describe('bad input', () => {
  it.each([
    ['0', 0],
    ['10001', 10001],
    ['10.5', 10.5],
    ['a string', '100'],
    ['a negative amount', -5],
  ])('an amount of %s is refused with 400 and never reaches the gateway', async (_, amount) => {
    const before = (await client.transactions()).length;
    const response = await client.start(donation({ amount }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: object } };
    expect(body.error.code).toBe('validation');
    expect(Object.keys(body.error.fields)).toEqual(['amount']);
    expect((await client.transactions()).length).toBe(before);
  });

  it('refuses a donation from an origin off the allow-list (the Origin check, before anything)', async () => {
    const before = await client.totals();
    const response = await client.start(donation(), 'https://evil.example');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'cross_site' } });
    expect(await client.totals()).toEqual(before);
  });

  it('refuses a forged callback (403) and an unknown payment (404)', async () => {
    const { paymentId } = await client.startAtGateway();
    const leg = await client.decide(paymentId, 'success', false);
    const forged = { ...leg.fields, Amount: '9999.00' };
    expect((await client.callback(forged)).status).toBe(403);
    const { password } = simulatorMerchant();
    const unknownId = '1700000000000Q1101';
    const unknown: Record<string, string> = {
      ...leg.fields,
      PaymentID: unknownId,
      OrderNumber: unknownId,
    };
    unknown.HashValue2 = responseHash2(password, unknown);
    const refused = await client.callback(unknown);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: { code: 'payment_not_found' } });
    expect((await client.summary(paymentId)).status).toBe('initiated');
  });

  it('answers CORS preflights for the site origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${urls.api}/api/payments`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight(urls.site);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(urls.site);
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('GET /api/payments/{id} tells status and amount only', async () => {
    const { paymentId } = await client.startAtGateway({ amount: 44 });
    const response = await fetch(`${urls.api}/api/payments/${paymentId}`);
    expect(await response.json()).toEqual({ status: 'initiated', amount: 44 });
    expect((await fetch(`${urls.api}/api/payments/1700000000000R1101`)).status).toBe(404);
  });
});

/** Deliveries of one authentic callback fired at the same moment. */
const DELIVERIES = 50;

describe('duplicate and concurrent deliveries of one result', () => {
  it(`${DELIVERIES} simultaneous callbacks plus the browser leg make exactly one success`, async () => {
    const email = 'concurrent@example.com';
    const { paymentId } = await client.startAtGateway({
      amount: 77,
      enterprise: 'pinjamgajet',
      email,
    });
    // The simulator signs the result; the test, playing the gateway, delivers it.
    const leg = await client.decide(paymentId, 'success', false);
    const before = await client.totals();

    const started = performance.now();
    const [browser, ...callbacks] = await Promise.all([
      client.followBrowserLeg(leg),
      ...Array.from({ length: DELIVERIES }, () => client.callback(leg.fields)),
    ]);
    const elapsed = performance.now() - started;

    expect(browser?.status).toBe(303);
    const answers = await Promise.all(callbacks.map(async (r) => `${r.status} ${await r.text()}`));
    expect(answers).toEqual(Array.from({ length: DELIVERIES }, () => '200 OK'));

    const after = await client.totals();
    expect(after.overall.amount - before.overall.amount).toBe(77);
    expect(after.overall.contributors - before.overall.contributors).toBe(1);
    expect(after.enterprises.pinjamgajet?.amount).toBe(
      (before.enterprises.pinjamgajet?.amount ?? 0) + 77,
    );
    expect(after.enterprises.pinjamgajet?.contributors).toBe(
      (before.enterprises.pinjamgajet?.contributors ?? 0) + 1,
    );
    expect(await client.ledgerRow(paymentId)).toMatchObject({
      status: 'success',
      amount: 77,
      emailAttempts: 1,
      receiptStatus: 'sent',
      noticeStatus: 'sent',
    });
    expect(await client.outbox(email)).toHaveLength(1);
    const notices = (await client.outbox('admin@sektorketiga.local')).filter((message) =>
      message.subject.includes(paymentId),
    );
    expect(notices).toHaveLength(1);
    console.info(
      `[measure] ${DELIVERIES} callbacks + browser leg settled in ${Math.round(elapsed)} ms`,
    );
  });

  it('a forged HashValue2 is refused with 4xx (the browser leg: sent to the pending page) and changes nothing', async () => {
    const { paymentId } = await client.startAtGateway({ amount: 64 });
    const leg = await client.decide(paymentId, 'success', false);
    const before = await client.totals();
    const hash = leg.fields.HashValue2 ?? '';
    const forged = {
      ...leg.fields,
      HashValue2: `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`,
    };

    const responses = await Promise.all(Array.from({ length: 10 }, () => client.callback(forged)));
    for (const response of responses) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await response.text()).not.toBe('OK');
    }
    // A donor never sees an error: the pending page asks the API, which settles by QUERY.
    const browser = await client.followBrowserLeg({ ...leg, fields: forged });
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe(
      `${urls.site}/transaction-pending?PaymentID=${paymentId}&Amount=64.00&PymtMethod=CC`,
    );

    expect(await client.totals()).toEqual(before);
    expect(await client.summary(paymentId)).toEqual({ status: 'initiated', amount: 64 });
  });
});
