import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerEntryModule from '../../src/entry-server';
import type { RenderedPage } from '../../src/entry-server';
import { localizePath } from '../../src/config/paths';
import { classesOf, criticalCssOfPages } from './critical-css';
import { alternates, absolute, renderDocument } from './document';

/** The web workspace. */
export const webDir = resolve(import.meta.dirname, '../..');

/** The script that sends a visitor to their chosen language's URL (public/), inlined in every head. */
const languageScript = 'language.js';
/**
 * At most this many different critical CSS texts (one per kind of page): each is a hash in the CSP,
 * which CloudFront limits to 1,783 characters (16 of its 54-character hashes are about 860).
 */
const criticalCssTexts = 16;
/** The script that starts the app's modules once the page has shown (public/), ending every body. */
const bootScript = 'boot.js';

type ServerEntry = typeof ServerEntryModule;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Adds a manifest key and, before it, every chunk it imports statically. */
function walk(manifest: Manifest, key: string, into: Set<string>) {
  if (into.has(key)) return;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) walk(manifest, imported, into);
}

/**
 * The manifest keys of what the app's entry runs on every page: its own chunks and the layers it
 * imports in turn (src/main.tsx), each with the chunks it imports.
 */
function entryChunks(manifest: Manifest): Set<string> {
  const entry = new Set<string>();
  walk(manifest, 'index.html', entry);
  for (const layer of manifest['index.html']?.dynamicImports ?? []) walk(manifest, layer, entry);
  return entry;
}

/** The files of a page module's chunks that the entry does not already load. */
function pageChunks(manifest: Manifest, entry: Set<string>, modules: string[]): string[] {
  const seen = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not in Vite's manifest`);
    walk(manifest, module, seen);
  }
  const chunks = [...seen].filter((key) => !entry.has(key)).map((key) => manifest[key]!);
  // The site's CSS is one file, inlined in every page (vite.config.ts `cssCodeSplit: false`).
  const styled = chunks.find((chunk) => chunk.css?.length);
  if (styled) throw new Error(`${styled.file} has CSS of its own; the page could not inline it`);
  return chunks.map((chunk) => `/${chunk.file}`);
}

/**
 * The built index.html (its `<style>` left empty for the critical CSS), the site's stylesheet, and
 * the entry's module.
 */
interface Template {
  html: string;
  stylesheet: { href: string; css: string };
  entry: string;
}

/**
 * The built index.html with nothing to fetch before the page can show: the language script inlined
 * (a fixed text, so the CSP allows it by its hash) and its file removed, and the stylesheet's link
 * made an empty `<style>` for the critical CSS (critical-css.ts). What the browser then waits for is
 * the HTML alone. Vite's module script and preloads are taken out: the boot script each page ends
 * with starts them (and the entry's layers, entryChunks), after the stylesheet, once the page has
 * shown.
 */
async function inlineCriticalPath(distDir: string): Promise<Template> {
  let template = await readFile(join(distDir, 'index.html'), 'utf8');
  const inline = (pattern: RegExp, element: string) => {
    const found = template.match(pattern);
    if (found?.length !== 1) throw new Error(`The built index.html has no single ${pattern}`);
    template = template.replace(pattern, () => element);
  };
  // Plain script (no module): it must run before anything is shown.
  const script = await inlinedPublicScript(distDir, languageScript);
  inline(
    new RegExp(`<script src="/${languageScript}"></script>`, 'g'),
    `<script>${script}</script>`,
  );
  const stylesheet = /<link rel="stylesheet"[^>]* href="(\/[^"]+\.css)">/.exec(template)?.[1];
  if (!stylesheet) throw new Error('The built index.html links no stylesheet');
  const css = (await readFile(join(distDir, stylesheet), 'utf8')).trim();
  if (css.includes('</style')) throw new Error(`${stylesheet} would end its <style> early`);
  inline(/<link rel="stylesheet"[^>]*>/g, '<style></style>');
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry?.[1]) throw new Error('The built index.html has no module script');
  template = template
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  return { html: template, stylesheet: { href: stylesheet, css }, entry: entry[1] };
}

/** The boot script (public/), a fixed text whatever the page: its attributes name what it loads. */
async function bootOf(distDir: string): Promise<(boot: BootFiles) => string> {
  const script = await inlinedPublicScript(distDir, bootScript);
  return ({ stylesheet, entry, modules }) =>
    `<script data-style="${stylesheet}" data-entry="${entry}" data-preload="${modules.join(' ')}">${script}</script>`;
}

/**
 * A script of public/ as the text to inline in every page: its opening comment (which stays in
 * public/) dropped, and its file taken out of the build, as no page fetches it.
 */
async function inlinedPublicScript(distDir: string, name: string): Promise<string> {
  const script = await readFile(join(distDir, name), 'utf8');
  await rm(join(distDir, name));
  return script.replace(/^(\/\/.*\n)+/, '').trim();
}

interface BootFiles {
  stylesheet: string;
  entry: string;
  modules: string[];
}

/** The file a path's page is written to (`/en/kesum` → `en/kesum/index.html`). */
const fileOf = (distDir: string, path: string) => join(distDir, path, 'index.html');

/** sitemap.xml: every indexable page once, by its canonical URL, with its other language. */
function sitemap(pages: RenderedPage[], siteUrl: string): string {
  const canonical = new Map<string, RenderedPage>();
  for (const page of pages) {
    if (page.meta.noindex) continue;
    canonical.set(localizePath(page.meta.path, page.meta.language), page);
  }
  const entries = [...canonical.keys()].map((path) => {
    const page = canonical.get(path)!;
    const links = alternates(siteUrl, page.meta.path)
      .map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
      )
      .join('\n');
    return `  <url>\n    <loc>${absolute(siteUrl, path)}</loc>\n${links}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

const robots = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

export interface PrerenderOptions {
  /** The client build (web/dist) with Vite's manifest. */
  distDir: string;
  /** The server entry built by `vite build --ssr`. */
  serverEntry: string;
  /** The site's public origin, for canonical URLs and link previews. */
  siteUrl: string;
}

/**
 * Writes every page of the site as static HTML into the client build, in both languages, each
 * with its head (title, description, canonical, hreflang, Open Graph), its critical CSS inline, its
 * own preloads, and the app's markup to hydrate; then the shells of pages loaded in the browser (an
 * event's), the not-found pages (404.html, en/404.html), sitemap.xml and robots.txt.
 */
export async function prerender({
  distDir,
  serverEntry,
  siteUrl,
}: PrerenderOptions): Promise<{ pages: RenderedPage[]; paths: string[] }> {
  const origin = siteUrl.replace(/\/$/, '');
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const manifest = JSON.parse(
    await readFile(join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;

  const template = await inlineCriticalPath(distDir);
  const boot = await bootOf(distDir);
  const entry = entryChunks(manifest);
  const entryFiles = [...entry]
    .filter((key) => key !== 'index.html')
    .map((key) => `/${manifest[key]!.file}`);

  // Every page rendered first: pages that use the same rules share one critical CSS text.
  const documents: { file: string; page: RenderedPage; hydratePath?: string }[] = [];
  const pages: RenderedPage[] = [];
  for (const path of server.prerenderPaths) {
    const page = await server.renderPage(path, origin);
    documents.push({ file: fileOf(distDir, path), page, hydratePath: path });
    pages.push(page);
  }
  // A shell is answered at many paths: the browser renders its page afresh instead of hydrating.
  for (const shell of server.shellPages) {
    documents.push({
      file: join(distDir, shell.file),
      page: await server.renderPage(shell.path, origin),
    });
  }
  for (const notFound of server.notFoundPages) {
    documents.push({
      file: join(distDir, notFound.file),
      page: await server.renderPage(notFound.path, origin),
    });
  }
  const css = criticalCssOfPages(
    template.stylesheet.css,
    documents.map(({ page }) => new Set(classesOf(page.html))),
    criticalCssTexts,
  );
  // Each page's rest of the stylesheet, a file per text (pages that share their critical CSS share
  // it); the whole stylesheet is then no page's.
  const restFiles = new Map<string, string>();
  for (const { rest } of css) {
    if (restFiles.has(rest)) continue;
    const href = `/assets/rest-${createHash('sha256').update(rest).digest('base64url').slice(0, 10)}.css`;
    await writeFile(join(distDir, href), rest);
    restFiles.set(rest, href);
  }
  await rm(join(distDir, template.stylesheet.href));

  for (const [index, { file, page, hydratePath }] of documents.entries()) {
    await mkdir(dirname(file), { recursive: true });
    // React puts resource hints (the page's image preloads) before the markup; they belong in <head>.
    const [hints = ''] = /^(?:<link [^>]*\/>)*/.exec(page.html) ?? [];
    const markup = page.html.slice(hints.length);
    const links = hints.match(/<link [^>]*\/>/g) ?? [];
    const modules = [...entryFiles, ...pageChunks(manifest, entry, page.modules)];
    await writeFile(
      file,
      renderDocument(template.html, {
        ...page,
        html: markup,
        siteUrl: origin,
        hydratePath,
        links,
        css: css[index]!.critical,
        boot: boot({
          stylesheet: restFiles.get(css[index]!.rest)!,
          entry: template.entry,
          modules,
        }),
      }),
    );
  }
  await writeFile(join(distDir, 'sitemap.xml'), sitemap(pages, origin));
  await writeFile(join(distDir, 'robots.txt'), robots(origin));
  return { pages, paths: server.prerenderPaths };
}
