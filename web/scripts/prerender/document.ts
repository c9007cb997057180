import { site } from '@gsk/core/site';
import type { PageMeta } from '../../src/hooks/use-page-meta';
import { footerId } from '../../src/config/landmarks';
import { ogImageSize } from '../../src/config/og-images';
import { localizePath } from '../../src/config/paths';
import type { Language } from '@gsk/core/i18n/language';

/** `<html lang>` and Open Graph locale of each language. */
const locales: Record<Language, { html: string; og: string }> = {
  bm: { html: 'ms', og: 'ms_MY' },
  eng: { html: 'en', og: 'en_MY' },
};

/**
 * Holds a page's first render until its main content is parsed, i.e. until the footer that follows
 * it starts (its id, app/layout/footer.tsx), or the HTML ends. A frame drawn while the HTML is half
 * parsed shows a block without what follows it, which then moves it when it comes (a centred hero
 * beside its slides, the header's links beside its language switch): a layout shift. No page's HTML
 * up to the footer is over the first 14 KB, so the wait costs no round trip.
 */
const renderWhenMainParsed = `<link rel="expect" href="#${footerId}" blocking="render">`;

/** hreflang of each language's URL, and which one a visitor of neither language gets. */
const hreflangs: [string, Language][] = [
  ['ms', 'bm'],
  ['en', 'eng'],
  ['x-default', 'bm'],
];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? '',
  );

/** Absolute URL of a site path. */
export const absolute = (siteUrl: string, path: string) => `${siteUrl}${path}`;

/** Each language's absolute URL of a page whose Malay path is `path`. */
export const alternates = (siteUrl: string, path: string) =>
  hreflangs.map(([hreflang, language]) => ({
    hreflang,
    href: absolute(siteUrl, localizePath(path, language)),
  }));

/** The `<head>` tags a page's meta gives: description, canonical and alternates, link previews. */
export function headTags(meta: PageMeta, siteUrl: string): string {
  const url = absolute(siteUrl, localizePath(meta.path, meta.language));
  const image = absolute(siteUrl, meta.image);
  const otherLanguage: Language = meta.language === 'bm' ? 'eng' : 'bm';
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')}>`;
  const property = (name: string, content: string) => tag('meta', { property: name, content });
  const named = (name: string, content: string) => tag('meta', { name, content });
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', meta.description),
    ...(meta.noindex
      ? [named('robots', meta.nofollow ? 'noindex, nofollow' : 'noindex')]
      : [
          tag('link', { rel: 'canonical', href: url }),
          ...alternates(siteUrl, meta.path).map(({ hreflang, href }) =>
            tag('link', { rel: 'alternate', hreflang, href }),
          ),
        ]),
    property('og:type', 'website'),
    property('og:site_name', site.name),
    property('og:title', meta.shareTitle),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', image),
    property('og:image:type', 'image/png'),
    property('og:image:width', String(ogImageSize.width)),
    property('og:image:height', String(ogImageSize.height)),
    property('og:image:alt', meta.shareTitle),
    property('og:locale', locales[meta.language].og),
    property('og:locale:alternate', locales[otherLanguage].og),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.shareTitle),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    named('twitter:image:alt', meta.shareTitle),
  ].join('\n    ');
}

/** What goes into the built index.html to make one page's document. */
export interface PageDocument {
  meta: PageMeta;
  html: string;
  siteUrl: string;
  /** The path the browser hydrates this HTML at; none for a page answered at any path (404). */
  hydratePath?: string;
  /** Preloads of the page's images. */
  links: string[];
  /** The page's critical CSS, for its `<style>`. */
  css: string;
  /** The script that starts the app's modules (its entry and chunks), ending the body. */
  boot: string;
}

/** The built index.html (Vite's, with the inline styles) made into one page's document. */
export function renderDocument(template: string, page: PageDocument): string {
  const replace = (text: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(text)) throw new Error(`The built index.html has nothing like ${pattern}`);
    return text.replace(pattern, () => replacement);
  };
  let document = replace(
    template,
    /<html lang="[^"]*">/,
    `<html lang="${locales[page.meta.language].html}">`,
  );
  document = replace(document, /\s*<meta\s+name="description"[^>]*>/, '');
  document = replace(document, /<title>[^<]*<\/title>/, headTags(page.meta, page.siteUrl));
  // Before the inline stylesheet, so the browser starts these fetches before it reads the CSS.
  document = replace(
    document,
    /<style><\/style>/,
    [renderWhenMainParsed, ...page.links, `<style>${page.css}</style>`].join('\n    '),
  );
  const marker = page.hydratePath ? ` data-path="${escapeHtml(page.hydratePath)}"` : '';
  document = replace(document, /<\/body>/, `${page.boot}\n  </body>`);
  return replace(document, /<div id="root"><\/div>/, `<div id="root"${marker}>${page.html}</div>`);
}
