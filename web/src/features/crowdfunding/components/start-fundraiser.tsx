import type { CampaignSummary } from '@gsk/core/api';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useSession } from '../../../hooks/use-session';
import { CampaignProgress } from './campaign-progress';
import { FundraiserFormIsland } from './fundraiser-form-island';
import './crowdfunding.css';

/**
 * Starting a supporter's page for a campaign: the campaign it is for, then the form while the
 * campaign runs (a signed-out visitor's press goes through sign-up and back); otherwise says a
 * page can be started only while it runs.
 */
export function StartFundraiser({ campaign }: { campaign: CampaignSummary }) {
  const { t } = useTranslation(['crowdfunding', 'layout']);
  const language = useLanguage();
  // Asked when this browser signed in before (a visitor who never did is signed out, as everywhere).
  const session = useSession();
  const title = campaign.title[language];
  return (
    <article className="campaign-detail">
      <Link to={paths.campaign(campaign.id)} className="campaign-detail__back">
        {t('crowdfunding:start.backToCampaign')}
      </Link>
      <h1>{t('crowdfunding:start.heading')}</h1>
      <p>{t('crowdfunding:start.lead', { title })}</p>
      <CampaignProgress campaign={campaign} />
      {campaign.phase !== 'running' ? (
        <p role="status">{t('crowdfunding:start.notRunning')}</p>
      ) : session.status === 'unknown' ? (
        <p role="status">{t('layout:common.loading')}</p>
      ) : (
        <FundraiserFormIsland campaign={campaign} signedIn={session.status === 'signed-in'} />
      )}
    </article>
  );
}
