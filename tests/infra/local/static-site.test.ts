import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originVerifyHeader, viewerAddressHeader } from '@gsk/core/api';
import { loadSiteFunctions, startStaticSite } from '../../../infra/local/static-site';
import type { StaticSite } from '../../../infra/local/static-site';
import { cspHash, securityHeaders } from '../../../infra/security-headers';
import { hashedAssetCacheControl, revalidatedCacheControl } from '../../../infra/site-delivery';

const connect = { uploads: 'http://localhost:4998' };

describe('the site’s CloudFront Functions (infra/edge/site-request.js, site-response.js)', () => {
  let root: string;
  let edge: ReturnType<typeof loadSiteFunctions>;
  beforeAll(async () => {
    // The pages of a build: every folder with an index.html (and other files, which are none).
    root = await mkdtemp(join(tmpdir(), 'gsk-site-pages-'));
    for (const path of [
      'index.html',
      'kesum/index.html',
      'programmes/index.html',
      'en/index.html',
      'en/programmes/index.html',
      'en/support-us/support-enterprise/index.html',
      '404.html',
      'en/404.html',
      'programmes/event.html',
      'volunteer/activity.html',
      'crowdfund/index.html',
      'en/crowdfund/index.html',
      'crowdfund/campaign.html',
      'crowdfund/start.html',
      'crowdfund/fundraiser.html',
      'en/crowdfund/campaign.html',
      'en/crowdfund/start.html',
      'en/crowdfund/fundraiser.html',
      'staff/console.html',
      'en/staff/console.html',
      // The shop (issue 31): its prerendered pages and a product's shell.
      'shop/index.html',
      'shop/cart/index.html',
      'shop/checkout/index.html',
      'shop/order/index.html',
      'en/shop/index.html',
      'en/shop/cart/index.html',
      'shop/product.html',
      'en/shop/product.html',
      'assets/index-abc123.js',
    ]) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), '');
    }
    edge = loadSiteFunctions(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  /** The object a path is answered with and the status the viewer gets when S3 finds it. */
  const answer = (path: string) => {
    const uri = edge.request(path);
    return [uri, edge.response(uri, 200)] as const;
  };

  it('serves every prerendered page from its index.html, with 200', () => {
    expect(answer('/')).toEqual(['/index.html', 200]);
    expect(answer('/kesum')).toEqual(['/kesum/index.html', 200]);
    expect(answer('/kesum/')).toEqual(['/kesum/index.html', 200]);
    expect(answer('/en')).toEqual(['/en/index.html', 200]);
    expect(answer('/en/')).toEqual(['/en/index.html', 200]);
    expect(answer('/en/support-us/support-enterprise')).toEqual([
      '/en/support-us/support-enterprise/index.html',
      200,
    ]);
  });

  it('answers a path that is no page with its language’s not-found page and 404', () => {
    expect(answer('/no/such/page')).toEqual(['/404.html', 404]);
    expect(answer('/kesum/more/')).toEqual(['/404.html', 404]);
    expect(answer('/english')).toEqual(['/404.html', 404]);
    expect(answer('/fr/programmes/x')).toEqual(['/404.html', 404]);
    expect(answer('/programmes/a/b')).toEqual(['/404.html', 404]);
    expect(answer('/en/no-such-page')).toEqual(['/en/404.html', 404]);
    expect(answer('/en/support-us/')).toEqual(['/en/404.html', 404]);
    // The response function decides alike from the path as the viewer sent it.
    expect(edge.response('/en/no-such-page', 200)).toBe(404);
    expect(edge.response('/kesum', 200)).toBe(200);
    // A revalidated not-found page stays a 304; a failure stays what it is.
    expect(edge.response('/404.html', 304)).toBe(304);
    expect(edge.response('/404.html', 503)).toBe(503);
  });

  it('serves every event page and volunteer activity page from its language’s one shell, with 200', () => {
    expect(answer('/programmes/evt-42')).toEqual(['/programmes/event.html', 200]);
    expect(answer('/programmes/evt-42/')).toEqual(['/programmes/event.html', 200]);
    expect(answer('/en/programmes/0f1e2d3c')).toEqual(['/en/programmes/event.html', 200]);
    expect(answer('/volunteer/activities/act-42')).toEqual(['/volunteer/activity.html', 200]);
    expect(answer('/en/volunteer/activities/act-42/')).toEqual([
      '/en/volunteer/activity.html',
      200,
    ]);
    expect(answer('/programmes')).toEqual(['/programmes/index.html', 200]);
    expect(answer('/en/programmes/')).toEqual(['/en/programmes/index.html', 200]);
  });

  it('serves every campaign, start-a-page and supporter’s page from its language’s one shell, with 200', () => {
    expect(answer('/crowdfund')).toEqual(['/crowdfund/index.html', 200]);
    expect(answer('/en/crowdfund/')).toEqual(['/en/crowdfund/index.html', 200]);
    expect(answer('/crowdfund/kesum-2027')).toEqual(['/crowdfund/campaign.html', 200]);
    expect(answer('/crowdfund/kesum-2027/')).toEqual(['/crowdfund/campaign.html', 200]);
    expect(answer('/en/crowdfund/kesum-2027')).toEqual(['/en/crowdfund/campaign.html', 200]);
    expect(answer('/crowdfund/kesum-2027/start')).toEqual(['/crowdfund/start.html', 200]);
    expect(answer('/en/crowdfund/kesum-2027/start/')).toEqual(['/en/crowdfund/start.html', 200]);
    expect(answer('/fundraise/ab3k9z')).toEqual(['/crowdfund/fundraiser.html', 200]);
    expect(answer('/en/fundraise/ab3k9z/')).toEqual(['/en/crowdfund/fundraiser.html', 200]);
    // The shells' own keys map to themselves; deeper or other paths are no page.
    expect(answer('/crowdfund/campaign.html')).toEqual(['/crowdfund/campaign.html', 200]);
    expect(answer('/crowdfund/kesum-2027/donate')).toEqual(['/404.html', 404]);
    expect(answer('/fundraise/ab3k9z/more')).toEqual(['/404.html', 404]);
    expect(answer('/en/fundraise')).toEqual(['/en/404.html', 404]);
  });

  it('serves every shop product from its language’s one shell, and the shop’s own pages as prerendered, with 200', () => {
    expect(answer('/shop')).toEqual(['/shop/index.html', 200]);
    expect(answer('/shop/cart')).toEqual(['/shop/cart/index.html', 200]);
    expect(answer('/shop/checkout/')).toEqual(['/shop/checkout/index.html', 200]);
    expect(answer('/shop/order')).toEqual(['/shop/order/index.html', 200]);
    expect(answer('/en/shop/cart')).toEqual(['/en/shop/cart/index.html', 200]);
    expect(answer('/shop/kemeja-gerakan')).toEqual(['/shop/product.html', 200]);
    expect(answer('/shop/kemeja-gerakan/')).toEqual(['/shop/product.html', 200]);
    expect(answer('/en/shop/kemeja-gerakan')).toEqual(['/en/shop/product.html', 200]);
    expect(answer('/shop/product.html')).toEqual(['/shop/product.html', 200]);
    expect(answer('/shop/kemeja-gerakan/more')).toEqual(['/404.html', 404]);
  });

  it('serves every page of the staff console from its language’s one data-free shell, with 200', () => {
    for (const path of ['/staff', '/staff/', '/staff/donations', '/staff/donations/GSK-1-a2b']) {
      expect(answer(path), path).toEqual(['/staff/console.html', 200]);
    }
    for (const path of ['/en/staff', '/en/staff/audit', '/en/staff/donations/GSK-1-a2b/']) {
      expect(answer(path), path).toEqual(['/en/staff/console.html', 200]);
    }
    expect(answer('/staff/console.html')).toEqual(['/staff/console.html', 200]);
    // Only the console's own prefix: neither a look-alike nor the Malay console under /en/x.
    expect(answer('/staffing')).toEqual(['/404.html', 404]);
    expect(answer('/en/staffroom')).toEqual(['/en/404.html', 404]);
    expect(answer('/kesum/staff')).toEqual(['/404.html', 404]);
  });

  it('leaves files alone, found or not (a missing one is S3’s own answer)', () => {
    for (const path of [
      '/assets/index-abc123.js',
      '/downloads/bm/overview.pdf',
      '/sitemap.xml',
      '/programmes/event.html',
      '/missing.js',
    ]) {
      expect(answer(path), path).toEqual([path, 200]);
      expect(edge.response(path, 403), path).toBe(403);
    }
  });
});

describe('the local server of the built site', () => {
  let root: string;
  let site: StaticSite;
  // Every page carries the same inline script and style, as the prerendered ones do.
  const script = 'window.chosen = localStorage.getItem("language");';
  const style = 'body{margin:0}';
  const inline = `<script>${script}</script><style>${style}</style>`;
  const files: Record<string, string> = {
    'index.html': `<!doctype html>${inline}<title>Laman utama</title>`,
    '404.html': '<!doctype html><title>Halaman Tidak Dijumpai</title>',
    'en/404.html': '<!doctype html><title>Page Not Found</title>',
    'kesum/index.html': `<!doctype html>${inline}<title>Kesum</title>`,
    'en/policies/index.html': '<!doctype html><title>Policies</title>',
    'assets/index-abc123.js': `console.info(${JSON.stringify('x'.repeat(4000))});`,
  };
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${site.url}${path}`, { headers });
  /** Production's headers for a site whose pages carry that script and style. */
  const expected = securityHeaders(connect, {
    scripts: [cspHash(script)],
    styles: [cspHash(style)],
  });

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'gsk-site-'));
    for (const [path, body] of Object.entries(files)) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), body);
    }
    // A file beside the site's folder, which no request may reach.
    await writeFile(join(root, '..', 'gsk-outside.txt'), 'outside the site');
    site = await startStaticSite({ root, connect });
  });
  afterAll(async () => {
    await site.stop();
    await rm(root, { recursive: true, force: true });
    await rm(join(root, '..', 'gsk-outside.txt'), { force: true });
  });

  it('answers prerendered pages by path, revalidated, with the production security headers', async () => {
    for (const [path, title] of [
      ['/', 'Laman utama'],
      ['/kesum', 'Kesum'],
      ['/en/policies/', 'Policies'],
    ] as const) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe(revalidatedCacheControl);
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers.get(name), name).toBe(value);
      }
      // Exactly the pages' inline script and style, by hash; no other inline code.
      expect(response.headers.get('content-security-policy')).toContain(
        `script-src 'self' ${cspHash(script)}; style-src 'self' ${cspHash(style)};`,
      );
      expect(await response.text()).toContain(`<title>${title}</title>`);
    }
  });

  it('answers a path that is no page with its language’s not-found page and status 404', async () => {
    for (const [path, title] of [
      ['/a/b/c', 'Halaman Tidak Dijumpai'],
      ['/kesum/x', 'Halaman Tidak Dijumpai'],
      ['/en/nothing-here', 'Page Not Found'],
      ['/en/', 'Page Not Found'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(await response.text(), path).toContain(`<title>${title}</title>`);
      expect(response.headers.get('content-security-policy')).toBe(
        expected['Content-Security-Policy'],
      );
    }
  });

  it('answers a missing file, or one outside the site, with a bare 404 as S3 would', async () => {
    for (const path of ['/missing.png', '/..%2fgsk-outside.txt']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('');
      expect(response.headers.get('content-security-policy')).toBe(
        expected['Content-Security-Policy'],
      );
    }
  });

  it('caches hashed assets for a year and compresses text when the client accepts it', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(hashedAssetCacheControl);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await response.arrayBuffer());
    // fetch decodes gzip itself; either way the content is the file's.
    const text = body[0] === 0x1f ? gunzipSync(body).toString() : body.toString();
    expect(text).toBe(files['assets/index-abc123.js']);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${site.url}/`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe("the built site's /api/*, passed to the API as CloudFront's behaviour passes it", () => {
  const secret = 'front-secret-for-tests';
  let api: Server;
  let root: string;
  let site: StaticSite;
  let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    api = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen.push({
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: Buffer.concat(chunks).toString(),
        });
        response.writeHead(201, {
          'content-type': 'application/json',
          // The API's own, which the policy's replace rather than repeat.
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'SAMEORIGIN',
          'set-cookie': [
            '__Host-gsk_session=abc; Path=/; Secure; HttpOnly',
            'modal_seen=1; Path=/',
          ],
        });
        response.end('{"ok":true}');
      });
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const { port } = api.address() as AddressInfo;
    root = await mkdtemp(join(tmpdir(), 'gsk-site-api-'));
    await writeFile(join(root, '404.html'), '<!doctype html><title>404</title>');
    site = await startStaticSite({
      root,
      connect,
      api: { target: `http://127.0.0.1:${port}`, originVerifySecret: secret },
    });
  });
  afterAll(async () => {
    await site.stop();
    await new Promise((done) => api.close(done));
    await rm(root, { recursive: true, force: true });
  });

  it('passes method, path, query, body and cookies, names the visitor and returns every cookie', async () => {
    seen = [];
    const response = await fetch(`${site.url}/api/events/e1/registrations?lang=en`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: '__Host-gsk_session=old',
        origin: site.url,
        // A visitor naming another address, and guessing at the proof, is overruled.
        [viewerAddressHeader]: '203.0.113.99',
        [originVerifyHeader]: 'guess',
        'x-forwarded-for': '198.51.100.1',
      },
      body: '{"confirm":true}',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.getSetCookie()).toEqual([
      '__Host-gsk_session=abc; Path=/; Secure; HttpOnly',
      'modal_seen=1; Path=/',
    ]);
    for (const [name, value] of Object.entries(securityHeaders(connect))) {
      expect(response.headers.get(name), name).toBe(value);
    }
    const [request] = seen;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/api/events/e1/registrations?lang=en',
      body: '{"confirm":true}',
    });
    expect(request?.headers).toMatchObject({
      cookie: '__Host-gsk_session=old',
      origin: site.url,
      [viewerAddressHeader]: '127.0.0.1',
      [originVerifyHeader]: secret,
      'x-forwarded-for': '198.51.100.1, 127.0.0.1',
    });
    expect(request?.headers.host).not.toBe(new URL(site.url).host);
  });

  it('leaves paths that only start like /api to the site', async () => {
    seen = [];
    expect((await fetch(`${site.url}/apiary`)).status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('answers 502 when the API is down, as CloudFront would', async () => {
    const down = await startStaticSite({
      root,
      connect,
      api: { target: 'http://127.0.0.1:9', originVerifySecret: secret },
    });
    try {
      expect((await fetch(`${down.url}/api/health`)).status).toBe(502);
    } finally {
      await down.stop();
    }
  });
});
