import { paymentSettings } from '../lib/secrets';
import { httpHandler } from '../lib/http-handler';
import { seeOther } from '../lib/responses';
import { Payments } from '../payments/payments';
import { gatewayFormFields, returnOriginOf } from './gateway-fields';

/**
 * `POST /api/eghl/return`: the gateway's browser leg (an auto-submitted form). The `url` parameter
 * must name an allowed site origin (else 400). The result is verified and applied, then the
 * browser is sent (303) to the site's /transaction-status with the gateway's fields, or, when
 * anything fails, to /transaction-pending: a donor never sees an error body. The fields are
 * validated by the payments module, not the factory, so that a bad form still redirects.
 */
// The gateway's page posts it (Origin: the gateway's): exempt from the Origin check, signed instead.
export const handler = httpHandler({ format: 'form', senders: 'gateway' }, async ({ event }) =>
  seeOther(
    await Payments.completeReturn(
      gatewayFormFields((event as { body?: unknown }).body),
      returnOriginOf(event),
      paymentSettings(),
    ),
  ),
);
