/** Labels around the terms of use; the terms themselves come from @gsk/core/content. */
const bm = {
  contents: 'Kandungan',
  effective: 'Berkuat kuasa {{date}}',
  backToTop: 'Kembali ke kandungan',
  seePrivacy: 'Baca juga Dasar Privasi kami',
};

export default bm;
