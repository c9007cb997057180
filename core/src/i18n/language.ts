/** The site's languages: Malay (`bm`, the default) and English (`eng`). */
export const languages = ['bm', 'eng'] as const;

/** A language code of the site. */
export type Language = (typeof languages)[number];

/** The language a first visit is shown in. */
export const defaultLanguage: Language = 'bm';

/** Whether a value (a stored preference, a request field) is one of the site's language codes. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** BCP 47 tag of a language, for `<html lang>` and `Intl`: `ms` or `en`. */
export function htmlLang(language: Language): 'ms' | 'en' {
  return language === 'bm' ? 'ms' : 'en';
}

/**
 * Where each language's pages live on the site: Malay at the spec's paths, English under `/en`
 * (`/transaction-status` ↔ `/en/transaction-status`).
 */
export const languagePrefix: Record<Language, string> = { bm: '', eng: '/en' };
