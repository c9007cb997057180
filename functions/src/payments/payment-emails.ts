import { SendEmailCommand } from '@aws-sdk/client-ses';
import { sesClient } from '../lib/aws';
import { config } from '../lib/config';
import { Ledger } from '../lib/ledger';
import { errorName, logger } from '../lib/logger';
import type { EmailStatus, PaymentEmail, PaymentRecord } from '../lib/ledger';
import { adminNoticeEmail, receiptEmail } from './receipt-email';
import type { EmailContent } from './receipt-email';

/**
 * The log message of an email of a successful payment that SES refused; with `email: 'receipt'`
 * it raises the donor-receipt alarm (infra/stacks/alarms.ts).
 */
export const emailFailedEvent = 'payment.email_failed';

/** A claim on a payment's emails older than this is taken to be abandoned (its sender died). */
export const EMAIL_CLAIM_STALE_MS = 5 * 60 * 1000;

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
  email === 'receipt' ? payment.receiptStatus : payment.noticeStatus;

/** Sends one email and records the outcome; a failure is recorded (never thrown). */
const deliver = async (payment: PaymentRecord, email: PaymentEmail): Promise<void> => {
  let outcome: { status: 'sent' | 'failed' | 'skipped'; code?: string };
  if (email === 'notice' && config.adminEmails.length === 0) {
    outcome = { status: 'skipped' };
  } else {
    try {
      if (email === 'receipt') await send([payment.email], receiptEmail(payment));
      else await send(config.adminEmails, adminNoticeEmail(payment));
      outcome = { status: 'sent' };
    } catch (error) {
      outcome = { status: 'failed', code: errorName(error) };
      logger.error(emailFailedEvent, { paymentId: payment.paymentId, email, code: outcome.code });
    }
  }
  try {
    await Ledger.recordEmail(payment.paymentId, email, outcome.status, outcome.code);
  } catch (error) {
    // The claim stays 'sending' and goes stale, so a later delivery of the result retries.
    logger.error('payment.email_record_failed', {
      paymentId: payment.paymentId,
      email,
      code: errorName(error),
    });
  }
};

/**
 * Sends the emails of a successful payment that are not sent yet (the donor's receipt in the
 * donation's language, the admins' notice) and records each outcome on the ledger row. Never
 * throws: an email failure must not undo or hide the payment; it stays visible on the row
 * (`receiptStatus: 'failed'`, `receiptError`) and is retried on a later delivery of the result.
 */
export async function sendPaymentEmails(payment: PaymentRecord): Promise<void> {
  const pending = (['receipt', 'notice'] as const).filter((email) => {
    const status = statusOf(payment, email);
    return status !== 'sent' && status !== 'skipped';
  });
  await Promise.all(pending.map((email) => deliver(payment, email)));
}

/**
 * On a repeated delivery of a success: retries the payment's failed (or abandoned) emails, when
 * this caller wins the claim. Never throws.
 */
export async function retryPaymentEmails(payment: PaymentRecord, now: Date): Promise<void> {
  const statuses = [payment.receiptStatus, payment.noticeStatus];
  if (!statuses.some((status) => status === 'failed' || status === 'sending')) return;
  try {
    const staleBefore = new Date(now.getTime() - EMAIL_CLAIM_STALE_MS).toISOString();
    const claim = await Ledger.claimEmailRetry(payment.paymentId, now.toISOString(), staleBefore);
    if (claim === 'changed') await sendPaymentEmails(payment);
  } catch (error) {
    logger.error('payment.email_retry_failed', {
      paymentId: payment.paymentId,
      code: errorName(error),
    });
  }
}
