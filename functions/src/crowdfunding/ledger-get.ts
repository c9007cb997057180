import { isLedgerFund } from '@gsk/core/crowdfunding';
import { notFound } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { crowdfundingCached } from './public-campaigns';
import { publicLedger } from './public-ledger';

/**
 * `GET /api/ledger/{fund}` (`all` or an enterprise's slug): raised, spent and balance to the sen,
 * month by month, and the disbursements (PublicLedger), cached briefly. A fund that is neither is
 * 404 (code `bad_request`: no fund exists by that name).
 */
export const handler = httpHandler({}, async ({ event }) => {
  const fund = event.pathParameters?.fund ?? '';
  if (!isLedgerFund(fund)) throw notFound('bad_request');
  return crowdfundingCached(await publicLedger(fund));
});
