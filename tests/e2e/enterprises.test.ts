import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, screenshot, watchConsole } from '../support/browser';
import { stackUrls } from '../support/stack-setup';
import { sharedBrowser } from '../support/journey';
import { appReady } from '../support/page-checks';

const urls = await stackUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await sharedBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const copy = {
  bm: {
    supportUs: 'Sokong Kami',
    openMenu: 'Buka menu',
    viewAll: 'Lihat Semua Perusahaan',
    pill: 'Akses Makanan',
    learnMore: /Ketahui Lebih Lanjut & Sumbang.*Kesum/,
    share: 'Kongsi Kesum',
    shareSuria: 'Kongsi Suria',
    copy: 'Salin',
    copied: 'Pautan telah disalin ke papan klip!',
    back: 'Kembali ke Sokong Kami',
  },
  eng: {
    supportUs: 'Support Us',
    openMenu: 'Open menu',
    viewAll: 'View All Enterprises',
    pill: 'Food Security',
    learnMore: /Learn More & Contribute.*Kesum/,
    share: 'Share Kesum',
    shareSuria: 'Share Suria',
    copy: 'Copy',
    copied: 'Link copied to clipboard!',
    back: 'Back to Support Us',
  },
} as const;

const visible = (page: Page, role: Parameters<Page['getByRole']>[0], name: string | RegExp) =>
  page.getByRole(role, { name }).first().waitFor({ state: 'visible' });
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read);

describe.each(['bm', 'eng'] as const)('enterprise journey in %s', (language) => {
  const text = copy[language];
  /** The page's address in this journey's language (English under /en). */
  const inLanguage = (path: string) => (language === 'eng' ? `/en${path}` : path);

  it.each(['phone', 'desktop'] as const)(
    'on a %s: home → support us → list → filter → detail → share → copy',
    async (viewport) => {
      const context = await newContext(browser, viewport, {
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      await context.addInitScript((value) => {
        localStorage.setItem('language', value);
        // Headless Chromium may refuse readText; record what the page writes to the clipboard instead.
        const write = navigator.clipboard.writeText.bind(navigator.clipboard);
        navigator.clipboard.writeText = async (data: string) => {
          await write(data);
          sessionStorage.setItem('copied', data);
        };
      }, language);
      const page = await context.newPage();
      const problems = watchConsole(page);
      const shot = (step: string) =>
        screenshot(page, `enterprises-${language}-${viewport}-${step}`);

      await page.goto(urls.site);
      await visible(page, 'heading', language === 'bm' ? 'Sektor Ketiga' : 'Third Sector');
      await appReady(page);
      await shot('1-home');

      if (viewport === 'phone') await page.getByRole('button', { name: text.openMenu }).click();
      const navigation = viewport === 'phone' ? page.getByRole('dialog') : page.getByRole('banner');
      await navigation.getByRole('link', { name: text.supportUs, exact: true }).click();
      await eventually(() => new URL(page.url()).pathname).toBe(inLanguage('/support-us'));
      await visible(
        page,
        'region',
        language === 'bm' ? 'Perusahaan sosial kami' : 'Our social enterprises',
      );
      await shot('2-support-us');

      await page.getByRole('link', { name: text.viewAll }).click();
      await eventually(() => new URL(page.url()).pathname).toBe(
        inLanguage('/support-us/support-enterprise'),
      );
      await page.getByRole('button', { name: text.pill }).click();
      await eventually(() => page.getByRole('article').count()).toBe(2);
      await shot('3-filtered');

      await page.getByRole('link', { name: text.learnMore }).click();
      await eventually(() => new URL(page.url()).pathname).toBe(inLanguage('/kesum'));
      await visible(page, 'heading', /Kesum/);
      await eventually(() => page.title()).toBe(
        `${language === 'bm' ? 'Perusahaan Kami' : 'Our Enterprise'} | Gerakan Sektor Ketiga`,
      );
      await shot('4-detail-slug');

      await page.getByRole('button', { name: text.share }).press('Enter');
      const dialog = page.getByRole('dialog');
      await eventually(() => dialog.isVisible()).toBe(true);
      const link = `${urls.site}${inLanguage('/kesum')}`;
      const shown = link.length > 35 ? `${link.slice(0, 35)}...` : link;
      await eventually(() => dialog.getByText(shown, { exact: true }).isVisible()).toBe(true);
      await dialog.getByRole('button', { name: text.copy, exact: true }).click();
      await eventually(() => dialog.getByRole('status').textContent()).toBe(text.copied);
      expect(await page.evaluate(() => sessionStorage.getItem('copied'))).toBe(link);
      await shot('5-share-copied');
      await page.keyboard.press('Escape');
      await eventually(() => dialog.count()).toBe(0);

      await page.goto(`${urls.site}/our-enterprise/3`);
      await visible(page, 'heading', /Suria/);
      await appReady(page);
      await page.getByRole('button', { name: text.shareSuria }).focus();
      await page.keyboard.press('Space');
      await eventually(() => page.getByRole('dialog').isVisible()).toBe(true);
      // The dialog takes the focus once it is set up (its Escape handler with it).
      await eventually(() =>
        page.getByRole('dialog').evaluate((element) => element.contains(document.activeElement)),
      ).toBe(true);
      await shot('6-detail-id-share');
      await page.keyboard.press('Escape');
      await eventually(() => page.getByRole('dialog').count()).toBe(0);
      await page.getByRole('link', { name: text.back }).click();
      await eventually(() => new URL(page.url()).pathname).toBe(inLanguage('/support-us'));

      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
