import { useTranslation } from 'react-i18next';
import { Link } from '../../components/ui/localized-link';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../hooks/use-page-meta';

/** The 404 page, in the active language. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  usePageMeta('notFound');
  return (
    <div className="page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.description')}</p>
      <Link to={paths.home} className="button button--primary">
        {t('notFound.back')}
      </Link>
    </div>
  );
}
