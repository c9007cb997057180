import { randomInt } from 'node:crypto';
import { apiPath, apiPaths, type ManagedActivity, type StaffEvent } from '@gsk/core/api';
import { malaysianTimeRange } from '@gsk/core/i18n/date-time';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventValues } from '../integration/event-fixture';
import { signUpMember, type SignedUpMember } from '../integration/member-client';
import { newMember, type TestMember } from '../integration/member-fixture';
import { codeIn, smsTo } from '../integration/sms-client';
import { apiCall, staffMember } from '../integration/volunteer-support';
import { screenshot } from '../support/browser';
import { useBrowser, visit } from '../support/journey';
import { axeViolations, liveForm, sidewaysOverflow } from '../support/page-checks';
import { stackUrls } from '../support/stack-setup';

/*
 * A member's places in the browser (issue 29): on a phone in Malay and in English, and on a
 * desktop, a signed-in member signs up for a shift of an activity staff made (through the staff
 * API), is told they are in, downloads its calendar file (in the page's language), finds it in
 * their profile's "My shifts and events" and cancels it there (asked twice): the place is free
 * again. On a full shift they join the waiting list and see their number; when the member who
 * held the place cancels (through the API), a reload shows them in and exactly one promotion text
 * reached them. On a full event they join its waiting list, see their number and leave it. Axe
 * clean, console clean, nothing wider than the screen. The API calls come from this file's own
 * loopback block, 127.42.200.x and up (tests/e2e/volunteers.test.ts makes none of its own).
 */

const urls = await stackUrls();
const browser = useBrowser();
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `127.42.${200 + (Math.floor(clients / 250) % 50)}.${(clients % 250) + 1}`;
};

type Language = 'bm' | 'eng';
type Viewport = 'phone' | 'desktop';

/** Selangor, P.106 Damansara: where the activity is and where the members live. */
const seats = { state: '10', parliament: 'P.106', dun: 'N.35' };
const hourMs = 3_600_000;

/**
 * A title as a text quotes it: whole, or its first two words and more cut to "..." (a text keeps to
 * one segment, functions/src/members/sms-texts.ts).
 */
const quoted = (title: string) => {
  const start = title.split(' ').slice(0, 2).join(' ');
  return `"(?:${title}|${start}[^"]*\\.\\.\\.)"`;
};

const copy = {
  bm: {
    prefix: '',
    signInForm: 'Borang log masuk',
    mobile: /^Nombor telefon bimbit/,
    password: /^Kata laluan/,
    signIn: 'Log masuk',
    signUpShift: 'Daftar untuk syif ini',
    signedUp: 'Pendaftaran berjaya: anda sudah berdaftar untuk syif ini.',
    confirmed: 'Anda sudah berdaftar',
    placesLeft: (left: number, places: number) =>
      `${left || 'Tiada'} tempat lagi daripada ${places}`,
    full: 'Penuh',
    joinWaiting: 'Sertai senarai menunggu',
    waitingJoined: 'Anda kini dalam senarai menunggu.',
    waiting: (position: number) => `Anda nombor ${position} dalam senarai menunggu`,
    calendar: 'Tambah ke kalendar',
    profileHeading: 'Profil saya',
    commitments: 'Syif dan acara saya',
    kindShift: 'Syif sukarelawan',
    cancel: 'Batalkan',
    leaveWaiting: 'Keluar dari senarai menunggu',
    confirmTitle: 'Batalkan tempat anda?',
    confirmYes: 'Ya, batalkan',
    cancelled: 'Tempat anda telah dibatalkan.',
    eventFull: 'Maaf, acara ini sudah penuh.',
    promotion: (title: string) =>
      new RegExp(
        `^RM0 Gerakan Sektor Ketiga: Anda mendapat tempat untuk ${quoted(title)} pada .+\\.`,
      ),
  },
  eng: {
    prefix: '/en',
    signInForm: 'Sign-in form',
    mobile: /^Mobile number/,
    password: /^Password/,
    signIn: 'Sign in',
    signUpShift: 'Sign up for this shift',
    signedUp: 'Signed up: you’re in for this shift.',
    confirmed: 'You’re in',
    placesLeft: (left: number, places: number) =>
      `${left || 'No'} ${left === 1 ? 'place' : 'places'} left of ${places}`,
    full: 'Full',
    joinWaiting: 'Join the waiting list',
    waitingJoined: 'You are now on the waiting list.',
    waiting: (position: number) => `You’re number ${position} on the waiting list`,
    calendar: 'Add to calendar',
    profileHeading: 'My profile',
    commitments: 'My shifts and events',
    kindShift: 'Volunteer shift',
    cancel: 'Cancel',
    leaveWaiting: 'Leave the waiting list',
    confirmTitle: 'Cancel your place?',
    confirmYes: 'Yes, cancel',
    cancelled: 'Your place was cancelled.',
    eventFull: 'Sorry, this event is full.',
    promotion: (title: string) =>
      new RegExp(`^RM0 Gerakan Sektor Ketiga: You got a place for ${quoted(title)} on .+\\.`),
  },
} as const;

let staffCookie = '';

beforeAll(async () => {
  staffCookie = (await staffMember(urls)).cookie;
});

const expectAxeClean = async (page: Page, where: string) =>
  expect(await axeViolations(page), where).toEqual([]);

/** A call of the API that must answer `status`; answers its JSON. */
async function expectCall<T>(
  status: number,
  method: 'POST' | 'DELETE',
  path: string,
  { body, cookie }: { body?: unknown; cookie: string },
): Promise<T> {
  const answer = await apiCall(urls, nextClient(), method, path, { body, cookie });
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(status);
  return answer.json as T;
}

/** A whole hour `hours` from now. */
const hoursAhead = (hours: number) =>
  new Date(Math.ceil((Date.now() + hours * hourMs) / hourMs) * hourMs);

/**
 * Staff's published activity in Damansara with two shifts: one of 3 places two days ahead, and
 * one of a single place three days ahead, which `holder` takes (through the API).
 */
async function activityWithShifts(run: string, holder: TestMember) {
  const title = { bm: `Kebun komuniti ${run}`, eng: `Community garden ${run}` };
  const made = await expectCall<ManagedActivity>(201, 'POST', apiPaths.staffActivities, {
    body: {
      title,
      description: {
        bm: 'Menanam sayur bersama jiran di kebun komuniti.',
        eng: 'Planting vegetables with the neighbours in the community garden.',
      },
      enterpriseId: '',
      area: { state: seats.state, parliament: seats.parliament },
      online: false,
      venue: { bm: 'Kebun Komuniti Taman Tun Dr Ismail', eng: 'TTDI Community Garden' },
      skills: ['event-crew'],
    },
    cookie: staffCookie,
  });
  const addShift = (start: Date, places: number) =>
    expectCall<ManagedActivity>(
      201,
      'POST',
      apiPath(apiPaths.staffActivityShifts, { id: made.id }),
      {
        body: {
          startsAt: start.toISOString(),
          endsAt: new Date(start.getTime() + 3 * hourMs).toISOString(),
          places,
        },
        cookie: staffCookie,
      },
    );
  const openStart = hoursAhead(48);
  const fullStart = hoursAhead(72);
  await addShift(openStart, 3);
  const activity = await addShift(fullStart, 1);
  const shiftAt = (start: Date) => {
    const shift = activity.shifts.find(({ startsAt }) => Date.parse(startsAt) === start.getTime());
    if (!shift) throw new Error(`no shift at ${start.toISOString()}`);
    return shift;
  };
  const open = shiftAt(openStart);
  const full = shiftAt(fullStart);
  await expectCall(
    201,
    'POST',
    apiPath(apiPaths.shiftSignups, { id: activity.id, shiftId: full.id }),
    {
      cookie: holder.cookie,
    },
  );
  return { activity, title, open, full };
}

/** Signs in through the site's form, sent on to `path` (below the language's prefix). */
async function signIn(page: Page, language: Language, member: SignedUpMember, path: string) {
  const text = copy[language];
  const next = `${text.prefix}${path}`;
  await page.goto(`${urls.site}${text.prefix}/sign-in?next=${encodeURIComponent(next)}`);
  // A page opened with a query string renders afresh once its code runs (docs/testing.md).
  const form = await liveForm(page.getByRole('form', { name: text.signInForm }));
  await form.getByLabel(text.mobile).fill(member.mobile);
  await form.getByLabel(text.password).fill(member.password);
  await form.getByRole('button', { name: text.signIn, exact: true }).click();
  await page.waitForURL(`${urls.site}${next}`);
}

/** Answers the cancel dialog with yes: asked once, sent once. */
async function confirmCancel(page: Page, language: Language, where: string) {
  const text = copy[language];
  const dialog = page.getByRole('dialog', { name: text.confirmTitle });
  await dialog.waitFor();
  await expectAxeClean(page, where);
  await dialog.getByRole('button', { name: text.confirmYes }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The texts (no codes) `mobile` received, once their number stopped growing for a while. */
async function settledTexts(mobile: string) {
  let last = -1;
  for (let tries = 0; tries < 40; tries += 1) {
    const texts = (await smsTo(urls, mobile)).filter(({ text }) => codeIn(text) === undefined);
    if (texts.length > 0 && texts.length === last) return texts;
    last = texts.length;
    await new Promise((done) => setTimeout(done, 500));
  }
  return (await smsTo(urls, mobile)).filter(({ text }) => codeIn(text) === undefined);
}

/** The text of a downloaded file. */
async function downloaded(link: Locator, page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

describe.each([
  ['bm', 'phone'],
  ['eng', 'phone'],
  ['bm', 'desktop'],
] as const satisfies readonly (readonly [Language, Viewport])[])(
  'a member’s shifts in %s on a %s',
  (language, viewport) => {
    const text = copy[language];

    it('signs up (in, calendar file), cancels in the profile (place free again), waits on a full shift and is promoted with one text', async () => {
      const run = `${language}${viewport}${randomInt(1e6)}`;
      const [member, holder] = await Promise.all([
        signUpMember(urls, nextClient(), { ...seats, language, name: 'Aminah binti Yusof' }),
        newMember(urls, language, 'Lim Wei Ling', { seats }),
      ]);
      const { activity, title, open, full } = await activityWithShifts(run, holder);
      const openWhen = malaysianTimeRange(open.startsAt, open.endsAt, language);
      const fullWhen = malaysianTimeRange(full.startsAt, full.endsAt, language);
      const activityPath = `/volunteer/activities/${activity.id}`;

      const { context, page, problems } = await visit(browser(), viewport, { language });
      await signIn(page, language, member, activityPath);
      await page.getByRole('heading', { level: 1, name: title[language] }).waitFor();

      // The open shift: signed up, told so, its places one fewer.
      const openCard = page.getByRole('article', { name: openWhen });
      await openCard.getByText(text.placesLeft(3, 3)).waitFor();
      await openCard.getByRole('button', { name: text.signUpShift }).click();
      await openCard.getByRole('status').filter({ hasText: text.signedUp }).waitFor();
      await openCard.getByText(text.confirmed, { exact: true }).waitFor();
      await openCard.getByText(text.placesLeft(2, 3)).waitFor();

      // Its calendar file, in the page's language.
      const calendar = await downloaded(openCard.getByRole('link', { name: text.calendar }), page);
      expect(calendar.name).toMatch(/\.ics$/);
      expect(calendar.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(calendar.text).toMatch(/\r\nEND:VCALENDAR\r\n?$/);
      expect(calendar.text.replace(/\r\n /g, '')).toContain(`\r\nSUMMARY:${title[language]}\r\n`);
      const href = await openCard.getByRole('link', { name: text.calendar }).getAttribute('href');
      const file = await page.request.get(`${urls.site}${href}`);
      expect(file.headers()['content-type']).toMatch(/^text\/calendar/);

      // The full shift offers its waiting list; the member joins and sees their number.
      const fullCard = page.getByRole('article', { name: fullWhen });
      await fullCard.getByText(text.full, { exact: true }).waitFor();
      await fullCard.getByRole('button', { name: text.joinWaiting }).click();
      await fullCard.getByRole('status').filter({ hasText: text.waitingJoined }).waitFor();
      await fullCard.getByText(text.waiting(1)).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectAxeClean(page, 'activity: in on one shift, waiting on the other');
      await screenshot(page, `places-activity-${language}-${viewport}`);

      // The profile lists both; the open shift is cancelled there, asked twice.
      await page.goto(`${urls.site}${text.prefix}/profile`);
      await page.getByRole('heading', { level: 1, name: text.profileHeading }).waitFor();
      const commitments = page.getByRole('region', { name: text.commitments });
      const openItem = commitments.getByRole('listitem').filter({ hasText: openWhen });
      const fullItem = commitments.getByRole('listitem').filter({ hasText: fullWhen });
      await openItem.getByText(text.confirmed, { exact: true }).waitFor();
      await openItem.getByText(text.kindShift).waitFor();
      await openItem.getByRole('link', { name: title[language] }).waitFor();
      await fullItem.getByText(text.waiting(1)).waitFor();
      await fullItem.getByRole('button', { name: text.leaveWaiting }).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectAxeClean(page, 'profile: my shifts and events');
      await screenshot(page, `places-profile-${language}-${viewport}`);
      await openItem.getByRole('button', { name: text.cancel, exact: true }).click();
      await screenshot(page, `places-cancel-dialog-${language}-${viewport}`, { fullPage: false });
      await confirmCancel(page, language, 'profile: the cancel dialog');
      await openItem.waitFor({ state: 'detached' });
      await fullItem.getByText(text.waiting(1)).waitFor();

      // The place is free again: all three places left, and the button back.
      await fullItem.getByRole('link', { name: title[language] }).click();
      await page.getByRole('heading', { level: 1, name: title[language] }).waitFor();
      await openCard.getByText(text.placesLeft(3, 3)).waitFor();
      await openCard.getByRole('button', { name: text.signUpShift }).waitFor();

      // The member holding the full shift's place cancels: the first waiting is promoted.
      const since = new Date(Date.now() - 1000);
      expect(
        await expectCall(
          200,
          'DELETE',
          apiPath(apiPaths.shiftSignups, { id: activity.id, shiftId: full.id }),
          { cookie: holder.cookie },
        ),
      ).toEqual({ status: 'cancelled' });
      await page.reload();
      await fullCard.getByText(text.confirmed, { exact: true }).waitFor();
      await fullCard.getByText(text.placesLeft(0, 1)).waitFor();
      expect(await fullCard.getByText(text.waiting(1)).count()).toBe(0);
      await expectAxeClean(page, 'activity: promoted');
      await screenshot(page, `places-promoted-${language}-${viewport}`);

      const texts = (await settledTexts(member.mobile)).filter(
        ({ date }) => Date.parse(date) >= since.getTime(),
      );
      expect(texts.map(({ text: sent }) => sent)).toEqual([
        expect.stringMatching(text.promotion(title[language])),
      ]);
      expect(problems).toEqual([]);
      await context.close();
    });
  },
);

describe.each(['bm', 'eng'] as const)('an event’s waiting list in %s on a phone', (language) => {
  const text = copy[language];

  it('a full event offers its waiting list: joined, number shown, left again', async () => {
    const run = `${language}${randomInt(1e6)}`;
    const title = {
      bm: `Bengkel koperasi ${run}`,
      eng: `Co-operative workshop ${run}`,
    };
    const [member, holder, event] = await Promise.all([
      signUpMember(urls, nextClient(), { ...seats, language, name: 'Kavitha a/p Raman' }),
      newMember(urls, language, 'Tan Ah Kow', { seats }),
      expectCall<StaffEvent>(201, 'POST', apiPaths.staffEvents, {
        body: eventValues({ title, capacity: 1 }),
        cookie: staffCookie,
      }),
    ]);
    await expectCall(201, 'POST', apiPath(apiPaths.eventRegistrations, { id: event.id }), {
      cookie: holder.cookie,
    });

    const { context, page, problems } = await visit(browser(), 'phone', { language });
    await signIn(page, language, member, `/programmes/${event.id}`);
    await page.getByRole('heading', { level: 1, name: title[language] }).waitFor();
    await page.getByText(text.eventFull).waitFor();
    await page.getByRole('button', { name: text.joinWaiting }).click();
    await page.getByText(text.waiting(1)).waitFor();
    expect(await page.getByRole('link', { name: text.calendar }).count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectAxeClean(page, 'event: waiting');
    await screenshot(page, `places-event-waiting-${language}-phone`);

    // A reload still shows the number (the server's, not the page's memory).
    await page.reload();
    await page.getByText(text.waiting(1)).waitFor();
    await page.getByRole('button', { name: text.leaveWaiting }).click();
    await confirmCancel(page, language, 'event: the cancel dialog');
    await page.getByRole('status').filter({ hasText: text.cancelled }).waitFor();
    await page.getByRole('button', { name: text.joinWaiting }).waitFor();
    expect(await page.getByText(text.waiting(1)).count()).toBe(0);
    await expectAxeClean(page, 'event: left the waiting list');
    await screenshot(page, `places-event-left-${language}-phone`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
