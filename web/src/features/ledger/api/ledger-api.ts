import { apiPath, crowdfundingApiPaths, type PublicLedger } from '@gsk/core/api';
import type { LedgerFund } from '@gsk/core/crowdfunding';
import type { Language } from '@gsk/core/i18n/language';
import { apiJson } from '../../../lib/api-client';

/** A fund's public ledger: raised, spent and balance to the sen, by month, and its disbursements. */
export const fetchLedger = (fund: LedgerFund) =>
  apiJson<PublicLedger>(apiPath(crowdfundingApiPaths.ledger, { fund }), { method: 'GET' });

/**
 * Where a fund's public ledger downloads as CSV, its headings and categories in `language`: a
 * plain link, so the browser saves the file itself.
 */
export const ledgerExportHref = (fund: LedgerFund, language: Language) =>
  `${apiPath(crowdfundingApiPaths.ledgerExport, { fund })}?lang=${language}`;
