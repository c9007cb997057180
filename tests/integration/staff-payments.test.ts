import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { apiPaths, STAFF_PAGE_SIZE } from '@gsk/core/api';
import type {
  StaffAuditPage,
  StaffDashboard,
  StaffPaymentCheck,
  StaffPaymentDetail,
  StaffPaymentPage,
  StaffSession,
} from '@gsk/core/api';
import { STAFF_SESSION_TTL_SECONDS } from '@gsk/core/constants';
import { enterpriseOptions } from '@gsk/core/application';
import { enterpriseSlugs } from '@gsk/core/enterprise';
import { nextPaymentId } from '@gsk/core/payment';
import { staffLabelsBm } from '@gsk/core/staff/labels-bm';
import { staffLabelsEng } from '@gsk/core/staff/labels-eng';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ledger, type PaymentRecord } from '../../functions/src/payments/ledger';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { defaultMerchant } from '../../infra/local/eghl/simulator';
import { names } from '../../infra/names';
import { accountTestTimeout, call, urls } from './account-support';
import { donation, paymentClient } from './payment-client';
import { newStaff, signedInStaff } from './staff-client';

/*
 * The staff console's donations (issue 18): the search by each filter and together, its pages,
 * the CSV export as a parser reads it, a payment's history, "check with the gateway" settling a
 * payment the gateway settled without telling the API, and the dashboard's figures, against the
 * local stack. The search's fixtures are payments of early March 2021 (Malaysia's calendar),
 * written through the ledger in-process as `POST /api/payments` writes them and then closed
 * (failed or expired) so the stack's reconciler leaves them alone; the flows go through the API
 * and the gateway simulator. Calls come from 127.35.x.
 */

let visitors = 0;
const nextVisitor = () => {
  visitors += 1;
  return `127.35.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
};

const client = paymentClient(urls);
const documents = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: urls.dynamodb,
    region: localRegion,
    credentials: localCredentials,
  }),
);
let cookie = '';
let staffId = '';

/** A staff GET (fetch, for the headers of an export). */
const staffGet = (path: string, query: Record<string, string> = {}) =>
  fetch(`${urls.api}${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`, {
    headers: { cookie },
  });

const getJson = async <T>(path: string, query: Record<string, string> = {}) => {
  const answer = await staffGet(path, query);
  const body = (await answer.json()) as T;
  expect(answer.status, JSON.stringify(body)).toBe(200);
  return body;
};

const search = (query: Record<string, string>) =>
  getJson<StaffPaymentPage>(apiPaths.staffPayments, query);

/** Every page of a search, following the cursors. */
const searchAll = async (query: Record<string, string>) => {
  const pages: StaffPaymentPage[] = [];
  let cursor: string | undefined;
  do {
    const page = await search({ ...query, ...(cursor && { cursor }) });
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
};

const detailPath = (paymentId: string) => apiPaths.staffPayment.replace('{id}', paymentId);

const check = (paymentId: string) =>
  call(apiPaths.staffPaymentCheck.replace('{id}', paymentId), nextVisitor(), { cookie });

/** The fixtures: 55 payments of 1 and 2 March 2021 (Malaysia), two of them at midnight's edges. */
const fixtures: PaymentRecord[] = [];
const fixtureEmail = (i: number) => `Penderma.${i}@Example.com`;
const sharedEmail = 'Aisyah.Seed@Example.com';
const formulaName = '=HYPERLINK("http://evil.test","klik")';
const enterprise = enterpriseSlugs[0];
/** The enterprise's name as the exports write it (the same in both languages). */
const enterpriseLabel = enterpriseOptions('eng').find(
  (option) => option.value === enterprise,
)!.label;
/** 1 March 2021 00:00 in Malaysia, as an instant. */
const march1 = Date.parse('2021-02-28T16:00:00.000Z');
const lastOfMarch1 = '2021-03-01T15:59:59.999Z';
const firstOfMarch2 = '2021-03-01T16:00:00.000Z';

const seed = async () => {
  Object.assign(process.env, {
    AWS_REGION: localRegion,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: urls.dynamodb,
    PAYMENTS_TABLE: names.paymentsTable,
  });
  for (let i = 0; i < 55; i += 1) {
    const createdAt =
      i === 0
        ? lastOfMarch1
        : i === 1
          ? firstOfMarch2
          : // A minute past each 45, so that none falls on the two instants above.
            new Date(march1 + i * 45 * 60 * 1000 + 60 * 1000).toISOString();
    const record = await Ledger.create(
      {
        paymentId: nextPaymentId(),
        amount: 10 + i,
        currency: 'MYR',
        name: i === 2 ? formulaName : `Penderma ${i}`,
        email: i % 10 === 3 ? sharedEmail : fixtureEmail(i),
        phone: i === 5 ? '+60 12-345 6789' : i === 6 ? '+44 20 7946 0958' : '012-345 6789',
        notes: i === 4 ? 'Untuk sekolah, "tahun 2021"' : undefined,
        enterprise: i % 3 === 0 ? enterprise : undefined,
        language: 'bm',
        custIp: '127.35.0.1',
        origin: urls.site,
        createdAt,
      },
      { TransactionType: 'SALE', PaymentID: 'seeded', HashValue: 'f'.repeat(64) },
    );
    const closed =
      i % 2 === 0
        ? await Ledger.settleOpen(record, 'failed', { TxnStatus: '1' }, createdAt, 'callback')
        : await Ledger.settleOpen(record, 'expired', undefined, createdAt, 'reconciler');
    expect(closed).toBe('changed');
    fixtures.push((await Ledger.get(record.paymentId)) as PaymentRecord);
  }
};

beforeAll(async () => {
  const staff = await newStaff(nextVisitor);
  staffId = staff.profile.id;
  ({ cookie } = await signedInStaff(staff.mobile, staff.password, nextVisitor));
  await seed();
}, accountTestTimeout);

afterAll(() => {
  client.close();
  documents.destroy();
});

const march = { from: '2021-03-01', to: '2021-03-02' };
const idsOf = (pages: StaffPaymentPage[]) =>
  pages.flatMap((page) => page.payments.map((row) => row.paymentId));
const newestFirst = (rows: PaymentRecord[]) =>
  [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((row) => row.paymentId);

describe('the staff session', () => {
  it('says who is signed in and until when', async () => {
    const session = await getJson<StaffSession>(apiPaths.staffSession);
    expect(session.memberId).toBe(staffId);
    expect(session.name).toBeTruthy();
    const left = (Date.parse(session.expiresAt) - Date.now()) / 1000;
    expect(left).toBeGreaterThan(STAFF_SESSION_TTL_SECONDS - 300);
    expect(left).toBeLessThanOrEqual(STAFF_SESSION_TTL_SECONDS);
  });
});

describe('the donation search', { timeout: accountTestTimeout }, () => {
  it('pages a date range newest first with a cursor, every payment once', async () => {
    const pages = await searchAll(march);
    expect(pages.map((page) => page.payments.length)).toEqual([STAFF_PAGE_SIZE, 5]);
    expect(idsOf(pages)).toEqual(newestFirst(fixtures));
    expect(pages[0]?.payments[0]).toEqual({
      paymentId: expect.any(String),
      createdAt: expect.stringMatching(/^2021-03-0[12]T/),
      status: expect.stringMatching(/^(failed|expired)$/),
      amount: expect.any(Number),
      currency: 'MYR',
      name: expect.any(String),
      email: expect.any(String),
      phone: '012-345 6789',
      ...(pages[0]?.payments[0]?.enterprise && { enterprise }),
    });
  });

  it("draws a day's edges at Malaysia's midnight", async () => {
    const march2 = idsOf(await searchAll({ from: '2021-03-02', to: '2021-03-02' }));
    const march1Ids = idsOf(await searchAll({ from: '2021-03-01', to: '2021-03-01' }));
    expect(march2).toContain(fixtures[1]?.paymentId);
    expect(march2).not.toContain(fixtures[0]?.paymentId);
    expect(march1Ids).toContain(fixtures[0]?.paymentId);
    expect(march1Ids.length + march2.length).toBe(55);
    expect(idsOf(await searchAll({ to: '2021-02-28' })).length).toBe(0);
  });

  it('finds by email whatever its case, by status, by enterprise, and by all together', async () => {
    const shared = fixtures.filter((row) => row.email === sharedEmail);
    expect(shared.length).toBeGreaterThan(1);
    expect(idsOf(await searchAll({ email: sharedEmail.toUpperCase() }))).toEqual(
      newestFirst(shared),
    );
    const failed = fixtures.filter((row) => row.status === 'failed');
    expect(idsOf(await searchAll({ ...march, status: 'failed' }))).toEqual(newestFirst(failed));
    const ofEnterprise = fixtures.filter((row) => row.enterprise === enterprise);
    expect(idsOf(await searchAll({ ...march, enterprise }))).toEqual(newestFirst(ofEnterprise));
    const together = shared.filter(
      (row) => row.enterprise === enterprise && row.status === 'expired',
    );
    expect(together.length).toBeGreaterThan(0);
    expect(
      idsOf(await searchAll({ ...march, email: sharedEmail, enterprise, status: 'expired' })),
    ).toEqual(newestFirst(together));
  });

  it('finds by a part of the name, whatever its case and accents, a page at a time', async () => {
    const named = (part: string) =>
      fixtures.filter((row) => row.name.toLowerCase().includes(part.toLowerCase()));
    expect(named('Penderma 1').length).toBe(11);
    expect(idsOf(await searchAll({ ...march, name: 'PENDERMA 1' }))).toEqual(
      newestFirst(named('Penderma 1')),
    );
    // Every fixture but the formula's matches: more than a page, each once, newest first.
    const pages = await searchAll({ ...march, name: 'enderm' });
    expect(pages.map((page) => page.payments.length)).toEqual([STAFF_PAGE_SIZE, 4]);
    expect(idsOf(pages)).toEqual(newestFirst(named('enderm')));

    const april = { from: '2021-04-10', to: '2021-04-10' };
    const accented = await Ledger.create(
      {
        paymentId: nextPaymentId(),
        amount: 25,
        currency: 'MYR',
        name: 'Nur Ḥayāt binti Zulkiflī',
        email: 'hayat@example.com',
        phone: '012-345 6789',
        language: 'bm',
        custIp: '127.35.0.1',
        origin: urls.site,
        createdAt: '2021-04-10T02:00:00.000Z',
      },
      { TransactionType: 'SALE', PaymentID: 'seeded', HashValue: 'f'.repeat(64) },
    );
    for (const name of ['hayat binti ZULKIFLI', 'ḤAYĀT', '  nur hayat  ']) {
      expect(idsOf(await searchAll({ ...april, name })), name).toEqual([accented.paymentId]);
    }
    expect(idsOf(await searchAll({ ...april, name: 'hayati' }))).toEqual([]);
    expect(await search({ paymentId: accented.paymentId, name: 'hayat' })).toEqual({
      payments: [expect.objectContaining({ paymentId: accented.paymentId })],
    });
    expect(await search({ paymentId: accented.paymentId, name: 'aminah' })).toEqual({
      payments: [],
    });
    // The export takes the same search.
    const answer = await staffGet(apiPaths.staffPaymentsExport, {
      ...april,
      name: 'hayat',
      language: 'eng',
    });
    const rows = parse(await answer.text(), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.map((row) => row['Payment ID'])).toEqual([accented.paymentId]);
  });

  it('finds one payment by its id, unless another filter excludes it', async () => {
    const one = fixtures[7] as PaymentRecord;
    expect(await search({ paymentId: one.paymentId })).toEqual({
      payments: [expect.objectContaining({ paymentId: one.paymentId, amount: one.amount })],
    });
    const other = one.status === 'failed' ? 'expired' : 'failed';
    expect(await search({ paymentId: one.paymentId, status: other })).toEqual({ payments: [] });
    expect(await search({ paymentId: '1700000000000Z9901' })).toEqual({ payments: [] });
  });

  it('refuses a bad filter with its field, and a cursor that is no page’s', async () => {
    for (const [query, field, key] of [
      [{ status: 'paid' }, 'status', 'staff.payments.status.invalid'],
      [{ from: '2021-02-30' }, 'from', 'staff.payments.from.invalid'],
      [{ to: '1 March' }, 'to', 'staff.payments.to.invalid'],
      [{ from: '2021-03-02', to: '2021-03-01' }, 'to', 'staff.payments.to.beforeFrom'],
      [{ enterprise: 'nope' }, 'enterprise', 'staff.payments.enterprise.invalid'],
      [{ email: 'not-an-email' }, 'email', 'staff.payments.email.invalid'],
      [{ paymentId: "1' OR 1=1" }, 'paymentId', 'staff.payments.paymentId.invalid'],
    ] as const) {
      for (const path of [apiPaths.staffPayments, apiPaths.staffPaymentsExport]) {
        const answer = await staffGet(path, query);
        expect(answer.status, `${path} ${JSON.stringify(query)}`).toBe(400);
        expect(await answer.json()).toEqual({
          error: { code: 'validation', fields: { [field]: key } },
        });
      }
    }
    for (const cursor of [
      'not-a-cursor',
      Buffer.from(
        JSON.stringify({ pk: 'x', sk: 'y', listKind: 'contact#open', listedAt: 'z' }),
      ).toString('base64url'),
    ]) {
      const answer = await staffGet(apiPaths.staffPayments, { cursor });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: { code: 'bad_request' } });
    }
  });
});

describe('the CSV export', { timeout: accountTestTimeout }, () => {
  it('gives the accountant every payment found: UTF-8 with a BOM, MYR, Malaysia time, no formulas', async () => {
    const answer = await staffGet(apiPaths.staffPaymentsExport, { ...march, language: 'eng' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="donations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row['Payment ID'])).toEqual(newestFirst(fixtures));
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'Payment ID',
      'Created (Malaysia time)',
      'Paid (Malaysia time)',
      'Status',
      'Amount (MYR)',
      'Currency',
      'Enterprise',
      'Name',
      'Email',
      'Phone',
      'Notes',
    ]);
    const byId = new Map(rows.map((row) => [row['Payment ID'], row]));
    expect(byId.get(fixtures[1]?.paymentId)?.['Created (Malaysia time)']).toBe(
      '2021-03-02 00:00:00',
    );
    expect(byId.get(fixtures[0]?.paymentId)?.['Created (Malaysia time)']).toBe(
      '2021-03-01 23:59:59',
    );
    expect(byId.get(fixtures[5]?.paymentId)?.['Amount (MYR)']).toBe('15.00');
    expect(byId.get(fixtures[2]?.paymentId)?.Name).toBe(`'${formulaName}`);
    expect(byId.get(fixtures[4]?.paymentId)?.Notes).toBe('Untuk sekolah, "tahun 2021"');
    expect(byId.get(fixtures[3]?.paymentId)?.Email).toBe(sharedEmail);
    // Words, not codes: the console's labels and the enterprise's name.
    expect(byId.get(fixtures[0]?.paymentId)).toMatchObject({
      Status: staffLabelsEng.paymentStatuses.failed,
      Enterprise: enterpriseLabel,
    });
    expect(byId.get(fixtures[1]?.paymentId)?.Status).toBe(staffLabelsEng.paymentStatuses.expired);
    // Phone numbers a spreadsheet keeps as text: never a leading + (a formula), never bare digits.
    expect(byId.get(fixtures[5]?.paymentId)?.Phone).toBe('012-345 6789');
    expect(byId.get(fixtures[6]?.paymentId)?.Phone).toBe('0044 20 7946 0958');
    expect(byId.get(fixtures[7]?.paymentId)?.Phone).toBe('012-345 6789');

    const audit = await getJson<StaffAuditPage>(apiPaths.staffAudit);
    expect(
      audit.entries.find(
        (entry) => entry.action === 'payments.exported' && entry.actor.memberId === staffId,
      ),
    ).toMatchObject({
      subject: { type: 'payments', id: 'export' },
      details: { from: march.from, to: march.to, rows: 55 },
    });
  });

  it('writes headings and values in Malay for the Malay console', async () => {
    const answer = await staffGet(apiPaths.staffPaymentsExport, { ...march, language: 'bm' });
    expect(answer.status).toBe(200);
    const rows = parse(await answer.text(), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'ID bayaran',
      'Dimulakan (waktu Malaysia)',
      'Dibayar (waktu Malaysia)',
      'Status',
      'Jumlah (MYR)',
      'Mata wang',
      'Perusahaan',
      'Nama',
      'Emel',
      'Telefon',
      'Catatan',
    ]);
    const byId = new Map(rows.map((row) => [row['ID bayaran'], row]));
    expect(byId.get(fixtures[0]?.paymentId)).toMatchObject({
      Status: staffLabelsBm.paymentStatuses.failed,
      Perusahaan: enterpriseLabel,
    });
    expect(byId.get(fixtures[1]?.paymentId)?.Status).toBe(staffLabelsBm.paymentStatuses.expired);
    expect(byId.get(fixtures[6]?.paymentId)?.Telefon).toBe('0044 20 7946 0958');
  });

  it('refuses a language it does not know, exporting nothing', async () => {
    const answer = await staffGet(apiPaths.staffPaymentsExport, { ...march, language: 'fr' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: { code: 'validation', fields: { language: 'staff.export.language.invalid' } },
    });
  });
});

/** The gateway simulator's payment page for a donation started through the API. */
const startAtGateway = async (overrides: Record<string, unknown> = {}) => {
  const started = await client.start(donation(overrides), urls.site, nextVisitor());
  expect(started.status).toBe(201);
  const { paymentId, url } = (await started.json()) as { paymentId: string; url: string };
  expect((await fetch(url)).status).toBe(200);
  return paymentId;
};

const detail = (paymentId: string) => getJson<StaffPaymentDetail>(detailPath(paymentId));

const receipts = async (email: string) =>
  (await client.outbox(email)).filter((message) => message.subject.includes('Terima kasih'));

describe("a payment's history", { timeout: accountTestTimeout }, () => {
  it('lists the request, the gateway result and the emails in order, with no hash or secret', async () => {
    const paymentId = await startAtGateway({ amount: 33 });
    await client.decide(paymentId, 'success');
    await client.callbackAnswered(paymentId, '0');
    const { payment, history } = await detail(paymentId);
    expect(payment).toMatchObject({ paymentId, status: 'success', amount: 33, language: 'bm' });
    expect(payment.receiptStatus).toBe('sent');
    expect(history.map((entry) => entry.kind)).toEqual([
      'created',
      'gateway_result',
      'email',
      'email',
    ]);
    expect(history[0]?.details).toMatchObject({
      TransactionType: 'SALE',
      PaymentID: paymentId,
      Amount: '33.00',
      CurrencyCode: 'MYR',
    });
    expect(history[1]?.details).toMatchObject({
      source: 'callback',
      TxnStatus: '0',
      Amount: '33.00',
      AuthCode: expect.any(String),
    });
    expect(history.slice(2).map((entry) => entry.details.email)).toEqual(
      expect.arrayContaining(['receipt', 'notice']),
    );
    expect(history.find((entry) => entry.details.email === 'receipt')?.details.status).toBe('sent');
    const at = history.map((entry) => entry.at);
    expect(at).toEqual([...at].sort());
    const text = JSON.stringify(history);
    expect(text).not.toMatch(/HashValue/i);
    expect(text).not.toContain(defaultMerchant.password);
  });

  it('answers 404 for a payment that does not exist', async () => {
    for (const id of ['1700000000000Z9901', 'not-an-id']) {
      const answer = await staffGet(detailPath(id));
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ error: { code: 'payment_not_found' } });
    }
    const checked = await check('1700000000000Z9901');
    expect(checked.status).toBe(404);
  });
});

describe('check with the gateway', { timeout: accountTestTimeout }, () => {
  it('settles a payment the gateway settled silently, once: totals, receipt, history, audit', async () => {
    const email = `semak+${randomUUID()}@example.com`;
    const paymentId = await startAtGateway({ amount: 41, email, enterprise });
    await client.followBrowserLeg(await client.decide(paymentId, 'pending'));
    await client.callbackAnswered(paymentId, '2');
    expect((await detail(paymentId)).payment.status).toBe('pending');
    const before = await getJson<StaffDashboard>(apiPaths.staffDashboard);
    expect(before.attention.open.count).toBeGreaterThan(0);

    // The gateway settles it and tells nobody; staff ask.
    await client.settle(paymentId, 'success', false);
    const first = await check(paymentId);
    expect(first.status, first.text).toBe(200);
    const answer = first.json as StaffPaymentCheck;
    expect(answer.outcome).toBe('settled');
    expect(answer.detail.payment).toMatchObject({ paymentId, status: 'success', amount: 41 });
    const after = await getJson<StaffDashboard>(apiPaths.staffDashboard);
    for (const period of ['today', 'month', 'overall'] as const) {
      expect(after.raised[period].amount - before.raised[period].amount, period).toBe(41);
      expect(after.raised[period].contributors - before.raised[period].contributors).toBe(1);
    }
    await expect.poll(async () => (await receipts(email)).length).toBe(1);

    // Checking again changes nothing: no QUERY result applied twice, no second receipt.
    for (let i = 0; i < 2; i += 1) {
      const again = await check(paymentId);
      expect(again.status).toBe(200);
      expect((again.json as StaffPaymentCheck).outcome).toBe('already_final');
    }
    const later = await getJson<StaffDashboard>(apiPaths.staffDashboard);
    expect(later.raised).toEqual(after.raised);
    expect((await receipts(email)).length).toBe(1);
    expect((await client.totals()).enterprises[enterprise]).toBeDefined();

    const { history } = await detail(paymentId);
    const kinds = history.map((entry) => entry.kind);
    // The pending result came by the browser leg and the callback (each recorded as applied).
    const pending = history.filter((entry) => entry.details.TxnStatus === '2');
    expect(pending.length).toBeGreaterThan(0);
    for (const entry of pending) {
      expect(entry).toMatchObject({
        kind: 'gateway_result',
        details: { source: expect.stringMatching(/^(return|callback)$/) },
      });
    }
    // Then the staff's check: the answer its QUERY got, applied, the emails, the check itself.
    // A check that changes something is recorded by the change, not as a check of its own.
    const settledAt = kinds.findIndex(
      (kind, index) => kind === 'gateway_result' && history[index]?.details.TxnStatus === '0',
    );
    expect(kinds[0]).toBe('created');
    expect(history[settledAt]?.details).toMatchObject({ source: 'reconcile', TxnStatus: '0' });
    expect(kinds.slice(settledAt + 1, settledAt + 4).sort()).toEqual([
      'email',
      'email',
      'staff_check',
    ]);
    expect(kinds.filter((kind) => kind === 'query')).toHaveLength(0);
    expect(kinds.filter((kind) => kind === 'staff_check')).toHaveLength(3);
    expect(history.filter((entry) => entry.kind === 'staff_check').map((e) => e.details)).toEqual([
      expect.objectContaining({ outcome: 'settled', memberId: staffId }),
      expect.objectContaining({ outcome: 'already_final' }),
      expect.objectContaining({ outcome: 'already_final' }),
    ]);

    const audit = await getJson<StaffAuditPage>(apiPaths.staffAudit);
    const checks = audit.entries.filter(
      (entry) => entry.action === 'payment.checked' && entry.subject.id === paymentId,
    );
    expect(checks.map((entry) => entry.details?.outcome)).toEqual([
      'already_final',
      'already_final',
      'settled',
    ]);
    expect(checks[0]?.actor.memberId).toBe(staffId);
  });

  it('leaves a payment the gateway still has pending as it is', async () => {
    const paymentId = await startAtGateway({ amount: 17 });
    await client.followBrowserLeg(await client.decide(paymentId, 'pending'));
    await client.callbackAnswered(paymentId, '2');
    const answer = await check(paymentId);
    expect(answer.status).toBe(200);
    expect((answer.json as StaffPaymentCheck).outcome).toBe('unchanged');
    expect((answer.json as StaffPaymentCheck).detail.payment.status).toBe('pending');
    // The check repeats the legs' pending answer (as a QUERY answer): counted, not recorded again.
    const { history } = await detail(paymentId);
    const kinds = history.map((entry) => entry.kind);
    expect(kinds.slice(-2)).toEqual(['query', 'staff_check']);
    expect(kinds.filter((kind) => kind === 'gateway_result').length).toBeGreaterThan(0);
    for (const entry of history.filter((e) => e.kind === 'gateway_result')) {
      expect(entry.details.source).toMatch(/^(return|callback)$/);
    }
    expect(history.at(-2)?.details).toMatchObject({
      source: 'staff',
      answer: 'answer',
      TxnStatus: '2',
      checks: 1,
    });
  });
});

describe('the dashboard', { timeout: accountTestTimeout }, () => {
  it('counts new applications and unhandled messages from their lists', async () => {
    const before = await getJson<StaffDashboard>(apiPaths.staffDashboard);
    // Index rows as the application forms write them (the other lists' tests read them too).
    const application = async (status: 'new' | 'contacted') => {
      const id = randomUUID();
      const submittedAt = new Date().toISOString();
      await documents.send(
        new PutCommand({
          TableName: names.paymentsTable,
          Item: {
            pk: `APPLICATION#${id}`,
            sk: 'APPLICATION',
            id,
            form: 'expert',
            submittedAt,
            name: 'Dr Lee Mei Ling',
            email: `lee-${id}@example.edu.my`,
            hasCv: false,
            status,
            fields: {},
            notes: [],
            listKind: `application#${status}`,
            listedAt: submittedAt,
          },
        }),
      );
    };
    await application('new');
    await application('new');
    await application('contacted');
    // A message through the public contact route.
    const message = await call(apiPaths.contact, nextVisitor(), {
      body: {
        name: 'Farid bin Osman',
        email: `farid-${randomUUID()}@example.com`,
        message: 'Boleh saya jadi sukarelawan di Kesum pada hujung minggu?',
        language: 'bm',
      },
    });
    expect(message.status, message.text).toBe(201);
    const after = await getJson<StaffDashboard>(apiPaths.staffDashboard);
    expect(after.applications.new.count - before.applications.new.count).toBe(2);
    expect(after.messages.unhandled.count - before.messages.unhandled.count).toBe(1);
    expect(after.applications.new.more).toBe(false);
  });

  it('shows the oldest payments needing attention, oldest first, at most 10', async () => {
    const paymentId = await startAtGateway({ amount: 12 });
    const { attention } = await getJson<StaffDashboard>(apiPaths.staffDashboard);
    expect(attention.open.count).toBeGreaterThan(0);
    expect(attention.oldest.length).toBeGreaterThan(0);
    expect(attention.oldest.length).toBeLessThanOrEqual(10);
    for (const row of attention.oldest) expect(row.attention).toMatch(/^(open|review|emails)$/);
    const total = attention.open.count + attention.review.count + attention.emails.count;
    if (total <= 10) {
      expect(attention.oldest.map((row) => row.paymentId)).toContain(paymentId);
    }
  });
});
