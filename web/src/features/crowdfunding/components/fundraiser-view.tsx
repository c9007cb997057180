import type { FundraiserPage } from '@gsk/core/api';
import { formatRinggit } from '@gsk/core/i18n/money';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { percentOf, ProgressMeter } from '../../../components/progress/progress-meter';
import { ShareButton } from '../../../components/share/share-button';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { CampaignProgress } from './campaign-progress';
import type { GiveFormProps } from './give-form';
import './crowdfunding.css';

/**
 * A supporter's page: its title and story in the supporter's own words (marked in the language
 * they wrote it in), their first name, their progress, the campaign it supports, a donation form
 * attributed to the page while the campaign runs, and sharing its short link.
 */
export function FundraiserView({
  page,
  initialAmount,
  GiveForm,
}: {
  page: FundraiserPage;
  initialAmount?: number;
  GiveForm: ComponentType<GiveFormProps>;
}) {
  const { t } = useTranslation(['crowdfunding']);
  const language = useLanguage();
  const { fundraiser, campaign } = page;
  const written = fundraiser.language === 'bm' ? 'ms' : 'en';
  const figures = {
    raised: formatRinggit(fundraiser.raised.amount, language),
    goal: formatRinggit(fundraiser.goal, language),
  };
  return (
    <article className="campaign-detail">
      <header className="campaign-detail__header">
        <h1 lang={written}>{fundraiser.title}</h1>
        <ShareButton
          content={{
            url: paths.fundraiser(fundraiser.code),
            title: fundraiser.title,
            text: fundraiser.title,
          }}
          label={t('crowdfunding:fundraiser.share', { title: fundraiser.title })}
        />
      </header>
      <p className="campaign-detail__for">
        {t('crowdfunding:fundraiser.by', { name: fundraiser.supporterName })}
      </p>
      <ProgressMeter
        raised={fundraiser.raised.amount}
        goal={fundraiser.goal}
        label={t('crowdfunding:fundraiser.progressLabel')}
        summary={t('crowdfunding:progress.raised', figures)}
      >
        <p>
          {t('crowdfunding:progress.percent', {
            percent: percentOf(fundraiser.raised.amount, fundraiser.goal),
          })}
        </p>
        <p>{t('crowdfunding:progress.contributors', { count: fundraiser.raised.contributors })}</p>
      </ProgressMeter>
      <div className="campaign-detail__story" lang={written}>
        {fundraiser.story.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <div id="give" className="campaign-detail__give">
        {campaign.phase === 'running' ? (
          <GiveForm
            variant="page"
            title={t('crowdfunding:fundraiser.give', { name: fundraiser.supporterName })}
            fundraiser={fundraiser.code}
            enterprise={campaign.enterprise ?? null}
            initialAmount={initialAmount}
          />
        ) : (
          <p>{t('crowdfunding:fundraiser.ended')}</p>
        )}
      </div>
      <section className="campaign-detail__supports" aria-labelledby="fundraiser-campaign">
        <h2 id="fundraiser-campaign">{t('crowdfunding:fundraiser.supports')}</h2>
        <p className="campaign-card__title">
          <Link to={paths.campaign(campaign.id)}>{campaign.title[language]}</Link>
        </p>
        <CampaignProgress campaign={campaign} />
      </section>
    </article>
  );
}

/** An unknown or unapproved supporter's page: said plainly, with the way to the campaigns. */
export function FundraiserMissing() {
  const { t } = useTranslation(['crowdfunding']);
  return (
    <div className="not-found">
      <h1>{t('crowdfunding:fundraiser.notFound')}</h1>
      <p>{t('crowdfunding:fundraiser.notFoundDetail')}</p>
      <Link to={paths.crowdfund} className="button button--primary">
        {t('crowdfunding:fundraiser.allCampaigns')}
      </Link>
    </div>
  );
}
