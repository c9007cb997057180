import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  buildQueryRequest,
  buildSaleRequest,
  formBody,
  parseForm,
  parseQueryResponse,
  saleUrl,
  verifyResponse,
} from '@gsk/core/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  queryRequestHash,
  responseHashValue,
  responseHashValue2,
  saleRequestHash,
  sha256,
} from '../../infra/local/eghl/hash';
import { startEghlSimulator } from '../../infra/local/eghl/simulator';
import type { EghlSimulator } from '../../infra/local/eghl/simulator';
import { uiTimeout } from '../support/waits';

describe('the simulator’s own hashes (the test vectors of docs/eghl-protocol.md)', () => {
  it('matches the request vector', () => {
    expect(
      saleRequestHash('ghl12345', {
        ServiceID: 'GHL',
        PaymentID: 'OMNI001',
        MerchantReturnURL: 'http://test2pay.ghl.com:82/eGHL_Hash/demo/return.php',
        MerchantCallBackURL: 'http://test2pay.ghl.com:82/eGHL_Hash/demo/callback.php',
        Amount: '10.00',
        CurrencyCode: 'MYR',
        CustIP: '127.0.0.1',
        PageTimeout: '700',
      }),
    ).toBe('00151bb78f2590e4ab568a204e920d547ae90f05d69ab6cac11b0c83c8784dd5');
  });

  it('matches the request vector with CardNo (the API document’s example)', () => {
    expect(
      saleRequestHash('abc123', {
        ServiceID: 'S22',
        PaymentID: 'PAYTEST123',
        MerchantReturnURL: 'https://www.shop.com/success.asp',
        Amount: '12.34',
        CurrencyCode: 'MYR',
        CustIP: '113.210.6.150',
        PageTimeout: '900',
        CardNo: '4444333322221111',
      }),
    ).toBe('28010d7207bdbd6e8ae3890fdb56c541c552c10b609b978fd69428fbb7a4fbc2');
  });

  it('matches the query request vector', () => {
    expect(
      queryRequestHash('abc123', {
        ServiceID: 'S22',
        PaymentID: 'PAYTEST123',
        Amount: '12.34',
        CurrencyCode: 'MYR',
      }),
    ).toBe('320b0e212a875228fb80efd7604534af47055e56167aa7e83842cf68788097b5');
  });

  it('matches the HashValue2 vector', () => {
    expect(
      responseHashValue2('abc123', {
        TxnID: 'TESTTXN123',
        ServiceID: 'S22',
        PaymentID: 'PAYTEST123',
        TxnStatus: '1',
        Amount: '12.34',
        CurrencyCode: 'MYR',
        AuthCode: '123456',
        OrderNumber: '0007901000',
        Param6: '66',
        Param7: '77',
      }),
    ).toBe('8795c391a3091585295906a0694d9d13d29c38aa3d4d4521385f222ac19fb773');
  });

  it('matches the real sandbox success (HashValue and HashValue2)', () => {
    const fields = {
      TxnID: 'sit00000000029658176626',
      ServiceID: 'sit',
      PaymentID: '29658176626',
      TxnStatus: '0',
      Amount: '13.64',
      CurrencyCode: 'MYR',
      AuthCode: 'sit000',
      OrderNumber: '12345',
    };
    expect(responseHashValue('sit12345', fields)).toBe(
      '3b98fde0d1507cf27691dc2e20db217f08cfaa056fbf79622e3cb9962722718b',
    );
    expect(responseHashValue2('sit12345', fields)).toBe(
      'be4cdd4ed1b89189a90863ec8508a539afa839eac3d08b9f11a1a8b9aa2ebcf1',
    );
  });

  it('treats a missing value as the empty string', () => {
    expect(sha256('a', undefined, 'b')).toBe(sha256('ab'));
  });
});

/** A merchant endpoint that answers callbacks with `answers` in turn, repeating the last one. */
interface FakeMerchant {
  url: string;
  received: Record<string, string>[];
  answers: string[];
  server: Server;
}

const startMerchant = async (): Promise<FakeMerchant> => {
  const merchant: FakeMerchant = {
    url: '',
    received: [],
    answers: ['OK'],
    server: createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        merchant.received.push(parseForm(Buffer.concat(chunks).toString('utf8')));
        const answer = merchant.answers.length > 1 ? merchant.answers.shift() : merchant.answers[0];
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(answer);
      });
    }),
  };
  await new Promise<void>((done) => merchant.server.listen(0, '127.0.0.1', done));
  merchant.url = `http://127.0.0.1:${(merchant.server.address() as AddressInfo).port}`;
  return merchant;
};

const account = { serviceId: 'sit', password: 'sit12345' };
let simulator: EghlSimulator;
let merchant: FakeMerchant;
let sequence = 0;

beforeAll(async () => {
  merchant = await startMerchant();
  simulator = await startEghlSimulator({
    port: 0,
    merchant: account,
    callbackRetries: 3,
    callbackRetryDelayMs: 20,
  });
});

afterAll(async () => {
  await simulator?.stop();
  await new Promise((done) => merchant?.server.close(done));
});

const nextPaymentId = () => `1756700000${String(++sequence).padStart(3, '0')}A0101`;

/** A SALE request as the site builds it (core), to a simulator on `returnUrl`. */
const sale = (overrides: Partial<Parameters<typeof buildSaleRequest>[0]> = {}) =>
  buildSaleRequest({
    serviceId: 'sit',
    password: 'sit12345',
    paymentId: nextPaymentId(),
    returnUrl: `${merchant.url}/api/eghl/return?url=${encodeURIComponent('http://site.test')}`,
    callbackUrl: `${merchant.url}/api/eghl/callback`,
    amount: 25,
    custIp: '203.0.113.9',
    custName: 'Aisyah',
    custEmail: 'aisyah@example.com',
    custPhone: '012-345 6789',
    paymentDesc: 'Donation to Gerakan Sektor Ketiga',
    ...overrides,
  });

const openPage = (fields: Record<string, string | undefined>) =>
  fetch(saleUrl(simulator.gatewayUrl, fields));

const sessionOf = (html: string) => /action="\/IPGSG\/pay\/([0-9a-f-]{36})"/.exec(html)?.[1];

const choose = async (fields: Record<string, string | undefined>, outcome: string) => {
  const page = await openPage(fields);
  expect(page.status).toBe(200);
  const session = sessionOf(await page.text());
  expect(session).toBeDefined();
  return fetch(`${simulator.url}IPGSG/pay/${session}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
  });
};

const hiddenFields = (html: string): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1] ?? ''] = (match[2] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return fields;
};

const query = async (
  paymentId: string,
  amount: string,
  password = 'sit12345',
  serviceId = 'sit',
) => {
  const request = buildQueryRequest({ serviceId, password, paymentId, amount });
  const response = await fetch(simulator.gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody(request),
  });
  return parseQueryResponse(await response.text());
};

const waitFor = async (check: () => boolean, timeoutMs = uiTimeout) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((done) => setTimeout(done, 10));
  }
};

describe('SALE requests', () => {
  it('shows the payment page for a valid request (GET or POST), with security headers', async () => {
    const request = sale();
    const viaGet = await openPage(request);
    expect(viaGet.status).toBe(200);
    expect(viaGet.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await viaGet.text();
    expect(html).toContain('MYR 25.00');
    for (const name of ['Pay successfully', 'Decline payment', 'Leave pending', 'Cancel payment']) {
      expect(html).toContain(`>${name}</button>`);
    }
    const viaPost = await fetch(simulator.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody(sale()),
    });
    expect(viaPost.status).toBe(200);
  });

  it.each([
    ['a missing field', { CustName: undefined }, 'CustName is missing.'],
    ['a name too long', { CustName: 'x'.repeat(51) }, 'CustName is 51 characters long'],
    ['an email too long', { CustEmail: `${'x'.repeat(55)}@a.com` }, 'CustEmail is 61'],
    ['an amount without decimals', { Amount: '25' }, 'Amount 25 must have exactly two decimals'],
    ['a grouped amount', { Amount: '1,000.00' }, 'must have exactly two decimals'],
    ['a tampered amount', { Amount: '1.00' }, 'HashValue does not match'],
    ['an unknown merchant', { ServiceID: 'xyz' }, 'ServiceID xyz is not a merchant'],
    ['another currency', { CurrencyCode: 'USD' }, 'CurrencyCode USD is not enabled'],
    ['a relative return URL', { MerchantReturnURL: '/eghl/return' }, 'MerchantReturnURL is not'],
  ])('refuses %s with a clear error page', async (_, overrides, message) => {
    const response = await openPage({ ...sale(), ...overrides });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Payment request rejected');
    expect(html).toContain(message);
  });

  it('refuses a second, different request with a used PaymentID', async () => {
    const first = sale();
    expect((await openPage(first)).status).toBe(200);
    expect((await openPage(first)).status).toBe(200);
    const reused = sale({ paymentId: first.PaymentID, amount: 30 });
    const response = await openPage(reused);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('has already been used');
  });
});

describe('a payment', () => {
  it('success: posts the signed result to the return URL and calls back until OK', async () => {
    merchant.answers = ['OK'];
    const before = merchant.received.length;
    const request = sale();
    const response = await choose(request, 'success');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`action="${request.MerchantReturnURL.replace(/&/g, '&amp;')}"`);
    expect(html).toMatch(/<script nonce="[^"]+">document\.getElementById\('return'\)\.submit\(\);/);
    const fields = hiddenFields(html);
    expect(fields).toMatchObject({
      PaymentID: request.PaymentID,
      OrderNumber: request.PaymentID,
      Amount: '25.00',
      CurrencyCode: 'MYR',
      TxnStatus: '0',
      TxnMessage: 'Transaction Successful',
    });
    expect(fields.AuthCode).toMatch(/^\d{6}$/);
    expect(fields.RespTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(verifyResponse('sit12345', fields)).toBe(true);

    await waitFor(() => merchant.received.length === before + 1);
    expect(merchant.received.at(-1)).toEqual(fields);
    expect(verifyResponse('sit12345', merchant.received.at(-1) ?? {})).toBe(true);
  });

  it('re-sends the callback until the body is exactly OK, and at most 3 more times', async () => {
    merchant.answers = ['ERROR', 'OK ', 'OK'];
    let before = merchant.received.length;
    await choose(sale(), 'failure');
    await waitFor(() => merchant.received.length === before + 3);
    await new Promise((done) => setTimeout(done, 100));
    expect(merchant.received.length).toBe(before + 3);

    merchant.answers = ['NOPE'];
    before = merchant.received.length;
    const request = sale();
    await choose(request, 'failure');
    await waitFor(() => merchant.received.length === before + 4);
    await new Promise((done) => setTimeout(done, 150));
    expect(merchant.received.length).toBe(before + 4);
    const tx = (await (
      await fetch(`${simulator.url}_sim/transactions/${request.PaymentID}`)
    ).json()) as { deliveries: { attempt: number; ok: boolean }[] };
    expect(tx.deliveries.map((delivery) => delivery.attempt)).toEqual([1, 2, 3, 4]);
    expect(tx.deliveries.every((delivery) => !delivery.ok)).toBe(true);
    merchant.answers = ['OK'];
  });

  it('cancel: a GET of the return URL with TxnStatus 1, "Buyer cancelled" and no TxnID', async () => {
    const request = sale();
    const response = await choose(request, 'cancel');
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location.startsWith(`${request.MerchantReturnURL}&`)).toBe(true);
    const fields = parseForm(new URL(location).search);
    expect(fields).toMatchObject({
      url: 'http://site.test',
      TxnStatus: '1',
      TxnMessage: 'Buyer cancelled',
      TxnID: '',
    });
    const { url: _url, ...result } = fields;
    expect(verifyResponse('sit12345', result)).toBe(true);
  });

  it('pending: QUERY says 2, then reflects the settled result with valid hashes', async () => {
    const request = sale();
    const page = await choose(request, 'pending');
    expect(hiddenFields(await page.text()).TxnStatus).toBe('2');
    const pending = await query(request.PaymentID, '25.00');
    expect(pending).toMatchObject({ TxnExists: '0', TxnStatus: '2', PaymentID: request.PaymentID });
    expect(verifyResponse('sit12345', pending)).toBe(true);

    const before = merchant.received.length;
    const settle = await fetch(`${simulator.url}transactions/${request.PaymentID}/settle`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success&notify=on',
    });
    expect(settle.status).toBe(303);
    const settled = await query(request.PaymentID, '25.00');
    expect(settled).toMatchObject({
      TxnExists: '0',
      TxnStatus: '0',
      TxnID: pending.TxnID,
      TxnMessage: 'Transaction Successful',
    });
    expect(verifyResponse('sit12345', settled)).toBe(true);
    await waitFor(() => merchant.received.length === before + 1);
    expect(merchant.received.at(-1)?.TxnStatus).toBe('0');

    const index = await (await fetch(simulator.url)).text();
    expect(index).toContain(request.PaymentID);
  });
});

describe('QUERY', () => {
  it('answers not found, refuses a bad hash and leaves HashValue2 out for an unknown merchant', async () => {
    expect(await query('1700000000000Z0001', '25.00')).toMatchObject({ TxnExists: '1' });

    const request = sale();
    await openPage(request);
    const badHash = await query(request.PaymentID, '25.00', 'wrong-password');
    expect(badHash).toMatchObject({ TxnExists: '2' });
    expect(badHash.HashValue2).toBeUndefined();
    const otherMerchant = await query(request.PaymentID, '25.00', 'sit12345', 'abc');
    expect(otherMerchant.HashValue2).toBeUndefined();
    expect(await query(request.PaymentID, '26.00')).toMatchObject({ TxnExists: '1' });
  });

  it('writes spaces as %20, as the gateway does', async () => {
    const request = sale();
    await choose(request, 'success');
    const response = await fetch(simulator.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody(
        buildQueryRequest({
          serviceId: 'sit',
          password: 'sit12345',
          paymentId: request.PaymentID,
          amount: '25.00',
        }),
      ),
    });
    const body = await response.text();
    expect(body).toContain('QueryDesc=Record%20exists%20in%20system');
    expect(body).not.toContain('+');
  });
});
