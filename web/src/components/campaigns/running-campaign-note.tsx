import type { CampaignSummary } from '@gsk/core/api';
import { formatRinggit } from '@gsk/core/i18n/money';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useLanguage } from '../../hooks/use-language';
import { Link } from '../ui/localized-link';
import { runningCampaigns } from './running-campaigns';
import './running-campaign.css';

/**
 * An enterprise's running campaign, when it has one: its title (a link to it), raised of its goal
 * and days left; nothing otherwise.
 */
export function RunningCampaignNote({ enterprise }: { enterprise: string }) {
  const { t } = useTranslation(['crowdfunding']);
  const language = useLanguage();
  const [campaign, setCampaign] = useState<CampaignSummary>();
  useEffect(() => {
    let current = true;
    void runningCampaigns().then((running) => {
      if (current) setCampaign(running.find((candidate) => candidate.enterprise === enterprise));
    });
    return () => {
      current = false;
    };
  }, [enterprise]);
  if (!campaign) return null;
  const money = (amount: number) => formatRinggit(amount, language);
  return (
    <p className="running-campaign">
      <span className="running-campaign__label">{t('crowdfunding:running.label')}</span>{' '}
      <Link to={paths.campaign(campaign.id)} className="running-campaign__link">
        {campaign.title[language]}
      </Link>{' '}
      <span>
        {t('crowdfunding:progress.raised', {
          raised: money(campaign.raised.amount),
          goal: money(campaign.goal),
        })}
        {campaign.daysLeft
          ? ` · ${
              campaign.daysLeft === 1
                ? t('crowdfunding:progress.lastDay')
                : t('crowdfunding:progress.daysLeft', { count: campaign.daysLeft })
            }`
          : ''}
      </span>
    </p>
  );
}
