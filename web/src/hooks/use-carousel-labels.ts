import { useTranslation } from 'react-i18next';
import type { CarouselLabels } from '../components/ui/carousel';

/** The carousel controls' accessible names in the active language. */
export function useCarouselLabels(): CarouselLabels {
  const { t } = useTranslation(['carousel']);
  return {
    previous: t('carousel:previous'),
    next: t('carousel:next'),
    pause: t('carousel:pause'),
    play: t('carousel:play'),
    goTo: (slide, total) => t('carousel:goTo', { slide, total }),
  };
}
