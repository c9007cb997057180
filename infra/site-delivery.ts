import { resolve } from 'node:path';

/**
 * How the built site is delivered, shared by the CloudFront distribution (stacks/web.ts) and the
 * local server of the built site (local/static-site.ts), so what is tested locally is what runs.
 */

/** Cache-Control of files whose names carry their content hash (Vite's `assets/`). */
export const hashedAssetCacheControl = 'public,max-age=31536000,immutable';

/** Cache-Control of everything else (HTML, PDFs, images, the icon): revalidated on every use. */
export const revalidatedCacheControl = 'public,max-age=0,no-cache';

/** The CloudFront Function run on every viewer request: paths to prerendered pages. */
export const siteRequestFunctionPath = resolve(import.meta.dirname, 'edge/site-request.js');

/** The CloudFront Function run on every viewer request of `/api/*`: names the visitor's address. */
export const apiRequestFunctionPath = resolve(import.meta.dirname, 'edge/api-request.js');

/** The site's path under which CloudFront (locally the servers' proxies) passes requests to the API. */
export const apiPathPattern = '/api/*';

/** The page answered, with status 404, for a path that is no file; it boots the app's router. */
export const notFoundPage = '404.html';
