import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppProvider } from '../../web/src/app/provider';
import { routes as appRoutes } from '../../web/src/app/router';
import { initI18n } from '../../web/src/i18n';
import type { Language } from '../../web/src/i18n';

/** Renders the real app (or given routes) at a URL in a language, as a visitor would first see it. */
export const renderApp = (
  path = '/',
  { language = 'bm', routes = appRoutes }: { language?: Language; routes?: RouteObject[] } = {},
) => {
  const i18n = initI18n(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, i18n, router };
};
