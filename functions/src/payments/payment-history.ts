import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentHistoryEntry } from '@gsk/core/api';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { errorName, logger } from '../lib/logger';

/*
 * A payment's history (what staff see on its page, functions/src/staff): append-only items in the
 * payment's own partition of the payments table, `PAYMENT#{id}` / `HISTORY#{ISO}#{rank}#{uuid}`,
 * beside its ledger row (`PAYMENT`), so one Query reads them in order. Each is put once, with a
 * condition that its key is new, and never updated. The ledger writes the entries of a transition
 * in the same transaction as the transition itself (functions/src/payments/ledger.ts); what happens
 * outside a ledger write (a QUERY sent, an email sent or failed, a staff check) is appended after
 * it by `appendHistory`, which never throws: a history that could not be written is logged and
 * never breaks the money path. The entries carry neither `listKind` nor `attention`, so neither
 * sparse index sees them, and hold no hash and no secret (`gatewayDetails`).
 *
 * A check with the gateway that changes nothing (a QUERY answered with what the ledger already
 * holds, or not answered) is not an entry of its own: `recordCheck` folds it into a run of such
 * checks, one `query` entry whose `checks` count and `lastAt` grow (the one update a history entry
 * ever gets), so a payment the gateway keeps pending gains one entry, not one a minute. What a
 * check changes is recorded by the transition it makes.
 */

/** What a history entry is about (core's PaymentHistoryEntry `kind`). */
export type HistoryKind =
  | 'created'
  | 'query'
  | 'gateway_result'
  | 'review'
  | 'expired'
  | 'reversed'
  | 'email'
  | 'staff_check'
  /** An order's stock released (its payment failed, was cancelled or expired) or taken again. */
  | 'stock'
  // A shop order's steps by staff (docs/shop.md): pack, ship, deliver, cancel, return; and the
  // refund a cancellation or return records (by the staff member).
  | 'fulfilment'
  | 'refunded';

export type HistoryDetails = PaymentHistoryEntry['details'];

/**
 * The order of entries written at one instant (a transition and what follows from it): the QUERY
 * before its answer, the answer before the review it raised, the emails after both.
 */
const rankOf: Record<HistoryKind, number> = {
  created: 0,
  query: 1,
  gateway_result: 2,
  review: 3,
  expired: 3,
  reversed: 3,
  stock: 3,
  email: 4,
  staff_check: 5,
  fulfilment: 3,
  refunded: 3,
};

const historyPrefix = 'HISTORY#';

/** A new history entry's item (its key unique: the instant, the kind's rank, a UUID). */
export function historyItem(
  paymentId: string,
  kind: HistoryKind,
  details: HistoryDetails,
  at: string,
): Record<string, unknown> {
  return {
    pk: `PAYMENT#${paymentId}`,
    sk: `${historyPrefix}${at}#${rankOf[kind]}#${randomUUID()}`,
    at,
    kind,
    details,
  };
}

/** A history entry as an item of a ledger transaction: a put that never replaces anything. */
export const historyPut = (
  paymentId: string,
  kind: HistoryKind,
  details: HistoryDetails,
  at: string,
) => ({
  Put: {
    TableName: config.paymentsTable,
    Item: historyItem(paymentId, kind, details, at),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Names of fields never copied into a history: the gateway's hashes. */
const secretField = /^HashValue/i;

/**
 * The fields of a gateway message worth keeping in a history, as received (TxnStatus, TxnMessage,
 * Amount, AuthCode, IssuingBank…), empty ones and hashes left out. The merchant password never
 * travels in a message, so it cannot be here.
 */
export function gatewayDetails(fields: Readonly<Record<string, unknown>>): HistoryDetails {
  const details: HistoryDetails = {};
  for (const [name, value] of Object.entries(fields)) {
    if (secretField.test(name)) continue;
    if (typeof value === 'string' && value !== '') details[name] = value;
    if (typeof value === 'number' || typeof value === 'boolean') details[name] = value;
  }
  return details;
}

/**
 * Appends an entry outside any ledger write (a QUERY sent, an email's outcome, a staff check).
 * Never throws: a failure is logged (no personal data) and the caller's work goes on.
 */
export async function appendHistory(
  paymentId: string,
  kind: HistoryKind,
  details: HistoryDetails,
  at = new Date().toISOString(),
): Promise<void> {
  try {
    await dynamoDb().send(new PutCommand(historyPut(paymentId, kind, details, at).Put));
  } catch (error) {
    logger.error('payment.history_failed', { paymentId, kind, code: errorName(error) });
  }
}

/** Who asked the gateway, and what came back, for a check's entry (see `recordCheck`). */
export interface CheckDetails {
  /** `reconciler`, `status_page` (the donor's pending page) or `staff`. */
  source: string;
  /**
   * `answer` (an answer the ledger already held), `refused` (an answer that failed verification),
   * `not_found` (the gateway has no such transaction), `unavailable`/`none` (no usable answer).
   */
  answer: string;
  TxnStatus?: string;
}

const sameCheck = (details: unknown, check: CheckDetails): boolean => {
  if (typeof details !== 'object' || details === null) return false;
  const held = details as Record<string, unknown>;
  return (
    typeof held.checks === 'number' &&
    held.source === check.source &&
    held.answer === check.answer &&
    held.TxnStatus === check.TxnStatus
  );
};

/**
 * Records a check with the gateway that changed nothing: counted into the payment's latest
 * entry when that is a run of the same checks (`checks` plus one, `lastAt` this check's time),
 * else the first of a new run. Never throws, as `appendHistory`.
 */
export async function recordCheck(
  paymentId: string,
  check: CheckDetails,
  at = new Date().toISOString(),
): Promise<void> {
  const details: HistoryDetails = {
    source: check.source,
    answer: check.answer,
    ...(check.TxnStatus !== undefined && { TxnStatus: check.TxnStatus }),
  };
  try {
    const { Items = [] } = await dynamoDb().send(
      new QueryCommand({
        TableName: config.paymentsTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :history)',
        ExpressionAttributeValues: { ':pk': `PAYMENT#${paymentId}`, ':history': historyPrefix },
        ScanIndexForward: false,
        Limit: 1,
        ConsistentRead: true,
      }),
    );
    const latest = Items[0];
    if (latest?.kind === 'query' && sameCheck(latest.details, check)) {
      await dynamoDb().send(
        new UpdateCommand({
          TableName: config.paymentsTable,
          Key: { pk: latest.pk, sk: latest.sk },
          UpdateExpression: 'SET details.checks = details.checks + :one, details.lastAt = :at',
          ConditionExpression: 'kind = :query AND attribute_exists(details.checks)',
          ExpressionAttributeValues: { ':one': 1, ':at': at, ':query': 'query' },
        }),
      );
      return;
    }
    await dynamoDb().send(
      new PutCommand(historyPut(paymentId, 'query', { ...details, checks: 1, lastAt: at }, at).Put),
    );
  } catch (error) {
    logger.error('payment.history_failed', { paymentId, kind: 'query', code: errorName(error) });
  }
}

/** Entries read for one payment at most (a payment's life is a few dozen steps). */
const HISTORY_MAX_ENTRIES = 1000;

/** A payment's history, oldest first. */
export async function paymentHistory(paymentId: string): Promise<PaymentHistoryEntry[]> {
  const entries: PaymentHistoryEntry[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb().send(
      new QueryCommand({
        TableName: config.paymentsTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :history)',
        ExpressionAttributeValues: { ':pk': `PAYMENT#${paymentId}`, ':history': historyPrefix },
        ConsistentRead: true,
        ...(start && { ExclusiveStartKey: start }),
      }),
    );
    for (const item of page.Items ?? []) {
      entries.push({
        at: String(item.at),
        kind: String(item.kind),
        details: (item.details ?? {}) as HistoryDetails,
      });
    }
    start = page.LastEvaluatedKey;
  } while (start && entries.length < HISTORY_MAX_ENTRIES);
  return entries;
}
