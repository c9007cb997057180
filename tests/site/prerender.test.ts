import {
  enterpriseCopy,
  enterpriseStory,
  enterpriseIds,
  enterprises,
  findEnterprise,
} from '@gsk/core/enterprise';
import type { Language } from '@gsk/core/i18n';
import { site } from '@gsk/core/site';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bm from '../../web/src/i18n/resources/bm/layout';
import eng from '../../web/src/i18n/resources/eng/layout';
import donationBm from '../../web/src/i18n/resources/bm/donation';
import donationEng from '../../web/src/i18n/resources/eng/donation';
import ledgerBm from '../../web/src/i18n/resources/bm/ledger';
import ledgerEng from '../../web/src/i18n/resources/eng/ledger';
import crowdfundingBm from '../../web/src/i18n/resources/bm/crowdfunding';
import crowdfundingEng from '../../web/src/i18n/resources/eng/crowdfunding';
import shopBm from '../../web/src/i18n/resources/bm/shop';
import shopEng from '../../web/src/i18n/resources/eng/shop';
import privacyBm from '../../web/src/i18n/resources/bm/privacy';
import privacyEng from '../../web/src/i18n/resources/eng/privacy';
import unsubscribeBm from '../../web/src/i18n/resources/bm/unsubscribe';
import unsubscribeEng from '../../web/src/i18n/resources/eng/unsubscribe';
import staffBm from '../../web/src/i18n/resources/bm/staff';
import staffEng from '../../web/src/i18n/resources/eng/staff';
import { newContext, screenshot, watchConsole } from '../support/browser';
import { reactReady } from '../support/page-checks';
import { stackUrls } from '../support/stack-setup';
import { sharedBrowser } from '../support/journey';

const urls = await stackUrls();
const catalogues = { bm: { ...bm, donation: donationBm }, eng: { ...eng, donation: donationEng } };
const staff = { bm: staffBm, eng: staffEng };
const ledger = { bm: ledgerBm, eng: ledgerEng };
const prefix: Record<Language, string> = { bm: '', eng: '/en' };
const htmlLang: Record<Language, string> = { bm: 'ms', eng: 'en' };
const languages: Language[] = ['bm', 'eng'];

// The enterprises' descriptions, which their pages show.
await Promise.all(
  languages.flatMap((language) => [enterpriseCopy.load(language), enterpriseStory.load(language)]),
);

type PageKey = keyof typeof bm.pages;

/** A page a crawler may be sent to, as the test expects it in one language. */
interface ExpectedPage {
  path: string;
  language: Language;
  title: string;
  description: string;
  ogTitle: string;
  /** The Malay address of the page it is a copy of (enterprise by id → by slug). */
  canonical: string;
  image: string;
  indexed: boolean;
}

const staticPages: [string, PageKey][] = [
  ['/', 'home'],
  ['/policies', 'policies'],
  ['/contribute', 'contribute'],
  ['/terms', 'terms'],
  ['/privacy-policy', 'privacyPolicy'],
  ['/support-us', 'supportUs'],
  ['/support-us/support-enterprise', 'supportEnterprise'],
  ['/expert-contribution', 'expertContribution'],
  ['/contact', 'contact'],
  ['/faq', 'faq'],
  ['/programmes', 'programmes'],
  ['/volunteer', 'volunteer'],
  ['/transaction-status', 'transactionStatus'],
  ['/transaction-pending', 'transactionPending'],
  ['/sign-up', 'signUp'],
  ['/sign-in', 'signIn'],
  ['/forgot-password', 'forgotPassword'],
  ['/profile', 'profile'],
  ['/coordinator', 'coordinator'],
];

const inLanguage = (path: string, language: Language) =>
  language === 'eng' && path === '/' ? '/en' : `${prefix[language]}${path}`;

const expectedPages: ExpectedPage[] = languages.flatMap((language) => {
  const pages = catalogues[language].pages;
  const titled = (key: PageKey) => `${pages[key].title} | ${site.name}`;
  const fixed = staticPages.map(([path, key]) => ({
    path: inLanguage(path, language),
    language,
    title: titled(key),
    description: pages[key].description,
    ogTitle: titled(key),
    canonical: path,
    image: `/og/${language}/site.png`,
    // A payment's result, a member's own profile and the coordinator's section are kept out of
    // search results.
    indexed: !key.startsWith('transaction') && key !== 'profile' && key !== 'coordinator',
  }));
  const enterprisePaths = [
    ['/our-enterprise', findEnterprise(undefined, language)] as const,
    ...enterpriseIds.map(
      (id) => [`/our-enterprise/${id}`, findEnterprise(String(id), language)] as const,
    ),
    ...enterprises(language).flatMap((enterprise) => [
      [`/our-enterprise/${enterprise.slug}`, enterprise] as const,
      [`/${enterprise.slug}`, enterprise] as const,
    ]),
  ];
  const detail = enterprisePaths.map(([path, enterprise]) => ({
    path: inLanguage(path, language),
    language,
    title: titled('enterprise'),
    description: enterprise.description,
    ogTitle: `${enterprise.ent_name} | ${pages.enterprise.title}`,
    canonical: `/${enterprise.slug}`,
    image: `/og/${language}/${enterprise.slug}.png`,
    indexed: true,
  }));
  // Pages titled by their own catalogue: the public ledger, the movement's and each enterprise's
  // (titled and described with its name), and the campaigns.
  const namedPage = (canonical: string, title: string, description: string) => ({
    path: inLanguage(canonical, language),
    language,
    title: `${title} | ${site.name}`,
    description,
    ogTitle: `${title} | ${site.name}`,
    canonical,
    image: `/og/${language}/site.png`,
    indexed: true,
  });
  const ledgers = [
    namedPage('/where-the-money-went', ledger[language].title, ledger[language].description),
    ...enterprises(language).map((enterprise) =>
      namedPage(
        `/where-the-money-went/${enterprise.slug}`,
        ledger[language].titleOf.replace('{{name}}', enterprise.ent_name),
        ledger[language].descriptionOf.replace('{{name}}', enterprise.ent_name),
      ),
    ),
  ];
  // The campaigns (crowdfunding's catalogue titles and describes them); a campaign's, a supporter's
  // page and the start form are shells, out of the sitemap (tests/infra/local/static-site.test.ts).
  const crowdfund = { bm: crowdfundingBm, eng: crowdfundingEng }[language].meta.crowdfund;
  const campaigns = namedPage('/crowdfund', crowdfund.title, crowdfund.description);
  // The shop (issue 31): its shelves, indexed; the cart, checkout and an order's status are the
  // visitor's own, kept out of search results (a product is a shell, out of the sitemap).
  const shopMeta = { bm: shopBm, eng: shopEng }[language].meta;
  const shelves = namedPage('/shop', shopMeta.shop.title, shopMeta.shop.description);
  const ownShopPages = (
    [
      ['/shop/cart', shopMeta.cart],
      ['/shop/checkout', shopMeta.checkout],
      ['/shop/order', shopMeta.orderStatus],
    ] as const
  ).map(([path, meta]) => ({
    ...namedPage(path, meta.title, meta.description),
    indexed: false,
  }));
  // The form for anyone's request about their personal data (issue 32), indexed: a person looks
  // for it. (The member's own privacy page is a shell kept out of search, as the profile.)
  const requestMeta = { bm: privacyBm, eng: privacyEng }[language].request.meta;
  const privacyRequest = namedPage('/privacy-request', requestMeta.title, requestMeta.description);
  // The page a broadcast email's link opens to stop them (issue 32, part W): one person's, kept
  // out of search and of the sitemap.
  const unsubscribeMeta = { bm: unsubscribeBm, eng: unsubscribeEng }[language];
  const unsubscribe = {
    ...namedPage('/unsubscribe', unsubscribeMeta.title, unsubscribeMeta.description),
    indexed: false,
  };
  return [
    ...fixed,
    ...detail,
    ...ledgers,
    campaigns,
    shelves,
    ...ownShopPages,
    privacyRequest,
    unsubscribe,
  ];
});

/** The head of a page's HTML as a crawler reads it: no script runs. */
const readHead = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (pattern: RegExp) => pattern.exec(head)?.[1]?.replaceAll('&amp;', '&');
  const meta = (key: string) =>
    attribute(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: attribute(/<title>([^<]*)<\/title>/),
    description: meta('description'),
    robots: meta('robots'),
    ogTitle: meta('og:title'),
    ogImage: meta('og:image'),
    ogUrl: meta('og:url'),
    twitterCard: meta('twitter:card'),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, hreflang, href]) => [hreflang, href],
      ),
    ),
    body: html.slice(html.indexOf('<body')),
  };
};

describe('prerendered pages, as a link-preview crawler reads them (no JavaScript)', () => {
  it.each(languages)(
    'every page in %s has its title, description, preview and alternates',
    async (language) => {
      const pages = expectedPages.filter((page) => page.language === language);
      expect(pages.length).toBeGreaterThan(25);
      for (const page of pages) {
        const response = await fetch(`${urls.site}${page.path}`);
        expect(response.status, page.path).toBe(200);
        const head = readHead(await response.text());
        const url = (path: string, lang: Language) => `${urls.site}${inLanguage(path, lang)}`;
        expect(head, page.path).toMatchObject({
          lang: htmlLang[language],
          title: page.title,
          description: page.description,
          ogTitle: page.ogTitle,
          ogImage: `${urls.site}${page.image}`,
          ogUrl: url(page.canonical, language),
          twitterCard: 'summary_large_image',
        });
        if (page.indexed) {
          expect(head.robots, page.path).toBeUndefined();
          expect(head.canonical, page.path).toBe(url(page.canonical, language));
          expect(head.alternates, page.path).toEqual({
            ms: url(page.canonical, 'bm'),
            en: url(page.canonical, 'eng'),
            'x-default': url(page.canonical, 'bm'),
          });
        } else {
          expect(head.robots, page.path).toBe('noindex');
        }
      }
    },
  );

  it('titles every English page in English: never its Malay page’s title', async () => {
    // Every page the sitemap lists (new pages included) plus the unlisted ones, as pairs.
    const sitemap = await (await fetch(`${urls.site}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => {
      const href = (lang: string) =>
        new RegExp(`hreflang="${lang}" href="([^"]+)"`).exec(entry ?? '')?.[1] ?? '';
      return { bm: href('ms'), eng: href('en') };
    });
    const unlisted = expectedPages
      .filter((page) => !page.indexed && page.language === 'eng')
      .map((page) => ({
        bm: `${urls.site}${inLanguage(page.canonical, 'bm')}`,
        eng: `${urls.site}${page.path}`,
      }));
    const pairs = [...new Map([...listed, ...unlisted].map((pair) => [pair.eng, pair])).values()];
    expect(pairs.length).toBeGreaterThanOrEqual(17);
    const titleOf = async (url: string) => readHead(await (await fetch(url)).text()).title;
    for (const pair of pairs) {
      const [bmTitle, engTitle] = await Promise.all([titleOf(pair.bm), titleOf(pair.eng)]);
      expect(engTitle?.endsWith(` | ${site.name}`), pair.eng).toBe(true);
      expect(engTitle, pair.eng).not.toBe(bmTitle);
    }
  });

  it('shows the page itself, not an empty shell: headings and text in the page’s language', async () => {
    const home = readHead(await (await fetch(`${urls.site}/en`)).text());
    expect(home.body).toContain(eng.pages.home.heading);
    expect(home.body).not.toContain(bm.pages.home.heading);
    const kesum = readHead(await (await fetch(`${urls.site}/kesum`)).text());
    const enterprise = findEnterprise('kesum', 'bm');
    expect(kesum.body).toContain(enterprise.ent_name);
    expect(kesum.body).toContain(enterprise.what.slice(0, 40));
    const policies = readHead(await (await fetch(`${urls.site}/en/policies`)).text());
    expect(policies.body).toContain(eng.pages.policies.heading);
  });

  it('serves every preview image as a 1200x630 PNG under 300 KB', async () => {
    const images = new Set(expectedPages.map((page) => page.image));
    expect(images.size).toBe(16);
    for (const image of images) {
      const response = await fetch(`${urls.site}${image}`);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length, image).toBeLessThan(300 * 1024);
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], image).toEqual([1200, 630]);
    }
  });

  it('answers an unknown address with the not-found page and status 404', async () => {
    const response = await fetch(`${urls.site}/no/such/page`);
    expect(response.status).toBe(404);
    const head = readHead(await response.text());
    expect(head.robots).toBe('noindex');
    expect(head.body).toContain(bm.notFound.title);
  });

  it('answers the staff console at any of its paths with a data-free shell, never indexed nor followed', async () => {
    for (const [path, language] of [
      ['/staff', 'bm'],
      ['/staff/donations/GSK-1', 'bm'],
      ['/en/staff', 'eng'],
      ['/en/staff/audit', 'eng'],
    ] as const) {
      const response = await fetch(`${urls.site}${path}`);
      expect(response.status, path).toBe(200);
      const head = readHead(await response.text());
      expect(head.lang, path).toBe(htmlLang[language]);
      expect(head.robots, path).toBe('noindex, nofollow');
      expect(head.canonical, path).toBeUndefined();
      expect(head.title, path).toBe(
        `${staff[language].pages.checking} | ${staff[language].console} | ${site.name}`,
      );
      // The shell only checks the session in the browser: no figures, no sign-in form, no data
      // (the console's inline stylesheet names its classes, which is no markup).
      const markup = head.body.replace(/<style>[^<]*<\/style>/g, '');
      expect(markup, path).toContain(staff[language].session.checking);
      expect(markup, path).not.toContain('staff-figure');
      expect(markup, path).not.toContain('<form');
      expect(markup, path).not.toContain('data-path=');
    }
    const sitemap = await (await fetch(`${urls.site}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/staff');
    // The public pages load none of the console's code or copy (its own lazy chunks).
    for (const path of ['/', '/en', '/sign-in', '/en/programmes']) {
      const html = await (await fetch(`${urls.site}${path}`)).text();
      expect(html, path).not.toMatch(/assets\/staff-[\w-]+\.(js|css)/);
    }
  });

  it("answers the coordinator's section as a data-free shell, never indexed, whose code no other page loads", async () => {
    for (const [path, language] of [
      ['/coordinator', 'bm'],
      ['/en/coordinator', 'eng'],
    ] as const) {
      const html = await (await fetch(`${urls.site}${path}`)).text();
      const head = readHead(html);
      expect(head.robots, path).toBe('noindex');
      expect(head.title, path).toBe(
        `${catalogues[language].pages.coordinator.title} | ${site.name}`,
      );
      // It asks in the browser who is signed in: nothing of a coordinator's data in the HTML.
      expect(head.body, path).not.toContain('<form');
      expect(html, path).toMatch(/assets\/coordinator-[\w-]+\.js/);
    }
    const sitemap = await (await fetch(`${urls.site}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/coordinator');
    for (const path of ['/', '/en', '/sign-in', '/profile', '/en/profile', '/en/programmes']) {
      const html = await (await fetch(`${urls.site}${path}`)).text();
      expect(html, path).not.toMatch(/assets\/coordinator-[\w-]+\.js/);
    }
  });

  it('lists every indexed page in both languages in sitemap.xml, named by robots.txt', async () => {
    const robots = await (await fetch(`${urls.site}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${urls.site}/sitemap.xml`);
    expect(robots).toMatch(/User-agent: \*\nAllow: \//);
    const sitemap = await (await fetch(`${urls.site}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    const canonical = new Set(
      expectedPages
        .filter((page) => page.indexed)
        .map((page) => `${urls.site}${inLanguage(page.canonical, page.language)}`),
    );
    expect(new Set(locs)).toEqual(canonical);
    expect(locs).toHaveLength(canonical.size);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${urls.site}/en/kesum"/>`,
    );
  });
});

describe('the app in the browser, on prerendered pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(languages)(
    'hydrates every %s page as it was rendered, with a clean console',
    async (language) => {
      const context = await newContext(browser, 'phone');
      // The first element of the app, kept from the moment the HTML is parsed: hydration keeps
      // the prerendered nodes, a fresh render would replace them.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { prerendered: Element | null }).prerendered =
            document.querySelector('#root > .app');
        });
      });
      const page = await context.newPage();
      const problems = watchConsole(page);
      page.on('console', (message) => {
        if (message.type() === 'warning') problems.push(message.text());
      });
      for (const expected of expectedPages.filter((entry) => entry.language === language)) {
        if (!expected.indexed) continue;
        await page.goto(`${urls.site}${expected.path}`, { waitUntil: 'networkidle' });
        const kept = await page.evaluate(() => {
          const before = (window as unknown as { prerendered: Element | null }).prerendered;
          return before !== null && before === document.querySelector('#root > .app');
        });
        expect(kept, expected.path).toBe(true);
        // Interactive: the menu opens on a tap and closes on Escape.
        const openMenu = page.getByRole('button', { name: catalogues[language].nav.openMenu });
        await reactReady(openMenu);
        await openMenu.click();
        const menu = page.getByRole('dialog', { name: catalogues[language].nav.menu });
        await expect.poll(() => menu.isVisible(), { message: expected.path }).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => menu.isVisible(), { message: expected.path }).toBe(false);
        await expect.poll(() => page.title(), { message: expected.path }).toBe(expected.title);
        expect(problems, expected.path).toEqual([]);
      }
      await screenshot(page, `prerendered-last-${language}`);
      await context.close();
    },
    180_000,
  );

  it.each([
    ['/kesum', 'phone', 'Kesum'],
    ['/en/kesum', 'desktop', 'Kesum'],
    ['/support-us', 'phone', 'FlexiMart'],
    ['/en/support-us', 'desktop', 'FlexiMart'],
  ] as const)(
    'opened directly, %s (%s) shows the named placeholder for an image that failed before hydration',
    async (path, viewport, name) => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      // Every enterprise illustration fails at once; the app's scripts arrive a second later, so
      // each error has fired before any handler could listen.
      await page.route(
        /\/(flexi-mart|kesum|suria|saga-sivik|pinjam-gajet|tanam-duit|clib)[^/]*\.svg$/,
        (route) => route.abort(),
      );
      await page.route(/\.js$/, async (route) => {
        await new Promise((done) => setTimeout(done, 1_000));
        await route.continue();
      });
      await page.goto(`${urls.site}${path}`);
      const placeholder = page.getByRole('img', { name, exact: true }).first();
      await expect.poll(() => placeholder.isVisible(), { message: path }).toBe(true);
      expect(await placeholder.evaluate((node) => node.tagName)).toBe('DIV');
      expect(await placeholder.textContent()).toBe(name);
      // No broken image is left anywhere on the page, and the share button is not covered.
      const broken = await page.evaluate(
        () =>
          [...document.images].filter(
            (image) => image.complete && image.naturalWidth === 0 && image.checkVisibility(),
          ).length,
      );
      expect(broken, path).toBe(0);
      const share = page.getByRole('button', { name: /Share|Kongsi/ }).first();
      if (path.endsWith('kesum')) {
        const box = await share.boundingBox();
        const onTop = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
          { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
        );
        expect(onTop).toBe(await share.textContent());
      }
      await screenshot(page, `image-failed-${path.replaceAll('/', '_')}-${viewport}`);
      await context.close();
    },
  );

  it('moves between the two languages’ URLs with the switch, remembering the choice', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${urls.site}/kesum`);
    const english = page.getByRole('button', { name: 'English' }).first();
    await reactReady(english);
    await english.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/kesum');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('eng');
    await expect
      .poll(() => page.getByRole('link', { name: 'Support Us' }).first().getAttribute('href'))
      .toBe('/en/support-us');

    // A Malay link opened later lands on the English page at once.
    await page.goto(`${urls.site}/policies?from=share#food-security`);
    expect(new URL(page.url()).pathname).toBe('/en/policies');
    expect(new URL(page.url()).search).toBe('?from=share');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toBe(eng.pages.policies.heading);

    const malay = page.getByRole('button', { name: 'Bahasa Melayu' }).first();
    await reactReady(malay);
    await malay.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/policies');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ms');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('bm');
    await page.goto(`${urls.site}/en/contribute`);
    expect(new URL(page.url()).pathname).toBe('/contribute');
    expect(await page.getAttribute('html', 'lang')).toBe('ms');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a first-time visitor the language of the URL, without remembering it', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(`${urls.site}/en/support-us`);
    expect(new URL(page.url()).pathname).toBe('/en/support-us');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('link', { name: 'View All Enterprises' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/support-us/support-enterprise');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
    await page.goto(`${urls.site}/support-us`);
    expect(await page.getAttribute('html', 'lang')).toBe('ms');
    await context.close();
  });

  it('renders an unknown English address as the English 404', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    const problems = watchConsole(page);
    const response = await page.goto(`${urls.site}/en/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { name: eng.notFound.title }).isVisible())
      .toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await context.close();
  });
});
