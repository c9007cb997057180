import { Component, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLocalizedPath } from '../../hooks/use-localized-path';
import { releaseBoot } from '../../lib/boot';

const describe = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  return String(error);
};

/**
 * The app has taken the page over once its page is there (hydrated, after every island in it took
 * its own act), or its error screen: the prerendered page's boot script stops holding the
 * visitor's first click or submit and the app makes it again (lib/boot.ts).
 */
function TakenOver() {
  useEffect(releaseBoot, []);
  return null;
}

/** The router's error screen: what failed, and two ways out. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className="page route-error" role="alert">
      <TakenOver />
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

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}
interface BoundaryState {
  error?: { value: unknown };
  pathname: string;
}

/** Catches what its routes throw (a page's chunk that failed to load), until the location changes. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.pathname === state.pathname
      ? null
      : { error: undefined, pathname: props.pathname };
  }

  override render() {
    const { error } = this.state;
    return error ? <RouteErrorScreen error={error.value} /> : this.props.children;
  }
}

/** Shows the error screen instead of its children when they fail; a navigation tries again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary pathname={useLocation().pathname}>{children}</ErrorBoundary>;
}

/** What a page shows while its code and catalogues load, when there is no page to keep showing. */
export const pageLoading = <p className="page-loading">…</p>;

/**
 * Where a layout's pages go: they load on demand (the page shown stays until the next one is
 * ready, as navigations are transitions) and a failure shows the error screen in the layout.
 */
export function PageOutlet({ children = <Outlet /> }: { children?: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={pageLoading}>
        {children}
        <TakenOver />
      </Suspense>
    </RouteErrorBoundary>
  );
}
