import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { cspHash, noInlineSources } from './security-headers';
import type { InlineSources } from './security-headers';

/**
 * How the built site is delivered, shared by the CloudFront distribution (stacks/web.ts) and the
 * local server of the built site (local/static-site.ts), so what is tested locally is what runs.
 */

/** Cache-Control of files whose names carry their content hash (Vite's `assets/`). */
export const hashedAssetCacheControl = 'public,max-age=31536000,immutable';

/** Cache-Control of everything else (HTML, PDFs, images, the icon): revalidated on every use. */
export const revalidatedCacheControl = 'public,max-age=0,no-cache';

/** The site's CloudFront Functions' shared part: which object answers a path (`sitePath`). */
export const sitePagesScriptPath = resolve(import.meta.dirname, 'edge/site-pages.js');

/** The CloudFront Function run on every viewer request of the site: paths to prerendered pages. */
export const siteRequestFunctionPath = resolve(import.meta.dirname, 'edge/site-request.js');

/** The CloudFront Function run on every viewer response of the site: 404 for the not-found page. */
export const siteResponseFunctionPath = resolve(import.meta.dirname, 'edge/site-response.js');

/** CloudFront's limit on a function's code, in bytes. */
export const functionCodeLimit = 10_240;

/**
 * The prerendered pages of a built site, by path (`/`, `/kesum`, `/en/policies`): every folder
 * holding an `index.html`. None when the site is not built (`sst dev` deploys no site).
 */
export function sitePages(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name === 'index.html' || name.endsWith(`${sep}index.html`))
    .map(
      (name) =>
        `/${relative(root, join(root, name, '..'))
          .split(sep)
          .join('/')}`,
    )
    .sort();
}

/** Every inline script (one without `src`) and style of an HTML text, by the CSP hash of its text. */
export function inlineSourcesOf(html: string): InlineSources {
  const hashes = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map(([, text]) => cspHash(text ?? ''));
  return {
    scripts: hashes(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
    styles: hashes(/<style\b[^>]*>([\s\S]*?)<\/style>/g),
  };
}

/**
 * The one page offline synthesis packages in the built site's place (infra/synth.ts): like every
 * prerendered page, it carries an inline script and an inline style, so the template's CSP names
 * their hashes as a deploy's names the real pages'.
 */
export const offlineSitePage =
  '<!doctype html><title>offline synthesis</title>' +
  '<script>document.documentElement.dataset.offline = "1";</script>' +
  '<style>body{font-family:sans-serif}</style>\n';

/**
 * The inline scripts and styles of every HTML file of a built site, each hash once, sorted: what
 * its CSP must allow, exactly (the prerenderer inlines the same two texts in every page). None when
 * the site is not built.
 */
export function siteInlineSources(root: string): InlineSources {
  if (!existsSync(root)) return noInlineSources;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.html')) continue;
    const found = inlineSourcesOf(readFileSync(join(root, name), 'utf8'));
    found.scripts.forEach((hash) => scripts.add(hash));
    found.styles.forEach((hash) => styles.add(hash));
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

/**
 * The code of one of the site's CloudFront Functions (`site-request.js`, `site-response.js`) as
 * deployed and as the local server runs it: the known pages, the shared part, then the handler.
 */
export function siteFunctionCode(handlerPath: string, pages: string[]): string {
  const known = Object.fromEntries(pages.map((page) => [page, 1]));
  const code = [
    `var pages = ${JSON.stringify(known)};`,
    readFileSync(sitePagesScriptPath, 'utf8'),
    readFileSync(handlerPath, 'utf8'),
  ].join('\n');
  const size = Buffer.byteLength(code);
  if (size > functionCodeLimit) {
    throw new Error(
      `${handlerPath} with ${pages.length} pages is ${size} bytes, over CloudFront's ${functionCodeLimit}.`,
    );
  }
  return code;
}

/** The CloudFront Function run on every viewer request of `/api/*`: names the visitor's address. */
export const apiRequestFunctionPath = resolve(import.meta.dirname, 'edge/api-request.js');

/** The site's path under which CloudFront (locally the servers' proxies) passes requests to the API. */
export const apiPathPattern = '/api/*';
