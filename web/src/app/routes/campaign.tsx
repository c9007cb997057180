import { quickAmountFromQuery } from '@gsk/core/donation/quick-amount';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../components/ui/page-loading';
import { CampaignDetail } from '../../features/crowdfunding/components/campaign-detail';
import { LoadFailure } from '../../features/crowdfunding/components/load-failure';
import { useCampaign } from '../../features/crowdfunding/hooks/use-crowdfunding';
import { DonationFormIsland } from '../../features/donation/components/donation-form-island';
import { useLanguage } from '../../hooks/use-language';
import { usePageMeta } from '../../hooks/use-page-meta';
import { NotFoundRoute } from './not-found';

/**
 * /crowdfund/{id}: one campaign, loaded in the browser (a shell, as an event's page is), with the
 * donation form attributed to it (`?donate=` prefills it). An unknown id is the not-found page.
 */
export function CampaignRoute() {
  const { campaignId = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation(['crowdfunding']);
  const language = useLanguage();
  const { remote, reload } = useCampaign(campaignId);
  const loaded = remote.status === 'loaded' ? remote.data : undefined;
  if (
    remote.status === 'failed' &&
    remote.failure.kind === 'status' &&
    remote.failure.status === 404
  )
    return <NotFoundRoute />;
  return (
    <CampaignMeta title={loaded?.title[language]}>
      {remote.status === 'failed' ? (
        <div className="page">
          <LoadFailure
            message={t('crowdfunding:campaign.error')}
            retry={t('crowdfunding:list.retry')}
            onRetry={reload}
          />
        </div>
      ) : loaded ? (
        <div className="page">
          <CampaignDetail
            key={loaded.id}
            campaign={loaded}
            initialAmount={quickAmountFromQuery(params.get('donate'))}
            GiveForm={DonationFormIsland}
          />
        </div>
      ) : (
        <PageLoading />
      )}
    </CampaignMeta>
  );
}

/** The page's title: the campaign's once it is known. */
function CampaignMeta({ title, children }: { title?: string; children: ReactNode }) {
  usePageMeta('campaign', title ? { title } : {});
  return children;
}
