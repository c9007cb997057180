import type bm from '../bm/enterpriseList';

/** The list of enterprises (/support-us/support-enterprise): its intro, filters and results. */
const eng: typeof bm = {
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
};

export default eng;
