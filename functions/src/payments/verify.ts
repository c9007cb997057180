import { gatewayResponseSchema } from '../eghl/gateway-fields';
import { secrets } from '../lib/secrets';
import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { Payments } from './payments';

/** `POST /api/payments/verify`: whether the status page's query parameters are the gateway's own. */
export const handler = httpHandler({ body: gatewayResponseSchema }, async ({ body }) =>
  ok(await Payments.verify(body, secrets.eghl)),
);
