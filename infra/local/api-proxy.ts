import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { runInNewContext } from 'node:vm';
import { originVerifyHeader } from '@gsk/core/api';
import { apiRequestFunctionPath } from '../site-delivery';

type ApiRequestHandler = (event: {
  request: { headers: Record<string, { value: string }> };
  viewer: { ip: string };
}) => { headers: Record<string, { value: string }> };

/**
 * The headers the site's `/api/*` front adds to a request from `ip`: the CloudFront Function's own
 * (infra/edge/api-request.js, run as CloudFront would, in a bare context), then the origin's
 * secret header when there is a secret (CloudFront's origin custom header).
 */
export async function loadFrontHeaders(
  originVerifySecret: string | undefined,
): Promise<(ip: string) => Record<string, string>> {
  const source = await readFile(apiRequestFunctionPath, 'utf8');
  const handler = runInNewContext(`${source}\nhandler;`, {}) as ApiRequestHandler;
  return (ip) => {
    const { headers } = handler({ request: { headers: {} }, viewer: { ip } });
    const added = Object.fromEntries(
      Object.entries(headers).map(([name, { value }]) => [name, value]),
    );
    return originVerifySecret ? { ...added, [originVerifyHeader]: originVerifySecret } : added;
  };
}

/** The address of a request's client, as API Gateway writes it (no IPv4-mapped prefix). */
export const socketAddress = (request: IncomingMessage): string =>
  (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');

/** Hop-by-hop headers, which a proxy does not pass on (RFC 9110, 7.6.1). */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
]);

const passable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));

export interface ApiProxyOptions {
  /** The API adapter's URL. */
  target: string;
  /** The secret the handlers check before trusting the named address (ORIGIN_VERIFY_SECRET). */
  originVerifySecret?: string;
  /** Headers every answer carries (the site's security headers, as CloudFront's policy adds them). */
  responseHeaders?: Record<string, string>;
}

/**
 * Passes a request of the site's `/api/*` to the API as CloudFront's behaviour does: method, path,
 * query, body, cookies and headers except Host; the client's address appended to X-Forwarded-For
 * and named by the front's headers; the answer, Set-Cookie included, streamed back as it comes.
 */
export async function createApiProxy(
  options: ApiProxyOptions,
): Promise<(request: IncomingMessage, response: ServerResponse) => void> {
  const frontHeaders = await loadFrontHeaders(options.originVerifySecret);
  const target = new URL(options.target);
  const overridden = new Set(
    Object.keys(options.responseHeaders ?? {}).map((name) => name.toLowerCase()),
  );
  return (request, response) => {
    const ip = socketAddress(request);
    const forwarded = request.headers['x-forwarded-for'];
    const upstream = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: {
          ...passable(request.headers),
          host: target.host,
          'x-forwarded-for': forwarded ? `${String(forwarded)}, ${ip}` : ip,
          ...frontHeaders(ip),
        },
      },
      (answer) => {
        // The policy's headers replace the API's own of the same name (CloudFront's `override`).
        const own = Object.entries(passable(answer.headers)).filter(
          ([name]) => !overridden.has(name.toLowerCase()),
        );
        response.writeHead(answer.statusCode ?? 502, {
          ...Object.fromEntries(own),
          ...options.responseHeaders,
        });
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Bad Gateway' }));
      } else response.destroy();
    });
    request.pipe(upstream);
  };
}
