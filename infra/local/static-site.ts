import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { securityHeaders } from '../security-headers';
import type { ConnectOrigins } from '../security-headers';
import {
  apiPathPattern,
  hashedAssetCacheControl,
  revalidatedCacheControl,
  siteFunctionCode,
  sitePages,
  siteRequestFunctionPath,
  siteInlineSources,
  siteResponseFunctionPath,
} from '../site-delivery';
import { createApiProxy } from './api-proxy';
import type { ApiProxyOptions } from './api-proxy';
import { closeServer, listen } from './emulators/http';

interface SiteRequest {
  uri: string;
}
interface SiteResponse {
  statusCode: number;
  statusDescription?: string;
}

/** A CloudFront Function's own code (site-delivery.ts), run as CloudFront would, in a bare context. */
const loadFunction = <Event, Result>(handlerPath: string, pages: string[]) =>
  runInNewContext(`${siteFunctionCode(handlerPath, pages)}\nhandler;`, {}) as (
    event: Event,
  ) => Result;

export interface SiteFunctions {
  /** The viewer-request function: the object a viewer's path is answered with. */
  request(uri: string): string;
  /** The viewer-response function: the status the viewer gets for `uri` (as rewritten) answered `status`. */
  response(uri: string, status: number): number;
}

/**
 * The site's CloudFront Functions (infra/edge/site-request.js, site-response.js) knowing the pages of
 * the built site at `root`, as synthesis deploys them for the site it builds.
 */
export function loadSiteFunctions(root: string): SiteFunctions {
  const pages = sitePages(resolve(root));
  const request = loadFunction<{ request: SiteRequest }, SiteRequest>(
    siteRequestFunctionPath,
    pages,
  );
  const response = loadFunction<{ request: SiteRequest; response: SiteResponse }, SiteResponse>(
    siteResponseFunctionPath,
    pages,
  );
  return {
    request: (uri) => request({ request: { uri } }).uri,
    response: (uri, statusCode) =>
      response({ request: { uri }, response: { statusCode } }).statusCode,
  };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Types CloudFront compresses on the fly (it does for text formats like these). */
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

export interface StaticSiteOptions {
  /** The built site (web/dist). */
  root: string;
  port?: number;
  /** Origins the CSP lets the page connect to, as production's policy names them. */
  connect: ConnectOrigins;
  /**
   * The API its `/api/*` paths are passed to, as CloudFront's behaviour does (api-proxy.ts); without
   * one those paths are files like any other.
   */
  api?: Omit<ApiProxyOptions, 'responseHeaders'>;
}

export interface StaticSite {
  url: string;
  stop(): Promise<void>;
}

interface CachedFile {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * Serves a built site the way production's CloudFront does: the same viewer-request function maps
 * paths to prerendered pages or, for a path that is no page, the language's not-found page, which
 * the same viewer-response function answers with status 404; a missing file is a bare 404; every response
 * carries the security headers of security-headers.ts (the CSP naming the hashes of the pages' inline
 * code), hashed assets are cached for a year and the
 * rest revalidated, text is compressed when the client accepts it, and `/api/*` goes to the API
 * (`api`) as CloudFront's behaviour sends it. For the benchmark and the tests of the built site; `npm start` serves the app with Vite's dev server instead.
 */
export async function startStaticSite(options: StaticSiteOptions): Promise<StaticSite> {
  const root = resolve(options.root);
  const edge = loadSiteFunctions(root);
  // The CSP allows the built pages' inline script and style by their hashes, as production's does.
  const headers = securityHeaders(options.connect, siteInlineSources(root));
  const cache = new Map<string, CachedFile | null>();
  const proxy = options.api && (await createApiProxy({ ...options.api, responseHeaders: headers }));

  const load = async (uri: string): Promise<CachedFile | null> => {
    const cached = cache.get(uri);
    if (cached !== undefined) return cached;
    let file: CachedFile | null = null;
    const path = resolve(join(root, uri));
    if (path.startsWith(root + sep)) {
      const info = await stat(path).catch(() => undefined);
      if (info?.isFile()) {
        const body = await readFile(path);
        file = { body };
        if (compressible.test(contentTypes[extname(path)] ?? '') && body.length > 1024) {
          file.gzip = gzipSync(body);
          file.br = brotliCompressSync(body);
        }
      }
    }
    cache.set(uri, file);
    return file;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (proxy && (req.url ?? '').startsWith(apiPathPattern.replace(/\*$/, ''))) {
      proxy(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...headers }).end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://site.local');
    // CloudFront's functions see the path as sent (percent-encoded); S3 keys are decoded.
    const uri = edge.request(pathname);
    let path: string;
    try {
      path = decodeURIComponent(uri);
    } catch {
      res.writeHead(400, headers).end();
      return;
    }
    const file = await load(path);
    // A missing file is the bucket's own answer, as S3's is through CloudFront.
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end();
      return;
    }
    const status = edge.response(uri, 200);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const [encoding, body] =
      file.br && /\bbr\b/.test(accepts)
        ? ['br', file.br]
        : file.gzip && /\bgzip\b/.test(accepts)
          ? ['gzip', file.gzip]
          : [undefined, file.body];
    res.writeHead(status, {
      'Content-Type': contentTypes[extname(path)] ?? 'application/octet-stream',
      'Content-Length': String(body.length),
      'Cache-Control': path.startsWith('/assets/')
        ? hashedAssetCacheControl
        : revalidatedCacheControl,
      ...(encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, headers);
      res.end();
    });
  });
  const port = await listen(server, options.port ?? 0);
  return { url: `http://localhost:${port}`, stop: () => closeServer(server) };
}
