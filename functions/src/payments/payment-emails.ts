import { SendEmailCommand } from '@aws-sdk/client-ses';
import { sesClient } from '../lib/aws';
import { config } from '../lib/config';
import { Ledger } from '../lib/ledger';
import { errorName, logger } from '../lib/logger';
import { routeStaffNotice } from '../lib/staff-notices';
import type { EmailOutcome, EmailStatus, PaymentEmail, PaymentRecord } from '../lib/ledger';
import { adminNoticeEmail, receiptEmail, reviewNoticeEmail } from './receipt-email';
import type { EmailContent } from './receipt-email';

/**
 * The log message of an email of a payment that SES refused; with `email: 'receipt'` it raises
 * the donor-receipt alarm (infra/stacks/alarms.ts).
 */
export const emailFailedEvent = 'payment.email_failed';

/** How long a claim on a payment's emails lasts: a sender that died is replaced after this. */
export const EMAIL_CLAIM_LEASE_MS = 5 * 60 * 1000;

/** The first retry of a failed email waits this long; each further one twice as long. */
export const EMAIL_RETRY_BASE_MS = 60 * 1000;

/** The longest wait between two tries. */
export const EMAIL_RETRY_MAX_MS = 60 * 60 * 1000;

/**
 * Claims (tries) of a payment's emails before they are left to staff: with the backoff above the
 * last one is about two hours after the first. The row stays in the `emails` (or `review`)
 * attention, which the unsent-emails alarm watches.
 */
export const EMAIL_MAX_ATTEMPTS = 8;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/** When the next try may run after `attempts` claims. */
const backoff = (attempts: number) =>
  Math.min(EMAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), EMAIL_RETRY_MAX_MS);

const send = async (to: string[], content: EmailContent): Promise<void> => {
  await sesClient().send(
    new SendEmailCommand({
      Source: config.emailSender,
      Destination: { ToAddresses: to },
      Message: {
        Subject: { Data: content.subject, Charset: 'UTF-8' },
        Body: {
          Text: { Data: content.text, Charset: 'UTF-8' },
          Html: { Data: content.html, Charset: 'UTF-8' },
        },
      },
    }),
  );
};

const statusOf = (payment: PaymentRecord, email: PaymentEmail): EmailStatus | undefined =>
  payment[`${email}Status`];

const done = (status: EmailStatus | undefined) =>
  status === 'sent' || status === 'skipped' || status === 'digest';

/**
 * The emails a payment still owes: the receipt and the staff notice of a success, and the
 * review notice of a payment flagged for review, unless sent (or skipped for want of staff).
 */
export function owedEmails(payment: PaymentRecord): PaymentEmail[] {
  const owed: PaymentEmail[] = [];
  if (payment.status === 'success') {
    for (const email of ['receipt', 'notice'] as const) {
      if (!done(statusOf(payment, email))) owed.push(email);
    }
  }
  if (payment.review && !done(payment.reviewNoticeStatus)) owed.push('reviewNotice');
  return owed;
}

/**
 * Sends one email; a failure is logged and returned (never thrown). The staff notice of a
 * donation counts against the day's cap of staff emails and past it becomes a line of the day's
 * digest; a review notice (money that needs a person now, raised only by an authentic gateway
 * result) is always sent alone and not counted.
 */
const deliver = async (payment: PaymentRecord, email: PaymentEmail): Promise<EmailOutcome> => {
  if (email !== 'receipt' && config.adminEmails.length === 0) return { email, status: 'skipped' };
  try {
    if (email === 'receipt') await send([payment.email], receiptEmail(payment));
    else if (email === 'notice') {
      const content = adminNoticeEmail(payment);
      const notice = {
        kind: 'donation',
        id: payment.paymentId,
        at: payment.paidAt ?? payment.updatedAt,
        subject: content.subject,
      } as const;
      if ((await routeStaffNotice(notice)) === 'digest') return { email, status: 'digest' };
      await send(config.adminEmails, content);
    } else await send(config.adminEmails, reviewNoticeEmail(payment));
    return { email, status: 'sent' };
  } catch (error) {
    const code = errorName(error);
    logger.error(emailFailedEvent, { paymentId: payment.paymentId, email, code });
    return { email, status: 'failed', code };
  }
};

/**
 * Sends the emails a payment owes, for a caller that holds the claim on them (it made the
 * transition, or won `Ledger.claimEmails`), and records every outcome on the row in one write:
 * all sent and the row leaves the `emails` attention; any failed and the next try waits by
 * backoff. Never throws: an email failure must not undo or hide the payment; it stays visible on
 * the row (`receiptStatus: 'failed'`, `receiptError`) and the reconciler retries it.
 */
export async function sendPaymentEmails(
  payment: PaymentRecord,
  now = new Date(),
): Promise<EmailOutcome[]> {
  const outcomes = await Promise.all(owedEmails(payment).map((email) => deliver(payment, email)));
  if (outcomes.length === 0) return outcomes;
  try {
    const allDone = outcomes.every((outcome) => outcome.status !== 'failed');
    const nextTry = later(now, backoff(payment.emailAttempts ?? 1));
    await Ledger.recordEmails(payment.paymentId, outcomes, allDone, nextTry);
  } catch (error) {
    // The lease lapses and the reconciler claims the emails again; a sent one may then repeat.
    logger.error('payment.email_record_failed', {
      paymentId: payment.paymentId,
      code: errorName(error),
    });
  }
  return outcomes;
}

/**
 * Retries a payment's owed emails when this caller wins the claim: on a repeated delivery of the
 * gateway's result (`failed` ones at once, as the gateway's own re-sends are few) or from the
 * reconciler (`due` only: when the backoff or a dead sender's lease has run out). Gives up after
 * `EMAIL_MAX_ATTEMPTS` claims, leaving the row for staff. Never throws; returns what was sent.
 */
export async function retryPaymentEmails(
  payment: PaymentRecord,
  now: Date,
  when: 'failed_or_due' | 'due' = 'failed_or_due',
): Promise<EmailOutcome[]> {
  const owed = owedEmails(payment);
  if (owed.length === 0 || (payment.emailAttempts ?? 0) >= EMAIL_MAX_ATTEMPTS) return [];
  const due = !payment.nextEmailAt || payment.nextEmailAt <= now.toISOString();
  const failed = owed.some((email) => statusOf(payment, email) === 'failed');
  if (!due && !(when === 'failed_or_due' && failed)) return [];
  try {
    const claim = await Ledger.claimEmails(
      payment,
      owed,
      now.toISOString(),
      later(now, EMAIL_CLAIM_LEASE_MS),
    );
    if (claim !== 'changed') return [];
    const claimed = { ...payment, emailAttempts: (payment.emailAttempts ?? 0) + 1 };
    return await sendPaymentEmails(claimed, now);
  } catch (error) {
    logger.error('payment.email_retry_failed', {
      paymentId: payment.paymentId,
      code: errorName(error),
    });
    return [];
  }
}
