/** Labels around the privacy statement; the statement itself comes from @gsk/core/content. */
const bm = {
  translation: 'Terjemahan',
  readMalay: 'Baca versi asal dalam bahasa Melayu',
  seeTerms: 'Baca juga Terma Penggunaan kami',
};

const eng: typeof bm = {
  translation: 'Translation',
  readMalay: 'Read the original in Malay',
  seeTerms: 'Read our Terms of Use too',
};

export const privacy = { bm, eng };
