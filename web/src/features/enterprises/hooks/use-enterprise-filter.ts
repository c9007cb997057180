import { filterEnterprises } from '@gsk/core/enterprise';
import { useMemo, useState } from 'react';
import { useLanguage } from '../../../hooks/use-language';

/**
 * Filter state of the enterprise list. The category is a label of the current language, so it is
 * remembered together with that language: after a language change it reads as All again.
 */
export function useEnterpriseFilter() {
  const language = useLanguage();
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
