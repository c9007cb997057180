import { ok } from '../lib/responses';
import { readFilter } from './payment-filter';
import { searchPayments } from './payments';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/payments?paymentId=&email=&status=&from=&to=&enterprise=&cursor=` (staff only):
 * a page of the donation search, newest first (StaffPaymentPage); a bad filter is 400
 * `validation` with its field, a cursor that is no page's 400 `bad_request`.
 */
export const handler = staffHandler({}, async ({ event }) => {
  const { cursor, ...filter } = await readFilter(event.queryStringParameters);
  return ok(await searchPayments(filter, cursor));
});
