import { secrets } from '../lib/secrets';
import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { Payments } from './payments';

/**
 * `POST /api/payments/{id}/query`: sends the gateway a signed QUERY for a pending payment, applies an
 * authentic answer, and returns the fields /transaction-status can verify once the result is final.
 */
export const handler = httpHandler({}, async ({ event }) =>
  ok(await Payments.query(event.pathParameters?.id ?? '', secrets.eghl)),
);
