import { buildQueryRequest, formBody, parseQueryResponse, queryExistence } from '@gsk/core/payment';
import { ValidationError } from 'yup';
import { gatewayResponseSchema, type GatewayResponse } from '../eghl/gateway-fields';
import type { EghlSettings } from '../lib/config';
import { errorName, logger } from '../lib/logger';
import type { PaymentRecord } from '../lib/ledger';

/** How long the API waits for the gateway's QUERY answer. */
const QUERY_TIMEOUT_MS = 10_000;

/** Reads a QUERY answer; undefined when it is not a well-formed answer about an existing payment. */
const readQueryAnswer = async (body: string): Promise<GatewayResponse | undefined> => {
  const raw = parseQueryResponse(body);
  if (queryExistence(raw) !== 'exists') return undefined;
  try {
    return await gatewayResponseSchema.validate(raw, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) return undefined;
    throw error;
  }
};

/**
 * The gateway's server-to-server side: a signed QUERY (eghl/PROTOCOL.md, "QUERY") about one
 * payment. Resolves to the gateway's answer when it knows the payment (not yet verified: the
 * caller applies it, which checks HashValue2), or undefined when the gateway could not be reached,
 * does not know the payment, or answered something unreadable (each logged).
 */
export async function queryGateway(
  payment: Pick<PaymentRecord, 'paymentId' | 'amount' | 'currency'>,
  eghl: EghlSettings,
): Promise<GatewayResponse | undefined> {
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
    return undefined;
  }
  return readQueryAnswer(body);
}
