import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { CampaignTotals, LedgerStatus, Totals } from '@gsk/core/api';
import { enterpriseSlugs, type EnterpriseSlug } from '@gsk/core/enterprise';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import type { Language } from '@gsk/core/i18n/language';
import { EmailClaims } from '../email/claims';
import type {
  EmailOutcome as GenericEmailOutcome,
  EmailStatus,
  TransitionOutcome,
} from '../email/claims';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from '../lib/dynamo-conditions';
import {
  buyerPointerKey,
  isOrder,
  orderListKind,
  productKey,
  shopTotalsChange,
  stockBack,
  stockTake,
  type OrderFields,
} from '../shop/records';
import { gatewayDetails, historyPut, type HistoryDetails } from './payment-history';

/**
 * The payments ledger and the campaign totals in one DynamoDB table (keys `pk`, `sk`):
 * - a payment: pk `PAYMENT#{paymentId}`, sk `PAYMENT`;
 * - the totals: pk `TOTALS`, sk `ALL` and `ENTERPRISE#{slug}`, each with `amount` (ringgit) and
 *   `contributors` (successful donations); and the same per Malaysian calendar day and month of
 *   the success, sk `DAY#YYYY-MM-DD` and `MONTH#YYYY-MM` (the staff dashboard's "today" and "this
 *   month"). A success records the day it was counted in (`totalsDay`), and its reversal takes it
 *   back from that day and month, so a day's figure is what that day's successes still hold;
 *   a success recorded before day totals existed has no `totalsDay` and moves only the others;
 * - crowdfunding's items (docs/crowdfunding.md, "Data model"): the enterprise's months, the
 *   campaigns', events' and supporters' pages' totals, the funds' `balanceSen`, the donor walls
 *   (`WALL#…`) and the donors' pointers (`DONOR#{mobile}`, written with the payment);
 * - a payment's history: pk `PAYMENT#{paymentId}`, sk `HISTORY#…` (payment-history.ts),
 *   written by the same transaction as each transition below.
 * Every payment is in the staff's list (the sparse `listing` index: `listKind` `payment`,
 * `listedAt` its creation, `emailKey` its email in lower case for an exact, case-blind search).
 * Every change is a conditional write, so duplicate or concurrent deliveries of one gateway result
 * make at most one transition, and the totals move only with the write that makes a payment succeed
 * (or, reversed, the one that takes it back).
 *
 * A payment needing attention carries `attention` (`open`, `emails` or `review`) and
 * `attentionSince`, the keys of the sparse `attention` index (infra/resources.ts): set and removed
 * by the same writes that change the row, so the reconciler and staff find these rows without a
 * scan. `open`: not settled yet; `emails`: a receipt or staff notice is unsent; `review`: the
 * gateway said something that contradicts the ledger or that the flow does not expect, and a
 * person must look (it stays until staff clear it; owed emails of such rows are still sent).
 */

export type { CampaignTotals, LedgerStatus, Totals };

/** Statuses a payment can still leave. */
const openStatuses = ['initiated', 'pending'] as const;

/** State of one email of a payment (the donor's receipt, the admins' notice, the review notice). */
export type { EmailStatus };

/**
 * The emails a payment can owe: a successful one the donor's receipt and the staff notice; one
 * flagged for review the staff's review notice.
 */
export type PaymentEmail = 'receipt' | 'notice' | 'reviewNotice';

/** Why a payment needs attention (the `attention` index's partition). */
export type Attention = 'open' | 'emails' | 'review';

/**
 * Why a payment was flagged for review: a success after a recorded failure or expiry (recorded as
 * paid), a failure after a recorded success (left paid), or a result the flow does not expect.
 */
export type ReviewReason = 'late_success' | 'failure_after_success' | 'unexpected_result';

/** The gateway's authentic answer last applied to a payment, as received (for the status page). */
export type GatewayFields = Readonly<Record<string, string>>;

/** A payment as the ledger keeps it. */
export interface PaymentRecord {
  paymentId: string;
  status: LedgerStatus;
  /** Whole ringgit. */
  amount: number;
  currency: string;
  name: string;
  email: string;
  phone: string;
  notes?: string;
  enterprise?: EnterpriseSlug;
  language: Language;
  custIp: string;
  /** The site origin the donor came from (where the return leg redirects). */
  origin: string;
  createdAt: string;
  updatedAt: string;
  /** When the success was recorded. */
  paidAt?: string;
  gateway?: GatewayFields;
  /** Last time the API sent a QUERY for this payment. */
  lastQueryAt?: string;
  receiptStatus?: EmailStatus;
  receiptError?: string;
  noticeStatus?: EmailStatus;
  noticeError?: string;
  reviewNoticeStatus?: EmailStatus;
  reviewNoticeError?: string;
  /** When the emails were last claimed for sending. */
  emailClaimedAt?: string;
  /** Claims of the emails so far; also the version a new claim must match. */
  emailAttempts?: number;
  /** When owed emails may next be tried: a claim's lease, or a failure's backoff. */
  nextEmailAt?: string;
  attention?: Attention;
  attentionSince?: string;
  review?: ReviewReason;
  /** The gateway's answer that raised the review, kept as received. */
  reviewGateway?: GatewayFields;
  reviewAt?: string;
  /** When a success was reversed or refunded, and the gateway's answer that said so. */
  reversedAt?: string;
  reversalGateway?: GatewayFields;
  /** When the reconciler expired a payment the gateway never saw. */
  expiredAt?: string;
  /** The Malaysian day (`YYYY-MM-DD`) whose totals count the success (see `totalsChange`). */
  totalsDay?: string;
  /**
   * Crowdfunding's attribution (docs/crowdfunding.md, "Attribution"), decided when the payment
   * started: the campaign, supporter's page and event it counts towards (`enterprise` is then the
   * campaign's), whether the donor chose the donor wall, the member signed in when giving, the
   * mobile of its donor pointer, and the identity-card number (only while the LHDN setting is on).
   */
  campaign?: string;
  fundraiser?: string;
  event?: string;
  donorWall?: boolean;
  memberId?: string;
  donorKey?: string;
  identityNo?: string;
  /** A shop order's payment (docs/shop.md): its lines and delivery are on the row (shop/records.ts). */
  kind?: 'order';
  /**
   * The staff list's keys (the `listing` index: `order#{orderState}` for an order's, so the
   * console lists orders by state) and the email as searched.
   */
  listKind?: 'payment' | `order#${string}`;
  listedAt?: string;
  emailKey?: string;
}

/** A new payment: what `Ledger.create` stores with status `initiated`. */
export type NewPayment = Pick<
  PaymentRecord,
  | 'paymentId'
  | 'amount'
  | 'currency'
  | 'name'
  | 'email'
  | 'phone'
  | 'notes'
  | 'enterprise'
  | 'language'
  | 'custIp'
  | 'origin'
  | 'createdAt'
  | 'campaign'
  | 'fundraiser'
  | 'event'
  | 'donorWall'
  | 'memberId'
  | 'donorKey'
  | 'identityNo'
>;

/** A new order's payment: a payment's fields and the order's (docs/shop.md, "Checkout"). */
export type NewOrder = NewPayment &
  Pick<OrderFields, 'kind' | 'lines' | 'subtotalSen' | 'shippingSen' | 'totalSen' | 'delivery'>;

/**
 * Thrown by `Ledger.createOrder` when a variant had too little stock left (or another price), or
 * a product was no longer on sale: nothing was written.
 */
export class StockRefused extends Error {
  constructor(readonly paymentId: string) {
    super(`Order ${paymentId} refused: stock, price or product changed`);
    this.name = 'StockRefused';
  }
}

/** The outcome of sending one owed email of a payment. */
export type EmailOutcome = GenericEmailOutcome<PaymentEmail>;

/** What a conditional transition did. */
export type { TransitionOutcome };

/** Thrown by `Ledger.create` when the PaymentID is already in the ledger. */
export class PaymentIdTaken extends Error {
  constructor(readonly paymentId: string) {
    super(`PaymentID ${paymentId} is already in the ledger`);
    this.name = 'PaymentIdTaken';
  }
}

/** The key of a payment's row. */
export const paymentKey = (paymentId: string) => ({ pk: `PAYMENT#${paymentId}`, sk: 'PAYMENT' });
const totalsPk = 'TOTALS';
const overallSk = 'ALL';
const enterpriseSk = (slug: string) => `ENTERPRISE#${slug}`;
/** The totals of one Malaysian calendar day (`YYYY-MM-DD`) and of its month. */
export const daySk = (day: string) => `DAY#${day}`;
export const monthSk = (day: string) => `MONTH#${day.slice(0, 7)}`;
/** An enterprise's month (raised and spent that month: the public ledger's chart). */
export const enterpriseMonthSk = (slug: string, day: string) =>
  `ENTERPRISE#${slug}#MONTH#${day.slice(0, 7)}`;
/** A campaign's and a fundraising event's totals. */
export const campaignSk = (id: string) => `CAMPAIGN#${id}`;
export const eventSk = (id: string) => `EVENT#${id}`;
/** A supporter's page (its totals live on the page's own item). */
export const fundraiserKey = (code: string) => ({ pk: `FUNDRAISER#${code}`, sk: 'FUNDRAISER' });
/** A donor's pointer to one of their payments (the member's own record reads these). */
export const donorPointerKey = (mobile: string, createdAt: string, paymentId: string) => ({
  pk: `DONOR#${mobile}`,
  sk: `${createdAt}#${paymentId}`,
});
/** The donor walls a success of a named donor appears on, overall and its campaign's. */
export const wallKeys = (payment: PaymentRecord, paidAt: string) => {
  const sk = `${paidAt}#${payment.paymentId}`;
  return [
    { pk: 'WALL#ALL', sk },
    ...(payment.campaign ? [{ pk: `WALL#CAMPAIGN#${payment.campaign}`, sk }] : []),
  ];
};
/** Longest name a donor wall shows. */
const wallNameMax = 60;

/** Where a gateway result came from (apply-result.ts `ResultSource`), for the history. */
export type HistorySource = string;

/** DynamoDB cancels one of two transactions racing on an item; the loser may simply try again. */
const isTransactionConflict = (error: unknown): boolean =>
  error instanceof TransactionCanceledException &&
  (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict') &&
  !isConditionFailure(error);

/**
 * Attempts of a transaction that keeps losing races before the error goes to the caller. A
 * campaign's busy hour sends many successes at once, each moving the same totals items (`ALL`,
 * the enterprise's, the campaign's, the page's): DynamoDB cancels all but one of the transactions
 * that overlap, so the losers wait a random, growing time (full jitter) and try again. A caller
 * that still loses answers the gateway an error; the gateway re-sends, and the reconciler settles
 * by QUERY whatever is left.
 */
const maxTransactionAttempts = 12;
/** The backoff's first ceiling and its cap, in ms. */
const backoffBaseMs = 20;
const backoffCapMs = 1_000;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/**
 * The totals' share of a payment (docs/crowdfunding.md, "What a success and a reversal move"):
 * `sign` 1 adds its amount and one contributor to the overall totals, its enterprise's, those of
 * `day` (the Malaysian day of the success), its month and its enterprise's month, its campaign's,
 * its event's and its supporter's page's, and its amount in sen to the balances of the overall,
 * enterprise and campaign funds; -1 takes them all back (from the day and month the success was
 * counted in; none of those when `day` is undefined, a success from before day totals existed).
 * The page's item exists (it was approved before the payment could name it): the update adds to
 * it without a condition, so a payment never fails over its page.
 */
const totalsChange = (
  payment: PaymentRecord,
  sign: 1 | -1,
  now: string,
  day: string | undefined,
): TransactItems => {
  const values = { ':amount': sign * payment.amount, ':one': sign, ':now': now };
  const change = {
    UpdateExpression: 'ADD amount :amount, contributors :one SET updatedAt = :now',
    ExpressionAttributeValues: values,
  };
  // The funds of the public ledger also keep a balance, in sen (disbursements have cents).
  const fundChange = {
    UpdateExpression: 'ADD amount :amount, contributors :one, balanceSen :sen SET updatedAt = :now',
    ExpressionAttributeValues: { ...values, ':sen': sign * payment.amount * 100 },
  };
  const totals = (sk: string) => ({ pk: totalsPk, sk });
  const keys: { Key: Record<string, string>; fund: boolean }[] = [
    { Key: totals(overallSk), fund: true },
  ];
  if (payment.enterprise) keys.push({ Key: totals(enterpriseSk(payment.enterprise)), fund: true });
  if (day) {
    keys.push({ Key: totals(daySk(day)), fund: false }, { Key: totals(monthSk(day)), fund: false });
    if (payment.enterprise) {
      keys.push({ Key: totals(enterpriseMonthSk(payment.enterprise, day)), fund: false });
    }
  }
  if (payment.campaign) keys.push({ Key: totals(campaignSk(payment.campaign)), fund: true });
  if (payment.event) keys.push({ Key: totals(eventSk(payment.event)), fund: false });
  if (payment.fundraiser) keys.push({ Key: fundraiserKey(payment.fundraiser), fund: false });
  return keys.map(({ Key, fund }) => ({
    Update: { TableName: config.paymentsTable, Key, ...(fund ? fundChange : change) },
  }));
};

/**
 * The donor wall's share of a success of a donor who chose to be named (none otherwise): its
 * entries put on success (`paidAt` the success's time) and deleted by its reversal.
 */
const wallChange = (payment: PaymentRecord, paidAt: string, add: boolean): TransactItems => {
  if (!payment.donorWall) return [];
  const on = malaysianDate(paidAt);
  return wallKeys(payment, paidAt).map((Key) =>
    add
      ? {
          Put: {
            TableName: config.paymentsTable,
            Item: {
              ...Key,
              name: payment.name.trim().slice(0, wallNameMax),
              on,
              ...(payment.campaign && { campaign: payment.campaign }),
              ...(payment.enterprise && { enterprise: payment.enterprise }),
            },
          },
        }
      : { Delete: { TableName: config.paymentsTable, Key } },
  );
};

/** A gateway result's history details: its source and the fields as received (no hashes). */
const resultDetails = (
  gateway: GatewayFields,
  source: HistorySource | undefined,
): HistoryDetails => ({
  ...(source && { source }),
  ...gatewayDetails(gateway),
});

/**
 * Runs a transaction, trying again when it loses a race; `refused` with the indexes of the items
 * whose condition failed.
 */
const transactNaming = async (
  items: TransactItems,
): Promise<{ outcome: TransitionOutcome; failed: number[] }> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dynamoDb().send(new TransactWriteCommand({ TransactItems: items }));
      return { outcome: 'changed', failed: [] };
    } catch (error) {
      if (isConditionFailure(error)) {
        const reasons =
          error instanceof TransactionCanceledException ? error.CancellationReasons : [];
        const failed = (reasons ?? []).flatMap((reason, index) =>
          reason.Code === 'ConditionalCheckFailed' ? [index] : [],
        );
        return { outcome: 'refused', failed };
      }
      if (!isTransactionConflict(error) || attempt >= maxTransactionAttempts) throw error;
      const ceiling = Math.min(backoffCapMs, backoffBaseMs * 2 ** (attempt - 1));
      await pause(Math.floor(Math.random() * ceiling) + 1);
    }
  }
};

/** Runs a transaction, trying again when it loses a race; `refused` when a condition fails. */
const transact = async (items: TransactItems): Promise<TransitionOutcome> =>
  (await transactNaming(items)).outcome;

const toRecord = (item: Record<string, unknown>): PaymentRecord => {
  const { pk: _pk, sk: _sk, ...record } = item;
  return record as unknown as PaymentRecord;
};

const zero = (): Totals => ({ amount: 0, contributors: 0 });

const readTotals = (item: Record<string, unknown> | undefined): Totals => ({
  amount: typeof item?.amount === 'number' ? item.amount : 0,
  contributors: typeof item?.contributors === 'number' ? item.contributors : 0,
});

/** An order's units, for its history's stock entries. */
const unitsOf = (order: OrderFields) => ({
  units: order.lines.reduce((sum, line) => sum + line.quantity, 0),
});

/**
 * Takes a late success's stock again (docs/shop.md, "Late success"): its failure or expiry
 * released it, so the variants may have sold it since. One transaction, on condition that the
 * order does not hold its stock (`stockHeld: false → true`), so a retake happens at most once;
 * refused for want of stock, the order is marked `stockShort` for staff to refund or restock.
 */
const retakeStock = async (order: PaymentRecord & OrderFields, now: string): Promise<void> => {
  const key = paymentKey(order.paymentId);
  const notHeld = {
    ConditionExpression: 'attribute_exists(pk) AND stockHeld = :false',
    ExpressionAttributeValues: { ':false': false, ':true': true, ':now': now },
  };
  const taken = await transact([
    {
      Update: {
        TableName: config.paymentsTable,
        Key: key,
        UpdateExpression: 'SET stockHeld = :true, updatedAt = :now',
        ...notHeld,
      },
    },
    ...stockTake(order.lines, now),
    historyPut(order.paymentId, 'stock', { change: 'retaken', ...unitsOf(order) }, now),
  ]);
  if (taken === 'changed') return;
  await transact([
    {
      Update: {
        TableName: config.paymentsTable,
        Key: key,
        UpdateExpression: 'SET stockShort = :true, updatedAt = :now',
        ...notHeld,
      },
    },
    historyPut(order.paymentId, 'stock', { change: 'short', ...unitsOf(order) }, now),
  ]);
};

/** The ledger's operations; each is one DynamoDB request. */
export const Ledger = {
  /**
   * Stores a new payment as `initiated`, in the staff's list, with its history's first entry (the
   * signed request's fields, `request`, without its hash) in the same transaction; throws
   * `PaymentIdTaken` if its PaymentID exists.
   */
  async create(
    payment: NewPayment,
    request: Readonly<Record<string, unknown>> = {},
  ): Promise<PaymentRecord> {
    const record: PaymentRecord = {
      ...payment,
      status: 'initiated',
      updatedAt: payment.createdAt,
      attention: 'open',
      attentionSince: payment.createdAt,
      listKind: 'payment',
      listedAt: payment.createdAt,
      emailKey: payment.email.toLowerCase(),
    };
    const created = await transact([
      {
        Put: {
          TableName: config.paymentsTable,
          Item: { ...paymentKey(payment.paymentId), ...record },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      historyPut(payment.paymentId, 'created', gatewayDetails(request), payment.createdAt),
      // The donor's own record finds the payment by its pointer (docs/crowdfunding.md).
      ...(payment.donorKey
        ? [
            {
              Put: {
                TableName: config.paymentsTable,
                Item: {
                  ...donorPointerKey(payment.donorKey, payment.createdAt, payment.paymentId),
                  paymentId: payment.paymentId,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ]
        : []),
    ]);
    if (created === 'refused') throw new PaymentIdTaken(payment.paymentId);
    return record;
  },

  /**
   * Stores a new order's payment as `initiated` (docs/shop.md, "Checkout") and reserves its stock
   * in ONE transaction: the row (`orderState` `awaiting_payment`, `stockHeld`), its history's
   * first entry, per variant `stock - q` on condition that enough is left at the price it was
   * priced at (`stockTake`), per product a check that it is still on sale, and the signed-in
   * buyer's pointer. Throws `PaymentIdTaken` when the PaymentID exists (item 0 refused) and
   * `StockRefused` when any variant or product refused: then nothing was written. `priced` maps
   * `{product}|{sku}` to the unit price in sen the order was priced at.
   */
  async createOrder(
    order: NewOrder,
    request: Readonly<Record<string, unknown>>,
    priced: ReadonlyMap<string, number>,
  ): Promise<PaymentRecord & OrderFields> {
    const state = 'awaiting_payment';
    const record: PaymentRecord & OrderFields = {
      ...order,
      status: 'initiated',
      updatedAt: order.createdAt,
      attention: 'open',
      attentionSince: order.createdAt,
      stockHeld: true,
      orderState: state,
      listKind: orderListKind(state),
      listedAt: order.createdAt,
      emailKey: order.email.toLowerCase(),
    };
    const products = [...new Set(order.lines.map((line) => line.product))];
    const { outcome, failed } = await transactNaming([
      {
        Put: {
          TableName: config.paymentsTable,
          Item: { ...paymentKey(order.paymentId), ...record },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      historyPut(order.paymentId, 'created', gatewayDetails(request), order.createdAt),
      ...stockTake(order.lines, order.createdAt, priced),
      ...products.map((slug) => ({
        ConditionCheck: {
          TableName: config.paymentsTable,
          Key: productKey(slug),
          ConditionExpression: '#status = :onSale',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':onSale': 'on_sale' },
        },
      })),
      // The member's "My orders" finds the order by its pointer.
      ...(order.memberId
        ? [
            {
              Put: {
                TableName: config.paymentsTable,
                Item: {
                  ...buyerPointerKey(order.memberId, order.createdAt, order.paymentId),
                  orderId: order.paymentId,
                },
              },
            },
          ]
        : []),
    ]);
    if (outcome === 'refused') {
      if (failed.includes(0)) throw new PaymentIdTaken(order.paymentId);
      throw new StockRefused(order.paymentId);
    }
    return record;
  },

  /** The payment with this PaymentID, read consistently, or undefined. */
  async get(paymentId: string): Promise<PaymentRecord | undefined> {
    const { Item } = await dynamoDb().send(
      new GetCommand({
        TableName: config.paymentsTable,
        Key: paymentKey(paymentId),
        ConsistentRead: true,
      }),
    );
    return Item ? toRecord(Item) : undefined;
  },

  /**
   * Makes a payment succeed and adds its amount to the totals (`totalsChange`: overall, its
   * enterprise's, campaign's, event's and page's, the day's and months', the funds' balances) and
   * its donor to the walls when they chose to be named, in one transaction: the payment must still be open (or, with `late`, failed, cancelled or
   * expired: a late bank confirmation, flagged for review) and have exactly this amount. The emails are claimed by
   * the same write (`leaseUntil`), so only the caller that made the transition sends them.
   */
  async succeed(
    payment: PaymentRecord,
    gateway: GatewayFields,
    now: string,
    leaseUntil: string,
    late = false,
    source?: HistorySource,
  ): Promise<TransitionOutcome> {
    const table = config.paymentsTable;
    const day = malaysianDate(now);
    const order = isOrder(payment) ? payment : undefined;
    const items: TransactItems = [
      {
        Update: {
          TableName: table,
          Key: paymentKey(payment.paymentId),
          UpdateExpression:
            'SET #status = :success, gateway = :gateway, paidAt = :now, updatedAt = :now, ' +
            'receiptStatus = :sending, noticeStatus = :sending, emailClaimedAt = :now, ' +
            'nextEmailAt = :lease, attention = :attention, attentionSince = :now, ' +
            'totalsDay = :day' +
            (order ? ', fulfilment = :paid, orderState = :paid, listKind = :paidKind' : '') +
            (late
              ? ', review = :review, reviewGateway = :previous, reviewAt = :now, ' +
                'reviewNoticeStatus = :sending'
              : '') +
            ' ADD emailAttempts :one',
          ConditionExpression: late
            ? 'attribute_exists(pk) AND #status IN (:failed, :cancelled, :expired) AND amount = :amount'
            : 'attribute_exists(pk) AND #status IN (:initiated, :pending) AND amount = :amount',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':success': 'success',
            ':gateway': gateway,
            ':now': now,
            ':lease': leaseUntil,
            ':sending': 'sending',
            ':one': 1,
            ':amount': payment.amount,
            ':day': day,
            ...(order && { ':paid': 'paid', ':paidKind': orderListKind('paid') }),
            ...(late
              ? {
                  ':attention': 'review',
                  ':review': 'late_success',
                  // What the ledger held before: the failure's fields, or none for an expiry.
                  ':previous': payment.gateway ?? {},
                  ':failed': 'failed',
                  ':cancelled': 'cancelled',
                  ':expired': 'expired',
                }
              : {
                  ':attention': 'emails',
                  ':initiated': openStatuses[0],
                  ':pending': openStatuses[1],
                }),
          },
        },
      },
      // An order moves the shop's totals and no donor wall (docs/shop.md, "Success").
      ...(order
        ? shopTotalsChange(order, 1, now, day)
        : [...totalsChange(payment, 1, now, day), ...wallChange(payment, now, true)]),
      historyPut(payment.paymentId, 'gateway_result', resultDetails(gateway, source), now),
      ...(late
        ? [
            historyPut(
              payment.paymentId,
              'review',
              { reason: 'late_success', previousStatus: payment.status },
              now,
            ),
          ]
        : []),
    ];
    const outcome = await transact(items);
    // A late success's order had its stock released: take it again (once).
    if (outcome === 'changed' && late && order) await retakeStock(order, now);
    return outcome;
  },

  /**
   * Takes back a success the gateway reversed or refunded: the row becomes `reversed` or
   * `refunded` and its amount and one contributor leave every totals item the success moved (and
   * its donor the walls), in one transaction that
   * requires the row still to be a success of this amount (so duplicates and races move the
   * totals once).
   */
  async reverse(
    payment: PaymentRecord,
    status: 'reversed' | 'refunded',
    gateway: GatewayFields,
    now: string,
    source?: HistorySource,
  ): Promise<TransitionOutcome> {
    const order = isOrder(payment) ? payment : undefined;
    const items: TransactItems = [
      {
        Update: {
          TableName: config.paymentsTable,
          Key: paymentKey(payment.paymentId),
          UpdateExpression:
            'SET #status = :status, reversalGateway = :gateway, reversedAt = :now, updatedAt = :now' +
            (order ? ', orderState = :refunded, listKind = :refundedKind' : ''),
          ConditionExpression: 'attribute_exists(pk) AND #status = :success AND amount = :amount',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': status,
            ':gateway': gateway,
            ':now': now,
            ':success': 'success',
            ':amount': payment.amount,
            ...(order && { ':refunded': 'refunded', ':refundedKind': orderListKind('refunded') }),
          },
        },
      },
      // Taken back from the day (and month) the success was counted in; an order's from the
      // shop's totals (its stock is not touched: the goods may be out of the door).
      ...(order
        ? shopTotalsChange(order, -1, now, payment.totalsDay)
        : [
            ...totalsChange(payment, -1, now, payment.totalsDay),
            // Its wall entries, keyed by the time of the success being taken back.
            ...(payment.paidAt ? wallChange(payment, payment.paidAt, false) : []),
          ]),
      historyPut(payment.paymentId, 'gateway_result', resultDetails(gateway, source), now),
      historyPut(
        payment.paymentId,
        'reversed',
        { status, ...(payment.totalsDay && { countedDay: payment.totalsDay }) },
        now,
      ),
    ];
    return transact(items);
  },

  /**
   * Moves an open payment to `failed`, `cancelled`, `pending` or `expired` (never out of a final
   * status),
   * recording the gateway's answer when there is one. A settled payment leaves the attention
   * index unless it is flagged for review (the review flag read must still hold). Refused when
   * the payment is final, its amount differs, or its review flag changed.
   */
  async settleOpen(
    payment: PaymentRecord,
    status: 'failed' | 'cancelled' | 'pending' | 'expired',
    gateway: GatewayFields | undefined,
    now: string,
    source?: HistorySource,
  ): Promise<TransitionOutcome> {
    const sets = ['#status = :status', 'updatedAt = :now'];
    if (gateway) sets.push('gateway = :gateway');
    if (status === 'expired') sets.push('expiredAt = :now');
    // An order that ends unpaid gives its stock back, once: only while it still holds it.
    const release = isOrder(payment) && status !== 'pending' ? payment : undefined;
    if (release) sets.push('stockHeld = :false', 'orderState = :unpaid', 'listKind = :unpaidKind');
    const leaves = status !== 'pending' && !payment.review;
    return transact([
      {
        Update: {
          TableName: config.paymentsTable,
          Key: paymentKey(payment.paymentId),
          UpdateExpression:
            `SET ${sets.join(', ')}` + (leaves ? ' REMOVE attention, attentionSince' : ''),
          ConditionExpression:
            'attribute_exists(pk) AND #status IN (:initiated, :pending) AND amount = :amount AND ' +
            (payment.review ? 'attribute_exists(review)' : 'attribute_not_exists(review)') +
            (release ? ' AND stockHeld = :true' : ''),
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': status,
            ':now': now,
            ':initiated': openStatuses[0],
            ':pending': openStatuses[1],
            ':amount': payment.amount,
            ...(gateway ? { ':gateway': gateway } : {}),
            ...(release && {
              ':false': false,
              ':true': true,
              ':unpaid': 'unpaid',
              ':unpaidKind': orderListKind('unpaid'),
            }),
          },
        },
      },
      ...(release
        ? [
            ...stockBack(release.lines, now),
            historyPut(
              payment.paymentId,
              'stock',
              { change: 'released', ...unitsOf(release) },
              now,
            ),
          ]
        : []),
      gateway
        ? historyPut(payment.paymentId, 'gateway_result', resultDetails(gateway, source), now)
        : historyPut(
            payment.paymentId,
            status === 'expired' ? 'expired' : 'gateway_result',
            {
              ...(source && { source }),
              status,
            },
            now,
          ),
    ]);
  },

  /**
   * Flags a payment for review (a contradicting or unexpected gateway result), keeping the
   * gateway's fields, moving it to the `review` attention and claiming the staff's review notice.
   * Only the first flag wins (`refused` after that), so staff are told once.
   */
  async flagReview(
    paymentId: string,
    reason: ReviewReason,
    gateway: GatewayFields,
    now: string,
    leaseUntil: string,
    source?: HistorySource,
  ): Promise<TransitionOutcome> {
    return transact([
      {
        Update: {
          TableName: config.paymentsTable,
          Key: paymentKey(paymentId),
          UpdateExpression:
            'SET review = :reason, reviewGateway = :gateway, reviewAt = :now, updatedAt = :now, ' +
            'attention = :review, attentionSince = :now, reviewNoticeStatus = :sending, ' +
            'emailClaimedAt = :now, nextEmailAt = :lease ADD emailAttempts :one',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(review)',
          ExpressionAttributeValues: {
            ':reason': reason,
            ':gateway': gateway,
            ':now': now,
            ':review': 'review',
            ':sending': 'sending',
            ':lease': leaseUntil,
            ':one': 1,
          },
        },
      },
      historyPut(paymentId, 'review', { reason, ...resultDetails(gateway, source) }, now),
    ]);
  },

  /**
   * The payments needing one kind of attention, oldest first, whose `attentionSince` is before
   * `before` when given: a Query of the sparse attention index, never a scan.
   */
  async needingAttention(
    attention: Attention,
    before?: string,
    limit = 100,
  ): Promise<PaymentRecord[]> {
    return (await EmailClaims.needingAttention(attention, before, limit)).map(toRecord);
  },

  /**
   * Stamps the time of a QUERY to the gateway, unless one was sent less than `minIntervalMs` ago
   * (then refused): a page reloaded in a loop cannot make the API hammer the gateway.
   */
  async stampQuery(
    paymentId: string,
    now: Date,
    minIntervalMs: number,
  ): Promise<TransitionOutcome> {
    try {
      await dynamoDb().send(
        new UpdateCommand({
          TableName: config.paymentsTable,
          Key: paymentKey(paymentId),
          UpdateExpression: 'SET lastQueryAt = :now',
          ConditionExpression:
            'attribute_exists(pk) AND (attribute_not_exists(lastQueryAt) OR lastQueryAt < :since)',
          ExpressionAttributeValues: {
            ':now': now.toISOString(),
            ':since': new Date(now.getTime() - minIntervalMs).toISOString(),
          },
        }),
      );
      return 'changed';
    } catch (error) {
      if (isConditionFailure(error)) return 'refused';
      throw error;
    }
  },

  /**
   * Raised on the Malaysian day of `now`, in its month, and overall (the staff dashboard): three
   * reads of the totals' items, zeros for a day or month with no success.
   */
  async raised(now = new Date()): Promise<{ today: Totals; month: Totals; overall: Totals }> {
    const day = malaysianDate(now);
    const read = async (sk: string) =>
      readTotals(
        (
          await dynamoDb().send(
            new GetCommand({
              TableName: config.paymentsTable,
              Key: { pk: totalsPk, sk },
              ConsistentRead: true,
            }),
          )
        ).Item,
      );
    const [today, month, overall] = await Promise.all([
      read(daySk(day)),
      read(monthSk(day)),
      read(overallSk),
    ]);
    return { today, month, overall };
  },

  /** One totals item's amount and contributors (`TOTALS`/`sk`), zeros when nothing counted yet. */
  async totalsOf(sk: string): Promise<Totals> {
    const { Item } = await dynamoDb().send(
      new GetCommand({ TableName: config.paymentsTable, Key: { pk: totalsPk, sk } }),
    );
    return readTotals(Item);
  },

  /** The campaign totals: every enterprise is present, with zeros when it has raised nothing. */
  async totals(): Promise<CampaignTotals> {
    const { Items = [] } = await dynamoDb().send(
      new QueryCommand({
        TableName: config.paymentsTable,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': totalsPk },
        ConsistentRead: true,
      }),
    );
    const bySk = new Map(Items.map((item) => [String(item.sk), item]));
    const enterprises = Object.fromEntries(
      enterpriseSlugs.map((slug) => [slug, readTotals(bySk.get(enterpriseSk(slug)))]),
    ) as Record<EnterpriseSlug, Totals>;
    const overall = bySk.has(overallSk) ? readTotals(bySk.get(overallSk)) : zero();
    return { overall, enterprises };
  },
};
