import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpMember } from '../integration/member-client';
import { waitForCode } from '../integration/sms-client';
import { screenshot } from '../support/browser';
import { signInThroughForm, useBrowser, visit } from '../support/journey';
import { fillSignUp } from '../support/sign-up-form';
import { axeViolations, liveForm, reactReady, sidewaysOverflow } from '../support/page-checks';
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
    state: /^Negeri mengundi/,
    parliament: /^Kawasan parlimen/,
    dun: /^Kawasan DUN/,
    signUp: 'Daftar',
    required: 'Nama penuh diperlukan',
    otpForm: 'Borang kod pengesahan',
    code: /^Kod pengesahan/,
    verify: 'Sahkan',
    invalidCode: 'kod tidak sah, jana kod baharu',
    twoTriesLeft: 'Kod salah. Anda boleh mencuba kod ini 2 kali lagi.',
    lastTry: 'Kod salah. Anda boleh mencuba kod ini sekali lagi.',
    spentWait:
      /^Kod ini tidak boleh digunakan lagi\. Anda boleh menjana kod baharu dalam \d+ saat\.$/,
    codeHeading: 'Masukkan kod pengesahan',
    registered: 'nombor telefon bimbit sudah didaftarkan',
    registeredSignIn: 'Log masuk dengan nombor ini',
    registeredReset: 'tetapkan semula kata laluan',
    privacy: 'Dasar Privasi',
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
    state: /^Voting state/,
    parliament: /^Parliament constituency/,
    dun: /^DUN constituency/,
    signUp: 'Sign up',
    required: 'Full name is required',
    otpForm: 'Verification code form',
    code: /^Verification code/,
    verify: 'Verify',
    invalidCode: 'invalid code, generate new code',
    twoTriesLeft: 'Wrong code. You can try this code 2 more times.',
    lastTry: 'Wrong code. You can try this code once more.',
    spentWait: /^This code can no longer be used\. You can generate a new code in \d+ seconds\.$/,
    codeHeading: 'Enter the verification code',
    registered: 'mobile already registered',
    registeredSignIn: 'Sign in with this number',
    registeredReset: 'reset the password',
    privacy: 'Privacy Policy',
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
    await fillSignUp(form, language, name, mobile);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const sent = new Date(Date.now() - 1000);
    await submit.click();

    // The code step: a wrong code says so with the tries it has left, then the texted one.
    const otp = page.getByRole('form', { name: text.otpForm });
    await otp.waitFor();
    expect(await page.getByRole('button', { name: text.regenerate }).isDisabled()).toBe(true);
    const code = await waitForCode(urls, mobile, sent);
    await otp.getByLabel(text.code).fill(otherCode(code));
    await otp.getByRole('button', { name: text.verify }).click();
    await otp.getByText(text.twoTriesLeft).waitFor();
    await expectAxeClean(page, 'code step with an error');
    await screenshot(page, `account-otp-${language}`);

    // A reload comes back to the code's step, not to an empty form; the same code still works.
    await page.reload();
    await page.getByRole('heading', { name: text.codeHeading }).waitFor();
    await otp.waitFor();
    await page
      .getByText(/•+\d{4}/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: text.regenerate }).isDisabled()).toBe(true);
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

  it("on a desktop: the privacy note, a spent code in the spec's words with the wait for a new one, and a registered number's way on", async () => {
    const { context, page } = await visit(browser(), 'desktop', { language });
    const mobile = freshMobile();
    await page.goto(`${urls.site}${text.prefix}/sign-up`);
    const form = await liveForm(page.getByRole('form', { name: text.signUpForm }));
    expect(await form.getByRole('link', { name: text.privacy }).getAttribute('href')).toBe(
      `${text.prefix}/privacy-policy`,
    );
    await fillSignUp(form, language, 'Lim Wei Jie', mobile);
    const sent = new Date(Date.now() - 1000);
    await form.getByRole('button', { name: text.signUp, exact: true }).click();

    // Three wrong tries: two left, one left, then the code is spent, in the spec's words.
    const otp = page.getByRole('form', { name: text.otpForm });
    await otp.waitFor();
    const code = await waitForCode(urls, mobile, sent);
    const verify = otp.getByRole('button', { name: text.verify });
    const regenerate = page.getByRole('button', { name: text.regenerate });
    let wrong = code;
    for (const message of [text.twoTriesLeft, text.lastTry, text.invalidCode]) {
      wrong = otherCode(wrong);
      await otp.getByLabel(text.code).fill(wrong);
      await verify.click();
      await otp.getByText(message).waitFor();
    }
    // It cannot be sent again; the page says how long until a new code can be asked for.
    await page.getByText(text.spentWait).waitFor();
    expect(await verify.isDisabled()).toBe(true);
    expect(await regenerate.isDisabled()).toBe(true);
    await expectAxeClean(page, 'spent code');

    await context.close();

    // A number that has an account (made through the API): the way on is beside the message.
    const member = await signUpMember(urls, language === 'bm' ? '127.31.28.1' : '127.31.28.2', {
      mobile: freshMobile(),
    });
    const other = await visit(browser(), 'desktop', { language });
    await other.page.goto(`${urls.site}${text.prefix}/sign-up`);
    const again = await liveForm(other.page.getByRole('form', { name: text.signUpForm }));
    await fillSignUp(again, language, 'Lim Wei Jie', member.mobile);
    await again.getByRole('button', { name: text.signUp, exact: true }).click();
    await again.getByText(text.registered).waitFor();
    expect(await again.getByRole('link', { name: text.registeredReset }).getAttribute('href')).toBe(
      `${text.prefix}/forgot-password`,
    );
    await expectAxeClean(other.page, 'mobile already registered');
    expect(
      await again.getByRole('link', { name: text.registeredSignIn }).getAttribute('href'),
    ).toBe(`${text.prefix}/sign-in`);
    await other.context.close();
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
