import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { besidesNotFound, newContext, screenshot, watchConsole } from '../support/browser';
import { stackUrls } from '../support/stack-setup';
import { sharedBrowser } from '../support/journey';

const urls = await stackUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await sharedBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const pressed = (page: Page, name: string) =>
  page.getByRole('button', { name }).first().getAttribute('aria-pressed');

describe('the local stack', () => {
  it('answers GET /api/health with 200 JSON', async () => {
    const response = await fetch(`${urls.api}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('language switch and not-found page (desktop)', () => {
  it('switches to English and back, keeps the choice across reloads, and shows the 404 in the active language', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const problems = watchConsole(page);

    await page.goto(urls.site);
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await expect.poll(() => nav.getByRole('link', { name: 'Utama' }).isVisible()).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('ms');
    expect(await pressed(page, 'Bahasa Melayu')).toBe('true');
    expect(await pressed(page, 'English')).toBe('false');

    await page.getByRole('button', { name: 'English' }).first().click();
    const englishNav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect
      .poll(() => englishNav.getByRole('link', { name: 'Support Us' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    await expect.poll(() => pressed(page, 'English')).toBe('true');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('eng');

    await page.reload();
    await expect
      .poll(() => englishNav.getByRole('link', { name: 'Contribute' }).isVisible())
      .toBe(true);

    await page.goto(`${urls.site}/no/such/page`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Page Not Found.' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.title()).toContain('Page Not Found');
    await screenshot(page, 'skeleton-404-eng-desktop');

    await page.getByRole('button', { name: 'Bahasa Melayu' }).first().click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Halaman Tidak Dijumpai.' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ms');
    await page.getByRole('link', { name: 'Kembali' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await screenshot(page, 'skeleton-home-bm-desktop');

    expect(besidesNotFound(problems, '/no/such/page')).toEqual([]);
    await context.close();
  });
});

describe('mobile menu (phone)', () => {
  it('opens full screen, locks scrolling, closes on a link tap and lands at the top of the page', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(urls.site);

    const menuButton = page.getByRole('button', { name: 'Buka menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'skeleton-menu-bm-phone');

    await menu.getByRole('link', { name: 'Sokong Kami' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/support-us');
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await menuButton.click();
    await page.getByRole('button', { name: 'Tutup menu' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
