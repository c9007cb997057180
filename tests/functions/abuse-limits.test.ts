import { GetItemCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Ledger } from '../../functions/src/payments/ledger';
import { clientOf, identityKeys, limitRules } from '../../functions/src/lib/limits';
import { handler as createHandler } from '../../functions/src/payments/create';
import { handler as uploadHandler } from '../../functions/src/uploads/create';
import type { Emulators } from '../../infra/local/emulators';
import { clientConfig } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { jsonEvent } from '../support/api-event';
import {
  call,
  donation,
  siteOrigin,
  startEvent,
  startPaymentEnvironment,
  useApplicationsBucket,
} from './payment-support';

let emulators: Emulators;
let stopEnvironment: () => Promise<void>;

beforeAll(async () => {
  ({ emulators, stop: stopEnvironment } = await startPaymentEnvironment());
  useApplicationsBucket(emulators, 'abuse-limits-test-secret');
  // The refusals' log lines and metrics.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await stopEnvironment();
});

let visitors = 0;
/** A donor of their own: email and phone no other test uses. */
const ownDonor = () => {
  visitors += 1;
  return { email: `visitor${visitors}@example.com`, phone_number: `013-222 ${1000 + visitors}` };
};

const startFrom = (sourceIp: string, overrides: Record<string, unknown> = {}) =>
  call(createHandler, startEvent(donation({ ...ownDonor(), ...overrides }), siteOrigin, sourceIp));

const openPayments = async () => (await Ledger.needingAttention('open', undefined, 1000)).length;

describe('clientOf', () => {
  it('counts an IPv4 address as itself', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf(' 10.0.0.1 ')).toBe('10.0.0.1');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    const network = '2001:db8:85a3:8d3::/64';
    expect(clientOf('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(network);
    expect(clientOf('2001:0db8:85a3:08d3::1')).toBe(network);
    expect(clientOf('2001:DB8:85A3:8D3:ffff::')).toBe(network);
    expect(clientOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything unreadable as it is, and names a missing address', () => {
    expect(clientOf('not:an:address::x::y')).toBe('not:an:address::x::y');
    expect(clientOf('')).toBe('unknown');
  });
});

describe('identityKeys', () => {
  it('counts an email whatever its case and spaces, and a phone by its digits', () => {
    expect(identityKeys({ email: ' Aisyah@Example.COM ' })).toEqual(
      identityKeys({ email: 'aisyah@example.com' }),
    );
    for (const written of ['60123456789', '012-345 6789', '0060 12 345 6789'])
      expect(identityKeys({ phone: '+60 12-345 6789' })).toEqual(identityKeys({ phone: written }));
    expect(identityKeys({ phone: '+65 1234 5678' })).not.toEqual(
      identityKeys({ phone: '+60 1234 5678' }),
    );
    expect(identityKeys({ email: 'a@example.com', phone: '' }).map(({ kind }) => kind)).toEqual([
      'email',
    ]);
  });

  it('keeps no address or number in the key', () => {
    const keys = identityKeys({ email: 'aisyah@example.com', phone: '0123456789' });
    expect(JSON.stringify(keys)).not.toMatch(/aisyah|0123456789/);
    expect(keys.every(({ id }) => /^[0-9a-f]{64}$/.test(id))).toBe(true);
  });
});

describe('POST /api/payments within the abuse limits', () => {
  const { points, burst } = limitRules.donations.ip;

  it('refuses a burst from one address past its budget with 429, Retry-After, and no ledger row', async () => {
    const before = await openPayments();
    const results = [];
    for (let i = 0; i < 60; i += 1) results.push(await startFrom('192.0.2.10'));
    const accepted = results.filter((result) => result.statusCode === 201);
    const refused = results.filter((result) => result.statusCode === 429);
    expect(accepted).toHaveLength(points + burst);
    expect(refused).toHaveLength(60 - points - burst);
    expect(results.slice(0, points + burst).every((result) => result.statusCode === 201)).toBe(
      true,
    );
    for (const result of refused) {
      expect(result.json).toEqual({ error: { code: 'too_many_requests' } });
      const retryAfter = Number(result.headers?.['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(limitRules.donations.ip.seconds);
    }
    // Only the accepted donations were written; a refused one left no row.
    expect((await openPayments()) - before).toBe(points + burst);
    // Another visitor is not affected.
    expect((await startFrom('192.0.2.11')).statusCode).toBe(201);
  });

  it('counts an IPv6 visitor by its /64, so new addresses in it do not help', async () => {
    const statuses = [];
    for (let i = 0; i < points + burst + 1; i += 1)
      statuses.push((await startFrom(`2001:db8:aa:bb::${(i + 1).toString(16)}`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 201)).toHaveLength(points + burst);
  });

  it('refuses one email from many addresses past its budget, whatever its case', async () => {
    const { points: idPoints, burst: idBurst } = limitRules.donations.identity;
    const before = await openPayments();
    const statuses = [];
    for (let i = 0; i < 20; i += 1) {
      const email = i % 2 ? 'Shared.Donor@Example.com' : 'shared.donor@example.com';
      statuses.push((await startFrom(`198.18.0.${i + 1}`, { email })).statusCode);
    }
    expect(statuses).toEqual([
      ...Array<number>(idPoints + idBurst).fill(201),
      ...Array<number>(20 - idPoints - idBurst).fill(429),
    ]);
    expect((await openPayments()) - before).toBe(idPoints + idBurst);
    // The same phone under other emails is the same donor too.
    const phone = { phone_number: '+60 19-876 5432' };
    const byPhone = [];
    for (let i = 0; i < idPoints + idBurst + 1; i += 1)
      byPhone.push((await startFrom(`198.18.1.${i + 1}`, phone)).statusCode);
    expect(byPhone.at(-1)).toBe(429);
  });

  it('counts nothing for a request that fails validation', async () => {
    for (let i = 0; i < 30; i += 1) {
      const result = await call(
        createHandler,
        startEvent(donation({ amount: 0 }), siteOrigin, '192.0.2.20'),
      );
      expect(result.statusCode).toBe(400);
    }
    expect((await startFrom('192.0.2.20')).statusCode).toBe(201);
  });

  it("keeps the counters in the throttle table under the grant's key prefix, with a TTL", async () => {
    await startFrom('192.0.2.30');
    const client = new DynamoDBClient(clientConfig(emulators, 'dynamodb'));
    const { Item } = await client.send(
      new GetItemCommand({
        TableName: names.throttleTable,
        Key: { key: { S: 'limit#donations#ip:192.0.2.30' } },
        ConsistentRead: true,
      }),
    );
    client.destroy();
    expect(Item?.points).toEqual({ N: '1' });
    const expire = Number(Item?.expire?.N);
    expect(expire).toBeGreaterThan(Date.now() / 1000);
    expect(expire).toBeLessThanOrEqual(Date.now() / 1000 + limitRules.donations.ip.seconds);
  });
});

describe('POST /api/uploads within the abuse limits', () => {
  it('refuses the upload requests of one address past its budget, with Retry-After', async () => {
    const { points, burst } = limitRules.uploads.ip;
    const request = {
      form: 'partner',
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      size: 10,
    };
    const results = [];
    for (let i = 0; i < points + burst + 2; i += 1)
      results.push(
        await call(
          uploadHandler,
          jsonEvent(request, { path: '/api/uploads', sourceIp: '192.0.2.40' }),
        ),
      );
    expect(results.map((result) => result.statusCode)).toEqual([
      ...Array<number>(points + burst).fill(200),
      429,
      429,
    ]);
    const refused = results.at(-1);
    expect(refused?.json).toEqual({ error: { code: 'too_many_requests' } });
    expect(refused?.body).not.toContain('url');
    expect(Number(refused?.headers?.['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
