import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * axe-core's source, run in the page by evaluation: the built site's Content-Security-Policy allows
 * no script tag the page did not ship (as it should), while Playwright's evaluation is not a script
 * of the page's.
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

/**
 * axe-core's violations (its default rules: WCAG 2.x A and AA, colour contrast included, and best
 * practices) within the elements matching `selector`, the whole document by default; one line each.
 */
export const axeViolations = async (page: Page, selector = 'html'): Promise<string[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (context) => {
    const { axe } = window as unknown as {
      axe: { run: (context: string) => Promise<AxeResult> };
    };
    const result = await axe.run(context);
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, selector);
};

/** How far the page scrolls sideways (0 or less: it fits its viewport). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The visitor chose a language on an earlier visit (stored, as the MS/EN switch stores it). */
export const rememberLanguage = (context: BrowserContext, language: 'bm' | 'eng') =>
  context.addInitScript((value) => localStorage.setItem('language', value), language);

/** `<html lang>` of the page: 'ms' or 'en'. */
export const documentLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

/**
 * Waits until React has attached its handlers to the element (hydrated it, or rendered it): a
 * prerendered button can be clicked before the page's code runs, and that click does nothing.
 * React keeps an element's props under a `__reactProps$…` key; no public signal says it.
 */
export const reactReady = (target: Locator) =>
  expect
    .poll(() =>
      target.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);

/**
 * Waits until the app has taken the prerendered page over: its main content and its footer
 * hydrated. A link followed before then is followed natively (a page load); one followed while the
 * page is still hydrating makes React render the next page over the half-hydrated one, which it
 * reports as a hydration mismatch and recovers from by rendering afresh (noted in docs/testing.md).
 */
export async function appReady(page: Page): Promise<void> {
  await reactReady(page.locator('main h1').first());
  await reactReady(page.locator('footer a').last());
}

/**
 * Brings a form's code in as a visitor's first tap on one of its fields does, and waits until the
 * form is React's: the prerendered page keeps a form below the first view (an island,
 * web/src/lib/island.tsx) as static markup until then. A journey through the form itself starts
 * here; what a visitor does to the markup before the code is there, and its hand-over, is the
 * boot and island tests' (tests/site/boot.test.ts, tests/web/island.test.tsx).
 */
export async function liveForm(form: Locator): Promise<Locator> {
  await form.getByRole('textbox').first().focus();
  await reactReady(form.locator('button[type="submit"]').first());
  return form;
}

/** Records every layout shift of the page from its first load on (call before `goto`). */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The sum of the layout shifts recorded so far (`recordLayoutShifts`). */
export const layoutShift = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
  );
