import type { Enterprise } from '@gsk/core/enterprise';

/** What an enterprise card and page count: contributions and registered partners. */
export interface EnterpriseCounters {
  contributors: number;
  amountRaised: number;
  partners: { equity: number; asset: number; operations: number };
}

/** Live campaign figures of one enterprise, as the API reports them. */
export interface EnterpriseTotals {
  amount: number;
  contributors: number;
}

const count = (value: string) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : 0;
};

/** The enterprise's counters: live totals when known, else its fixed data (contributors default 0). */
export function countersOf(enterprise: Enterprise, totals?: EnterpriseTotals): EnterpriseCounters {
  return {
    contributors: totals?.contributors ?? count(enterprise.no_of_donor),
    amountRaised: totals?.amount ?? count(enterprise.amount_raised),
    partners: {
      equity: count(enterprise.equity_partners_current),
      asset: count(enterprise.asset_partners_current),
      operations: count(enterprise.operations_partners_current),
    },
  };
}
