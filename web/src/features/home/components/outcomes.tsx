import { useTranslation } from 'react-i18next';
import { SplitHeading } from '../../../components/ui/split-heading';
import { artwork } from '../../../lib/artwork';
import { useLanguage } from '../../../hooks/use-language';

/** Three outcomes of the model: income generation, social cohesion, individual pride. */
export function Outcomes() {
  const { t } = useTranslation(['homeSections']);
  const language = useLanguage();
  return (
    <section className="home-section" aria-labelledby="outcomes-heading">
      <SplitHeading
        id="outcomes-heading"
        className="home-section__heading"
        {...t('homeSections:outcomes.heading', { returnObjects: true })}
      />
      <p className="home-section__lead">{t('homeSections:outcomes.lead')}</p>
      <ul className="info-cards">
        {t('homeSections:outcomes.items', { returnObjects: true }).map((item) => {
          const image = artwork(`outcomes/${item.id}` as 'outcomes/income-generation', language);
          return (
            <li key={item.id} id={item.id} className="info-card">
              <img
                src={image.src}
                alt={image.alt}
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
              />
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
