import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bm, eng } from './resources';
import type { Catalogue } from './resources';

/** The site's languages, as the spec names them: Malay (default) and English. */
export type Language = 'bm' | 'eng';
export const languages: readonly Language[] = ['bm', 'eng'];
export const defaultLanguage: Language = 'bm';
/** localStorage key under which the visitor's language choice is kept. */
export const languageStorageKey = 'language';
/** `<html lang>` value for each language. */
export const htmlLang: Record<Language, string> = { bm: 'ms', eng: 'en' };

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Catalogue };
  }
}

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The stored language, or the default when none (or an unknown one) is stored. */
export const storedLanguage = (): Language => {
  try {
    const value = localStorage.getItem(languageStorageKey);
    return isLanguage(value) ? value : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
};

const applyLanguage = (language: string) => {
  if (!isLanguage(language)) return;
  document.documentElement.lang = htmlLang[language];
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private browsing may refuse storage; the choice still applies to this visit.
  }
};

/** Initialises i18next with both catalogues and keeps `<html lang>` and localStorage in step. */
export const initI18n = (language: Language = storedLanguage()) => {
  const instance = i18next.createInstance();
  instance.on('languageChanged', applyLanguage);
  void instance.use(initReactI18next).init({
    resources: { bm: { translation: bm }, eng: { translation: eng } },
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  document.documentElement.lang = htmlLang[language];
  return instance;
};
