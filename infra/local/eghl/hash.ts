import { createHash, timingSafeEqual } from 'node:crypto';

/*
 * The gateway's signatures, written from docs/eghl-protocol.md on purpose apart from
 * core/src/payment: the simulator checks the site's requests with its own code, so a bug in core
 * cannot be mirrored here and pass unnoticed.
 */

/** Fields of a message as strings; a field that was not sent counts as ''. */
export type Fields = Readonly<Record<string, string | undefined>>;

/** Lowercase hex SHA-256 of the plain concatenation of the values (UTF-8, no separators). */
export const sha256 = (...values: (string | undefined)[]): string =>
  createHash('sha256')
    .update(values.map((value) => value ?? '').join(''), 'utf8')
    .digest('hex');

/**
 * HashValue of a SALE request: Password + ServiceID + PaymentID + MerchantReturnURL +
 * MerchantApprovalURL + MerchantUnApprovalURL + MerchantCallBackURL + Amount + CurrencyCode +
 * CustIP + PageTimeout + CardNo + Token.
 */
export const saleRequestHash = (password: string, f: Fields): string =>
  sha256(
    password,
    f.ServiceID,
    f.PaymentID,
    f.MerchantReturnURL,
    f.MerchantApprovalURL,
    f.MerchantUnApprovalURL,
    f.MerchantCallBackURL,
    f.Amount,
    f.CurrencyCode,
    f.CustIP,
    f.PageTimeout,
    f.CardNo,
    f.Token,
  );

/** HashValue of a QUERY (or REFUND, CAPTURE, RSALE) request: Password + ServiceID + PaymentID + Amount + CurrencyCode. */
export const queryRequestHash = (password: string, f: Fields): string =>
  sha256(password, f.ServiceID, f.PaymentID, f.Amount, f.CurrencyCode);

/** HashValue of a response: Password + TxnID + ServiceID + PaymentID + TxnStatus + Amount + CurrencyCode + AuthCode. */
export const responseHashValue = (password: string, f: Fields): string =>
  sha256(
    password,
    f.TxnID,
    f.ServiceID,
    f.PaymentID,
    f.TxnStatus,
    f.Amount,
    f.CurrencyCode,
    f.AuthCode,
  );

/** HashValue2 of a response: the HashValue input followed by OrderNumber, Param6 and Param7. */
export const responseHashValue2 = (password: string, f: Fields): string =>
  sha256(
    password,
    f.TxnID,
    f.ServiceID,
    f.PaymentID,
    f.TxnStatus,
    f.Amount,
    f.CurrencyCode,
    f.AuthCode,
    f.OrderNumber,
    f.Param6,
    f.Param7,
  );

/** Compares a received hex hash with the expected one in constant time, ignoring letter case. */
export const sameHash = (expected: string, received: string | undefined): boolean => {
  const value = (received ?? '').trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(value)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(value, 'hex'));
};
