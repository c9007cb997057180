import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originVerifyHeader, viewerAddressHeader } from '@gsk/core/api';
import { loadSiteRequestFunction, startStaticSite } from '../../../infra/local/static-site';
import type { StaticSite } from '../../../infra/local/static-site';
import { securityHeaders } from '../../../infra/security-headers';
import { hashedAssetCacheControl, revalidatedCacheControl } from '../../../infra/site-delivery';

const connect = { uploads: 'http://localhost:4998' };

describe('the CloudFront viewer-request function (infra/edge/site-request.js)', () => {
  it('serves every page path from its prerendered index.html and leaves files alone', async () => {
    const rewrite = await loadSiteRequestFunction();
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/kesum')).toBe('/kesum/index.html');
    expect(rewrite('/en')).toBe('/en/index.html');
    expect(rewrite('/en/')).toBe('/en/index.html');
    expect(rewrite('/en/support-us/support-enterprise')).toBe(
      '/en/support-us/support-enterprise/index.html',
    );
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/downloads/bm/overview.pdf')).toBe('/downloads/bm/overview.pdf');
    expect(rewrite('/sitemap.xml')).toBe('/sitemap.xml');
  });

  it('serves every event page from its language’s one shell, and the programmes list as a page', async () => {
    const rewrite = await loadSiteRequestFunction();
    expect(rewrite('/programmes/evt-42')).toBe('/programmes/event.html');
    expect(rewrite('/programmes/evt-42/')).toBe('/programmes/event.html');
    expect(rewrite('/en/programmes/0f1e2d3c')).toBe('/en/programmes/event.html');
    expect(rewrite('/programmes')).toBe('/programmes/index.html');
    expect(rewrite('/en/programmes/')).toBe('/en/programmes/index.html');
    expect(rewrite('/programmes/event.html')).toBe('/programmes/event.html');
    expect(rewrite('/programmes/a/b')).toBe('/programmes/a/b/index.html');
    expect(rewrite('/fr/programmes/x')).toBe('/fr/programmes/x/index.html');
  });
});

describe('the local server of the built site', () => {
  let root: string;
  let site: StaticSite;
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Laman utama</title>',
    '404.html': '<!doctype html><title>Halaman Tidak Dijumpai</title>',
    'kesum/index.html': '<!doctype html><title>Kesum</title>',
    'en/policies/index.html': '<!doctype html><title>Policies</title>',
    'assets/index-abc123.js': `console.info(${JSON.stringify('x'.repeat(4000))});`,
  };
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${site.url}${path}`, { headers });

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
      for (const [name, value] of Object.entries(securityHeaders(connect))) {
        expect(response.headers.get(name), name).toBe(value);
      }
      expect(await response.text()).toContain(`<title>${title}</title>`);
    }
  });

  it('answers the not-found page with status 404 for a path that is no file', async () => {
    for (const path of ['/a/b/c', '/en/nothing-here', '/missing.png', '/..%2fgsk-outside.txt']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Halaman Tidak Dijumpai');
      expect(response.headers.get('content-security-policy')).toBe(
        securityHeaders(connect)['Content-Security-Policy'],
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
