import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { AppRoutes, loadRoutesFor, namespacesFor } from './app/router';
import { languageOfPath } from './config/paths';
import { initI18n } from './i18n';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const { pathname, search } = window.location;
const trimmed = (path: string) => path.replace(/(.)\/$/, '$1');
// The prerendered HTML of this very page (web/scripts/prerender.ts marks it) is hydrated as it is.
// Anything else (the not-found page answered for an unknown path, a query string the page reads)
// is rendered afresh.
const hydrate = container.dataset.path === trimmed(pathname) && search === '';

// The page's code and its catalogues (in its language only) load before the first render, so the
// prerendered HTML hydrates as it is. If the page's code fails to load, the app is rendered
// anyway: the page loads again and, failing that, shows the error screen ('Unexpected
// Application Error!').
const i18n = initI18n(languageOfPath(pathname), namespacesFor(pathname));
void Promise.all([
  loadRoutesFor(pathname).then(
    () => true,
    () => false,
  ),
  i18n,
]).then(([loaded, i18n]) => {
  const app = (
    <AppProvider i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
  // A second try, which the page's render waits for.
  if (!loaded) loadRoutesFor(pathname).catch(() => undefined);
  // Hydrated in slices (a transition), so the main thread is never held long while the page,
  // already shown and readable, is taken over.
  if (hydrate && loaded) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
});
