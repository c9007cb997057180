import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { HeroCarousel } from './hero-carousel';
import './home.css';

/**
 * The home page's opening: heading, call to contribute and the hero slides. The slides are in the
 * prerendered page, the first one showing; swiper attaches later (components/ui/carousel.tsx).
 */
export function HomeHero() {
  const { t } = useTranslation(['layout', 'home']);
  return (
    <section className="home-hero">
      <div className="home-hero__intro">
        <h1 className="home-hero__heading">{t('pages.home.heading')}</h1>
        <p className="home-hero__lead">{t('pages.home.description')}</p>
        <Link to={paths.contribute} className="button button--accent home-hero__cta">
          {t('home:hero.cta')}
        </Link>
      </div>
      <div className="home-hero__slides">
        <HeroCarousel />
      </div>
    </section>
  );
}
