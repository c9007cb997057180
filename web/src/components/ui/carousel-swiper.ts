import Swiper from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

/**
 * The container's exact width. Swiper measures `clientWidth`, rounded to whole pixels, so in a
 * fractional-width column its slides came out a fraction wider than the prerendered ones (a jump).
 */
const exactWidth = (container: HTMLElement) =>
  container.getBoundingClientRect().width || container.clientWidth;

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
    width: exactWidth(container),
    on: {
      ...options.on,
      beforeResize: (swiper) => {
        swiper.params.width = exactWidth(swiper.el);
      },
    },
  });
}
