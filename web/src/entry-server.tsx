import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { AppRoutes, loadRoutesFor, namespacesFor, pageModulesFor } from './app/router';
import { enterpriseIds, enterpriseSlugs } from '@gsk/core/enterprise';
import { languageOfPath, localizePath, paths } from './config/paths';
import { PageMetaCollector } from './hooks/use-page-meta';
import type { PageMeta } from './hooks/use-page-meta';
import { languages } from '@gsk/core/i18n/language';
import { catalogueModule, createI18n } from './i18n';
import { islandNamespaces, preloadIslands } from './lib/island';

/** A page rendered to HTML, with what the prerenderer needs to write its document around it. */
export interface RenderedPage {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  meta: PageMeta;
  /** Source files of the lazily loaded pages and catalogues it shows (keys of Vite's manifest). */
  modules: string[];
}

/** Every page prerendered, in Malay and under `/en` in English: each route, each enterprise by id and by slug. */
export const prerenderPaths: string[] = languages.flatMap((language) =>
  [
    paths.home,
    paths.policies,
    paths.contribute,
    paths.transactionStatus,
    paths.transactionPending,
    paths.terms,
    paths.privacyPolicy,
    paths.supportUs,
    paths.supportEnterprise,
    paths.expertContribution,
    paths.contact,
    paths.faq,
    paths.programmes,
    paths.volunteer,
    paths.signUp,
    paths.signIn,
    paths.forgotPassword,
    paths.profile,
    // Personal data, consent (issue 32, C1): the member's privacy page (a shell, loaded in the browser).
    paths.privacySettings,
    paths.coordinator,
    paths.crowdfund,
    // The shop (issue 31): the shelves, cart, checkout and an order's status (loaded in the browser).
    paths.shop,
    paths.cart,
    paths.checkout,
    paths.orderStatus,
    paths.ourEnterprise,
    ...enterpriseIds.map((id) => paths.enterpriseById(id)),
    ...enterpriseSlugs.map((slug) => paths.enterpriseById(slug)),
    ...enterpriseSlugs.map((slug) => paths.enterprise(slug)),
    // Where the money went (issue 30): the slugs are known at build time.
    paths.moneyTrail,
    ...enterpriseSlugs.map((slug) => paths.moneyTrailOf(slug)),
    // Requests about personal data (issue 32, part C4).
    paths.privacyRequest,
    // Broadcasts (issue 32, part W): stopping them from an email's link (a shell, out of search).
    paths.unsubscribe,
  ].map((path) => localizePath(path, language)),
);

/**
 * Pages whose content changes after the build (an event's, a volunteer activity's) or is never public (the staff
 * console's): one shell per language, the page as it loads (the console's checking its session,
 * no data), written to `file` and answered for every such path by the CloudFront Function
 * (infra/edge/site-pages.js maps `/programmes/{id}` and `/en/programmes/{id}` to the event shell,
 * `/volunteer/activities/{id}` to the activity shell, `/staff/...` and `/en/staff/...` to the
 * console's). Neither is in the sitemap.
 */
export const shellPages: { path: string; file: string }[] = languages.flatMap((language) => [
  {
    path: localizePath(paths.event('event'), language),
    file: `${localizePath(paths.programmes, language)}/event.html`,
  },
  {
    path: localizePath(paths.volunteerActivity('activity'), language),
    file: `${localizePath(paths.volunteer, language)}/activity.html`,
  },
  {
    path: localizePath(paths.staff, language),
    file: `${localizePath(paths.staff, language)}/console.html`,
  },
  // Crowdfunding (issue 30): a campaign, starting a supporter's page, a supporter's page.
  {
    path: localizePath(paths.campaign('campaign'), language),
    file: `${localizePath(paths.crowdfund, language)}/campaign.html`,
  },
  {
    path: localizePath(paths.startFundraiser('campaign'), language),
    file: `${localizePath(paths.crowdfund, language)}/start.html`,
  },
  {
    path: localizePath(paths.fundraiser('fundraiser'), language),
    file: `${localizePath(paths.crowdfund, language)}/fundraiser.html`,
  },
  // The shop (issue 31): a product.
  {
    path: localizePath(paths.shopProduct('product'), language),
    file: `${localizePath(paths.shop, language)}/product.html`,
  },
]);

/**
 * The not-found page, one per language: a path no page has, rendered as `file` and answered with
 * status 404 for every unknown address in that language (infra/edge/site-pages.js maps paths under
 * `/en` to `en/404.html`, the rest to `404.html`).
 */
export const notFoundPages: { path: string; file: string }[] = languages.map((language) => ({
  path: localizePath('/404/not-found', language),
  file: localizePath('/404.html', language),
}));

/**
 * Renders one path of the site (`/kesum`, `/en/policies`) in its URL's language, as the browser
 * will first render it, so the app hydrates the HTML as it is. Build time only (web/scripts/).
 */
export async function renderPage(path: string, origin: string): Promise<RenderedPage> {
  const url = new URL(path, origin);
  // The page is loaded before it renders, as in the browser (renderToString waits for nothing).
  await loadRoutesFor(url.pathname);
  const namespaces = namespacesFor(url.pathname);
  // Only the page's own namespaces are loaded, as in the browser: a text of another one fails the
  // build instead of showing its key.
  const language = languageOfPath(url.pathname);
  // The page's islands (lib/island.tsx) render their real parts, with their catalogues and copies.
  await preloadIslands(language);
  const i18n = await createI18n(language, [...namespaces, ...islandNamespaces()], {
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      throw new Error(
        `${path} shows ${namespace}:${key}, missing or of a namespace it does not load`,
      );
    },
  });
  let meta: PageMeta | undefined;
  const html = renderToString(
    <PageMetaCollector.Provider value={(reported) => (meta = reported)}>
      <AppProvider i18n={i18n}>
        <StaticRouter location={url.pathname + url.search}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </PageMetaCollector.Provider>,
  );
  if (!meta) throw new Error(`${path} rendered no page meta (usePageMeta)`);
  const modules = [
    ...pageModulesFor(url.pathname),
    ...namespaces.map((namespace) => catalogueModule(language, namespace)),
  ];
  return { html, meta, modules };
}
