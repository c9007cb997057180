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
  list: {
    title: 'Our Social Enterprises',
    subtitle: 'The first seven enterprises, owned by and for the people',
    description:
      'Each enterprise tackles an everyday problem: prices, food, energy, opportunity and skills. Filter by category, search by name, or choose a location near you, then back the enterprise closest to your heart.',
    filters: 'Filter enterprises',
    all: 'All',
    categoryFilter: 'Category',
    search: 'Search enterprises',
    searchPlaceholder: 'Search by name or description',
    locationFilter: 'Location',
    allLocations: 'All locations',
    results_one: '{{count}} enterprise',
    results_other: '{{count}} enterprises',
    empty: 'No enterprise matches your search.',
    emptyHint: 'Try another word, another category, or clear the filters.',
    clear: 'Clear filters',
  },
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
