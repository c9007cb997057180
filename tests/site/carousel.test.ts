import type { Browser, BrowserContextOptions, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import carousel from '../../web/src/i18n/resources/bm/carousel';
import enterprisesBm from '../../web/src/i18n/resources/bm/enterprises';
import homeBm from '../../web/src/i18n/resources/bm/home';
import type { viewports } from '../support/browser';
import { newContext, watchConsole } from '../support/browser';
import { layoutShift, reactReady, recordLayoutShifts } from '../support/page-checks';
import { stackUrls } from '../support/stack-setup';
import { sharedBrowser } from '../support/journey';

const urls = await stackUrls();
/** Swiper's chunk (web/src/components/ui/carousel-swiper.ts), loaded on demand only. */
const swiperChunk = /\/assets\/carousel-swiper-[\w-]+\.js$/;
const goTo = (slide: number) =>
  carousel.goTo.replace('{{slide}}', String(slide)).replace('{{total}}', '4');

/**
 * A page of the production build opened until the network is idle, with the requests for swiper's
 * chunk and every layout shift recorded.
 */
async function visit(
  browser: Browser,
  viewport: keyof typeof viewports,
  path: string,
  options: BrowserContextOptions = {},
) {
  const context = await newContext(browser, viewport, options);
  const page = await context.newPage();
  const problems = watchConsole(page);
  const swiperRequests: string[] = [];
  page.on('request', (request) => {
    if (swiperChunk.test(new URL(request.url()).pathname)) swiperRequests.push(request.url());
  });
  await recordLayoutShifts(page);
  await page.goto(`${urls.site}${path}`, { waitUntil: 'networkidle' });
  return { context, page, problems, swiperRequests };
}

/** Each slide's box relative to its carousel, in tenths of a pixel. */
const slideBoxes = (region: Locator) =>
  region.evaluate((element) => {
    const origin = element.getBoundingClientRect();
    return Array.from(element.querySelectorAll('[role="group"]'), (slide) => {
      const box = slide.getBoundingClientRect();
      return [box.left - origin.left, box.top - origin.top, box.width, box.height].map(
        (value) => Math.round(value * 10) / 10,
      );
    });
  });

/** Whether swiper has taken the carousel over (swiper's own class on its container). */
const swiperAttached = (region: Locator) =>
  region.evaluate((element) => element.querySelector('.swiper-initialized') !== null);

/** The number of the slide at the carousel's left edge. */
const slideAtStart = (region: Locator) =>
  region.evaluate((element) => {
    const left = element.getBoundingClientRect().left;
    const slides = Array.from(element.querySelectorAll('[role="group"]'));
    return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 1) + 1;
  });

describe('carousels load swiper only when needed, with nothing moving when it takes over', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`the hero on ${viewport}: slides and controls prerendered without swiper, which a first click brings and is not lost`, async () => {
      const { context, page, problems, swiperRequests } = await visit(browser, viewport, '/', {
        reducedMotion: 'reduce',
      });
      const hero = page.getByRole('region', { name: homeBm.hero.label });
      expect(await hero.getByRole('group').count()).toBe(4);
      for (const name of [carousel.previous, carousel.next, goTo(1), goTo(4)])
        expect(await hero.getByRole('button', { name }).count()).toBe(1);
      expect(await hero.getByRole('button', { name: goTo(1) }).getAttribute('aria-current')).toBe(
        'true',
      );
      const next = hero.getByRole('button', { name: carousel.next });
      await reactReady(next);
      await page.waitForTimeout(500);
      expect(swiperRequests).toEqual([]);
      expect(await swiperAttached(hero)).toBe(false);
      const before = await slideBoxes(hero);

      await next.click();
      await expect.poll(() => swiperAttached(hero)).toBe(true);
      expect(swiperRequests).toHaveLength(1);
      await expect
        .poll(() => hero.getByRole('button', { name: goTo(2) }).getAttribute('aria-current'))
        .toBe('true');
      await expect.poll(() => slideAtStart(hero)).toBe(2);
      // Back to the first slide: every slide is where it was before swiper.
      await hero.getByRole('button', { name: goTo(1) }).click();
      await expect.poll(() => slideBoxes(hero)).toEqual(before);
      expect(await layoutShift(page)).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`the enterprise carousel on ${viewport}: a native scroll row until the visitor scrolls towards it, then swiper at the same places`, async () => {
      const { context, page, problems, swiperRequests } = await visit(
        browser,
        viewport,
        '/support-us',
      );
      const cards = page.getByRole('region', { name: enterprisesBm.carousel });
      await reactReady(cards);
      await page.waitForTimeout(500);
      expect(swiperRequests).toEqual([]);
      expect(await cards.getByRole('article').count()).toBe(7);
      // Before swiper the row scrolls natively, snapping to the cards; its links are plain links.
      const row = cards.locator('.swiper-wrapper');
      expect(await row.evaluate((element) => getComputedStyle(element).scrollSnapType)).toBe(
        'x mandatory',
      );
      expect(await cards.getByRole('link').first().getAttribute('href')).toMatch(/^\//);
      const scrolledTo = await row.evaluate((element) => {
        const [first, , third] = Array.from(element.children) as HTMLElement[];
        element.scrollLeft = (third?.offsetLeft ?? 0) - (first?.offsetLeft ?? 0);
        return element.scrollLeft;
      });
      expect(scrolledTo).toBeGreaterThan(0);
      await page.waitForTimeout(300);
      const before = await slideBoxes(cards);
      expect(await swiperAttached(cards)).toBe(false);

      await page.mouse.wheel(0, 200);
      await expect.poll(() => swiperAttached(cards)).toBe(true);
      expect(swiperRequests).toHaveLength(1);
      // Swiper starts at the card the visitor had scrolled to, every card within half a pixel.
      const after = await slideBoxes(cards);
      after.forEach((box, index) =>
        box.forEach((value, side) =>
          expect(Math.abs(value - (before[index]?.[side] ?? NaN))).toBeLessThanOrEqual(0.5),
        ),
      );
      expect(await layoutShift(page)).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
