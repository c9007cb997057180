import { ok } from '../lib/responses';
import { auditPage } from './audit';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/audit[?cursor=…]` (staff only): a page of the audit trail, newest first
 * (StaffAuditPage); a cursor that is no page's is 400 `bad_request`.
 */
export const handler = staffHandler({}, async ({ event }) =>
  ok(await auditPage(event.queryStringParameters?.cursor)),
);
