import { randomBytes, randomInt } from 'node:crypto';
import { coordinatorApiPaths, type ManagedActivity, type MapFigures } from '@gsk/core/api';
import { apiPaths } from '@gsk/core/api';
import { toMalaysiaInput } from '@gsk/core/i18n/date-time';
import { dunsOf, parliamentsOf } from '@gsk/core/electoral';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpMember, someSeat } from '../integration/member-client';
import {
  activityForm,
  apiCall,
  seatsOf,
  volunteerForm,
  type Seats,
} from '../integration/volunteer-support';
import { screenshot } from '../support/browser';
import { useBrowser, visit } from '../support/journey';
import { sidewaysOverflow } from '../support/page-checks';
import { stackUrls } from '../support/stack-setup';
import { expectAxeClean, exportedRows, newStaff, signInToConsole } from './staff-journey';

/*
 * The console's volunteers side in the browser (issue 29), on a phone in Malay and in English and
 * on a desktop: staff sign in, see on the map (its SVG and the table beside it) a seat with
 * members and no coordinator marked, appoint one of its members coordinator of that seat by their
 * mobile number, and the seat is no longer marked; approve the activity that coordinator proposed
 * (through the coordinator's API, untrusted) and add a week of shifts to it; and find a volunteer
 * of the seat in the volunteers list filtered by seat and skill, and in its CSV. The seat is one
 * no other test populates, picked at random each run, so the figures asserted are this test's.
 * Axe clean, console clean, nothing wider than the screen. Its own loopback block (127.43.x).
 */

const urls = await stackUrls();
const browser = useBrowser();
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `127.43.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
};

type Language = 'bm' | 'eng';
type Viewport = 'phone' | 'desktop';

const copy = {
  bm: {
    prefix: '',
    openMenu: 'Buka menu konsol',
    nav: 'Navigasi konsol',
    navMap: 'Peta',
    navCoordinators: 'Penyelaras',
    navActivities: 'Aktiviti',
    navVolunteers: 'Sukarelawan',
    dashboard: 'Papan Pemuka',
    mapHeading: 'Peta',
    bySeat: 'Kawasan parlimen',
    mapImage: 'Peta Ahli mengikut Kawasan parlimen',
    mapTable: 'Ahli mengikut Kawasan parlimen',
    uncovered: 'Tiada penyelaras',
    coordinatorsHeading: 'Penyelaras',
    appointForm: 'Borang lantik penyelaras',
    mobile: /^Nombor telefon bimbit/,
    state: 'Negeri',
    parliament: 'Kawasan parlimen',
    addArea: 'Tambah kawasan',
    chosen: 'Kawasan dipilih',
    appoint: 'Lantik',
    appointed: (name: string) => `${name} dilantik sebagai penyelaras.`,
    coordinatorsList: 'Senarai penyelaras',
    activitiesHeading: 'Aktiviti',
    activitiesList: 'Senarai aktiviti',
    approve: 'Luluskan',
    approved: (title: string) => `“${title}” diluluskan dan diterbitkan.`,
    published: 'Diterbitkan',
    open: 'Buka',
    shiftForm: 'Borang syif',
    week: 'Seminggu syif',
    firstDay: /^Hari pertama/,
    days: 'Hari dalam minggu itu',
    startTime: /^Masa mula/,
    endTime: /^Masa tamat/,
    places: /^Bilangan tempat setiap syif/,
    addShifts: 'Tambah syif',
    added: (count: number) => `${count} syif ditambah.`,
    shiftsTable: 'Syif aktiviti ini',
    volunteersHeading: 'Sukarelawan',
    filters: 'Tapis sukarelawan',
    skill: 'Kemahiran',
    volunteersList: 'Senarai sukarelawan',
    oneMatch: '1 sukarelawan sepadan dengan penapis ini.',
    exportCsv: 'Eksport CSV',
    exportName: 'Nama',
  },
  eng: {
    prefix: '/en',
    openMenu: 'Open the console menu',
    nav: 'Console navigation',
    navMap: 'Map',
    navCoordinators: 'Coordinators',
    navActivities: 'Activities',
    navVolunteers: 'Volunteers',
    dashboard: 'Dashboard',
    mapHeading: 'Map',
    bySeat: 'Parliamentary seat',
    mapImage: 'Map of Members by Parliamentary seat',
    mapTable: 'Members by Parliamentary seat',
    uncovered: 'No coordinator',
    coordinatorsHeading: 'Coordinators',
    appointForm: 'Appoint a coordinator',
    mobile: /^Mobile number/,
    state: 'State',
    parliament: 'Parliamentary seat',
    addArea: 'Add area',
    chosen: 'Chosen areas',
    appoint: 'Appoint',
    appointed: (name: string) => `${name} is now a coordinator.`,
    coordinatorsList: 'Coordinators',
    activitiesHeading: 'Activities',
    activitiesList: 'Activities',
    approve: 'Approve',
    approved: (title: string) => `“${title}” is approved and published.`,
    published: 'Published',
    open: 'Open',
    shiftForm: 'Shift form',
    week: 'A week of shifts',
    firstDay: /^First day/,
    days: 'Days of that week',
    startTime: /^Start time/,
    endTime: /^End time/,
    places: /^Places per shift/,
    addShifts: 'Add shifts',
    added: (count: number) => `${count} shifts added.`,
    shiftsTable: 'This activity’s shifts',
    volunteersHeading: 'Volunteers',
    filters: 'Filter volunteers',
    skill: 'Skill',
    volunteersList: 'Volunteers',
    oneMatch: '1 volunteer matches these filters.',
    exportCsv: 'Export CSV',
    exportName: 'Name',
  },
} as const;

/** A made-up capitalised word (names hold no digits), to tell a run's people apart. */
const word = () =>
  Array.from(randomBytes(8), (byte, index) =>
    String.fromCharCode((index === 0 ? 65 : 97) + (byte % 26)),
  ).join('');

/** The seats the other tests put members or coordinators in (tests/integration, tests/e2e). */
const othersSeats = new Set([
  someSeat().parliament,
  'P.106',
  ...Array.from({ length: 10 }, (_, state) =>
    [0, 1, 2].map((index) => seatsOf(state, index).parliament),
  ).flat(),
]);

/**
 * A seat of the map's figures with nobody and no coordinator in it yet (and DUNs, for a sign-up),
 * that no other test populates, picked at random: the map's row of it is this run's alone.
 */
async function freshSeat(page: Page): Promise<Seats & { name: string }> {
  const answer = await page.request.get(`${urls.site}${apiPaths.staffMap}`);
  expect(answer.status()).toBe(200);
  const figures = (await answer.json()) as MapFigures;
  const empty = figures.seats.filter(
    (seat) =>
      seat.members === 0 &&
      seat.coordinators === 0 &&
      !othersSeats.has(seat.parliament) &&
      dunsOf(seat.state, seat.parliament).length > 0,
  );
  const seat = empty[randomInt(empty.length)];
  if (!seat) throw new Error('no seat left without members');
  const name = parliamentsOf(seat.state).find(({ code }) => code === seat.parliament)?.name ?? '';
  return {
    state: seat.state,
    parliament: seat.parliament,
    dun: dunsOf(seat.state, seat.parliament)[0]?.code ?? '',
    name,
  };
}

/** The page fits its viewport, passes axe and is kept as a screenshot. */
async function checkPage(page: Page, name: string) {
  await expectAxeClean(page, name);
  expect(await sidewaysOverflow(page), name).toBeLessThanOrEqual(0);
  await screenshot(page, name);
}

/** Opens a console section from its navigation (the menu on a phone). */
async function openSection(page: Page, language: Language, viewport: Viewport, link: string) {
  const text = copy[language];
  if (viewport === 'phone') await page.getByRole('button', { name: text.openMenu }).click();
  await page
    .getByRole('navigation', { name: text.nav })
    .getByRole('link', { name: link, exact: true })
    .click();
}

/** The map by parliamentary seat, and the table's row of `seat` (after the SVG is drawn). */
async function seatRow(page: Page, language: Language, seat: { parliament: string; name: string }) {
  const text = copy[language];
  await page.getByRole('heading', { level: 1, name: text.mapHeading }).waitFor();
  await page.getByRole('radio', { name: text.bySeat }).check();
  await page.getByRole('img', { name: text.mapImage }).waitFor();
  return page
    .getByRole('table', { name: text.mapTable })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `${seat.parliament} ${seat.name}` }) });
}

describe.each([
  ['bm', 'phone'],
  ['eng', 'phone'],
  ['bm', 'desktop'],
] as const)('the volunteers side of the staff console in %s on a %s', (language, viewport) => {
  const text = copy[language];

  it('marks a seat without a coordinator on the map until staff appoint one, approves a proposed activity with a week of shifts, and finds a volunteer by filter', async () => {
    const staff = await newStaff(nextClient);
    const { context, page, problems } = await visit(browser(), viewport, { language });
    await signInToConsole(page, urls, { staff, language, path: 'staff' });
    await page.getByRole('heading', { level: 1, name: text.dashboard }).waitFor();

    // Two members of a seat nobody lives in yet: one to appoint, one who volunteers.
    const seat = await freshSeat(page);
    const seats = { state: seat.state, parliament: seat.parliament, dun: seat.dun };
    const area = { state: seat.state, parliament: seat.parliament };
    const mark = word();
    const [coordinator, volunteer] = await Promise.all([
      signUpMember(urls, nextClient(), { ...seats, name: `Rahman bin Yusof ${mark}` }),
      signUpMember(urls, nextClient(), { ...seats, name: `Siti Aminah ${mark}` }),
    ]);
    const registered = await apiCall(urls, nextClient(), 'PUT', apiPaths.volunteer, {
      body: volunteerForm({ skills: ['cooking', 'first-aid'] }),
      cookie: volunteer.cookie,
    });
    expect(registered.status, registered.text).toBe(200);

    // The map: the seat has members and no coordinator, marked on the map and in its row.
    await openSection(page, language, viewport, text.navMap);
    const before = await seatRow(page, language, seat);
    await before.getByText(text.uncovered, { exact: true }).waitFor();
    expect(await before.getByRole('cell').allTextContents()).toEqual(['2', '1', '0']);
    expect(await page.locator(`svg [data-uncovered="${seat.parliament}"]`).count()).toBe(1);
    await checkPage(page, `staff-map-${language}-${viewport}`);

    // Appointed by their mobile number, as coordinator of that seat.
    await openSection(page, language, viewport, text.navCoordinators);
    await page.getByRole('heading', { level: 1, name: text.coordinatorsHeading }).waitFor();
    const form = page.getByRole('form', { name: text.appointForm });
    await form.getByLabel(text.mobile).fill(coordinator.mobile);
    await form.getByLabel(text.state, { exact: true }).selectOption(seat.state);
    await form.getByLabel(text.parliament, { exact: true }).selectOption(seat.parliament);
    await form.getByRole('button', { name: text.addArea }).click();
    await form
      .getByRole('list', { name: text.chosen })
      .getByRole('listitem')
      .filter({ hasText: seat.name })
      .waitFor();
    await form.getByRole('button', { name: text.appoint, exact: true }).click();
    const name = coordinator.profile.name;
    await page
      .getByRole('status')
      .filter({ hasText: text.appointed(name) })
      .waitFor();
    await page
      .getByRole('table', { name: text.coordinatorsList })
      .getByRole('row')
      .filter({ hasText: name })
      .filter({ hasText: seat.name })
      .waitFor();
    await checkPage(page, `staff-coordinators-${language}-${viewport}`);

    // Back on the map, the seat is covered: no longer marked.
    await openSection(page, language, viewport, text.navMap);
    const after = await seatRow(page, language, seat);
    await expect.poll(() => after.getByRole('cell').allTextContents()).toEqual(['2', '1', '1']);
    expect(await after.getByText(text.uncovered, { exact: true }).count()).toBe(0);
    expect(await page.locator(`svg [data-uncovered="${seat.parliament}"]`).count()).toBe(0);

    // The new coordinator (not trusted) proposes an activity in their seat.
    const title = `Gotong-royong ${mark}`;
    const proposed = await apiCall(
      urls,
      nextClient(),
      'POST',
      coordinatorApiPaths.coordinatorActivities,
      { body: activityForm(area, title), cookie: coordinator.cookie },
    );
    expect(proposed.status, proposed.text).toBe(201);
    expect((proposed.json as ManagedActivity).status).toBe('proposed');
    const shown = (proposed.json as ManagedActivity).title[language];

    // Staff approve it from the activities, then add a week of shifts to it.
    await openSection(page, language, viewport, text.navActivities);
    await page.getByRole('heading', { level: 1, name: text.activitiesHeading }).waitFor();
    const row = page
      .getByRole('table', { name: text.activitiesList })
      .getByRole('row')
      .filter({ hasText: shown });
    await checkPage(page, `staff-activities-${language}-${viewport}`);
    await row.getByRole('button', { name: text.approve }).click();
    await page
      .getByRole('status')
      .filter({ hasText: text.approved(shown) })
      .waitFor();
    await row.getByText(text.published, { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: text.approve }).count()).toBe(0);
    await row.getByRole('link', { name: text.open }).click();
    await page.getByRole('heading', { level: 1, name: shown }).waitFor();

    const shifts = page.getByRole('form', { name: text.shiftForm });
    await shifts.getByRole('radio', { name: text.week }).check();
    // From a fortnight on, 9:00 to 12:00 Malaysia time, every day of that week.
    const firstDay = toMalaysiaInput(new Date(Date.now() + 14 * 86_400_000).toISOString()).slice(
      0,
      10,
    );
    await shifts.getByLabel(text.firstDay).fill(firstDay);
    const days = shifts.getByRole('group', { name: text.days }).getByRole('checkbox');
    expect(await days.count()).toBe(7);
    for (const day of await days.all()) await day.check();
    await shifts.getByLabel(text.startTime).fill('09:00');
    await shifts.getByLabel(text.endTime).fill('12:00');
    await shifts.getByLabel(text.places).fill('6');
    await shifts.getByRole('button', { name: text.addShifts }).click();
    await shifts
      .getByRole('status')
      .filter({ hasText: text.added(7) })
      .waitFor();
    const table = page.getByRole('table', { name: text.shiftsTable });
    await expect.poll(() => table.getByRole('rowheader').count()).toBe(7);
    expect(await table.getByRole('rowheader').allTextContents()).toSatisfy((times: string[]) =>
      times.every((time) => /0?9[.:]00/.test(time)),
    );
    await checkPage(page, `staff-activity-${language}-${viewport}`);

    // The volunteers of the seat with a skill: the one who registered, and their CSV.
    await openSection(page, language, viewport, text.navVolunteers);
    await page.getByRole('heading', { level: 1, name: text.volunteersHeading }).waitFor();
    const filters = page.getByRole('form', { name: text.filters });
    await filters.getByLabel(text.state, { exact: true }).selectOption(seat.state);
    await filters.getByLabel(text.parliament, { exact: true }).selectOption(seat.parliament);
    await filters.getByLabel(text.skill, { exact: true }).selectOption('first-aid');
    await page.getByText(text.oneMatch).waitFor();
    const list = page.getByRole('table', { name: text.volunteersList });
    await list.getByRole('rowheader', { name: volunteer.profile.name }).waitFor();
    expect(await list.getByRole('rowheader').count()).toBe(1);
    await checkPage(page, `staff-volunteers-${language}-${viewport}`);
    const { href, rows } = await exportedRows(page, urls, text.exportCsv);
    expect(href).toContain(`parliament=${encodeURIComponent(seat.parliament)}`);
    expect(rows.map((one) => one[text.exportName])).toEqual([volunteer.profile.name]);

    expect(problems).toEqual([]);
    await context.close();
  });
});
