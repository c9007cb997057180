import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@gsk/core/i18n/language';
import type { OutboxMessage } from '../../infra/local/emulators';
import { newContext, screenshot, watchConsole } from '../support/browser';
import { appReady, axeViolations, liveForm, sidewaysOverflow } from '../support/page-checks';
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

const copy = {
  bm: {
    prefix: '',
    menu: 'Buka menu',
    nav: 'Navigasi utama',
    contact: 'Hubungi Kami',
    faq: 'Soalan Lazim',
    policies: 'Dasar Radikal',
    contactHeading: 'Hubungi kami',
    faqHeading: 'Soalan lazim',
    policiesHeading: 'Lima bidang dasar',
    name: /^Nama/,
    email: /^Emel/,
    message: /^Mesej/,
    submit: 'Hantar Mesej',
    sent: 'Mesej Dihantar!',
    acknowledgement: 'Kami telah menerima mesej anda',
    required: 'Nama anda diperlukan',
    help: 'Bantuan',
    explore: 'Teroka',
    tax: 'Bolehkah sumbangan saya ditolak daripada cukai pendapatan?',
  },
  eng: {
    prefix: '/en',
    menu: 'Open menu',
    nav: 'Main navigation',
    contact: 'Contact',
    faq: 'FAQ',
    policies: 'Radical Policies',
    contactHeading: 'Contact us',
    faqHeading: 'Frequently asked questions',
    policiesHeading: 'Five policy areas',
    name: /^Name/,
    email: /^Email/,
    message: /^Message/,
    submit: 'Send Message',
    sent: 'Message Sent!',
    acknowledgement: 'We have received your message',
    required: 'Your name is required',
    help: 'Help',
    explore: 'Explore',
    tax: 'Is my donation tax-deductible?',
  },
} as const;

const outboxTo = async (address: string): Promise<OutboxMessage[]> =>
  (await (
    await fetch(`${urls.outbox}api/messages?to=${encodeURIComponent(address)}`)
  ).json()) as OutboxMessage[];

/** Follows a header link: the menu on a phone, the bar on a desktop. */
const headerLink = async (
  page: Page,
  viewport: 'phone' | 'desktop',
  name: string,
  language: Language,
) => {
  if (viewport === 'phone') {
    await page.getByRole('button', { name: copy[language].menu }).click();
    await page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
  } else {
    await page
      .getByRole('navigation', { name: copy[language].nav })
      .getByRole('link', { name, exact: true })
      .click();
  }
};

describe.each(['bm', 'eng'] as const)('contact, FAQ and policies in %s', (language) => {
  const text = copy[language];

  it.each(['phone', 'desktop'] as const)(
    'reaches them from the header and footer on a %s, sends a message that lands in the outbox, axe clean',
    async (viewport) => {
      const context = await newContext(browser, viewport);
      await context.addInitScript((value) => localStorage.setItem('language', value), language);
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(`${urls.site}${text.prefix || '/'}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await appReady(page);
      await screenshot(page, `nav-home-${language}-${viewport}`);

      // Policies and FAQ from the header (the mobile menu on a phone).
      await headerLink(page, viewport, text.policies, language);
      await page.getByRole('heading', { level: 1, name: text.policiesHeading }).waitFor();
      expect(page.url()).toBe(`${urls.site}${text.prefix}/policies`);
      await headerLink(page, viewport, text.faq, language);
      await page.getByRole('heading', { level: 1, name: text.faqHeading }).waitFor();
      await page.getByText(text.tax).click();
      await expect.poll(() => page.getByText(/44\(6\)/).isVisible()).toBe(true);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page, '#main')).toEqual([]);
      await screenshot(page, `faq-${language}-${viewport}`);
      if (viewport === 'phone') {
        await page.getByRole('button', { name: text.menu }).click();
        await screenshot(page, `menu-${language}-${viewport}`);
        await page.keyboard.press('Escape');
      }

      // Contact from the footer.
      await page
        .getByRole('navigation', { name: text.help })
        .getByRole('link', { name: text.contact, exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: text.contactHeading }).waitFor();
      expect(page.url()).toBe(`${urls.site}${text.prefix}/contact`);
      const form = await liveForm(page.getByRole('form'));
      await form.getByRole('button', { name: text.submit }).click();
      await form.getByText(text.required).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page, '#main')).toEqual([]);
      await screenshot(page, `contact-errors-${language}-${viewport}`);

      const visitor = `visitor-${randomUUID()}@example.com`;
      await form.getByLabel(text.name).fill('Nurul Huda');
      await form.getByLabel(text.email).fill(visitor);
      await form.getByLabel(text.message).fill(`Soalan tentang resit / about receipts ${visitor}`);
      await form.getByRole('button', { name: text.submit }).click();
      await page.getByRole('dialog', { name: text.sent }).waitFor();
      await screenshot(page, `contact-sent-${language}-${viewport}`);
      await expect
        .poll(async () => (await outboxTo(visitor)).map((message) => message.subject))
        .toEqual([expect.stringContaining(text.acknowledgement)]);

      // The footer's two groups, and the policies from the footer too.
      await page.keyboard.press('Escape');
      const explore = page.getByRole('navigation', { name: text.explore });
      await explore.getByRole('link', { name: text.policies, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: text.policiesHeading }).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe('the header at the lg breakpoint', () => {
  it.each(['bm', 'eng'] as const)(
    'fits its nine links, the sign-in link and the language switch on one line at 1024 px in %s',
    async (language) => {
      const context = await newContext(browser, 'desktop', {
        viewport: { width: 1024, height: 768 },
      });
      const page = await context.newPage();
      await page.goto(`${urls.site}${copy[language].prefix}/faq`);
      const nav = page.getByRole('navigation', { name: copy[language].nav });
      await nav.getByRole('link', { name: copy[language].contact, exact: true }).waitFor();
      const tops = await nav
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
      expect(tops).toHaveLength(9);
      // One line: the links' tops differ by no more than their font sizes do, and no label wraps
      // inside its link (a wrapped one is a line taller than the others).
      expect(Math.max(...tops) - Math.min(...tops), `tops ${tops.join(',')}`).toBeLessThanOrEqual(
        4,
      );
      const heights = await nav
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((link) => Math.round(link.getBoundingClientRect().height)),
        );
      expect(Math.max(...heights), `heights ${heights.join(',')}`).toBeLessThan(56);
      const logoHeight = await page
        .locator('.site-header__logo')
        .evaluate((logo) => logo.getBoundingClientRect().height);
      expect(logoHeight).toBeLessThan(48);
      // The wordmark, hidden at this width in Malay, still names the home link.
      await page.getByRole('link', { name: 'Gerakan Sektor Ketiga' }).first().waitFor();
      const inner = await page
        .locator('.site-header__inner')
        .evaluate((header) => header.scrollWidth - header.clientWidth);
      expect(inner).toBeLessThanOrEqual(0);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `header-1024-${language}`, { fullPage: false });
      await context.close();
    },
  );
});
