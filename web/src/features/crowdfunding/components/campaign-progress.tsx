import type { CampaignSummary } from '@gsk/core/api';
import { formatRinggit } from '@gsk/core/i18n/money';
import { useTranslation } from 'react-i18next';
import { percentOf, ProgressMeter } from '../../../components/progress/progress-meter';
import { useLanguage } from '../../../hooks/use-language';
import { formatDay } from '../../../lib/calendar-day';

/**
 * Where a campaign stands: raised of its goal with the bar, percent and contributors, and days
 * left while it runs ("3 days left", "Last day"), when it starts, or how it ended.
 */
export function CampaignProgress({ campaign }: { campaign: CampaignSummary }) {
  const { t } = useTranslation(['crowdfunding']);
  const language = useLanguage();
  const money = (amount: number) => formatRinggit(amount, language);
  const raised = campaign.raised.amount;
  const figures = { raised: money(raised), goal: money(campaign.goal) };
  const outcome = () => {
    switch (campaign.phase) {
      case 'running':
        return campaign.daysLeft ? (
          <p className="campaign-progress__days">
            {/* Malay has one plural form: the last day is its own words in both languages. */}
            {campaign.daysLeft === 1
              ? t('crowdfunding:progress.lastDay')
              : t('crowdfunding:progress.daysLeft', { count: campaign.daysLeft })}
          </p>
        ) : null;
      case 'upcoming':
        return (
          <p>
            {t('crowdfunding:progress.upcoming', {
              date: formatDay(campaign.startsOn, language),
            })}
          </p>
        );
      case 'cancelled':
        return <p>{t('crowdfunding:progress.cancelled')}</p>;
      case 'ended':
        return (
          <p className="campaign-progress__outcome">
            {raised >= campaign.goal
              ? t('crowdfunding:progress.reached', figures)
              : t('crowdfunding:progress.endedShort', figures)}
          </p>
        );
    }
  };
  return (
    <ProgressMeter
      raised={raised}
      goal={campaign.goal}
      label={t('crowdfunding:progress.label')}
      summary={t('crowdfunding:progress.raised', figures)}
    >
      <p>{t('crowdfunding:progress.percent', { percent: percentOf(raised, campaign.goal) })}</p>
      <p>{t('crowdfunding:progress.contributors', { count: campaign.raised.contributors })}</p>
      {outcome()}
    </ProgressMeter>
  );
}
