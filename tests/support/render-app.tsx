import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppProvider } from '../../web/src/app/provider';
import { routes as appRoutes } from '../../web/src/app/router';
import { localizePath } from '../../web/src/config/paths';
import { initI18n } from './i18n';
import type { Language } from '@gsk/core/i18n/language';

// jsdom has no matchMedia. Every browser has, and its lists take change listeners
// (web/src/hooks/use-media-query.ts); without one, swiper fills in `() => ({})`, on which the
// carousels of the app fail. Here no query matches (no reduced motion, no breakpoint), as with
// swiper's stand-in.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    Object.assign(new EventTarget(), {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    });
}

/**
 * Renders the real app (or given routes) at a page in a language, as a visitor would first see it:
 * `renderApp('/policies', { language: 'eng' })` opens the app's `/en/policies`.
 */
export const renderApp = (
  path = '/',
  { language = 'bm', routes = appRoutes }: { language?: Language; routes?: RouteObject[] } = {},
) => {
  const i18n = initI18n(language);
  // The app's own routes put English pages under /en; routes a test gives are taken as they are.
  const entry = routes === appRoutes ? localizePath(path, language) : path;
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const view = render(
    <AppProvider i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, i18n, router };
};
