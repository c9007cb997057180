import type { Language } from '../i18n/language';
import { privacyBm } from './privacy-bm';
import { privacyEng } from './privacy-eng';
import type { LegalDocument } from './types';

/** The privacy statement in a language: Malay, or its English translation. */
export function privacyStatement(language: Language): LegalDocument {
  return language === 'bm' ? privacyBm() : privacyEng();
}
