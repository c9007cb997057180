import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { responseHash2 } from '@gsk/core/payment';
import { originVerifyHeader, viewerAddressHeader } from '@gsk/core/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { simulatorMerchant } from '../../infra/local/eghl/simulator';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { freePorts } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import { startStaticSite } from '../../infra/local/static-site';
import type { StaticSite } from '../../infra/local/static-site';
import type { LocalStack } from '../../infra/local/stack';
import { names } from '../../infra/names';
import { routes } from '../../infra/routes';
import type { RouteKey } from '../../infra/routes';
import { keysUnder, localS3, multipart, send } from './application-client';
import { donation, forgedGatewayResult, paymentClient, unknownPaymentId } from './payment-client';

/*
 * The API under attack. This file runs its own stack (API and emulators, no web server), so the
 * ledger, the totals, the bucket and the outbox hold only what these tests did and "nothing was
 * written" can be checked exactly, while the other integration files run beside it.
 */
let stack: LocalStack;
let dataDir: string;
let client: ReturnType<typeof paymentClient>;
let s3: ReturnType<typeof localS3>;
let documents: DynamoDBDocumentClient;

beforeAll(async () => {
  // The handlers run in this process: their log lines of refused requests are expected here.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  dataDir = await mkdtemp(join(tmpdir(), 'gsk-security-'));
  stack = await startLocalStack({ dataDir, ports: await freePorts(), web: 'none' });
  client = paymentClient(stack.urls);
  s3 = localS3(stack.urls.s3);
  documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.urls.dynamodb,
      region: localRegion,
      credentials: { ...localCredentials },
    }),
  );
});

afterAll(async () => {
  client?.close();
  s3?.destroy();
  documents?.destroy();
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Everything a request could have written: ledger rows and totals, objects, gateway and mail. */
const everythingWritten = async () => {
  const { Items = [] } = await documents.send(
    new ScanCommand({ TableName: names.paymentsTable, ConsistentRead: true }),
  );
  return {
    // The abuse limits' counters, the one write a refused request may make, are in the throttle table.
    ledger: Items,
    objects: await keysUnder(s3, ''),
    gateway: await client.transactions(),
    outbox: (await (await fetch(`${stack.urls.outbox}api/messages`)).json()) as unknown[],
  };
};

/** Each request from its own loopback address, so the per-address limits never answer first. */
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `127.9.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

const MB = 1024 * 1024;
/** Over Lambda's 6 MB request limit, under API Gateway's 10 MB. */
const SEVEN_MB = 7 * MB;
/** Over API Gateway's 10 MB limit. */
const ELEVEN_MB = 11 * MB;

type Format = 'json' | 'form' | 'multipart' | 'none';

/** The body format each route reads (GET routes read none). */
const formats: Record<RouteKey, Format> = {
  'GET /api/health': 'none',
  'POST /api/payments': 'json',
  'POST /api/payments/verify': 'json',
  'POST /api/payments/{id}/query': 'none',
  'GET /api/payments/{id}': 'none',
  'GET /api/eghl/return': 'none',
  'POST /api/eghl/return': 'form',
  'POST /api/eghl/callback': 'form',
  'GET /api/campaign/totals': 'none',
  'POST /api/uploads': 'json',
  'POST /api/partnerForm': 'multipart',
  'POST /api/expertForm': 'multipart',
  'POST /api/contact': 'json',
  'POST /api/account/sign-up': 'json',
  'POST /api/account/sign-up/verify': 'json',
  'POST /api/account/otp/resend': 'json',
  'POST /api/account/sign-in': 'json',
  'POST /api/account/sign-out': 'none',
  'GET /api/account/me': 'none',
  'POST /api/account/password': 'json',
  'POST /api/account/profile': 'json',
  'POST /api/account/password-reset': 'json',
  'POST /api/account/password-reset/verify': 'json',
  'POST /api/account/password-reset/complete': 'json',
  'GET /api/events': 'none',
  'GET /api/events/{id}': 'none',
  'POST /api/events/{id}/registrations': 'json',
  'DELETE /api/events/{id}/registrations': 'none',
  'GET /api/events/{id}/calendar.ics': 'none',
  'POST /api/activities/{id}/shifts/{shiftId}/signups': 'json',
  'DELETE /api/activities/{id}/shifts/{shiftId}/signups': 'none',
  'GET /api/activities/{id}/shifts/{shiftId}/calendar.ics': 'none',
  'GET /api/account/commitments': 'none',
  'GET /api/events/{id}/fundraising': 'none',
  'GET /api/account/donations': 'none',
  'GET /api/account/donations/{id}/receipt': 'none',
  'GET /api/account/statements/{year}': 'none',
  'POST /api/staff/sign-in': 'json',
  'POST /api/staff/sign-in/verify': 'json',
  'GET /api/staff/audit': 'none',
  'GET /api/staff/session': 'none',
  'GET /api/staff/dashboard': 'none',
  'GET /api/staff/payments': 'none',
  'GET /api/staff/payments/export': 'none',
  'GET /api/staff/payments/{id}': 'none',
  'POST /api/staff/payments/{id}/check': 'none',
  'GET /api/staff/events': 'none',
  'POST /api/staff/events': 'json',
  'GET /api/staff/events/{id}': 'none',
  'POST /api/staff/events/{id}': 'json',
  'GET /api/staff/events/{id}/registrations': 'none',
  'GET /api/staff/events/{id}/registrations/export': 'none',
  'GET /api/staff/applications': 'none',
  'GET /api/staff/applications/export': 'none',
  'GET /api/staff/applications/{id}': 'none',
  'GET /api/staff/applications/{id}/cv': 'none',
  'POST /api/staff/applications/{id}': 'json',
  'GET /api/staff/messages': 'none',
  'POST /api/staff/messages/{id}/handled': 'json',
  'GET /api/volunteer': 'none',
  'PUT /api/volunteer': 'json',
  'DELETE /api/volunteer': 'none',
  'GET /api/volunteers/counts': 'none',
  'GET /api/activities': 'none',
  'GET /api/activities/{id}': 'none',
  'GET /api/coordinator': 'none',
  'GET /api/coordinator/volunteers': 'none',
  'GET /api/coordinator/activities': 'none',
  'POST /api/coordinator/activities': 'json',
  'GET /api/coordinator/activities/{id}': 'none',
  'POST /api/coordinator/activities/{id}/shifts': 'json',
  'GET /api/coordinator/activities/{id}/shifts/{shiftId}/attendance': 'none',
  'POST /api/coordinator/activities/{id}/shifts/{shiftId}/attendance': 'json',
  'POST /api/coordinator/activities/{id}/shifts/{shiftId}/messages': 'json',
  'GET /api/staff/coordinators': 'none',
  'POST /api/staff/coordinators': 'json',
  'POST /api/staff/coordinators/{id}': 'json',
  'DELETE /api/staff/coordinators/{id}': 'none',
  'GET /api/staff/activities': 'none',
  'POST /api/staff/activities': 'json',
  'GET /api/staff/activities/{id}': 'none',
  'POST /api/staff/activities/{id}': 'json',
  'POST /api/staff/activities/{id}/approval': 'json',
  'POST /api/staff/activities/{id}/shifts': 'json',
  'GET /api/staff/activities/{id}/attendance': 'none',
  'GET /api/staff/volunteers': 'none',
  'GET /api/staff/volunteers/export': 'none',
  'GET /api/staff/map': 'none',
  'GET /api/staff/map/export': 'none',
  'GET /api/campaigns': 'none',
  'GET /api/campaigns/{id}': 'none',
  'POST /api/campaigns/{id}/fundraisers': 'json',
  'GET /api/fundraisers/{code}': 'none',
  'GET /api/account/fundraisers': 'none',
  'GET /api/ledger/{fund}': 'none',
  'GET /api/ledger/{fund}/export': 'none',
  'GET /api/staff/campaigns': 'none',
  'POST /api/staff/campaigns': 'json',
  'GET /api/staff/campaigns/{id}': 'none',
  'PUT /api/staff/campaigns/{id}': 'json',
  'POST /api/staff/campaigns/{id}/updates': 'json',
  'GET /api/staff/fundraisers': 'none',
  'POST /api/staff/fundraisers/{code}/decision': 'json',
  'GET /api/staff/disbursements': 'none',
  'POST /api/staff/disbursements': 'multipart',
  'GET /api/staff/disbursements/{id}/receipt': 'none',
  'GET /api/shop/products': 'none',
  'GET /api/shop/products/{slug}': 'none',
  'POST /api/shop/quote': 'json',
  'GET /api/shop/postcodes/{postcode}': 'none',
  'POST /api/shop/orders': 'json',
  'POST /api/shop/orders/lookup': 'json',
  'GET /api/account/orders': 'none',
  'GET /api/staff/shop/products': 'none',
  'POST /api/staff/shop/products': 'json',
  'GET /api/staff/shop/products/{slug}': 'none',
  'PUT /api/staff/shop/products/{slug}': 'json',
  'GET /api/staff/shop/products/{slug}/stock': 'none',
  'POST /api/staff/shop/products/{slug}/stock': 'json',
  'GET /api/staff/shop/orders': 'none',
  'GET /api/staff/shop/orders/export': 'none',
  'GET /api/staff/shop/orders/{id}': 'none',
  'POST /api/staff/shop/orders/{id}/action': 'json',
  'GET /api/staff/shop/settings': 'none',
  'PUT /api/staff/shop/settings': 'json',
  // Personal data (issue 32), C3: closing one's own account.
  'POST /api/account/close': 'json',
  // Issue 32, C2 "export": the member's own data.
  'GET /api/account/data': 'none',
  'GET /api/account/data/summary': 'none',
  // Requests about personal data (issue 32, part C4).
  'POST /api/privacy/requests': 'json',
  'POST /api/privacy/requests/verify': 'json',
  'GET /api/staff/privacy/requests': 'none',
  'GET /api/staff/privacy/requests/{id}': 'none',
  'POST /api/staff/privacy/requests/{id}/action': 'json',
  // Personal data, consent (issue 32, C1).
  'GET /api/account/consents': 'none',
  'PUT /api/account/consents': 'json',
  // Broadcasts (issue 32, part F).
  'GET /api/staff/broadcasts': 'none',
  'POST /api/staff/broadcasts': 'json',
  'POST /api/staff/broadcasts/preview': 'json',
  'GET /api/staff/broadcasts/{id}': 'none',
  'POST /api/staff/broadcasts/{id}/cancel': 'none',
  'GET /api/coordinator/broadcasts': 'none',
  'POST /api/coordinator/broadcasts': 'json',
  'POST /api/coordinator/broadcasts/preview': 'json',
  'GET /api/coordinator/broadcasts/{id}': 'none',
  'GET /api/unsubscribe': 'none',
  'POST /api/unsubscribe': 'none',
};

/** Fields of a gateway result for a payment that does not exist, with one of them huge. */
const gatewayFields = (marker: string, huge = '') =>
  forgedGatewayResult({ TxnID: `TXN${marker}`, TxnMessage: huge });

/** What each body-reading route would take, carrying `marker` and, if given, a huge field. */
const fieldsFor = (route: RouteKey, marker: string, huge = ''): Record<string, unknown> => {
  switch (route) {
    case 'POST /api/payments':
      return donation({ email: `${marker}@example.com`, notes: huge });
    case 'POST /api/payments/verify':
    case 'POST /api/eghl/return':
    case 'POST /api/eghl/callback':
      return gatewayFields(marker, huge);
    case 'POST /api/uploads':
      return { filename: `${marker}${huge}.pdf`, contentType: 'application/pdf', size: 10 };
    case 'POST /api/partnerForm':
      return {
        name: `Aminah ${marker}`,
        email: `${marker}@example.com`,
        phone: '012-345 6789',
        contributionType: 'equity',
        enterpriseType: 'kesum',
        additionalComments: huge,
      };
    case 'POST /api/expertForm':
      return {
        name: `Dr Lee ${marker}`,
        email: `${marker}@example.com`,
        phone: '03-1234 5678',
        qualification: 'phd',
        interest: 'energy',
        cvKey: `uploads/expert/${marker}${huge}.pdf`,
      };
    case 'POST /api/staff/events':
    case 'POST /api/staff/events/{id}':
      return {
        title: { bm: `Bengkel ${marker}`, eng: `Workshop ${marker}` },
        description: { bm: `Huraian ${huge}`, eng: `Description ${huge}` },
        online: true,
        venue: { bm: '', eng: '' },
        startsAt: '2026-12-05T09:00:00+08:00',
        endsAt: '2026-12-05T12:00:00+08:00',
        capacity: 30,
        status: 'draft',
      };
    default:
      return { marker, huge };
  }
};

interface Body {
  contentType?: string;
  body?: Buffer;
}

const asJson = (fields: Record<string, unknown>): Body => ({
  contentType: 'application/json',
  body: Buffer.from(JSON.stringify(fields)),
});
const asForm = (fields: Record<string, unknown>): Body => ({
  contentType: 'application/x-www-form-urlencoded',
  body: Buffer.from(new URLSearchParams(fields as Record<string, string>).toString()),
});
const asMultipart = async (fields: Record<string, unknown>): Promise<Body> => {
  const encoded = await multipart(fields as Record<string, string>);
  return { contentType: encoded.contentType, body: encoded.body };
};

/** The route's fields in the format it reads. */
const encoded = (format: Format, fields: Record<string, unknown>) =>
  format === 'form'
    ? asForm(fields)
    : format === 'multipart'
      ? asMultipart(fields)
      : asJson(fields);

/** Bad bodies for a route: each is malformed, of the wrong type, empty or too big. */
const badBodies = async (route: RouteKey, marker: string): Promise<Record<string, Body>> => {
  const format = formats[route];
  const fields = fieldsFor(route, marker);
  const right = await encoded(format, fields);
  const text = right.body ?? Buffer.alloc(0);
  return {
    'no body': {},
    'an empty body of the right type': { contentType: right.contentType, body: Buffer.alloc(0) },
    'malformed JSON': { contentType: 'application/json', body: Buffer.from('{"name": "Ali",') },
    'JSON that is not an object': { contentType: 'application/json', body: Buffer.from('[1,2]') },
    'JSON null': { contentType: 'application/json', body: Buffer.from('null') },
    'the fields as text/plain': { contentType: 'text/plain', body: text },
    'the fields as XML': {
      contentType: 'application/xml',
      body: Buffer.from(`<donation><email>${marker}@example.com</email></donation>`),
    },
    'the fields in another format': format === 'json' ? asForm(fields) : asJson(fields),
    'a content type that lies about binary bytes': {
      contentType: right.contentType,
      body: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x22, 0xc3, 0x28, 0x00]),
    },
    'the fields cut short': { contentType: right.contentType, body: text.subarray(0, 20) },
    'the fields with a 7 MB value': await encoded(
      format,
      fieldsFor(route, marker, 'x'.repeat(SEVEN_MB)),
    ),
    '7 MB of binary': {
      contentType: 'application/octet-stream',
      body: Buffer.alloc(SEVEN_MB, 0x41),
    },
  };
};

/** The path of a route, with a PaymentID the ledger does not have and the site as return origin. */
const pathOf = (route: RouteKey) => {
  const path = route.split(' ')[1]?.replace('{id}', unknownPaymentId) ?? '/';
  return route === 'POST /api/eghl/return'
    ? `${path}?url=${encodeURIComponent(stack.urls.site)}`
    : path;
};

const request = (route: RouteKey, { contentType, body }: Body) => {
  const [method = 'GET'] = route.split(' ');
  return send(`${stack.urls.api}${pathOf(route)}`, nextClient(), {
    method,
    headers: { origin: stack.urls.site, ...(contentType ? { 'content-type': contentType } : {}) },
    body,
  });
};

describe('bad bodies on every route of infra/routes.ts', () => {
  it('covers every route', () => {
    expect(Object.keys(formats).sort()).toEqual(Object.keys(routes).sort());
  });

  it.each(Object.keys(routes) as RouteKey[])(
    '%s: refused with a 4xx (the browser leg: or sent to the pending page; ignored where no body is read), never a 5xx, nothing written',
    async (route) => {
      const marker = `abuse-${randomUUID().slice(0, 8)}`;
      const before = await everythingWritten();
      const reads = formats[route] !== 'none';
      const plain = await request(route, {});
      const answers: Record<string, number> = {};
      for (const [name, body] of Object.entries(await badBodies(route, marker))) {
        const answer = await request(route, body);
        // The browser leg never shows a donor an error: what it cannot apply goes to the pending page.
        const pending = `${stack.urls.site}/transaction-pending?`;
        answers[name] =
          route === 'POST /api/eghl/return' &&
          answer.status === 303 &&
          answer.location?.startsWith(pending)
            ? 400
            : answer.status;
      }

      for (const [name, status] of Object.entries(answers)) {
        expect(status, `${name}: never a server error`).toBeLessThan(500);
        if (reads) expect(status, `${name}: refused`).toBeGreaterThanOrEqual(400);
        // A route that reads no body answers as if none was sent, unless the event API Gateway
        // builds would pass Lambda's 6 MB invocation limit.
        else if (name.includes('7 MB')) expect(status, `${name}: over 6 MB`).toBe(413);
        else expect(status, `${name}: the body is ignored`).toBe(plain.status);
      }
      const tooLarge = await request(route, {
        contentType: 'application/json',
        body: Buffer.alloc(ELEVEN_MB, 0x20),
      });
      expect(tooLarge.status, 'over API Gateway’s 10 MB').toBe(413);

      expect(await everythingWritten()).toEqual(before);
    },
  );
});

describe('Lambda’s 6 MB invocation limit', () => {
  it('refuses a valid donation padded past 6 MB with 413 and records nothing', async () => {
    const before = await everythingWritten();
    const json = JSON.stringify(donation({ name: 'Padded Donor' }));
    const padded = Buffer.from(`${json.slice(0, -1)}${' '.repeat(SEVEN_MB)}}`);
    const answer = await request('POST /api/payments', {
      contentType: 'application/json',
      body: padded,
    });
    expect(answer.status).toBe(413);
    expect(await everythingWritten()).toEqual(before);
  });
});

/** A payment started at the gateway and decided there, its browser leg held back. */
const decided = async (outcome: 'success' | 'cancel', overrides: Record<string, unknown> = {}) => {
  const { paymentId } = await client.startAtGateway(overrides);
  const leg = await client.decide(paymentId, outcome, false);
  return { paymentId, leg };
};

/** The return leg with its `url` parameter replaced by `values` (several: the parameter repeated). */
const returnLegTo = (leg: Awaited<ReturnType<typeof decided>>['leg'], values: string[]) => {
  const url = new URL(leg.url);
  url.searchParams.delete('url');
  for (const value of values) url.searchParams.append('url', value);
  return leg.method === 'GET'
    ? fetch(url, { redirect: 'manual' })
    : fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(leg.fields).toString(),
      });
};

describe('/eghl/return sends the browser to the site and nowhere else', () => {
  const foreign = () => {
    const site = new URL(stack.urls.site);
    return [
      ['https://evil.example'],
      ['//evil.example'],
      ['javascript:alert(1)'],
      ['data:text/html,<script>alert(1)</script>'],
      [`${site.origin}.evil.example`],
      [`http://${site.host}.evil.example`],
      [`${site.protocol}//evil.example@${site.host}`],
      [`${site.origin}@evil.example`],
      [`https://evil.example/${site.origin}`],
      [`https://evil.example?${site.origin}`],
      [`${site.origin}/\\evil.example`],
      [`${site.origin}//evil.example`],
      [`https://${site.host}`],
      [''],
    ];
  };

  it.each(['cancel', 'success'] as const)(
    'the %s leg: every foreign url is refused with 400, no Location and no change; the site’s is followed',
    async (outcome) => {
      const { paymentId, leg } = await decided(outcome);
      const before = await client.ledgerRow(paymentId);
      for (const values of foreign()) {
        const response = await returnLegTo(leg, values);
        expect(response.status, values.join(' + ')).toBe(400);
        expect(response.headers.get('location'), values.join(' + ')).toBeNull();
        expect(await response.json()).toEqual({ error: { code: 'origin_not_allowed' } });
      }
      expect(await client.ledgerRow(paymentId)).toEqual(before);

      // The parameter repeated: whichever copy is read, the browser never leaves the site.
      for (const values of [
        [stack.urls.site, 'https://evil.example'],
        ['https://evil.example', stack.urls.site],
      ]) {
        const location = (await returnLegTo(leg, values)).headers.get('location');
        if (location) expect(new URL(location).origin, values.join(' + ')).toBe(stack.urls.site);
      }

      const genuine = await returnLegTo(leg, [stack.urls.site]);
      expect(genuine.status).toBe(303);
      const location = new URL(genuine.headers.get('location') ?? '');
      expect(location.origin).toBe(stack.urls.site);
      expect(location.pathname).toBe('/transaction-status');
    },
  );
});

describe('forged and replayed gateway traffic', () => {
  const { password } = simulatorMerchant();
  /** The fields re-signed with the merchant password, as only the gateway could. */
  const signed = (fields: Record<string, string>) => ({
    ...fields,
    HashValue2: responseHash2(password, fields),
  });
  const flip = (hash = '') => `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`;

  it('a settled success, then its result replayed, tampered with or forged: acknowledged once, counted once', async () => {
    const email = `replay-${randomUUID().slice(0, 8)}@example.com`;
    const { paymentId, leg } = await decided('success', {
      amount: 21,
      enterprise: 'sivik101',
      email,
    });
    const before = await client.totals();
    const settled = await client.callback(leg.fields);
    expect([settled.status, await settled.text()]).toEqual([200, 'OK']);
    const row = await client.ledgerRow(paymentId);
    expect(row).toMatchObject({ status: 'success', amount: 21 });
    const totals = await client.totals();
    expect(totals.overall.amount - before.overall.amount).toBe(21);
    expect(totals.enterprises.sivik101).toEqual({
      amount: (before.enterprises.sivik101?.amount ?? 0) + 21,
      contributors: (before.enterprises.sivik101?.contributors ?? 0) + 1,
    });
    await expect.poll(async () => (await client.outbox(email)).length).toBe(1);

    const fields = leg.fields;
    const refusals: [string, Record<string, string>, number][] = [
      ['a bigger amount, the hash unchanged', { ...fields, Amount: '2100.00' }, 403],
      ['failed, the hash unchanged', { ...fields, TxnStatus: '1' }, 403],
      ['a flipped hash', { ...fields, HashValue2: flip(fields.HashValue2) }, 403],
      ['no hash', { ...fields, HashValue2: '' }, 400],
      ['the hash of another password', { ...fields, HashValue2: responseHash2('x', fields) }, 403],
      ['signed, but for another amount', signed({ ...fields, Amount: '2100.00' }), 409],
    ];
    for (const [name, tampered, status] of refusals) {
      const callback = await client.callback(tampered);
      expect(callback.status, `callback: ${name}`).toBe(status);
      expect(await callback.text(), name).not.toBe('OK');
      // The browser leg never shows an error: the donor goes to the pending page, which asks
      // the API to settle by QUERY; nothing the browser carried is applied.
      const browser = await client.followBrowserLeg({ ...leg, fields: tampered });
      expect(browser.status, `browser leg: ${name}`).toBe(303);
      const pending = new URL(browser.headers.get('location') ?? '');
      expect(`${pending.origin}${pending.pathname}`, name).toBe(
        `${stack.urls.site}/transaction-pending`,
      );
      expect(pending.searchParams.get('PaymentID'), name).toBe(tampered.PaymentID);
      expect(pending.searchParams.get('Amount'), name).toBe(tampered.Amount);
      expect(pending.searchParams.has('TxnStatus'), name).toBe(false);
      const verified = await client.verify(tampered);
      expect(await verified.json(), `status page: ${name}`).not.toMatchObject({ valid: true });
      expect(await client.ledgerRow(paymentId), name).toEqual(row);
      expect(await client.totals(), name).toEqual(totals);
    }

    // Signed by the gateway but contradicting the success: authentic, so acknowledged (re-sending
    // changes nothing), kept paid, flagged for review once and staff told once.
    const contradiction = signed({ ...fields, TxnStatus: '1', AuthCode: '' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const callback = await client.callback(contradiction);
      expect([callback.status, await callback.text()]).toEqual([200, 'OK']);
    }
    const browser = await client.followBrowserLeg({ ...leg, fields: contradiction });
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toContain(`${stack.urls.site}/transaction-pending?`);
    expect(await (await client.verify(contradiction)).json()).toMatchObject({ valid: false });
    expect(await client.ledgerRow(paymentId)).toMatchObject({
      status: 'success',
      review: 'failure_after_success',
      attention: 'review',
      reviewGateway: { TxnStatus: '1' },
    });
    expect(await client.totals()).toEqual(totals);
    await expect
      .poll(async () =>
        (await client.outbox(process.env.ADMIN_EMAILS ?? '')).filter((m) =>
          m.subject.includes(`Review payment: ${paymentId}`),
        ),
      )
      .toHaveLength(1);

    // The authentic result again, as the gateway re-sends it: acknowledged, applied once.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const again = await client.callback(fields);
      expect([again.status, await again.text()]).toEqual([200, 'OK']);
    }
    expect((await client.followBrowserLeg(leg)).status).toBe(303);

    expect(await client.ledgerRow(paymentId)).toMatchObject({
      status: 'success',
      amount: 21,
      // One claim more: the review notice's.
      emailAttempts: (row?.emailAttempts ?? 0) + 1,
    });
    expect(await client.totals()).toEqual(totals);
    expect(await client.outbox(email)).toHaveLength(1);
  });

  it('a result for one payment cannot settle another', async () => {
    const paid = await decided('success', { amount: 30 });
    const other = await decided('cancel', { amount: 30 });
    const before = await client.totals();
    const moved = { ...paid.leg.fields, PaymentID: other.paymentId, OrderNumber: other.paymentId };
    expect((await client.callback(moved)).status).toBe(403);
    expect((await client.summary(other.paymentId)).status).toBe('initiated');
    expect(await client.totals()).toEqual(before);
  });
});

/** Addresses of the Origin and client-address tests (this range, 127.33.x). */
let visitors = 0;
const nextVisitor = () => {
  visitors += 1;
  return `127.33.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
};

/** The routes the gateway posts to: exempt from the Origin check, their messages signed. */
const gatewaySent: readonly RouteKey[] = ['POST /api/eghl/return', 'POST /api/eghl/callback'];
const stateChanging = (Object.keys(routes) as RouteKey[]).filter(
  (route) => !route.startsWith('GET ') && !gatewaySent.includes(route),
);

/** A well-formed request of the route, its fields valid where the route needs no upload first. */
const wellFormed = async (route: RouteKey, headers: Record<string, string>) => {
  const marker = `origin-${randomUUID().slice(0, 8)}`;
  const fields =
    route === 'POST /api/uploads'
      ? { filename: 'cv.pdf', contentType: 'application/pdf', size: 10, form: 'partner' }
      : route === 'POST /api/contact'
        ? { name: 'Siti Aminah', email: `${marker}@example.com`, message: 'Boleh saya sertai?' }
        : fieldsFor(route, marker);
  const { contentType, body } = await encoded(formats[route] ?? 'json', fields);
  const [method = 'POST'] = route.split(' ');
  return send(`${stack.urls.api}${pathOf(route)}`, nextVisitor(), {
    method,
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
    body,
  });
};

describe('the Origin check (CSRF) on every state-changing route', () => {
  it('covers the state-changing routes of infra/routes.ts', () => {
    expect(stateChanging).toContain('POST /api/payments');
    expect(stateChanging).toContain('POST /api/partnerForm');
  });

  it.each(stateChanging)(
    '%s: a foreign Origin, or what the browser calls cross-site, is refused with 403 cross_site and changes nothing',
    async (route) => {
      const before = await everythingWritten();
      const refused: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: `${stack.urls.site}.evil.example` },
        { origin: 'null' },
        { origin: stack.urls.site, 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of refused) {
        const answer = await wellFormed(route, headers);
        expect(answer.status, JSON.stringify(headers)).toBe(403);
        expect(answer.json).toEqual({ error: { code: 'cross_site' } });
      }
      expect(await everythingWritten()).toEqual(before);
    },
  );

  it.each(stateChanging)("%s: the site's own origin passes the check", async (route) => {
    const answer = await wellFormed(route, {
      origin: stack.urls.site,
      'sec-fetch-site': 'same-origin',
    });
    expect(answer.status).toBeLessThan(500);
    expect(answer.json).not.toEqual({ error: { code: 'cross_site' } });
  });

  it('lets a donation start from the site, and one from a server without Origin reach the allow-list', async () => {
    const fromSite = await wellFormed('POST /api/payments', { origin: stack.urls.site });
    expect(fromSite.status).toBe(201);
    const fromServer = await wellFormed('POST /api/payments', {});
    expect(fromServer.status).toBe(400);
    expect(fromServer.json).toEqual({ error: { code: 'origin_not_allowed' } });
  });

  it.each(gatewaySent)(
    "%s: the gateway's own origin passes (its signature is checked instead)",
    async (route) => {
      const before = await client.totals();
      const answer = await wellFormed(route, {
        origin: 'https://pay.e-ghl.com',
        'sec-fetch-site': 'cross-site',
      });
      expect(answer.json).not.toEqual({ error: { code: 'cross_site' } });
      expect(answer.status).toBeLessThan(500);
      expect(await client.totals()).toEqual(before);
    },
  );
});

describe("the visitor's address behind the site's /api", () => {
  let site: StaticSite;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'gsk-security-site-'));
    // The built site's server, passing /api as CloudFront does, with the stack's secret.
    site = await startStaticSite({
      root,
      connect: { uploads: stack.urls.s3 },
      api: { target: stack.urls.api, originVerifySecret: process.env.ORIGIN_VERIFY_SECRET },
    });
  });
  afterAll(async () => {
    await site?.stop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  /** `POST /api/uploads` (10 per 10 minutes, then 10 more per hour per address) from `from`. */
  const presignFrom = (base: string, from: string, headers: Record<string, string> = {}) =>
    send(`${base}/api/uploads`, from, {
      headers: { 'content-type': 'application/json', origin: stack.urls.site, ...headers },
      body: JSON.stringify({
        filename: 'cv.pdf',
        contentType: 'application/pdf',
        size: 10,
        form: 'partner',
      }),
    });
  const budget = 20;

  it('counts each visitor by its own address, though all reach the API from the proxy', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= budget; index += 1) {
      statuses.push((await presignFrom(site.url, nextVisitor())).status);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const one = nextVisitor();
    const own: number[] = [];
    for (let index = 0; index <= budget; index += 1) {
      own.push((await presignFrom(site.url, one)).status);
    }
    expect(own.slice(0, budget).every((status) => status < 300)).toBe(true);
    expect(own.at(-1)).toBe(429);
  });

  it('counts a client of the direct port by its own address, whatever address it names', async () => {
    const one = nextVisitor();
    const statuses: number[] = [];
    for (let index = 0; index <= budget; index += 1) {
      const named = `198.51.100.${index + 1}`;
      statuses.push(
        (
          await presignFrom(stack.urls.api, one, {
            [viewerAddressHeader]: named,
            [originVerifyHeader]: 'a guess',
            'x-forwarded-for': named,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, budget).every((status) => status < 300)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
