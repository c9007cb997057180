import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
