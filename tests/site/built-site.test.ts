import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMerchant } from '../../infra/local/eghl/simulator';
import { localCredentials } from '../../infra/local/emulators';
import { localUploadTokenSecret } from '../../infra/local/stack';
import { securityHeaders } from '../../infra/security-headers';
import { inlineSourcesOf, siteInlineSources } from '../../infra/site-delivery';
import { overviewPdf, policyBriefPdf } from '../../web/src/config/downloads';
import { samplePdf } from '../integration/application-client';
import { useBrowser, visit } from '../support/journey';
import { sharedSite, stackUrls } from '../support/stack-setup';

/*
 * The site as production serves it: the run's `npm run build` (naming no API: it calls its own
 * /api, built in the shared stack's environment, secrets and all), served by the local server of
 * the built site (infra/local/static-site.ts) with the security headers of
 * infra/security-headers.ts, which the CloudFront policy is built from (its template is asserted in
 * tests/infra/stacks/synthesized/web.test.ts), and its /api/* passed to the API.
 */
const browser = useBrowser();
const urls = await stackUrls();
const { root: outDir, buildSecrets } = await sharedSite();
const site = { url: urls.site };
const connect = { uploads: urls.s3 };
/** Every file of the build: its path under the output folder and its bytes. */
const files = await Promise.all(
  (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      return { name: path.slice(outDir.length + 1), bytes: await readFile(path) };
    }),
);

/** An event id no event has. */
const unknownEvent = '00000000-0000-4000-8000-000000000000';

describe('the built site’s headers', () => {
  it('every kind of response carries exactly the production security headers', async () => {
    const script = files.find((file) => /^assets\/.+\.js$/.test(file.name))?.name;
    expect(script).toBeDefined();
    // Each page inlines the part of the site's stylesheet its markup uses (allowed by its hash),
    // and the boot script loads the rest once the page has shown: a file per inlined text.
    const stylesheets = files.filter((file) => file.name.endsWith('.css'));
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(stylesheets.every((file) => /^assets\/rest-[\w-]+\.css$/.test(file.name))).toBe(true);
    const expected = securityHeaders(connect, siteInlineSources(outDir));
    const requests: [string, RequestInit, number, string][] = [
      ['/', {}, 200, 'text/html'],
      [`/${script}`, {}, 200, 'text/javascript'],
      [`/${stylesheets[0]?.name}`, {}, 200, 'text/css'],
      [overviewPdf('bm'), {}, 200, 'application/pdf'],
      [policyBriefPdf('energy', 'eng'), {}, 200, 'application/pdf'],
      ['/favicon.svg', {}, 200, 'image/svg+xml'],
      // Event pages are one shell per language (infra/edge/site-request.js), whatever the id.
      ['/programmes', {}, 200, 'text/html'],
      ['/programmes/evt-any-id', {}, 200, 'text/html'],
      ['/en/programmes/evt-any-id', {}, 200, 'text/html'],
      // So are volunteer activities' pages.
      ['/volunteer', {}, 200, 'text/html'],
      ['/volunteer/activities/act-any-id', {}, 200, 'text/html'],
      ['/en/volunteer/activities/act-any-id', {}, 200, 'text/html'],
      // A path that is no page: its language's not-found page (infra/edge/site-response.js).
      ['/no/such/page', {}, 404, 'text/html'],
      ['/en/no/such/page', {}, 404, 'text/html'],
      ['/missing.js', {}, 404, ''],
      ['/', { method: 'HEAD' }, 200, 'text/html'],
      ['/', { method: 'POST', body: 'x' }, 405, ''],
      // The API through the site's own /api, as CloudFront's behaviour passes it.
      ['/api/health', {}, 200, 'application/json'],
      // An API answer of 404 keeps its JSON error: no not-found page replaces it.
      [`/api/events/${unknownEvent}`, {}, 404, 'application/json'],
    ];
    const bodies = new Map<string, string>();
    for (const [path, init, status, type] of requests) {
      const response = await fetch(`${site.url}${path}`, init);
      const what = `${init.method ?? 'GET'} ${path}`;
      expect(response.status, what).toBe(status);
      expect(response.headers.get('content-type') ?? '', what).toContain(type);
      for (const [name, value] of Object.entries(expected))
        expect(response.headers.get(name), `${what}: ${name}`).toBe(value);
      bodies.set(what, await response.text());
    }
    expect(JSON.parse(bodies.get(`GET /api/events/${unknownEvent}`) ?? '')).toEqual({
      error: { code: 'event_not_found' },
    });
    expect(bodies.get('GET /no/such/page')).toContain('<html lang="ms"');
    expect(bodies.get('GET /en/no/such/page')).toContain('<html lang="en"');
    // The CSP allows the two inline scripts (the language redirect, the boot script) and the
    // style by their hashes, nothing else inline.
    const html = files.find((file) => file.name === 'index.html')?.bytes.toString('utf8') ?? '';
    const csp = expected['Content-Security-Policy'] ?? '';
    const inline = inlineSourcesOf(html);
    expect(inline.scripts).toHaveLength(2);
    expect(inline.styles).toHaveLength(1);
    for (const hash of [...inline.scripts, ...inline.styles]) expect(csp).toContain(hash);
    expect(csp).not.toMatch(/unsafe-inline/);
  });
});

describe('the built site under its Content-Security-Policy (Chromium)', () => {
  it('home, the topic dialog, a partner application with a CV, and a donation reaching the gateway: no violation, clean console', async () => {
    const { context, page, problems } = await visit(browser(), 'desktop');
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

    await page.goto(site.url);
    await page.getByRole('heading', { level: 1, name: 'Sektor Ketiga untuk rakyat' }).waitFor();
    await page.getByRole('button', { name: 'Slaid 2 daripada 4' }).waitFor();
    await page.getByRole('button', { name: 'Siapa yang Terlibat dalam Perusahaan Sosial' }).click();
    const topic = page.getByRole('dialog', {
      name: 'Siapa yang Terlibat dalam Perusahaan Sosial',
    });
    await topic.getByRole('img').first().waitFor();
    await topic.getByRole('button', { name: 'Tutup' }).click();

    const form = page.getByRole('form', { name: 'Borang permohonan rakan kongsi' });
    await form.getByLabel('Nama penuh').fill('Aisyah CSP');
    await form.getByLabel('Emel').fill('aisyah.csp@example.com');
    await form.getByLabel('Nombor telefon').fill('012-345 6789');
    await form
      .getByLabel('Bagaimana anda ingin menyumbang?')
      .selectOption({ label: 'Menjadi Rakan Kongsi Aset' });
    await form.getByLabel('Perusahaan yang ingin anda bantu').selectOption({ label: 'Kesum' });
    await form.getByLabel(/Muat naik CV/).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await samplePdf('CV under the CSP')),
    });
    await form.getByRole('button', { name: 'Hantar Permohonan' }).click();
    const done = page.getByRole('dialog', { name: 'Permohonan Dihantar!' });
    await done.waitFor();
    await done.getByRole('button', { name: 'Tutup' }).last().click();

    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Sumbang' })
      .click();
    await page.getByRole('heading', { name: 'Dana Awam' }).waitFor();
    await page.getByRole('button', { name: 'Sumbang Hari Ini!' }).click();
    await page.getByText('Nama anda diperlukan').waitFor();
    await page.getByLabel('Nama', { exact: true }).fill('Siti CSP');
    await page.getByLabel('Emel', { exact: true }).fill('siti.csp@example.com');
    await page.getByLabel('Nombor telefon', { exact: true }).fill('012-345 6789');
    await page.getByLabel('Jumlah (RM)').fill('15');
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: 'Sumbang Hari Ini!' }).click();
    await page.waitForURL(/\/IPGSG\/Payment\.aspx/);

    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the built site keeps secrets out', () => {
  it('no file of the build holds a secret of the environment it was built in', () => {
    const secrets = new Map<string, string>([
      ['the eGHL sandbox password', defaultMerchant.password],
      ['the local stack’s AWS secret key', localCredentials.secretAccessKey],
      ['the local upload-token key', localUploadTokenSecret],
      ...Object.entries(buildSecrets),
    ]);
    // The build's environment held the stack's secrets (stack-process.ts reports them by name).
    expect(buildSecrets.EGHL_PASSWORD).toBe(defaultMerchant.password);
    expect(buildSecrets.AWS_SECRET_ACCESS_KEY).toBe(localCredentials.secretAccessKey);
    expect(buildSecrets.ORIGIN_VERIFY_SECRET).toMatch(/^[0-9a-f]{64}$/);

    expect(files.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const file of files) {
      const text = file.bytes.toString('latin1');
      for (const [name, value] of secrets)
        if (text.includes(value)) leaks.push(`${file.name}: ${name}`);
      if (text.includes('EGHL_PASSWORD')) leaks.push(`${file.name}: the secret's name`);
    }
    expect(leaks).toEqual([]);
  });
});
