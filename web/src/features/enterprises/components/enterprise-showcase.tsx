import { enterprises } from '@gsk/core/enterprise';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { SplitHeading } from '../../../components/ui/split-heading';
import { paths } from '../../../config/paths';
import { EnterpriseImage } from './enterprise-image';
import './enterprises.css';
import { useLanguage } from '../../../hooks/use-language';

/** The seven enterprises at a glance, each linking to its page, and a way to see them all. */
export function EnterpriseShowcase() {
  const { t } = useTranslation(['homeSections']);
  const language = useLanguage();
  return (
    <section className="home-section showcase" aria-labelledby="showcase-heading">
      <SplitHeading
        id="showcase-heading"
        className="home-section__heading"
        {...t('homeSections:showcase.heading', { returnObjects: true })}
      />
      <p className="home-section__lead">{t('homeSections:showcase.lead')}</p>
      <ul className="showcase__grid">
        {enterprises(language).map((enterprise) => (
          <li key={enterprise.id} className="showcase-card">
            <EnterpriseImage enterprise={enterprise} />
            <div className="showcase-card__body">
              <h3>
                <Link to={paths.enterprise(enterprise.slug)} className="showcase-card__link">
                  {enterprise.ent_name}
                </Link>
              </h3>
              <p>{enterprise.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <Link to={paths.supportUs} className="button button--primary showcase__all">
        {t('homeSections:showcase.viewAll')}
      </Link>
    </section>
  );
}
