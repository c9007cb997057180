import { donationSchema } from '@gsk/core/donation';
import { paymentSettings } from '../lib/config';
import { httpHandler } from '../lib/http-handler';
import { created } from '../lib/responses';
import { Payments } from './payments';

/**
 * `POST /payments`: validates the donation with core's schema, signs the gateway request on the
 * server (CustIP is the request's source IP) and answers `{ paymentId, url }` for the browser to
 * navigate to. The site origin (the request's Origin) must be on the allow-list.
 */
export const handler = httpHandler({ body: donationSchema }, async ({ body, event }) =>
  created(
    await Payments.start(
      body,
      { ip: event.requestContext.http.sourceIp, origin: event.headers.origin },
      paymentSettings(),
    ),
  ),
);
