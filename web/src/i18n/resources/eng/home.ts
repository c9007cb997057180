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
        alt: 'A neighbourhood convenience store run by the community, where families buy everyday goods at fair prices.',
      },
      {
        title: 'Clean energy for low-income families',
        text: 'Solar panels on the roofs of low-income homes, and lighter electricity bills every month.',
        alt: 'Families in front of a low-cost PPR block with solar panels on its roof, so clean energy can cut their electricity bills.',
      },
      {
        title: 'Skills today, careers tomorrow',
        text: 'Gadgets to rent and career programmes that open the door to decently paid work for young people.',
        alt: 'Young people learn with a laptop, a tablet and a drone alongside a mentor at a vocational workshop, building skills for decent jobs.',
      },
      {
        title: 'Our food, our land',
        text: 'Modern farming and community kitchens that strengthen food security from farm to plate.',
        alt: 'A modern community farm with vegetable beds and a greenhouse, plus a market stall selling fresh produce straight to local residents.',
      },
    ],
  },
};

export default eng;
