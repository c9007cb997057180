import { donationSchema } from '@gsk/core/donation';
import { clientAddress } from '../lib/client-address';
import { paymentSettings } from '../lib/secrets';
import { httpHandler } from '../lib/http-handler';
import { enforceLimits, limitRules } from '../lib/limits';
import { created } from '../lib/responses';
import { memberOf } from '../members/members';
import { sessionOf } from '../members/sessions';
import { Payments } from './payments';

/**
 * `POST /api/payments`: validates the donation with core's schema, signs the gateway request on the
 * server (CustIP is the visitor's address, lib/client-address.ts) and answers `{ paymentId, url }` for the browser to
 * navigate to. The site origin (the request's Origin) must be on the allow-list. A donor over
 * the abuse limits (per address, per email and phone) is refused before anything is written.
 * A member's session, when one comes with the request, makes the donation theirs (their mobile's
 * donor pointer); none, or an expired one, is simply a donor who is not signed in.
 */
export const handler = httpHandler({ body: donationSchema }, async ({ body, event }) => {
  await enforceLimits(limitRules.donations, event, { email: body.email, phone: body.phone_number });
  const session = await sessionOf(event);
  const member = session && (await memberOf(session.memberId));
  return created(
    await Payments.start(
      body,
      {
        ip: clientAddress(event),
        origin: event.headers.origin,
        ...(member && { donor: { memberId: member.id, mobile: member.mobile } }),
      },
      paymentSettings(),
    ),
  );
});
