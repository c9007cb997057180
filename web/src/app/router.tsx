import { use } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { languagePrefix, paths } from '../config/paths';
import { enterpriseCopy } from '@gsk/core/enterprise/copy';
import type { Language } from '@gsk/core/i18n/language';
import { loadCatalogue, shellNamespace } from '../i18n';
import { privacyText, termsText } from '../features/legal/copy';
import { altTexts } from '../lib/alt-texts';
import { islandsSettled } from '../lib/island';
import { markedForUse } from '../lib/marked-for-use';
import type { Namespace } from '../i18n';
import { RootLayout } from './layout/root-layout';
import { NotFoundRoute } from './routes/not-found';
import { PageOutlet, RouteErrorBoundary } from './routes/route-error';

type RouteModule = Record<string, ComponentType | undefined>;

// Every page but the 404 loads on demand, each in a chunk of its own, so no page carries another's
// code (home's forms and carousel stay off the other pages).
const pageModules = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  '!./routes/not-found.tsx',
  '!./routes/route-error.tsx',
]);

/** A page of one language, loaded once: its code with its catalogues in that language. */
export interface LazyPage {
  /** The page, once loaded. */
  Component?: ComponentType;
  /** Loads the page once (`again`: once more if that failed). */
  load: (again?: boolean) => Promise<ComponentType>;
}

/** Texts besides the catalogues that a page shows in its language, loaded with its catalogues. */
interface PageCopy {
  load: (language: Language) => Promise<unknown>;
  /** The language's source file (a key of Vite's manifest). */
  module: (language: Language) => string;
}

const enterpriseTexts: PageCopy = {
  load: (language) => enterpriseCopy.load(language),
  module: (language) => `../core/src/enterprise/copy-${language}.ts`,
};
const altText: PageCopy = {
  load: (language) => altTexts.load(language),
  module: (language) => `src/assets/alt-text-${language}.ts`,
};

/**
 * What a route's `handle` says: the source files of its page and of its language's copy and the
 * catalogue namespaces it shows (besides the shell's), so the prerenderer links their files and
 * the browser loads them first; and the page itself.
 */
export interface PageHandle {
  modules: readonly string[];
  namespaces: readonly Namespace[];
  page: LazyPage;
}

/**
 * Renders a lazy page: at once when loaded (before the first render, so prerendered HTML hydrates
 * as it is), else suspends until it is (a navigation keeps the page shown meanwhile).
 */
function LazyPageElement({ page }: { page: LazyPage }) {
  // Always through `use` (React's rule), which reads a settled promise at once (see `load`).
  const Page = use(page.load());
  return <Page />;
}

/**
 * A page of `routes/<file>.tsx` in a language, loaded when first visited with its namespaces'
 * catalogues in that language, exporting `component`.
 */
const lazyPage =
  (
    file: string,
    component: string,
    namespaces: readonly Namespace[] = [],
    copies: readonly PageCopy[] = [],
  ) =>
  (language: Language): Pick<RouteObject, 'element' | 'handle'> => {
    const importPage = pageModules[`./routes/${file}.tsx`];
    if (!importPage) throw new Error(`No page module routes/${file}.tsx`);
    // The page's one loader: its code, its catalogues and its copy, in parallel.
    const loadPage = async (): Promise<ComponentType> => {
      const [module] = await Promise.all([
        importPage(),
        ...namespaces.map((namespace) => loadCatalogue(language, namespace)),
        ...copies.map((copy) => copy.load(language)),
      ]);
      // A page rendered in the browser shows its forms (lib/island.tsx) at once.
      await islandsSettled(language);
      const Page = module[component];
      if (!Page) throw new Error(`routes/${file}.tsx exports no ${component}`);
      // The page waits for its catalogues in the instance's language (already there when the
      // browser loaded them before the first render; fetched again after a change of language).
      return function LoadedPage() {
        useTranslation([...namespaces]);
        return <Page />;
      };
    };
    let loading: Promise<ComponentType> | undefined;
    let failed = false;
    const page: LazyPage = {
      load: (again = false) => {
        if (!loading || (again && failed)) {
          failed = false;
          loading = markedForUse(
            loadPage().then(
              (Loaded) => {
                page.Component = Loaded;
                return Loaded;
              },
              (error: unknown) => {
                failed = true;
                throw error;
              },
            ),
          );
        }
        return loading;
      },
    };
    return {
      handle: {
        modules: [`src/app/routes/${file}.tsx`, ...copies.map((copy) => copy.module(language))],
        namespaces,
        page,
      } satisfies PageHandle,
      element: <LazyPageElement page={page} />,
    };
  };

// The validation messages come with the forms (lib/island.tsx), not with their pages.
const applicationForm: Namespace[] = ['applications'];
const accountForm: Namespace[] = ['account'];
/** The copy of pages showing enterprises and illustrations. */
const illustrated = [enterpriseTexts, altText];

/** The spec's router table, relative to a language's root. */
const pageTable: (RouteObject & { page?: ReturnType<typeof lazyPage> })[] = [
  {
    index: true,
    // The hero's copy only: the sections below it load theirs as islands (app/home/islands.ts).
    page: lazyPage('home', 'HomeRoute', ['home', 'carousel']),
  },
  { path: paths.policies, page: lazyPage('policies', 'PoliciesRoute', ['policies'], [altText]) },
  {
    path: paths.contribute,
    page: lazyPage('contribute', 'ContributeRoute', ['donation']),
  },
  {
    path: paths.transactionStatus,
    page: lazyPage('transaction-status', 'TransactionStatusRoute', ['donation']),
  },
  {
    path: paths.transactionPending,
    page: lazyPage('transaction-pending', 'TransactionPendingRoute', ['donation']),
  },
  { path: paths.terms, page: lazyPage('terms', 'TermsRoute', ['terms', 'privacy'], [termsText]) },
  {
    path: paths.privacyPolicy,
    page: lazyPage('privacy-policy', 'PrivacyPolicyRoute', ['privacy', 'terms'], [privacyText]),
  },
  {
    path: paths.supportUs,
    page: lazyPage('support-us', 'SupportUsRoute', ['enterprises', 'carousel'], illustrated),
  },
  {
    path: paths.supportEnterprise,
    page: lazyPage(
      'support-enterprise',
      'SupportEnterpriseRoute',
      ['enterprises', 'enterpriseList'],
      illustrated,
    ),
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
  {
    path: `${paths.programmes}/:eventId`,
    page: lazyPage('event', 'EventRoute', ['events', 'volunteerLabels']),
  },
  {
    path: paths.volunteer,
    page: lazyPage('volunteer', 'VolunteerRoute', ['volunteers', 'volunteerLabels']),
  },
  {
    path: `${paths.volunteer}/activities/:activityId`,
    page: lazyPage('activity', 'ActivityRoute', ['volunteers', 'volunteerLabels']),
  },
  { path: paths.signUp, page: lazyPage('sign-up', 'SignUpRoute', accountForm) },
  { path: paths.signIn, page: lazyPage('sign-in', 'SignInRoute', accountForm) },
  {
    path: paths.forgotPassword,
    page: lazyPage('forgot-password', 'ForgotPasswordRoute', accountForm),
  },
  // The profile's change of password (an island) loads as it renders, once the member's details arrive.
  {
    path: paths.profile,
    page: lazyPage('profile', 'ProfileRoute', [...accountForm, 'volunteerLabels']),
  },
  // Personal data, consent (issue 32, C1): the member's privacy page; no form, no formik or yup,
  // no validation messages (a refused change says so in the page's own words).
  {
    path: paths.privacySettings,
    page: lazyPage('privacy-settings', 'PrivacySettingsRoute', ['memberPrivacy']),
  },
  // The coordinator's forms (an island each) bring the validation messages when they open.
  {
    path: paths.coordinator,
    page: lazyPage('coordinator', 'CoordinatorRoute', ['coordinator', 'volunteerLabels']),
  },
  // Where the money went (issue 30): the whole movement's ledger and each enterprise's.
  {
    path: `${paths.moneyTrail}/:fund?`,
    page: lazyPage('money-trail', 'MoneyTrailRoute', ['ledger']),
  },
  // Crowdfunding's public pages (issue 30): the campaigns, a campaign, starting a supporter's
  // page, a supporter's page; the donation form (an island) brings its own catalogues.
  { path: paths.crowdfund, page: lazyPage('crowdfund', 'CrowdfundRoute', ['crowdfunding']) },
  {
    path: `${paths.crowdfund}/:campaignId`,
    page: lazyPage('campaign', 'CampaignRoute', ['crowdfunding']),
  },
  {
    path: `${paths.crowdfund}/:campaignId/start`,
    page: lazyPage('campaign', 'StartFundraiserRoute', ['crowdfunding']),
  },
  {
    path: `${paths.fundraiser('')}:code`,
    page: lazyPage('campaign', 'FundraiserRoute', ['crowdfunding']),
  },
  // The shop (issue 31): shelves, cart, checkout, an order's status, a product; the forms of
  // checkout and the status page (islands) bring formik, yup and the shop's validation messages.
  { path: paths.shop, page: lazyPage('shop', 'ShopRoute', ['shop']) },
  { path: paths.cart, page: lazyPage('shop', 'CartRoute', ['shop']) },
  {
    path: paths.checkout,
    page: lazyPage('checkout', 'CheckoutRoute', ['shop', 'shopOrder']),
  },
  {
    path: paths.orderStatus,
    page: lazyPage('order-status', 'OrderStatusRoute', ['shop', 'shopOrder']),
  },
  { path: `${paths.shop}/:slug`, page: lazyPage('shop', 'ProductRoute', ['shop']) },
  // Requests about personal data (issue 32, part C4): the form (an island) brings formik, yup and
  // the privacy forms' validation messages.
  {
    path: paths.privacyRequest,
    page: lazyPage('privacy-policy', 'PrivacyRequestRoute', ['privacy']),
  },
  // Broadcasts (issue 32, part W): the page an email's link opens to stop them; its part (an
  // island) calls the API with the link's token.
  { path: paths.unsubscribe, page: lazyPage('unsubscribe', 'UnsubscribeRoute', ['unsubscribe']) },
  ...[paths.ourEnterprise, `${paths.ourEnterprise}/:enterpriseId`, '/:enterpriseName'].map(
    (path) => ({
      path,
      page: lazyPage('enterprise', 'EnterpriseRoute', ['enterprises'], illustrated),
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
  element: (
    <RouteErrorBoundary>
      <RootLayout language={language} />
    </RouteErrorBoundary>
  ),
  children: [{ element: <PageOutlet />, children: pages(language) }],
});

/**
 * One language's staff console (`/staff/*`, `/en/staff/*`): its own chunk, catalogue and layout
 * (no site header or footer), its sections routed inside it (features/staff).
 */
const staffRoot = (language: Language): RouteObject => {
  // The sections' code and the people's catalogue load once a session is confirmed, the
  // sign-in's validation messages with its form.
  const { element, handle } = lazyPage('staff', 'StaffRoute', ['staff', ...accountForm])(language);
  return {
    path: `${languagePrefix[language]}${paths.staff}/*`,
    handle,
    element: <PageOutlet>{element}</PageOutlet>,
  };
};

/** Malay at the spec's paths, English under `/en`; each language's staff console. */
export const routes: RouteObject[] = [
  languageRoot('bm'),
  languageRoot('eng'),
  staffRoot('bm'),
  staffRoot('eng'),
];

const pageHandles = (pathname: string, table: RouteObject[]): PageHandle[] =>
  (matchRoutes(table, pathname) ?? []).flatMap(({ route }) =>
    route.handle ? [route.handle as PageHandle] : [],
  );

/**
 * Loads the pages a location needs before the app first renders, so prerendered HTML hydrates
 * as it is (a page still loading would render the fallback instead and mismatch). A page that
 * failed to load before is tried again.
 */
export async function loadRoutesFor(pathname: string, table: RouteObject[] = routes) {
  await Promise.all(pageHandles(pathname, table).map(({ page }) => page.load(true)));
}

/** The catalogue namespaces a location shows: the shell's and its page's. */
export function namespacesFor(pathname: string, table: RouteObject[] = routes): Namespace[] {
  return [shellNamespace, ...pageHandles(pathname, table).flatMap(({ namespaces }) => namespaces)];
}

/** The source files of the pages a location shows and of their copy (keys of Vite's manifest, for the prerenderer). */
export const pageModulesFor = (pathname: string, table: RouteObject[] = routes): string[] =>
  pageHandles(pathname, table).flatMap(({ modules }) => modules);

/** The app's routes (or given ones) at the router's location. */
export function AppRoutes({ table = routes }: { table?: RouteObject[] }) {
  return useRoutes(table);
}
