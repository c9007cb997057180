import { request } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiAdapter } from '../../../infra/local/api-adapter';
import type { ApiAdapter } from '../../../infra/local/api-adapter';
import { apiCors } from '../../../infra/resources';
import { routes } from '../../../infra/routes';
import { testOrigins } from './support';

const root = resolve(import.meta.dirname, '../../..');
let api: ApiAdapter;

beforeAll(async () => {
  api = await startApiAdapter({ routes, root, cors: apiCors(testOrigins), port: 0 });
});

afterAll(async () => {
  await api?.stop();
});

/** A raw HTTP request, so the test can send what `fetch` would refuse to (a malformed Host). */
const raw = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((done, fail) => {
    const { port } = new URL(api.url);
    const sent = request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    });
    sent.on('error', fail);
    sent.end();
  });

describe('the local API adapter refuses malformed requests and stays up', () => {
  it('answers 400 to a path parameter that is not valid percent-encoding', async () => {
    expect((await raw('/api/payments/%E0%A4%A')).status).toBe(400);
    expect((await raw('/api/health')).status).toBe(200);
  });

  it('answers 400 to a Host header that makes no URL', async () => {
    expect((await raw('/api/health', { host: 'a b' })).status).toBe(400);
    expect((await raw('/api/health')).status).toBe(200);
  });
});

describe('the event the local API adapter builds', () => {
  let echo: ApiAdapter;
  beforeAll(async () => {
    echo = await startApiAdapter({
      routes: { 'GET /echo/{id}': 'tests/infra/local/echo-handler.handler' },
      root,
      cors: apiCors(testOrigins),
      port: 0,
    });
  });
  afterAll(async () => {
    await echo?.stop();
  });

  it('has the query parameters API Gateway gives, whatever their names (constructor, __proto__)', async () => {
    const query = 'constructor=x&__proto__=y&toString=z&a=1&a=2&hasOwnProperty=';
    const response = await fetch(`${echo.url}/echo/7?${query}`);
    expect(response.status).toBe(200);
    const event = (await response.json()) as { queryStringParameters: Record<string, string> };
    expect(Object.entries(event.queryStringParameters)).toEqual([
      ['constructor', 'x'],
      ['__proto__', 'y'],
      ['toString', 'z'],
      ['a', '1,2'],
      ['hasOwnProperty', ''],
    ]);
  });
});
