import type { LedgerFund } from '@gsk/core/crowdfunding';
import { useCallback } from 'react';
import { useRemote } from '../../../hooks/use-remote';
import { fetchLedger } from '../api/ledger-api';

/** A fund's public ledger, loaded after the page has painted, with a reload after a failure. */
export function useLedger(fund: LedgerFund) {
  const load = useCallback(() => fetchLedger(fund), [fund]);
  return useRemote(load);
}
