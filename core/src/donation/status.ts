/** The outcome of a payment as the site shows it. */
export type PaymentStatus = 'success' | 'failed' | 'pending' | 'unknown';

/**
 * Maps the gateway's TxnStatus to the site's states: '0' success, '1' failed (or cancelled),
 * '2' pending; anything else (reversed, refunded, not found, missing, ...) is unknown.
 */
export function statusOf(txnStatus: string | null | undefined): PaymentStatus {
  switch (txnStatus?.trim()) {
    case '0':
      return 'success';
    case '1':
      return 'failed';
    case '2':
      return 'pending';
    default:
      return 'unknown';
  }
}

/**
 * Whether a failed result is the buyer's cancel on the payment page (docs/eghl-protocol.md,
 * "Payment response": TxnStatus 1, TxnMessage "Buyer cancelled", an empty TxnID). The empty TxnID
 * is covered by the result's hash; the message is not, so it only ever tells a failure's wording
 * apart, never its outcome.
 */
export function isCancelled(fields: Readonly<Record<string, string | undefined>>): boolean {
  return (
    statusOf(fields.TxnStatus) === 'failed' &&
    !fields.TxnID?.trim() &&
    /cancel/i.test(fields.TxnMessage ?? '')
  );
}

/** Query parameters /transaction-status reads, as the gateway names them. */
export const transactionStatusParams = [
  'TxnStatus',
  'TxnID',
  'ServiceID',
  'Amount',
  'PaymentID',
  'PymtMethod',
  'RespTime',
  'CurrencyCode',
  'OrderNumber',
  'AuthCode',
  'HashValue2',
] as const;

/** Query parameters /transaction-pending reads. */
export const transactionPendingParams = ['PymtMethod', 'PaymentID', 'Amount'] as const;
