import { ok } from '../lib/responses';
import { stockMovements } from '../shop/stock';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/shop/products/{slug}/stock` (staff only): the product's stock movements, newest
 * first (StockMovements); 404 `product_not_found`.
 */
export const handler = staffHandler({}, async ({ event }) =>
  ok(await stockMovements(event.pathParameters?.slug ?? '')),
);
