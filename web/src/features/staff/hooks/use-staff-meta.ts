import { site } from '@gsk/core/site';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { localizePath } from '../../../config/paths';
import { ogImagePath } from '../../../config/og-images';
import { useLanguage } from '../../../hooks/use-language';
import { useDocumentMeta } from '../../../hooks/use-page-meta';
import type { Catalogues } from '../../../i18n';

export type StaffPageKey = keyof Catalogues['staff']['pages'];

/** A console page's title ('Sumbangan | Konsol Kakitangan | …'), never indexed nor followed. */
export function useStaffMeta(page: StaffPageKey) {
  const { t } = useTranslation(['staff']);
  const language = useLanguage();
  const { pathname } = useLocation();
  const title = `${t(`staff:pages.${page}`)} | ${t('staff:console')} | ${site.name}`;
  useDocumentMeta({
    title,
    shareTitle: title,
    description: t('staff:description'),
    language,
    path: localizePath(pathname, 'bm'),
    image: ogImagePath(language),
    noindex: true,
    nofollow: true,
  });
}
