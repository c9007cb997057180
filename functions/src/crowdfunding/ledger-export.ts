import { CROWDFUNDING_MAX_AGE_SECONDS } from '@gsk/core/crowdfunding/limits';
import { isLedgerFund } from '@gsk/core/crowdfunding';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import { defaultLanguage, isLanguage } from '@gsk/core/i18n/language';
import { badRequest, notFound } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { ledgerCsv } from './ledger-csv';
import { publicLedger } from './public-ledger';

/**
 * `GET /api/ledger/{fund}/export[?lang=bm|eng]`: the public ledger as a CSV file in the language
 * asked for (Malay by default), named `ledger-{fund}-{Malaysian date}.csv`. Public data only (sums
 * of donations by month, disbursements), so it may be cached briefly, as the ledger is. 404 for no
 * such fund, 400 `bad_request` for another language.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const fund = event.pathParameters?.fund ?? '';
  if (!isLedgerFund(fund)) throw notFound('bad_request');
  const lang = event.queryStringParameters?.lang ?? defaultLanguage;
  if (!isLanguage(lang)) throw badRequest('bad_request');
  const csv = ledgerCsv(await publicLedger(fund), lang);
  return {
    statusCode: 200,
    headers: {
      'cache-control': `public, max-age=${CROWDFUNDING_MAX_AGE_SECONDS}`,
      'x-content-type-options': 'nosniff',
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="ledger-${fund}-${malaysianDate(new Date())}.csv"`,
    },
    body: csv,
  };
});
