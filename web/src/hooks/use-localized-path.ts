import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '../config/paths';
import type { Language } from '../i18n';

/** Turns a site path (`paths.contribute`) into the active language's URL (`/en/contribute`). */
export function useLocalizedPath() {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return useCallback((path: string) => localizePath(path, language), [language]);
}
