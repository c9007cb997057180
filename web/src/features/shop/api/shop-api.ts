import {
  apiPath,
  shopApiPaths,
  type OrderStartResponse,
  type OrderView,
  type OwnOrders,
  type PostcodeAnswer,
  type ShopCatalogue,
  type ShopProduct,
  type ShopProductSummary,
  type ShopQuote,
} from '@gsk/core/api';
import type { CartLine, OrderLookupValues, OrderValues, QuoteValues } from '@gsk/core/shop';
import { apiJson } from '../../../lib/api-client';

/** The products on sale (none when the answer holds no list). */
export const fetchProducts = (): Promise<ShopProductSummary[]> =>
  apiJson<ShopCatalogue | undefined>(shopApiPaths.shopProducts, { method: 'GET' }).then((answer) =>
    Array.isArray(answer?.products) ? answer.products : [],
  );

/** One product on sale with its variants (`product_not_found` otherwise). */
export const fetchProduct = (slug: string) =>
  apiJson<ShopProduct>(apiPath(shopApiPaths.shopProduct, { slug }), { method: 'GET' });

/**
 * The server's prices of a cart, and its shipping when a postcode is given: the only prices the
 * browser shows (never from its cache: a price may change at any time).
 */
export const quoteCart = (
  lines: CartLine[],
  where: Partial<Pick<QuoteValues, 'postcode' | 'shipping'>> = {},
) =>
  apiJson<ShopQuote>(shopApiPaths.shopQuote, {
    method: 'POST',
    json: { lines, ...where },
    cache: 'no-store',
  });

/** Where a postcode is: its city, state and shipping region (404 when the dataset has none). */
export const fetchPostcode = (postcode: string) =>
  apiJson<PostcodeAnswer>(apiPath(shopApiPaths.shopPostcode, { postcode }), { method: 'GET' });

/** Places an order (stock held) and answers the gateway's hosted page to pay it at. */
export const placeOrder = (values: OrderValues) =>
  apiJson<OrderStartResponse>(shopApiPaths.shopOrders, { method: 'POST', json: values });

/** An order by its number and the email it was placed with (`order_not_found` for either wrong). */
export const lookUpOrder = (values: OrderLookupValues) =>
  apiJson<OrderView>(shopApiPaths.shopOrderLookup, {
    method: 'POST',
    json: values,
    cache: 'no-store',
  });

/** The signed-in member's orders, newest first (with the session cookie, never cached). */
export const fetchOwnOrders = () =>
  apiJson<OwnOrders>(shopApiPaths.ownOrders, {
    method: 'GET',
    cache: 'no-store',
    credentials: 'same-origin',
  }).then((answer) => (Array.isArray(answer?.orders) ? answer.orders : []));
