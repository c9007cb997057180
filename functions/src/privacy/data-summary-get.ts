import { httpHandler } from '../lib/http-handler';
import { download, ownDataOf } from './own-data';
import { summaryHtml } from './summary';

/**
 * `GET /api/account/data/summary[?language=bm|eng]` (signed in): the same facts as the JSON file
 * as a readable, printable HTML page in the language asked for (else the profile's), downloaded
 * as `gsk-data-{day}.html`; 401 signed out, 400 `validation` for another language, 429 past the
 * member's downloads.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const { data, language } = await ownDataOf(event);
  return download(
    summaryHtml(data, language),
    'text/html; charset=utf-8',
    data.generatedAt,
    'html',
  );
});
