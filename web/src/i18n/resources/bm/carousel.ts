/** Carousel controls. */
const bm = {
  previous: 'Slaid sebelumnya',
  next: 'Slaid seterusnya',
  pause: 'Jeda tayangan slaid',
  play: 'Mainkan tayangan slaid',
  goTo: 'Slaid {{slide}} daripada {{total}}',
};

export default bm;
