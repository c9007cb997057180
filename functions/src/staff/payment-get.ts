import { ok } from '../lib/responses';
import { paymentDetail } from './payments';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/payments/{id}` (staff only): the payment and its whole history, oldest first
 * (StaffPaymentDetail); 404 `payment_not_found` for an unknown id.
 */
export const handler = staffHandler({}, async ({ event }) =>
  ok(await paymentDetail(event.pathParameters?.id ?? '')),
);
