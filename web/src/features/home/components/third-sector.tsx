import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { SplitHeading } from '../../../components/ui/split-heading';
import { overviewPdf } from '../../../config/downloads';
import type { Language } from '@gsk/core/i18n/language';
import { artwork } from '../../../lib/artwork';
import { useLanguage } from '../../../hooks/use-language';

type Topic = 'what' | 'who' | 'model';
const topics: readonly Topic[] = ['what', 'who', 'model'];

function TopicBody({ topic, language }: { topic: Topic; language: Language }) {
  const { t } = useTranslation(['layout', 'homeSections']);
  if (topic === 'what') {
    return (
      <>
        {t('homeSections:thirdSector.what.paragraphs', { returnObjects: true }).map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </>
    );
  }
  if (topic === 'who') {
    return (
      <>
        <p>{t('homeSections:thirdSector.who.lead')}</p>
        <ul className="info-cards">
          {t('homeSections:thirdSector.who.roles', { returnObjects: true }).map((role) => {
            const image = artwork(`roles/${role.key}` as 'roles/community', language);
            return (
              <li key={role.key} className="info-card">
                <img src={image.src} alt={image.alt} width={300} height={300} loading="lazy" />
                <h3>{role.title}</h3>
                <p>{role.text}</p>
              </li>
            );
          })}
        </ul>
      </>
    );
  }
  return (
    <>
      <p>{t('homeSections:thirdSector.model.lead')}</p>
      <ul className="info-cards info-cards--two">
        {t('homeSections:thirdSector.model.cards', { returnObjects: true }).map((card) => {
          const image = artwork(`models/${card.key}` as 'models/pre-profit', language);
          return (
            <li key={card.key} className="info-card">
              <img src={image.src} alt={image.alt} width={400} height={300} loading="lazy" />
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </li>
          );
        })}
      </ul>
      <p className="info-note">{t('homeSections:thirdSector.model.note')}</p>
    </>
  );
}

/** "Third sector": what the model is, the overview PDF, and three topics that open in a dialog. */
export function ThirdSector() {
  const { t } = useTranslation(['layout', 'homeSections']);
  const language = useLanguage();
  const [open, setOpen] = useState<Topic | null>(null);
  const handleClose = useCallback(() => setOpen(null), []);
  return (
    <section className="home-section third-sector" aria-labelledby="third-sector-heading">
      <SplitHeading
        id="third-sector-heading"
        className="home-section__heading"
        {...t('homeSections:thirdSector.heading', { returnObjects: true })}
      />
      <div className="third-sector__grid">
        <div>
          <p className="home-section__lead">{t('homeSections:thirdSector.lead')}</p>
          <p>{t('homeSections:thirdSector.body')}</p>
          <a
            className="button button--primary"
            href={overviewPdf(language)}
            target="_blank"
            rel="noopener"
          >
            {t('homeSections:thirdSector.overview')}{' '}
            <span className="visually-hidden">{t('common.opensInNewTab')}</span>
          </a>
        </div>
        <ul className="third-sector__topics">
          {topics.map((topic) => (
            <li key={topic}>
              <button
                type="button"
                className="topic-button"
                aria-haspopup="dialog"
                onClick={() => setOpen(topic)}
              >
                <span className="topic-button__plus" aria-hidden="true">
                  +
                </span>
                {t(`homeSections:thirdSector.items.${topic}`)}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <Dialog
        open={open !== null}
        onClose={handleClose}
        title={open ? t(`homeSections:thirdSector.items.${open}`) : ''}
        closeLabel={t('homeSections:thirdSector.close')}
        className={open === 'what' ? undefined : 'dialog__panel--wide'}
      >
        {open && <TopicBody topic={open} language={language} />}
      </Dialog>
    </section>
  );
}
