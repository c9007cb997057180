import { useTranslation } from 'react-i18next';
import './donation.css';

/** The /contribute hero: its two texts. */
export function ContributeHero() {
  const { t } = useTranslation(['donation']);
  return (
    <header className="contribute-hero">
      <p className="contribute-hero__eyebrow">{t('donation:contribute.eyebrow')}</p>
      <h1 className="contribute-hero__title">{t('donation:contribute.heroTitle')}</h1>
      <p className="contribute-hero__text">{t('donation:contribute.heroText')}</p>
    </header>
  );
}

/** Why a donation matters, and how online payment works. */
export function ContributeStory() {
  const { t } = useTranslation(['donation']);
  return (
    <section className="contribute-story" aria-labelledby="contribute-story-title">
      <h2 id="contribute-story-title">{t('donation:contribute.storyTitle')}</h2>
      <p>{t('donation:contribute.story1')}</p>
      <p>{t('donation:contribute.story2')}</p>
      <p>{t('donation:contribute.story3')}</p>
      <p className="contribute-story__note">{t('donation:contribute.payNote')}</p>
    </section>
  );
}
