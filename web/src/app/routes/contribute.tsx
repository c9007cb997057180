import { quickAmountFromQuery } from '@gsk/core/donation/quick-amount';
import { useSearchParams } from 'react-router-dom';
import { env } from '../../config/env';
import { BankTransferBox } from '../../features/donation/components/bank-transfer-box';
import {
  ContributeHero,
  ContributeStory,
} from '../../features/donation/components/contribute-intro';
import { CampaignTotals } from '../../features/donation/components/campaign-totals';
import { DonationFormIsland } from '../../features/donation/components/donation-form-island';
import { usePageMeta } from '../../hooks/use-page-meta';

/** /contribute: hero, why to give, the bank-transfer box and the 'Crowdfund' form. */
export function ContributeRoute() {
  // 'Sumbang' in Malay, as the spec words the title; 'Contribute' in English.
  usePageMeta('contribute');
  const [params] = useSearchParams();
  return (
    <div className="page contribute">
      <ContributeHero />
      <div className="contribute__body">
        <ContributeStory />
        <div className="contribute__aside">
          <CampaignTotals />
          <DonationFormIsland
            variant="page"
            initialAmount={quickAmountFromQuery(params.get('donate'))}
            enterprise={params.get('enterprise')}
          />
          <BankTransferBox details={env.bankTransfer} />
        </div>
      </div>
    </div>
  );
}
