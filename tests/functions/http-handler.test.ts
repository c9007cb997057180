import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { number, object, string } from 'yup';
import { originVerifyHeader, viewerAddressHeader } from '@gsk/core/api';
import { handler as health } from '../../functions/src/health/get';
import { clientAddress } from '../../functions/src/lib/client-address';
import { conflict } from '../../functions/src/lib/errors';
import { httpHandler } from '../../functions/src/lib/http-handler';
import { created } from '../../functions/src/lib/responses';
import { apiEvent, jsonEvent, lambdaContext } from '../support/api-event';
import { text } from '@gsk/core/schema';

const schema = object({
  name: string().required('example.name.required'),
  amount: number().strict().required('example.amount.required').min(1, 'example.amount.min'),
});

const echo = httpHandler({ body: schema }, async ({ body }) => created({ received: body }));

const call = async (h: typeof echo, event: ReturnType<typeof apiEvent>) => {
  const result = await h(event, lambdaContext());
  return { ...result, json: result.body ? (JSON.parse(result.body) as unknown) : undefined };
};

describe('httpHandler', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes the validated, stripped body to the logic', async () => {
    const result = await call(echo, jsonEvent({ name: 'Aisyah', amount: 50, extra: 'dropped' }));
    expect(result.statusCode).toBe(201);
    expect(result.json).toEqual({ received: { name: 'Aisyah', amount: 50 } });
    expect(result.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8' });
  });

  it('answers 400 with every failing field as a message key', async () => {
    const result = await call(echo, jsonEvent({ amount: 0 }));
    expect(result.statusCode).toBe(400);
    expect(result.json).toEqual({
      error: {
        code: 'validation',
        fields: { name: 'example.name.required', amount: 'example.amount.min' },
      },
    });
  });

  it('answers 400 malformed_body for broken JSON and for a non-JSON content type', async () => {
    for (const event of [
      jsonEvent('{"name": "Aisyah",'),
      apiEvent({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }),
      apiEvent({ method: 'POST', headers: { 'content-type': 'application/json' } }),
    ]) {
      const result = await call(echo, event);
      expect(result.statusCode).toBe(400);
      expect(result.json).toEqual({ error: { code: 'malformed_body' } });
    }
  });

  it('never looks up inherited properties: a body naming constructor or __proto__ is just invalid', async () => {
    for (const body of ['{"constructor":1}', '{"__proto__":{"name":"x"},"toString":2}']) {
      const result = await call(echo, jsonEvent(body));
      expect(result.statusCode).toBe(400);
      expect(result.json).toMatchObject({ error: { code: 'validation' } });
    }
  });

  it('refuses a field whose value has its own toString or valueOf with the type check, not a 500', async () => {
    // yup's string and number casts call a value's toString: JSON can shadow it with data.
    const coerced = httpHandler(
      { body: object({ name: text().required(), size: number().required() }) },
      async ({ body }) => created({ received: body }),
    );
    // A text field's own type key; yup's for the number.
    for (const [body, field, key] of [
      ['{"name":{"toString":"x"},"size":1}', 'name', 'string.type'],
      ['{"name":{"toString":"\\ud800","valueOf":1},"size":1}', 'name', 'string.type'],
      ['{"name":"Ali","size":{"valueOf":"1","toString":"1"}}', 'size', /^mixed\.notType/],
      ['{"name":"Ali","size":[{"toString":1}]}', 'size', /^mixed\.notType/],
      ['{"name":[{"constructor":{"prototype":1}}],"size":1}', 'name', 'string.type'],
    ] as const) {
      const result = await call(coerced, jsonEvent(body));
      expect(result.statusCode, body).toBe(400);
      expect(result.json, body).toEqual({
        error: {
          code: 'validation',
          fields: { [field]: typeof key === 'string' ? key : expect.stringMatching(key) },
        },
      });
    }
    const deep = `{"name":${'['.repeat(200_000)}${']'.repeat(200_000)},"size":1}`;
    expect((await call(coerced, jsonEvent(deep))).json).toEqual({
      error: { code: 'malformed_body' },
    });
  });

  it('answers 400 malformed_body for a JSON body that is not an object', async () => {
    for (const body of ['[1,2]', '"text"', '42']) {
      const result = await call(echo, jsonEvent(body));
      expect(result.statusCode).toBe(400);
      expect(result.json).toEqual({ error: { code: 'malformed_body' } });
    }
  });

  it('maps an expected failure to its status and stable code', async () => {
    const refusing = httpHandler({}, async () => {
      throw conflict('payment_already_final');
    });
    const result = await call(refusing, apiEvent());
    expect(result.statusCode).toBe(409);
    expect(result.json).toEqual({ error: { code: 'payment_already_final' } });
  });

  it('hides an unexpected failure behind a 500 without details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = httpHandler({}, async () => {
      throw new Error('secret connection string leaked in message');
    });
    const result = await call(failing, apiEvent());
    expect(result.statusCode).toBe(500);
    expect(result.json).toEqual({ error: { code: 'internal' } });
    expect(result.body).not.toContain('secret');
    expect(log).toHaveBeenCalledOnce();
    const line = JSON.parse(String(log.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'ERROR',
      message: 'Unhandled error',
      function_request_id: 'request-id',
      apiRequestId: 'request-id',
    });
    expect(typeof line.cold_start).toBe('boolean');
  });
});

describe('the Origin check of state-changing requests', () => {
  const site = 'https://site.test';
  const post = (headers: Record<string, string>, method = 'POST') =>
    jsonEvent({ name: 'Aisyah', amount: 50 }, { method, headers });
  const logic = vi.fn(async () => created({ done: true }));
  const guarded = httpHandler({ body: schema }, logic);
  const gatewaySent = httpHandler({ body: schema, senders: 'gateway' }, logic);

  beforeEach(() => {
    vi.stubEnv('SITE_ORIGINS', `${site},http://localhost:5173`);
    logic.mockClear();
  });
  afterEach(() => vi.unstubAllEnvs());

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'refuses a %s from a foreign origin with 403 cross_site, before the logic runs',
    async (method) => {
      for (const origin of ['https://evil.test', 'https://site.test.evil.test', 'null']) {
        const result = await call(guarded, post({ origin }, method));
        expect(result.statusCode).toBe(403);
        expect(result.json).toEqual({ error: { code: 'cross_site' } });
      }
      expect(logic).not.toHaveBeenCalled();
    },
  );

  it('refuses what the browser calls cross-site, even with an allowed or no Origin', async () => {
    const requests: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: site, 'Sec-Fetch-Site': 'Cross-Site' },
    ];
    for (const headers of requests) {
      const result = await call(guarded, post(headers));
      expect(result.json).toEqual({ error: { code: 'cross_site' } });
    }
    expect(logic).not.toHaveBeenCalled();
  });

  it("lets the site's own origins, same-site fetches and clients without Origin through", async () => {
    for (const headers of [
      { origin: site, 'sec-fetch-site': 'same-origin' } as Record<string, string>,
      { Origin: 'http://localhost:5173' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ]) {
      expect((await call(guarded, post(headers))).statusCode).toBe(201);
    }
    expect(logic).toHaveBeenCalledTimes(4);
  });

  it('never checks a read, nor what the gateway sends (its messages are signed instead)', async () => {
    const read = httpHandler({}, logic);
    const foreign = { origin: 'https://pay.e-ghl.test', 'sec-fetch-site': 'cross-site' };
    expect((await call(read, apiEvent({ headers: foreign }))).statusCode).toBe(201);
    expect((await call(gatewaySent, post(foreign))).statusCode).toBe(201);
  });

  it('fails closed without SITE_ORIGINS: every request with an Origin is refused', async () => {
    vi.stubEnv('SITE_ORIGINS', '');
    expect((await call(guarded, post({ origin: site }))).statusCode).toBe(403);
  });
});

describe("the visitor's address (lib/client-address.ts)", () => {
  const secret = 'front-secret-for-tests';
  const event = (headers: Record<string, string>) =>
    apiEvent({ headers, sourceIp: '130.176.0.10' });
  afterEach(() => vi.unstubAllEnvs());

  it('is the address the front names when it proves itself with the shared secret', () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', secret);
    const through = { [viewerAddressHeader]: '198.51.100.23', [originVerifyHeader]: secret };
    expect(clientAddress(event(through))).toBe('198.51.100.23');
    expect(clientAddress(event({ ...through, [viewerAddressHeader]: '2001:db8::7' }))).toBe(
      '2001:db8::7',
    );
  });

  it("is the request's own source without the secret, with a wrong one, or with no address", () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', secret);
    for (const headers of [
      { [viewerAddressHeader]: '198.51.100.23' } as Record<string, string>,
      { [viewerAddressHeader]: '198.51.100.23', [originVerifyHeader]: 'guessed' },
      { [viewerAddressHeader]: 'not-an-address', [originVerifyHeader]: secret },
      { [originVerifyHeader]: secret },
    ]) {
      expect(clientAddress(event(headers))).toBe('130.176.0.10');
    }
  });

  it('trusts no named address where no secret is set', () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', '');
    const headers = { [viewerAddressHeader]: '198.51.100.23', [originVerifyHeader]: '' };
    expect(clientAddress(event(headers))).toBe('130.176.0.10');
  });
});

describe('GET /api/health', () => {
  it('answers 200 JSON', async () => {
    const result = await call(health, apiEvent({ path: '/api/health' }));
    expect(result.statusCode).toBe(200);
    expect(result.json).toMatchObject({ status: 'ok' });
  });
});
