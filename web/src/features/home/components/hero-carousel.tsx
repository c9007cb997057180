import { HERO_INTERVAL_MS } from '@gsk/core/constants';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/ui/carousel';
import { useCarouselLabels } from '../../../hooks/use-carousel-labels';
import { HeroSlide } from './hero-slide';

/** The four hero slides, advancing every 4000 ms (never for reduced-motion visitors). */
export function HeroCarousel() {
  const { t } = useTranslation(['home']);
  const labels = useCarouselLabels();
  const slides = t('home:hero.slides', { returnObjects: true });
  return (
    <Carousel
      className="hero-carousel"
      label={t('home:hero.label')}
      labels={labels}
      autoplayMs={HERO_INTERVAL_MS}
      rewind
      showDots
      slides={slides.map((slide, index) => ({
        key: `hero-${index + 1}`,
        content: <HeroSlide index={index} title={slide.title} text={slide.text} alt={slide.alt} />,
      }))}
    />
  );
}
