import { randomInt } from 'node:crypto';
import type { OwnData } from '@gsk/core/api';
import { malaysianLongDate } from '@gsk/core/i18n/date-time';
import { consentWordingOf } from '@gsk/core/privacy/consent-wording';
import { dueDay } from '@gsk/core/privacy/requests';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newStaffOn } from '../integration/staff-client';
import { waitForCode } from '../integration/sms-client';
import { screenshot } from '../support/browser';
import { signInThroughForm, useBrowser, visit } from '../support/journey';
import { fillSignUp } from '../support/sign-up-form';
import { ownStack } from '../support/own-stack';
import { axeViolations, liveForm, reactReady, sidewaysOverflow } from '../support/page-checks';
import { signInToConsole } from './staff-journey';

/*
 * Personal data in the browser (issue 32, docs/privacy.md), on a phone in both languages: a member
 * signs up agreeing to some messages, finds them on "Privacy & your data" with when and where
 * they were given, withdraws one, downloads their data (the JSON file holds their name and every
 * consent record) and its readable summary in the page's language, then closes the account with
 * the password and the confirmation, after which signing in fails. A person without an account
 * asks for a copy of their data from the footer's link, proving the mobile with the texted code,
 * and is given a reference and the day of the answer; staff find it in the console's "Data
 * requests" on a desktop, start and complete it, and the dashboard's privacy card counts it.
 * Axe clean, console clean, nothing wider than the screen.
 *
 * A stack of the file's own with the site: the dashboard's card counts every open request of
 * the stack, which other files' requests on the run's stack would move. Its API calls come from
 * the file's own loopback block, 127.63.x.x.
 */

const stack = await ownStack({ site: true });
const { urls } = stack;
const browser = useBrowser();
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `127.63.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
};

type Language = 'bm' | 'eng';

/** The page fits its viewport, passes axe and is kept as a screenshot. */
async function checkPage(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  expect(await sidewaysOverflow(page), name).toBeLessThanOrEqual(0);
  await screenshot(page, name);
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

/** A mobile number no other journey uses: 011 and eight random digits. */
const freshMobile = () => `011-${String(randomInt(0, 1e8)).padStart(8, '0')}`;

/** Today's date as the pages write it (Malaysia's day, the long month). */
const today = (language: Language) =>
  new Intl.DateTimeFormat(language === 'bm' ? 'ms-MY' : 'en-MY', {
    dateStyle: 'long',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(new Date());

/** What a download holds, as text. */
async function downloaded(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Clicks a link that downloads and answers the file's name and text. */
async function download(page: Page, link: Locator) {
  const downloading = page.waitForEvent('download');
  await link.click();
  const file = await downloading;
  return { name: file.suggestedFilename(), text: await downloaded(file) };
}

const password = 'rahsia-kuat-1';

const copy = {
  bm: {
    prefix: '',
    signUp: 'Daftar sebagai ahli',
    signUpForm: 'Borang pendaftaran ahli',
    name: /^Nama penuh/,
    mobile: /^Nombor telefon bimbit/,
    password: /^Kata laluan/,
    confirm: /^Sahkan kata laluan/,
    submit: 'Daftar',
    consents: 'Bagaimana kami boleh menghubungi anda',
    otpForm: 'Borang kod pengesahan',
    code: /^Kod pengesahan/,
    verify: 'Sahkan',
    profile: 'Profil saya',
    privacyLink: 'Privasi & data anda',
    privacy: 'Privasi & data anda',
    messages: 'Mesej yang anda terima',
    givenAtSignUp: (date: string) =>
      new RegExp(`^Dipersetujui pada ${date}.*, semasa mendaftar\\.$`),
    withdrawnHere: (date: string) =>
      new RegExp(`^Ditarik balik pada ${date}.*, di halaman ini\\.$`),
    never: 'Belum dipersetujui.',
    noEmail:
      'Anda belum menambah emel. Mesej emel dihantar selepas anda menambahnya dalam profil anda.',
    withdrawnSaved:
      'Disimpan: anda tidak lagi menerima mesej ini (SMS, Tentang pendaftaran, syif dan aktiviti sukarelawan saya).',
    yourData: 'Data anda',
    json: 'Muat turun data saya (JSON)',
    summary: 'Muat turun ringkasan yang mudah dibaca',
    summaryTitle: 'Data peribadi anda di Gerakan Sektor Ketiga',
    summaryLang: 'ms',
    closeForm: 'Tutup akaun saya',
    currentPassword: /^Kata laluan semasa/,
    closeConfirm:
      'Saya faham bahawa akaun saya akan ditutup buat selamanya dan tidak boleh dipulihkan.',
    close: 'Tutup akaun saya secara kekal',
    closed: 'Akaun anda telah ditutup',
    signInForm: 'Borang log masuk',
    signIn: 'Log masuk',
    wrong: 'Nombor telefon bimbit atau kata laluan tidak betul.',
  },
  eng: {
    prefix: '/en',
    signUp: 'Become a member',
    signUpForm: 'Member sign-up form',
    name: /^Full name/,
    mobile: /^Mobile number/,
    password: /^Password/,
    confirm: /^Confirm password/,
    submit: 'Sign up',
    consents: 'How may we contact you',
    otpForm: 'Verification code form',
    code: /^Verification code/,
    verify: 'Verify',
    profile: 'My profile',
    privacyLink: 'Privacy & your data',
    privacy: 'Privacy & your data',
    messages: 'Messages you receive',
    givenAtSignUp: (date: string) => new RegExp(`^Agreed on ${date}.*, when you signed up\\.$`),
    withdrawnHere: (date: string) => new RegExp(`^Withdrawn on ${date}.*, on this page\\.$`),
    never: 'Not agreed.',
    noEmail:
      'You have not added an email address. Emails are sent once you add one to your profile.',
    withdrawnSaved:
      'Saved: you will no longer receive these messages (SMS, About my registrations, shifts and volunteer activities).',
    yourData: 'Your data',
    json: 'Download my data (JSON)',
    summary: 'Download a readable summary',
    summaryTitle: 'Your personal data at Gerakan Sektor Ketiga',
    summaryLang: 'en',
    closeForm: 'Close my account',
    currentPassword: /^Current password/,
    closeConfirm: 'I understand that my account will be closed for good and cannot be restored.',
    close: 'Close my account for good',
    closed: 'Your account is closed',
    signInForm: 'Sign-in form',
    signIn: 'Sign in',
    wrong: 'The mobile number or password is incorrect.',
  },
} as const;

/** The state line under a consent's checkbox (its description). */
const stateOf = async (box: Locator) => {
  const described = (await box.getAttribute('aria-describedby')) ?? '';
  return box.page().locator(`[id="${described}"]`).textContent();
};

describe.each(['bm', 'eng'] as const)('a member’s own data on a phone in %s', (language) => {
  const text = copy[language];

  it('signs up agreeing to SMS about their activities and emails of news, sees both with their date and source, withdraws one, downloads the data and the summary, closes the account; signing in again fails', async () => {
    const { context, page, problems } = await visit(browser(), 'phone', {
      language,
      acceptDownloads: true,
    });
    const mobile = freshMobile();
    const name = language === 'bm' ? 'Siti Mariam binti Osman' : 'Daniel Tan Wei Jie';
    const smsActivity = consentWordingOf('sms', 'activity', language);
    const emailNews = consentWordingOf('email', 'news', language);

    // Sign-up with two of the four ways of contact ticked.
    await page.goto(
      `${urls.site}${text.prefix}/sign-up?next=${encodeURIComponent(`${text.prefix}/profile`)}`,
    );
    await heading(page, text.signUp);
    const form = page.getByRole('form', { name: text.signUpForm });
    const submit = form.getByRole('button', { name: text.submit, exact: true });
    await reactReady(submit);
    await fillSignUp(form, language, name, mobile, password);
    const choices = form.getByRole('group', { name: text.consents });
    await choices.getByRole('checkbox', { name: smsActivity }).check();
    await choices.getByRole('checkbox', { name: emailNews }).check();
    await checkPage(page, `privacy-sign-up-${language}-phone`);
    const sent = new Date(Date.now() - 1000);
    await submit.click();
    const otp = page.getByRole('form', { name: text.otpForm });
    await otp.waitFor();
    await otp.getByLabel(text.code).fill(await waitForCode(urls, mobile, sent));
    await otp.getByRole('button', { name: text.verify }).click();

    // The profile links to the privacy page, which lists the two choices as given at sign-up.
    await heading(page, text.profile);
    await page.getByRole('link', { name: text.privacyLink, exact: true }).click();
    await heading(page, text.privacy);
    expect(new URL(page.url()).pathname).toBe(`${text.prefix}/profile/privacy`);
    const messages = page.getByRole('region', { name: text.messages });
    const smsBox = messages.getByRole('checkbox', { name: smsActivity });
    const emailBox = messages.getByRole('checkbox', { name: emailNews });
    await smsBox.waitFor();
    expect(await smsBox.isChecked()).toBe(true);
    expect(await emailBox.isChecked()).toBe(true);
    expect(
      await messages
        .getByRole('checkbox', { name: consentWordingOf('email', 'activity', language) })
        .isChecked(),
    ).toBe(false);
    expect(await stateOf(smsBox)).toMatch(text.givenAtSignUp(today(language)));
    // No email yet: the email's choice is kept, and the page says emails wait for one.
    const emailState = (await stateOf(emailBox)) ?? '';
    expect(emailState.slice(0, emailState.indexOf(text.noEmail) - 1)).toMatch(
      text.givenAtSignUp(today(language)),
    );
    expect(emailState.endsWith(` ${text.noEmail}`)).toBe(true);
    expect(
      await stateOf(
        messages.getByRole('checkbox', { name: consentWordingOf('sms', 'news', language) }),
      ),
    ).toBe(text.never);
    await page.getByRole('heading', { level: 2, name: text.yourData }).waitFor();
    await checkPage(page, `privacy-settings-${language}-phone`);

    // Withdrawing the texts about their activities is confirmed and recorded as from this page.
    // The box shows what is recorded: it changes once the server has saved the choice.
    await reactReady(smsBox);
    await smsBox.click();
    await messages.getByRole('status').filter({ hasText: text.withdrawnSaved }).waitFor();
    expect(await smsBox.isChecked()).toBe(false);
    await expect.poll(() => stateOf(smsBox)).toMatch(text.withdrawnHere(today(language)));
    await checkPage(page, `privacy-withdrawn-${language}-phone`);

    // The file: their name, the two consents given at sign-up and the one withdrawn here.
    const file = await download(page, page.getByRole('link', { name: text.json }));
    expect(file.name).toMatch(/^gsk-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(file.text) as OwnData;
    expect(data.profile.name).toBe(name);
    expect(file.text).not.toContain(password);
    const current = Object.fromEntries(
      data.consents.current.map((consent) => [`${consent.channel}.${consent.purpose}`, consent]),
    );
    expect(current['sms.activity']).toMatchObject({
      given: false,
      source: 'profile',
      language,
    });
    expect(current['email.news']).toMatchObject({
      given: true,
      source: 'sign-up',
      wording: emailNews,
      language,
    });
    expect(current['sms.news']).toBeUndefined();
    expect(
      data.consents.history.map((entry) => [
        `${entry.channel}.${entry.purpose}`,
        entry.given,
        entry.source,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['sms.activity', true, 'sign-up'],
        ['email.news', true, 'sign-up'],
        ['sms.activity', false, 'profile'],
      ]),
    );
    expect(data.consents.history).toHaveLength(3);

    // The summary, in the page's language.
    const summary = await download(page, page.getByRole('link', { name: text.summary }));
    expect(summary.text).toContain(`<html lang="${text.summaryLang}">`);
    expect(summary.text).toContain(text.summaryTitle);
    expect(summary.text).toContain(name);
    expect(summary.text).toContain(emailNews);

    // Closing the account: the password and the confirmation.
    const close = await liveForm(page.getByRole('form', { name: text.closeForm }));
    await close.getByLabel(text.currentPassword).fill(password);
    await close.getByRole('checkbox', { name: text.closeConfirm }).check();
    await close.getByRole('button', { name: text.close }).click();
    await page.getByRole('heading', { level: 2, name: text.closed }).waitFor();
    await checkPage(page, `privacy-closed-${language}-phone`);

    // Signing in again with the same number and password fails.
    await signInThroughForm(
      page,
      `${urls.site}${text.prefix}/sign-in`,
      { mobile, password },
      {
        form: text.signInForm,
        mobile: text.mobile,
        password: text.password,
        submit: text.signIn,
      },
    );
    await page.getByRole('form', { name: text.signInForm }).getByText(text.wrong).waitFor();
    await checkPage(page, `privacy-sign-in-refused-${language}-phone`);
    // The browser logs the refused sign-in; nothing else (no session asked for after the close).
    expect(problems).toEqual([expect.stringMatching(/status of 401 .*\/api\/account\/sign-in$/)]);
    await context.close();
  });
});

const requestCopy = {
  bm: {
    prefix: '',
    footerLink: 'Permintaan Data Peribadi',
    heading: 'Permintaan data peribadi',
    form: 'Borang permintaan data peribadi',
    kind: 'Apa yang anda minta?',
    access: 'Salinan data peribadi saya',
    name: /^Nama penuh/,
    mobile: /^Nombor telefon bimbit/,
    send: 'Hantar kod pengesahan',
    codeHeading: 'Masukkan kod pengesahan',
    code: /^Kod pengesahan/,
    confirm: 'Sahkan dan hantar permintaan',
    received: 'Permintaan anda telah diterima',
    reference: /^Rujukan anda: (PD-[A-Z0-9]{8})$/,
    due: (date: string) => `Kami akan menjawab selewat-lewatnya ${date}.`,
  },
  eng: {
    prefix: '/en',
    footerLink: 'Personal Data Request',
    heading: 'Personal data request',
    form: 'Personal data request form',
    kind: 'What are you asking for?',
    access: 'A copy of my personal data',
    name: /^Full name/,
    mobile: /^Mobile number/,
    send: 'Send verification code',
    codeHeading: 'Enter the verification code',
    code: /^Verification code/,
    confirm: 'Confirm and send my request',
    received: 'We have received your request',
    reference: /^Your reference: (PD-[A-Z0-9]{8})$/,
    due: (date: string) => `We will answer by ${date} at the latest.`,
  },
} as const;

const staffCopy = {
  bm: {
    dashboard: 'Papan Pemuka',
    card: 'Permintaan data peribadi',
    open: 'Terbuka',
    overdue: 'Lewat',
    viewRequests: 'Lihat permintaan',
    requests: 'Permintaan data',
    list: 'Permintaan data peribadi',
    request: (reference: string) => `Permintaan ${reference}`,
    action: 'Pilih tindakan',
    start: 'Mula uruskan',
    complete: 'Tandakan selesai',
    outcome: /^Apa yang telah dilakukan/,
    save: 'Simpan tindakan',
    saved: 'Tindakan disimpan.',
    inProgress: 'Sedang diuruskan',
    completed: 'Selesai',
    back: 'Kembali ke senarai permintaan',
  },
  eng: {
    dashboard: 'Dashboard',
    card: 'Personal data requests',
    open: 'Open',
    overdue: 'Overdue',
    viewRequests: 'View the requests',
    requests: 'Data requests',
    list: 'Personal data requests',
    request: (reference: string) => `Request ${reference}`,
    action: 'Choose an action',
    start: 'Start handling',
    complete: 'Mark completed',
    outcome: /^What was done/,
    save: 'Save action',
    saved: 'Action saved.',
    inProgress: 'In progress',
    completed: 'Completed',
    back: 'Back to the requests',
  },
} as const;

/** A figure of the dashboard's privacy card, by its term. */
const cardFigure = (card: Locator, term: string) =>
  card
    .locator('.staff-figure')
    .filter({
      has: card
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) }),
    })
    .locator('.staff-figure__value')
    .textContent();

/** Staff, on a desktop: the card counts the request, the queue lists it, it is started and completed. */
async function answerInConsole(
  language: Language,
  staff: { mobile: string; password: string },
  reference: string,
) {
  const text = staffCopy[language];
  const desk = await visit(browser(), 'desktop', { language });
  const { page } = desk;
  await signInToConsole(page, urls, { staff, language, path: 'staff' });
  await heading(page, text.dashboard);
  const card = page.getByRole('region', { name: text.card });
  await card.waitFor();
  // This request only: the stack is the file's, and the other language's was completed.
  expect(await cardFigure(card, text.open)).toBe('1');
  expect(await cardFigure(card, text.overdue)).toBe('0');
  await checkPage(page, `staff-dashboard-privacy-${language}-desktop`);

  await card.getByRole('link', { name: text.viewRequests }).click();
  await heading(page, text.requests);
  const row = page
    .getByRole('table', { name: text.list })
    .getByRole('row')
    .filter({ hasText: reference });
  await row.waitFor();
  await checkPage(page, `staff-privacy-requests-${language}-desktop`);
  await row.getByRole('link', { name: reference }).click();
  await heading(page, text.request(reference));

  const act = async (action: string, note?: string) => {
    await page.getByLabel(text.action).selectOption({ label: action });
    if (note) await page.getByLabel(text.outcome).fill(note);
    await page.getByRole('button', { name: text.save }).click();
  };
  await act(text.start);
  await page.getByRole('status').filter({ hasText: text.saved }).waitFor();
  await page.locator('.staff-facts').getByText(text.inProgress, { exact: true }).waitFor();
  const outcome =
    language === 'bm'
      ? 'Salinan data dihantar melalui emel yang disahkan pada hari ini.'
      : 'A copy of the data was sent to the verified email today.';
  await act(text.complete, outcome);
  await page.locator('.staff-facts').getByText(text.completed, { exact: true }).waitFor();
  await page.getByText(outcome).waitFor();
  await checkPage(page, `staff-privacy-request-${language}-desktop`);

  // Back on the dashboard: nothing open.
  await page.getByRole('link', { name: text.dashboard }).first().click();
  await heading(page, text.dashboard);
  await expect
    .poll(() => cardFigure(page.getByRole('region', { name: text.card }), text.open))
    .toBe('0');
  expect(desk.problems).toEqual([]);
  await desk.context.close();
}

describe.each(['bm', 'eng'] as const)(
  'a request about personal data without an account (phone, %s; staff on a desktop)',
  (language) => {
    const text = requestCopy[language];

    it('from the footer, asks for a copy by mobile, confirms the texted code, is given a reference and the day of the answer; staff start and complete it in the console', async () => {
      const staff = await newStaffOn(urls, nextClient);
      const { context, page, problems } = await visit(browser(), 'phone', { language });
      const mobile = freshMobile();
      await page.goto(`${urls.site}${text.prefix}/`);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: text.footerLink, exact: true })
        .click();
      await heading(page, text.heading);
      expect(new URL(page.url()).pathname).toBe(`${text.prefix}/privacy-request`);
      await checkPage(page, `privacy-request-${language}-phone`);

      const form = await liveForm(page.getByRole('form', { name: text.form }));
      await form
        .getByRole('group', { name: text.kind })
        .getByRole('radio', { name: text.access })
        .check();
      await form
        .getByLabel(text.name)
        .fill(language === 'bm' ? 'Lim Mei Ling' : 'Arjun a/l Suresh');
      await form.getByLabel(text.mobile).fill(mobile);
      const sent = new Date(Date.now() - 1000);
      await form.getByRole('button', { name: text.send }).click();

      const code = page.getByRole('form', { name: text.codeHeading });
      await code.waitFor();
      await checkPage(page, `privacy-request-code-${language}-phone`);
      await code.getByLabel(text.code).fill(await waitForCode(urls, mobile, sent));
      const received = new Date().toISOString();
      await code.getByRole('button', { name: text.confirm }).click();
      await page.getByRole('heading', { level: 2, name: text.received }).waitFor();
      const line = (await page.locator('.privacy-request__reference').textContent()) ?? '';
      const reference = text.reference.exec(line)?.[1] ?? '';
      expect(reference).toMatch(/^PD-/);
      await page.getByText(text.due(malaysianLongDate(dueDay(received), language))).waitFor();
      await checkPage(page, `privacy-request-received-${language}-phone`);
      expect(problems).toEqual([]);
      await context.close();

      await answerInConsole(language, staff, reference);
    });
  },
);
