import { csvAttachment } from './csv';
import { exportLanguage } from './export-words';
import { recordOrdersExport } from './shop-audit';
import { ordersCsv } from '../shop/order-csv';
import { allOrders, readOrderQuery } from '../shop/staff-orders';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/shop/orders/export?status=&q=&language=` (staff only): every order the list's
 * filter finds as a CSV in the console's language (the console's CSV rules: BOM, quoted fields,
 * formulas neutralised, MYR, Malaysian time); 413 `export_too_large` past the export's limit;
 * recorded in the audit trail with the filter and row count.
 */
export const handler = staffHandler({}, async ({ event, session }) => {
  const { cursor: _cursor, ...filter } = readOrderQuery(event.queryStringParameters);
  const language = await exportLanguage(event);
  const orders = await allOrders(filter);
  await recordOrdersExport(session, filter, orders.length);
  return csvAttachment('orders', ordersCsv(orders, language));
});
