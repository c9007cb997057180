import { ok } from '../lib/responses';
import { staffProductList } from '../shop/products';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/shop/products` (staff only): every product (any status), newest first, with
 * its variants' stock (`low` at or below the product's level), units sold and proceeds, and how
 * many variants are low (StaffProductList).
 */
export const handler = staffHandler({}, async () => ok(await staffProductList()));
