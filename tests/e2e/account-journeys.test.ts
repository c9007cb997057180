import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpMember } from '../integration/member-client';
import { waitForCode } from '../integration/sms-client';
import { screenshot } from '../support/browser';
import { signInThroughForm, useBrowser, visit } from '../support/journey';
import { axeViolations, reactReady, sidewaysOverflow } from '../support/page-checks';
import { stackUrls } from '../support/stack-setup';

const urls = await stackUrls();
const browser = useBrowser();

const copy = {
  bm: {
    prefix: '',
    becomeMember: 'Daftar sebagai ahli',
    signUpForm: 'Borang pendaftaran ahli',
    name: /^Nama penuh/,
    mobile: /^Nombor telefon bimbit/,
    password: /^Kata laluan/,
    confirm: /^Sahkan kata laluan/,
    state: /^Negeri mengundi/,
    parliament: /^Kawasan parlimen/,
    dun: /^Kawasan DUN/,
    signUp: 'Daftar',
    required: 'Nama penuh diperlukan',
    otpForm: 'Borang kod pengesahan',
    code: /^Kod pengesahan/,
    verify: 'Sahkan',
    invalidCode: 'kod tidak sah, jana kod baharu',
    regenerate: 'Jana kod baharu',
    profileHeading: 'Profil saya',
    openMenu: 'Buka menu',
    profileLink: 'Profil Saya',
    signInLink: 'Log Masuk',
    signOut: 'Log keluar',
    homeHeading: 'Sektor Ketiga untuk rakyat',
    signInForm: 'Borang log masuk',
    signIn: 'Log masuk',
    wrong: 'Nombor telefon bimbit atau kata laluan tidak betul.',
    forgot: 'Lupa kata laluan?',
    forgotForm: 'Borang lupa kata laluan',
    send: 'Hantar kod',
    newForm: 'Borang kata laluan baharu',
    newPassword: /^Kata laluan baharu/,
    newConfirm: /^Sahkan kata laluan baharu/,
    save: 'Simpan kata laluan',
    done: 'Kata laluan telah ditukar',
    detailsForm: 'Borang butiran saya',
    email: /^Emel/,
    language: /^Bahasa mesej kami/,
    saveDetails: 'Simpan butiran saya',
    saved: 'Butiran anda telah disimpan.',
    badEmail: 'Mesti menggunakan emel yang sah',
    english: 'Bahasa Inggeris',
  },
  eng: {
    prefix: '/en',
    becomeMember: 'Become a member',
    signUpForm: 'Member sign-up form',
    name: /^Full name/,
    mobile: /^Mobile number/,
    password: /^Password/,
    confirm: /^Confirm password/,
    state: /^Voting state/,
    parliament: /^Parliament constituency/,
    dun: /^DUN constituency/,
    signUp: 'Sign up',
    required: 'Full name is required',
    otpForm: 'Verification code form',
    code: /^Verification code/,
    verify: 'Verify',
    invalidCode: 'invalid code, generate new code',
    regenerate: 'Generate new code',
    profileHeading: 'My profile',
    openMenu: 'Open menu',
    profileLink: 'My Profile',
    signInLink: 'Sign in',
    signOut: 'Sign out',
    homeHeading: 'A Third Sector for the people',
    signInForm: 'Sign-in form',
    signIn: 'Sign in',
    wrong: 'The mobile number or password is incorrect.',
    forgot: 'Forgot password?',
    forgotForm: 'Forgot password form',
    send: 'Send code',
    newForm: 'New password form',
    newPassword: /^New password/,
    newConfirm: /^Confirm new password/,
    save: 'Save password',
    done: 'Password changed',
    detailsForm: 'My details form',
    email: /^Email/,
    language: /^Language of our messages/,
    saveDetails: 'Save my details',
    saved: 'Your details have been saved.',
    badEmail: 'Must be a valid email',
    english: 'English',
  },
} as const;

/** A mobile number no other test uses: 011 and eight random digits. */
const freshMobile = () => `011-${String(randomInt(0, 1e8)).padStart(8, '0')}`;

/** A code that is not the one sent (the next one, wrapping round). */
const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(code.length, '0');

const expectAxeClean = async (page: Page, where: string) =>
  expect(await axeViolations(page), where).toEqual([]);

/** A detail the profile lists (a `<dd>`), whatever the details form offers in its lists. */
const listedDetail = (page: Page, value: string) =>
  page.getByRole('definition').filter({ hasText: value });

/**
 * The profile's details form: a bad email is told under its field and sends nothing; then a new
 * seat (Perlis, Padang Besar, Titi Tinggi), English messages and the email are saved, listed, and
 * still there after a reload.
 */
async function editDetails(
  page: Page,
  text: (typeof copy)[keyof typeof copy],
  details: { email: string; name?: string },
) {
  const form = page.getByRole('form', { name: text.detailsForm });
  const save = form.getByRole('button', { name: text.saveDetails });
  await reactReady(save);
  await form.getByLabel(text.email).fill('siti@');
  await save.click();
  await form.getByText(text.badEmail).waitFor();
  await expectAxeClean(page, 'details with an error');
  if (details.name) await form.getByLabel(text.name).fill(details.name);
  await form.getByLabel(text.email).fill(details.email);
  await form.getByLabel(text.state).selectOption({ label: 'Perlis' });
  await form.getByLabel(text.parliament).selectOption({ label: 'P.001 Padang Besar' });
  await form.getByLabel(text.dun).selectOption({ label: 'N.01 Titi Tinggi' });
  await form.getByLabel(text.language).selectOption({ label: text.english });
  await save.click();
  await form.getByText(text.saved).waitFor();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: text.profileHeading }).waitFor();
  for (const value of [
    'Perlis',
    'P.001 Padang Besar',
    'N.01 Titi Tinggi',
    details.email,
    text.english,
    ...(details.name ? [details.name] : []),
  ])
    await listedDetail(page, value).waitFor();
  expect(await form.getByLabel(text.email).inputValue()).toBe(details.email);
}

describe.each(['bm', 'eng'] as const)('members on a phone in %s', (language) => {
  const text = copy[language];

  it('sign up with the texted code, profile, sign out, sign in, forgot password, sign in again', async () => {
    const { context, page, problems } = await visit(browser(), 'phone', { language });
    const mobile = freshMobile();
    const name = language === 'bm' ? 'Nurul Huda binti Ahmad' : 'Rajesh a/l Kumar';

    // The profile, signed out: an invitation to sign in (or sign up) and come back.
    await page.goto(`${urls.site}${text.prefix}/profile`);
    const signUpLink = page.getByRole('main').getByRole('link', { name: text.becomeMember });
    await signUpLink.waitFor();
    await expectAxeClean(page, 'profile signed out');
    await signUpLink.click();

    // Sign-up: the spec's messages, then the member's details (Johor, Segamat, Jementah).
    await page.waitForURL(
      `${urls.site}${text.prefix}/sign-up?next=${encodeURIComponent(`${text.prefix}/profile`)}`,
    );
    const form = page.getByRole('form', { name: text.signUpForm });
    const submit = form.getByRole('button', { name: text.signUp, exact: true });
    await reactReady(submit);
    await submit.click();
    await form.getByText(text.required).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toMatch(/-name$/);
    await expectAxeClean(page, 'sign-up with errors');
    await form.getByLabel(text.name).fill(name);
    await form.getByLabel(text.mobile).fill(mobile);
    await form.getByLabel(text.password).fill('rahsia-kuat-1');
    await form.getByLabel(text.confirm).fill('rahsia-kuat-1');
    await form.getByLabel(text.state).selectOption({ label: 'Johor' });
    await form.getByLabel(text.parliament).selectOption({ label: 'P.140 Segamat' });
    await form.getByLabel(text.dun).selectOption({ label: 'N.02 Jementah' });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const sent = new Date(Date.now() - 1000);
    await submit.click();

    // The code step: a wrong code under the field, then the texted one.
    const otp = page.getByRole('form', { name: text.otpForm });
    await otp.waitFor();
    expect(await page.getByRole('button', { name: text.regenerate }).isDisabled()).toBe(true);
    const code = await waitForCode(urls, mobile, sent);
    await otp.getByLabel(text.code).fill(otherCode(code));
    await otp.getByRole('button', { name: text.verify }).click();
    await otp.getByText(text.invalidCode).waitFor();
    await expectAxeClean(page, 'code step with an error');
    await screenshot(page, `account-otp-${language}`);
    // A wrong code spends the challenge's tries only up to its limit; the right one still works.
    await otp.getByLabel(text.code).fill(code);
    await otp.getByRole('button', { name: text.verify }).click();

    // Signed in: the profile, and the header's link to it.
    await page.getByRole('heading', { level: 1, name: text.profileHeading }).waitFor();
    await listedDetail(page, name).waitFor();
    await listedDetail(page, 'P.140 Segamat').waitFor();
    await expectAxeClean(page, 'profile');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await editDetails(page, text, { email: `member${mobile.replace(/\D/g, '')}@example.com` });
    await page.getByRole('button', { name: text.openMenu }).click();
    await page.getByRole('dialog').getByRole('link', { name: text.profileLink }).waitFor();
    await page.keyboard.press('Escape');

    // Sign out: home, and the header offers to sign in again.
    await page.getByRole('button', { name: text.signOut }).click();
    await page.getByRole('heading', { level: 1, name: text.homeHeading }).waitFor();
    await page.getByRole('button', { name: text.openMenu }).click();
    await page.getByRole('dialog').getByRole('link', { name: text.signInLink }).click();

    // Sign in: a wrong password, then the right one.
    const signIn = page.getByRole('form', { name: text.signInForm });
    await signIn.waitFor();
    await signIn.getByLabel(text.mobile).fill(mobile);
    await signIn.getByLabel(text.password).fill('bukan-kata-laluan');
    await signIn.getByRole('button', { name: text.signIn, exact: true }).click();
    await expect.poll(() => signIn.getByRole('alert').textContent()).toBe(text.wrong);
    await expectAxeClean(page, 'sign-in with an error');
    await signIn.getByLabel(text.password).fill('rahsia-kuat-1');
    await signIn.getByRole('button', { name: text.signIn, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text.profileHeading }).waitFor();
    await page.getByRole('button', { name: text.signOut }).click();
    await page.getByRole('heading', { level: 1, name: text.homeHeading }).waitFor();

    // Forgot password: mobile, the texted code, a new password, then sign in with it.
    await page.goto(`${urls.site}${text.prefix}/sign-in`);
    await page.getByRole('link', { name: text.forgot }).click();
    const forgot = page.getByRole('form', { name: text.forgotForm });
    await forgot.waitFor();
    await expectAxeClean(page, 'forgot password');
    await forgot.getByLabel(text.mobile).fill(mobile);
    const asked = new Date(Date.now() - 1000);
    await forgot.getByRole('button', { name: text.send }).click();
    const resetOtp = page.getByRole('form', { name: text.otpForm });
    await resetOtp.waitFor();
    await resetOtp.getByLabel(text.code).fill(await waitForCode(urls, mobile, asked));
    await resetOtp.getByRole('button', { name: text.verify }).click();
    const newPassword = page.getByRole('form', { name: text.newForm });
    await newPassword.waitFor();
    await newPassword.getByLabel(text.newPassword).fill('baharu-kuat-2');
    await newPassword.getByLabel(text.newConfirm).fill('baharu-kuat-2');
    await newPassword.getByRole('button', { name: text.save }).click();
    await page.getByRole('heading', { name: text.done }).waitFor();
    await expectAxeClean(page, 'password changed');
    await page.getByRole('main').getByRole('link', { name: text.signIn, exact: true }).click();
    await signIn.waitFor();
    await signIn.getByLabel(text.mobile).fill(mobile);
    await signIn.getByLabel(text.password).fill('baharu-kuat-2');
    await signIn.getByRole('button', { name: text.signIn, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text.profileHeading }).waitFor();
    await listedDetail(page, name).waitFor();

    // The browser logs each refused call (the signed-out profile's 401, the wrong code's 400, the
    // wrong password's 401); nothing else.
    expect(
      problems.filter((problem) => !/Failed to load resource: .*status of 40[01]\b/.test(problem)),
    ).toEqual([]);
    expect(problems.length).toBeLessThanOrEqual(3);
    await context.close();
  });
});

describe.each(['bm', 'eng'] as const)('members on a desktop in %s', (language) => {
  const text = copy[language];

  it('sign in, then change the name, seats, language and email on the profile', async () => {
    // Signed up through the API from an address of this file's own (the sign-up limits count it).
    const member = await signUpMember(
      urls,
      `127.39.${language === 'bm' ? 1 : 2}.${randomInt(1, 250)}`,
      {
        mobile: freshMobile(),
      },
    );
    const { context, page, problems } = await visit(browser(), 'desktop', { language });
    await signInThroughForm(page, `${urls.site}${text.prefix}/sign-in`, member, {
      form: text.signInForm,
      mobile: text.mobile,
      password: text.password,
      submit: text.signIn,
    });
    await page.getByRole('heading', { level: 1, name: text.profileHeading }).waitFor();
    await listedDetail(page, member.profile.name).waitFor();
    await expectAxeClean(page, 'profile on a desktop');
    const name = language === 'bm' ? 'Nurul Huda binti Hassan' : 'Priya a/p Subramaniam';
    await editDetails(page, text, { email: `desktop${randomInt(1e9)}@example.com`, name });
    await screenshot(page, `account-details-${language}-desktop`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
