import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { consentWording } from '@gsk/core/volunteers';
import { describe, expect, it } from 'vitest';
import { waitForCode } from '../integration/sms-client';
import { screenshot } from '../support/browser';
import { useBrowser, visit } from '../support/journey';
import { fillSignUp } from '../support/sign-up-form';
import { axeViolations, reactReady, sidewaysOverflow } from '../support/page-checks';
import { stackUrls } from '../support/stack-setup';

const urls = await stackUrls();
const browser = useBrowser();

const copy = {
  bm: {
    prefix: '',
    heading: 'Jadi sukarelawan',
    form: 'Borang sukarelawan',
    submit: 'Jadi sukarelawan',
    ticks: ['Memasak dan pengendalian makanan', 'Bahasa Tamil', 'Hujung minggu, pagi'],
    reach: 'Kawasan parlimen saya',
    signUpForm: 'Borang pendaftaran ahli',
    signUp: 'Daftar',
    otpForm: 'Borang kod pengesahan',
    code: /^Kod pengesahan/,
    verify: 'Sahkan',
    restored:
      'Selamat kembali! Pilihan anda masih di sini: semak dan tekan butang untuk menyimpan.',
    saved: 'Terima kasih! Anda kini sukarelawan.',
    details: 'Butiran sukarelawan anda',
    withdraw: 'Berhenti menjadi sukarelawan',
  },
  eng: {
    prefix: '/en',
    heading: 'Become a volunteer',
    form: 'Volunteer form',
    submit: 'Become a volunteer',
    ticks: ['Cooking and food handling', 'Tamil', 'Weekend mornings'],
    reach: 'My parliamentary seat',
    signUpForm: 'Member sign-up form',
    signUp: 'Sign up',
    otpForm: 'Verification code form',
    code: /^Verification code/,
    verify: 'Verify',
    restored: 'Welcome back! Your choices are still here: check them and press the button to save.',
    saved: 'Thank you! You are now a volunteer.',
    details: 'Your volunteer details',
    withdraw: 'Stop volunteering',
  },
} as const;

const expectAxeClean = async (page: Page, where: string) =>
  expect(await axeViolations(page), where).toEqual([]);

describe.each([
  ['bm', 'phone'],
  ['eng', 'phone'],
  ['eng', 'desktop'],
] as const)('becoming a volunteer in %s on a %s', (language, viewport) => {
  const text = copy[language];

  it('from signed out: ticks, sign-up with the texted code, back to the form with every tick kept, saved', async () => {
    const { context, page, problems } = await visit(browser(), viewport, { language });
    const mobile = `011-${String(randomInt(0, 1e8)).padStart(8, '0')}`;

    await page.goto(`${urls.site}${text.prefix}/volunteer`);
    await page.getByRole('heading', { level: 1, name: text.heading }).waitFor();
    await expectAxeClean(page, 'volunteer page, signed out');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `volunteer-${language}-${viewport}`);

    // The form has no text field for `liveForm` to focus: a first tap on a checkbox brings its code.
    const form = page.getByRole('form', { name: text.form });
    await form.getByRole('checkbox').first().focus();
    await reactReady(form.getByRole('button', { name: text.submit }));
    for (const label of text.ticks) await form.getByLabel(label, { exact: true }).check();
    await form.getByLabel(text.reach).check();
    await form.getByLabel(consentWording.sms[language]).check();
    await form.getByRole('button', { name: text.submit }).click();

    // Sign-up, coming back to the form afterwards.
    await page.waitForURL(
      `${urls.site}${text.prefix}/sign-up?next=${encodeURIComponent(`${text.prefix}/volunteer#volunteer-form`)}`,
    );
    const signUp = page.getByRole('form', { name: text.signUpForm });
    const submit = signUp.getByRole('button', { name: text.signUp, exact: true });
    await reactReady(submit);
    await fillSignUp(signUp, language, 'Kavitha a/p Raman', mobile);
    const sent = new Date(Date.now() - 1000);
    await submit.click();
    const otp = page.getByRole('form', { name: text.otpForm });
    await otp.waitFor();
    await otp.getByLabel(text.code).fill(await waitForCode(urls, mobile, sent));
    await otp.getByRole('button', { name: text.verify }).click();

    // Back on the volunteer form, signed in, with everything ticked still ticked.
    await page.getByText(text.restored).waitFor();
    expect(new URL(page.url()).pathname).toBe(`${text.prefix}/volunteer`);
    const again = page.getByRole('form', { name: text.form });
    for (const label of text.ticks)
      expect(await again.getByLabel(label, { exact: true }).isChecked(), label).toBe(true);
    expect(await again.getByLabel(text.reach).isChecked()).toBe(true);
    expect(await again.getByLabel(consentWording.sms[language]).isChecked()).toBe(true);
    expect(await again.getByLabel(consentWording.email[language]).isChecked()).toBe(false);
    await expectAxeClean(page, 'volunteer form, restored');
    await again.getByRole('button', { name: text.submit }).click();

    await page.getByRole('status').filter({ hasText: text.saved }).waitFor();
    await page.getByRole('heading', { name: text.details }).waitFor();
    await page.getByRole('button', { name: text.withdraw }).waitFor();
    await expectAxeClean(page, 'volunteer saved');
    await screenshot(page, `volunteer-saved-${language}-${viewport}`);
    // A reload shows the details the server stored.
    await page.reload();
    await page.getByRole('heading', { name: text.details }).waitFor();
    await page.getByText(text.ticks[0]).first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
