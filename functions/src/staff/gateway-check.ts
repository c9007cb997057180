import type { StaffPaymentCheck } from '@gsk/core/api';
import { isFinalStatus } from '@gsk/core/payment';
import type { EghlSettings } from '../lib/config';
import { Ledger } from '../payments/ledger';
import { appendHistory } from '../payments/payment-history';
import type { Session } from '../members/sessions';
import { Reconciler } from '../payments/reconcile';
import { recordStaffAction } from './audit';
import { detailOf, findPayment } from './payments';

/*
 * The staff console's "check with the gateway" (issue 18), apart from the donations' search and
 * pages (./payments.ts) so that only its route bundles the reconciler and the gateway's client.
 */

/**
 * "Check with the gateway": the reconciler's step for this payment now (Reconciler.step: a signed
 * QUERY about an open payment with its authentic answer applied or its expiry, then owed emails
 * retried, failed ones included), recorded in the audit trail (`payment.checked`) and the
 * payment's history, then the payment as it stands. Outcomes: `settled`, `expired`,
 * `emails_sent`, `unchanged` (still open, or nothing owed), `already_final`.
 */
export async function checkPayment(
  session: Session,
  paymentId: string,
  eghl: EghlSettings,
  now = new Date(),
): Promise<StaffPaymentCheck> {
  const payment = await findPayment(paymentId);
  const step = await Reconciler.step(payment, { eghl }, now, {
    when: 'failed_or_due',
    source: 'staff',
  });
  const sent = step.emails.some((email) => email.status !== 'failed');
  const outcome =
    step.settling !== 'unchanged'
      ? step.settling
      : sent
        ? 'emails_sent'
        : isFinalStatus(payment.status)
          ? 'already_final'
          : 'unchanged';
  const entry = await recordStaffAction(
    session,
    'payment.checked',
    { type: 'payment', id: paymentId, name: payment.name },
    { outcome, status: step.payment.status },
  );
  await appendHistory(paymentId, 'staff_check', {
    outcome,
    memberId: entry.actor.memberId,
    name: entry.actor.name,
  });
  return { outcome, detail: await detailOf((await Ledger.get(paymentId)) ?? step.payment) };
}
