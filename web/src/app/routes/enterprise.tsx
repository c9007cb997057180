import { findEnterprise, isEnterpriseSlug } from '@gsk/core/enterprise';
import type { Enterprise } from '@gsk/core/enterprise';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ogImagePath } from '../../config/og-images';
import { paths } from '../../config/paths';
import { useCampaignTotals } from '../../features/donation/hooks/use-campaign-totals';
import { EnterpriseDetail } from '../../features/enterprises/components/enterprise-detail';
import { countersOf } from '../../features/enterprises/lib/counters';
import { PartnerFormIsland } from '../../features/applications/components/partner-form-island';
import { usePageMeta } from '../../hooks/use-page-meta';
import { NotFoundRoute } from './not-found';
import { useLanguage } from '../../hooks/use-language';

function EnterprisePage({ enterprise }: { enterprise: Enterprise }) {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageMeta('enterprise', {
    description: enterprise.description,
    shareTitle: `${enterprise.ent_name} | ${t('pages.enterprise.title')}`,
    image: ogImagePath(language, enterprise.slug),
    path: paths.enterprise(enterprise.slug),
  });
  const totals = useCampaignTotals();
  return (
    <div className="page">
      <EnterpriseDetail
        enterprise={enterprise}
        counters={countersOf(enterprise, totals.enterprises[enterprise.slug])}
        partnerForm={
          <PartnerFormIsland enterpriseSlug={enterprise.slug} idPrefix="enterprise-partner" />
        }
      />
    </div>
  );
}

/**
 * /our-enterprise, /our-enterprise/{id or slug} (unknown → enterprise 1) and /{slug}. A top-level
 * path that is no enterprise's slug is a mistyped address, so it shows the not-found page.
 */
export function EnterpriseRoute() {
  const { enterpriseId, enterpriseName } = useParams();
  const language = useLanguage();
  if (enterpriseName !== undefined && !isEnterpriseSlug(enterpriseName.toLowerCase())) {
    return <NotFoundRoute />;
  }
  const enterprise = findEnterprise(enterpriseName ?? enterpriseId, language);
  return <EnterprisePage key={enterprise.slug} enterprise={enterprise} />;
}
