import type { Language } from '@gsk/core/i18n/language';
import { validationBm } from '@gsk/core/i18n/validation-bm';
import { validationEng } from '@gsk/core/i18n/validation-eng';
import i18next from 'i18next';
import { validationText } from '../../web/src/i18n/validation-text';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { bm: { validation: validationBm }, eng: { validation: validationEng } },
  lng: 'bm',
  ns: ['validation'],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/**
 * What a visitor reads for a message of core's schemas in a language: the site's own translation
 * (web/src/i18n/validation-text.ts) of the `validation` namespace.
 */
export const formatValidationMessage = (message: string, language: Language): string =>
  validationText(i18n.getFixedT(language), message);
