import type bm from '../bm/privacy';

/** Labels around the privacy statement; the statement itself comes from @gsk/core/content. */
const eng: typeof bm = {
  translation: 'Translation',
  readMalay: 'Read the original in Malay',
  seeTerms: 'Read our Terms of Use too',
};

export default eng;
