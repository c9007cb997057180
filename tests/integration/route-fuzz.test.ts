import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DescribeTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ListBucketsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { isApiErrorCode } from '@gsk/core/api';
import { validationBm } from '@gsk/core/i18n/validation-bm';
import { isValidationKey, validationEng } from '@gsk/core/i18n/validation-eng';
import { parseValidationMessage } from '@gsk/core/i18n/validation-message';
import { validationPrivacyBm } from '@gsk/core/i18n/validation-privacy-bm';
import {
  isPrivacyValidationKey,
  validationPrivacyEng,
} from '@gsk/core/i18n/validation-privacy-eng';
import { validationShopBm } from '@gsk/core/i18n/validation-shop-bm';
import { isShopValidationKey, validationShopEng } from '@gsk/core/i18n/validation-shop-eng';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { freePorts } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import type { LocalStack } from '../../infra/local/stack';
import { routes } from '../../infra/routes';
import { localS3 } from './application-client';
import { signUpForm, someSeat } from './member-client';
import { donation, forgedGatewayResult, unknownPaymentId } from './payment-client';
import {
  encodedBody,
  hostileEntries,
  hostileHeaders,
  hostileQuery,
  hostileSegment,
  rawRequest,
  sendBytes,
  sendRaw,
  shapelessBody,
} from './fuzz-requests';
import type { Answer, Body, BodyFormat } from './fuzz-requests';

/*
 * A property-based fuzz (fast-check) of every route of the route table over real HTTP: hostile
 * bodies, paths, query strings and headers, and requests no client would write. For every answer:
 * never a 5xx; a 4xx carries the API's error shape with a code of core's catalogue (and validation
 * keys the web translates in both languages); and a batch of refused requests leaves every
 * DynamoDB table, every bucket and the outbox as they were (the rate-limit counters aside).
 *
 * The seed is fixed, so a run is repeatable; FUZZ_SEED and FUZZ_RUNS change it. fast-check prints
 * the seed, the path and the shrunk batch of a failure, and `FUZZ_SEED=… FUZZ_PATH=…` replays it.
 * The file runs its own stack (no web server, the reconciler's timer off): "nothing written" is
 * exact only when nothing else writes meanwhile.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_123);
const PATH = process.env.FUZZ_PATH;
/** Batches per route. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
/** Requests per batch, sent at once. */
const BATCH = 8;

/** How one route is fuzzed. */
interface RouteFuzz {
  /** The body format the route reads. */
  format: BodyFormat;
  /** A valid request's fields, which the fuzz makes hostile. */
  fields: Readonly<Record<string, string | number>>;
  /** Fields the route's schema requires: each hostile body has one of them broken. */
  required: readonly string[];
  /** The query parameters a genuine request carries (the return legs' `url`). */
  query?: Readonly<Record<string, string>>;
  /**
   * What else than a 4xx a hostile request may be answered: a read route's 200, the browser leg's
   * 303 to the site (it never shows the donor an error), a callback's 200 `OK` never (a hostile
   * body is always refused).
   */
  answers: readonly number[];
}

/** A gateway result for a payment the ledger never had (the hash is not the gateway's). */
const gatewayFields = forgedGatewayResult();
const gatewayRequired = [
  'ServiceID',
  'PaymentID',
  'Amount',
  'CurrencyCode',
  'TxnStatus',
  'HashValue2',
];

const partner = {
  name: 'Aminah Fuzz',
  email: 'aminah@fuzz.test',
  phone: '012-345 6789',
  contributionType: 'equity',
  enterpriseType: 'kesum',
  additionalComments: '',
  cvKey: 'uploads/partner/00000000-0000-4000-8000-000000000000.pdf',
};

/** A challenge id of the right shape that no code was sent for. */
const unknownChallengeId = 'AAAAAAAAAAAAAAAAAAAAAA';

/** An event's top-level fields as staff send them (core's eventSchema; its texts are objects). */
const staffEventFields = {
  startsAt: '2026-12-05T09:00:00+08:00',
  endsAt: '2026-12-05T12:00:00+08:00',
  capacity: 30,
  status: 'draft',
};

let stack: LocalStack;

/**
 * Every route's generator. A route of the route table missing here is still fuzzed with the
 * shapeless bodies, paths, queries and headers, and the test "every route has a generator" fails.
 */
const fuzzOf = (): Readonly<Record<string, RouteFuzz>> => ({
  'GET /api/health': { format: 'none', fields: {}, required: [], answers: [200] },
  'GET /api/campaign/totals': { format: 'none', fields: {}, required: [], answers: [200] },
  'GET /api/payments/{id}': { format: 'none', fields: {}, required: [], answers: [] },
  'POST /api/payments/{id}/query': { format: 'none', fields: {}, required: [], answers: [] },
  'POST /api/payments': {
    format: 'json',
    fields: donation({ email: 'donor@fuzz.test', enterprise: 'kesum' }) as Record<
      string,
      string | number
    >,
    required: ['name', 'email', 'phone_number', 'amount'],
    answers: [],
  },
  'POST /api/payments/verify': {
    format: 'json',
    fields: gatewayFields,
    required: gatewayRequired,
    answers: [],
  },
  'GET /api/eghl/return': {
    format: 'none',
    fields: {},
    required: [],
    query: { ...gatewayFields, url: stack.urls.site },
    answers: [303],
  },
  'POST /api/eghl/return': {
    format: 'form',
    fields: gatewayFields,
    required: gatewayRequired,
    query: { url: stack.urls.site },
    answers: [303],
  },
  'POST /api/eghl/callback': {
    format: 'form',
    fields: gatewayFields,
    required: gatewayRequired,
    answers: [],
  },
  'POST /api/uploads': {
    format: 'json',
    fields: { form: 'partner', filename: 'cv.pdf', contentType: 'application/pdf', size: 1000 },
    required: ['form', 'filename', 'size'],
    answers: [],
  },
  'POST /api/contact': {
    format: 'json',
    fields: {
      name: 'Aminah Fuzz',
      email: 'aminah@fuzz.test',
      phone: '012-345 6789',
      message: 'Bolehkah saya menyertai program anda di Kuantan?',
      language: 'bm',
    },
    required: ['name', 'email', 'message'],
    answers: [],
  },
  'POST /api/partnerForm': {
    format: 'multipart',
    fields: partner,
    required: ['name', 'email', 'phone', 'contributionType', 'enterpriseType'],
    answers: [],
  },
  'POST /api/expertForm': {
    format: 'multipart',
    fields: {
      name: 'Dr Lee Fuzz',
      email: 'lee@fuzz.test',
      phone: '03-1234 5678',
      qualification: 'phd',
      interest: 'energy',
      cvKey: 'uploads/expert/00000000-0000-4000-8000-000000000000.pdf',
    },
    required: ['name', 'email', 'phone', 'qualification', 'interest', 'cvKey'],
    answers: [],
  },
  'POST /api/account/sign-up': {
    format: 'json',
    fields: signUpForm({ name: 'Aminah Binti Fuzz', mobile: '012-345 6789' }),
    required: ['name', 'mobile', 'password', 'passwordConfirmation', 'state', 'parliament'],
    answers: [],
  },
  'POST /api/account/sign-up/verify': {
    format: 'json',
    fields: { challengeId: unknownChallengeId, code: '1234' },
    required: ['code'],
    answers: [],
  },
  'POST /api/account/otp/resend': {
    format: 'json',
    fields: { challengeId: unknownChallengeId },
    required: ['challengeId'],
    answers: [],
  },
  'POST /api/account/sign-in': {
    format: 'json',
    fields: { mobile: '012-345 6789', password: 'kopi-o-kaw-2024' },
    required: ['mobile', 'password'],
    answers: [],
  },
  // Signed out, signing out changes nothing and is no error.
  'POST /api/account/sign-out': { format: 'none', fields: {}, required: [], answers: [204] },
  'GET /api/account/me': { format: 'none', fields: {}, required: [], answers: [] },
  'POST /api/account/password': {
    format: 'json',
    fields: {
      currentPassword: 'kopi-o-kaw-2024',
      newPassword: 'teh-tarik-2025',
      passwordConfirmation: 'teh-tarik-2025',
    },
    required: ['currentPassword', 'newPassword', 'passwordConfirmation'],
    answers: [],
  },
  // The member's details: a session is needed (a 401 once the body passed the schema).
  'POST /api/account/profile': {
    format: 'json',
    fields: {
      name: 'Aminah Binti Fuzz',
      ...someSeat(),
      language: 'eng',
      email: 'aminah@fuzz.test',
    },
    required: ['name', 'state', 'parliament', 'language'],
    answers: [],
  },
  'POST /api/account/password-reset': {
    format: 'json',
    fields: { mobile: '012-345 6789', language: 'eng' },
    required: ['mobile'],
    answers: [],
  },
  'POST /api/account/password-reset/verify': {
    format: 'json',
    fields: { challengeId: unknownChallengeId, code: '1234' },
    required: ['code'],
    answers: [],
  },
  'POST /api/account/password-reset/complete': {
    format: 'json',
    fields: {
      resetToken: 'A'.repeat(43),
      password: 'teh-tarik-2025',
      passwordConfirmation: 'teh-tarik-2025',
    },
    required: ['password', 'passwordConfirmation'],
    answers: [],
  },
  // Programmes: public reads (an unknown id is a 404); registering needs a session, which no
  // hostile request has (a 401 before anything is read or written).
  'GET /api/events': { format: 'none', fields: {}, required: [], answers: [200] },
  'GET /api/events/{id}': { format: 'none', fields: {}, required: [], answers: [] },
  'POST /api/events/{id}/registrations': {
    format: 'none',
    fields: {},
    required: [],
    answers: [],
  },
  // Places (shifts and events' waiting lists): taking and giving back need a session (a 401, or
  // a 400 for a body the schema refuses, before anything is written); calendar files of unknown
  // shifts and events are 404s; the commitments need a session.
  'DELETE /api/events/{id}/registrations': {
    format: 'none',
    fields: {},
    required: [],
    answers: [],
  },
  'GET /api/events/{id}/calendar.ics': { format: 'none', fields: {}, required: [], answers: [] },
  'POST /api/activities/{id}/shifts/{shiftId}/signups': {
    format: 'none',
    fields: {},
    required: [],
    answers: [],
  },
  'DELETE /api/activities/{id}/shifts/{shiftId}/signups': {
    format: 'none',
    fields: {},
    required: [],
    answers: [],
  },
  'GET /api/activities/{id}/shifts/{shiftId}/calendar.ics': {
    format: 'none',
    fields: {},
    required: [],
    answers: [],
  },
  'GET /api/account/commitments': { format: 'none', fields: {}, required: [], answers: [] },
  // Crowdfunding's money path: an event's fundraising (public), the member's own donations,
  // receipts and statements (a 401 before anything is read without a session).
  'GET /api/events/{id}/fundraising': { format: 'none', fields: {}, required: [], answers: [] },
  'GET /api/account/donations': { format: 'none', fields: {}, required: [], answers: [] },
  'GET /api/account/donations/{id}/receipt': {
    format: 'none',
    fields: {},
    required: [],
    answers: [],
  },
  'GET /api/account/statements/{year}': { format: 'none', fields: {}, required: [], answers: [] },
  // The staff sign-in's two factors; the staff routes need a staff session (a 401 before
  // anything is read).
  'POST /api/staff/sign-in': {
    format: 'json',
    fields: { mobile: '012-345 6789', password: 'kopi-o-kaw-2024' },
    required: ['mobile', 'password'],
    answers: [],
  },
  'POST /api/staff/sign-in/verify': {
    format: 'json',
    fields: { challengeId: unknownChallengeId, code: '1234' },
    required: ['code'],
    answers: [],
  },
  'GET /api/staff/audit': { format: 'none', fields: {}, required: [], answers: [] },
  'GET /api/staff/session': { format: 'none', fields: {}, required: [], answers: [] },
  'GET /api/staff/dashboard': { format: 'none', fields: {}, required: [], answers: [] },
  'GET /api/staff/payments': { format: 'none', fields: {}, required: [], answers: [] },
  'GET /api/staff/payments/export': { format: 'none', fields: {}, required: [], answers: [] },
  'GET /api/staff/payments/{id}': { format: 'none', fields: {}, required: [], answers: [] },
  'POST /api/staff/payments/{id}/check': {
    format: 'none',
    fields: {},
    required: [],
    answers: [],
  },
  // Staff's programmes and events: reads, writes of core's eventSchema (its flat fields here;
  // no hostile request gets past the session check to the body), registrations and their export.
  'GET /api/staff/events': { format: 'none', fields: {}, required: [], answers: [] },
  'POST /api/staff/events': {
    format: 'json',
    fields: staffEventFields,
    required: ['startsAt', 'endsAt', 'capacity'],
    answers: [],
  },
  'GET /api/staff/events/{id}': { format: 'none', fields: {}, required: [], answers: [] },
  'POST /api/staff/events/{id}': {
    format: 'json',
    fields: staffEventFields,
    required: ['startsAt', 'endsAt', 'capacity'],
    answers: [],
  },
  'GET /api/staff/events/{id}/registrations': {
    format: 'none',
    fields: {},
    required: [],
    query: { cursor: 'eyJldmVudElkIjoiIn0' },
    answers: [],
  },
  'GET /api/staff/events/{id}/registrations/export': {
    format: 'none',
    fields: {},
    required: [],
    answers: [],
  },
  'GET /api/staff/applications': { format: 'none', fields: {}, required: [], answers: [] },
  'GET /api/staff/applications/export': { format: 'none', fields: {}, required: [], answers: [] },
  'GET /api/staff/applications/{id}': { format: 'none', fields: {}, required: [], answers: [] },
  'GET /api/staff/applications/{id}/cv': { format: 'none', fields: {}, required: [], answers: [] },
  'POST /api/staff/applications/{id}': {
    format: 'json',
    fields: { status: 'contacted', note: 'Called back; will meet on Monday' },
    required: ['note'],
    answers: [],
  },
  'GET /api/staff/messages': { format: 'none', fields: {}, required: [], answers: [] },
  // `{ handled: true }`: a boolean, which the generators' text and numbers never are.
  'POST /api/staff/messages/{id}/handled': {
    format: 'json',
    fields: {},
    required: [],
    answers: [],
  },
  // Volunteers (docs/volunteers.md): the public's reads (an unknown id is a 404, an unknown
  // state a 400), the member's own details (a session, so a 401), and the coordinators' and
  // staff's routes (a session before anything is read: a 401).
  'GET /api/activities': { format: 'none', fields: {}, required: [], answers: [200] },
  'GET /api/activities/{id}': { format: 'none', fields: {}, required: [], answers: [] },
  'GET /api/volunteers/counts': { format: 'none', fields: {}, required: [], answers: [200] },
  'GET /api/volunteer': { format: 'none', fields: {}, required: [], answers: [] },
  'PUT /api/volunteer': {
    format: 'json',
    fields: { reach: 'parliament', language: 'bm' },
    required: ['reach'],
    answers: [],
  },
  'DELETE /api/volunteer': { format: 'none', fields: {}, required: [], answers: [] },
  ...Object.fromEntries(
    Object.keys(routes)
      .filter((key) =>
        /^[A-Z]+ \/api\/(coordinator|staff\/(coordinators|activities|volunteers|map))/.test(key),
      )
      .map((key): [string, RouteFuzz] => [
        key,
        key.startsWith('GET ') || key.startsWith('DELETE ')
          ? { format: 'none', fields: {}, required: [], answers: [] }
          : {
              format: 'json',
              fields: { kind: 'venue', text: 'Tempat bertukar', mobile: '012-345 6789' },
              required: [],
              answers: [],
            },
      ]),
  ),
  // Crowdfunding (docs/crowdfunding.md): the public's reads (a list or a ledger may answer, an
  // unknown campaign, page or fund is a 404), a member's start (a session, so a 401 past the
  // schema), and the console's routes (a session before anything is read: a 401).
  'GET /api/campaigns': { format: 'none', fields: {}, required: [], answers: [200] },
  'GET /api/campaigns/{id}': { format: 'none', fields: {}, required: [], answers: [] },
  'POST /api/campaigns/{id}/fundraisers': {
    format: 'json',
    fields: { title: 'Larian untuk Kesum', story: 'Saya berlari 10 km.', goal: 500 },
    required: ['title', 'story', 'goal'],
    answers: [],
  },
  'GET /api/fundraisers/{code}': { format: 'none', fields: {}, required: [], answers: [] },
  'GET /api/account/fundraisers': { format: 'none', fields: {}, required: [], answers: [] },
  'GET /api/ledger/{fund}': { format: 'none', fields: {}, required: [], answers: [200] },
  'GET /api/ledger/{fund}/export': { format: 'none', fields: {}, required: [], answers: [200] },
  ...Object.fromEntries(
    Object.keys(routes)
      .filter((key) => /^[A-Z]+ \/api\/staff\/(campaigns|fundraisers|disbursements)/.test(key))
      .map((key): [string, RouteFuzz] => [
        key,
        key.startsWith('GET ')
          ? { format: 'none', fields: {}, required: [], answers: [] }
          : {
              format: key === 'POST /api/staff/disbursements' ? 'multipart' : 'json',
              fields: { decision: 'approve', amount: '150.50', goal: 20_000 },
              required: [],
              answers: [],
            },
      ]),
  ), // The shop (docs/shop.md): the catalogue and postcodes (public reads: a list may answer, an
  // unknown product or postcode is a 404), a quote (priced, never written), checkout (its flat
  // fields: the lines and address are objects the generators never make, so always a 400 before
  // anything is written), an order's lookup (a 404 for a number the table never had), the
  // member's orders and every console route (a session before anything is read: a 401).
  'GET /api/shop/products': { format: 'none', fields: {}, required: [], answers: [200] },
  'GET /api/shop/products/{slug}': { format: 'none', fields: {}, required: [], answers: [] },
  'POST /api/shop/quote': {
    format: 'json',
    fields: { postcode: '50480', shipping: 'standard' },
    required: [],
    answers: [200],
  },
  'GET /api/shop/postcodes/{postcode}': {
    format: 'none',
    fields: {},
    required: [],
    answers: [200],
  },
  'POST /api/shop/orders': {
    format: 'json',
    fields: {
      name: 'Aminah Fuzz',
      email: 'aminah@fuzz.test',
      phone_number: '012-345 6789',
      language: 'bm',
      delivery: 'post',
      shipping: 'standard',
      expectedTotalSen: 7_690,
    },
    required: ['name', 'email', 'phone_number'],
    answers: [],
  },
  'POST /api/shop/orders/lookup': {
    format: 'json',
    fields: { order: unknownPaymentId, email: 'aminah@fuzz.test' },
    required: ['order', 'email'],
    answers: [],
  },
  'GET /api/account/orders': { format: 'none', fields: {}, required: [], answers: [] },
  ...Object.fromEntries(
    Object.keys(routes)
      .filter((key) => /^[A-Z]+ \/api\/staff\/shop\//.test(key))
      .map((key): [string, RouteFuzz] => [
        key,
        key.startsWith('GET ')
          ? { format: 'none', fields: {}, required: [], answers: [] }
          : {
              format: 'json',
              fields: { action: 'ship', courier: 'Pos Laju', tracking: 'EP123456789MY' },
              required: [],
              answers: [],
            },
      ]),
  ),
  // Personal data (issue 32), C3: closing an account. Its confirmation is a JSON `true`, which no
  // generator makes, so every body is a 400 (`closure.confirm.required`) before the session's 401.
  'POST /api/account/close': {
    format: 'json',
    fields: { password: 'kopi-o-kaw-2024' },
    required: ['password'],
    answers: [],
  },
  // Issue 32, C2 "export": the member's own data (a 401 before anything is read signed out).
  'GET /api/account/data': { format: 'none', fields: {}, required: [], answers: [] },
  'GET /api/account/data/summary': { format: 'none', fields: {}, required: [], answers: [] },
  // Personal data, consent (issue 32, C1): the member's own consents (a session first: a 401);
  // `given` is a boolean, which the generators' text and numbers never are.
  'GET /api/account/consents': { format: 'none', fields: {}, required: [], answers: [] },
  'PUT /api/account/consents': {
    format: 'json',
    fields: { channel: 'sms', purpose: 'news', language: 'bm' },
    required: ['channel', 'purpose', 'language'],
    answers: [],
  },
  // Requests about personal data (issue 32, C4): anyone's request (each hostile body breaks a
  // field the schema requires: a 400 before a code is sent or a challenge written), its code (an
  // unknown challenge: a 404), and the staff's queue (a staff session first: a 401).
  'POST /api/privacy/requests': {
    format: 'json',
    fields: {
      kind: 'access',
      name: 'Aminah Binti Fuzz',
      contactBy: 'mobile',
      mobile: '012-345 6789',
      details: '',
      language: 'bm',
    },
    required: ['kind', 'name', 'contactBy', 'mobile'],
    answers: [],
  },
  'POST /api/privacy/requests/verify': {
    format: 'json',
    fields: { challengeId: unknownChallengeId, code: '1234' },
    required: ['code'],
    answers: [],
  },
  'GET /api/staff/privacy/requests': { format: 'none', fields: {}, required: [], answers: [] },
  'GET /api/staff/privacy/requests/{id}': {
    format: 'none',
    fields: {},
    required: [],
    answers: [],
  },
  'POST /api/staff/privacy/requests/{id}/action': {
    format: 'json',
    fields: { action: 'note', note: 'Dihubungi melalui telefon; dia mahu salinan datanya.' },
    required: ['action'],
    answers: [],
  },
  // Broadcasts (issue 32, part F): staff's and coordinators' routes (a session first: a 401),
  // and the one-click unsubscribe, whose token only the site signs (a 400, nothing written).
  ...Object.fromEntries(
    Object.keys(routes)
      .filter((key) => /^[A-Z]+ \/api\/(staff|coordinator)\/broadcasts\b/.test(key))
      .map((key): [string, RouteFuzz] => [
        key,
        /^GET |\/cancel$/.test(key)
          ? { format: 'none', fields: {}, required: [], answers: [] }
          : {
              format: 'json',
              fields: { channel: 'email', purpose: 'news', expectedRecipients: '12' },
              required: ['channel', 'purpose'],
              answers: [],
            },
      ]),
  ),
  'GET /api/unsubscribe': {
    format: 'none',
    fields: {},
    required: [],
    query: { t: 'dTF8eHx8ZW1haWx8bmV3cw.c2lnbmF0dXJl' },
    answers: [],
  },
  'POST /api/unsubscribe': {
    format: 'form',
    fields: { 'List-Unsubscribe': 'One-Click' },
    required: [],
    query: { t: 'dTF8eHx8ZW1haWx8bmV3cw.c2lnbmF0dXJl' },
    answers: [],
  },
});

/**
 * API Gateway's own answers, which never reach a handler: no route for the path (after the URL's
 * dot segments are resolved), a target it cannot read, a payload over its limits.
 */
const gatewayAnswers: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  404: 'Not Found',
  413: 'Request Entity Too Large',
};

/** Key prefixes of the per-client request counters, which a refused request may change. */
const counterKeyPrefixes = ['throttle#', 'limit#'];

let dynamo: DynamoDBDocumentClient;
let s3: ReturnType<typeof localS3>;
let dataDir: string;

beforeAll(async () => {
  // The handlers run in this process: their log lines of refused requests are expected here
  // (errors still show).
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  process.env.LOG_LEVEL = 'ERROR';
  dataDir = await mkdtemp(join(tmpdir(), 'gsk-fuzz-'));
  stack = await startLocalStack({
    dataDir,
    ports: await freePorts(),
    web: 'none',
    reconcileIntervalMs: false,
  });
  dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.urls.dynamodb,
      region: localRegion,
      credentials: { ...localCredentials },
    }),
  );
  s3 = localS3(stack.urls.s3);
});

afterAll(async () => {
  dynamo?.destroy();
  s3?.destroy();
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The key attributes of each table, by name. */
const keySchemas = new Map<string, string[]>();
const keysOf = async (TableName: string) => {
  let keys = keySchemas.get(TableName);
  if (!keys) {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName }));
    keys = (Table?.KeySchema ?? []).map((key) => key.AttributeName ?? '');
    keySchemas.set(TableName, keys);
  }
  return keys;
};

/** Every item of every table (counters aside), every object of every bucket, every email sent. */
const everythingWritten = async () => {
  const tables: Record<string, unknown[]> = {};
  const { TableNames = [] } = await dynamo.send(new ListTablesCommand({}));
  for (const TableName of TableNames) {
    const keys = await keysOf(TableName);
    const isCounter = (item: Record<string, unknown>) =>
      keys.some((key) => {
        const value = item[key];
        return typeof value === 'string' && counterKeyPrefixes.some((p) => value.startsWith(p));
      });
    const items: Record<string, unknown>[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.send(
        new ScanCommand({ TableName, ConsistentRead: true, ExclusiveStartKey }),
      );
      items.push(...(page.Items ?? []).filter((item) => !isCounter(item)));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    tables[TableName] = items.map((item) => JSON.stringify(item)).sort();
  }
  const buckets: Record<string, string[]> = {};
  for (const { Name: Bucket = '' } of (await s3.send(new ListBucketsCommand({}))).Buckets ?? []) {
    const objects: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
      for (const item of page.Contents ?? []) objects.push(`${item.Key} ${item.ETag}`);
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
    buckets[Bucket] = objects.sort();
  }
  const outbox = ((await (await fetch(`${stack.urls.outbox}api/messages`)).json()) as unknown[])
    .length;
  return { tables, buckets, outbox };
};

/** Each request from its own loopback address: no per-address limit answers before the handler. */
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `127.${20 + Math.floor(clients / 62_500)}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
};

/** One hostile request: over HTTP, or as bytes no client writes. */
type Hostile =
  | { kind: 'http'; method: string; path: string; headers: Record<string, string>; body: Body }
  | { kind: 'raw'; bytes: Buffer };

const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight: number, otherwise: T) =>
  fc.oneof({ weight, arbitrary }, { weight: 10 - weight, arbitrary: fc.constant(otherwise) });

/** Methods of no route (the preflight's OPTIONS is answered by the gateway). */
const otherMethods = ['HEAD', 'OPTIONS', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'GET', 'POST'];

/** Hostile requests for a route (a route without a generator: every body format, no fields). */
const hostileRequest = (route: string, fuzz: RouteFuzz | undefined): fc.Arbitrary<Hostile> => {
  const [method = 'GET', template = '/'] = route.split(' ');
  const params = template.match(/\{\w+\}/g) ?? [];
  const format = fuzz?.format ?? 'json';
  const fields = fuzz?.fields ?? {};
  const entries = hostileEntries(fields, fuzz?.required ?? []);
  const bodies: fc.Arbitrary<Body> =
    fuzz?.format === 'none'
      ? sometimes(fc.oneof(shapelessBody, encodedBody(entries, 'json')), 2, { label: 'no body' })
      : fc.oneof(
          { weight: 6, arbitrary: encodedBody(entries, format) },
          { weight: 3, arbitrary: shapelessBody },
        );
  const path = fc
    .record({
      segments: fc.tuple(...params.map(() => sometimes(hostileSegment, 7, unknownPaymentId))),
      query: sometimes(hostileQuery(fuzz?.query ?? {}), 6, ''),
      trailing: sometimes(fc.constantFrom('/', '//', '/.', '/..', '/%2e', ';', '%20'), 1, ''),
    })
    .map(({ segments, query, trailing }) => {
      let index = 0;
      const base = template.replace(/\{\w+\}/g, () => segments[index++] ?? '');
      const ownQuery =
        fuzz?.query && query === ''
          ? Object.entries(fuzz.query)
              .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
              .join('&')
          : query;
      return `${base}${trailing}${ownQuery ? `?${ownQuery}` : ''}`;
    });
  const http = fc
    .record({
      method: sometimes(fc.constantFrom(...otherMethods), 1, method),
      path,
      headers: sometimes(hostileHeaders(stack.urls.site), 6, {}),
      body: bodies,
    })
    .map(({ method, path, headers, body }): Hostile => {
      const all: Record<string, string> = { origin: stack.urls.site, ...headers };
      if (body.contentType !== undefined) all['content-type'] = body.contentType;
      return { kind: 'http', method, path, headers: all, body };
    });
  const raw = path.chain((target) =>
    rawRequest(method, target).map((bytes): Hostile => ({ kind: 'raw', bytes })),
  );
  return fc.oneof({ weight: 19, arbitrary: http }, { weight: 1, arbitrary: raw });
};

const describeRequest = (hostile: Hostile) =>
  hostile.kind === 'raw'
    ? `raw ${JSON.stringify(hostile.bytes.toString('latin1').slice(0, 300))}`
    : `${hostile.method} ${hostile.path.slice(0, 200)} ${hostile.body.label} ${JSON.stringify(hostile.headers).slice(0, 300)} ${JSON.stringify(hostile.body.body?.toString('latin1').slice(0, 300))}`;

/** What each validation message key of an answer is, if it is not one the web translates. */
const untranslated = (fields: Record<string, unknown>) =>
  Object.values(fields).filter((message) => {
    if (typeof message !== 'string') return true;
    const { key } = parseValidationMessage(message);
    // The shop's keys are a catalogue of their own (the validationShop namespace).
    if (isShopValidationKey(key))
      return !Object.hasOwn(validationShopBm, key) || !Object.hasOwn(validationShopEng, key);
    // So are the privacy pages' (the validationPrivacy namespace).
    if (isPrivacyValidationKey(key))
      return !Object.hasOwn(validationPrivacyBm, key) || !Object.hasOwn(validationPrivacyEng, key);
    return (
      !isValidationKey(key) ||
      !Object.hasOwn(validationBm, key) ||
      !Object.hasOwn(validationEng, key)
    );
  });

/** Checks one answer; returns how it was answered, for the figures. */
const checkAnswer = (
  route: string,
  hostile: Hostile,
  fuzz: RouteFuzz | undefined,
  answer: Answer,
): string => {
  const what = describeRequest(hostile);
  expect(answer.status, `never a server error: ${what}\n${answer.text.slice(0, 300)}`).toBeLessThan(
    500,
  );
  expect(answer.status, `an HTTP answer: ${what}`).toBeGreaterThanOrEqual(200);
  if (hostile.kind === 'http' && hostile.method !== route.split(' ')[0]) {
    // Another method: no route (API Gateway's 404), or the CORS preflight (204); HEAD has no body.
    if (answer.status === 204 && hostile.method === 'OPTIONS') return '204 preflight';
    if (hostile.method === 'HEAD' && answer.status === 404) return '404 gateway';
  }
  if (answer.status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      body = answer.text;
    }
    // Node's HTTP server answers a request it cannot read (400), an Expect it does not know (417)
    // or a head over 16 KB (431) with a bare status, as API Gateway's front door refuses them.
    if (answer.text === '' && [400, 417, 431].includes(answer.status))
      return `${answer.status} parser`;
    const gateway = gatewayAnswers[answer.status];
    if (gateway !== undefined && JSON.stringify(body) === JSON.stringify({ message: gateway }))
      return `${answer.status} gateway`;
    expect(body, `the API's error shape: ${what}`).toMatchObject({
      error: { code: expect.any(String) },
    });
    const { error } = body as { error: { code: string; fields?: Record<string, unknown> } };
    expect(Object.keys(body as object), what).toEqual(['error']);
    expect(isApiErrorCode(error.code), `a code of core's catalogue: ${error.code}: ${what}`).toBe(
      true,
    );
    if (error.fields !== undefined)
      expect(untranslated(error.fields), `translated validation keys: ${what}`).toEqual([]);
    return `${answer.status} ${error.code}`;
  }
  if (fuzz)
    expect(
      fuzz.answers,
      `refused (${answer.status}): ${what}\n${answer.text.slice(0, 300)}`,
    ).toContain(answer.status);
  if (answer.status >= 300) {
    const location = String(answer.headers.location ?? '');
    expect(new URL(location).origin, `a redirect to the site only: ${what}`).toBe(stack.urls.site);
  }
  return String(answer.status);
};

const api = () => new URL(stack.urls.api);

const sendHostile = async (hostile: Hostile): Promise<Answer> => {
  if (hostile.kind === 'raw') return sendBytes(api(), nextClient(), hostile.bytes);
  const { method, path, headers, body } = hostile;
  return sendRaw(api(), nextClient(), { method, path, headers, body: body.body });
};

const health = async () => (await fetch(`${stack.urls.api}/api/health`)).status;

describe('property fuzz of every route of infra/routes.ts', () => {
  it('every route has a generator, and every generator a route', () => {
    expect(Object.keys(fuzzOf()).sort()).toEqual(Object.keys(routes).sort());
  });

  it.each(Object.keys(routes))(
    `%s: ${RUNS} batches of up to ${BATCH} hostile requests, never a 5xx, nothing written`,
    async (route) => {
      const fuzz = fuzzOf()[route];
      const figures: Record<string, number> = {};
      let requests = 0;
      // Only the API writes to this stack, so what a batch found is what the one before it left.
      let written = await everythingWritten();
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileRequest(route, fuzz), { minLength: 1, maxLength: BATCH, size: 'max' }),
          async (batch) => {
            const before = written;
            const answers = await Promise.all(batch.map(sendHostile));
            written = await everythingWritten();
            let refused = true;
            batch.forEach((hostile, index) => {
              const answer = answers[index] as Answer;
              const how = checkAnswer(route, hostile, fuzz, answer);
              figures[how] = (figures[how] ?? 0) + 1;
              if (answer.status < 400 && answer.status !== 303) refused = false;
            });
            requests += batch.length;
            // A route's generator makes only requests it must refuse or answer without writing.
            if (refused || fuzz) expect(written, 'nothing written').toEqual(before);
          },
        ),
        { seed: SEED, numRuns: RUNS, ...(PATH && { path: PATH }) },
      );
      console.info(`${route}: ${requests} requests (seed ${SEED}) ${JSON.stringify(figures)}`);
      // The fuzz reached the handler, not only the gateway's refusals.
      expect(Object.keys(figures).some((how) => !/gateway|parser/.test(how))).toBe(true);
      expect(await health(), 'the stack is still up').toBe(200);
    },
    120_000,
  );
});
