import Swiper from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

/**
 * Swiper's core with the carousel's modules, attached to markup that is already on the page. Loaded
 * only once a carousel is near view or touched (components/ui/carousel.tsx), never on first load.
 */
export function attachSwiper(container: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(container, {
    modules: [A11y, Keyboard],
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: { enabled: true, slideRole: 'group' },
    ...options,
  });
}
