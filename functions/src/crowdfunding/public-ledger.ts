import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { LedgerMonth, PublicLedger } from '@gsk/core/api';
import type { LedgerFund } from '@gsk/core/crowdfunding';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { listingAll } from '../staff/listing';
import { totalsPk, totalsRowOf } from './campaigns';
import {
  campaignsOf,
  disbursementListKind,
  disbursementOf,
  publicDisbursement,
  type StoredDisbursement,
} from './disbursements';
import { queryAll } from './query-all';

/*
 * The public ledger of a fund (`all`, or an enterprise by slug), read from the totals the ledger's
 * transactions keep (docs/crowdfunding.md): raised is the fund's `amount` × 100 sen, spent its
 * `spentSen`, and the balance raised − spent, computed here rather than read from `balanceSen`, so
 * what the page shows always adds up. Months come from the month items (`MONTH#…` for the
 * movement, `ENTERPRISE#{slug}#MONTH#…` for an enterprise), oldest first, with the balance at each
 * month's end. Disbursements come from the `listing` index (`disbursement`), newest first, without
 * receipt or staff. Nothing here is a donor's: totals are sums, and a name only ever reaches the
 * donor wall when its donor chose so.
 */

const totalsSkOf = (fund: LedgerFund) => (fund === 'all' ? 'ALL' : `ENTERPRISE#${fund}`);
const monthPrefixOf = (fund: LedgerFund) =>
  fund === 'all' ? 'MONTH#' : `ENTERPRISE#${fund}#MONTH#`;

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** The fund's month items, oldest first, with each month's balance at its end. */
async function monthsOf(fund: LedgerFund): Promise<LedgerMonth[]> {
  const prefix = monthPrefixOf(fund);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': totalsPk, ':prefix': prefix },
    ConsistentRead: true,
  });
  let balanceSen = 0;
  return items
    .map((item) => ({
      month: String(item.sk).slice(prefix.length),
      raisedSen: numberOf(item.amount) * 100,
      spentSen: numberOf(item.spentSen),
    }))
    .filter((month) => /^\d{4}-\d{2}$/.test(month.month))
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((month) => {
      balanceSen += month.raisedSen - month.spentSen;
      return { ...month, balanceSen };
    });
}

/** The fund's disbursements, newest first (an enterprise's: those recorded for it). */
export async function disbursementsOf(fund: LedgerFund): Promise<StoredDisbursement[]> {
  const items = await listingAll({
    kind: disbursementListKind,
    ...(fund !== 'all' && {
      filter: { expression: 'enterprise = :enterprise', values: { ':enterprise': fund } },
    }),
  });
  return items.map(disbursementOf);
}

/** The public ledger of a fund (the caller checked `isLedgerFund`). */
export async function publicLedger(fund: LedgerFund): Promise<PublicLedger> {
  const [{ Item }, months, disbursements] = await Promise.all([
    dynamoDb().send(
      new GetCommand({
        TableName: config.paymentsTable,
        Key: { pk: totalsPk, sk: totalsSkOf(fund) },
        ConsistentRead: true,
      }),
    ),
    monthsOf(fund),
    disbursementsOf(fund),
  ]);
  const totals = totalsRowOf(Item);
  const raisedSen = totals.amount * 100;
  const campaigns = await campaignsOf(disbursements);
  return {
    fund,
    raisedSen,
    spentSen: totals.spentSen,
    balanceSen: raisedSen - totals.spentSen,
    contributors: totals.contributors,
    months,
    disbursements: disbursements.map((each) => publicDisbursement(each, campaigns)),
  };
}
