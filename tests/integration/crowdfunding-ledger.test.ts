import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { apiPath, apiPaths } from '@gsk/core/api';
import type {
  ApiErrorBody,
  LedgerMonth,
  PublicLedger,
  StaffAuditPage,
  StaffDisbursement,
  StaffDisbursementList,
} from '@gsk/core/api';
import { ringgitOfSen, type LedgerFund } from '@gsk/core/crowdfunding';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { ownStack } from '../support/own-stack';
import { keysUnder, localS3, objectBytes, samplePdf } from './application-client';
import { crowdfundingClient, disbursementFields, malaysianDay } from './crowdfunding-fixture';
import type { TestMember } from './member-fixture';
import { donation, paymentClient } from './payment-client';

/*
 * The public ledger (issue 30, docs/crowdfunding.md), on a stack of the file's own: its checks
 * read the overall totals, which every donation of a run moves. Donations succeed at the gateway
 * simulator for two enterprises, through a campaign and not; staff record disbursements (one
 * refused for a balance, nothing written, then confirmed as an overdraw; receipts kept private,
 * a file that is no receipt refused). Then the test recomputes raised, spent and balance per month
 * and per fund on its own, from the raw rows of the payments table (successful payments by the
 * month they were counted in, disbursements by the day paid), and compares them to the sen with
 * the public ledger of the movement and of each enterprise, and its CSV's last balance. Visitors
 * use the loopback range 127.46.100-149.x.
 */

const stack = await ownStack();
const { urls } = stack;

let visitors = 0;
const nextVisitor = () => {
  visitors += 1;
  return `127.46.${100 + (Math.floor(visitors / 250) % 50)}.${(visitors % 250) + 1}`;
};

const payments = paymentClient(urls);
const client = crowdfundingClient(urls, nextVisitor);
const s3 = localS3(urls.s3);
const documents = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: urls.dynamodb,
    region: localRegion,
    credentials: localCredentials,
  }),
);
afterAll(() => payments.close());

/** Every item of the payments table. */
const everyRow = async (): Promise<Record<string, unknown>[]> => {
  const rows: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({
        TableName: names.paymentsTable,
        ConsistentRead: true,
        ...(start && { ExclusiveStartKey: start }),
      }),
    );
    rows.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return rows;
};

/** A donation made to the end: started, paid at the simulator, its callback answered. */
const give = async (overrides: Record<string, unknown>, outcome = 'success') => {
  const started = await payments.start(donation(overrides), urls.site, nextVisitor());
  expect(started.status, await started.clone().text()).toBe(201);
  const { paymentId, url } = (await started.json()) as { paymentId: string; url: string };
  expect((await fetch(url)).status).toBe(200);
  await payments.decide(paymentId, outcome);
  await payments.callbackAnswered(paymentId, outcome === 'success' ? '0' : '1');
  return paymentId;
};

const ledgerOf = async (fund: LedgerFund): Promise<PublicLedger> => {
  const answer = await client.call('GET', apiPath(apiPaths.ledger, { fund }));
  expect(answer.status, answer.text).toBe(200);
  return answer.json as PublicLedger;
};

let staff: TestMember;
let campaignId = '';
const donorEmail = 'ledger-donor-private@example.com';

beforeAll(async () => {
  staff = await client.staff();
  campaignId = (await client.createCampaign(staff, { enterprise: 'kesum', goal: 10_000 })).id;
});

const errorOf = (json: unknown) => (json as ApiErrorBody).error;

describe('staff record disbursements', { timeout: 120_000 }, () => {
  it('takes donations for two enterprises, through a campaign and not', async () => {
    await give({ amount: 250, enterprise: 'kesum', campaign: campaignId, email: donorEmail });
    // Given through Kesum's campaign, it is Kesum's, whatever the form's enterprise said.
    await give({ amount: 100, enterprise: 'solar', campaign: campaignId });
    await give({ amount: 40, enterprise: 'kesum' });
    await give({ amount: 300, enterprise: 'solar' });
    await give({ amount: 60, enterprise: 'solar', name: 'Tan Mei Ling' });
    await give({ amount: 25 });
    await give({ amount: 999, enterprise: 'solar' }, 'failure');
    expect((await ledgerOf('all')).raisedSen).toBe(77_500);
  });

  it("records a campaign's disbursement for its enterprise, with a private receipt", async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('IHDR receipt'),
    ]);
    const answer = await client.disburse(
      staff,
      disbursementFields({ enterprise: '', campaign: campaignId, amount: '120.50' }),
      { bytes: png, filename: 'resit-dapur.png', type: 'image/png' },
    );
    expect(answer.status, answer.text).toBe(201);
    const recorded = answer.json as StaffDisbursement;
    expect(recorded).toMatchObject({
      enterprise: 'kesum',
      campaign: { id: campaignId },
      amountSen: 12_050,
      receiptName: 'resit-dapur.png',
      overdrawn: false,
    });
    expect(await keysUnder(s3, `disbursements/${recorded.id}/`)).toEqual([
      `disbursements/${recorded.id}/receipt.png`,
    ]);
    // Never public: the ledger shows no receipt; staff open it through a signed link, recorded.
    const receipt = await client.call(
      'GET',
      apiPath(apiPaths.staffDisbursementReceipt, { id: recorded.id }),
      { cookie: staff.cookie },
    );
    expect(receipt.status).toBe(303);
    const file = await fetch(receipt.location ?? '');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(png);
    const audit = (
      (await client.call('GET', apiPaths.staffAudit, { cookie: staff.cookie }))
        .json as StaffAuditPage
    ).entries.filter((entry) => entry.subject.id === recorded.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'disbursement.receipt_opened',
      'disbursement.recorded',
    ]);
    expect(audit[1]?.details).toMatchObject({ amountSen: 12_050, overdrawn: false, receipt: true });
  });

  it('refuses a file that is no receipt, a day to come and another enterprise, writing nothing', async () => {
    const before = await everyRow();
    const notReceipt = await client.disburse(staff, disbursementFields(), {
      bytes: Buffer.from('MZ not a receipt at all'),
      filename: 'resit.pdf',
      type: 'application/pdf',
    });
    expect(notReceipt.status).toBe(400);
    expect(errorOf(notReceipt.json).code).toBe('receipt_invalid');
    const tomorrow = await client.disburse(staff, disbursementFields({ paidOn: malaysianDay(1) }));
    expect(errorOf(tomorrow.json).fields).toEqual({ paidOn: 'disbursement.paidOn.invalid' });
    const otherEnterprise = await client.disburse(
      staff,
      disbursementFields({ enterprise: 'solar', campaign: campaignId }),
    );
    expect(errorOf(otherEnterprise.json).fields).toEqual({
      enterprise: 'disbursement.enterprise.invalid',
    });
    const bad = await client.disburse(
      staff,
      disbursementFields({ amount: '12.345', category: 'parties', 'description.eng': '' }),
    );
    expect(errorOf(bad.json).fields).toEqual({
      amount: 'disbursement.amount.invalid',
      category: 'disbursement.category.invalid',
      'description.eng': 'disbursement.description.required',
    });
    expect(await everyRow()).toEqual(before);
  });

  it('refuses one past a balance with nothing written, then records it overdrawn when confirmed', async () => {
    await expect(
      client.disburse(staff, disbursementFields({ enterprise: 'solar', amount: '200' })),
    ).resolves.toMatchObject({ status: 201 });
    const before = await everyRow();
    const receiptsBefore = await keysUnder(s3, 'disbursements/');
    const pdf = await samplePdf('Invois panel suria');
    const fields = disbursementFields({
      enterprise: 'solar',
      amount: '300',
      paidOn: malaysianDay(-35),
      category: 'stock',
      'description.bm': 'Panel suria untuk dua rumah',
      'description.eng': 'Solar panels for two homes',
    });
    const refused = await client.disburse(staff, fields, {
      bytes: pdf,
      filename: 'invois.pdf',
      type: 'application/pdf',
    });
    expect(refused.status).toBe(409);
    // Solar raised 300 + 60 (the 100 given through Kesum's campaign is Kesum's) and spent 200:
    // RM160.00 left; the movement's balance has room.
    expect(errorOf(refused.json)).toEqual({
      code: 'balance_insufficient',
      overdraw: { fund: 'solar', balanceSen: 16_000, amountSen: 30_000 },
    });
    expect(await everyRow()).toEqual(before);
    expect(await keysUnder(s3, 'disbursements/')).toEqual(receiptsBefore);

    const confirmed = await client.disburse(
      staff,
      { ...fields, confirmOverdraw: 'true' },
      { bytes: pdf, filename: 'invois.pdf', type: 'application/pdf' },
    );
    expect(confirmed.status, confirmed.text).toBe(201);
    const recorded = confirmed.json as StaffDisbursement;
    expect(recorded).toMatchObject({ overdrawn: true, amountSen: 30_000, enterprise: 'solar' });
    expect(await objectBytes(s3, `disbursements/${recorded.id}/receipt.pdf`)).toEqual(
      new Uint8Array(pdf),
    );
    const [entry] = (
      (await client.call('GET', apiPaths.staffAudit, { cookie: staff.cookie }))
        .json as StaffAuditPage
    ).entries.filter((each) => each.subject.id === recorded.id);
    expect(entry).toMatchObject({
      action: 'disbursement.recorded',
      details: { overdrawn: true, amountSen: 30_000, enterprise: 'solar' },
    });
    const solar = await client.call('GET', `${apiPaths.staffDisbursements}?enterprise=solar`, {
      cookie: staff.cookie,
    });
    expect(
      (solar.json as StaffDisbursementList).disbursements.map((each) => each.amountSen),
    ).toEqual([20_000, 30_000]);
  });
});

/** A fund's ledger recomputed from the raw rows alone. */
interface Recomputed {
  raisedSen: number;
  spentSen: number;
  months: LedgerMonth[];
  disbursements: number;
}

const recompute = (rows: Record<string, unknown>[], fund: LedgerFund): Recomputed => {
  const inFund = (row: Record<string, unknown>) => fund === 'all' || row.enterprise === fund;
  const byMonth = new Map<string, { raisedSen: number; spentSen: number }>();
  const monthOf = (month: string) => {
    const found = byMonth.get(month) ?? { raisedSen: 0, spentSen: 0 };
    byMonth.set(month, found);
    return found;
  };
  let raisedSen = 0;
  let spentSen = 0;
  let disbursements = 0;
  for (const row of rows.filter(inFund)) {
    const pk = String(row.pk);
    if (pk.startsWith('PAYMENT#') && row.sk === 'PAYMENT' && row.status === 'success') {
      const sen = Number(row.amount) * 100;
      raisedSen += sen;
      monthOf(String(row.totalsDay).slice(0, 7)).raisedSen += sen;
    }
    if (pk.startsWith('DISBURSEMENT#')) {
      const sen = Number(row.amountSen);
      spentSen += sen;
      disbursements += 1;
      monthOf(String(row.paidOn).slice(0, 7)).spentSen += sen;
    }
  }
  let balanceSen = 0;
  const months = [...byMonth]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, sums]) => {
      balanceSen += sums.raisedSen - sums.spentSen;
      return { month, ...sums, balanceSen };
    });
  return { raisedSen, spentSen, months, disbursements };
};

describe('the public ledger adds up to the sen', { timeout: 60_000 }, () => {
  it('recomputes raised, spent and balance per month and per fund from the rows', async () => {
    const rows = await everyRow();
    for (const fund of ['all', 'kesum', 'solar'] as const) {
      const expected = recompute(rows, fund);
      const ledger = await ledgerOf(fund);
      expect(ledger.raisedSen, fund).toBe(expected.raisedSen);
      expect(ledger.spentSen, fund).toBe(expected.spentSen);
      expect(ledger.balanceSen, fund).toBe(expected.raisedSen - expected.spentSen);
      expect(ledger.months, fund).toEqual(expected.months);
      expect(ledger.disbursements, fund).toHaveLength(expected.disbursements);
      expect(ledger.months.at(-1)?.balanceSen, fund).toBe(ledger.balanceSen);
    }
    // The figures this test's donations and disbursements make, in sen.
    const all = await ledgerOf('all');
    expect([all.raisedSen, all.spentSen, all.balanceSen]).toEqual([77_500, 62_050, 15_450]);
    expect((await ledgerOf('solar')).balanceSen).toBe(36_000 - 50_000);
    expect((await ledgerOf('kesum')).balanceSen).toBe(39_000 - 12_050);
    const disbursement = all.disbursements[0];
    expect(Object.keys(disbursement ?? {}).sort()).toEqual(
      ['amountSen', 'category', 'description', 'enterprise', 'id', 'paidOn']
        .concat(disbursement?.campaign ? ['campaign'] : [])
        .sort(),
    );
    expect(JSON.stringify(all)).not.toContain(donorEmail);
    expect(JSON.stringify(all)).not.toContain('Tan Mei Ling');
    expect((await client.call('GET', apiPath(apiPaths.ledger, { fund: 'nowhere' }))).status).toBe(
      404,
    );
  });

  it("exports the ledger as CSV in either language, its last balance the ledger's", async () => {
    const ledger = await ledgerOf('all');
    for (const [lang, headings] of [
      [
        'eng',
        ['Date', 'Entry', 'Category', 'Description', 'Received (RM)', 'Spent (RM)', 'Balance (RM)'],
      ],
      [
        'bm',
        [
          'Tarikh',
          'Catatan',
          'Kategori',
          'Keterangan',
          'Diterima (RM)',
          'Dibelanjakan (RM)',
          'Baki (RM)',
        ],
      ],
    ] as const) {
      const answer = await client.call(
        'GET',
        `${apiPath(apiPaths.ledgerExport, { fund: 'all' })}?lang=${lang}`,
      );
      expect(answer.status).toBe(200);
      const rows = parse(answer.text.replace(/^\uFEFF/, '')) as string[][];
      expect(rows[0]).toEqual(headings);
      const body = rows.slice(1);
      expect(body).toHaveLength(
        ledger.months.filter((month) => month.raisedSen > 0).length + ledger.disbursements.length,
      );
      expect(body.at(-1)?.[6]).toBe(ringgitOfSen(ledger.balanceSen));
      expect(answer.text).not.toContain(donorEmail);
    }
  });
});
