import type { CampaignSummary } from '@gsk/core/api';
import { useTranslation } from 'react-i18next';
import { useCampaigns } from '../hooks/use-crowdfunding';
import { CampaignCard } from './campaign-card';
import { LoadFailure } from '../../../components/ui/load-failure';
import './crowdfunding.css';

const groups = [
  { key: 'running', phases: ['running'] },
  { key: 'upcoming', phases: ['upcoming'] },
  { key: 'ended', phases: ['ended', 'cancelled'] },
] as const;

/**
 * The published campaigns, loaded in the browser (they change after the build): running ones
 * first, then upcoming, then ended ones saying how they ended; 'Nothing found' when there is none.
 */
export function CampaignList() {
  const { t } = useTranslation(['crowdfunding']);
  const { remote, reload } = useCampaigns();
  if (remote.status === 'loading')
    return (
      <p role="status" className="campaign-list__status">
        {t('crowdfunding:list.loading')}
      </p>
    );
  if (remote.status === 'failed')
    return (
      <LoadFailure
        className="crowdfunding-failure"
        message={t('crowdfunding:list.error')}
        retry={t('crowdfunding:list.retry')}
        onRetry={reload}
      />
    );
  if (remote.data.length === 0)
    return <p className="campaign-list__status">{t('crowdfunding:list.empty')}</p>;
  return (
    <div className="campaign-list">
      {groups.map(({ key, phases }) => {
        const campaigns = remote.data.filter((campaign: CampaignSummary) =>
          (phases as readonly string[]).includes(campaign.phase),
        );
        if (campaigns.length === 0) return null;
        return (
          <section key={key} className="campaign-list__group" aria-labelledby={`campaigns-${key}`}>
            <h2 id={`campaigns-${key}`}>{t(`crowdfunding:list.${key}`)}</h2>
            <div className="campaign-list__cards">
              {campaigns.map((campaign) => (
                <CampaignCard key={campaign.id} campaign={campaign} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
