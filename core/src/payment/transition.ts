import type { LedgerStatus } from '../api/payments';
import type { PaymentStatus } from '../donation/status';
import { formatAmount, toGatewayAmount } from './amount';

/** What applying an authentic gateway result to a payment does to the ledger. */
export type Transition =
  /** An open payment succeeds: the row and the totals move in one conditional write. */
  | 'succeed'
  /** An open payment fails. */
  | 'fail'
  /** An open payment is pending at the gateway: the row keeps the gateway's latest fields. */
  | 'mark_pending'
  /** The ledger already records this very result. */
  | 'duplicate'
  /** Nothing to record: a pending answer after the final one, or a status the ledger does not track. */
  | 'ignore'
  /** A final result that contradicts the recorded final result. */
  | 'contradiction';

/**
 * The decision table of the donation flow: for the payment's status on the ledger (rows) and the
 * gateway's result (columns), what applying the result does. `success` and `failed` are final.
 */
export const transitions: Readonly<
  Record<LedgerStatus, Readonly<Record<PaymentStatus, Transition>>>
> = {
  initiated: { success: 'succeed', failed: 'fail', pending: 'mark_pending', unknown: 'ignore' },
  pending: { success: 'succeed', failed: 'fail', pending: 'mark_pending', unknown: 'ignore' },
  success: { success: 'duplicate', failed: 'contradiction', pending: 'ignore', unknown: 'ignore' },
  failed: { success: 'contradiction', failed: 'duplicate', pending: 'ignore', unknown: 'ignore' },
};

/** The transition a gateway result makes from a payment's recorded status. */
export function transitionOf(recorded: LedgerStatus, result: PaymentStatus): Transition {
  return transitions[recorded][result];
}

/** Whether a recorded status is final (`success` or `failed`). */
export function isFinalStatus(status: LedgerStatus): boolean {
  return status === 'success' || status === 'failed';
}

/** What the ledger knows of a payment that a gateway result must agree with. */
export interface PaymentTerms {
  paymentId: string;
  /** Whole ringgit. */
  amount: number;
  currency: string;
}

/** The gateway's fields that name a payment's terms (as received, before any conversion). */
export interface ResultTerms {
  Amount?: string;
  CurrencyCode?: string;
  OrderNumber?: string;
}

const sameAmount = (gatewayAmount: string | undefined, amount: number): boolean => {
  try {
    return gatewayAmount !== undefined && toGatewayAmount(gatewayAmount) === formatAmount(amount);
  } catch {
    return false;
  }
};

/**
 * Whether a gateway result is about this very payment: the same amount (compared as the gateway
 * formats it), currency and, when the gateway sends one, order number.
 */
export function resultAgreesWith(payment: PaymentTerms, fields: ResultTerms): boolean {
  return (
    sameAmount(fields.Amount, payment.amount) &&
    fields.CurrencyCode === payment.currency &&
    (fields.OrderNumber === undefined || fields.OrderNumber === payment.paymentId)
  );
}
