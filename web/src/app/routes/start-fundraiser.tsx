import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageLoading } from '../../components/ui/page-loading';
import { LoadFailure } from '../../features/crowdfunding/components/load-failure';
import { StartFundraiser } from '../../features/crowdfunding/components/start-fundraiser';
import { useCampaign } from '../../features/crowdfunding/hooks/use-crowdfunding';
import { usePageMeta } from '../../hooks/use-page-meta';
import { NotFoundRoute } from './not-found';

/** /crowdfund/{id}/start: a member starts their own page for a running campaign (a shell). */
export function StartFundraiserRoute() {
  const { campaignId = '' } = useParams();
  const { t } = useTranslation(['crowdfunding']);
  usePageMeta('startFundraiser');
  const { remote, reload } = useCampaign(campaignId);
  if (
    remote.status === 'failed' &&
    remote.failure.kind === 'status' &&
    remote.failure.status === 404
  )
    return <NotFoundRoute />;
  if (remote.status === 'loading') return <PageLoading />;
  return (
    <div className="page">
      {remote.status === 'failed' ? (
        <LoadFailure
          message={t('crowdfunding:campaign.error')}
          retry={t('crowdfunding:list.retry')}
          onRetry={reload}
        />
      ) : (
        <StartFundraiser campaign={remote.data} />
      )}
    </div>
  );
}
