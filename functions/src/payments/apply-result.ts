import { sitePaths, localizePath } from '@gsk/core/paths';
import { statusOf, transactionStatusParams, type PaymentStatus } from '@gsk/core/donation';
import type { VerifyAnswer } from '@gsk/core/api';
import {
  isPaymentId,
  resultAgreesWith,
  transitionOf,
  verifyResponse,
  type Transition,
} from '@gsk/core/payment';
import type { GatewayResponse } from '../eghl/gateway-fields';
import type { EghlSettings } from '../lib/config';
import { conflict, forbidden, notFound, type AppError } from '../lib/errors';
import { Ledger, type GatewayResult, type PaymentRecord } from '../lib/ledger';
import { logger } from '../lib/logger';
import { retryPaymentEmails, sendPaymentEmails } from './payment-emails';
import { allowedSiteOrigin } from './site-origin';

/** Where a gateway result came from: the browser leg, the server leg, or our own QUERY. */
export type ResultSource = 'return' | 'callback' | 'query';

/** What applying a gateway result did to the ledger. */
export interface ApplyResult {
  /** `changed`: this result moved the payment; `duplicate`: it was already recorded; `ignored`: stale or not a state we track. */
  outcome: 'changed' | 'duplicate' | 'ignored';
  payment: PaymentRecord;
}

/** Gateway fields a result page (and its verification) needs; Param6/7 only when the gateway sent them. */
const forwardedFields = [...transactionStatusParams, 'Param6', 'Param7'] as const;

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
const storedFields = (fields: GatewayResponse): GatewayResult => {
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

/** The ledger write of a transition; `refused` when the row moved under us. */
const write = async (
  transition: 'succeed' | 'fail' | 'mark_pending',
  payment: PaymentRecord,
  gateway: GatewayResult,
  at: string,
) => {
  if (transition === 'succeed') return Ledger.succeed(payment, gateway, at);
  return Ledger.settleOpen(payment, transition === 'fail' ? 'failed' : 'pending', gateway, at);
};

const recordedAfter = (
  transition: 'succeed' | 'fail' | 'mark_pending',
  payment: PaymentRecord,
  gateway: GatewayResult,
  at: string,
): PaymentRecord => {
  if (transition !== 'succeed') {
    const status = transition === 'fail' ? 'failed' : 'pending';
    return { ...payment, status, gateway, updatedAt: at };
  }
  return {
    ...payment,
    status: 'success',
    gateway,
    paidAt: at,
    updatedAt: at,
    receiptStatus: 'sending',
    noticeStatus: 'sending',
  };
};

/** Rounds of read-decide-write before a result that keeps losing races is refused. */
const MAX_ROUNDS = 3;

/**
 * Applies an authentic gateway result to the ledger, idempotently, by core's decision table
 * (`transitionOf`). Refused (and logged, with nothing changed): a forged or tampered answer (403),
 * an unknown payment (404), an answer whose amount, currency or order number differ from the
 * ledger's (409), and a final result that contradicts the recorded final status, as a replay would
 * (409). Repeats of the recorded result are duplicates, and a pending answer after the final one
 * is ignored.
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
  const result = statusOf(fields.TxnStatus);
  const at = now.toISOString();
  const gateway = storedFields(fields);
  for (let round = 1; round <= MAX_ROUNDS && payment; round += 1) {
    const transition: Transition = transitionOf(payment.status, result);
    switch (transition) {
      case 'duplicate':
        if (payment.status === 'success') await retryPaymentEmails(payment, now);
        return { outcome: 'duplicate', payment };
      case 'ignore':
        if (result === 'unknown') {
          logger.info('eghl.unhandled_status', {
            paymentId: payment.paymentId,
            txnStatus: fields.TxnStatus.slice(0, 3),
            source,
          });
        }
        return { outcome: 'ignored', payment };
      case 'contradiction':
        throw refuse(conflict('payment_already_final'), source, fields);
      default:
        if ((await write(transition, payment, gateway, at)) === 'changed') {
          const recorded = recordedAfter(transition, payment, gateway, at);
          if (transition === 'succeed') {
            logger.info('payment.succeeded', { paymentId: payment.paymentId, source });
            await sendPaymentEmails(recorded);
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
 * The browser leg: the return URL's origin must be an allowed site origin (checked before
 * anything else, so a bad one changes nothing), the result is applied, and the answer is the
 * site's /transaction-status address in the donation's language with the gateway's fields.
 */
export async function completeReturn(
  fields: GatewayResponse,
  returnOrigin: string,
  settings: { eghl: EghlSettings; siteOrigins: readonly string[] },
): Promise<string> {
  const origin = allowedSiteOrigin(returnOrigin, settings.siteOrigins);
  const { payment } = await applyResult(fields, 'return', settings.eghl);
  const page = localizePath(sitePaths.transactionStatus, payment.language);
  return `${origin}${page}?${new URLSearchParams(statusPageFields(fields))}`;
}

/**
 * Whether fields a visitor's browser carries (the status page's query string) are the gateway's
 * own (HashValue2) and agree with the ledger. Read-only.
 */
export async function verifyResult(
  fields: GatewayResponse,
  eghl: EghlSettings,
): Promise<VerifyAnswer> {
  const status: PaymentStatus = statusOf(fields.TxnStatus);
  if (!verifyResponse(eghl.password, fields) || fields.ServiceID !== eghl.serviceId) {
    return { valid: false, status };
  }
  const payment = isPaymentId(fields.PaymentID) ? await Ledger.get(fields.PaymentID) : undefined;
  if (!payment || !resultAgreesWith(payment, fields)) return { valid: false, status };
  return { valid: transitionOf(payment.status, status) !== 'contradiction', status };
}
