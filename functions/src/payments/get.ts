import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { paymentSummary } from './payment-reads';

/** `GET /api/payments/{id}`: the payment's status and amount, nothing personal. */
export const handler = httpHandler({}, async ({ event }) =>
  ok(await paymentSummary(event.pathParameters?.id ?? '')),
);
