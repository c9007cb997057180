import { site } from '@gsk/core/site';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '../i18n/resources';

export type PageKey = keyof Catalogue['pages'];

/**
 * Sets the document title ("{page} | {product}") and meta description in the active language; a page
 * about one thing (an enterprise) may give its own description.
 */
export function usePageMeta(page: PageKey, options: { description?: string } = {}) {
  const { t, i18n } = useTranslation();
  const title = t(`pages.${page}.title`);
  const description = options.description ?? t(`pages.${page}.description`);
  useEffect(() => {
    document.title = `${title} | ${site.name}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, i18n.language]);
}
