import type bm from '../bm/privacy';

/** Labels around the privacy statement; the statement itself comes from @gsk/core/content. */
const eng: typeof bm = {
  translation: 'Translation',
  readMalay: 'Read the original in Malay',
  seeTerms: 'Read our Terms of Use too',
  makeRequest: 'Ask for a copy, a correction or the deletion of your personal data',
};

export default eng;
