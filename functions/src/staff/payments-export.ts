import { exportLanguage } from './export-words';
import { readFilter } from './payment-filter';
import { exportPayments } from './payments';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/payments/export?…` (staff only; the search's filters): every payment found as a
 * CSV for the accountant in the console's language (`language`; Excel-friendly UTF-8, MYR,
 * Malaysia time, safe against formula injection), recorded in the audit trail (`payments.exported`) with the filter and row count.
 */
export const handler = staffHandler({}, async ({ event, session }) => {
  const { cursor: _cursor, ...filter } = await readFilter(event.queryStringParameters);
  return exportPayments(session, filter, await exportLanguage(event));
});
