import { buildQueryRequest, formBody, parseQueryResponse, queryExistence } from '@gsk/core/payment';
import { ValidationError } from 'yup';
import { gatewayResponseSchema, type GatewayResponse } from '../eghl/gateway-fields';
import type { EghlSettings } from '../lib/config';
import { errorName, logger } from '../lib/logger';
import type { PaymentRecord } from './ledger';

/** How long the API waits for the gateway's QUERY answer. */
const QUERY_TIMEOUT_MS = 10_000;

/**
 * What the gateway said about a payment: its answer (not yet verified), that it has no such
 * transaction (TxnExists 1: the donor never reached the payment page), or nothing usable (it
 * could not be reached, the query failed, or the answer was unreadable).
 */
export type GatewayAnswer =
  { kind: 'answer'; fields: GatewayResponse } | { kind: 'not_found' } | { kind: 'unavailable' };

const readQueryAnswer = async (body: string): Promise<GatewayAnswer> => {
  const raw = parseQueryResponse(body);
  const existence = queryExistence(raw);
  if (existence === 'not-found') return { kind: 'not_found' };
  if (existence !== 'exists') return { kind: 'unavailable' };
  try {
    const fields = await gatewayResponseSchema.validate(raw, {
      abortEarly: false,
      stripUnknown: true,
    });
    return { kind: 'answer', fields };
  } catch (error) {
    if (error instanceof ValidationError) return { kind: 'unavailable' };
    throw error;
  }
};

/**
 * The gateway's server-to-server side: a signed QUERY (docs/eghl-protocol.md, "QUERY") about one
 * payment. Resolves to the gateway's answer when it knows the payment (not yet verified: the
 * caller applies it, which checks HashValue2), or undefined when the gateway could not be reached,
 * does not know the payment, or answered something unreadable (each logged).
 */
export async function queryGateway(
  payment: Pick<PaymentRecord, 'paymentId' | 'amount' | 'currency'>,
  eghl: EghlSettings,
): Promise<GatewayResponse | undefined> {
  const answer = await askGateway(payment, eghl);
  return answer.kind === 'answer' ? answer.fields : undefined;
}

/** As `queryGateway`, telling a payment the gateway never saw from a gateway that gave no answer. */
export async function askGateway(
  payment: Pick<PaymentRecord, 'paymentId' | 'amount' | 'currency'>,
  eghl: EghlSettings,
): Promise<GatewayAnswer> {
  const request = buildQueryRequest({
    serviceId: eghl.serviceId,
    password: eghl.password,
    paymentId: payment.paymentId,
    amount: payment.amount,
    currencyCode: payment.currency,
  });
  let body: string;
  try {
    const response = await fetch(eghl.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody(request),
      signal: AbortSignal.timeout(QUERY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Gateway answered HTTP ${response.status}`);
    body = await response.text();
  } catch (error) {
    logger.error('eghl.query_failed', {
      paymentId: payment.paymentId,
      code: errorName(error),
      reason: error instanceof Error ? error.message : undefined,
    });
    return { kind: 'unavailable' };
  }
  return readQueryAnswer(body);
}
