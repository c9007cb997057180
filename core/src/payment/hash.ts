import { createHash, timingSafeEqual } from 'node:crypto';

/** Response fields of the gateway as received (form-decoded); a missing field counts as ''. */
export type GatewayFields = Readonly<Record<string, string | undefined>>;

/** Lowercase hex SHA-256 of a string's UTF-8 bytes. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The values a SALE request's HashValue covers, exactly as sent; absent ones count as ''. */
export interface RequestHashInput {
  password: string;
  serviceId: string;
  paymentId: string;
  returnUrl: string;
  approvalUrl?: string;
  unapprovalUrl?: string;
  callbackUrl?: string;
  amount: string;
  currencyCode: string;
  custIp: string;
  pageTimeout?: string;
  cardNo?: string;
  token?: string;
}

/**
 * HashValue of a payment request: sha256(Password + ServiceID + PaymentID + MerchantReturnURL +
 * MerchantApprovalURL + MerchantUnApprovalURL + MerchantCallBackURL + Amount + CurrencyCode +
 * CustIP + PageTimeout + CardNo + Token), lowercase hex.
 */
export function requestHash(input: RequestHashInput): string {
  return sha256Hex(
    [
      input.password,
      input.serviceId,
      input.paymentId,
      input.returnUrl,
      input.approvalUrl ?? '',
      input.unapprovalUrl ?? '',
      input.callbackUrl ?? '',
      input.amount,
      input.currencyCode,
      input.custIp,
      input.pageTimeout ?? '',
      input.cardNo ?? '',
      input.token ?? '',
    ].join(''),
  );
}

/** The values a QUERY request's HashValue covers, exactly as sent. */
export interface QueryHashInput {
  password: string;
  serviceId: string;
  paymentId: string;
  amount: string;
  currencyCode: string;
}

/** HashValue of a QUERY request: sha256(Password + ServiceID + PaymentID + Amount + CurrencyCode). */
export function queryHash(input: QueryHashInput): string {
  return sha256Hex(
    input.password + input.serviceId + input.paymentId + input.amount + input.currencyCode,
  );
}

function responseBase(password: string, fields: GatewayFields): string {
  return [
    password,
    fields.TxnID ?? '',
    fields.ServiceID ?? '',
    fields.PaymentID ?? '',
    fields.TxnStatus ?? '',
    fields.Amount ?? '',
    fields.CurrencyCode ?? '',
    fields.AuthCode ?? '',
  ].join('');
}

/**
 * HashValue of a payment or query response: sha256(Password + TxnID + ServiceID + PaymentID +
 * TxnStatus + Amount + CurrencyCode + AuthCode), over the values as received.
 */
export function responseHash(password: string, fields: GatewayFields): string {
  return sha256Hex(responseBase(password, fields));
}

/**
 * HashValue2 of a payment or query response: the HashValue input followed by OrderNumber, Param6
 * and Param7, over the values as received.
 */
export function responseHash2(password: string, fields: GatewayFields): string {
  return sha256Hex(
    responseBase(password, fields) +
      (fields.OrderNumber ?? '') +
      (fields.Param6 ?? '') +
      (fields.Param7 ?? ''),
  );
}

/**
 * Whether a response is authentic: its HashValue2 (hex, any letter case) equals the one computed
 * with the merchant password, compared in constant time. A missing or malformed HashValue2 (as
 * when the ServiceID is wrong) is never authentic.
 */
export function verifyResponse(password: string, fields: GatewayFields): boolean {
  const received = (fields.HashValue2 ?? '').trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(received)) return false;
  const expected = responseHash2(password, fields);
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(received, 'hex'));
}
