/** Carousel controls. */
const bm = {
  previous: 'Slaid sebelumnya',
  next: 'Slaid seterusnya',
  pause: 'Jeda tayangan slaid',
  play: 'Mainkan tayangan slaid',
  goTo: 'Slaid {{slide}} daripada {{total}}',
};

const eng: typeof bm = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause the slideshow',
  play: 'Play the slideshow',
  goTo: 'Slide {{slide}} of {{total}}',
};

export const carousel = { bm, eng };
