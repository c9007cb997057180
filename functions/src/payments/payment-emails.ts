import {
  EMAIL_CLAIM_LEASE_MS,
  EMAIL_MAX_ATTEMPTS,
  EMAIL_RETRY_BASE_MS,
  EMAIL_RETRY_MAX_MS,
  EmailClaims,
  type EmailDebt,
} from '../email/claims';
import { routeStaffNotice } from '../email/staff-notices';
import { config } from '../lib/config';
import { sendEmail } from '../lib/email';
import { errorName, logger } from '../lib/logger';
import { paymentKey } from './ledger';
import type { EmailOutcome, EmailStatus, PaymentEmail, PaymentRecord } from './ledger';
import { orderNoticeEmail, orderReceiptEmail } from '../shop/order-emails';
import { isOrder } from '../shop/records';
import { appendHistory } from './payment-history';
import { adminNoticeEmail, receiptEmail, reviewNoticeEmail } from './receipt-email';
/**
 * The log message of an email of a payment that SES refused; with `email: 'receipt'` it raises
 * the donor-receipt alarm (infra/stacks/alarms.ts).
 */
export const emailFailedEvent = 'payment.email_failed';

export { EMAIL_CLAIM_LEASE_MS, EMAIL_MAX_ATTEMPTS, EMAIL_RETRY_BASE_MS, EMAIL_RETRY_MAX_MS };

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
 * Where a reply to a payment's email goes: a staff notice's to the donor, the receipt's and the
 * review notice's to the movement's contact address.
 */
const replyAddress = (payment: PaymentRecord, email: PaymentEmail): string | undefined =>
  email === 'notice' ? payment.email : config.contactEmail;

/**
 * Sends one email; a failure is logged and returned (never thrown). The staff notice of a
 * donation counts against the day's cap of staff emails and past it becomes a line of the day's
 * digest; a review notice (money that needs a person now, raised only by an authentic gateway
 * result) is always sent alone and not counted.
 */
const deliver = async (payment: PaymentRecord, email: PaymentEmail): Promise<EmailOutcome> => {
  if (email !== 'receipt' && config.adminEmails.length === 0) return { email, status: 'skipped' };
  try {
    const to = email === 'receipt' ? [payment.email] : config.adminEmails;
    // An order's receipt and notice list its lines (docs/shop.md, "Emails").
    const order = isOrder(payment) ? payment : undefined;
    const content =
      email === 'receipt'
        ? order
          ? orderReceiptEmail(order)
          : receiptEmail(payment)
        : email === 'notice'
          ? order
            ? orderNoticeEmail(order)
            : adminNoticeEmail(payment)
          : reviewNoticeEmail(payment);
    if (email === 'notice') {
      const notice = {
        kind: order ? 'order' : 'donation',
        id: payment.paymentId,
        at: payment.paidAt ?? payment.updatedAt,
        subject: content.subject,
      } as const;
      if ((await routeStaffNotice(notice)) === 'digest') return { email, status: 'digest' };
    }
    await sendEmail(to, content, replyAddress(payment, email));
    return { email, status: 'sent' };
  } catch (error) {
    const code = errorName(error);
    logger.error(emailFailedEvent, { paymentId: payment.paymentId, email, code });
    return { email, status: 'failed', code };
  }
};

/** A payment's owed emails, as the shared claims see them. */
const debtOf = (payment: PaymentRecord): EmailDebt<PaymentEmail> => {
  const owed = owedEmails(payment);
  return {
    key: paymentKey(payment.paymentId),
    logKeys: { paymentId: payment.paymentId },
    domain: 'payment',
    emailAttempts: payment.emailAttempts,
    nextEmailAt: payment.nextEmailAt,
    owed,
    failed: owed.some((email) => statusOf(payment, email) === 'failed'),
    deliver: (email) => deliver(payment, email),
  };
};

/**
 * Sends the emails a payment owes, for a caller that holds the claim on them (it made the
 * transition, or won the claim), and records every outcome on the row in one write: all sent and
 * the row leaves the `emails` attention; any failed and the next try waits by backoff. Never
 * throws: an email failure must not undo or hide the payment; it stays visible on the row
 * (`receiptStatus: 'failed'`, `receiptError`) and the reconciler retries it.
 */
export async function sendPaymentEmails(
  payment: PaymentRecord,
  now = new Date(),
): Promise<EmailOutcome[]> {
  return recorded(payment, await EmailClaims.send(debtOf(payment), now), now);
}

/**
 * Appends each email's outcome to the payment's history (after the ledger's own record of it,
 * never throwing: see payment-history.ts) and hands the outcomes on.
 */
const recorded = async (payment: PaymentRecord, outcomes: EmailOutcome[], now: Date) => {
  await Promise.all(
    outcomes.map(({ email, status, code }) =>
      appendHistory(
        payment.paymentId,
        'email',
        { email, status, ...(code && { code }) },
        now.toISOString(),
      ),
    ),
  );
  return outcomes;
};

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
  return recorded(payment, await EmailClaims.retry(debtOf(payment), now, when), now);
}
