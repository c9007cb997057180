import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overviewPdf, policyBriefPdf } from '../../web/src/config/downloads';
import { policyAreaIds } from '@gsk/core/content';
import type { Language } from '@gsk/core/i18n/language';
import { newContext, screenshot, watchConsole } from '../support/browser';
import { stackUrls } from '../support/stack-setup';
import { sharedBrowser } from '../support/journey';
import { appReady, axeViolations } from '../support/page-checks';

const urls = await stackUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await sharedBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const languages: Language[] = ['bm', 'eng'];
const pages = [
  { name: 'policies', path: '/policies' },
  { name: 'terms', path: '/terms' },
  { name: 'privacy', path: '/privacy-policy' },
] as const;
const headings: Record<(typeof pages)[number]['name'], Record<Language, string>> = {
  policies: { bm: 'Lima bidang dasar', eng: 'Five policy areas' },
  terms: { bm: 'Terma Penggunaan', eng: 'Terms of Use' },
  privacy: { bm: 'Pernyataan Privasi', eng: 'Privacy Statement' },
};

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read);

const open = async (
  viewport: 'phone' | 'desktop',
  language: Language,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> => {
  const context = await newContext(browser, viewport);
  await context.addInitScript((value) => localStorage.setItem('language', value), language);
  const page = await context.newPage();
  return { context, page, problems: watchConsole(page) };
};

/** Scrolls through the page so lazy images load, then back to the top, before a screenshot. */
const settle = async (page: Page) => {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => image.addEventListener('load', resolve)),
      ),
    );
    await document.fonts.ready;
  });
};

const inViewport = (page: Page, selector: string) =>
  page.evaluate((target) => {
    const box = document.querySelector(target)?.getBoundingClientRect();
    return !!box && box.top >= 0 && box.top < window.innerHeight;
  }, selector);

describe.each(languages)('content pages in %s', (language) => {
  it.each(['phone', 'desktop'] as const)(
    'render on a %s without overflow, console errors or axe violations (screenshots)',
    async (viewport) => {
      const { context, page, problems } = await open(viewport, language);
      for (const { name, path } of pages) {
        await page.goto(`${urls.site}${path}`);
        const heading = page.getByRole('heading', { level: 1, name: headings[name][language] });
        await heading.waitFor({ state: 'visible' });
        await settle(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} overflows sideways`).toBeLessThanOrEqual(0);
        await screenshot(page, `content-${name}-${language}-${viewport}`);

        // The page's own content; the shared header and footer are the layout's tests' concern.
        const violations = await axeViolations(page, '#main');
        expect(violations, `${path} axe violations`).toEqual([]);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe('policy briefs and the overview are served', () => {
  it('answers every PDF URL with a PDF under 300 KB', async () => {
    const pdfs = languages.flatMap((language) => [
      overviewPdf(language),
      ...policyAreaIds.map((area) => policyBriefPdf(area, language)),
    ]);
    for (const url of pdfs) {
      const response = await fetch(`${urls.site}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/pdf');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBeLessThan(300 * 1024);
    }
  });
});

describe('/policies journey (phone, Malay)', () => {
  it('opens an area, downloads its brief and scrolls to the expert call', async () => {
    const { context, page, problems } = await open('phone', 'bm');
    await page.goto(`${urls.site}/policies`);
    const toggle = page.getByRole('button', { name: 'Tenaga dan tenaga boleh baharu' });
    await toggle.click();
    await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('region', { name: 'Tenaga dan tenaga boleh baharu' }).waitFor();
    await screenshot(page, 'content-policies-bm-phone-expanded');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('link', {
          name: 'Muat turun ringkasan dasar: Tenaga dan tenaga boleh baharu, PDF',
        })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('policy-brief-energy-bm.pdf');
    // Read through the connection: the run's Chromium keeps its downloads where it runs.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByRole('button', { name: 'Sumbangkan kepakaran anda' }).first().click();
    await eventually(() => inViewport(page, '#expert-call')).toBe(true);
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('expert-call');
    await page.getByRole('link', { name: 'Sertai sebagai pakar' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/expert-contribution');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('/terms and /privacy-policy journeys (desktop, English)', () => {
  it('jumps to a section from the contents and leads from the translation to the Malay original', async () => {
    const { context, page, problems } = await open('desktop', 'eng');
    await page.goto(`${urls.site}/terms`);
    await appReady(page);
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Shipping' })
      .click();
    await eventually(() => new URL(page.url()).hash).toBe('#shipping');
    await eventually(() => inViewport(page, '#shipping-heading')).toBe(true);

    await page.goto(`${urls.site}/privacy-policy`);
    await appReady(page);
    await page.getByRole('note').getByRole('link', { name: 'Read the original in Malay' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pernyataan Privasi' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy-policy');
    expect(await page.getByRole('note').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
