import { afterEach, describe, expect, it, vi } from 'vitest';
import { number, object, string } from 'yup';
import { handler as health } from '../../functions/src/health/get';
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
    for (const [body, field] of [
      ['{"name":{"toString":"x"},"size":1}', 'name'],
      ['{"name":{"toString":"\\ud800","valueOf":1},"size":1}', 'name'],
      ['{"name":"Ali","size":{"valueOf":"1","toString":"1"}}', 'size'],
      ['{"name":"Ali","size":[{"toString":1}]}', 'size'],
      ['{"name":[{"constructor":{"prototype":1}}],"size":1}', 'name'],
    ] as const) {
      const result = await call(coerced, jsonEvent(body));
      expect(result.statusCode, body).toBe(400);
      expect(result.json, body).toEqual({
        error: {
          code: 'validation',
          fields: { [field]: expect.stringMatching(/^mixed\.notType/) },
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

describe('GET /api/health', () => {
  it('answers 200 JSON', async () => {
    const result = await call(health, apiEvent({ path: '/api/health' }));
    expect(result.statusCode).toBe(200);
    expect(result.json).toMatchObject({ status: 'ok' });
  });
});
