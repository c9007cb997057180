import { useTranslation } from 'react-i18next';
import { CampaignList } from '../../features/crowdfunding/components/campaign-list';
import { usePageMeta } from '../../hooks/use-page-meta';

/** /crowdfund: the campaigns, running first (loaded in the browser: they change after the build). */
export function CrowdfundRoute() {
  const { t } = useTranslation(['crowdfunding']);
  usePageMeta('crowdfund', {
    title: t('crowdfunding:meta.crowdfund.title'),
    description: t('crowdfunding:meta.crowdfund.description'),
  });
  return (
    <div className="page">
      <header className="page-intro">
        <h1 className="page-intro__heading">{t('crowdfunding:meta.crowdfund.heading')}</h1>
        <p className="page-intro__lead">{t('crowdfunding:meta.crowdfund.description')}</p>
      </header>
      <CampaignList />
    </div>
  );
}
