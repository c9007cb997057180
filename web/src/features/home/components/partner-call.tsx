import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SplitHeading } from '../../../components/ui/split-heading';
import { artwork } from '../../../lib/artwork';
import { useLanguage } from '../../../hooks/use-language';

/** The three partner roles, and below them the partner form the page passes in. */
export function PartnerCall({ form }: { form?: ReactNode }) {
  const { t } = useTranslation(['home']);
  const language = useLanguage();
  return (
    <section className="home-section partner-call" aria-labelledby="partner-call-heading">
      <SplitHeading
        id="partner-call-heading"
        className="home-section__heading"
        {...t('home:partners.heading', { returnObjects: true })}
      />
      <p className="home-section__lead">{t('home:partners.lead')}</p>
      <ul className="info-cards">
        {t('home:partners.cards', { returnObjects: true }).map((card) => {
          const image = artwork(`partners/${card.key}` as 'partners/equity', language);
          return (
            <li key={card.key} className="info-card">
              <img
                src={image.src}
                alt={image.alt}
                width={300}
                height={300}
                loading="lazy"
                decoding="async"
              />
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </li>
          );
        })}
      </ul>
      {form && (
        <div className="partner-call__form">
          <h3 className="partner-call__form-heading">{t('home:partners.formHeading')}</h3>
          {form}
        </div>
      )}
    </section>
  );
}
