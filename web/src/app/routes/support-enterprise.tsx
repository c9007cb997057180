import { useTranslation } from 'react-i18next';
import { EnterpriseList } from '../../features/enterprises/components/enterprise-list';
import { useCampaignTotals } from '../../features/donation/hooks/use-campaign-totals';
import { countersOf } from '../../features/enterprises/lib/counters';
import { usePageMeta } from '../../hooks/use-page-meta';

export function SupportEnterpriseRoute() {
  const { t } = useTranslation(['enterpriseList']);
  usePageMeta('supportEnterprise');
  const totals = useCampaignTotals();
  return (
    <div className="page">
      <header className="page-intro">
        <h1 className="page-intro__heading">{t('enterpriseList:title')}</h1>
        <p className="page-intro__subtitle">{t('enterpriseList:subtitle')}</p>
        <p className="page-intro__lead">{t('enterpriseList:description')}</p>
      </header>
      <EnterpriseList
        countersOf={(enterprise) => countersOf(enterprise, totals.enterprises[enterprise.slug])}
      />
    </div>
  );
}
