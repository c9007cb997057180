import { applications } from './applications';
import { carousel } from './carousel';
import { donation } from './donation';
import { enterprises } from './enterprises';
import { home } from './home';
import { layout } from './layout';
import { policies } from './policies';
import { privacy } from './privacy';
import { share } from './share';
import { terms } from './terms';

/**
 * The site's catalogues, one file per namespace holding both languages (so each feature keeps its
 * Malay and English side by side and the compiler keeps their keys identical).
 */
export const bm = {
  ...layout.bm,
  share: share.bm,
  carousel: carousel.bm,
  enterprises: enterprises.bm,
  home: home.bm,
  applications: applications.bm,
  donation: donation.bm,
  policies: policies.bm,
  terms: terms.bm,
  privacy: privacy.bm,
};
export const eng: Catalogue = {
  ...layout.eng,
  share: share.eng,
  carousel: carousel.eng,
  enterprises: enterprises.eng,
  home: home.eng,
  applications: applications.eng,
  donation: donation.eng,
  policies: policies.eng,
  terms: terms.eng,
  privacy: privacy.eng,
};

export type Catalogue = typeof bm;
