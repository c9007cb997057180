import { CURRENCY, PAYMENT_PAGE_TIMEOUT_SECONDS } from '../constants';
import type { Language } from '../i18n/language';
import { site } from '../site';
import { formatAmount, toGatewayAmount } from './amount';
import { queryHash, requestHash } from './hash';

/** The gateway's hosted payment page (one endpoint for SALE and QUERY). */
export const gatewayUrls = {
  production: 'https://securepay.e-ghl.com/IPG/Payment.aspx',
  sandbox: 'https://pay.e-ghl.com/IPGSG/Payment.aspx',
} as const;

/** Maximum lengths of the request fields, as the gateway documents them. */
export const gatewayFieldLimits = {
  PaymentID: 20,
  OrderNumber: 20,
  PaymentDesc: 100,
  CustName: 50,
  CustEmail: 60,
  CustPhone: 25,
  MerchantReturnURL: 255,
  MerchantCallBackURL: 255,
  CustIP: 45,
  PageTimeout: 4,
} as const;

/** The fixed PaymentDesc of a donation. */
export const donationPaymentDescription = `Donation to ${site.name}`;

/** The PaymentDesc of a shop order (docs/shop.md): the hosted page and the bank statement name the shop. */
export const orderPaymentDescription = `Order from ${site.name} shop`;

/** The gateway's LanguageCode for a site language: 'MS' for bm, 'EN' for eng. */
export function gatewayLanguageCode(language: Language): 'MS' | 'EN' {
  return language === 'bm' ? 'MS' : 'EN';
}

/** What a SALE request is built from. The password only enters the hash. */
export interface SaleInput {
  serviceId: string;
  password: string;
  paymentId: string;
  returnUrl: string;
  callbackUrl: string;
  /** In ringgit; sent with two decimals. */
  amount: number;
  custIp: string;
  custName: string;
  custEmail: string;
  custPhone: string;
  paymentDesc: string;
  /** e.g. 'MS' or 'EN' (see `gatewayLanguageCode`); not sent when absent. */
  languageCode?: string;
  /** Seconds; 600 by default. */
  pageTimeout?: number;
  /** 'MYR' by default. */
  currencyCode?: string;
}

/** The fields of a SALE request, in the order they are sent (a plain record, usable by `saleUrl`). */
export type SaleRequest = {
  TransactionType: 'SALE';
  PymtMethod: 'ANY';
  ServiceID: string;
  PaymentID: string;
  OrderNumber: string;
  PaymentDesc: string;
  MerchantReturnURL: string;
  MerchantCallBackURL: string;
  Amount: string;
  CurrencyCode: string;
  HashValue: string;
  CustIP: string;
  CustName: string;
  CustEmail: string;
  CustPhone: string;
  PageTimeout: string;
  LanguageCode?: string;
};

function checkLength(field: keyof typeof gatewayFieldLimits, value: string): void {
  if (value.length > gatewayFieldLimits[field]) {
    throw new RangeError(`${field} is longer than ${gatewayFieldLimits[field]} characters`);
  }
}

/**
 * Builds a SALE request: PymtMethod ANY, OrderNumber = PaymentID, Amount with two decimals,
 * CurrencyCode MYR, PageTimeout 600 and HashValue over the values exactly as sent. Throws a
 * RangeError when a value exceeds the gateway's length limits, since the gateway would refuse it.
 */
export function buildSaleRequest(input: SaleInput): SaleRequest {
  const amount = formatAmount(input.amount);
  const currencyCode = input.currencyCode ?? CURRENCY;
  const pageTimeout = String(input.pageTimeout ?? PAYMENT_PAGE_TIMEOUT_SECONDS);
  const request: SaleRequest = {
    TransactionType: 'SALE',
    PymtMethod: 'ANY',
    ServiceID: input.serviceId,
    PaymentID: input.paymentId,
    OrderNumber: input.paymentId,
    PaymentDesc: input.paymentDesc,
    MerchantReturnURL: input.returnUrl,
    MerchantCallBackURL: input.callbackUrl,
    Amount: amount,
    CurrencyCode: currencyCode,
    HashValue: requestHash({
      password: input.password,
      serviceId: input.serviceId,
      paymentId: input.paymentId,
      returnUrl: input.returnUrl,
      callbackUrl: input.callbackUrl,
      amount,
      currencyCode,
      custIp: input.custIp,
      pageTimeout,
    }),
    CustIP: input.custIp,
    CustName: input.custName,
    CustEmail: input.custEmail,
    CustPhone: input.custPhone,
    PageTimeout: pageTimeout,
  };
  if (input.languageCode) request.LanguageCode = input.languageCode;
  for (const field of Object.keys(gatewayFieldLimits) as (keyof typeof gatewayFieldLimits)[]) {
    checkLength(field, request[field]);
  }
  return request;
}

/**
 * The hosted payment page's address carrying the request in its query string (the browser
 * navigates to it). Names and values are percent-encoded (a space as %20), appended with '&' when
 * the gateway URL already has a query.
 */
export function saleUrl(
  gatewayUrl: string,
  fields: Readonly<Record<string, string | undefined>>,
): string {
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  if (query === '') return gatewayUrl;
  return `${gatewayUrl}${gatewayUrl.includes('?') ? '&' : '?'}${query}`;
}

/** What a QUERY request is built from. */
export interface QueryInput {
  serviceId: string;
  password: string;
  paymentId: string;
  /** A number, or a decimal string such as the Amount the gateway returned. */
  amount: number | string;
  /** 'MYR' by default. */
  currencyCode?: string;
  /** 'ANY' by default. */
  pymtMethod?: string;
}

/** The fields of a QUERY request. */
export type QueryRequest = {
  TransactionType: 'QUERY';
  PymtMethod: string;
  ServiceID: string;
  PaymentID: string;
  Amount: string;
  CurrencyCode: string;
  HashValue: string;
};

/**
 * Builds a QUERY request (sent as a form POST to the gateway) with
 * HashValue = sha256(Password + ServiceID + PaymentID + Amount + CurrencyCode).
 */
export function buildQueryRequest(input: QueryInput): QueryRequest {
  const amount = toGatewayAmount(input.amount);
  const currencyCode = input.currencyCode ?? CURRENCY;
  return {
    TransactionType: 'QUERY',
    PymtMethod: input.pymtMethod ?? 'ANY',
    ServiceID: input.serviceId,
    PaymentID: input.paymentId,
    Amount: amount,
    CurrencyCode: currencyCode,
    HashValue: queryHash({
      password: input.password,
      serviceId: input.serviceId,
      paymentId: input.paymentId,
      amount,
      currencyCode,
    }),
  };
}

/** A request record as an `application/x-www-form-urlencoded` body. */
export function formBody(fields: Readonly<Record<string, string | undefined>>): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, value);
  }
  return body.toString();
}
