import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { apiPath, apiPaths, type EventList, type OtpChallenge } from '@gsk/core/api';
import { MODAL_SEEN_COOKIE_NAME } from '@gsk/core/constants';
import { dunsOf, parliamentsOf, votingStates } from '@gsk/core/electoral';
import type { Language } from '@gsk/core/i18n/language';
import { describe, expect, it } from 'vitest';
import { nextFeaturedEvent } from '../../web/src/features/events/lib/featured';
import { memberCall } from '../integration/member-client';
import { waitForCode } from '../integration/sms-client';
import { screenshot } from '../support/browser';
import { signInThroughForm, useBrowser, visit } from '../support/journey';
import { axeViolations, reactReady, sidewaysOverflow } from '../support/page-checks';
import { stackUrls } from '../support/stack-setup';

const urls = await stackUrls();
const browser = useBrowser();
const repoRoot = resolve(import.meta.dirname, '../..');

const copy = {
  bm: {
    prefix: '',
    listHeading: 'Program dan acara',
    signIn: 'Log masuk untuk mendaftar',
    signInForm: 'Borang log masuk',
    mobile: /^Nombor telefon bimbit/,
    password: /^Kata laluan/,
    signInButton: 'Log masuk',
    confirm: 'Sahkan pendaftaran',
    registered: 'Pendaftaran berjaya',
    already: 'Anda sudah mendaftar',
    youAreRegistered: 'Anda telah berdaftar untuk acara ini',
    placesBefore: '25 tempat lagi',
    placesAfter: '24 tempat lagi',
    allProgrammes: 'Semua program',
    profileHeading: 'Profil saya',
    open: 'Dibuka',
    invitation: 'Jom sertai acara kami',
    view: 'Lihat acara',
    homeHeading: 'Sektor Ketiga untuk rakyat',
  },
  eng: {
    prefix: '/en',
    listHeading: 'Programmes and events',
    signIn: 'Sign in to register',
    signInForm: 'Sign-in form',
    mobile: /^Mobile number/,
    password: /^Password/,
    signInButton: 'Sign in',
    confirm: 'Confirm registration',
    registered: 'Registration successful',
    already: 'Already registered',
    youAreRegistered: 'You are registered for this event',
    placesBefore: '25 places left',
    placesAfter: '24 places left',
    allProgrammes: 'All programmes',
    profileHeading: 'My profile',
    open: 'Open',
    invitation: 'Join us at our next event',
    view: 'See the event',
    homeHeading: 'A Third Sector for the people',
  },
} as const;

/** An event of this run's own, added as staff would locally (`npm run event -- add`). */
async function addEvent(
  title: string,
  { days = 9, featured = false }: { days?: number; featured?: boolean } = {},
): Promise<string> {
  const starts = new Date(Date.now() + days * 86_400_000).toISOString();
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      'tsx',
      'infra/local/event.ts',
      'add',
      ['--title-bm', `${title}: bengkel koperasi`],
      ['--title-eng', `${title}: co-operative workshop`],
      ['--description-bm', 'Bengkel praktikal tentang cara menubuhkan koperasi komuniti.'],
      ['--description-eng', 'A practical workshop on setting up a community co-operative.'],
      ['--venue-bm', 'Dewan Orang Ramai Kampung Baru, Kuala Lumpur'],
      ['--venue-eng', 'Kampung Baru Public Hall, Kuala Lumpur'],
      ['--starts', starts],
      ['--capacity', '25'],
      ['--dynamodb', urls.dynamodb],
      featured ? ['--featured'] : [],
    ].flat(),
    { cwd: repoRoot },
  );
  const id = /event (\S+):/.exec(stdout)?.[1];
  if (!id) throw new Error(`npm run event -- add said: ${stdout}`);
  return id;
}

let callers = 0;
/**
 * A state-changing call of the members' API, from the site's own pages (its Origin), each from a
 * loopback address of its own (127.32.0.0/16): the run's other files sign members up on the same
 * stack, and the per-address limits are the stack's.
 */
async function post<T>(path: string, body: unknown): Promise<T> {
  callers += 1;
  const from = `127.32.${Math.floor(callers / 250) % 250}.${(callers % 250) + 1}`;
  const answer = await memberCall(urls, path, from, { body });
  if (answer.status >= 300) throw new Error(`POST ${path}: ${answer.status} ${answer.text}`);
  return answer.json as T;
}

/** A member signed up through the API with the texted code: their mobile number and password. */
async function signUpMember(language: Language) {
  const state = votingStates().find(({ code }) =>
    parliamentsOf(code).some((seat) => dunsOf(code, seat.code).length > 0),
  )!;
  const parliament = parliamentsOf(state.code).find(
    (seat) => dunsOf(state.code, seat.code).length > 0,
  )!;
  const mobile = `011${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const password = 'rahsia-kuat-1';
  const sent = new Date(Date.now() - 1000);
  const challenge = await post<OtpChallenge>(apiPaths.signUp, {
    name: language === 'bm' ? 'Siti Hajar binti Omar' : 'Daniel Lim Wei Jie',
    mobile,
    password,
    passwordConfirmation: password,
    state: state.code,
    parliament: parliament.code,
    dun: dunsOf(state.code, parliament.code)[0]!.code,
    language,
  });
  const code = await waitForCode(urls, mobile, sent);
  await post(apiPaths.signUpVerify, { challengeId: challenge.challengeId, code });
  return { mobile, password };
}

/** The event the home page invites to now, as the public API lists it. */
async function featuredNow() {
  const { events } = (await (await fetch(new URL(apiPaths.events, urls.api))).json()) as EventList;
  return nextFeaturedEvent(events);
}

const expectAxeClean = async (page: Page, where: string) =>
  expect(await axeViolations(page), where).toEqual([]);

describe.each([
  ['bm', 'phone'],
  ['eng', 'desktop'],
  ['eng', 'phone'],
] as const)('registering for an event in %s on a %s', (language, viewport) => {
  const text = copy[language];

  it("list, event page, sign in, confirm: 'registration successful', then 'already registered'", async () => {
    const run = `E2E ${language} ${viewport} ${randomInt(1e6)}`;
    const [eventId, member] = await Promise.all([addEvent(run), signUpMember(language)]);
    const title = language === 'bm' ? `${run}: bengkel koperasi` : `${run}: co-operative workshop`;
    const { context, page, problems } = await visit(browser(), viewport, { language });

    await page.goto(`${urls.site}${text.prefix}/programmes`);
    await page.getByRole('heading', { level: 1, name: text.listHeading }).waitFor();
    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByText(text.open, { exact: true }).waitFor();
    await expectAxeClean(page, 'programmes list');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const link = card.getByRole('link', { name: title });
    await reactReady(link);
    await link.click();

    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`${text.prefix}/programmes/${eventId}`);
    const signIn = page.getByRole('link', { name: text.signIn });
    await signIn.waitFor();
    await expectAxeClean(page, 'event page, signed out');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await signIn.click();

    const form = page.getByRole('form', { name: text.signInForm });
    await form.waitFor();
    await form.getByLabel(text.mobile).fill(member.mobile);
    await form.getByLabel(text.password).fill(member.password);
    await form.getByRole('button', { name: text.signInButton, exact: true }).click();

    // Back on the event's page, signed in; a second tab of it still offers the button.
    const confirm = page.getByRole('button', { name: text.confirm });
    await confirm.waitFor();
    expect(new URL(page.url()).pathname).toBe(`${text.prefix}/programmes/${eventId}`);
    const second = await context.newPage();
    await second.goto(page.url());
    const secondConfirm = second.getByRole('button', { name: text.confirm });
    await reactReady(secondConfirm);

    await confirm.dblclick();
    await page.getByRole('status').filter({ hasText: text.registered }).waitFor();
    await expectAxeClean(page, 'registration successful');
    await screenshot(page, `event-registered-${language}-${viewport}`);
    expect(await page.getByText(text.placesAfter).count()).toBe(1);

    await secondConfirm.click();
    await second.getByRole('status').filter({ hasText: text.already }).waitFor();
    // Within the 30 s browsers may keep the public answers: a reload never shows the
    // registration undone (a place too many), here or in the list.
    await page.reload();
    await page.getByText(text.already).waitFor();
    expect(await page.getByRole('button', { name: text.confirm }).count()).toBe(0);
    await page.getByText(text.placesAfter).waitFor();
    expect(await page.getByText(text.placesBefore).count()).toBe(0);
    const back = page.getByRole('link', { name: text.allProgrammes });
    await reactReady(back);
    await back.click();
    await page.getByRole('heading', { level: 1, name: text.listHeading }).waitFor();
    await card.getByText(text.youAreRegistered).waitFor();
    expect(await card.getByText(text.placesAfter).count()).toBe(1);
    await expectAxeClean(page, 'programmes list, registered');

    // The browser logs the signed-out visitor's 401 from GET /api/account/me; nothing else.
    expect(
      problems.filter((problem) => !/Failed to load resource: .*status of 401\b/.test(problem)),
    ).toEqual([]);
    await context.close();
  });
});

describe('the home page’s invitation to the next featured event', () => {
  it.each([
    ['bm', 'phone'],
    ['eng', 'desktop'],
  ] as const)(
    'shows once per visitor in %s on a %s, labelled, axe clean, and closes by Escape',
    async (language, viewport) => {
      const text = copy[language];
      // The soonest featured event of the stack (tests share it) is one of this run's own.
      await addEvent(`E2E featured ${randomInt(1e6)}`, { days: 1, featured: true });
      const featured = await featuredNow();
      expect(featured).toBeDefined();
      const { context, page, problems } = await visit(browser(), viewport, {
        language,
        homeInvitation: true,
      });

      await page.goto(`${urls.site}${text.prefix}`);
      await page.getByRole('heading', { level: 1, name: text.homeHeading }).waitFor();
      const dialog = page.getByRole('dialog', { name: text.invitation });
      await dialog.waitFor();
      await dialog.getByText(featured!.title[language]).waitFor();
      expect(await dialog.getByRole('link', { name: text.view }).getAttribute('href')).toBe(
        `${text.prefix}/programmes/${featured!.id}`,
      );
      await expectAxeClean(page, 'home with the invitation');
      const cookie = (await context.cookies(urls.site)).find(
        ({ name }) => name === MODAL_SEEN_COOKIE_NAME,
      );
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);

      // The same visitor again: the home page without the dialog.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: text.homeHeading }).waitFor();
      await page.waitForTimeout(2000);
      expect(await page.getByRole('dialog', { name: text.invitation }).count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['bm', 'phone'],
    ['eng', 'desktop'],
  ] as const)(
    'is not shown in %s on a %s to a member already registered for the featured event',
    async (language, viewport) => {
      const text = copy[language];
      const [, member] = await Promise.all([
        addEvent(`E2E featured, registered ${randomInt(1e6)}`, { days: 1, featured: true }),
        signUpMember(language),
      ]);
      const featured = (await featuredNow())!;
      const { context, page, problems } = await visit(browser(), viewport, {
        language,
        homeInvitation: true,
      });

      await signInThroughForm(page, `${urls.site}${text.prefix}/sign-in`, member, {
        form: text.signInForm,
        mobile: text.mobile,
        password: text.password,
        submit: text.signInButton,
      });
      await page.getByRole('heading', { level: 1, name: text.profileHeading }).waitFor();
      // Registered as the event's page would (the browser's own session cookie).
      const registration = await page.request.post(
        `${urls.site}${apiPath(apiPaths.eventRegistrations, { id: featured.id })}`,
        { headers: { origin: urls.site } },
      );
      expect(registration.status()).toBe(201);

      const listed = page.waitForResponse(
        (response) => new URL(response.url()).pathname === apiPaths.events,
      );
      await page.goto(`${urls.site}${text.prefix}`);
      await page.getByRole('heading', { level: 1, name: text.homeHeading }).waitFor();
      await listed;
      await page.waitForTimeout(2000);
      expect(await page.getByRole('dialog', { name: text.invitation }).count()).toBe(0);
      const cookies = await context.cookies(urls.site);
      expect(cookies.some(({ name }) => name === MODAL_SEEN_COOKIE_NAME)).toBe(false);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
