import { orderLookupSchema } from '@gsk/core/shop';
import { httpHandler } from '../lib/http-handler';
import { enforceLimits, limitRules } from '../lib/limits';
import { ok } from '../lib/responses';
import { lookUpOrder } from './orders';

/**
 * `POST /api/shop/orders/lookup`: an order by its number and the email it was placed with
 * (OrderView), for the status page without an account; 404 `order_not_found` alike for no such
 * order, a donation's number and another email. Limited per address and per email, so numbers
 * cannot be tried in bulk.
 */
export const handler = httpHandler({ body: orderLookupSchema }, async ({ body, event }) => {
  await enforceLimits(limitRules.orderLookups, event, { email: body.email });
  return ok(await lookUpOrder(body.order, body.email));
});
