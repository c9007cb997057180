import { installValidationLocale } from '@gsk/core/i18n';
import { parseForm } from '@gsk/core/payment';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { object, string, type InferType } from 'yup';

installValidationLocale();

/**
 * One field of a gateway answer, kept exactly as received: the hashes cover the raw values, so
 * nothing is trimmed or converted. Lengths are generous bounds against abuse, not the gateway's.
 * Not core's `text()`: an authentic result is never refused for what its messages hold, and each
 * value is a form field, so always a string.
 */
const field = (max: number) => string().max(max);
const requiredField = (max: number) => field(max).required();

/**
 * The fields of a payment response (browser leg, callback) or of a QUERY answer that the API reads.
 * Unknown fields are dropped; the ones the response hashes cover are all here.
 */
export const gatewayResponseSchema = object({
  TransactionType: field(20),
  PymtMethod: field(10),
  ServiceID: requiredField(10),
  PaymentID: requiredField(20),
  OrderNumber: field(20),
  Amount: requiredField(15),
  CurrencyCode: requiredField(3),
  TxnID: field(100),
  IssuingBank: field(100),
  TxnStatus: requiredField(3),
  AuthCode: field(50),
  BankRefNo: field(100),
  TxnMessage: field(255),
  RespTime: field(30),
  Param6: field(50),
  Param7: field(50),
  HashValue: field(64),
  HashValue2: requiredField(64),
});

/** A gateway answer after validation. */
export type GatewayResponse = InferType<typeof gatewayResponseSchema>;

/**
 * The gateway's own fields of a parsed form body, unvalidated: only the schema's field names
 * (anything else, and names such as `constructor`, dropped) with string values. A body that is
 * no object gives no fields. The payments module validates them.
 */
export function gatewayFormFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string] =>
        Object.hasOwn(gatewayResponseSchema.fields, entry[0]) && typeof entry[1] === 'string',
    ),
  );
}

/**
 * The fields of a browser leg sent as a GET (a buyer's cancel): the query string parsed as a form,
 * only the schema's own fields kept (the `url` parameter the API put in the return URL, and any
 * name such as `constructor`, are dropped), unvalidated as `gatewayFormFields` gives them.
 */
export function gatewayFieldsOfQuery(event: APIGatewayProxyEventV2): Record<string, string> {
  return gatewayFormFields(parseForm(event.rawQueryString ?? ''));
}

/** The site origin the return URL names in its `url` parameter ('' when absent). */
export function returnOriginOf(event: APIGatewayProxyEventV2): string {
  return parseForm(event.rawQueryString ?? '').url ?? '';
}
