import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../hooks/use-page-meta';
import type { PageKey } from '../../hooks/use-page-meta';

type IntroPage = Exclude<PageKey, 'notFound'>;

/** A page's title block (heading and lead); it also sets the page's title and description. */
export function PageIntro({ page }: { page: IntroPage }) {
  const { t } = useTranslation();
  usePageMeta(page);
  return (
    <header className="page-intro">
      <h1 className="page-intro__heading">{t(`pages.${page}.heading`)}</h1>
      <p className="page-intro__lead">{t(`pages.${page}.description`)}</p>
    </header>
  );
}
