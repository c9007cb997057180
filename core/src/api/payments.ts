import type { EnterpriseSlug } from '../enterprise/types';
import type { PaymentStatus } from '../donation/status';

/** `POST /api/payments` answers where to send the browser: the PaymentID and the hosted payment page. */
export interface PaymentStartResponse {
  paymentId: string;
  url: string;
}

/** Answer of `POST /api/payments/verify`. */
export interface VerifyAnswer {
  /** The fields are the gateway's (HashValue2 checks out) and agree with the ledger. */
  valid: boolean;
  /** The verified result's status; `unknown` whenever `valid` is false (the link's claim is not repeated). */
  status: PaymentStatus;
  /** The payment is a shop order's (docs/shop.md): the status page links to the order. */
  order?: boolean;
}

/** Answer of `POST /api/payments/{id}/query`. */
export interface QueryAnswer {
  status: PaymentStatus;
  /** The gateway knows the final result (success or failed). */
  final: boolean;
  /** When final: the gateway's authentic fields, for /transaction-status's query string. */
  fields?: Record<string, string>;
}

/**
 * Where a payment can stand on the ledger, in the ledger's order. `initiated` and `pending` are
 * open; `success` counts in the totals; `failed` (the gateway said so), `cancelled` (the donor
 * cancelled on the gateway's payment page: `isCancelled`), `expired` (the gateway never saw it,
 * see the reconciler) and `reversed`/`refunded` (a success the gateway later took back) count in
 * nothing.
 */
export const ledgerStatuses = [
  'initiated',
  'pending',
  'success',
  'failed',
  'cancelled',
  'expired',
  'reversed',
  'refunded',
] as const;

/** A payment's status on the ledger (`ledgerStatuses`). */
export type LedgerStatus = (typeof ledgerStatuses)[number];

/** Answer of `GET /api/payments/{id}`: status and amount only, no personal data. */
export interface PaymentSummary {
  status: LedgerStatus;
  amount: number;
}

/** Amount raised (whole ringgit) and number of successful donations. */
export interface Totals {
  amount: number;
  contributors: number;
}

/** Answer of `GET /api/campaign/totals`: overall and for every enterprise. */
export interface CampaignTotals {
  overall: Totals;
  enterprises: Record<EnterpriseSlug, Totals>;
}
