import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markInvitationSeen, screenshot } from '../support/browser';
import { stackUrls } from '../support/stack-setup';
import { sharedBrowser } from '../support/journey';
import { axeViolations, liveForm, sidewaysOverflow } from '../support/page-checks';

const urls = await stackUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await sharedBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const forms = [
  {
    path: '/expert-contribution',
    selector: '#main',
    name: { bm: 'Borang permohonan pakar', eng: 'Expert application form' },
  },
  {
    path: '/',
    selector: 'form.partner-form',
    name: { bm: 'Borang permohonan rakan kongsi', eng: 'Partner application form' },
  },
  {
    path: '/fleximart',
    selector: 'form.partner-form',
    name: { bm: 'Borang permohonan rakan kongsi', eng: 'Partner application form' },
  },
] as const;

describe('application forms at 360 px and on desktop, in both languages', () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ])
    for (const language of ['bm', 'eng'] as const)
      it(`${viewport.width} px, ${language}: no axe violations (blank, with errors, with the error dialog) and no sideways scrolling`, async () => {
        const context = await browser.newContext({ viewport });
        // The home page's event invitation is a journey of its own (events.test.ts).
        await markInvitationSeen(context);
        const page = await context.newPage();
        await page.addInitScript((value) => localStorage.setItem('language', value), language);
        for (const target of forms) {
          await page.goto(`${urls.site}${target.path}`);
          const form = page.getByRole('form', { name: target.name[language] });
          await form.waitFor();
          expect(await axeViolations(page, target.selector), `${target.path} blank`).toEqual([]);
          await liveForm(form);
          await form
            .getByRole('button', {
              name: language === 'bm' ? 'Hantar Permohonan' : 'Submit Application',
            })
            .click();
          await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(3);
          expect(await axeViolations(page, target.selector), `${target.path} errors`).toEqual([]);
          expect(await sidewaysOverflow(page), `${target.path} overflow`).toBeLessThanOrEqual(0);
        }
        await page.route('**/api/partnerForm', (route) =>
          route.fulfill({
            status: 500,
            headers: { 'access-control-allow-origin': urls.site },
            body: '{}',
          }),
        );
        const form = page.getByRole('form', { name: forms[2].name[language] });
        const eng = language === 'eng';
        await form.getByLabel(eng ? 'Full name' : 'Nama penuh').fill('Aisyah');
        await form.getByLabel(eng ? 'Email' : 'Emel').fill('aisyah@example.com');
        await form.getByLabel(eng ? 'Phone number' : 'Nombor telefon').fill('0123456789');
        await form
          .getByLabel(
            eng ? 'How would you like to contribute?' : 'Bagaimana anda ingin menyumbang?',
          )
          .selectOption({ index: 1 });
        await form
          .getByRole('button', { name: eng ? 'Submit Application' : 'Hantar Permohonan' })
          .click();
        await page.getByRole('dialog', { name: eng ? 'Error!' : 'Ralat!' }).waitFor();
        expect(await axeViolations(page, '[role="dialog"]'), 'error dialog').toEqual([]);
        await screenshot(page, `partner-form-error-${language}-${viewport.width}`);
        await context.close();
      });
});
