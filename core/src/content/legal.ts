import type { Language } from '../i18n/language';
import { privacyBm } from './privacy-bm';
import { privacyEng } from './privacy-eng';
import { termsBm } from './terms-bm';
import { termsEng } from './terms-eng';
import type { LegalDocument } from './types';

/** The terms of use in a language (the Malay text prevails). */
export function termsOfUse(language: Language): LegalDocument {
  return language === 'bm' ? termsBm : termsEng;
}

/** The privacy statement in a language: Malay, or its English translation. */
export function privacyStatement(language: Language): LegalDocument {
  return language === 'bm' ? privacyBm : privacyEng;
}
