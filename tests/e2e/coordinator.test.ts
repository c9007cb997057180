import { apiPath, apiPaths, type ManagedActivity } from '@gsk/core/api';
import { malaysianTimeRange } from '@gsk/core/i18n/date-time';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../integration/member-client';
import {
  apiCall,
  becomeVolunteer,
  activityForm,
  memberIn,
  setEmail,
  signUpForShift,
  staffMember,
} from '../integration/volunteer-support';
import { screenshot } from '../support/browser';
import { useBrowser, visit } from '../support/journey';
import { axeViolations, liveForm, sidewaysOverflow } from '../support/page-checks';
import { stackUrls } from '../support/stack-setup';

/*
 * The coordinator's section in the browser (issue 29), on a phone in Malay and in English: a
 * member whom staff appointed (through the staff API) signs in and opens the section, sees the
 * volunteers of their area (a consenting one's number and email, nothing of one who did not
 * consent), proposes an activity, opens a shift with a volunteer signed up and checks them in; a
 * plain member is told whom the section is for. Axe clean, console clean. Its own loopback block
 * for the API calls it makes (127.44.x).
 */

const urls = await stackUrls();
const browser = useBrowser();
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `127.44.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

type Language = 'bm' | 'eng';

/** Selangor, P.106 Damansara: the coordinator's area and where the volunteers live. */
const seats = { state: '10', parliament: 'P.106', dun: 'N.35' };

const copy = {
  bm: {
    prefix: '',
    signInForm: 'Borang log masuk',
    mobile: /^Nombor telefon bimbit/,
    password: /^Kata laluan/,
    signIn: 'Log masuk',
    heading: 'Ruang penyelaras',
    areas: 'Kawasan saya',
    area: 'P.106 Damansara, Selangor',
    volunteers: 'Sukarelawan di kawasan saya',
    call: (name: string, mobile: string) => `Telefon ${name} di ${mobile}`,
    noContact: 'Tidak bersetuju dihubungi terus',
    openPropose: 'Cadangkan aktiviti baharu',
    proposeForm: 'Borang cadangan aktiviti',
    titleBm: /^Tajuk \(Bahasa Melayu\)/,
    titleEng: /^Tajuk \(Bahasa Inggeris\)/,
    descriptionBm: /^Penerangan \(Bahasa Melayu\)/,
    descriptionEng: /^Penerangan \(Bahasa Inggeris\)/,
    venueBm: /^Tempat \(Bahasa Melayu\)/,
    venueEng: /^Tempat \(Bahasa Inggeris\)/,
    submit: 'Hantar cadangan',
    proposed: /telah dihantar kepada staf untuk kelulusan/,
    awaiting: 'Menunggu kelulusan',
    door: (time: string) => `Kehadiran dan SMS syif ${time}`,
    count: (checked: number, total: number) => `${checked} daripada ${total} telah hadir`,
    checkIn: (name: string) => `${name} Hadir`,
    notCoordinator: 'Ruang ini untuk penyelaras',
  },
  eng: {
    prefix: '/en',
    signInForm: 'Sign-in form',
    mobile: /^Mobile number/,
    password: /^Password/,
    signIn: 'Sign in',
    heading: 'Coordinator hub',
    areas: 'My areas',
    area: 'P.106 Damansara, Selangor',
    volunteers: 'Volunteers in my areas',
    call: (name: string, mobile: string) => `Call ${name} on ${mobile}`,
    noContact: 'Did not agree to direct contact',
    openPropose: 'Propose a new activity',
    proposeForm: 'Activity proposal form',
    titleBm: /^Title \(Malay\)/,
    titleEng: /^Title \(English\)/,
    descriptionBm: /^Description \(Malay\)/,
    descriptionEng: /^Description \(English\)/,
    venueBm: /^Venue \(Malay\)/,
    venueEng: /^Venue \(English\)/,
    submit: 'Send the proposal',
    proposed: /was sent to staff for approval/,
    awaiting: 'Awaiting approval',
    door: (time: string) => `Attendance and texts for the shift of ${time}`,
    count: (checked: number, total: number) => `${checked} of ${total} checked in`,
    checkIn: (name: string) => `${name} Present`,
    notCoordinator: 'This section is for coordinators',
  },
} as const;

let staffCookie = '';

beforeAll(async () => {
  staffCookie = (await staffMember(urls)).cookie;
});

const expectAxeClean = async (page: Page, where: string) =>
  expect(await axeViolations(page), where).toEqual([]);

/** Signs in through the site's form, sent on to the coordinator's section. */
async function signInToSection(page: Page, language: Language, member: SignedUpMember) {
  const text = copy[language];
  const next = `${text.prefix}/coordinator`;
  await page.goto(`${urls.site}${text.prefix}/sign-in?next=${encodeURIComponent(next)}`);
  // A page opened with a query string renders afresh once its code runs (docs/testing.md): the
  // form is filled once it is live.
  const form = await liveForm(page.getByRole('form', { name: text.signInForm }));
  await form.getByLabel(text.mobile).fill(member.mobile);
  await form.getByLabel(text.password).fill(member.password);
  await form.getByRole('button', { name: text.signIn, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: text.heading }).waitFor();
}

/** What one language's journey needs, made through the API as people would make it. */
async function journeyData(language: Language) {
  const coordinator = await signUpMember(urls, nextClient(), {
    ...seats,
    name: `Rahman bin Yusof ${language}`,
  });
  const appointed = await apiCall(urls, nextClient(), 'POST', apiPaths.staffCoordinators, {
    body: { mobile: coordinator.mobile, areas: [{ state: '10', parliament: 'P.106' }] },
    cookie: staffCookie,
  });
  expect(appointed.status, appointed.text).toBe(201);

  const consenting = await memberIn(urls, seats, `Siti Aminah ${language}`);
  await setEmail(urls, nextClient(), consenting, `siti.${language}.${Date.now()}@example.com`);
  await becomeVolunteer(urls, nextClient(), consenting, { consentSms: true, consentEmail: true });
  const silent = await memberIn(urls, seats, `Tan Mei Ling ${language}`);
  await becomeVolunteer(urls, nextClient(), silent, { consentSms: false, consentEmail: false });

  // Staff's published activity in the area, named for this run (other runs' share the seat).
  const area = { state: seats.state, parliament: seats.parliament };
  const made = await apiCall(urls, nextClient(), 'POST', apiPaths.staffActivities, {
    body: activityForm(area, `Dapur ${language} ${Date.now()}`),
    cookie: staffCookie,
  });
  expect(made.status, made.text).toBe(201);
  const start = Date.now() + 2 * 3600_000;
  const shifted = await apiCall(
    urls,
    nextClient(),
    'POST',
    apiPath(apiPaths.staffActivityShifts, { id: (made.json as ManagedActivity).id }),
    {
      body: {
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 3 * 3600_000).toISOString(),
        places: 10,
      },
      cookie: staffCookie,
    },
  );
  expect(shifted.status, shifted.text).toBe(201);
  const activity = shifted.json as ManagedActivity;
  const shift = activity.shifts[0]!;
  // The volunteer signs up for the shift through its route, as the activity's page does.
  expect(await signUpForShift(urls, nextClient(), activity.id, shift.id, consenting)).toEqual({
    status: 'confirmed',
  });
  return { coordinator, consenting, silent, activity, shift };
}

describe("the coordinator's section on a phone", () => {
  it.each(['bm', 'eng'] as const)(
    '%s: sees their volunteers (consented contact only), proposes an activity and checks a volunteer in at the door',
    async (language) => {
      const text = copy[language];
      const { coordinator, consenting, silent, activity, shift } = await journeyData(language);
      const { context, page, problems } = await visit(browser(), 'phone', { language });
      await signInToSection(page, language, coordinator);

      const areas = page.getByRole('region', { name: text.areas, exact: true });
      await areas.getByText(text.area).waitFor();
      const people = page.getByRole('region', { name: text.volunteers, exact: true });
      const siti = people.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: `Siti Aminah ${language}` }),
      });
      await siti
        .getByRole('link', { name: text.call(`Siti Aminah ${language}`, consenting.mobile) })
        .waitFor();
      const mei = people.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: `Tan Mei Ling ${language}` }),
      });
      await mei.getByText(text.noContact).waitFor();
      expect(await mei.getByRole('link').count()).toBe(0);
      expect(await page.content()).not.toContain(silent.mobile);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectAxeClean(page, 'the overview');
      await screenshot(page, `coordinator-${language}-overview`);

      // Propose an activity in their one area (chosen for them).
      const title = `Kelas memasak ${language} ${Date.now()}`;
      await page.getByRole('button', { name: text.openPropose }).click();
      const form = page.getByRole('form', { name: text.proposeForm });
      await form.waitFor();
      await form.getByLabel(text.titleBm).fill(title);
      await form.getByLabel(text.titleEng).fill(`Cooking class ${language}`);
      await form.getByLabel(text.descriptionBm).fill('Belajar memasak bersama jiran.');
      await form.getByLabel(text.descriptionEng).fill('Learn to cook with the neighbours.');
      await form.getByLabel(text.venueBm).fill('Dewan Kampung Tunku');
      await form.getByLabel(text.venueEng).fill('Kampung Tunku Hall');
      await form.getByRole('button', { name: text.submit }).click();
      await page.getByText(text.proposed).waitFor();
      const proposal = page.getByRole('listitem').filter({
        has: page.getByRole('heading', {
          name: language === 'bm' ? title : `Cooking class ${language}`,
        }),
      });
      await proposal.getByText(text.awaiting).waitFor();
      await expectAxeClean(page, 'after proposing');

      // The staff's activity's shift: its door, and the volunteer checked in.
      const time = malaysianTimeRange(shift.startsAt, shift.endsAt, language);
      const card = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: activity.title[language] }),
      });
      await card.getByRole('link', { name: text.door(time) }).click();
      await page.getByText(text.count(0, 1)).waitFor();
      const toggle = page.getByRole('button', { name: text.checkIn(`Siti Aminah ${language}`) });
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      await page.getByText(text.count(1, 1)).waitFor();
      await expect.poll(() => toggle.getAttribute('aria-busy')).toBeNull();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expectAxeClean(page, 'the door');
      await screenshot(page, `coordinator-${language}-door`);
      // Recorded: a fresh load of the door shows it checked in.
      await page.reload();
      await page.getByText(text.count(1, 1)).waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');

      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each(['bm', 'eng'] as const)(
    '%s: a plain member is told the section is for coordinators',
    async (language) => {
      const text = copy[language];
      const member = await signUpMember(urls, nextClient(), seats);
      const { context, page, problems } = await visit(browser(), 'phone', { language });
      await signInToSection(page, language, member);
      await page.getByRole('heading', { level: 2, name: text.notCoordinator }).waitFor();
      await expectAxeClean(page, 'not a coordinator');
      await screenshot(page, `coordinator-${language}-not-coordinator`);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
