import { randomInt } from 'node:crypto';
import {
  queryRequestHash,
  responseHashValue,
  responseHashValue2,
  saleRequestHash,
  sameHash,
} from './hash';
import type { Fields } from './hash';

/** The merchant account the simulator plays the gateway for. */
export interface Merchant {
  serviceId: string;
  password: string;
}

/** Fields a SALE request must carry (docs/eghl-protocol.md, "Payment request (SALE)"). */
export const saleMandatoryFields = [
  'TransactionType',
  'PymtMethod',
  'ServiceID',
  'PaymentID',
  'OrderNumber',
  'PaymentDesc',
  'MerchantReturnURL',
  'Amount',
  'CurrencyCode',
  'HashValue',
  'CustIP',
  'CustName',
  'CustEmail',
  'CustPhone',
] as const;

/** Maximum lengths of request fields. CustIP: 45, the newer validator's limit (IPv6 fits). */
export const saleFieldLimits: Readonly<Record<string, number>> = {
  ServiceID: 3,
  PaymentID: 20,
  OrderNumber: 20,
  PaymentDesc: 100,
  CustName: 50,
  CustEmail: 60,
  CustPhone: 25,
  MerchantReturnURL: 255,
  MerchantCallBackURL: 255,
  MerchantApprovalURL: 255,
  MerchantUnApprovalURL: 255,
  Param6: 50,
  Param7: 50,
  CustIP: 45,
  PageTimeout: 4,
};

const urlFields = [
  'MerchantReturnURL',
  'MerchantCallBackURL',
  'MerchantApprovalURL',
  'MerchantUnApprovalURL',
] as const;

const paymentMethods = ['ANY', 'CC', 'MO', 'DD', 'WA', 'OTC'];

/** Seconds the payment page stays open when the request names no PageTimeout. */
export const defaultPageTimeoutSeconds = 600;

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Everything wrong with a SALE request, in words a tester can act on; empty when the gateway
 * would accept it. The hash is checked over the values exactly as received.
 */
export function saleRequestProblems(fields: Fields, merchant: Merchant): string[] {
  const problems: string[] = [];
  for (const name of saleMandatoryFields) {
    if (!fields[name]) problems.push(`${name} is missing.`);
  }
  for (const [name, max] of Object.entries(saleFieldLimits)) {
    const value = fields[name];
    if (value !== undefined && value.length > max) {
      problems.push(`${name} is ${value.length} characters long; at most ${max} are allowed.`);
    }
  }
  const { TransactionType, PymtMethod, ServiceID, Amount, CurrencyCode, PageTimeout } = fields;
  if (TransactionType && TransactionType !== 'SALE') {
    problems.push(`TransactionType ${TransactionType} is not SALE.`);
  }
  if (PymtMethod && !paymentMethods.includes(PymtMethod)) {
    problems.push(`PymtMethod ${PymtMethod} is not one of ${paymentMethods.join(', ')}.`);
  }
  if (ServiceID && ServiceID !== merchant.serviceId) {
    problems.push(`ServiceID ${ServiceID} is not a merchant of this gateway.`);
  }
  if (Amount && !/^\d{1,12}\.\d{2}$/.test(Amount)) {
    problems.push(`Amount ${Amount} must have exactly two decimals and no grouping, e.g. 10.00.`);
  } else if (Amount && Number(Amount) <= 0) {
    problems.push('Amount must be greater than 0.00.');
  }
  if (CurrencyCode && CurrencyCode !== 'MYR') {
    problems.push(`CurrencyCode ${CurrencyCode} is not enabled for this merchant (MYR only).`);
  }
  if (PageTimeout !== undefined && !/^\d{1,4}$/.test(PageTimeout)) {
    problems.push('PageTimeout must be a number of seconds of at most 4 digits.');
  }
  for (const name of urlFields) {
    const value = fields[name];
    if (value && !isHttpUrl(value)) problems.push(`${name} is not an absolute http(s) URL.`);
  }
  if (fields.CustEmail && !/^[^\s@]+@[^\s@]+$/.test(fields.CustEmail)) {
    problems.push('CustEmail is not an email address.');
  }
  if (
    fields.HashValue &&
    ServiceID === merchant.serviceId &&
    !sameHash(saleRequestHash(merchant.password, fields), fields.HashValue)
  ) {
    problems.push(
      'HashValue does not match sha256(Password + ServiceID + PaymentID + MerchantReturnURL + ' +
        'MerchantApprovalURL + MerchantUnApprovalURL + MerchantCallBackURL + Amount + ' +
        'CurrencyCode + CustIP + PageTimeout + CardNo + Token).',
    );
  }
  return problems;
}

/** Where a payment stands at the simulated gateway. */
export type TransactionState = 'awaiting' | 'success' | 'failed' | 'pending' | 'cancelled';

/** What the tester (or a test) decides on the payment page. */
export type Outcome = 'success' | 'failure' | 'pending' | 'cancel';

/** A payment the simulated gateway knows. */
export interface Transaction {
  paymentId: string;
  /** Random token of the payment page's address. */
  session: string;
  /** The SALE request's fields, as received. */
  request: Record<string, string>;
  createdAt: string;
  state: TransactionState;
  txnId: string;
  authCode: string;
  bankRefNo: string;
  pymtMethod: string;
  issuingBank: string;
  txnMessage: string;
  /** `yyyy-MM-dd HH:mm:ss`, Malaysian time. */
  respTime: string;
  /** Every server-leg attempt, oldest first. */
  deliveries: Delivery[];
}

/** One attempt to deliver the server leg. */
export interface Delivery {
  at: string;
  txnStatus: string;
  attempt: number;
  /** HTTP status, or null when the request itself failed. */
  status: number | null;
  /** The merchant's answer (cut to 200 characters), or the network error. */
  body: string;
  /** The merchant answered exactly `OK`. */
  ok: boolean;
}

const txnStatusOf: Record<TransactionState, string> = {
  awaiting: '2',
  pending: '2',
  success: '0',
  failed: '1',
  cancelled: '1',
};

/** The gateway's time format, in Malaysian time (UTC+8, no daylight saving). */
export const gatewayTime = (date: Date): string =>
  new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

const digits = (count: number): string =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');

/** When the payment page of a transaction closes. */
export const expiresAt = (tx: Transaction): number =>
  Date.parse(tx.createdAt) + Number(tx.request.PageTimeout || defaultPageTimeoutSeconds) * 1000;

/**
 * Applies an outcome to a transaction, as the gateway records a buyer's payment: a TxnID and bank
 * reference for anything the buyer paid or tried to pay, an AuthCode for a success, and an empty
 * TxnID for a cancel.
 */
export function decide(tx: Transaction, outcome: Outcome | 'expire', now: Date): Transaction {
  const txnId = tx.txnId || `${tx.request.ServiceID ?? ''}${digits(17)}`;
  const common = { respTime: gatewayTime(now), issuingBank: 'HostSim', pymtMethod: 'CC' };
  switch (outcome) {
    case 'success':
      return {
        ...tx,
        ...common,
        state: 'success',
        txnId,
        authCode: digits(6),
        bankRefNo: tx.bankRefNo || digits(10),
        txnMessage: 'Transaction Successful',
      };
    case 'failure':
      return {
        ...tx,
        ...common,
        state: 'failed',
        txnId,
        authCode: '',
        bankRefNo: tx.bankRefNo || digits(10),
        txnMessage: 'Transaction Failed',
      };
    case 'pending':
      return {
        ...tx,
        ...common,
        state: 'pending',
        txnId,
        authCode: '',
        bankRefNo: digits(10),
        txnMessage: 'Transaction Pending',
      };
    case 'cancel':
      return {
        ...tx,
        ...common,
        state: 'cancelled',
        txnId: '',
        authCode: '',
        bankRefNo: '',
        txnMessage: 'Buyer cancelled',
      };
    case 'expire':
      return {
        ...tx,
        ...common,
        state: 'failed',
        txnId: '',
        authCode: '',
        bankRefNo: '',
        txnMessage: 'Transaction timeout',
      };
  }
}

/** The payment response (browser leg and server leg) of a transaction's current state, signed. */
export function responseFields(tx: Transaction, merchant: Merchant): Record<string, string> {
  const fields: Record<string, string> = {
    TransactionType: 'SALE',
    PymtMethod: tx.pymtMethod,
    ServiceID: tx.request.ServiceID ?? '',
    PaymentID: tx.paymentId,
    OrderNumber: tx.request.OrderNumber ?? '',
    Amount: tx.request.Amount ?? '',
    CurrencyCode: tx.request.CurrencyCode ?? '',
    TxnID: tx.txnId,
    IssuingBank: tx.issuingBank,
    TxnStatus: txnStatusOf[tx.state],
    AuthCode: tx.authCode,
    BankRefNo: tx.bankRefNo,
    TxnMessage: tx.txnMessage,
    RespTime: tx.respTime,
    Param6: tx.request.Param6 ?? '',
    Param7: tx.request.Param7 ?? '',
  };
  fields.HashValue = responseHashValue(merchant.password, fields);
  fields.HashValue2 = responseHashValue2(merchant.password, fields);
  return fields;
}

/** `key=value&…` with `%20` for spaces, as the gateway writes its QUERY answers. */
export const queryEncode = (fields: Readonly<Record<string, string>>): string =>
  Object.entries(fields)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');

/**
 * The gateway's answer to a QUERY: TxnExists 0 with the transaction's signed fields when it is
 * found, 1 when it is not (or the ServiceID is unknown, then without hashes), 2 when the query
 * itself is refused (bad hash, missing fields).
 */
export function queryAnswer(
  fields: Fields,
  find: (paymentId: string) => Transaction | undefined,
  merchant: Merchant,
): string {
  const missing = ['ServiceID', 'PaymentID', 'Amount', 'CurrencyCode', 'HashValue'].filter(
    (name) => !fields[name],
  );
  if (missing.length > 0) {
    return queryEncode({ TxnExists: '2', QueryDesc: `Missing ${missing.join(', ')}` });
  }
  if (fields.ServiceID !== merchant.serviceId) {
    return queryEncode({ TxnExists: '1', QueryDesc: 'Invalid ServiceID' });
  }
  if (!sameHash(queryRequestHash(merchant.password, fields), fields.HashValue)) {
    return queryEncode({ TxnExists: '2', QueryDesc: 'Invalid HashValue' });
  }
  const tx = find(fields.PaymentID ?? '');
  if (
    !tx ||
    tx.request.Amount !== fields.Amount ||
    tx.request.CurrencyCode !== fields.CurrencyCode
  ) {
    return queryEncode({
      TxnExists: '1',
      QueryDesc: 'Record not found',
      TransactionType: 'QUERY',
      ServiceID: merchant.serviceId,
      PaymentID: fields.PaymentID ?? '',
    });
  }
  const response = responseFields(tx, merchant);
  return queryEncode({
    TxnExists: '0',
    QueryDesc: 'Record exists in system',
    TransactionType: 'QUERY',
    PymtMethod: response.PymtMethod ?? '',
    ServiceID: response.ServiceID ?? '',
    PaymentID: response.PaymentID ?? '',
    OrderNumber: response.OrderNumber ?? '',
    Amount: response.Amount ?? '',
    TotalRefundAmount: '0',
    CurrencyCode: response.CurrencyCode ?? '',
    TxnID: response.TxnID ?? '',
    IssuingBank: response.IssuingBank ?? '',
    TxnStatus: response.TxnStatus ?? '',
    AuthCode: response.AuthCode ?? '',
    BankRefNo: response.BankRefNo ?? '',
    TxnMessage: tx.state === 'awaiting' ? 'Buyer has not completed the payment' : tx.txnMessage,
    HashValue: response.HashValue ?? '',
    SessionID: tx.session,
    HashValue2: response.HashValue2 ?? '',
    RespTime: response.RespTime || gatewayTime(new Date(tx.createdAt)),
    Param6: response.Param6 ?? '',
    Param7: response.Param7 ?? '',
  });
}
