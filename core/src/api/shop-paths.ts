/**
 * The shop's paths (core/src/api/shop.ts, docs/shop.md): the catalogue, one product, pricing a
 * cart, a postcode's city and state, checkout, an order by number and email, and a member's own
 * orders. A module apart from ./paths.ts, so that only the shop's pages ship them.
 */
export const shopApiPaths = {
  shopProducts: '/api/shop/products',
  shopProduct: '/api/shop/products/{slug}',
  shopQuote: '/api/shop/quote',
  shopPostcode: '/api/shop/postcodes/{postcode}',
  shopOrders: '/api/shop/orders',
  shopOrderLookup: '/api/shop/orders/lookup',
  ownOrders: '/api/account/orders',
} as const;
