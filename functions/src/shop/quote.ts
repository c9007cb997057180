import { quoteSchema } from '@gsk/core/shop';
import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { requirePostcode } from './postcodes';
import { priceCart } from './pricing';

/**
 * `POST /api/shop/quote`: a cart priced by the server from the variants' items (ShopQuote: any
 * price in the request is not even read), with the shipping to a postcode when one is given. A
 * postcode the dataset does not have is 400 `validation` on `postcode` (`address.postcode.unknown`).
 */
export const handler = httpHandler({ body: quoteSchema }, async ({ body }) => {
  const where = body.postcode ? requirePostcode(body.postcode) : undefined;
  const { quote } = await priceCart(
    body.lines,
    where && { region: where.region, method: body.shipping },
  );
  return ok(quote);
});
