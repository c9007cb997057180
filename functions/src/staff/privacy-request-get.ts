import { PrivacyRequests } from '../privacy/requests';
import { ok } from '../lib/responses';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/privacy/requests/{id}` (staff only): one request with its history and what may
 * be done to it now (StaffPrivacyRequest); 404 `privacy_request_not_found`.
 */
export const handler = staffHandler({}, async ({ event }) =>
  ok(await PrivacyRequests.get(event.pathParameters?.id ?? '')),
);
