import type { QueryAnswer } from '@gsk/core/api';
import type { PaymentStatus } from '@gsk/core/donation';
import { isFinalStatus } from '@gsk/core/payment';
import type { EghlSettings } from '../lib/config';
import { AppError, tooManyRequests } from '../lib/errors';
import { Ledger, type LedgerStatus } from './ledger';
import { recordCheck } from './payment-history';
import { applyResult, completeReturn, statusPageFields, verifyResult } from './apply-result';
import { queryGateway } from './gateway-client';
import { campaignTotals, findPayment, paymentSummary } from './payment-reads';
import { startPayment } from './start-payment';

/** Least time between two QUERYs the API sends for one payment. */
const QUERY_MIN_INTERVAL_MS = 3_000;

/** A ledger status as the site shows it; a success taken back is neither paid nor failed. */
const shownStatus = (status: LedgerStatus): PaymentStatus => {
  if (status === 'success') return 'success';
  if (status === 'failed' || status === 'cancelled' || status === 'expired') return 'failed';
  if (status === 'reversed' || status === 'refunded') return 'unknown';
  return 'pending';
};

/**
 * Asks the gateway (server-side, signed QUERY) how a payment stands, applies an authentic answer,
 * and returns it. A payment already final answers from the ledger without asking again.
 */
async function queryPayment(
  paymentId: string,
  eghl: EghlSettings,
  now = new Date(),
): Promise<QueryAnswer> {
  const payment = await findPayment(paymentId);
  const recorded = payment.reversalGateway ?? payment.gateway;
  if (isFinalStatus(payment.status) && recorded) {
    return { status: shownStatus(payment.status), final: true, fields: statusPageFields(recorded) };
  }
  if ((await Ledger.stampQuery(paymentId, now, QUERY_MIN_INTERVAL_MS)) === 'refused') {
    throw tooManyRequests('query_too_soon');
  }
  const answer = await queryGateway(payment, eghl);
  // A check that changed nothing is counted into the history; a change records itself.
  const checked = (kind: string) =>
    recordCheck(
      paymentId,
      { source: 'status_page', answer: kind, ...(answer && { TxnStatus: answer.TxnStatus }) },
      now.toISOString(),
    );
  const unchanged = { status: shownStatus(payment.status), final: false };
  if (!answer) {
    await checked('none');
    return unchanged;
  }
  let applied;
  try {
    applied = await applyResult(answer, 'query', eghl, now);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await checked('refused');
    return unchanged;
  }
  if (applied.outcome === 'duplicate' || applied.outcome === 'ignored') await checked('answer');
  const status = shownStatus(applied.payment.status);
  return isFinalStatus(applied.payment.status)
    ? {
        status,
        final: true,
        fields: statusPageFields(
          applied.payment.reversalGateway ?? applied.payment.gateway ?? answer,
        ),
      }
    : { status, final: false };
}

/**
 * The donation flow (docs/architecture.md, "The donation flow's code"), one verb per step: `start`
 * (sign and record), `apply` (a gateway result, by core's decision table), `completeReturn` (the
 * browser leg), `verify` (a result page's fields), `query` (ask the gateway), `summary` and
 * `totals`. Settings and secrets come in from the handlers; nothing here reads the environment.
 */
export const Payments = {
  start: startPayment,
  apply: applyResult,
  completeReturn,
  verify: verifyResult,
  query: queryPayment,
  summary: paymentSummary,
  totals: campaignTotals,
};
