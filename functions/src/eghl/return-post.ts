import { paymentSettings } from '../lib/config';
import { httpHandler } from '../lib/http-handler';
import { seeOther } from '../lib/responses';
import { Payments } from '../payments/payments';
import { gatewayResponseSchema, returnOriginOf } from './gateway-fields';

/**
 * `POST /eghl/return`: the gateway's browser leg (an auto-submitted form). The result is verified
 * and applied, then the browser is sent (303) to the site's /transaction-status with the gateway's
 * fields. The `url` parameter must name an allowed site origin.
 */
export const handler = httpHandler(
  { body: gatewayResponseSchema, format: 'form' },
  async ({ body, event }) =>
    seeOther(await Payments.completeReturn(body, returnOriginOf(event), paymentSettings())),
);
