import { staffApplicationQuerySchema } from '@gsk/core/staff';
import { ok } from '../lib/responses';
import { applicationPage } from './applications';
import { staffQuery } from './query';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/applications?form=&status=&enterprise=&cursor=` (staff only): a page of the
 * applications, newest first (StaffApplicationPage); no status lists every status. A bad filter is
 * 400 `validation` (its key), a cursor that is no page's 400 `bad_request`.
 */
export const handler = staffHandler({}, async ({ event }) => {
  const { cursor, ...filter } = await staffQuery(staffApplicationQuerySchema, event);
  return ok(await applicationPage(filter, cursor));
});
