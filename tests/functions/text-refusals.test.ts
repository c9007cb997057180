import { DynamoDBClient, ListTablesCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { dunsOf, parliamentsOf, votingStates } from '@gsk/core/electoral';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readApplication } from '../../functions/src/applications/notification';
import { handler as partnerHandler } from '../../functions/src/applications/partner';
import { applicationKey, storeApplication } from '../../functions/src/applications/store';
import { handler as contactHandler } from '../../functions/src/contact/post';
import { handler as signUpHandler } from '../../functions/src/members/sign-up';
import { handler as uploadsHandler } from '../../functions/src/uploads/create';
import type { Emulators } from '../../infra/local/emulators';
import { clientConfig } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { apiEvent, jsonEvent } from '../support/api-event';
import {
  call,
  siteOrigin,
  startPaymentEnvironment,
  useApplicationsBucket,
} from './payment-support';

/*
 * The text rules (core/src/schema/text.ts) through the handlers, as API Gateway calls them: a
 * text field holding a character that cannot be shown, or a value that is no text, is a 400
 * `validation` with the field's key, and nothing is written anywhere.
 */

let emulators: Emulators;
let stopEnvironment: () => Promise<void>;
let dynamo: DynamoDBClient;
let s3: S3Client;

beforeAll(async () => {
  ({ emulators, stop: stopEnvironment } = await startPaymentEnvironment());
  useApplicationsBucket(emulators, 'text-refusals-test-secret');
  dynamo = new DynamoDBClient(clientConfig(emulators, 'dynamodb'));
  s3 = new S3Client({ ...clientConfig(emulators, 's3'), forcePathStyle: true });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterAll(async () => {
  vi.restoreAllMocks();
  dynamo?.destroy();
  s3?.destroy();
  await stopEnvironment?.();
});

/** The abuse limits' request counters, which a refused request may move. */
const isCounter = (item: Record<string, unknown>) =>
  Object.values(item).some((value) => {
    const text = (value as { S?: string } | undefined)?.S;
    return text !== undefined && (text.startsWith('throttle#') || text.startsWith('limit#'));
  });

/** Every item of every table (counters aside), every object of the bucket, every email and SMS. */
const everythingWritten = async () => {
  const tables: Record<string, string[]> = {};
  for (const TableName of (await dynamo.send(new ListTablesCommand({}))).TableNames ?? []) {
    const { Items = [] } = await dynamo.send(new ScanCommand({ TableName, ConsistentRead: true }));
    tables[TableName] = Items.filter((item) => !isCounter(item))
      .map((item) => JSON.stringify(item))
      .sort();
  }
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: names.applicationsBucket }));
  const objects = (listed.Contents ?? []).map(({ Key }) => Key).sort();
  const count = async (outbox: string) =>
    ((await (await fetch(`${outbox}api/messages`)).json()) as unknown[]).length;
  return {
    tables,
    objects,
    emails: await count(emulators.endpoints.outbox),
    texts: await count(emulators.endpoints.smsOutbox),
  };
};

let visitors = 0;
/** Each request from an address of its own, so no test spends another's abuse limits. */
const from = () => {
  visitors += 1;
  return `198.51.100.${visitors}`;
};

/** A JSON POST from the site (a raw body text is sent as it is). */
const post = (path: string, body: unknown) =>
  jsonEvent(body, { path, headers: { origin: siteOrigin }, sourceIp: from() });

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Siti Nurhaliza',
  email: `siti${visitors}@example.com`,
  phone: '012-345 6789',
  message: 'Saya ingin tahu lebih lanjut tentang koperasi ini.',
  language: 'bm',
  ...overrides,
});

/** A seat of the federal territories' first parliamentary seat (no state seats there). */
const seat = () => {
  const state = votingStates().find(({ code }) =>
    parliamentsOf(code).some((parliament) => dunsOf(code, parliament.code).length === 0),
  );
  const parliament = parliamentsOf(state?.code ?? '')[0];
  return { state: state?.code ?? '', parliament: parliament?.code ?? '', dun: '' };
};

const signUp = (overrides: Record<string, unknown> = {}) => ({
  name: 'Aminah binti Ali',
  mobile: `012-777 ${1000 + visitors}`,
  password: 'rahsia-yang-panjang',
  passwordConfirmation: 'rahsia-yang-panjang',
  ...seat(),
  language: 'bm',
  ...overrides,
});

const boundary = '----text-refusals';

/** The partner form as a browser posts it natively (multipart), from its own address. */
const partnerForm = (fields: Record<string, string>): APIGatewayProxyEventV2 =>
  apiEvent({
    method: 'POST',
    path: '/api/partnerForm',
    sourceIp: from(),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: siteOrigin },
    body:
      Object.entries({
        name: 'Lim Wei Ling',
        email: `weiling${visitors}@example.com`,
        phone: '+60 12-345 6789',
        contributionType: 'equity',
        enterpriseType: 'kesum',
        ...fields,
      })
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`,
  });

type Handler = Parameters<typeof call>[0];

/** Calls `handler` with each event, expecting a 400 with `fields`, and nothing written by any. */
const expectRefused = async (
  handler: Handler,
  cases: [event: APIGatewayProxyEventV2, fields: Record<string, string>][],
) => {
  const before = await everythingWritten();
  for (const [event, fields] of cases) {
    const result = await call(handler, event);
    expect(result.statusCode, event.body).toBe(400);
    expect(result.json, event.body).toEqual({ error: { code: 'validation', fields } });
  }
  expect(await everythingWritten()).toEqual(before);
};

describe('POST /api/contact', () => {
  it('stores a message with its paragraphs (the check that a write is seen)', async () => {
    const before = await everythingWritten();
    const result = await call(
      contactHandler,
      post('/api/contact', contact({ message: 'Salam,\r\n\tSaya ingin menyertai.' })),
    );
    expect(result.statusCode).toBe(201);
    expect(await everythingWritten()).not.toEqual(before);
  });

  it('refuses unshowable characters and values that are no text, writing nothing', async () => {
    const raw = JSON.stringify(contact()).replace('"phone":"012-345 6789"', '"phone":1e309');
    expect(raw).toContain('"phone":1e309');
    await expectRefused(contactHandler, [
      [post('/api/contact', contact({ name: 'Siti\u0000' })), { name: 'string.control' }],
      [
        post('/api/contact', contact({ message: 'Tolong \u202Ebaca mesej ini segera' })),
        { message: 'string.control' },
      ],
      [post('/api/contact', contact({ name: true })), { name: 'string.type' }],
      [post('/api/contact', contact({ message: ['a', 'b'] })), { message: 'string.type' }],
      [post('/api/contact', raw), { phone: 'string.type' }],
    ]);
  });
});

describe('POST /api/partnerForm (multipart)', () => {
  it('stores the comments with their lines, CRLF read as LF (the check that a write is seen)', async () => {
    const before = await everythingWritten();
    const result = await call(
      partnerHandler,
      partnerForm({ additionalComments: 'Baris satu\r\nBaris dua' }),
    );
    expect(result.statusCode).toBe(201);
    const { id } = result.json as { id: string };
    expect((await everythingWritten()).objects).toEqual(
      [...before.objects, applicationKey(id)].sort(),
    );
    const stored = await readApplication(names.applicationsBucket, applicationKey(id));
    expect(stored.fields.additionalComments).toBe('Baris satu\nBaris dua');
  });

  it('refuses a bidirectional override or a control character in a field, storing nothing', async () => {
    await expectRefused(partnerHandler, [
      [partnerForm({ name: '\u202Enahk Ali' }), { name: 'string.control' }],
      [partnerForm({ name: 'Lim\u2066 Wei Ling' }), { name: 'string.control' }],
      [partnerForm({ additionalComments: 'ok\u0007' }), { additionalComments: 'string.control' }],
    ]);
  });
});

describe('POST /api/uploads', () => {
  it('refuses a file name that hides its real type behind a right-to-left override', async () => {
    const upload = { form: 'partner', contentType: 'application/pdf', size: 1000 };
    expect(
      (await call(uploadsHandler, post('/api/uploads', { ...upload, filename: 'cv.pdf' })))
        .statusCode,
    ).toBe(200);
    await expectRefused(uploadsHandler, [
      [
        post('/api/uploads', { ...upload, filename: 'cv\u202Efdp.exe' }),
        { filename: 'string.control' },
      ],
      [post('/api/uploads', { ...upload, filename: 7 }), { filename: 'string.type' }],
    ]);
  });
});

describe('POST /api/account/sign-up', () => {
  it('texts a code for a valid sign-up (the check that a write is seen)', async () => {
    const before = await everythingWritten();
    const result = await call(signUpHandler, post('/api/account/sign-up', signUp()));
    expect(result.statusCode).toBe(202);
    expect((await everythingWritten()).texts).toBe(before.texts + 1);
  });

  it('refuses hidden characters in the name or password and a number as the mobile, texting nothing', async () => {
    await expectRefused(signUpHandler, [
      [
        post('/api/account/sign-up', signUp({ name: 'Aminah\u200F binti Ali' })),
        { name: 'string.control' },
      ],
      [
        post(
          '/api/account/sign-up',
          signUp({ password: 'rahsia\u0000panjang', passwordConfirmation: 'rahsia\u0000panjang' }),
        ),
        { password: 'string.control', passwordConfirmation: 'string.control' },
      ],
      [post('/api/account/sign-up', signUp({ mobile: 60123456789 })), { mobile: 'string.type' }],
    ]);
  });
});

describe('a stored application read back', () => {
  it('keeps text admitted before the character rule readable for its email and the console', async () => {
    const fields = {
      name: 'Ali \u200Fbin Abu',
      email: 'ali@example.com',
      phone: '+60 12-345 6789',
      contributionType: 'equity',
      enterpriseType: 'kesum',
      additionalComments: 'Dahulu\u0007',
    };
    const { id } = await storeApplication('partner', fields, null);
    const read = await readApplication(names.applicationsBucket, applicationKey(id));
    expect(read.fields).toMatchObject(fields);
  });
});
