import { PAYMENT_PAGE_TIMEOUT_SECONDS } from '@gsk/core/constants';
import { isOpenStatus } from '@gsk/core/payment';
import type { EghlSettings } from '../lib/config';
import { Acknowledgements } from '../applications/acknowledgement';
import { ContactMessages, owedContactEmails } from '../contact/messages';
import { AppError } from '../lib/errors';
import { errorName, logger } from '../lib/logger';
import { applyResult } from './apply-result';
import { askGateway } from './gateway-client';
import { Ledger, type EmailOutcome, type PaymentRecord } from './ledger';
import { recordCheck } from './payment-history';
import { owedEmails, retryPaymentEmails } from './payment-emails';

/**
 * An open payment is asked about once the gateway's page must have closed: the page timeout
 * plus five minutes for the gateway's own deliveries, which settle most payments first.
 */
export const RECONCILE_AFTER_MS = (PAYMENT_PAGE_TIMEOUT_SECONDS + 5 * 60) * 1000;

/**
 * A payment the gateway has no transaction for (TxnExists 1) this long after it was started is
 * `expired`: the donor never reached the payment page, or left it before it recorded anything.
 * An hour is six page timeouts; should the gateway confirm it after all, the late success is
 * recorded as paid and flagged for review.
 */
export const EXPIRE_AFTER_MS = 60 * 60 * 1000;

/**
 * Open this long and still not settled (the gateway says pending, or cannot be reached): the
 * `payment-unsettled` alarm. Bank transfers (FPX) can stay pending a while; two hours is beyond
 * what the gateway documents for them.
 */
export const UNSETTLED_ALARM_AFTER_MS = 2 * 60 * 60 * 1000;

/**
 * A payment owing emails this long after it started owing them: the `payment-emails-unsent`
 * alarm. By then the receipt has been tried about five times (the backoff doubles from a minute).
 */
export const EMAILS_UNSENT_ALARM_AFTER_MS = 30 * 60 * 1000;

/** Rows of each attention read per run, so one run stays well inside its function's timeout. */
export const RECONCILE_BATCH = 100;

/** What one run did and found, for its log line and metrics. */
export interface ReconcileSummary {
  /** Open payments asked about (QUERY) this run. */
  queried: number;
  /** Of those, settled by the gateway's answer (success, failure, or a review flag). */
  settled: number;
  /** Of those, expired: the gateway never saw them. */
  expired: number;
  /** Of those, the gateway could not answer. */
  unavailable: number;
  /**
   * Emails sent and failed by this run's retries (receipts, staff notices, review notices, the
   * contact page's staff copies and acknowledgements, and applicants' acknowledgements); a
   * payment the run settles sends its
   * own emails, as any delivery of its result would.
   */
  emailsSent: number;
  emailsFailed: number;
  /** After this run: open payments older than `UNSETTLED_ALARM_AFTER_MS`. */
  unsettled: number;
  /**
   * After this run: payments and contact messages owing emails for longer than
   * `EMAILS_UNSENT_ALARM_AFTER_MS`.
   */
  unsent: number;
  /** Payments flagged for review, waiting for staff. */
  inReview: number;
}

/** What the reconciler needs: the gateway account, passed in by its handler. */
export interface ReconcileSettings {
  eghl: EghlSettings;
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** A summary of nothing done yet. */
const emptySummary = (): ReconcileSummary => ({
  queried: 0,
  settled: 0,
  expired: 0,
  unavailable: 0,
  emailsSent: 0,
  emailsFailed: 0,
  unsettled: 0,
  unsent: 0,
  inReview: 0,
});

/** What asking the gateway about an open payment did to it. */
type Settling = 'settled' | 'expired' | 'unchanged';

/**
 * Asks the gateway about one open payment and applies what it says; expires one it never saw.
 * What the answer changed is recorded by its transition; a check that changed nothing is counted
 * into the payment's history (`recordCheck`; `source`: who asked).
 */
const settleOpen = async (
  payment: PaymentRecord,
  settings: ReconcileSettings,
  now: Date,
  summary: ReconcileSummary,
  source: string,
): Promise<{ payment: PaymentRecord; settling: Settling }> => {
  summary.queried += 1;
  const answer = await askGateway(payment, settings.eghl);
  const unchanged = async (current: PaymentRecord, kind: string = answer.kind) => {
    await recordCheck(
      payment.paymentId,
      {
        source,
        answer: kind,
        ...(answer.kind === 'answer' && { TxnStatus: answer.fields.TxnStatus }),
      },
      now.toISOString(),
    );
    return { payment: current, settling: 'unchanged' as const };
  };
  if (answer.kind === 'answer') {
    let applied;
    try {
      applied = await applyResult(answer.fields, 'reconcile', settings.eghl, now);
    } catch (error) {
      // A refused answer (forged, another amount) is logged by applyResult and changes nothing.
      if (!(error instanceof AppError)) throw error;
      return unchanged(payment, 'refused');
    }
    const final = applied.outcome === 'changed' && !isOpenStatus(applied.payment.status);
    if (final || applied.outcome === 'review') summary.settled += 1;
    if (final || applied.outcome === 'review')
      return { payment: applied.payment, settling: 'settled' };
    if (applied.outcome === 'changed') return { payment: applied.payment, settling: 'unchanged' };
    return unchanged(applied.payment);
  }
  if (answer.kind === 'unavailable') {
    summary.unavailable += 1;
    return unchanged(payment);
  }
  if (payment.status !== 'initiated' || payment.createdAt >= ago(now, EXPIRE_AFTER_MS)) {
    return unchanged(payment);
  }
  const expired = await Ledger.settleOpen(payment, 'expired', undefined, now.toISOString(), source);
  if (expired === 'changed') {
    summary.expired += 1;
    logger.info('payment.expired', { paymentId: payment.paymentId });
    return { payment: { ...payment, status: 'expired' }, settling: 'expired' };
  }
  return { payment: (await Ledger.get(payment.paymentId)) ?? payment, settling: 'unchanged' };
};

/** Retries a payment's owed emails (by `when`, see retryPaymentEmails), counting what was sent. */
const retryEmails = async (
  payment: PaymentRecord,
  now: Date,
  summary: ReconcileSummary,
  when: 'due' | 'failed_or_due',
) => {
  const outcomes = await retryPaymentEmails(payment, now, when);
  for (const outcome of outcomes) {
    if (outcome.status === 'sent') summary.emailsSent += 1;
    if (outcome.status === 'failed') summary.emailsFailed += 1;
  }
  return outcomes;
};

/** What the reconciler's step did for one payment. */
export interface PaymentStep {
  /** The payment as the step left it. */
  payment: PaymentRecord;
  /** Whether it asked the gateway (only about an open payment). */
  queried: boolean;
  settling: Settling;
  /** The owed emails it tried. */
  emails: EmailOutcome[];
}

/**
 * The reconciler's step for one payment, shared by the scheduled run and the staff's "check with
 * the gateway": an open payment (created before `openBefore`, when given) is asked about by a
 * signed QUERY and the authentic answer applied, or it expires when the gateway never saw it;
 * then its owed emails are retried (`when`: the run only due ones, staff failed ones too), unless
 * the answer just settled it, which sent its emails itself.
 */
async function step(
  payment: PaymentRecord,
  settings: ReconcileSettings,
  now: Date,
  options: { when: 'due' | 'failed_or_due'; openBefore?: string; source: string },
  summary: ReconcileSummary = emptySummary(),
): Promise<PaymentStep> {
  const asks =
    isOpenStatus(payment.status) &&
    (options.openBefore === undefined || payment.createdAt < options.openBefore);
  const settled = asks
    ? await settleOpen(payment, settings, now, summary, options.source)
    : { payment, settling: 'unchanged' as const };
  const emails =
    settled.settling === 'unchanged'
      ? await retryEmails(settled.payment, now, summary, options.when)
      : [];
  return { payment: settled.payment, queried: asks, settling: settled.settling, emails };
}

/** One row's work; a failure (the table or gateway down) is logged and the run goes on. */
const guarded = async (rowId: string, work: () => Promise<void>) => {
  try {
    await work();
  } catch (error) {
    logger.error('reconcile.row_failed', { rowId, code: errorName(error) });
  }
};

/**
 * The reconciler: what makes every captured payment end up recorded and answered, whatever the
 * timing of the gateway's deliveries, the ledger and SES. Each run reads the `attention` index
 * (no scan):
 * - `open` payments older than `RECONCILE_AFTER_MS`: a signed QUERY, whose authentic answer is
 *   applied through the same path as the gateway's deliveries; a payment the gateway never saw
 *   expires after `EXPIRE_AFTER_MS`;
 * - `emails` and `review` payments: owed emails (receipt, staff notice, review notice) whose
 *   backoff or dead sender's lease has run out are claimed and sent again, up to
 *   `EMAIL_MAX_ATTEMPTS` claims; open ones under review are asked about as above;
 * - `contact` messages: their owed staff copy and acknowledgement, the same way.
 * Returns what it did and what still waits, for the handler's log line, metrics and alarms.
 */
async function run(settings: ReconcileSettings, now = new Date()): Promise<ReconcileSummary> {
  const summary = emptySummary();
  const unsettledBefore = ago(now, UNSETTLED_ALARM_AFTER_MS);
  const unsentBefore = ago(now, EMAILS_UNSENT_ALARM_AFTER_MS);
  const stillOpen = (payment: PaymentRecord) => {
    if (isOpenStatus(payment.status) && payment.createdAt < unsettledBefore) summary.unsettled += 1;
  };
  const stillOwing = (payment: PaymentRecord, since: string | undefined) => {
    if (owedEmails(payment).length > 0 && (since ?? '') < unsentBefore) summary.unsent += 1;
  };

  const openBefore = ago(now, RECONCILE_AFTER_MS);
  const open = await Ledger.needingAttention('open', openBefore, RECONCILE_BATCH);
  for (const payment of open) {
    await guarded(payment.paymentId, async () => {
      const after = await step(
        payment,
        settings,
        now,
        { when: 'due', source: 'reconciler' },
        summary,
      );
      stillOpen(after.payment);
    });
  }

  for (const attention of ['emails', 'review'] as const) {
    const rows = await Ledger.needingAttention(attention, undefined, RECONCILE_BATCH);
    if (attention === 'review') summary.inReview = rows.length;
    for (const payment of rows) {
      await guarded(payment.paymentId, async () => {
        const after = await step(
          payment,
          settings,
          now,
          { when: 'due', openBefore, source: 'reconciler' },
          summary,
        );
        // Settled now: its emails went with the answer; the row says how they went.
        const current =
          after.settling === 'unchanged'
            ? after.payment
            : ((await Ledger.get(payment.paymentId)) ?? after.payment);
        if (after.queried) stillOpen(current);
        const sent = new Set(after.emails.filter((o) => o.status !== 'failed').map((o) => o.email));
        const left = { ...current };
        for (const email of sent) left[`${email}Status`] = 'sent';
        stillOwing(left, payment.attentionSince);
      });
    }
  }
  for (const message of await ContactMessages.owingEmails(RECONCILE_BATCH)) {
    await guarded(message.messageId, async () => {
      const outcomes = await ContactMessages.retryEmails(message, now);
      for (const outcome of outcomes) {
        if (outcome.status === 'sent') summary.emailsSent += 1;
        if (outcome.status === 'failed') summary.emailsFailed += 1;
      }
      const sent = new Set(outcomes.filter((o) => o.status !== 'failed').map((o) => o.email));
      const owing = owedContactEmails(message).some((email) => !sent.has(email));
      if (owing && (message.attentionSince ?? '') < unsentBefore) summary.unsent += 1;
    });
  }
  for (const row of await Acknowledgements.owing(RECONCILE_BATCH)) {
    await guarded(row.id, async () => {
      const outcomes = await Acknowledgements.retry(row, now);
      for (const outcome of outcomes) {
        if (outcome.status === 'sent') summary.emailsSent += 1;
        if (outcome.status === 'failed') summary.emailsFailed += 1;
      }
      const owing = outcomes.length === 0 || outcomes.some((o) => o.status === 'failed');
      if (owing && (row.attentionSince ?? '') < unsentBefore) summary.unsent += 1;
    });
  }
  return summary;
}

/**
 * The reconciler (see `run`): settles what the gateway's deliveries did not, and resends emails;
 * `step` is its work for one payment, which staff may also run for one payment now.
 */
export const Reconciler = { run, step };
