import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { CampaignTotals, LedgerStatus, Totals } from '@gsk/core/api';
import { enterpriseSlugs, type EnterpriseSlug } from '@gsk/core/enterprise';
import type { Language } from '@gsk/core/i18n';
import { dynamoDb } from './aws';
import { config } from './config';

/**
 * The payments ledger and the campaign totals in one DynamoDB table (keys `pk`, `sk`):
 * - a payment: pk `PAYMENT#{paymentId}`, sk `PAYMENT`;
 * - the totals: pk `TOTALS`, sk `ALL` and `ENTERPRISE#{slug}`, each with `amount` (ringgit) and
 *   `contributors` (successful donations).
 * Every change is a conditional write, so duplicate or concurrent deliveries of one gateway result
 * make at most one transition, and the totals move only with the write that makes a payment succeed.
 */

export type { CampaignTotals, LedgerStatus, Totals };

/** Statuses a payment can still leave. */
const openStatuses = ['initiated', 'pending'] as const;

/** State of one email of a successful payment (the donor's receipt, the admins' notice). */
export type EmailStatus = 'sending' | 'sent' | 'failed' | 'skipped';

/** The two emails a successful payment sends. */
export type PaymentEmail = 'receipt' | 'notice';

/** The gateway's authentic answer last applied to a payment, as received (for the status page). */
export type GatewayResult = Readonly<Record<string, string>>;

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
  gateway?: GatewayResult;
  /** Last time the API sent a QUERY for this payment. */
  lastQueryAt?: string;
  receiptStatus?: EmailStatus;
  receiptError?: string;
  noticeStatus?: EmailStatus;
  noticeError?: string;
  /** When the emails were last claimed for sending (a claim older than a few minutes is stale). */
  emailClaimedAt?: string;
  emailAttempts?: number;
}

/** A new payment: what `Ledger.create` stores with status `initiated`. */
export type NewPayment = Omit<
  PaymentRecord,
  | 'status'
  | 'updatedAt'
  | 'paidAt'
  | 'gateway'
  | 'lastQueryAt'
  | 'receiptStatus'
  | 'receiptError'
  | 'noticeStatus'
  | 'noticeError'
  | 'emailClaimedAt'
  | 'emailAttempts'
>;

/** What a conditional transition did. */
export type TransitionOutcome = 'changed' | 'refused';

/** Thrown by `Ledger.create` when the PaymentID is already in the ledger. */
export class PaymentIdTaken extends Error {
  constructor(readonly paymentId: string) {
    super(`PaymentID ${paymentId} is already in the ledger`);
    this.name = 'PaymentIdTaken';
  }
}

const paymentKey = (paymentId: string) => ({ pk: `PAYMENT#${paymentId}`, sk: 'PAYMENT' });
const totalsPk = 'TOTALS';
const overallSk = 'ALL';
const enterpriseSk = (slug: string) => `ENTERPRISE#${slug}`;

const isConditionFailure = (error: unknown): boolean =>
  (error instanceof Error && error.name === 'ConditionalCheckFailedException') ||
  (error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed'));

/** DynamoDB cancels one of two transactions racing on an item; the loser may simply try again. */
const isTransactionConflict = (error: unknown): boolean =>
  error instanceof TransactionCanceledException &&
  (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict') &&
  !isConditionFailure(error);

/** Attempts of a transaction that keeps losing races before the error goes to the caller. */
const maxTransactionAttempts = 6;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

const toRecord = (item: Record<string, unknown>): PaymentRecord => {
  const { pk: _pk, sk: _sk, ...record } = item;
  return record as unknown as PaymentRecord;
};

const zero = (): Totals => ({ amount: 0, contributors: 0 });

const readTotals = (item: Record<string, unknown> | undefined): Totals => ({
  amount: typeof item?.amount === 'number' ? item.amount : 0,
  contributors: typeof item?.contributors === 'number' ? item.contributors : 0,
});

/** The ledger's operations; each is one DynamoDB request. */
export const Ledger = {
  /** Stores a new payment as `initiated`; throws `PaymentIdTaken` if its PaymentID exists. */
  async create(payment: NewPayment): Promise<PaymentRecord> {
    const record: PaymentRecord = { ...payment, status: 'initiated', updatedAt: payment.createdAt };
    try {
      await dynamoDb().send(
        new PutCommand({
          TableName: config.paymentsTable,
          Item: { ...paymentKey(payment.paymentId), ...record },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new PaymentIdTaken(payment.paymentId);
      throw error;
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
   * Makes an open payment succeed and adds its amount to the totals (overall and its enterprise's),
   * in one transaction: the payment must still be open and have exactly this amount. Both emails are
   * claimed by the same write, so only the caller that made the transition sends them.
   */
  async succeed(
    payment: PaymentRecord,
    gateway: GatewayResult,
    now: string,
  ): Promise<TransitionOutcome> {
    const table = config.paymentsTable;
    const addition = {
      UpdateExpression: 'ADD amount :amount, contributors :one SET updatedAt = :now',
      ExpressionAttributeValues: { ':amount': payment.amount, ':one': 1, ':now': now },
    };
    const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
      {
        Update: {
          TableName: table,
          Key: paymentKey(payment.paymentId),
          UpdateExpression:
            'SET #status = :success, gateway = :gateway, paidAt = :now, updatedAt = :now, ' +
            'receiptStatus = :sending, noticeStatus = :sending, emailClaimedAt = :now, ' +
            'emailAttempts = :one',
          ConditionExpression:
            'attribute_exists(pk) AND #status IN (:initiated, :pending) AND amount = :amount',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':success': 'success',
            ':gateway': gateway,
            ':now': now,
            ':sending': 'sending',
            ':one': 1,
            ':initiated': openStatuses[0],
            ':pending': openStatuses[1],
            ':amount': payment.amount,
          },
        },
      },
      { Update: { TableName: table, Key: { pk: totalsPk, sk: overallSk }, ...addition } },
    ];
    if (payment.enterprise) {
      items.push({
        Update: {
          TableName: table,
          Key: { pk: totalsPk, sk: enterpriseSk(payment.enterprise) },
          ...addition,
        },
      });
    }
    for (let attempt = 1; ; attempt += 1) {
      try {
        await dynamoDb().send(new TransactWriteCommand({ TransactItems: items }));
        return 'changed';
      } catch (error) {
        if (isConditionFailure(error)) return 'refused';
        if (!isTransactionConflict(error) || attempt >= maxTransactionAttempts) throw error;
        await pause(10 * attempt + Math.floor(Math.random() * 40));
      }
    }
  },

  /**
   * Moves an open payment to `failed` or `pending` (never out of a final status), recording the
   * gateway's answer. Refused when the payment is final or its amount differs.
   */
  async settleOpen(
    payment: PaymentRecord,
    status: 'failed' | 'pending',
    gateway: GatewayResult,
    now: string,
  ): Promise<TransitionOutcome> {
    try {
      await dynamoDb().send(
        new UpdateCommand({
          TableName: config.paymentsTable,
          Key: paymentKey(payment.paymentId),
          UpdateExpression: 'SET #status = :status, gateway = :gateway, updatedAt = :now',
          ConditionExpression:
            'attribute_exists(pk) AND #status IN (:initiated, :pending) AND amount = :amount',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': status,
            ':gateway': gateway,
            ':now': now,
            ':initiated': openStatuses[0],
            ':pending': openStatuses[1],
            ':amount': payment.amount,
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
   * Claims a successful payment's unsent emails for a retry: succeeds only when one of them failed
   * (or a claim is older than `staleBefore`, its sender having died), so one retry runs at a time.
   */
  async claimEmailRetry(
    paymentId: string,
    now: string,
    staleBefore: string,
  ): Promise<TransitionOutcome> {
    try {
      await dynamoDb().send(
        new UpdateCommand({
          TableName: config.paymentsTable,
          Key: paymentKey(paymentId),
          UpdateExpression: 'SET emailClaimedAt = :now ADD emailAttempts :one',
          ConditionExpression:
            '#status = :success AND (receiptStatus = :failed OR noticeStatus = :failed OR ' +
            '((receiptStatus = :sending OR noticeStatus = :sending) AND emailClaimedAt < :stale))',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':now': now,
            ':one': 1,
            ':success': 'success',
            ':failed': 'failed',
            ':sending': 'sending',
            ':stale': staleBefore,
          },
        }),
      );
      return 'changed';
    } catch (error) {
      if (isConditionFailure(error)) return 'refused';
      throw error;
    }
  },

  /** Records how sending one email of a payment went (an error code when it failed). */
  async recordEmail(
    paymentId: string,
    email: PaymentEmail,
    status: Exclude<EmailStatus, 'sending'>,
    errorCode?: string,
  ): Promise<void> {
    const statusName = `${email}Status`;
    const errorName = `${email}Error`;
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.paymentsTable,
        Key: paymentKey(paymentId),
        UpdateExpression: errorCode
          ? 'SET #status = :status, #error = :error'
          : 'SET #status = :status REMOVE #error',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': statusName, '#error': errorName },
        ExpressionAttributeValues: errorCode
          ? { ':status': status, ':error': errorCode }
          : { ':status': status },
      }),
    );
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
