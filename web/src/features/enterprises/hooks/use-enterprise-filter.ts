import { filterEnterprises } from '@gsk/core/enterprise';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../i18n';

/**
 * Filter state of the enterprise list. The category is a label of the current language, so it is
 * remembered together with that language: after a language change it reads as All again.
 */
export function useEnterpriseFilter() {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const [picked, setPicked] = useState({ language, category: '' });
  const [search, setSearch] = useState('');
  const [location, setLocation] = useState('');
  const category = picked.language === language ? picked.category : '';

  const results = useMemo(
    () => filterEnterprises(language, { category, search, location }),
    [language, category, search, location],
  );

  return {
    language,
    category,
    search,
    location,
    results,
    setCategory: (value: string) => setPicked({ language, category: value }),
    setSearch,
    setLocation,
    clear: () => {
      setPicked({ language, category: '' });
      setSearch('');
      setLocation('');
    },
  };
}
