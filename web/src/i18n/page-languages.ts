import { htmlLang, languages } from '@gsk/core/i18n/language';
import type { Language } from '@gsk/core/i18n/language';

/**
 * The languages whose texts an island loads with its code: the page's (its `<html lang>`) in the
 * browser, every language when prerendering (or when the page names none).
 */
export const pageLanguages = (): readonly Language[] => {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  const shown = languages.filter((language) => htmlLang(language) === lang);
  return shown.length > 0 ? shown : languages;
};
