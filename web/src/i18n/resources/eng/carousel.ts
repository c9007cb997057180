import type bm from '../bm/carousel';

/** Carousel controls. */
const eng: typeof bm = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause the slideshow',
  play: 'Play the slideshow',
  goTo: 'Slide {{slide}} of {{total}}',
};

export default eng;
