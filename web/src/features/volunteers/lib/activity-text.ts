import type { Bilingual } from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';

/** An activity's text in the page's language (staff and coordinators write both). */
export const inLanguage = (text: Bilingual, language: Language): string => text[language];
