import type { LedgerStatus } from '../api/payments';
import { statusOf } from '../donation/status';
import { formatAmount, toGatewayAmount } from './amount';

/**
 * What an authentic gateway result says, finer than the donor-facing `PaymentStatus`: TxnStatus
 * 0 success, 1 failed (or cancelled), 2 pending, 9 reversed, 10 refunded; anything else (31
 * reversal pending, 15 authorised, 16 captured, codes the protocol does not name) is `unsettled`,
 * which is recorded for a person to look at and never counts as paid.
 */
export type GatewayResult =
  'success' | 'failed' | 'pending' | 'reversed' | 'refunded' | 'unsettled';

/** The result a gateway TxnStatus stands for: the donor-facing three, then reversals and refunds. */
export function gatewayResultOf(txnStatus: string | null | undefined): GatewayResult {
  const status = statusOf(txnStatus);
  if (status !== 'unknown') return status;
  const code = txnStatus?.trim();
  return code === '9' ? 'reversed' : code === '10' ? 'refunded' : 'unsettled';
}

/** What applying an authentic gateway result to a payment does to the ledger. */
export type Transition =
  /** An open payment succeeds: the row and the totals move in one conditional write. */
  | 'succeed'
  /**
   * A success after a recorded failure, cancel or expiry (a late bank confirmation): the money was
   * captured, so the payment succeeds as an open one would (totals once, receipt, notice) and is
   * flagged for staff review, who are told.
   */
  | 'succeed_late'
  /**
   * An open payment fails: recorded `cancelled` when the result is the donor's cancel on the
   * payment page (`isCancelled`), else `failed`; both are unpaid and move alike.
   */
  | 'fail'
  /** An open payment is pending at the gateway: the row keeps the gateway's latest fields. */
  | 'mark_pending'
  /** A success is reversed or refunded: the row and the totals move back in one write. */
  | 'reverse'
  /** The ledger already records this very result. */
  | 'duplicate'
  /** Nothing to record: a pending answer after the final one, or a stale result. */
  | 'ignore'
  /** A failure after a recorded success: the row stays paid, flagged for review, staff told. */
  | 'contradiction'
  /** A result the flow does not expect here (31, unknown codes, reversing an unpaid payment): recorded for review, staff told. */
  | 'review';

const open = {
  success: 'succeed',
  failed: 'fail',
  pending: 'mark_pending',
  reversed: 'review',
  refunded: 'review',
  unsettled: 'review',
} as const;
const unpaid = {
  success: 'succeed_late',
  failed: 'duplicate',
  pending: 'ignore',
  reversed: 'review',
  refunded: 'review',
  unsettled: 'review',
} as const;

/**
 * The decision table of the donation flow: for the payment's status on the ledger (rows) and the
 * gateway's result (columns), what applying the result does.
 */
export const transitions: Readonly<
  Record<LedgerStatus, Readonly<Record<GatewayResult, Transition>>>
> = {
  initiated: open,
  pending: open,
  success: {
    success: 'duplicate',
    failed: 'contradiction',
    pending: 'ignore',
    reversed: 'reverse',
    refunded: 'reverse',
    unsettled: 'review',
  },
  failed: unpaid,
  cancelled: unpaid,
  // The gateway's failure of a payment we expired agrees with it: nothing more to record.
  expired: { ...unpaid, failed: 'ignore' },
  // A success or failure after a reversal is the original result delivered late.
  reversed: {
    success: 'ignore',
    failed: 'ignore',
    pending: 'ignore',
    reversed: 'duplicate',
    refunded: 'review',
    unsettled: 'review',
  },
  refunded: {
    success: 'ignore',
    failed: 'ignore',
    pending: 'ignore',
    reversed: 'review',
    refunded: 'duplicate',
    unsettled: 'review',
  },
};

/** The transition a gateway result makes from a payment's recorded status. */
export function transitionOf(recorded: LedgerStatus, result: GatewayResult): Transition {
  return transitions[recorded][result];
}

/** Statuses a payment can still leave by the gateway's ordinary results (`initiated`, `pending`). */
export function isOpenStatus(status: LedgerStatus): boolean {
  return status === 'initiated' || status === 'pending';
}

/** Whether a recorded status is final: every status but the open ones. */
export function isFinalStatus(status: LedgerStatus): boolean {
  return !isOpenStatus(status);
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
