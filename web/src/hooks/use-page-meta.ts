import { site } from '@gsk/core/site';
import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { localizePath } from '../config/paths';
import { ogImagePath } from '../config/og-images';
import type { Language } from '@gsk/core/i18n/language';
import type { Catalogues } from '../i18n';
import { useLanguage } from '../hooks/use-language';

export type PageKey = keyof Catalogues['layout']['pages'];

/**
 * Pages whose title and description come from their own catalogue, given by the page (crowdfunding's,
 * issue 30; the shop's, issue 31): the shell's catalogue, which every page's first load carries, does not grow with them.
 */
const ownMetaPages = [
  'crowdfund',
  'campaign',
  'startFundraiser',
  'fundraiser',
  // The shop's (issue 31).
  'shop',
  'shopProduct',
  'cart',
  'checkout',
  'orderStatus',
  // Broadcasts (issue 32, part W): the page that stops them.
  'unsubscribe',
] as const;
export type OwnMetaPage = (typeof ownMetaPages)[number];
const hasOwnMeta = (page: PageKey | OwnMetaPage): page is OwnMetaPage =>
  (ownMetaPages as readonly string[]).includes(page);

/** What a page may say about itself besides its catalogue entry. */
interface PageMetaOptions {
  /** The page's own title where it differs from its catalogue entry's. */
  title?: string;
  description?: string;
  shareTitle?: string;
  image?: string;
  path?: string;
}

/** What a page says about itself to browsers, search engines and link previews. */
export interface PageMeta {
  /** The document title: "{page} | {product}". */
  title: string;
  /** The title a link preview shows (an enterprise's name first), else the document title. */
  shareTitle: string;
  description: string;
  /** The page's language. */
  language: Language;
  /** Its address in Malay (the canonical one of several that show the same page). */
  path: string;
  /** Site path of its 1200x630 preview image. */
  image: string;
  /** Kept out of search results (a payment's result, the 404). */
  noindex: boolean;
  /** Its links not followed either (the staff console). */
  nofollow?: boolean;
}

/** The robots meta of a page kept out of search results; none for an indexed page. */
export const robotsOf = (meta: Pick<PageMeta, 'noindex' | 'nofollow'>): string | undefined =>
  meta.noindex ? (meta.nofollow ? 'noindex, nofollow' : 'noindex') : undefined;

/**
 * Set by the prerenderer: each page reports its meta while it renders, for the static HTML's head.
 * In the browser there is none, and the hook keeps the live document's title and description.
 */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | undefined>(undefined);

const unlisted: ReadonlySet<PageKey | OwnMetaPage> = new Set<PageKey | OwnMetaPage>([
  'transactionStatus',
  'transactionPending',
  'notFound',
  // Events change after the build: their pages are one shell, loaded in the browser.
  'event',
  // A volunteer activity's page likewise.
  'activity',
  // A member's own page: nothing for a search engine.
  'profile',
  'coordinator',
  // Crowdfunding's shells (a campaign, starting a page, a supporter's page): loaded in the browser.
  'campaign',
  'startFundraiser',
  'fundraiser',
  // The shop's: a product's shell (loaded in the browser), the cart, checkout, an order's status.
  'shopProduct',
  'cart',
  'checkout',
  'orderStatus',
  // Personal data, consent (issue 32, C1): the member's privacy page, their own.
  'privacySettings',
  // Broadcasts (issue 32, part W): the page an email's link opens, one person's.
  'unsubscribe',
]);

/**
 * A page's title ("{page} | {product}") and meta description in the active language; a page about
 * one thing (an enterprise) may give its own description, preview title and image, and canonical
 * address.
 */
export function usePageMeta(
  page: OwnMetaPage,
  options: PageMetaOptions & { title: string; description: string },
): void;
export function usePageMeta(page: PageKey, options?: PageMetaOptions): void;
export function usePageMeta(page: PageKey | OwnMetaPage, options: PageMetaOptions = {}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  // A page of its own meta always gives both (the overload above): the shell's entry is read only for the others.
  const shell = (field: 'title' | 'description') =>
    hasOwnMeta(page) ? '' : t(`pages.${page}.${field}`);
  const title = `${options.title ?? shell('title')} | ${site.name}`;
  const description = options.description ?? shell('description');

  useDocumentMeta({
    title,
    shareTitle: options.shareTitle ?? title,
    description,
    language,
    path: options.path ?? localizePath(pathname, 'bm'),
    image: options.image ?? ogImagePath(language),
    noindex: unlisted.has(page),
  });
}

/**
 * Reports a page's meta to the prerenderer and keeps the live document's title, description and
 * robots meta in step (usePageMeta for the site's pages; the staff console gives its own).
 */
export function useDocumentMeta(meta: PageMeta) {
  useContext(PageMetaCollector)?.(meta);
  const { title, description } = meta;
  const robots = robotsOf(meta);
  useEffect(() => {
    document.title = title;
    const named = (name: string) => {
      let element = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
      if (!element) {
        element = document.createElement('meta');
        element.name = name;
        document.head.append(element);
      }
      return element;
    };
    named('description').content = description;
    if (robots) named('robots').content = robots;
    else document.querySelector('meta[name="robots"]')?.remove();
  }, [title, description, robots]);
}
