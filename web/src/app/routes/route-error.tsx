import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLocalizedPath } from '../../hooks/use-localized-path';

const describe = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
};

/** React Router's error screen: what failed, and two ways out. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const error = useRouteError();
  return (
    <div className="page route-error" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.translation')}</p>
      <pre className="route-error__detail">{describe(error)}</pre>
      <p className="route-error__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {t('routeError.reload')}
        </button>
        <a href={localize(paths.home)} className="button button--ghost">
          {t('routeError.home')}
        </a>
      </p>
    </div>
  );
}
