import { useCallback } from 'react';
import { localizePath } from '../config/paths';
import { useLanguage } from './use-language';

/** Turns a site path (`paths.contribute`) into the active language's URL (`/en/contribute`). */
export function useLocalizedPath() {
  const language = useLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}
