import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { validationBm } from '@gsk/core/i18n/validation-bm';
import { validationEng } from '@gsk/core/i18n/validation-eng';
import { bm, eng } from './resources';
import type { Catalogue } from './resources';
import { defaultLanguage, htmlLang, isLanguage, languages } from '@gsk/core/i18n/language';
import type { Language } from '@gsk/core/i18n/language';

/** localStorage key under which the visitor's language choice is kept. */
export const languageStorageKey = 'language';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Catalogue; validation: typeof validationEng };
  }
}

/** The stored language, or the default when none (or an unknown one) is stored. */
export const storedLanguage = (): Language => {
  try {
    const value = localStorage.getItem(languageStorageKey);
    return isLanguage(value) ? value : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
};

/**
 * Records the visitor's choice of language (the MS/EN switch). The page's own language comes from
 * its URL; a stored choice that differs sends the visitor to their language's URL before the page
 * shows (public/language.js).
 */
export const rememberLanguage = (language: Language) => {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private browsing may refuse storage; the choice still applies to this visit.
  }
};

/** An i18next instance with both catalogues, in a language; touches no browser API (prerendering). */
export const createI18n = (language: Language) => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {
      bm: { translation: bm, validation: validationBm },
      eng: { translation: eng, validation: validationEng },
    },
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
};

/** The browser's instance: as createI18n, keeping `<html lang>` in step with the language. */
export const initI18n = (language: Language = storedLanguage()) => {
  const instance = createI18n(language);
  instance.on('languageChanged', (changed) => {
    if (isLanguage(changed)) document.documentElement.lang = htmlLang(changed);
  });
  document.documentElement.lang = htmlLang(language);
  return instance;
};
