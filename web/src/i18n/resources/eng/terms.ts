import type bm from '../bm/terms';

/** Labels around the terms of use; the terms themselves come from @gsk/core/content. */
const eng: typeof bm = {
  contents: 'Contents',
  effective: 'Effective {{date}}',
  backToTop: 'Back to contents',
  seePrivacy: 'Read our Privacy Policy too',
};

export default eng;
