import { ok } from '../lib/responses';
import { readOrderQuery, staffOrderList } from '../shop/staff-orders';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/shop/orders?status=&q=&cursor=` (staff only): a page of orders (StaffOrderList),
 * newest first within a state; without `status`, the states staff act on first (paid, packed,
 * shipped), then the rest; `q` an order number or the buyer's email (exact, case-blind).
 */
export const handler = staffHandler({}, async ({ event }) =>
  ok(await staffOrderList(readOrderQuery(event.queryStringParameters))),
);
