/** Labels around the privacy statement; the statement itself comes from @gsk/core/content. */
const bm = {
  translation: 'Terjemahan',
  readMalay: 'Baca versi asal dalam bahasa Melayu',
  seeTerms: 'Baca juga Terma Penggunaan kami',
  makeRequest: 'Minta salinan, pembetulan atau pemadaman data peribadi anda',
};

export default bm;
