import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createRouter, loadRoutesFor } from './app/router';
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

// If the page's code fails to load, the app is rendered anyway: its router loads the page again
// and, failing that, shows its error screen ('Unexpected Application Error!').
void loadRoutesFor(pathname)
  .then(
    () => true,
    () => false,
  )
  .then((loaded) => {
    const app = (
      <AppProvider i18n={initI18n(languageOfPath(pathname))}>
        <RouterProvider router={createRouter()} />
      </AppProvider>
    );
    if (hydrate && loaded) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
