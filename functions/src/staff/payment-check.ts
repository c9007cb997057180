import { secrets } from '../lib/secrets';
import { ok } from '../lib/responses';
import { checkPayment } from './gateway-check';
import { staffHandler } from './staff-handler';

/**
 * `POST /api/staff/payments/{id}/check` (staff only), "check with the gateway": the reconciler's
 * step for this payment now, recorded in the audit trail (`payment.checked`); answers
 * StaffPaymentCheck. 404 `payment_not_found` for an unknown id.
 */
export const handler = staffHandler({}, async ({ event, session }) =>
  ok(await checkPayment(session, event.pathParameters?.id ?? '', secrets.eghl)),
);
