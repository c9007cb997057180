import type bm from '../bm/enterprises';

/** Enterprise cards, list filters and detail pages. */
const eng: typeof bm = {
  learnMore: 'Learn More & Contribute',
  share: 'Share {{name}}',
  category: 'Category',
  location: 'Location',
  counters: '{{name}} in numbers',
  contributors: 'Contributors',
  collected: 'Amount collected',
  partners: {
    equity: 'Equity partners',
    asset: 'Asset partners',
    operations: 'Operations partners',
  },
  partnersCount: '{{current}}/{{needed}}',
  partnersRegistered: 'Registered partners',
  partnersShort: { equity: 'Equity', asset: 'Asset', operations: 'Operations' },
  detail: {
    back: 'Back to Support Us',
    operational: 'Operational From September 2025',
    contribute: 'Contribute',
    what: 'What',
    why: 'Why',
    how: 'How',
    partnersWeNeed: 'Partners We Need',
    needed_one: '{{count}} needed',
    needed_other: '{{count}} needed',
    becomePartner: 'Become a Partner',
    becomePartnerLead: 'Choose your role and we will contact you about the next steps.',
  },
  carousel: 'Our social enterprises',
  supportUs: {
    intro:
      'Gerakan Sektor Ketiga builds social enterprises owned together by the community, the workers and their partners. Profit does not flow out to a handful of shareholders; it comes back to workers, customers and neighbourhoods. Choose the enterprise you want to support: with a donation, with capital, with assets or with your time.',
    viewAll: 'View All Enterprises',
    carouselHeading: 'Seven enterprises, one movement',
  },
};

export default eng;
