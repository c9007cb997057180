import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { paymentClient } from '../integration/payment-client';
import { putProduct } from '../integration/shop-fixture';
import { besidesNotFound } from '../support/browser';
import { useBrowser, visit } from '../support/journey';
import {
  appReady,
  axeViolations,
  documentLanguage,
  liveForm,
  sidewaysOverflow,
} from '../support/page-checks';
import { stackUrls } from '../support/stack-setup';

const urls = await stackUrls();
const client = paymentClient(urls);
const browser = useBrowser();

type Language = 'bm' | 'eng';
type Viewport = 'phone' | 'desktop';
const combinations: [Language, Viewport][] = [
  ['bm', 'phone'],
  ['bm', 'desktop'],
  ['eng', 'phone'],
  ['eng', 'desktop'],
];

/** Status-page addresses the gateway's return leg really sends visitors to. */
const statusPages = { success: '', failed: '', tampered: '' };
/** One payment left pending per combination: its page asks the gateway once per 3 seconds. */
const pendingPages: Record<string, string> = {};
/** A product of the shop's (the run's stack seeds none): its page is a shell the browser fills. */
const shopProduct = { path: '', name: { bm: 'Mug Gerakan Laluan', eng: 'Every-route mug' } };

/** Where the API's 303 of a browser leg sends the visitor, as a path on the site. */
const returnedTo = async (paymentId: string, outcome: string) => {
  const leg = await client.decide(paymentId, outcome, false);
  const location = new URL((await client.followBrowserLeg(leg)).headers.get('location') ?? '');
  expect(location.origin).toBe(urls.site);
  return `${location.pathname}${location.search}`;
};

beforeAll(async () => {
  statusPages.success = await returnedTo(
    (await client.startAtGateway({ amount: 7 })).paymentId,
    'success',
  );
  statusPages.failed = await returnedTo(
    (await client.startAtGateway({ amount: 8 })).paymentId,
    'failure',
  );
  statusPages.tampered = statusPages.success.replace('Amount=7.00', 'Amount=700.00');
  expect(statusPages.tampered).not.toBe(statusPages.success);
  for (const [language, viewport] of combinations)
    pendingPages[`${language}-${viewport}`] = await returnedTo(
      (await client.startAtGateway({ amount: 9 })).paymentId,
      'pending',
    );
});

afterAll(() => client.close());

beforeAll(async () => {
  const dynamo = new DynamoDBClient({
    endpoint: urls.dynamodb,
    region: localRegion,
    credentials: localCredentials,
  });
  const slug = await putProduct(DynamoDBDocumentClient.from(dynamo), {
    name: shopProduct.name,
    artwork: 'mug',
    category: 'home',
    variants: [{ sku: 'MUG', colour: 'white', priceSen: 2_200, stock: 20 }],
  });
  dynamo.destroy();
  shopProduct.path = `/shop/${slug}`;
});

interface Route {
  /** What the visitor opens; a function for addresses made in beforeAll. */
  path: string | ((key: string) => string);
  /** The page's level-1 heading in each language. */
  heading: Record<Language, string | RegExp>;
  /** A link the page shows once it has asked the API what it needs, in each language. */
  ready?: Record<Language, string>;
}

const contribute = {
  bm: 'Bersama, kita bina ekonomi milik rakyat',
  eng: 'Together, we build an economy owned by the people',
};

/** Every row of the spec's router table, with the variants its text names. */
const routes: Route[] = [
  {
    path: '/',
    heading: { bm: 'Sektor Ketiga untuk rakyat', eng: 'A Third Sector for the people' },
  },
  { path: '/policies', heading: { bm: 'Lima bidang dasar', eng: 'Five policy areas' } },
  { path: '/contribute', heading: contribute },
  // Without TxnStatus the status page sends the visitor to /contribute.
  { path: '/transaction-status', heading: contribute },
  {
    path: () => statusPages.success,
    heading: { bm: 'Transaksi Berjaya', eng: 'Transaction Successful' },
  },
  { path: () => statusPages.failed, heading: { bm: 'Transaksi Gagal', eng: 'Transaction Failed' } },
  {
    path: () => statusPages.tampered,
    heading: { bm: 'Transaksi Tidak Sah', eng: 'Transaction Invalid' },
  },
  // TxnStatus 2 leads to the pending page, which asks the gateway once.
  {
    path: (key) => pendingPages[key] ?? '',
    heading: { bm: 'Menunggu pengesahan', eng: 'Transaction pending' },
  },
  { path: '/transaction-pending', heading: contribute },
  { path: '/terms', heading: { bm: 'Terma Penggunaan', eng: 'Terms of Use' } },
  { path: '/privacy-policy', heading: { bm: 'Pernyataan Privasi', eng: 'Privacy Statement' } },
  {
    path: '/support-us',
    heading: {
      bm: 'Sokong gerakan. Perkasakan perubahan.',
      eng: 'Support the movement. Empower the change',
    },
  },
  {
    path: '/support-us/support-enterprise',
    heading: { bm: 'Perusahaan Sosial Kami', eng: 'Our Social Enterprises' },
  },
  // Enterprise 1 when none or an unknown one is named.
  { path: '/our-enterprise', heading: { bm: /FlexiMart/, eng: /FlexiMart/ } },
  { path: '/our-enterprise/3', heading: { bm: /Suria/, eng: /Suria/ } },
  { path: '/our-enterprise/kesum', heading: { bm: /Kesum/, eng: /Kesum/ } },
  { path: '/our-enterprise/nope', heading: { bm: /FlexiMart/, eng: /FlexiMart/ } },
  { path: '/kesum', heading: { bm: /Kesum/, eng: /Kesum/ } },
  {
    path: '/expert-contribution',
    heading: { bm: 'Sumbangkan kepakaran anda', eng: 'Contribute your expertise' },
  },
  { path: '/contact', heading: { bm: 'Hubungi kami', eng: 'Contact us' } },
  { path: '/faq', heading: { bm: 'Soalan lazim', eng: 'Frequently asked questions' } },
  { path: '/volunteer', heading: { bm: 'Jadi sukarelawan', eng: 'Become a volunteer' } },
  { path: '/sign-up', heading: { bm: 'Daftar sebagai ahli', eng: 'Become a member' } },
  { path: '/sign-in', heading: { bm: 'Log masuk', eng: 'Sign in' } },
  { path: '/forgot-password', heading: { bm: 'Lupa kata laluan', eng: 'Forgot password' } },
  // The shop (issue 31): the shelves, a product, the cart, checkout (the empty cart's) and an
  // order's status.
  { path: '/shop', heading: { bm: 'Kedai Gerakan', eng: 'The movement’s shop' } },
  { path: () => shopProduct.path, heading: shopProduct.name },
  { path: '/shop/cart', heading: { bm: 'Troli anda', eng: 'Your cart' } },
  { path: '/shop/checkout', heading: { bm: 'Pembayaran', eng: 'Checkout' } },
  { path: '/shop/order', heading: { bm: 'Jejak pesanan', eng: 'Track an order' } },
  // Requests about personal data (issue 32, part C4).
  {
    path: '/privacy-request',
    heading: { bm: 'Permintaan data peribadi', eng: 'Personal data request' },
  },
  // The member's privacy page (issue 32), signed out: its invitation to sign in, once the API
  // has answered that nobody is (a 401, which the browser logs).
  {
    path: '/profile/privacy',
    heading: { bm: 'Privasi & data anda', eng: 'Privacy & your data' },
    ready: { bm: 'Log masuk', eng: 'Sign in' },
  },
];

/** The not-found page, for an unknown path of several segments. */
const notFound = {
  path: '/no/such/page',
  heading: { bm: 'Halaman Tidak Dijumpai.', eng: 'Page Not Found.' },
  back: { bm: 'Kembali', eng: 'Back' },
};

const product = 'Gerakan Sektor Ketiga';

/** Opens a path and waits for its level-1 heading. */
const open = async (page: Page, path: string, heading: string | RegExp) => {
  await page.goto(`${urls.site}${path}`, { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('heading', { level: 1, name: heading })
    .first()
    .waitFor({ state: 'visible' });
};

describe('every route of the router table', () => {
  it.each(combinations)(
    '%s on a %s: its heading, language and title, no sideways scrolling, no axe violations, a clean console',
    async (language, viewport) => {
      const { context, page, problems } = await visit(browser(), viewport, { language });
      const violations: Record<string, string[]> = {};
      const overflowing: Record<string, number> = {};
      for (const route of routes) {
        const path =
          typeof route.path === 'string' ? route.path : route.path(`${language}-${viewport}`);
        await open(page, path, route.heading[language]);
        if (route.ready)
          await page
            .getByRole('main')
            .getByRole('link', { name: route.ready[language], exact: true })
            .waitFor();
        await expect
          .poll(() => documentLanguage(page), { message: path })
          .toBe(language === 'bm' ? 'ms' : 'en');
        await expect
          .poll(() => page.title(), { message: path })
          .toMatch(new RegExp(`^.+ \\| ${product}$`));
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) overflowing[path] = overflow;
        const found = await axeViolations(page);
        if (found.length > 0) violations[path] = found;
      }
      expect(overflowing).toEqual({});
      expect(violations).toEqual({});

      await open(page, notFound.path, notFound.heading[language]);
      await expect.poll(() => documentLanguage(page)).toBe(language === 'bm' ? 'ms' : 'en');
      await expect.poll(() => page.title()).toMatch(new RegExp(`^.+ \\| ${product}$`));
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: notFound.back[language], exact: true }).click();
      await page.getByRole('heading', { level: 1, name: routes[0]?.heading[language] }).waitFor();

      // Besides the not-found pages, only the signed-out privacy page's question who is signed in.
      expect(besidesNotFound(problems, notFound.path, '/our-enterprise/nope')).toEqual([
        expect.stringMatching(/status of 401 .*\/api\/account\/me$/),
      ]);
      await context.close();
    },
  );
});

const dialogs = {
  bm: {
    topics: [
      'Apakah Perusahaan Sosial',
      'Siapa yang Terlibat dalam Perusahaan Sosial',
      'Apakah Model Perniagaan Perusahaan Sosial',
    ],
    close: 'Tutup',
    partnerForm: 'Borang permohonan rakan kongsi',
    fullName: 'Nama penuh',
    email: 'Emel',
    phone: 'Nombor telefon',
    contribute: 'Bagaimana anda ingin menyumbang?',
    enterprise: 'Perusahaan yang ingin anda bantu',
    submit: 'Hantar Permohonan',
    submitted: 'Permohonan Dihantar!',
    failed: 'Ralat!',
    share: 'Kongsi Kesum',
    shareDialog: 'Kongsi',
    openMenu: 'Buka menu',
  },
  eng: {
    topics: [
      'What are Social Enterprises',
      'Who is Part of a Social Enterprise',
      'What is the Social Enterprise Business Model',
    ],
    close: 'Close',
    partnerForm: 'Partner application form',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    contribute: 'How would you like to contribute?',
    enterprise: 'Which enterprise would you like to help?',
    submit: 'Submit Application',
    submitted: 'Application Submitted!',
    failed: 'Error!',
    share: 'Share Kesum',
    shareDialog: 'Share',
    openMenu: 'Open menu',
  },
} as const;

describe('with each dialog open', () => {
  it.each(['bm', 'eng'] as const)(
    '%s: the three topic dialogs, the partner form’s success and error dialogs, the share dialog and the mobile menu have no axe violations',
    async (language) => {
      const text = dialogs[language];
      const { context, page, problems } = await visit(browser(), 'desktop', { language });
      const violations: Record<string, string[]> = {};
      const check = async (name: string) => {
        const found = await axeViolations(page);
        if (found.length > 0) violations[name] = found;
      };

      await open(page, '/', routes[0]?.heading[language] ?? '');
      for (const topic of text.topics) {
        await page.getByRole('button', { name: topic }).click();
        const dialog = page.getByRole('dialog', { name: topic });
        await dialog.waitFor();
        await check(topic);
        await dialog.getByRole('button', { name: text.close }).click();
        await dialog.waitFor({ state: 'detached' });
      }

      const answers = [201, 500];
      await page.route('**/api/partnerForm', (route) =>
        route.fulfill({
          status: answers.shift() ?? 500,
          headers: { 'access-control-allow-origin': urls.site },
          contentType: 'application/json',
          body: '{"id":"00000000-0000-4000-8000-000000000000"}',
        }),
      );
      const form = await liveForm(page.getByRole('form', { name: text.partnerForm }));
      for (const title of [text.submitted, text.failed]) {
        await form.getByLabel(text.fullName).fill('Aisyah');
        await form.getByLabel(text.email).fill('aisyah@example.com');
        await form.getByLabel(text.phone).fill('012-345 6789');
        await form.getByLabel(text.contribute).selectOption({ index: 1 });
        await form.getByLabel(text.enterprise).selectOption({ index: 2 });
        await form.getByRole('button', { name: text.submit }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await dialog.waitFor();
        await check(title);
        await dialog.getByRole('button', { name: text.close }).last().click();
        await dialog.waitFor({ state: 'detached' });
      }

      await open(page, '/kesum', /Kesum/);
      await page.getByRole('button', { name: text.share }).click();
      await page.getByRole('dialog', { name: text.shareDialog }).waitFor();
      await check(text.shareDialog);
      await context.close();

      const phone = await visit(browser(), 'phone', { language });
      const small = phone.page;
      await small.goto(`${urls.site}/support-us`, { waitUntil: 'domcontentloaded' });
      await small.getByRole('button', { name: text.openMenu }).click();
      await small.getByRole('dialog', { name: 'Menu' }).waitFor();
      const menu = await axeViolations(small);
      if (menu.length > 0) violations.menu = menu;
      await phone.context.close();

      expect(violations).toEqual({});
      // The one error the browser reports is the partner form's answer made to fail.
      const unexpected = [...problems, ...phone.problems].filter(
        (problem) => !problem.includes('status of 500'),
      );
      expect(unexpected).toEqual([]);
    },
  );
});

describe('the router’s error screen', () => {
  it.each([
    ['bm', 'Sumbang', 'Ralat aplikasi yang tidak dijangka.', 'Kembali ke laman utama'],
    ['eng', 'Contribute', 'Something went wrong while showing this page.', 'Back to the home page'],
  ] as const)(
    '%s: a page whose code fails to load shows “Unexpected Application Error!” with the cause, accessible, with a way home',
    async (language, link, translation, home) => {
      const { context, page } = await visit(browser(), 'desktop', { language });
      await open(page, '/', routes[0]?.heading[language] ?? '');
      // The next page's code cannot be fetched (a dropped connection, a replaced deployment).
      const chunk = '**/assets/contribute-*.js';
      await page.route(chunk, (route) => route.abort('failed'));
      await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click();
      const alert = page.getByRole('alert');
      await alert
        .getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })
        .waitFor();
      expect(await alert.getByText(translation).isVisible()).toBe(true);
      expect(await alert.textContent()).toMatch(/dynamically imported module|contribute/i);
      await expect.poll(() => documentLanguage(page)).toBe(language === 'bm' ? 'ms' : 'en');
      expect(await axeViolations(page)).toEqual([]);
      await page.unroute(chunk);
      await alert.getByRole('link', { name: home }).click();
      await page.getByRole('heading', { level: 1, name: routes[0]?.heading[language] }).waitFor();
      await context.close();
    },
  );

  it('shows it too when the first page opened cannot load its code, instead of a blank page', async () => {
    const { context, page } = await visit(browser(), 'phone', { language: 'bm' });
    await page.route('**/assets/policies-*.js', (route) => route.abort('failed'));
    await page.goto(`${urls.site}/policies`, { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('alert')
      .getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })
      .waitFor();
    expect(
      await page.getByRole('alert').getByText('Ralat aplikasi yang tidak dijangka.').isVisible(),
    ).toBe(true);
    await context.close();
  });
});

const shell = {
  bm: {
    nav: 'Navigasi utama',
    openMenu: 'Buka menu',
    links: { home: 'Utama', supportUs: 'Sokong Kami', contribute: 'Sumbang' },
    footer: 'Teroka',
    help: 'Bantuan',
    terms: 'Terma Penggunaan',
    privacy: 'Dasar Privasi',
    overview: /Baca gambaran keseluruhan \(PDF\)/,
  },
  eng: {
    nav: 'Main navigation',
    openMenu: 'Open menu',
    links: { home: 'Home', supportUs: 'Support Us', contribute: 'Contribute' },
    footer: 'Explore',
    help: 'Help',
    terms: 'Terms of Use',
    privacy: 'Privacy Policy',
    overview: /Read the overview \(PDF\)/,
  },
} as const;

describe('the header, the footer and the overview download', () => {
  it.each([
    ['bm', 'desktop'],
    ['eng', 'phone'],
  ] as const)(
    '%s on a %s: each navigation and footer link leads to its page; the overview PDF opens in a new tab',
    async (language, viewport) => {
      const text = shell[language];
      const { context, page, problems } = await visit(browser(), viewport, { language });
      const heading = (path: string) =>
        routes.find((route) => route.path === path)?.heading[language] ?? '';
      await open(page, '/terms', heading('/terms'));
      await appReady(page);
      const follow = async (link: string, path: string) => {
        if (viewport === 'phone') await page.getByRole('button', { name: text.openMenu }).click();
        const navigation =
          viewport === 'phone'
            ? page.getByRole('dialog', { name: 'Menu' })
            : page.getByRole('banner').getByRole('navigation', { name: text.nav });
        await navigation.getByRole('link', { name: link, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: heading(path) }).waitFor();
      };
      await follow(text.links.supportUs, '/support-us');
      await follow(text.links.contribute, '/contribute');
      await follow(text.links.home, '/');

      const footer = page.getByRole('contentinfo');
      const explore = footer.getByRole('navigation', { name: text.footer });
      const help = footer.getByRole('navigation', { name: text.help });
      for (const [group, link, path] of [
        [help, text.terms, '/terms'],
        [help, text.privacy, '/privacy-policy'],
        [explore, text.links.supportUs, '/support-us'],
        [explore, text.links.home, '/'],
      ] as const) {
        await group.getByRole('link', { name: link, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: heading(path) }).waitFor();
        await expect
          .poll(() => page.evaluate(() => window.scrollY), { message: `${path} starts at the top` })
          .toBe(0);
      }

      const overview = page.getByRole('link', { name: text.overview });
      expect(await overview.getAttribute('target')).toBe('_blank');
      expect(await overview.getAttribute('rel')).toContain('noopener');
      const pdf = await fetch(new URL((await overview.getAttribute('href')) ?? '', urls.site));
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toContain('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
