import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
  inflateSync,
  deflateSync,
} from 'node:zlib';

/**
 * A page's floor: the same prerendered HTML with every script removed (inline and external
 * `<script>` elements, module preloads and script preloads), so it shows what the HTML and CSS
 * alone cost. What stays (styles, images, fonts, the markup) is byte for byte the page's.
 */
export const withoutScripts = (html: string): string =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel=["']?preload\b)(?=[^>]*\bas=["']?script\b)[^>]*>/gi, '');

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};
const encoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliCompressSync,
  gzip: gzipSync,
  deflate: deflateSync,
};

const readAll = async (stream: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export interface BenchProxies {
  /** The site as it is, through a pass-through proxy (so page and floor pay the same hop). */
  page: string;
  /** The site with every HTML response stripped of its scripts. */
  floor: string;
  stop(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<string>((done) => {
    server.listen(0, '127.0.0.1', () => {
      done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });

/**
 * Two loopback proxies in front of the built site (its production server, no hook of its own):
 * one passes every response on unchanged, the other rewrites HTML responses with
 * `withoutScripts` (decoded, stripped, encoded again as the site encoded it). Both forward every
 * request (assets, `/api`) to the site, so the page and its floor load the same files through
 * the same hop, on origins of their own.
 */
export async function startBenchProxies(siteUrl: string): Promise<BenchProxies> {
  const target = new URL(siteUrl);
  const proxy = (strip: boolean) => (req: IncomingMessage, res: ServerResponse) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!strip || !type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        readAll(answer).then(
          (body) => {
            const encoding = String(answer.headers['content-encoding'] ?? '');
            const decode = decoders[encoding] ?? ((raw: Buffer) => raw);
            const encode = encoders[encoding] ?? ((raw: Buffer) => raw);
            const html = encode(Buffer.from(withoutScripts(decode(body).toString('utf8'))));
            res.writeHead(answer.statusCode ?? 502, {
              ...answer.headers,
              'content-length': String(html.length),
            });
            res.end(req.method === 'HEAD' ? undefined : html);
          },
          () => res.destroy(),
        );
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
  const servers = [createServer(proxy(false)), createServer(proxy(true))];
  const [page = '', floor = ''] = await Promise.all(servers.map(listen));
  return {
    page,
    floor,
    stop: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((done) => {
              server.closeAllConnections();
              server.close(() => done());
            }),
        ),
      );
    },
  };
}
