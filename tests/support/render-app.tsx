import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Location, RouteObject } from 'react-router-dom';
import { AppProvider } from '../../web/src/app/provider';
import { AppRoutes, routes as appRoutes } from '../../web/src/app/router';
import type { PageHandle } from '../../web/src/app/router';
import { localizePath } from '../../web/src/config/paths';
import { preloadIslands } from '../../web/src/lib/island';
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

const pageHandles = (table: RouteObject[]): PageHandle[] =>
  table.flatMap((route) => [
    ...(route.handle ? [route.handle as PageHandle] : []),
    ...pageHandles(route.children ?? []),
  ]);

// Every page of the app is loaded before a test renders one, as the browser loads a page before
// its first render (a page suspending inside testing-library's act would wait for another act).
await Promise.all(pageHandles(appRoutes).map(({ page }) => page.load()));
// And their islands' code (lib/island.tsx), as a page rendered in the browser after a navigation
// has it: a test renders them at once.
await preloadIslands();

/** Where the app is: the location the router last showed (`router.state.location`). */
export interface RouterState {
  state: { location: Location };
}

/** Keeps `router.state.location` at the location shown. */
function LocationProbe({ router }: { router: RouterState }) {
  const location = useLocation();
  useLayoutEffect(() => {
    router.state.location = location;
  }, [router, location]);
  return null;
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
  const router = { state: {} } as RouterState;
  const view = render(
    <AppProvider i18n={i18n}>
      <MemoryRouter initialEntries={[entry]}>
        <AppRoutes table={routes} />
        <LocationProbe router={router} />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, i18n, router };
};
