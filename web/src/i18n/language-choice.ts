import { defaultLanguage, isLanguage } from '@gsk/core/i18n/language';
import type { Language } from '@gsk/core/i18n/language';

// The visitor's choice of language, apart from the i18n setup (./index.ts) so that the language
// switch, which lazily loaded layouts (the staff console's) use too, needs no i18next.

/** localStorage key under which the visitor's language choice is kept. */
export const languageStorageKey = 'language';

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
 * shows (public/language.js, inlined in every page by the prerenderer).
 */
export const rememberLanguage = (language: Language) => {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private browsing may refuse storage; the choice still applies to this visit.
  }
};
