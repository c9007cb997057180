import { sitePaths, localizePath } from '@gsk/core/paths';
import {
  isCancelled,
  statusOf,
  transactionStatusParams,
  type PaymentStatus,
} from '@gsk/core/donation';
import type { VerifyAnswer } from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';
import {
  gatewayResultOf,
  isPaymentId,
  resultAgreesWith,
  transitionOf,
  verifyResponse,
  type Transition,
} from '@gsk/core/payment';
import { gatewayResponseSchema, type GatewayResponse } from '../eghl/gateway-fields';
import { later } from '../email/claims';
import type { EghlSettings } from '../lib/config';
import { AppError, conflict, forbidden, notFound } from '../lib/errors';
import { errorName, logger } from '../lib/logger';
import { Ledger, type GatewayFields, type PaymentRecord, type ReviewReason } from './ledger';
import { EMAIL_CLAIM_LEASE_MS, retryPaymentEmails, sendPaymentEmails } from './payment-emails';
import { isOrder } from '../shop/records';
import { allowedSiteOrigin } from './site-origin';

/** Where a gateway result came from: the browser leg, the server leg, our own QUERY, or the reconciler's. */
export type ResultSource = 'return' | 'callback' | 'query' | 'reconcile';

/** What applying a gateway result did to the ledger. */
export interface ApplyResult {
  /**
   * `changed`: this result moved the payment; `duplicate`: it was already recorded (or the
   * payment already flagged for review); `ignored`: stale; `review`: it contradicts the ledger or
   * is unexpected, and this result flagged the payment.
   */
  outcome: 'changed' | 'duplicate' | 'ignored' | 'review';
  payment: PaymentRecord;
}

/**
 * Gateway fields a result page (and its verification) needs; Param6/7 only when the gateway sent
 * them, and TxnMessage, which tells a buyer's cancel from another failure.
 */
const forwardedFields = [...transactionStatusParams, 'Param6', 'Param7', 'TxnMessage'] as const;

/** The non-empty fields of a gateway answer that /transaction-status reads, in a stable order. */
export function statusPageFields(fields: Readonly<Record<string, string | undefined>>) {
  const picked: Record<string, string> = {};
  for (const name of forwardedFields) {
    const value = fields[name];
    if (value) picked[name] = value;
  }
  return picked;
}

/** The fields of an authentic answer worth keeping on the ledger row (empty ones dropped). */
const storedFields = (fields: GatewayResponse): GatewayFields => {
  const stored: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value !== '' && name !== 'HashValue') stored[name] = value;
  }
  return stored;
};

/** Logs a refused gateway result (no personal data, no hashes) and returns the error to throw. */
const refuse = (error: AppError, source: ResultSource, fields: Partial<GatewayResponse>) => {
  logger.warn('eghl.refused', {
    code: error.code,
    source,
    paymentId: fields.PaymentID?.slice(0, 20),
    txnStatus: fields.TxnStatus?.slice(0, 3),
  });
  return error;
};

/**
 * The log message of an authentic result that contradicts the ledger or that the flow does not
 * expect: it raises the payment-review alarm (infra/stacks/alarms.ts). Logged once per payment,
 * by the write that flags it.
 */
export const reviewEvent = 'payment.review';

/**
 * The status a failure is recorded as: `cancelled` when it is the donor's cancel on the payment
 * page (docs/eghl-protocol.md, "TxnStatus": TxnStatus 1, an empty TxnID, a TxnMessage saying
 * cancel), else `failed`. Both are unpaid and move alike; the message is not covered by the hash,
 * so it only ever chooses between these two words.
 */
const failureOf = (gateway: GatewayFields): 'failed' | 'cancelled' =>
  isCancelled(gateway) ? 'cancelled' : 'failed';

/** What the row holds after a transition this caller wrote (the write's own SET, mirrored). */
const recordedAfter = (
  transition: 'succeed' | 'succeed_late' | 'fail' | 'mark_pending' | 'reverse',
  payment: PaymentRecord,
  gateway: GatewayFields,
  now: Date,
): PaymentRecord => {
  const at = now.toISOString();
  switch (transition) {
    case 'fail':
    case 'mark_pending':
      return {
        ...payment,
        status: transition === 'fail' ? failureOf(gateway) : 'pending',
        gateway,
        updatedAt: at,
      };
    case 'reverse':
      return {
        ...payment,
        status: gateway.TxnStatus === '10' ? 'refunded' : 'reversed',
        reversalGateway: gateway,
        reversedAt: at,
        updatedAt: at,
      };
    default: {
      const paid: PaymentRecord = {
        ...payment,
        status: 'success',
        gateway,
        paidAt: at,
        updatedAt: at,
        receiptStatus: 'sending',
        noticeStatus: 'sending',
        emailClaimedAt: at,
        emailAttempts: (payment.emailAttempts ?? 0) + 1,
        attention: transition === 'succeed' ? 'emails' : 'review',
        attentionSince: at,
      };
      if (transition === 'succeed') return paid;
      return {
        ...paid,
        review: 'late_success',
        reviewGateway: payment.gateway ?? {},
        reviewAt: at,
        reviewNoticeStatus: 'sending',
      };
    }
  }
};

/**
 * The ledger write of a transition (with its history entries); `refused` when the row moved
 * under us.
 */
const write = (
  transition: 'succeed' | 'succeed_late' | 'fail' | 'mark_pending' | 'reverse',
  payment: PaymentRecord,
  gateway: GatewayFields,
  now: Date,
  source: ResultSource,
) => {
  const at = now.toISOString();
  switch (transition) {
    case 'succeed':
    case 'succeed_late':
      return Ledger.succeed(
        payment,
        gateway,
        at,
        later(now, EMAIL_CLAIM_LEASE_MS),
        transition === 'succeed_late',
        source,
      );
    case 'reverse':
      return Ledger.reverse(
        payment,
        gateway.TxnStatus === '10' ? 'refunded' : 'reversed',
        gateway,
        at,
        source,
      );
    default:
      return Ledger.settleOpen(
        payment,
        transition === 'fail' ? failureOf(gateway) : 'pending',
        gateway,
        at,
        source,
      );
  }
};

/**
 * Flags a payment for review once (the first flag wins), logs the alarm's event and tells staff.
 * The row keeps its status; the gateway's fields are kept beside it. Undefined when the payment
 * was flagged already.
 */
const flagForReview = async (
  payment: PaymentRecord,
  reason: ReviewReason,
  gateway: GatewayFields,
  source: ResultSource,
  now: Date,
): Promise<PaymentRecord | undefined> => {
  const at = now.toISOString();
  const flagged = await Ledger.flagReview(
    payment.paymentId,
    reason,
    gateway,
    at,
    later(now, EMAIL_CLAIM_LEASE_MS),
    source,
  );
  if (flagged !== 'changed') return undefined;
  logger.error(reviewEvent, {
    paymentId: payment.paymentId,
    reason,
    ledgerStatus: payment.status,
    txnStatus: gateway.TxnStatus?.slice(0, 3),
    source,
  });
  const recorded: PaymentRecord = {
    ...payment,
    review: reason,
    reviewGateway: gateway,
    reviewAt: at,
    updatedAt: at,
    attention: 'review',
    attentionSince: at,
    reviewNoticeStatus: 'sending',
    emailClaimedAt: at,
    emailAttempts: (payment.emailAttempts ?? 0) + 1,
  };
  await sendPaymentEmails(recorded, now);
  return recorded;
};

/** Fields that name the message rather than the transaction: a QUERY's answer says `QUERY`. */
const messageFields = new Set(['TransactionType', 'RespTime']);

/**
 * Whether a pending answer says nothing the ledger's pending row does not hold already (which
 * message said it, and when, aside): then nothing is written, so a payment asked about every few
 * minutes does not gain a history entry each time (payment-history.ts, `recordCheck`).
 */
const saysNothingNew = (payment: PaymentRecord, gateway: GatewayFields): boolean => {
  if (payment.status !== 'pending' || !payment.gateway) return false;
  const held = payment.gateway;
  const names = new Set([...Object.keys(held), ...Object.keys(gateway)]);
  return [...names].every((name) => messageFields.has(name) || held[name] === gateway[name]);
};

/** Rounds of read-decide-write before a result that keeps losing races is refused. */
const MAX_ROUNDS = 3;

/**
 * Applies an authentic gateway result to the ledger, idempotently, by core's decision table
 * (`transitionOf`). Refused (and logged, with nothing changed): a forged or tampered answer (403),
 * an unknown payment (404), and an answer whose amount, currency or order number differ from the
 * ledger's (409). Authentic results are never refused: repeats are duplicates, stale ones are
 * ignored, a late success after a failure is recorded as paid and flagged for review, a failure
 * after a success and any unexpected status are flagged for review (staff told once), and a
 * reversal or refund takes a success back out of the totals.
 */
export async function applyResult(
  fields: GatewayResponse,
  source: ResultSource,
  eghl: EghlSettings,
  now = new Date(),
): Promise<ApplyResult> {
  if (!verifyResponse(eghl.password, fields)) {
    throw refuse(forbidden('invalid_signature'), source, fields);
  }
  if (fields.ServiceID !== eghl.serviceId) {
    throw refuse(forbidden('unknown_service'), source, fields);
  }
  let payment = isPaymentId(fields.PaymentID) ? await Ledger.get(fields.PaymentID) : undefined;
  if (!payment) throw refuse(notFound('payment_not_found'), source, fields);
  if (!resultAgreesWith(payment, fields)) {
    throw refuse(conflict('payment_mismatch'), source, fields);
  }
  const result = gatewayResultOf(fields.TxnStatus);
  const gateway = storedFields(fields);
  for (let round = 1; round <= MAX_ROUNDS && payment; round += 1) {
    const transition: Transition = transitionOf(payment.status, result);
    if (transition === 'mark_pending' && saysNothingNew(payment, gateway)) {
      return { outcome: 'duplicate', payment };
    }
    switch (transition) {
      case 'duplicate':
        await retryPaymentEmails(payment, now);
        return { outcome: 'duplicate', payment };
      case 'ignore':
        return { outcome: 'ignored', payment };
      case 'contradiction':
      case 'review': {
        const reason =
          transition === 'contradiction' ? 'failure_after_success' : 'unexpected_result';
        const flagged = await flagForReview(payment, reason, gateway, source, now);
        if (flagged) return { outcome: 'review', payment: flagged };
        await retryPaymentEmails(payment, now);
        return { outcome: 'duplicate', payment };
      }
      default:
        if ((await write(transition, payment, gateway, now, source)) === 'changed') {
          const recorded = recordedAfter(transition, payment, gateway, now);
          if (transition === 'succeed' || transition === 'succeed_late') {
            logger.info('payment.succeeded', { paymentId: payment.paymentId, source });
            if (transition === 'succeed_late') {
              logger.error(reviewEvent, {
                paymentId: payment.paymentId,
                reason: 'late_success',
                ledgerStatus: payment.status,
                txnStatus: gateway.TxnStatus?.slice(0, 3),
                source,
              });
            }
            await sendPaymentEmails(recorded, now);
          }
          if (transition === 'reverse') {
            logger.warn('payment.reversed', {
              paymentId: payment.paymentId,
              status: recorded.status,
              source,
            });
          }
          return { outcome: 'changed', payment: recorded };
        }
        // The row moved under us (a concurrent delivery): decide again from what it holds now.
        payment = await Ledger.get(payment.paymentId);
    }
  }
  throw refuse(conflict('payment_already_final'), source, fields);
}

/**
 * Whether the ledger overrules an authentic result (a failure after a success, a failure before a
 * late success, a success since reversed, a status under review): its fields are then not shown
 * to the donor as the payment's result.
 */
const overrules = (payment: PaymentRecord, fields: GatewayResponse): boolean => {
  const result = gatewayResultOf(fields.TxnStatus);
  const transition = transitionOf(payment.status, result);
  const takenBack = result === 'success' && ['reversed', 'refunded'].includes(payment.status);
  return ['contradiction', 'succeed_late', 'review'].includes(transition) || takenBack;
};

/** Where the browser leg sends a donor when the result could not be applied: the pending page. */
const pendingPage = (
  origin: string,
  raw: Readonly<Record<string, unknown>>,
  language?: Language,
) => {
  const query = new URLSearchParams();
  for (const [name, max] of [
    ['PaymentID', 20],
    ['Amount', 15],
    ['PymtMethod', 10],
  ] as const) {
    const value = raw[name];
    if (typeof value === 'string' && value) query.set(name, value.slice(0, max));
  }
  return `${origin}${localizePath(sitePaths.transactionPending, language ?? 'bm')}?${query}`;
};

/**
 * The language a payment was started in, when the ledger can say (the pending page a failed
 * return leg leads to is then in the donor's language); undefined when it cannot.
 */
const recordedLanguage = async (paymentId: unknown): Promise<Language | undefined> => {
  if (typeof paymentId !== 'string' || !isPaymentId(paymentId)) return undefined;
  try {
    return (await Ledger.get(paymentId))?.language;
  } catch {
    return undefined;
  }
};

/**
 * The browser leg: the return URL's origin must be an allowed site origin (checked before
 * anything else, so a bad one is a 400 and changes nothing: the API built that URL itself). Then
 * the fields are validated and the result applied, and the donor goes to the site's
 * /transaction-status in the donation's language with the gateway's fields. A donor never sees
 * an error: whatever fails after the origin check (the ledger unreachable, fields forged or
 * unreadable, an unknown payment, a result flagged for review) sends them to /transaction-pending
 * with the PaymentID and amount as received, whose page asks the API to settle by QUERY.
 */
export async function completeReturn(
  raw: Readonly<Record<string, unknown>>,
  returnOrigin: string,
  settings: { eghl: EghlSettings; siteOrigins: readonly string[] },
  now = new Date(),
): Promise<string> {
  const origin = allowedSiteOrigin(returnOrigin, settings.siteOrigins);
  let language: Language | undefined;
  try {
    const fields = await gatewayResponseSchema.validate(raw, {
      abortEarly: false,
      stripUnknown: true,
    });
    const { payment } = await applyResult(fields, 'return', settings.eghl, now);
    language = payment.language;
    if (overrules(payment, fields)) return pendingPage(origin, raw, language);
    const page = localizePath(sitePaths.transactionStatus, payment.language);
    return `${origin}${page}?${new URLSearchParams(statusPageFields(fields))}`;
  } catch (error) {
    logger.warn('eghl.return_pending', {
      code: error instanceof AppError ? error.code : errorName(error),
      paymentId: typeof raw.PaymentID === 'string' ? raw.PaymentID.slice(0, 20) : undefined,
    });
    return pendingPage(origin, raw, language ?? (await recordedLanguage(raw.PaymentID)));
  }
}

/** The answer for fields that do not verify: their TxnStatus is the link's word only. */
const unverified: VerifyAnswer = { valid: false, status: 'unknown' };

/**
 * Whether fields a visitor's browser carries (the status page's query string) are the gateway's
 * own (HashValue2) and agree with the ledger. Read-only. Fields that do not verify answer
 * `unknown`, never the status they claim, so nothing of an edited link comes back as fact. An
 * order's payment says so (`order: true`): its status page links to the order.
 */
export async function verifyResult(
  fields: GatewayResponse,
  eghl: EghlSettings,
): Promise<VerifyAnswer> {
  if (!verifyResponse(eghl.password, fields) || fields.ServiceID !== eghl.serviceId) {
    return unverified;
  }
  const payment = isPaymentId(fields.PaymentID) ? await Ledger.get(fields.PaymentID) : undefined;
  if (!payment || !resultAgreesWith(payment, fields) || overrules(payment, fields)) {
    return unverified;
  }
  const status: PaymentStatus = statusOf(fields.TxnStatus);
  // An order's status page links to the order (docs/shop.md).
  return { valid: true, status, ...(isOrder(payment) && { order: true as const }) };
}
