import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../hooks/use-hydrated';
import { HeroSlide } from './hero-slide';
import './home.css';
import { useLanguage } from '../../../hooks/use-language';

// The carousel (and swiper with it) arrives after the first paint; until then, and in the
// prerendered page, the first slide shows.
const HeroCarousel = lazy(() =>
  import('./hero-carousel').then((m) => ({ default: m.HeroCarousel })),
);

/** The home page's opening: heading, call to contribute and the hero slides. */
export function HomeHero() {
  const { t } = useTranslation(['layout', 'home']);
  const language = useLanguage();
  const [first] = t('home:hero.slides', { returnObjects: true });
  const hydrated = useHydrated();
  const firstSlide = first && (
    <div className="hero-carousel hero-carousel--static">
      <HeroSlide index={0} title={first.title} text={first.text} language={language} />
    </div>
  );
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
        {hydrated ? (
          <Suspense fallback={firstSlide}>
            <HeroCarousel />
          </Suspense>
        ) : (
          firstSlide
        )}
      </div>
    </section>
  );
}
