import { startTransition } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { languageOfPath } from '../config/paths';
import { initI18n } from '../i18n';
import { AppProvider } from './provider';
import { AppRoutes, loadRoutesFor, namespacesFor } from './router';

/** What renders the app into the page, once React's DOM client is there (main.tsx). */
export type RenderApp = (client: typeof ReactDomClient) => void;

/**
 * Starts the page's code and its catalogues (in its language only) loading, and resolves once they
 * are there, so the prerendered HTML hydrates as it is. If the page's code fails to load, the app is
 * rendered anyway: the page loads again and, failing that, shows the error screen ('Unexpected
 * Application Error!').
 */
export async function prepare(): Promise<RenderApp> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  const { pathname, search } = window.location;
  const trimmed = (path: string) => path.replace(/(.)\/$/, '$1');
  // The prerendered HTML of this very page (web/scripts/prerender.ts marks it) is hydrated as it
  // is. Anything else (the not-found page answered for an unknown path, a query string the page
  // reads) is rendered afresh.
  const hydrate = container.dataset.path === trimmed(pathname) && search === '';

  const [loaded, i18n] = await Promise.all([
    loadRoutesFor(pathname).then(
      () => true,
      () => false,
    ),
    initI18n(languageOfPath(pathname), namespacesFor(pathname)),
  ]);
  // A second try, which the page's render waits for.
  if (!loaded) loadRoutesFor(pathname).catch(() => undefined);

  return ({ createRoot, hydrateRoot }) => {
    const app = (
      <AppProvider i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    );
    // Hydrated in slices (a transition), so the main thread is never held long while the page,
    // already shown and readable, is taken over.
    if (hydrate && loaded) {
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else createRoot(container).render(app);
  };
}
