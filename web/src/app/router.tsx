import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { languagePrefix, paths } from '../config/paths';
import type { Language } from '@gsk/core/i18n/language';
import { loadCatalogue, shellNamespace } from '../i18n';
import type { Namespace } from '../i18n';
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

/**
 * What a route's `handle` says: the source file of its page and the catalogue namespaces it shows
 * (besides the shell's), so the prerenderer links their files and the browser loads them first.
 */
export interface PageHandle {
  module: string;
  namespaces: readonly Namespace[];
}

/**
 * A page of `routes/<file>.tsx` in a language, loaded when first visited with its namespaces'
 * catalogues in that language, exporting `component`.
 */
const lazyPage =
  (file: string, component: string, namespaces: readonly Namespace[] = []) =>
  (language: Language): Pick<RouteObject, 'lazy' | 'handle'> => {
    const load = pageModules[`./routes/${file}.tsx`];
    if (!load) throw new Error(`No page module routes/${file}.tsx`);
    return {
      handle: { module: `src/app/routes/${file}.tsx`, namespaces } satisfies PageHandle,
      lazy: async () => {
        const [module] = await Promise.all([
          load(),
          ...namespaces.map((namespace) => loadCatalogue(language, namespace)),
        ]);
        const Page = module[component];
        if (!Page) throw new Error(`routes/${file}.tsx exports no ${component}`);
        // The page waits for its catalogues in the instance's language (already there when the
        // browser loaded them before the first render; fetched again after a change of language).
        const Component = () => {
          useTranslation([...namespaces]);
          return <Page />;
        };
        return { Component };
      },
    };
  };

const applicationForm: Namespace[] = ['applications', 'validation'];
const accountForm: Namespace[] = ['account', 'validation'];

/** The spec's router table, relative to a language's root. */
const pageTable: (RouteObject & { page?: ReturnType<typeof lazyPage> })[] = [
  {
    index: true,
    page: lazyPage('home', 'HomeRoute', ['home', 'carousel', 'donation', ...applicationForm]),
  },
  { path: paths.policies, page: lazyPage('policies', 'PoliciesRoute', ['policies']) },
  {
    path: paths.contribute,
    page: lazyPage('contribute', 'ContributeRoute', ['donation', 'validation']),
  },
  {
    path: paths.transactionStatus,
    page: lazyPage('transaction-status', 'TransactionStatusRoute', ['donation']),
  },
  {
    path: paths.transactionPending,
    page: lazyPage('transaction-pending', 'TransactionPendingRoute', ['donation']),
  },
  { path: paths.terms, page: lazyPage('terms', 'TermsRoute', ['terms', 'privacy']) },
  {
    path: paths.privacyPolicy,
    page: lazyPage('privacy-policy', 'PrivacyPolicyRoute', ['privacy', 'terms']),
  },
  {
    path: paths.supportUs,
    page: lazyPage('support-us', 'SupportUsRoute', ['enterprises', 'share', 'carousel']),
  },
  {
    path: paths.supportEnterprise,
    page: lazyPage('support-enterprise', 'SupportEnterpriseRoute', ['enterprises', 'share']),
  },
  {
    path: paths.expertContribution,
    page: lazyPage('expert-contribution', 'ExpertContributionRoute', applicationForm),
  },
  {
    path: paths.contact,
    page: lazyPage('contact', 'ContactRoute', ['contact', ...applicationForm]),
  },
  { path: paths.faq, page: lazyPage('faq', 'FaqRoute', ['faq']) },
  { path: paths.programmes, page: lazyPage('programmes', 'ProgrammesRoute', ['events']) },
  { path: `${paths.programmes}/:eventId`, page: lazyPage('event', 'EventRoute', ['events']) },
  { path: paths.signUp, page: lazyPage('sign-up', 'SignUpRoute', accountForm) },
  { path: paths.signIn, page: lazyPage('sign-in', 'SignInRoute', accountForm) },
  {
    path: paths.forgotPassword,
    page: lazyPage('forgot-password', 'ForgotPasswordRoute', accountForm),
  },
  { path: paths.profile, page: lazyPage('profile', 'ProfileRoute', accountForm) },
  ...[paths.ourEnterprise, `${paths.ourEnterprise}/:enterpriseId`, '/:enterpriseName'].map(
    (path) => ({
      path,
      page: lazyPage('enterprise', 'EnterpriseRoute', ['enterprises', 'share', ...applicationForm]),
    }),
  ),
  { path: '*', element: <NotFoundRoute /> },
];

/** The pages of one language's site. */
const pages = (language: Language): RouteObject[] =>
  pageTable.map(({ page, ...route }) => ({
    ...route,
    ...page?.(language),
    path: route.path?.replace(/^\//, ''),
  })) as RouteObject[];

/** One language's site: the layout in that language around every page. */
const languageRoot = (language: Language): RouteObject => ({
  path: languagePrefix[language] || '/',
  element: <RootLayout language={language} />,
  errorElement: <RouteErrorScreen />,
  hydrateFallbackElement: <p className="page-loading">…</p>,
  children: [{ errorElement: <RouteErrorScreen />, children: pages(language) }],
});

/**
 * One language's staff console (`/staff/*`, `/en/staff/*`): its own chunk, catalogue and layout
 * (no site header or footer), its sections routed inside it (features/staff).
 */
const staffRoot = (language: Language): RouteObject => ({
  path: `${languagePrefix[language]}${paths.staff}/*`,
  ...lazyPage('staff', 'StaffRoute', ['staff', 'staffPeople', ...accountForm])(language),
  errorElement: <RouteErrorScreen />,
  hydrateFallbackElement: <p className="page-loading">…</p>,
});

/** Malay at the spec's paths, English under `/en`; each language's staff console. */
export const routes: RouteObject[] = [
  languageRoot('bm'),
  languageRoot('eng'),
  staffRoot('bm'),
  staffRoot('eng'),
];

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

/** The catalogue namespaces a location shows: the shell's and its page's. */
export function namespacesFor(pathname: string, table: RouteObject[] = routes): Namespace[] {
  const matched = (matchRoutes(table, pathname) ?? []).flatMap(
    ({ route }) => (route.handle as PageHandle | undefined)?.namespaces ?? [],
  );
  return [shellNamespace, ...matched];
}

export const createRouter = () => createBrowserRouter(routes);
