/** Labels around the terms of use; the terms themselves come from @gsk/core/content. */
const bm = {
  contents: 'Kandungan',
  effective: 'Berkuat kuasa {{date}}',
  backToTop: 'Kembali ke kandungan',
  seePrivacy: 'Baca juga Dasar Privasi kami',
};

const eng: typeof bm = {
  contents: 'Contents',
  effective: 'Effective {{date}}',
  backToTop: 'Back to contents',
  seePrivacy: 'Read our Privacy Policy too',
};

export const terms = { bm, eng };
