import type { CampaignSummary } from '@gsk/core/api';
import { findEnterprise } from '@gsk/core/enterprise';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { CampaignProgress } from './campaign-progress';

/** Who a campaign raises for: an enterprise by name, or the movement as a whole. */
export function useBeneficiary(enterprise: CampaignSummary['enterprise']): string {
  const { t } = useTranslation(['crowdfunding']);
  const language = useLanguage();
  return enterprise
    ? t('crowdfunding:campaign.for', { name: findEnterprise(enterprise, language).ent_name })
    : t('crowdfunding:campaign.movement');
}

/** A campaign in the list: its title (a link to its page), who it raises for, and its progress. */
export function CampaignCard({ campaign }: { campaign: CampaignSummary }) {
  const language = useLanguage();
  const beneficiary = useBeneficiary(campaign.enterprise);
  return (
    <article className="campaign-card">
      <h3 className="campaign-card__title">
        <Link to={paths.campaign(campaign.id)}>{campaign.title[language]}</Link>
      </h3>
      <p className="campaign-card__for">{beneficiary}</p>
      <CampaignProgress campaign={campaign} />
    </article>
  );
}
