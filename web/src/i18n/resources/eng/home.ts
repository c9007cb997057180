import type bm from '../bm/home';

/**
 * The home page's opening (the hero): the copy its first view shows, loaded with the page. The
 * sections below it have theirs in `homeSections`.
 */
const eng: typeof bm = {
  hero: {
    label: 'Movement highlights',
    cta: 'Contribute Now',
    slides: [
      {
        title: 'People’s stores, fair prices',
        text: 'Social enterprises that put households before profit, so everyday essentials stay affordable.',
      },
      {
        title: 'Clean energy for low-income families',
        text: 'Solar panels on the roofs of low-income homes, and lighter electricity bills every month.',
      },
      {
        title: 'Skills today, careers tomorrow',
        text: 'Gadgets to rent and career programmes that open the door to decently paid work for young people.',
      },
      {
        title: 'Our food, our land',
        text: 'Modern farming and community kitchens that strengthen food security from farm to plate.',
      },
    ],
  },
};

export default eng;
