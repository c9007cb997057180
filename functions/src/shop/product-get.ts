import { PRODUCT_SLUG_PATTERN } from '@gsk/core/shop/limits';
import { notFound } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { shopCached, shopProduct } from './public-products';

/**
 * `GET /api/shop/products/{slug}`: a product on sale with its variants (ShopProduct; `left` only
 * at or below its low-stock level); 404 `product_not_found` for a draft, archived or unknown one
 * (a slug of another shape is never a key).
 */
export const handler = httpHandler({}, async ({ event }) => {
  const slug = event.pathParameters?.slug ?? '';
  if (!PRODUCT_SLUG_PATTERN.test(slug)) throw notFound('product_not_found');
  return shopCached(await shopProduct(slug));
});
