import { useTranslation } from 'react-i18next';
import { overviewPdf } from '../../../config/downloads';
import { artwork } from '../../../lib/artwork';
import { useLanguage } from '../../../hooks/use-language';

/** The top of /policies: title, lead, the way to the expert call and the overview PDF. */
export function PoliciesBanner({ onExpert }: { onExpert: () => void }) {
  const { t } = useTranslation(['layout', 'policies']);
  const language = useLanguage();
  const banner = artwork('banners/policies', language);
  return (
    <section className="split-hero policies-banner">
      <div className="split-hero__text">
        <p className="policies-banner__eyebrow">{t('policies:eyebrow')}</p>
        <h1 className="page-intro__heading">{t('pages.policies.heading')}</h1>
        <p className="page-intro__lead">{t('pages.policies.description')}</p>
        <div className="policies-banner__actions">
          <button type="button" className="button button--primary" onClick={onExpert}>
            {t('policies:toExpert')}
          </button>
          <a className="button button--ghost" href={overviewPdf(language)} download>
            {t('policies:downloadOverview')}
          </a>
        </div>
      </div>
      <img
        className="split-hero__image"
        src={banner.src}
        alt={banner.alt}
        width={1200}
        height={600}
        fetchPriority="high"
      />
    </section>
  );
}
