import type { CampaignDetail as Campaign } from '@gsk/core/api';
import { findEnterprise } from '@gsk/core/enterprise';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareButton } from '../../../components/share/share-button';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { formatDay } from '../../../lib/calendar-day';
import { useBeneficiary } from './campaign-card';
import { CampaignProgress } from './campaign-progress';
import type { GiveFormProps } from './give-form';
import './crowdfunding.css';

/**
 * A campaign's page: title, who it raises for, dates, progress, story, a donation form attributed
 * to it (after its end the form gives to its enterprise and says so), dated updates newest first,
 * its top supporters' pages, the donor wall, sharing, and starting one's own page while it runs.
 */
export function CampaignDetail({
  campaign,
  initialAmount,
  GiveForm,
}: {
  campaign: Campaign;
  initialAmount?: number;
  /** The donation form (the page passes the donation feature's island). */
  GiveForm: ComponentType<GiveFormProps>;
}) {
  const { t } = useTranslation(['crowdfunding']);
  const language = useLanguage();
  const beneficiary = useBeneficiary(campaign.enterprise);
  const title = campaign.title[language];
  const running = campaign.phase === 'running';
  const ended = campaign.phase === 'ended';
  const endedNote = campaign.enterprise
    ? t('crowdfunding:campaign.endedGive', {
        name: findEnterprise(campaign.enterprise, language).ent_name,
      })
    : t('crowdfunding:campaign.endedGiveMovement');
  return (
    <article className="campaign-detail">
      <Link to={paths.crowdfund} className="campaign-detail__back">
        {t('crowdfunding:campaign.back')}
      </Link>
      <header className="campaign-detail__header">
        <h1>{title}</h1>
        <ShareButton
          content={{ url: paths.campaign(campaign.id), title, text: title }}
          label={t('crowdfunding:campaign.share', { title })}
        />
      </header>
      <p className="campaign-detail__for">
        {campaign.enterprise ? (
          <Link to={paths.enterprise(campaign.enterprise)}>{beneficiary}</Link>
        ) : (
          beneficiary
        )}
      </p>
      <p className="campaign-detail__dates">
        {t('crowdfunding:campaign.dates', {
          start: formatDay(campaign.startsOn, language),
          end: formatDay(campaign.endsOn, language),
        })}
      </p>
      <CampaignProgress campaign={campaign} />
      {running ? (
        <p className="campaign-detail__start">
          {t('crowdfunding:campaign.startLead')}{' '}
          <Link to={paths.startFundraiser(campaign.id)} className="button button--ghost">
            {t('crowdfunding:campaign.start')}
          </Link>
        </p>
      ) : null}
      <section className="campaign-detail__story" aria-labelledby="campaign-story">
        <h2 id="campaign-story">{t('crowdfunding:campaign.story')}</h2>
        {campaign.story[language].split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>
      <div id="give" className="campaign-detail__give">
        {running || ended ? (
          <GiveForm
            variant="page"
            title={t('crowdfunding:campaign.give')}
            note={ended ? endedNote : undefined}
            campaign={campaign.id}
            enterprise={campaign.enterprise ?? null}
            initialAmount={initialAmount}
          />
        ) : (
          <p>{t('crowdfunding:campaign.notYet')}</p>
        )}
      </div>
      <section aria-labelledby="campaign-updates">
        <h2 id="campaign-updates">{t('crowdfunding:campaign.updates')}</h2>
        {campaign.updates.length === 0 ? (
          <p>{t('crowdfunding:campaign.noUpdates')}</p>
        ) : (
          <ol className="campaign-detail__updates">
            {campaign.updates.map((update) => (
              <li key={update.id}>
                <p className="campaign-detail__posted">
                  {t('crowdfunding:campaign.postedOn', {
                    date: formatDay(malaysianDate(update.postedAt), language),
                  })}
                </p>
                {update.text[language].split(/\n{2,}/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="campaign-pages">
        <h2 id="campaign-pages">{t('crowdfunding:campaign.topPages')}</h2>
        {campaign.topFundraisers.length === 0 ? (
          <p>{t('crowdfunding:campaign.topPagesEmpty')}</p>
        ) : (
          <ol className="campaign-detail__pages">
            {campaign.topFundraisers.map((page) => (
              <li key={page.code}>
                <Link to={paths.fundraiser(page.code)} lang={page.language === 'bm' ? 'ms' : 'en'}>
                  {page.title}
                </Link>{' '}
                {t('crowdfunding:campaign.pageBy', { name: page.supporterName })}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="campaign-wall">
        <h2 id="campaign-wall">{t('crowdfunding:campaign.wall')}</h2>
        <p className="campaign-detail__note">{t('crowdfunding:campaign.wallNote')}</p>
        {campaign.wall.length === 0 ? (
          <p>{t('crowdfunding:campaign.wallEmpty')}</p>
        ) : (
          <ul className="campaign-detail__wall">
            {campaign.wall.map((entry, index) => (
              <li key={`${entry.on}-${index}`}>
                <span className="campaign-detail__name">{entry.name}</span>{' '}
                {t('crowdfunding:campaign.wallOn', { date: formatDay(entry.on, language) })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
