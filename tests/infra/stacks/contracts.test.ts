import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cvKeyPrefix } from '@gsk/core/application';
import { afterAll, describe, expect, it } from 'vitest';
import {
  applicationsPrefix,
  counterKeyPattern,
  staffNoticeKeyPattern,
  uploadClaimKeyPattern,
  uploadsPrefix,
} from '../../../infra/stacks/grants';
import { apiEvent } from '../../support/api-event';

/**
 * What the stacks assume about the handlers, checked against the handlers' own code: the AWS side
 * grants by key prefix and hands the eGHL password over as an SST binding, so both must agree.
 */

const secretValue = 'from-ssm-not-env';
const ssmPrefix = '/sst/gerakan-sektor-ketiga/prod/';
const requests: { target: string; body: Record<string, unknown> }[] = [];

/** SSM and DynamoDB as far as these handlers use them: one answer per operation. */
const fakeAws = createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    const target = String(request.headers['x-amz-target'] ?? '');
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    requests.push({ target, body });
    const answer =
      target === 'AmazonSSM.GetParameters'
        ? {
            Parameters: (body.Names as string[])
              .filter((name) => name === `${ssmPrefix}Secret/EGHL_PASSWORD/value`)
              .map((Name) => ({ Name, Value: secretValue, Type: 'SecureString' })),
            InvalidParameters: (body.Names as string[]).filter(
              (name) => name !== `${ssmPrefix}Secret/EGHL_PASSWORD/value`,
            ),
          }
        : target === 'DynamoDB_20120810.UpdateItem'
          ? // rate-limiter-flexible's counter after a first request: one point, a minute to live.
            {
              Attributes: {
                key: (body.Key as { key?: unknown }).key,
                points: { N: '1' },
                expire: { N: String(Date.now() / 1000 + 60) },
              },
            }
          : {};
    response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
    response.end(JSON.stringify(answer));
  });
});
await new Promise<void>((listening) => fakeAws.listen(0, '127.0.0.1', listening));
const endpoint = `http://127.0.0.1:${(fakeAws.address() as AddressInfo).port}`;

// The environment of a deployed gateway handler (see the synthesized API stack), AWS faked. Set
// before any handler module loads: the configuration reads SST's binding once, as at a cold start.
const originalEnvironment = { ...process.env };
delete process.env.EGHL_PASSWORD;
Object.assign(process.env, {
  SST_APP: 'gerakan-sektor-ketiga',
  SST_STAGE: 'prod',
  SST_SSM_PREFIX: ssmPrefix,
  SST_Secret_value_EGHL_PASSWORD: '__FETCH_FROM_SSM__',
  PAYMENTS_TABLE: 'payments',
  THROTTLE_TABLE: 'throttle',
  ADMIN_EMAILS: 'staff@site.test',
  AWS_REGION: 'ap-southeast-1',
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
  AWS_ENDPOINT_URL_SSM: endpoint,
  AWS_ENDPOINT_URL_DYNAMODB: endpoint,
});
const { secrets } = await import('../../../functions/src/lib/secrets');
const { enforceLimits, limitRules } = await import('../../../functions/src/lib/limits');
const { routeStaffNotice } = await import('../../../functions/src/email/staff-notices');
const stored = await import('../../../functions/src/applications/store');
const claims = await import('../../../functions/src/applications/upload-claim');

afterAll(async () => {
  process.env = originalEnvironment;
  await new Promise((closed) => fakeAws.close(closed));
});

describe('the eGHL password in AWS', () => {
  it("reaches the handlers through SST's binding, fetched from SSM at cold start", () => {
    expect(secrets.eghl.password).toBe(secretValue);
    expect(requests.filter(({ target }) => target === 'AmazonSSM.GetParameters')).toEqual([
      {
        target: 'AmazonSSM.GetParameters',
        body: { Names: [`${ssmPrefix}Secret/EGHL_PASSWORD/value`], WithDecryption: true },
      },
    ]);
  });

  it('never lands in the environment', () => {
    expect(Object.values(process.env)).not.toContain(secretValue);
  });
});

describe('key prefixes the grants name', () => {
  it("are the ones the handlers write: uploads under core's prefix, applications beside them", () => {
    expect(uploadsPrefix).toBe(cvKeyPrefix);
    expect(applicationsPrefix).toBe(stored.applicationsPrefix);
  });

  it('cover the keys of the abuse limits’ counters, by address and by identity', async () => {
    const before = requests.length;
    for (const rule of Object.values(limitRules)) {
      await enforceLimits(rule, apiEvent({ sourceIp: '2001:db8::1' }), {
        email: 'Aisyah@Example.com',
        phone: '+60 12-345 6789',
      });
    }
    const updates = requests
      .slice(before)
      .filter(({ target }) => target.startsWith('DynamoDB_20120810.'));
    // Address for every rule; email and phone for those that count identities.
    const counted = Object.values(limitRules).reduce(
      (sum, rule) => sum + 1 + ('identity' in rule ? 2 : 0),
      0,
    );
    expect(updates.map(({ target }) => target)).toEqual(
      Array<string>(counted).fill('DynamoDB_20120810.UpdateItem'),
    );
    const pattern = new RegExp(`^${counterKeyPattern.replace('*', '.*')}$`);
    for (const { body } of updates) {
      expect(body.TableName).toBe('throttle');
      expect((body.Key as { key: { S: string } }).key.S).toMatch(pattern);
    }
  });

  it('cover the keys of the upload claims, put and given back', async () => {
    const key = `${cvKeyPrefix}partner/0b5a4c1e-3a0d-4e43-9a3e-2f1f6c1b9d10.pdf`;
    await claims.claimUpload(key, 'application-id', 1_900_000_000);
    await claims.releaseUpload(key, 'application-id');
    const writes = requests.filter(({ target }) =>
      ['DynamoDB_20120810.PutItem', 'DynamoDB_20120810.DeleteItem'].includes(target),
    );
    expect(writes.map(({ target }) => target)).toEqual([
      'DynamoDB_20120810.PutItem',
      'DynamoDB_20120810.DeleteItem',
    ]);
    const pattern = new RegExp(`^${uploadClaimKeyPattern.replace('*', '.*')}$`);
    for (const { body } of writes) {
      const item = (body.Item ?? body.Key) as { pk: { S: string } };
      expect(item.pk.S).toMatch(pattern);
    }
  });

  it('cover the keys of the daily cap of staff notices', async () => {
    const before = requests.length;
    const notice = {
      kind: 'application' as const,
      id: 'a1',
      at: new Date().toISOString(),
      subject: 'x',
    };
    expect(await routeStaffNotice(notice)).toBe('single');
    const calls = requests.slice(before).filter(({ target }) => target.startsWith('DynamoDB'));
    const keys = JSON.stringify(calls.map(({ body }) => body)).match(/"pk":\{"S":"[^"]*"\}/g);
    expect(keys?.length).toBeGreaterThanOrEqual(3);
    const pattern = new RegExp(`"pk":\\{"S":"${staffNoticeKeyPattern.replace('*', '.*')}"\\}`);
    for (const key of keys ?? []) expect(key).toMatch(pattern);
  });
});
