import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { languagePrefix, paths } from '../config/paths';
import type { Language } from '@gsk/core/i18n/language';
import { RootLayout } from './layout/root-layout';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorScreen } from './routes/route-error';

type RouteModule = Record<string, ComponentType | undefined>;

// Every page but the 404 loads on demand, each in a chunk of its own, so no page carries another's
// code (home's forms and carousel stay off the other pages).
const pageModules = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  '!./routes/not-found.tsx',
  '!./routes/route-error.tsx',
]);

/** What a route's `handle` says: the source file of its page, so the prerenderer links its files. */
export interface PageHandle {
  module: string;
}

/** A page of `routes/<file>.tsx`, loaded when first visited, exporting `component`. */
const lazyPage = (file: string, component: string): Pick<RouteObject, 'lazy' | 'handle'> => {
  const load = pageModules[`./routes/${file}.tsx`];
  if (!load) throw new Error(`No page module routes/${file}.tsx`);
  return {
    handle: { module: `src/app/routes/${file}.tsx` } satisfies PageHandle,
    lazy: async () => {
      const Component = (await load())[component];
      if (!Component) throw new Error(`routes/${file}.tsx exports no ${component}`);
      return { Component };
    },
  };
};

/** The spec's router table, relative to a language's root. */
const pages: RouteObject[] = [
  { index: true, ...lazyPage('home', 'HomeRoute') },
  { path: paths.policies, ...lazyPage('policies', 'PoliciesRoute') },
  { path: paths.contribute, ...lazyPage('contribute', 'ContributeRoute') },
  { path: paths.transactionStatus, ...lazyPage('transaction-status', 'TransactionStatusRoute') },
  {
    path: paths.transactionPending,
    ...lazyPage('transaction-pending', 'TransactionPendingRoute'),
  },
  { path: paths.terms, ...lazyPage('terms', 'TermsRoute') },
  { path: paths.privacyPolicy, ...lazyPage('privacy-policy', 'PrivacyPolicyRoute') },
  { path: paths.supportUs, ...lazyPage('support-us', 'SupportUsRoute') },
  { path: paths.supportEnterprise, ...lazyPage('support-enterprise', 'SupportEnterpriseRoute') },
  {
    path: paths.expertContribution,
    ...lazyPage('expert-contribution', 'ExpertContributionRoute'),
  },
  ...[paths.ourEnterprise, `${paths.ourEnterprise}/:enterpriseId`, '/:enterpriseName'].map(
    (path) => ({ path, ...lazyPage('enterprise', 'EnterpriseRoute') }),
  ),
  { path: '*', element: <NotFoundRoute /> },
].map((route) => ({ ...route, path: route.path?.replace(/^\//, '') }));

/** One language's site: the layout in that language around every page. */
const languageRoot = (language: Language): RouteObject => ({
  path: languagePrefix[language] || '/',
  element: <RootLayout language={language} />,
  errorElement: <RouteErrorScreen />,
  hydrateFallbackElement: <p className="page-loading">…</p>,
  children: [{ errorElement: <RouteErrorScreen />, children: pages }],
});

/** Malay at the spec's paths, English under `/en`. */
export const routes: RouteObject[] = [languageRoot('bm'), languageRoot('eng')];

/**
 * Loads the pages a location needs before the app first renders, so prerendered HTML hydrates
 * as it is (a lazy route still loading would render the fallback instead and mismatch).
 */
export async function loadRoutesFor(pathname: string, table: RouteObject[] = routes) {
  for (const { route } of matchRoutes(table, pathname) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    Object.assign(route, await route.lazy());
    delete route.lazy;
  }
}

export const createRouter = () => createBrowserRouter(routes);
