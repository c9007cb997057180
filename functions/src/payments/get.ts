import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { Payments } from './payments';

/** `GET /api/payments/{id}`: the payment's status and amount, nothing personal. */
export const handler = httpHandler({}, async ({ event }) =>
  ok(await Payments.summary(event.pathParameters?.id ?? '')),
);
