import { useTranslation } from 'react-i18next';
import { SplitHeading } from '../../../components/ui/split-heading';
import { artwork } from '../../../lib/artwork';
import { useLanguage } from '../../../hooks/use-language';

/**
 * The partner call's heading, lead and three partner roles (the page's section holds them and,
 * below, the partner form).
 */
export function PartnerRoles() {
  const { t } = useTranslation(['homeSections']);
  const language = useLanguage();
  return (
    <>
      <SplitHeading
        id="partner-call-heading"
        className="home-section__heading"
        {...t('homeSections:partners.heading', { returnObjects: true })}
      />
      <p className="home-section__lead">{t('homeSections:partners.lead')}</p>
      <ul className="info-cards">
        {t('homeSections:partners.cards', { returnObjects: true }).map((card) => {
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
    </>
  );
}

/** The heading above the partner form. */
export function PartnerFormHeading() {
  const { t } = useTranslation(['homeSections']);
  return <h3 className="partner-call__form-heading">{t('homeSections:partners.formHeading')}</h3>;
}
