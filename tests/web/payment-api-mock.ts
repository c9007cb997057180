import { vi } from 'vitest';

/** One recorded API call: method, path (the site's own `/api/...`) and parsed JSON body. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  /** How the caller let the browser's HTTP cache answer (`fetch`'s `cache`), when it said. */
  cache?: RequestCache;
}

/** A JSON answer of the API. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Replaces `fetch` with a fake API: each request to the site's own `/api/...` (the web calls its
 * API same-origin) is recorded and answered by the handler of its 'METHOD /path' (the path's
 * dynamic parts as written), else 404.
 */
export function mockApi(routes: Record<string, (call: ApiCall) => Response | Promise<Response>>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.startsWith('/api/')) throw new TypeError(`Unexpected fetch of ${url}`);
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      ...(init?.cache ? { cache: init.cache } : {}),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    return route ? route(call) : json({ error: { code: 'not_found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A promise with its resolve function, to hold an API answer back while a test looks. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
