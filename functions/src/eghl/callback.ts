import { secrets } from '../lib/secrets';
import { httpHandler } from '../lib/http-handler';
import { text } from '../lib/responses';
import { Payments } from '../payments/payments';
import { gatewayResponseSchema } from './gateway-fields';

/**
 * `POST /api/eghl/callback`: the gateway's server leg. An authentic result is applied idempotently and
 * answered with the bare `OK` the gateway waits for (whatever its TxnStatus); a forged, unknown or
 * contradicting one is refused with a 4xx and changes nothing.
 */
export const handler = httpHandler(
  // The gateway's server posts it, with no Origin or its own: its signature is the check.
  { body: gatewayResponseSchema, format: 'form', senders: 'gateway' },
  async ({ body }) => {
    await Payments.apply(body, 'callback', secrets.eghl);
    return text('OK');
  },
);
