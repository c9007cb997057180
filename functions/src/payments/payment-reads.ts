import type { CampaignTotals, PaymentSummary } from '@gsk/core/api';
import { isPaymentId } from '@gsk/core/payment';
import { notFound } from '../lib/errors';
import { Ledger, type PaymentRecord } from './ledger';

/*
 * The donation flow's reads (Payments.summary and Payments.totals, ./payments.ts), in a module of
 * their own so that `GET /api/payments/{id}` and `GET /api/campaign/totals` bundle the ledger
 * only, not the gateway's client, its response schema (yup) or the result's emails.
 */

/** The payment of an id (404 `payment_not_found` when unknown or not a payment id). */
export const findPayment = async (paymentId: string): Promise<PaymentRecord> => {
  const payment = isPaymentId(paymentId) ? await Ledger.get(paymentId) : undefined;
  if (!payment) throw notFound('payment_not_found');
  return payment;
};

/** Status and amount of a payment (404 when unknown). */
export async function paymentSummary(paymentId: string): Promise<PaymentSummary> {
  const { status, amount } = await findPayment(paymentId);
  return { status, amount };
}

/** Amount raised and contributors, overall and per enterprise. */
export const campaignTotals = (): Promise<CampaignTotals> => Ledger.totals();
