import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { useBrowser, visit } from '../support/journey';
import { reactReady } from '../support/page-checks';
import { stackUrls } from '../support/stack-setup';

const urls = await stackUrls();
const browser = useBrowser();

const text = {
  bm: {
    path: '/contribute',
    title: 'Dana Awam',
    name: 'Nama',
    email: 'Emel',
    phone: 'Nombor telefon',
    submit: 'Sumbang Hari Ini!',
    nameRequired: 'Nama anda diperlukan',
    emailRequired: 'Emel anda diperlukan',
  },
  eng: {
    path: '/en/contribute',
    title: 'Crowdfund',
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    submit: 'Contribute Today!',
    nameRequired: 'Your name is required',
    emailRequired: 'Your email is required',
  },
} as const;

const cases = [
  ['bm', 'phone'],
  ['eng', 'phone'],
  ['bm', 'desktop'],
  ['eng', 'desktop'],
] as const;

const openForm = async (page: Page, language: 'bm' | 'eng', query = '') => {
  await page.goto(`${urls.site}${text[language].path}${query}`);
  await expect
    .poll(() => page.getByRole('heading', { name: text[language].title }).isVisible())
    .toBe(true);
  const submit = page.getByRole('button', { name: text[language].submit });
  await submit.waitFor();
  // A page opened with a query string is rendered afresh once its code runs (app/start.tsx), which
  // drops what was typed into its prerendered form before then: the donor starts once it has.
  if (query) await reactReady(submit);
  return submit;
};

describe('a press on "Contribute Today!" right after a field', () => {
  it.each(cases)(
    'always submits (%s, %s): the blur moves nothing under the pointer',
    async (language, viewport) => {
      const { context, page, problems } = await visit(browser(), viewport);
      const t = text[language];
      const submit = await openForm(page, language);
      await page.getByLabel(t.name, { exact: true }).focus();
      // The focus brings the form's code (an island: web/src/lib/island.tsx), which takes its place.
      await reactReady(submit);
      await submit.scrollIntoViewIfNeeded();
      const before = await submit.boundingBox();
      if (!before) throw new Error('The submit button has no box');
      const x = before.x + before.width / 2;
      const y = before.y + before.height / 2;
      if (viewport === 'phone') {
        await page.touchscreen.tap(x, y);
      } else {
        // A real mouse: the press blurs the field, the release must still land on the button.
        await page.mouse.move(x, y);
        await page.mouse.down();
        const during = await submit.boundingBox();
        expect(during?.y).toBe(before.y);
        await page.mouse.up();
      }
      // The submit ran: every empty field says so, not only the one just left.
      await expect
        .poll(() => page.getByText(t.emailRequired, { exact: true }).isVisible())
        .toBe(true);
      await expect
        .poll(() => page.getByText(t.nameRequired, { exact: true }).isVisible())
        .toBe(true);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
        .toBe('true');
      await screenshot(page, `donation-press-after-blur-${language}-${viewport}`);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe('Back from the gateway', () => {
  it.each(cases)(
    'finds name, email and phone filled in again (%s, %s)',
    async (language, viewport) => {
      const { context, page } = await visit(browser(), viewport);
      const t = text[language];
      const submit = await openForm(page, language, '?donate=10');
      await page.getByLabel(t.name, { exact: true }).fill('Nur Back');
      await page.getByLabel(t.email, { exact: true }).fill('back@example.com');
      await page.getByLabel(t.phone, { exact: true }).fill('012-345 6789');
      await submit.click();
      await page.waitForURL(/\/IPGSG\/Payment\.aspx/);
      await page.goBack();
      await expect
        .poll(() => page.getByLabel(t.name, { exact: true }).inputValue())
        .toBe('Nur Back');
      expect(await page.getByLabel(t.email, { exact: true }).inputValue()).toBe('back@example.com');
      expect(await page.getByLabel(t.phone, { exact: true }).inputValue()).toBe('012-345 6789');
      expect(await page.evaluate(() => localStorage.getItem('donationDetails'))).toBeNull();
      // A fresh page in the same tab fills them in too (the page cache aside).
      await page.reload();
      await expect
        .poll(() => page.getByLabel(t.name, { exact: true }).inputValue())
        .toBe('Nur Back');
      await screenshot(page, `donation-back-from-gateway-${language}-${viewport}`);
      await context.close();
    },
  );
});
