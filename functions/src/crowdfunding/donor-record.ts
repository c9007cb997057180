import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { Bilingual, OwnDonation, OwnDonations } from '@gsk/core/api';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import { isPaymentId } from '@gsk/core/payment';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { notFound } from '../lib/errors';
import { getEvent } from '../events/events';
import { donorPointerKey, fundraiserKey, paymentKey, type PaymentRecord } from '../payments/ledger';
import { campaignKey } from './attribution';
import type { ReceiptDonation } from './receipt-text';

/*
 * A donor's own record (docs/crowdfunding.md, "A donor's own record"): the payments whose donor
 * pointer (`DONOR#{mobile}`, written with the payment) is under the signed-in member's mobile,
 * which is theirs by the sign-up's texted code. Those made while signed in and those where the
 * donor typed that number are both there.
 */

/** Statuses a donor's record shows: what was paid, is still settling, or was taken back. */
const shownStatuses = new Set(['success', 'pending', 'reversed', 'refunded']);

/** BatchGetItem's most keys in one request. */
const batchSize = 100;

/**
 * Items of the payments table by key in batches, the unprocessed ones asked again; in no
 * particular order (also the shop's member's orders).
 */
export async function batchGet(keys: Record<string, string>[]): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += batchSize) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(start, start + batchSize);
    for (let attempt = 0; pending && pending.length > 0 && attempt < 8; attempt += 1) {
      const answer: BatchGetCommandOutput = await dynamoDb().send(
        new BatchGetCommand({
          RequestItems: { [config.paymentsTable]: { Keys: pending, ConsistentRead: true } },
        }),
      );
      items.push(...(answer.Responses?.[config.paymentsTable] ?? []));
      pending = answer.UnprocessedKeys?.[config.paymentsTable]?.Keys;
    }
  }
  return items;
}

/** The payment ids pointed to from a mobile, newest first. */
async function pointedPayments(mobile: string): Promise<string[]> {
  const ids: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb().send(
      new QueryCommand({
        TableName: config.paymentsTable,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `DONOR#${mobile}` },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (typeof item.paymentId === 'string') ids.push(item.paymentId);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return ids;
}

/** The titles a donation's campaign, page and event have, by id. */
interface Titles {
  campaigns: Map<string, Bilingual>;
  fundraisers: Map<string, string>;
  events: Map<string, Bilingual>;
}

async function titlesOf(payments: readonly PaymentRecord[]): Promise<Titles> {
  const distinct = (pick: (payment: PaymentRecord) => string | undefined) => [
    ...new Set(payments.map(pick).filter((value): value is string => Boolean(value))),
  ];
  const campaignIds = distinct((payment) => payment.campaign);
  const codes = distinct((payment) => payment.fundraiser);
  const eventIds = distinct((payment) => payment.event);
  const items = await batchGet([...campaignIds.map(campaignKey), ...codes.map(fundraiserKey)]);
  const campaigns = new Map<string, Bilingual>();
  const fundraisers = new Map<string, string>();
  for (const item of items) {
    if (item.sk === 'CAMPAIGN' && typeof item.id === 'string') {
      campaigns.set(item.id, item.title as Bilingual);
    }
    if (item.sk === 'FUNDRAISER' && typeof item.code === 'string') {
      fundraisers.set(item.code, String(item.title));
    }
  }
  const events = new Map<string, Bilingual>();
  for (const id of eventIds) {
    const event = await getEvent(id);
    if (event) events.set(id, event.title);
  }
  return { campaigns, fundraisers, events };
}

/** A member's donations (by their mobile), the ones a record shows, newest first, and titles. */
async function donationsOf(mobile: string): Promise<{ payments: PaymentRecord[]; titles: Titles }> {
  const ids = await pointedPayments(mobile);
  const rows = (await batchGet(ids.map(paymentKey))) as unknown as PaymentRecord[];
  const payments = rows
    .filter((payment) => shownStatuses.has(payment.status))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { payments, titles: await titlesOf(payments) };
}

const yearOf = (instant: string) => Number(malaysianDate(instant).slice(0, 4));

/** A donation as its owner's record lists it. */
function ownDonation(payment: PaymentRecord, titles: Titles): OwnDonation {
  const campaignTitle = payment.campaign && titles.campaigns.get(payment.campaign);
  const fundraiserTitle = payment.fundraiser && titles.fundraisers.get(payment.fundraiser);
  const eventTitle = payment.event && titles.events.get(payment.event);
  return {
    paymentId: payment.paymentId,
    amount: payment.amount,
    status: payment.status,
    createdAt: payment.createdAt,
    ...(payment.paidAt && { paidAt: payment.paidAt }),
    ...(payment.enterprise && { enterprise: payment.enterprise }),
    ...(payment.campaign &&
      campaignTitle && { campaign: { id: payment.campaign, title: campaignTitle } }),
    ...(payment.fundraiser &&
      fundraiserTitle !== undefined && {
        fundraiser: { code: payment.fundraiser, title: fundraiserTitle },
      }),
    ...(payment.event && eventTitle && { event: { id: payment.event, title: eventTitle } }),
    receipt: payment.status === 'success',
  };
}

/** A successful donation as its receipt describes it. */
function receiptDonation(payment: PaymentRecord, titles: Titles): ReceiptDonation {
  const own = ownDonation(payment, titles);
  return {
    paymentId: payment.paymentId,
    amount: payment.amount,
    paidAt: payment.paidAt ?? payment.updatedAt,
    name: payment.name,
    ...(own.enterprise && { enterprise: own.enterprise }),
    ...(own.campaign && { campaign: { title: own.campaign.title } }),
    ...(own.fundraiser && { fundraiser: { title: own.fundraiser.title } }),
    ...(own.event && { event: { title: own.event.title } }),
    ...(payment.gateway?.PymtMethod && { method: payment.gateway.PymtMethod }),
    ...(payment.identityNo && { identityNo: payment.identityNo }),
  };
}

/** The member's donations record (`OwnDonations`): newest first, and the years with a success. */
export async function ownDonations(mobile: string): Promise<OwnDonations> {
  const { payments, titles } = await donationsOf(mobile);
  const years = new Set(
    payments
      .filter((payment) => payment.status === 'success' && payment.paidAt)
      .map((payment) => yearOf(payment.paidAt ?? '')),
  );
  return {
    donations: payments.map((payment) => ownDonation(payment, titles)),
    statementYears: [...years].sort((a, b) => b - a),
  };
}

/**
 * One successful donation of the member's, for its receipt: the payment must be a success and
 * its pointer under the member's mobile; anything else is a 404 `donation_not_found`, the same
 * for someone else's donation as for none at all.
 */
export async function ownReceipt(mobile: string, paymentId: string): Promise<ReceiptDonation> {
  const missing = () => notFound('donation_not_found');
  if (!isPaymentId(paymentId)) throw missing();
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.paymentsTable,
      Key: paymentKey(paymentId),
      ConsistentRead: true,
    }),
  );
  const payment = Item as PaymentRecord | undefined;
  if (!payment || payment.status !== 'success') throw missing();
  const { Item: pointer } = await dynamoDb().send(
    new GetCommand({
      TableName: config.paymentsTable,
      Key: donorPointerKey(mobile, payment.createdAt, paymentId),
      ConsistentRead: true,
    }),
  );
  if (!pointer) throw missing();
  return receiptDonation(payment, await titlesOf([payment]));
}

/** The member's successful donations of a Malaysian year (404 `donation_not_found` when none). */
export async function ownYear(mobile: string, year: number): Promise<ReceiptDonation[]> {
  const { payments, titles } = await donationsOf(mobile);
  const paid = payments.filter(
    (payment) => payment.status === 'success' && payment.paidAt && yearOf(payment.paidAt) === year,
  );
  if (paid.length === 0) throw notFound('donation_not_found');
  return paid.map((payment) => receiptDonation(payment, titles));
}
