import { GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { responseHash, responseHash2 } from '@gsk/core/payment';
import { apiPath, apiPaths, type StaffPaymentDetail } from '@gsk/core/api';
import { describe, expect, it } from 'vitest';
import { simulatorMerchant } from '../../infra/local/eghl/simulator';
import { names } from '../../infra/names';
import { campaignWithApprovedPage } from './crowdfunding-fixture';
import { moneyStack } from './crowdfunding-seed';
import { donation } from './payment-client';

/*
 * The money path's race (docs/crowdfunding.md, "What a success and a reversal move"): 51
 * donations through one supporter's page; one succeeds, then the other 50 success callbacks
 * arrive at once while the gateway's reversal of the first races them. Afterwards every totals
 * item the page's donations move (the page, its campaign, the campaign's enterprise and its
 * month, the overall totals, and the balances in sen) must equal exactly the sums over the
 * payment rows that are `success`, and the donor walls hold exactly the successful donors who
 * chose to be named. A stack of the file's own: it checks the overall totals. Visitors use the
 * loopback range 127.45.x; the campaign and its page are made through the staff's and member's routes.
 */

const { stack, urls, client, documents } = await moneyStack();

const enterprise = 'kesum';
let setupAddress = 0;
/** The addresses staff and the supporter use to set the campaign up (127.45.9.x). */
const setupFrom = () => `127.45.9.${(setupAddress += 1)}`;

/** Every successful payment row of the stack (the file's own: nothing else pays here). */
async function paymentRows(): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({
        TableName: names.paymentsTable,
        FilterExpression: 'sk = :payment',
        ExpressionAttributeValues: { ':payment': 'PAYMENT' },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    rows.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return rows;
}

const item = async (pk: string, sk: string) =>
  (
    await documents.send(
      new GetCommand({ TableName: names.paymentsTable, Key: { pk, sk }, ConsistentRead: true }),
    )
  ).Item ?? {};

const wall = async (pk: string) =>
  (
    await documents.send(
      new QueryCommand({
        TableName: names.paymentsTable,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

/** The gateway's authentic reversal (TxnStatus 9) of a payment it answered a success for. */
async function reversalOf(paymentId: string): Promise<Record<string, string>> {
  const { password } = simulatorMerchant();
  const fields: Record<string, string> = {
    ...(await client.transaction(paymentId)).response,
    TxnStatus: '9',
    TxnMessage: 'Transaction reversed',
  };
  fields.HashValue = responseHash(password, fields);
  fields.HashValue2 = responseHash2(password, fields);
  return fields;
}

describe('50 successes through one supporter’s page racing a reversal', () => {
  it('leave the page, campaign, enterprise, month and overall totals exactly the successful rows’ sums', async () => {
    // Staff create the campaign, a member starts a page, staff approve it: all through the API.
    const {
      campaign,
      page,
      client: crowdfunding,
      staff,
    } = await campaignWithApprovedPage(urls, setupFrom, { enterprise });
    const campaignId = campaign.id;
    const code = page.code;

    const started: { paymentId: string; amount: number; wall: boolean }[] = [];
    for (let index = 0; index < 51; index += 1) {
      const amount = 5 + (index % 7) * 10;
      const onWall = index % 3 === 0;
      const response = await client.start(
        donation({
          name: `Penderma ${index}`,
          amount,
          fundraiser: code,
          donor_wall: onWall,
          // Whatever the form says, a page's donation counts for its campaign's enterprise.
          enterprise: 'tanamduit',
        }),
        urls.site,
        `127.45.${Math.floor(index / 200)}.${(index % 200) + 1}`,
      );
      expect(response.status).toBe(201);
      const { paymentId, url } = (await response.json()) as { paymentId: string; url: string };
      expect((await fetch(url)).status).toBe(200);
      started.push({ paymentId, amount, wall: onWall });
    }
    const [first, ...others] = started;
    if (!first) throw new Error('no donation started');

    await client.decide(first.paymentId, 'success', false);
    expect((await client.redeliver(first.paymentId)).body).toBe('OK');
    expect((await client.ledgerRow(first.paymentId))?.status).toBe('success');

    for (const { paymentId } of others) await client.decide(paymentId, 'success', false);
    const reversal = await reversalOf(first.paymentId);
    const startedAt = Date.now();
    const answers = await Promise.all([
      ...others.map(({ paymentId }) => client.redeliver(paymentId)),
      client.callback(reversal).then(async (response) => ({
        status: response.status,
        body: await response.text(),
      })),
    ]);
    const raceMs = Date.now() - startedAt;
    const lost = answers.filter((answer) => answer.body !== 'OK').length;
    // What a lost delivery leaves, the reconciler settles by QUERY.
    if (lost > 0) await stack.reconcile();
    console.info(`race: 51 deliveries in ${raceMs} ms, ${lost} not answered OK`, [
      ...new Set(answers.map((answer) => `${answer.status} ${answer.body.slice(0, 60)}`)),
    ]);

    const rows = await paymentRows();
    const paid = rows.filter((row) => row.status === 'success');
    expect(paid).toHaveLength(50);
    expect(rows.find((row) => row.paymentId === first.paymentId)?.status).toBe('reversed');
    for (const row of rows) {
      expect(row).toMatchObject({ campaign: campaignId, fundraiser: code, enterprise });
    }
    // Staff see what a donation counted towards, and whether its donor chose the wall.
    const onWall = started.find((donation) => donation.wall && donation !== first);
    const detail = await crowdfunding.call(
      'GET',
      apiPath(apiPaths.staffPayment, { id: onWall?.paymentId ?? '' }),
      { cookie: staff.cookie },
    );
    expect(detail.status, detail.text).toBe(200);
    expect((detail.json as StaffPaymentDetail).payment).toMatchObject({
      campaign: campaignId,
      fundraiser: code,
      enterprise,
      donorWall: true,
    });
    const sum = paid.reduce((total, row) => total + Number(row.amount), 0);
    const expected = { amount: sum, contributors: paid.length };
    const withBalance = { ...expected, balanceSen: sum * 100 };

    expect(await item(`FUNDRAISER#${code}`, 'FUNDRAISER')).toMatchObject(expected);
    expect(await item('TOTALS', `CAMPAIGN#${campaignId}`)).toMatchObject(withBalance);
    expect(await item('TOTALS', `ENTERPRISE#${enterprise}`)).toMatchObject(withBalance);
    expect(await item('TOTALS', 'ALL')).toMatchObject(withBalance);
    // By the month each success was counted in (the reversal took the first from its own).
    const months = new Map<string, { amount: number; contributors: number }>();
    for (const row of paid) {
      const month = String(row.totalsDay).slice(0, 7);
      const totals = months.get(month) ?? { amount: 0, contributors: 0 };
      months.set(month, {
        amount: totals.amount + Number(row.amount),
        contributors: totals.contributors + 1,
      });
    }
    for (const [month, totals] of months) {
      expect(await item('TOTALS', `ENTERPRISE#${enterprise}#MONTH#${month}`)).toMatchObject(totals);
      expect(await item('TOTALS', `MONTH#${month}`)).toMatchObject(totals);
    }
    // Nothing counted for the enterprise the form named.
    expect(await item('TOTALS', 'ENTERPRISE#tanamduit')).toEqual({});

    const named = started
      .filter(({ wall: onWall, paymentId }) => onWall && paymentId !== first.paymentId)
      .map(({ paymentId }) => paymentId)
      .sort();
    const idsOn = (entries: Record<string, unknown>[]) =>
      entries.map((entry) => String(entry.sk).split('#')[1]).sort();
    const overallWall = await wall('WALL#ALL');
    expect(idsOn(overallWall)).toEqual(named);
    expect(idsOn(await wall(`WALL#CAMPAIGN#${campaignId}`))).toEqual(named);
    expect(first.wall).toBe(true);
    for (const entry of overallWall) {
      expect(entry).toMatchObject({
        name: expect.stringMatching(/^Penderma \d+$/),
        on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        campaign: campaignId,
        enterprise,
      });
      // The wall names only: no email, phone or amount of a donor.
      expect(Object.keys(entry).sort()).toEqual(
        ['campaign', 'enterprise', 'name', 'on', 'pk', 'sk'].sort(),
      );
    }
  }, 120_000);
});
