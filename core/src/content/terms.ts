import type { Language } from '../i18n/language';
import { termsBm } from './terms-bm';
import { termsEng } from './terms-eng';
import type { LegalDocument } from './types';

/** The terms of use in a language (the Malay text prevails). */
export function termsOfUse(language: Language): LegalDocument {
  return language === 'bm' ? termsBm() : termsEng();
}
