import { ok } from '../lib/responses';
import { staffProduct } from '../shop/products';
import { staffHandler } from './staff-handler';

/** `GET /api/staff/shop/products/{slug}` (staff only): the StaffProduct; 404 `product_not_found`. */
export const handler = staffHandler({}, async ({ event }) =>
  ok(await staffProduct(event.pathParameters?.slug ?? '')),
);
