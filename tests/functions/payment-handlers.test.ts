import { SESClient } from '@aws-sdk/client-ses';
import { isCancelled } from '@gsk/core/donation';
import { isPaymentId, parseForm, requestHash } from '@gsk/core/payment';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as totalsHandler } from '../../functions/src/campaign/totals';
import { handler as callbackHandler } from '../../functions/src/eghl/callback';
import { handler as returnGetHandler } from '../../functions/src/eghl/return-get';
import { handler as returnPostHandler } from '../../functions/src/eghl/return-post';
import { dynamoDb } from '../../functions/src/lib/aws';
import { Ledger } from '../../functions/src/payments/ledger';
import { paymentHistory } from '../../functions/src/payments/payment-history';
import { handler as createHandler } from '../../functions/src/payments/create';
import { handler as getHandler } from '../../functions/src/payments/get';
import { handler as queryHandler } from '../../functions/src/payments/query';
import { handler as verifyHandler } from '../../functions/src/payments/verify';
import type { Emulators } from '../../infra/local/emulators';
import type { OutboxMessage } from '../../infra/local/emulators';
import { apiEvent, jsonEvent } from '../support/api-event';
import {
  adminEmail,
  apiUrl,
  call,
  donation,
  formEvent,
  gatewayResult,
  gatewayUrl,
  merchant,
  siteOrigin,
  startEvent,
  startPaymentEnvironment,
} from './payment-support';

let emulators: Emulators;
let stopEnvironment: () => Promise<void>;

beforeAll(async () => {
  ({ emulators, stop: stopEnvironment } = await startPaymentEnvironment());
});

afterAll(async () => {
  await stopEnvironment?.();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

let donors = 0;

/**
 * Starts a payment through the handler and returns its PaymentID and gateway URL: each from a
 * donor of its own (address, email, phone) unless told, so no test spends another's abuse limits.
 */
const start = async (overrides: Record<string, unknown> = {}, from?: string) => {
  donors += 1;
  const own = { email: `donor${donors}@example.com`, phone_number: `012-345 ${1000 + donors}` };
  const body = donation({ ...own, ...overrides });
  const result = await call(
    createHandler,
    startEvent(body, siteOrigin, from ?? `198.51.100.${donors}`),
  );
  expect(result.statusCode).toBe(201);
  return result.json as { paymentId: string; url: string };
};

const callback = (fields: Record<string, string>) =>
  call(callbackHandler, formEvent('/api/eghl/callback', fields));

const outboxTo = async (address: string): Promise<OutboxMessage[]> => {
  const response = await fetch(
    `${emulators.endpoints.outbox}api/messages?to=${encodeURIComponent(address)}`,
  );
  return (await response.json()) as OutboxMessage[];
};

const quietly = () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
};

describe('POST /api/payments', () => {
  it('signs the SALE request on the server and records the payment as initiated', async () => {
    const { paymentId, url } = await start(
      {
        enterprise: 'kesum',
        notes: 'Untuk Kesum',
        email: 'aisyah@example.com',
        phone_number: '012-345 6789',
      },
      '203.0.113.9',
    );
    expect(isPaymentId(paymentId)).toBe(true);
    const target = new URL(url);
    expect(`${target.origin}${target.pathname}`).toBe(gatewayUrl);
    const fields = parseForm(target.search);
    expect(fields).toMatchObject({
      TransactionType: 'SALE',
      PymtMethod: 'ANY',
      ServiceID: merchant.serviceId,
      PaymentID: paymentId,
      OrderNumber: paymentId,
      MerchantReturnURL: `${apiUrl}/api/eghl/return?url=${encodeURIComponent(siteOrigin)}`,
      MerchantCallBackURL: `${apiUrl}/api/eghl/callback`,
      Amount: '50.00',
      CurrencyCode: 'MYR',
      CustIP: '203.0.113.9',
      CustName: 'Nur Aisyah',
      CustEmail: 'aisyah@example.com',
      CustPhone: '012-345 6789',
      PageTimeout: '600',
      LanguageCode: 'MS',
    });
    expect(fields.HashValue).toBe(
      requestHash({
        password: merchant.password,
        serviceId: 'sit',
        paymentId,
        returnUrl: fields.MerchantReturnURL ?? '',
        callbackUrl: fields.MerchantCallBackURL,
        amount: '50.00',
        currencyCode: 'MYR',
        custIp: '203.0.113.9',
        pageTimeout: '600',
      }),
    );
    expect(url).not.toContain(merchant.password);

    const record = await Ledger.get(paymentId);
    expect(record).toMatchObject({
      status: 'initiated',
      amount: 50,
      currency: 'MYR',
      enterprise: 'kesum',
      notes: 'Untuk Kesum',
      language: 'bm',
      custIp: '203.0.113.9',
      origin: siteOrigin,
    });
  });

  it.each([
    ['0', { amount: 0 }, 'amount', 'donation.amount.min'],
    ['10001', { amount: 10001 }, 'amount', 'donation.amount.max'],
    ['10.5', { amount: 10.5 }, 'amount', 'donation.amount.integer'],
    ['a string', { amount: '50' }, 'amount', 'donation.amount.required'],
    ['no name', { name: '  ' }, 'name', 'donation.name.required'],
    ['a bad email', { email: 'not-an-email' }, 'email', 'donation.email.invalid'],
    ['a bad phone', { phone_number: '12' }, 'phone_number', 'donation.phone_number.invalid'],
    ['an unknown enterprise', { enterprise: 'nope' }, 'enterprise', 'donation.enterprise.invalid'],
    ['a list as the name', { name: ['Ali'] }, 'name', 'string.type'],
    ['an object as the email', { email: { a: 1 } }, 'email', 'string.type'],
    ['a boolean as the name', { name: true }, 'name', 'string.type'],
    ['a number as the notes', { notes: 42 }, 'notes', 'string.type'],
    ['a NUL in the name', { name: 'A\u0000B' }, 'name', 'string.control'],
    ['a right-to-left override in the name', { name: '\u202Eevil' }, 'name', 'string.control'],
    ['a line break inside the name', { name: 'Ali\nBin Abu' }, 'name', 'string.control'],
    ['a C1 control in the notes', { notes: 'Untuk\u0085Kesum' }, 'notes', 'string.control'],
    ['a bidi isolate in the notes', { notes: 'Untuk \u2067Kesum' }, 'notes', 'string.control'],
    [
      'a lone surrogate in the name',
      { name: 'Ali \uD800' },
      'name',
      expect.stringMatching(/^string\.wellFormed/),
    ],
  ])(
    'answers 400 with the field key for %s, and signs and records nothing',
    async (_, body, field, key) => {
      const before = await Ledger.totals();
      const open = await Ledger.needingAttention('open', undefined, 1000);
      const result = await call(createHandler, startEvent(donation(body)));
      expect(result.statusCode).toBe(400);
      expect(result.json).toMatchObject({
        error: { code: 'validation', fields: { [field]: key } },
      });
      expect(result.body).not.toContain('url');
      expect(await Ledger.totals()).toEqual(before);
      expect(await Ledger.needingAttention('open', undefined, 1000)).toEqual(open);
    },
  );

  it('refuses a JSON number too large for a double (1e309, read as Infinity) as text, recording nothing', async () => {
    const before = await Ledger.totals();
    const open = await Ledger.needingAttention('open', undefined, 1000);
    const body = JSON.stringify(donation({ email: 'overflow@example.com' }));
    for (const [field, raw] of [
      ['notes', '1e309'],
      ['name', '-1e309'],
      ['phone_number', '123456789'],
    ] as const) {
      const text = body.replace(new RegExp(`"${field}":"[^"]*"`), `"${field}":${raw}`);
      expect(text, field).toContain(`:${raw}`);
      const result = await call(createHandler, startEvent(text));
      expect(result.statusCode, field).toBe(400);
      expect(result.json, field).toEqual({
        error: { code: 'validation', fields: { [field]: 'string.type' } },
      });
    }
    expect(await Ledger.totals()).toEqual(before);
    expect(await Ledger.needingAttention('open', undefined, 1000)).toEqual(open);
  });

  it('keeps the lines, tabs and emoji of the notes, a line break written CRLF read as LF', async () => {
    const { paymentId, url } = await start({
      name: 'Nur Aisyah 👩‍💻',
      notes: 'Untuk Kesum\r\n\tdari keluarga 👨‍👩‍👧',
    });
    expect(parseForm(new URL(url).search).CustName).toBe('Nur Aisyah 👩‍💻');
    expect(await Ledger.get(paymentId)).toMatchObject({
      notes: 'Untuk Kesum\n\tdari keluarga 👨‍👩‍👧',
    });
  });

  it('refuses an origin that is not on the allow-list (the Origin check), or none', async () => {
    for (const origin of ['https://evil.test', 'https://site.test.evil.test', 'null']) {
      const result = await call(createHandler, startEvent(donation(), origin));
      expect(result.statusCode).toBe(403);
      expect(result.json).toEqual({ error: { code: 'cross_site' } });
    }
    // Without an Origin the factory lets it through; the donation still needs a site to return to.
    const result = await call(createHandler, startEvent(donation(), null));
    expect(result.statusCode).toBe(400);
    expect(result.json).toEqual({ error: { code: 'origin_not_allowed' } });
  });
});

describe('POST /api/eghl/callback', () => {
  it('applies an authentic success once: OK, success, totals raised, receipt and notice sent', async () => {
    const { paymentId } = await start({ enterprise: 'solar', email: 'once@example.com' });
    const before = await Ledger.totals();
    const fields = gatewayResult(paymentId);

    const first = await callback(fields);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('OK');
    const second = await callback(fields);
    expect(second.body).toBe('OK');

    const record = await Ledger.get(paymentId);
    expect(record).toMatchObject({
      status: 'success',
      receiptStatus: 'sent',
      noticeStatus: 'sent',
      gateway: { TxnStatus: '0', AuthCode: '123456', HashValue2: fields.HashValue2 },
    });
    const after = await Ledger.totals();
    expect(after.overall.amount - before.overall.amount).toBe(50);
    expect(after.overall.contributors - before.overall.contributors).toBe(1);
    expect(after.enterprises.solar.amount - before.enterprises.solar.amount).toBe(50);
    expect(after.enterprises.kesum).toEqual(before.enterprises.kesum);

    const receipts = await outboxTo('once@example.com');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toContain('Terima kasih atas sumbangan anda');
    expect(receipts[0]?.text).toContain('RM50.00');
    expect(receipts[0]?.text).toContain(paymentId);
    const notices = (await outboxTo(adminEmail)).filter((m) => m.subject.includes(paymentId));
    expect(notices).toHaveLength(1);
  });

  it('refuses a forged or tampered result with 403 and changes nothing', async () => {
    quietly();
    const { paymentId } = await start();
    const before = await Ledger.totals();
    const forged = gatewayResult(paymentId, {}, 'not-the-password');
    const tampered = { ...gatewayResult(paymentId), Amount: '5000.00' };
    const noHash = { ...gatewayResult(paymentId), HashValue2: 'f'.repeat(64) };
    for (const fields of [forged, tampered, noHash]) {
      const result = await callback(fields);
      expect(result.statusCode).toBe(403);
      expect(result.json).toEqual({ error: { code: 'invalid_signature' } });
    }
    expect((await Ledger.get(paymentId))?.status).toBe('initiated');
    expect(await Ledger.totals()).toEqual(before);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"invalid_signature"'));
  });

  it('refuses an authentic result for an unknown payment (404) or another amount (409)', async () => {
    quietly();
    const unknown = await callback(gatewayResult('1700000000000A0001'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json).toEqual({ error: { code: 'payment_not_found' } });

    const { paymentId } = await start({ amount: 10 });
    const wrongAmount = await callback(gatewayResult(paymentId, { Amount: '50.00' }));
    expect(wrongAmount.statusCode).toBe(409);
    expect(wrongAmount.json).toEqual({ error: { code: 'payment_mismatch' } });
    expect((await Ledger.get(paymentId))?.status).toBe('initiated');
  });

  it('answers an authentic failure after a success OK, keeps it paid, flags it for review and tells staff once', async () => {
    quietly();
    const paid = await start();
    await callback(gatewayResult(paid.paymentId));
    const totals = await Ledger.totals();
    const failure = gatewayResult(paid.paymentId, { TxnStatus: '1', AuthCode: '' });
    const replayedFailure = await callback(failure);
    expect(replayedFailure.statusCode).toBe(200);
    expect(replayedFailure.body).toBe('OK');
    expect((await callback(failure)).body).toBe('OK');
    const latePending = await callback(gatewayResult(paid.paymentId, { TxnStatus: '2' }));
    expect(latePending.body).toBe('OK');
    const record = await Ledger.get(paid.paymentId);
    expect(record).toMatchObject({
      status: 'success',
      review: 'failure_after_success',
      reviewGateway: { TxnStatus: '1', HashValue2: failure.HashValue2 },
      attention: 'review',
      reviewNoticeStatus: 'sent',
      gateway: { TxnStatus: '0' },
    });
    expect(await Ledger.totals()).toEqual(totals);
    const reviews = (await outboxTo(adminEmail)).filter((m) =>
      m.subject.includes(`Review payment: ${paid.paymentId}`),
    );
    expect(reviews).toHaveLength(1);
    const logged = vi.mocked(console.error).mock.calls.map((args) => String(args[0]));
    expect(logged.filter((line) => line.includes('payment.review'))).toHaveLength(1);
    // The browser leg carrying the overruled failure goes to the pending page, every time.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const browser = await call(
        returnPostHandler,
        formEvent('/api/eghl/return', failure, { url: siteOrigin }),
      );
      expect(browser.statusCode).toBe(303);
      expect(String(browser.headers?.location)).toContain(`${siteOrigin}/transaction-pending?`);
    }
  });

  it('records a late success after a recorded failure as paid, once, with receipt, notice and a review notice', async () => {
    quietly();
    const before = await Ledger.totals();
    const declined = await start({ email: 'late@example.com' });
    const failure = gatewayResult(declined.paymentId, { TxnStatus: '1', AuthCode: '' });
    expect((await callback(failure)).body).toBe('OK');
    expect((await callback(failure)).body).toBe('OK');
    expect((await Ledger.get(declined.paymentId))?.attention).toBeUndefined();
    const success = gatewayResult(declined.paymentId);
    const results = await Promise.all([callback(success), callback(success), callback(success)]);
    expect(results.map((result) => result.body)).toEqual(['OK', 'OK', 'OK']);
    expect(await Ledger.get(declined.paymentId)).toMatchObject({
      status: 'success',
      review: 'late_success',
      reviewGateway: { TxnStatus: '1' },
      attention: 'review',
      receiptStatus: 'sent',
      noticeStatus: 'sent',
      reviewNoticeStatus: 'sent',
    });
    const after = await Ledger.totals();
    expect(after.overall.amount - before.overall.amount).toBe(50);
    expect(after.overall.contributors - before.overall.contributors).toBe(1);
    expect(await outboxTo('late@example.com')).toHaveLength(1);
    const staff = (await outboxTo(adminEmail)).filter((m) =>
      m.subject.includes(declined.paymentId),
    );
    expect(staff.map((m) => m.subject.startsWith('Semak pembayaran')).sort()).toEqual([
      false,
      true,
    ]);
    // The failure the ledger overruled no longer verifies on the status page.
    const verified = await call(
      verifyHandler,
      jsonEvent(failure, { path: '/api/payments/verify' }),
    );
    expect(verified.json).toEqual({ valid: false, status: 'unknown' });
  });

  it('takes a reversed or refunded success out of the totals exactly once', async () => {
    quietly();
    for (const [code, status] of [
      ['9', 'reversed'],
      ['10', 'refunded'],
    ] as const) {
      const { paymentId } = await start({ enterprise: 'solar' });
      await callback(gatewayResult(paymentId));
      const paid = await Ledger.totals();
      const reversal = gatewayResult(paymentId, { TxnStatus: code, AuthCode: '' });
      const answers = await Promise.all([
        callback(reversal),
        callback(reversal),
        callback(reversal),
      ]);
      expect(answers.map((answer) => answer.body)).toEqual(['OK', 'OK', 'OK']);
      expect((await callback(gatewayResult(paymentId))).body).toBe('OK');
      expect(await Ledger.get(paymentId)).toMatchObject({
        status,
        reversalGateway: { TxnStatus: code },
        gateway: { TxnStatus: '0' },
      });
      const after = await Ledger.totals();
      expect(paid.overall.amount - after.overall.amount).toBe(50);
      expect(paid.overall.contributors - after.overall.contributors).toBe(1);
      expect(paid.enterprises.solar.amount - after.enterprises.solar.amount).toBe(50);
      // The success it took back no longer verifies on the status page.
      const verified = await call(
        verifyHandler,
        jsonEvent(gatewayResult(paymentId), { path: '/api/payments/verify' }),
      );
      expect(verified.json).toEqual({ valid: false, status: 'unknown' });
    }
  });

  it('records a reversal pending or an unknown status for review, never as paid', async () => {
    quietly();
    const before = await Ledger.totals();
    for (const code of ['31', '15', '77']) {
      const { paymentId } = await start();
      const odd = gatewayResult(paymentId, { TxnStatus: code, AuthCode: '' });
      expect((await callback(odd)).body).toBe('OK');
      expect((await callback(odd)).body).toBe('OK');
      expect(await Ledger.get(paymentId)).toMatchObject({
        status: 'initiated',
        review: 'unexpected_result',
        reviewGateway: { TxnStatus: code },
        attention: 'review',
      });
      const reviews = (await outboxTo(adminEmail)).filter((m) =>
        m.subject.includes(`Review payment: ${paymentId}`),
      );
      expect(reviews).toHaveLength(1);
    }
    expect(await Ledger.totals()).toEqual(before);
  });

  it('moves a payment to pending and then to success', async () => {
    const { paymentId } = await start();
    expect((await callback(gatewayResult(paymentId, { TxnStatus: '2', AuthCode: '' }))).body).toBe(
      'OK',
    );
    expect((await Ledger.get(paymentId))?.status).toBe('pending');
    expect((await callback(gatewayResult(paymentId))).body).toBe('OK');
    expect((await Ledger.get(paymentId))?.status).toBe('success');
  });

  it('answers 400 to a body that is not a gateway result', async () => {
    const result = await call(callbackHandler, formEvent('/api/eghl/callback', { hello: 'world' }));
    expect(result.statusCode).toBe(400);
    expect(result.json).toMatchObject({ error: { code: 'validation' } });
  });
});

describe('emails of a successful payment', () => {
  it('records a failed receipt without touching the payment, and retries it on the next delivery', async () => {
    quietly();
    const { paymentId } = await start({ email: 'retry@example.com', language: 'eng' });
    const realSend = SESClient.prototype.send;
    let failures = 1;
    vi.spyOn(SESClient.prototype, 'send').mockImplementation(function (this: SESClient, command) {
      const input = (command as { input?: { Destination?: { ToAddresses?: string[] } } }).input;
      if (input?.Destination?.ToAddresses?.includes('retry@example.com') && failures-- > 0) {
        const error = new Error('Throttled');
        error.name = 'Throttling';
        return Promise.reject(error);
      }
      return (realSend as (this: SESClient, c: typeof command) => Promise<unknown>).call(
        this,
        command,
      );
    });
    const before = await Ledger.totals();
    const fields = gatewayResult(paymentId);

    expect((await callback(fields)).body).toBe('OK');
    expect(await Ledger.get(paymentId)).toMatchObject({
      status: 'success',
      receiptStatus: 'failed',
      receiptError: 'Throttling',
      noticeStatus: 'sent',
    });
    expect(await outboxTo('retry@example.com')).toHaveLength(0);
    expect((await Ledger.totals()).overall.amount - before.overall.amount).toBe(50);

    expect((await callback(fields)).body).toBe('OK');
    const record = await Ledger.get(paymentId);
    expect(record).toMatchObject({ receiptStatus: 'sent', noticeStatus: 'sent', emailAttempts: 2 });
    expect(record?.receiptError).toBeUndefined();
    const receipts = await outboxTo('retry@example.com');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toContain('Thank you for your donation');
    const notices = (await outboxTo(adminEmail)).filter((m) => m.subject.includes(paymentId));
    expect(notices).toHaveLength(1);
    expect((await Ledger.totals()).overall.amount - before.overall.amount).toBe(50);
  });
});

describe('the return leg', () => {
  it('POST: applies the result and 303s to the site with the gateway fields', async () => {
    const { paymentId } = await start();
    const fields = gatewayResult(paymentId);
    const result = await call(
      returnPostHandler,
      formEvent('/api/eghl/return', fields, { url: siteOrigin }),
    );
    expect(result.statusCode).toBe(303);
    const location = new URL(String(result.headers?.location));
    expect(location.origin).toBe(siteOrigin);
    expect(location.pathname).toBe('/transaction-status');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      TxnStatus: '0',
      TxnID: fields.TxnID,
      ServiceID: 'sit',
      Amount: '50.00',
      PaymentID: paymentId,
      PymtMethod: 'CC',
      RespTime: '2025-09-01 10:15:00',
      CurrencyCode: 'MYR',
      OrderNumber: paymentId,
      AuthCode: '123456',
      HashValue2: fields.HashValue2,
      TxnMessage: fields.TxnMessage,
    });
    expect((await Ledger.get(paymentId))?.status).toBe('success');
  });

  it('gives the status page every field its verification signs (Param6 and Param7 when sent): they verify as authentic', async () => {
    const { paymentId } = await start();
    const fields = gatewayResult(paymentId, { Param6: 'gsk-6', Param7: 'gsk-7' });
    const result = await call(
      returnPostHandler,
      formEvent('/api/eghl/return', fields, { url: siteOrigin }),
    );
    const params = Object.fromEntries(new URL(String(result.headers?.location)).searchParams);
    expect(params).toMatchObject({ Param6: 'gsk-6', Param7: 'gsk-7' });
    const verified = await call(verifyHandler, jsonEvent(params, { path: '/api/payments/verify' }));
    expect(verified.json).toEqual({ valid: true, status: 'success' });
  });

  it('GET: a buyer’s cancel reaches the status page with what tells it apart (empty TxnID, TxnMessage)', async () => {
    const { paymentId } = await start();
    const fields = gatewayResult(paymentId, {
      TxnStatus: '1',
      TxnID: '',
      AuthCode: '',
      TxnMessage: 'Buyer cancelled',
    });
    const result = await call(
      returnGetHandler,
      apiEvent({
        method: 'GET',
        path: '/api/eghl/return',
        query: { ...fields, url: siteOrigin },
      }),
    );
    expect(result.statusCode).toBe(303);
    const params = Object.fromEntries(new URL(String(result.headers?.location)).searchParams);
    expect(params).toMatchObject({ TxnStatus: '1', TxnMessage: 'Buyer cancelled' });
    expect(params.TxnID).toBeUndefined();
    expect(isCancelled(params)).toBe(true);
    // Recorded as the donor's cancel, not as a failure; unpaid all the same.
    expect((await Ledger.get(paymentId))?.status).toBe('cancelled');
    const history = await paymentHistory(paymentId);
    expect(history.at(-1)).toMatchObject({
      kind: 'gateway_result',
      details: { source: 'return', TxnStatus: '1', TxnMessage: 'Buyer cancelled' },
    });
    // The gateway's callback of the same cancel changes nothing; a late success still counts.
    expect((await callback(fields)).body).toBe('OK');
    expect((await Ledger.get(paymentId))?.status).toBe('cancelled');
    expect((await callback(gatewayResult(paymentId))).body).toBe('OK');
    expect(await Ledger.get(paymentId)).toMatchObject({
      status: 'success',
      review: 'late_success',
    });
  });

  it('records a declined payment (a TxnID, no cancel) as failed', async () => {
    const { paymentId } = await start();
    const fields = gatewayResult(paymentId, {
      TxnStatus: '1',
      AuthCode: '',
      TxnMessage: 'Transaction Failed',
    });
    await call(returnPostHandler, formEvent('/api/eghl/return', fields, { url: siteOrigin }));
    expect((await Ledger.get(paymentId))?.status).toBe('failed');
  });

  it('sends a donor who gave in English to the English status page', async () => {
    const { paymentId } = await start({ language: 'eng' });
    const fields = gatewayResult(paymentId);
    const result = await call(
      returnPostHandler,
      formEvent('/api/eghl/return', fields, { url: siteOrigin }),
    );
    expect(result.statusCode).toBe(303);
    const location = new URL(String(result.headers?.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${siteOrigin}/en/transaction-status`);
    expect(location.searchParams.get('HashValue2')).toBe(fields.HashValue2);
  });

  it('GET (a cancel): records the cancel and redirects', async () => {
    const { paymentId } = await start();
    const fields = gatewayResult(paymentId, {
      TxnStatus: '1',
      TxnID: '',
      AuthCode: '',
      TxnMessage: 'Buyer cancelled',
    });
    const query = `url=${encodeURIComponent(siteOrigin)}&${new URLSearchParams(fields)}`;
    const event = { ...apiEvent({ path: '/api/eghl/return' }), rawQueryString: query };
    const result = await call(returnGetHandler, event);
    expect(result.statusCode).toBe(303);
    expect(String(result.headers?.location)).toMatch(
      new RegExp(`^${siteOrigin}/transaction-status\\?TxnStatus=1&`),
    );
    expect((await Ledger.get(paymentId))?.status).toBe('cancelled');
  });

  it('GET: ignores query names that are no gateway field, such as constructor or __proto__', async () => {
    const { paymentId } = await start();
    const fields = gatewayResult(paymentId, {
      TxnStatus: '1',
      TxnID: '',
      AuthCode: '',
      TxnMessage: 'Buyer cancelled',
    });
    const query = `url=${encodeURIComponent(siteOrigin)}&${new URLSearchParams(fields)}&constructor=x&__proto__=y&toString=z`;
    const event = { ...apiEvent({ path: '/api/eghl/return' }), rawQueryString: query };
    const result = await call(returnGetHandler, event);
    expect(result.statusCode).toBe(303);
    expect((await Ledger.get(paymentId))?.status).toBe('cancelled');
  });

  it('refuses an origin off the allow-list with 400, no redirect and no change', async () => {
    const { paymentId } = await start();
    for (const url of ['https://evil.test', '']) {
      const result = await call(
        returnPostHandler,
        formEvent('/api/eghl/return', gatewayResult(paymentId), url ? { url } : undefined),
      );
      expect(result.statusCode).toBe(400);
      expect(result.headers?.location).toBeUndefined();
      expect(result.json).toEqual({ error: { code: 'origin_not_allowed' } });
    }
    expect((await Ledger.get(paymentId))?.status).toBe('initiated');
  });

  it('sends a forged, unreadable or unknown browser leg to the pending page, changing nothing', async () => {
    quietly();
    const { paymentId } = await start();
    const before = await Ledger.get(paymentId);
    const totals = await Ledger.totals();
    const forged = gatewayResult(paymentId, {}, 'wrong');
    const { HashValue2: _dropped, ...unsigned } = gatewayResult(paymentId);
    for (const fields of [forged, unsigned, gatewayResult('1700000000000A0001'), { hello: 'x' }]) {
      const result = await call(
        returnPostHandler,
        formEvent('/api/eghl/return', fields, { url: siteOrigin }),
      );
      expect(result.statusCode).toBe(303);
      const location = new URL(String(result.headers?.location));
      expect(`${location.origin}${location.pathname}`).toBe(`${siteOrigin}/transaction-pending`);
      expect(
        [...location.searchParams.keys()].every((name) =>
          ['PaymentID', 'Amount', 'PymtMethod'].includes(name),
        ),
      ).toBe(true);
      expect(location.searchParams.get('PaymentID')).toBe(fields.PaymentID ?? null);
      expect(location.searchParams.get('Amount')).toBe(fields.Amount ?? null);
    }
    const viaGet = await call(
      returnGetHandler,
      apiEvent({ method: 'GET', path: '/api/eghl/return', query: { ...forged, url: siteOrigin } }),
    );
    expect(viaGet.statusCode).toBe(303);
    expect(String(viaGet.headers?.location)).toContain(`${siteOrigin}/transaction-pending?`);
    expect(await Ledger.get(paymentId)).toEqual(before);
    expect(await Ledger.totals()).toEqual(totals);
  });

  it('sends a donor who started in English to the English pending page when the leg fails', async () => {
    quietly();
    const { paymentId } = await start({ language: 'eng' });
    const result = await call(
      returnPostHandler,
      formEvent('/api/eghl/return', gatewayResult(paymentId, {}, 'wrong'), { url: siteOrigin }),
    );
    expect(result.statusCode).toBe(303);
    expect(String(result.headers?.location)).toContain(`${siteOrigin}/en/transaction-pending?`);
    expect((await Ledger.get(paymentId))?.status).toBe('initiated');
  });

  it('sends the donor to the pending page when the ledger cannot be reached, and applies nothing', async () => {
    quietly();
    const { paymentId } = await start();
    const send = vi.spyOn(dynamoDb(), 'send').mockImplementation(() => {
      const error = new Error('connect ECONNREFUSED');
      error.name = 'ECONNREFUSED';
      return Promise.reject(error);
    });
    const result = await call(
      returnPostHandler,
      formEvent('/api/eghl/return', gatewayResult(paymentId), { url: siteOrigin }),
    );
    send.mockRestore();
    expect(result.statusCode).toBe(303);
    expect(result.headers?.location).toBe(
      `${siteOrigin}/transaction-pending?PaymentID=${paymentId}&Amount=50.00&PymtMethod=CC`,
    );
    expect((await Ledger.get(paymentId))?.status).toBe('initiated');
  });
});

describe('POST /api/payments/verify', () => {
  it('says whether status-page parameters are authentic and agree with the ledger', async () => {
    const { paymentId } = await start();
    const fields = gatewayResult(paymentId);
    await callback(fields);
    const verify = (body: Record<string, string>) =>
      call(verifyHandler, jsonEvent(body, { path: '/api/payments/verify' }));

    expect((await verify(fields)).json).toEqual({ valid: true, status: 'success' });
    // An unverified result's status is the link's word only: the answer never repeats it.
    const invalid = { valid: false, status: 'unknown' };
    expect((await verify({ ...fields, Amount: '500.00' })).json).toEqual(invalid);
    expect((await verify({ ...fields, TxnStatus: '1' })).json).toEqual(invalid);
    const contradicting = gatewayResult(paymentId, { TxnStatus: '1', AuthCode: '' });
    expect((await verify(contradicting)).json).toEqual(invalid);
    const unknown = gatewayResult('1700000000000B0001');
    expect((await verify(unknown)).json).toEqual(invalid);
    const { HashValue2: _, ...unsigned } = fields;
    expect((await verify(unsigned)).statusCode).toBe(400);
  });
});

describe('POST /api/payments/{id}/query', () => {
  const query = (paymentId: string) =>
    call(
      queryHandler,
      apiEvent({
        method: 'POST',
        path: `/api/payments/${paymentId}/query`,
        pathParameters: { id: paymentId },
      }),
    );

  const gatewayAnswers = (answer: (body: URLSearchParams) => string) => {
    const requests: URLSearchParams[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        expect(url).toBe(gatewayUrl);
        const body = new URLSearchParams(String(init.body));
        requests.push(body);
        return new Response(answer(body), { status: 200 });
      }),
    );
    return requests;
  };

  it('sends a signed QUERY, applies an authentic final answer and returns its fields', async () => {
    const { paymentId } = await start();
    await callback(gatewayResult(paymentId, { TxnStatus: '2', AuthCode: '' }));
    const final = gatewayResult(paymentId);
    const requests = gatewayAnswers(
      () => `TxnExists=0&QueryDesc=Record%20exists&${new URLSearchParams(final)}\r\n`,
    );

    const result = await query(paymentId);
    expect(result.statusCode).toBe(200);
    expect(result.json).toMatchObject({
      status: 'success',
      final: true,
      fields: { TxnStatus: '0', PaymentID: paymentId, HashValue2: final.HashValue2 },
    });
    expect(Object.fromEntries(requests[0] ?? [])).toMatchObject({
      TransactionType: 'QUERY',
      ServiceID: 'sit',
      PaymentID: paymentId,
      Amount: '50.00',
      CurrencyCode: 'MYR',
    });
    expect((await Ledger.get(paymentId))?.status).toBe('success');

    // Final now: answered from the ledger without asking the gateway again.
    const again = await query(paymentId);
    expect(again.json).toMatchObject({ status: 'success', final: true });
    expect(requests).toHaveLength(1);
  });

  it('stays pending when the gateway does not know the result, and throttles repeats', async () => {
    quietly();
    const { paymentId } = await start();
    gatewayAnswers(() => 'TxnExists=1&QueryDesc=Record not found');
    expect((await query(paymentId)).json).toEqual({ status: 'pending', final: false });
    const soon = await query(paymentId);
    expect(soon.statusCode).toBe(429);
    expect(soon.json).toEqual({ error: { code: 'query_too_soon' } });
  });

  it('ignores a forged QUERY answer', async () => {
    quietly();
    const { paymentId } = await start();
    const forged = gatewayResult(paymentId, {}, 'wrong');
    gatewayAnswers(() => `TxnExists=0&${new URLSearchParams(forged)}`);
    expect((await query(paymentId)).json).toEqual({ status: 'pending', final: false });
    expect((await Ledger.get(paymentId))?.status).toBe('initiated');
  });

  it('answers 404 for an unknown payment', async () => {
    expect((await query('1700000000000C0001')).statusCode).toBe(404);
    expect((await query('not-an-id')).statusCode).toBe(404);
  });
});

describe('GET /api/payments/{id} and GET /api/campaign/totals', () => {
  it('returns status and amount only', async () => {
    const { paymentId } = await start({ amount: 75 });
    const result = await call(
      getHandler,
      apiEvent({ path: `/api/payments/${paymentId}`, pathParameters: { id: paymentId } }),
    );
    expect(result.json).toEqual({ status: 'initiated', amount: 75 });
  });

  it('lists every enterprise in the totals', async () => {
    const result = await call(totalsHandler, apiEvent({ path: '/api/campaign/totals' }));
    const body = result.json as { overall: object; enterprises: Record<string, object> };
    expect(Object.keys(body.enterprises).sort()).toEqual(
      ['clib', 'fleximart', 'kesum', 'pinjamgajet', 'sivik101', 'solar', 'tanamduit'].sort(),
    );
    expect(body.enterprises.tanamduit).toEqual({ amount: 0, contributors: 0 });
    expect(body.overall).toEqual({
      amount: expect.any(Number),
      contributors: expect.any(Number),
    });
  });

  it('lets browsers keep the public totals for a short while', async () => {
    const result = await call(totalsHandler, apiEvent({ path: '/api/campaign/totals' }));
    expect(result.headers?.['cache-control']).toBe(
      'public, max-age=30, stale-while-revalidate=120',
    );
    const payment = await start();
    const summary = await call(
      getHandler,
      apiEvent({
        path: `/api/payments/${payment.paymentId}`,
        pathParameters: { id: payment.paymentId },
      }),
    );
    expect(summary.headers?.['cache-control']).toBe('no-store');
  });

  it('counts a general donation (no enterprise) in the overall totals only, and takes a reversal back', async () => {
    quietly();
    const before = await Ledger.totals();
    const { paymentId } = await start({ amount: 40, enterprise: '' });
    await callback(gatewayResult(paymentId, { Amount: '40.00' }));
    const paid = (await call(totalsHandler, apiEvent({ path: '/api/campaign/totals' })))
      .json as Awaited<ReturnType<typeof Ledger.totals>>;
    expect(paid.overall).toEqual({
      amount: before.overall.amount + 40,
      contributors: before.overall.contributors + 1,
    });
    expect(paid.enterprises).toEqual(before.enterprises);
    await callback(gatewayResult(paymentId, { Amount: '40.00', TxnStatus: '9', AuthCode: '' }));
    expect(await Ledger.totals()).toEqual(before);
  });
});
