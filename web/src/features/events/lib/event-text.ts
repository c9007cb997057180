import type { Bilingual } from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';

/** An event's text in the page's language (staff write both). */
export const inLanguage = (text: Bilingual, language: Language): string => text[language];
