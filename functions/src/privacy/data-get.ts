import { httpHandler } from '../lib/http-handler';
import { download, ownDataOf } from './own-data';

/**
 * `GET /api/account/data` (signed in): everything the site holds about the member as a JSON file
 * (OwnData), downloaded as `gsk-data-{day}.json`; 401 `unauthenticated` without a session, 429
 * `too_many_requests` past the member's downloads.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const { data } = await ownDataOf(event);
  return download(
    JSON.stringify(data, null, 2),
    'application/json; charset=utf-8',
    data.generatedAt,
    'json',
  );
});
