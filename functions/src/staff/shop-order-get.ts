import { ok } from '../lib/responses';
import { staffOrder } from '../shop/staff-orders';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/shop/orders/{id}` (staff only): the order with the buyer's contact, its
 * payment's status, its history and what staff may do now (StaffOrder); 404 `order_not_found`.
 */
export const handler = staffHandler({}, async ({ event }) =>
  ok(await staffOrder(event.pathParameters?.id ?? '')),
);
