import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationBm } from '@gsk/core/i18n/validation-bm';
import { validationEng } from '@gsk/core/i18n/validation-eng';
import donationBm from '../../web/src/i18n/resources/bm/donation';
import donationEng from '../../web/src/i18n/resources/eng/donation';
import homeSectionsBm from '../../web/src/i18n/resources/bm/homeSections';
import homeSectionsEng from '../../web/src/i18n/resources/eng/homeSections';
import layoutBm from '../../web/src/i18n/resources/bm/layout';
import layoutEng from '../../web/src/i18n/resources/eng/layout';
import policiesBm from '../../web/src/i18n/resources/bm/policies';
import policiesEng from '../../web/src/i18n/resources/eng/policies';
import { footerId } from '../../web/src/config/landmarks';
import { newContext, watchConsole } from '../support/browser';
import { layoutShift, recordLayoutShifts } from '../support/page-checks';
import { stackUrls } from '../support/stack-setup';
import { sharedBrowser } from '../support/journey';

/*
 * The boot script each prerendered page ends with (web/public/boot.js): the app's modules and the
 * site's stylesheet (the page inlines the part its markup uses) are fetched only once the page has
 * shown, and what the visitor does before they have run (a tap on
 * the menu, a press on a form's submit) is held and done once they have, never lost or sent
 * natively.
 */

const urls = await stackUrls();

/** The app's entry module (its other modules are preloaded beside it). */
const entryModule = /\/assets\/index-[\w-]+\.js$/;

const text = {
  bm: {
    prefix: '',
    nav: layoutBm.nav,
    form: donationBm.form,
    validation: validationBm,
    policies: policiesBm,
    thirdSector: homeSectionsBm.thirdSector,
  },
  eng: {
    prefix: '/en',
    nav: layoutEng.nav,
    form: donationEng.form,
    validation: validationEng,
    policies: policiesEng,
    thirdSector: homeSectionsEng.thirdSector,
  },
} as const;

/** Whether React has attached its handlers to the element (it keeps its props on the node). */
const owned = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      Object.keys(document.querySelector(selector) ?? {}).some((key) =>
        key.startsWith('__reactProps$'),
      ),
    selector,
  );

describe('the app starts once the page has shown, and keeps what the visitor did before', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A page on a phone whose code arrives late, as on a slow network: opened as its HTML comes. */
  const openWithLateCode = async (path: string) => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.route(entryModule, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(`${urls.site}${path}`, { waitUntil: 'commit' });
    return { context, page, problems };
  };

  it.each(['/', '/kesum', '/en/contribute', '/en/policies', '/sign-up', '/en/faq'])(
    '%s is first drawn with its main content whole, fetches no script nor its stylesheet before its load event, then hydrates, moving nothing',
    async (path) => {
      const context = await newContext(browser, 'phone');
      const page = await context.newPage();
      const problems = watchConsole(page);
      await recordLayoutShifts(page);
      // What the page's first frame had parsed: a frame drawn mid-parse would move what it drew.
      await page.addInitScript((id) => {
        requestAnimationFrame(() => {
          Object.assign(window, { firstFrameHadFooter: !!document.getElementById(id) });
        });
      }, footerId);
      // Not 'networkidle': on a loaded machine the frames after the load event can take longer
      // than its 500 ms of quiet, and the page would be read before its code was asked for.
      await page.goto(`${urls.site}${path}`, { waitUntil: 'load' });
      await expect.poll(() => owned(page, '.app a, .app button'), { message: path }).toBe(true);
      expect(
        await page.evaluate(() => 'firstFrameHadFooter' in window && window.firstFrameHadFooter),
        path,
      ).toBe(true);
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => /\.(js|css)(\?|$)/.test(entry.name));
        return {
          load: navigation?.loadEventEnd ?? Number.NaN,
          scripts: scripts.map((entry) => ({ name: entry.name, start: entry.startTime })),
        };
      });
      expect(timing.scripts.length, path).toBeGreaterThan(0);
      expect(timing.scripts.filter((file) => file.name.endsWith('.css'))).toHaveLength(1);
      const early = timing.scripts.filter((script) => !(script.start >= timing.load));
      expect(early, `${path}: scripts or stylesheet fetched before the load event`).toEqual([]);
      // The stylesheet's arrival and the hydration moved nothing the page showed.
      expect(await layoutShift(page), path).toBe(0);
      expect(problems, path).toEqual([]);
      await context.close();
    },
  );

  it.each(['bm', 'eng'] as const)(
    'a visitor who scrolled down before the code ran stays where they were as the page hydrates, and the topic under their finger opens (%s)',
    async (language) => {
      const t = text[language];
      const { context, page, problems } = await openWithLateCode(`${t.prefix}/`);
      const who = page.getByRole('button', { name: t.thirdSector.items.who });
      await who.waitFor();
      await page.evaluate(() => {
        document.querySelector('.third-sector')?.scrollIntoView({ block: 'center' });
      });
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(500);
      expect(await owned(page, '.app button')).toBe(false);
      await expect.poll(() => owned(page, '.app button'), { timeout: 15_000 }).toBe(true);
      // Two frames after the hydration's commit: the page is where the visitor left it.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await who.click();
      await page.getByRole('dialog', { name: t.thirdSector.items.who }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each(['bm', 'eng'] as const)(
    'a tap on the phone menu before the code has run opens it once the code is there (%s)',
    async (language) => {
      const t = text[language];
      const { context, page, problems } = await openWithLateCode(`${t.prefix}/policies`);
      const openMenu = page.getByRole('button', { name: t.nav.openMenu });
      await openMenu.waitFor();
      expect(await owned(page, '.app button')).toBe(false);
      await openMenu.click();
      const menu = page.getByRole('dialog', { name: t.nav.menu });
      await expect.poll(() => menu.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each(['bm', 'eng'] as const)(
    'a tap on a button of the page itself before the code has run acts once the code is there: /policies goes to the call for experts (%s)',
    async (language) => {
      const t = text[language];
      const { context, page, problems } = await openWithLateCode(`${t.prefix}/policies`);
      const toExpert = page.getByRole('button', { name: t.policies.toExpert }).first();
      await toExpert.waitFor();
      expect(await owned(page, '.policies-banner button')).toBe(false);
      await toExpert.click();
      // The call for experts, far below, comes to the top of the screen.
      await expect
        .poll(
          () =>
            page.evaluate(
              () => document.getElementById('expert-call')?.getBoundingClientRect().top,
            ),
          { timeout: 15_000 },
        )
        .toBeLessThan(400);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each(['bm', 'eng'] as const)(
    'a press on the donation form’s submit before the code has run is not sent natively: the form checks it once its code is there (%s)',
    async (language) => {
      const t = text[language];
      const path = `${t.prefix}/contribute`;
      const { context, page, problems } = await openWithLateCode(path);
      const submit = page.getByRole('button', { name: t.form.pageSubmit });
      await submit.waitFor();
      await page.getByLabel(t.form.email, { exact: true }).fill('aminah@example.com');
      expect(await owned(page, 'form button[type="submit"]')).toBe(false);
      await submit.click();
      await expect
        .poll(
          () => page.getByText(t.validation['donation.name.required'], { exact: true }).isVisible(),
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
      // Held, not sent: the page is the same, without the form's fields in its address.
      expect(new URL(page.url()).pathname).toBe(path);
      expect(new URL(page.url()).search).toBe('');
      // What was typed before the code ran is still there, and valid.
      await expect
        .poll(() => page.getByLabel(t.form.email, { exact: true }).inputValue())
        .toBe('aminah@example.com');
      expect(
        await page.getByText(t.validation['donation.email.required'], { exact: true }).count(),
      ).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
