import { defaultLanguage, isLanguage } from '@gsk/core/i18n/language';
import type { Language } from '@gsk/core/i18n/language';
import { useTranslation } from 'react-i18next';

/**
 * The language the page is shown in: the one its texts are translated into (its URL decides it and
 * the layout switches i18n to it), typed.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultLanguage;
}
