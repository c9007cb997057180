import { useTranslation } from 'react-i18next';
import { EnterpriseList } from '../../features/enterprises/components/enterprise-list';
import { useCampaignTotals } from '../../features/donation/hooks/use-campaign-totals';
import { countersOf } from '../../features/enterprises/lib/counters';
import { usePageMeta } from '../../hooks/use-page-meta';

export function SupportEnterpriseRoute() {
  const { t } = useTranslation(['enterprises']);
  usePageMeta('supportEnterprise');
  const totals = useCampaignTotals();
  return (
    <div className="page">
      <header className="page-intro">
        <h1 className="page-intro__heading">{t('enterprises:list.title')}</h1>
        <p className="page-intro__subtitle">{t('enterprises:list.subtitle')}</p>
        <p className="page-intro__lead">{t('enterprises:list.description')}</p>
      </header>
      <EnterpriseList
        countersOf={(enterprise) => countersOf(enterprise, totals.enterprises[enterprise.slug])}
      />
    </div>
  );
}
