import { httpHandler } from '../lib/http-handler';
import { shopCached, shopCatalogue } from './public-products';

/**
 * `GET /api/shop/products`: the products on sale, newest first (ShopCatalogue: lowest price,
 * colours, sold out), cached briefly for every visitor.
 */
export const handler = httpHandler({}, async () => shopCached(await shopCatalogue()));
