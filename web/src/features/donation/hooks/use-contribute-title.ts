import { site } from '@gsk/core/site';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * /contribute's title is 'Sumbang' followed by the product name in both languages, as the spec
 * words it. Called after `usePageMeta('contribute')` (which sets the description) so it runs last.
 */
export function useContributeTitle() {
  const { t, i18n } = useTranslation();
  const title = t('donation.contribute.documentTitle');
  useEffect(() => {
    document.title = `${title} | ${site.name}`;
  }, [title, i18n.language]);
}
