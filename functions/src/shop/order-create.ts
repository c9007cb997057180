import { orderSchema } from '@gsk/core/shop';
import { clientAddress } from '../lib/client-address';
import { httpHandler } from '../lib/http-handler';
import { enforceLimits, limitRules } from '../lib/limits';
import { created } from '../lib/responses';
import { paymentSettings } from '../lib/secrets';
import { memberOf } from '../members/members';
import { sessionOf } from '../members/sessions';
import { placeOrder } from './orders';

/**
 * `POST /api/shop/orders`: checkout (docs/shop.md, "Checkout"). Validated by core's schema, the
 * abuse limits counted (per address, per email and phone, like donations) before anything is
 * read or written, then the order priced by the server, its stock reserved and its payment
 * started in one transaction: 201 `{ orderId, url }` (the hosted payment page). 409 `sold_out`
 * (`error.stock`) or `price_changed` (`error.quote`) write nothing. A member's session makes the
 * order theirs ("My orders").
 */
export const handler = httpHandler({ body: orderSchema }, async ({ body, event }) => {
  await enforceLimits(limitRules.orders, event, { email: body.email, phone: body.phone_number });
  const session = await sessionOf(event);
  const member = session && (await memberOf(session.memberId));
  return created(
    await placeOrder(
      body,
      {
        ip: clientAddress(event),
        origin: event.headers.origin,
        ...(member && { memberId: member.id }),
      },
      paymentSettings(),
    ),
  );
});
