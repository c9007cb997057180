import { quickAmountFromQuery } from '@gsk/core/donation/quick-amount';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../components/ui/page-loading';
import {
  FundraiserMissing,
  FundraiserView,
} from '../../features/crowdfunding/components/fundraiser-view';
import { LoadFailure } from '../../features/crowdfunding/components/load-failure';
import { useFundraiser } from '../../features/crowdfunding/hooks/use-crowdfunding';
import { DonationFormIsland } from '../../features/donation/components/donation-form-island';
import { usePageMeta } from '../../hooks/use-page-meta';

/**
 * /fundraise/{code}: a supporter's approved page, loaded in the browser (a shell). An unknown or
 * unapproved code says so in words, with the way to the campaigns.
 */
export function FundraiserRoute() {
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation(['crowdfunding']);
  const { remote, reload } = useFundraiser(code);
  const loaded = remote.status === 'loaded' ? remote.data : undefined;
  const missing =
    remote.status === 'failed' && remote.failure.kind === 'status' && remote.failure.status === 404;
  return (
    <FundraiserMeta title={loaded?.fundraiser.title}>
      <div className="page">
        {missing ? (
          <FundraiserMissing />
        ) : remote.status === 'failed' ? (
          <LoadFailure
            message={t('crowdfunding:fundraiser.error')}
            retry={t('crowdfunding:list.retry')}
            onRetry={reload}
          />
        ) : loaded ? (
          <FundraiserView
            key={loaded.fundraiser.code}
            page={loaded}
            initialAmount={quickAmountFromQuery(params.get('donate'))}
            GiveForm={DonationFormIsland}
          />
        ) : (
          <PageLoading />
        )}
      </div>
    </FundraiserMeta>
  );
}

/** The page's title: the supporter's page's once it is known. */
function FundraiserMeta({ title, children }: { title?: string; children: ReactNode }) {
  usePageMeta('fundraiser', title ? { title } : {});
  return children;
}
