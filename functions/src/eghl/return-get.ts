import { paymentSettings } from '../lib/secrets';
import { httpHandler } from '../lib/http-handler';
import { seeOther } from '../lib/responses';
import { Payments } from '../payments/payments';
import { gatewayFieldsOfQuery, returnOriginOf } from './gateway-fields';

/**
 * `GET /api/eghl/return`: the browser leg of a buyer's cancel, with the gateway's fields in the query
 * string. Handled as the POST form of the return leg is.
 */
export const handler = httpHandler({}, async ({ event }) =>
  seeOther(
    await Payments.completeReturn(
      gatewayFieldsOfQuery(event),
      returnOriginOf(event),
      paymentSettings(),
    ),
  ),
);
