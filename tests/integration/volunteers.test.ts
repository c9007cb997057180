import { apiPath, apiPaths } from '@gsk/core/api';
import type {
  ActivityList,
  CoordinatorList,
  ManagedActivity,
  PublicActivity,
  StaffVolunteerList,
  VolunteerDetails,
} from '@gsk/core/api';
import { seatNames } from '@gsk/core/electoral';
import { consentWording } from '@gsk/core/volunteers';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackUrls } from '../support/stack-setup';
import type { TestMember } from './member-fixture';
import {
  activityForm,
  apiCall,
  becomeVolunteer,
  itemOf,
  memberIn,
  seatsOf,
  staffMember,
  translatedKeys,
  visitorsOf,
  volunteerForm,
} from './volunteer-support';

/*
 * Volunteers and what staff organize (issue 29; docs/volunteers.md): a member's volunteer details
 * with their consents, the profile's seats copied onto them, the public's activities, staff's
 * coordinators, activities with a week of shifts, and the volunteers' list and CSV. Calls from
 * 127.41.10.x.
 */

const urls = await stackUrls();
const nextVisitor = visitorsOf(1);
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  init: { body?: unknown; cookie?: string } = {},
) => apiCall(urls, nextVisitor(), method, path, init);

type ErrorAnswer = { error: { code: string; fields: Record<string, string> } };

let staff: TestMember;
beforeAll(async () => {
  staff = await staffMember(urls);
});

describe('volunteer details', { timeout: 120_000 }, () => {
  it('records each consent with its time, version, language and words, keeps an unchanged one, and withdraws', async () => {
    const seats = seatsOf(2, 0);
    const member = await memberIn(urls, seats, 'Mohd Firdaus bin Aziz');
    expect((await call('GET', apiPaths.volunteer)).status).toBe(401);
    expect((await call('GET', apiPaths.volunteer, { cookie: member.cookie })).json).toEqual({
      volunteer: null,
      activityConsent: { sms: false, email: false },
    });
    const first = await call('PUT', apiPaths.volunteer, {
      body: volunteerForm({ consentSms: true, consentEmail: false, language: 'eng' }),
      cookie: member.cookie,
    });
    expect(first.status, first.text).toBe(200);
    const { volunteer } = first.json as VolunteerDetails;
    expect(volunteer).toMatchObject({
      skills: ['cooking', 'driving'],
      reach: 'parliament',
      ...seats,
      consent: {
        sms: {
          given: true,
          version: consentWording.version,
          language: 'eng',
          wording: consentWording.sms.eng,
        },
        email: { given: false, language: 'eng', wording: consentWording.email.eng },
      },
    });
    // In the `area` index as a volunteer, with the profile's name and seats.
    const stored = await itemOf(urls, `MEMBER#${member.memberId}`, 'VOLUNTEER');
    expect(stored).toMatchObject({
      areaKind: 'volunteer',
      areaKey: `${seats.state}#${seats.parliament}#${seats.dun}#${member.memberId}`,
      name: 'Mohd Firdaus bin Aziz',
    });

    // Changed in Malay: the SMS consent unchanged keeps its record; the email's is new.
    await new Promise((done) => setTimeout(done, 20));
    const second = await call('PUT', apiPaths.volunteer, {
      body: volunteerForm({ consentSms: true, consentEmail: true, skills: ['tutoring'] }),
      cookie: member.cookie,
    });
    const changed = (second.json as VolunteerDetails).volunteer;
    expect(changed?.consent.sms).toEqual(volunteer?.consent.sms);
    expect(changed?.consent.email).toMatchObject({
      given: true,
      language: 'bm',
      wording: consentWording.email.bm,
    });
    expect(Date.parse(changed?.consent.email.at ?? '')).toBeGreaterThan(
      Date.parse(volunteer?.consent.email.at ?? ''),
    );
    expect(changed?.since).toBe(volunteer?.since);

    // The profile's change of seats and name reaches the details in the same write.
    const moved = seatsOf(3, 0);
    const profile = await call('POST', apiPaths.profile, {
      body: { name: 'Firdaus Aziz', ...moved, language: 'bm', email: '' },
      cookie: member.cookie,
    });
    expect(profile.status, profile.text).toBe(200);
    const key = `${moved.state}#${moved.parliament}#${moved.dun}#${member.memberId}`;
    expect(await itemOf(urls, `MEMBER#${member.memberId}`, 'PROFILE')).toMatchObject({
      areaKind: 'member',
      areaKey: key,
    });
    expect(await itemOf(urls, `MEMBER#${member.memberId}`, 'VOLUNTEER')).toMatchObject({
      name: 'Firdaus Aziz',
      ...moved,
      areaKind: 'volunteer',
      areaKey: key,
    });

    // Bad input: translated messages, nothing written.
    const bad = await call('PUT', apiPaths.volunteer, {
      body: { skills: [], languages: ['klingon'], availability: 'all', reach: 'world' },
      cookie: member.cookie,
    });
    expect(bad.status).toBe(400);
    expect(translatedKeys((bad.json as ErrorAnswer).error.fields).sort()).toEqual(
      [
        'option.unknown',
        'volunteer.availability.required',
        'volunteer.consent.invalid',
        'volunteer.consent.invalid',
        'volunteer.reach.required',
        'volunteer.skills.required',
      ].sort(),
    );
    expect((await itemOf(urls, `MEMBER#${member.memberId}`, 'VOLUNTEER'))?.skills).toEqual([
      'tutoring',
    ]);

    const withdrawn = await call('DELETE', apiPaths.volunteer, { cookie: member.cookie });
    expect(withdrawn.status).toBe(200);
    // Leaving the volunteers keeps the member's consents: they are about their registrations too.
    expect(withdrawn.json).toEqual({
      volunteer: null,
      activityConsent: { sms: true, email: true },
    });
    expect(await itemOf(urls, `MEMBER#${member.memberId}`, 'VOLUNTEER')).toBeUndefined();
  });
});

describe('staff appoint, change and remove coordinators', { timeout: 120_000 }, () => {
  it('appoints by mobile number, checks the areas, and writes both items together', async () => {
    const seats = seatsOf(0, 1);
    const member = await memberIn(urls, seats, 'Wan Azizah binti Wan Ismail');
    const areas = [{ state: seats.state, parliament: seats.parliament }];
    const unknown = await call('POST', apiPaths.staffCoordinators, {
      body: { mobile: '011-0000 0001', areas, trusted: false },
      cookie: staff.cookie,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({
      error: { code: 'validation', fields: { mobile: 'coordinator.mobile.unknown' } },
    });
    const badArea = await call('POST', apiPaths.staffCoordinators, {
      body: { mobile: member.mobile, areas: [{ state: '99', parliament: '' }], trusted: false },
      cookie: staff.cookie,
    });
    expect(badArea.status).toBe(400);
    expect(badArea.json).toEqual({
      error: { code: 'validation', fields: { 'areas[0].state': 'area.state.invalid' } },
    });
    const empty = await call('POST', apiPaths.staffCoordinators, {
      body: { mobile: '', areas: [] },
      cookie: staff.cookie,
    });
    expect(translatedKeys((empty.json as ErrorAnswer).error.fields).sort()).toEqual([
      'coordinator.areas.required',
      'coordinator.mobile.required',
    ]);
    expect(await itemOf(urls, `MEMBER#${member.memberId}`, 'COORDINATOR')).toBeUndefined();

    // Typed as people type it: the number is found whatever its spelling.
    const typed = `0${member.mobile.slice(3, 5)}-${member.mobile.slice(5, 9)} ${member.mobile.slice(9)}`;
    const appointed = await call('POST', apiPaths.staffCoordinators, {
      body: { mobile: typed, areas, trusted: false },
      cookie: staff.cookie,
    });
    expect(appointed.status, appointed.text).toBe(201);
    expect(appointed.json).toMatchObject({
      memberId: member.memberId,
      name: 'Wan Azizah binti Wan Ismail',
      mobile: member.mobile,
      areas,
      trusted: false,
    });
    expect(await itemOf(urls, `MEMBER#${member.memberId}`, 'COORDINATOR')).toMatchObject({
      areas,
      trusted: false,
      appointedBy: staff.memberId,
    });
    const listed = (await call('GET', apiPaths.staffCoordinators, { cookie: staff.cookie }))
      .json as CoordinatorList;
    expect(listed.coordinators.find((row) => row.memberId === member.memberId)?.areas).toEqual(
      areas,
    );

    const path = apiPath(apiPaths.staffCoordinator, { id: member.memberId });
    const wider = [{ state: seats.state, parliament: '' }];
    const changed = await call('POST', path, {
      body: { areas: [...wider, ...areas], trusted: true },
      cookie: staff.cookie,
    });
    expect(changed.status, changed.text).toBe(200);
    // The seat inside the whole state is kept once, as the state.
    expect(changed.json).toMatchObject({ areas: wider, trusted: true });
    expect(await itemOf(urls, 'COORDINATORS', `MEMBER#${member.memberId}`)).toMatchObject({
      areas: wider,
      trusted: true,
    });

    expect((await call('DELETE', path, { cookie: staff.cookie })).status).toBe(200);
    expect(await itemOf(urls, `MEMBER#${member.memberId}`, 'COORDINATOR')).toBeUndefined();
    expect(await itemOf(urls, 'COORDINATORS', `MEMBER#${member.memberId}`)).toBeUndefined();
    const again = await call('DELETE', path, { cookie: staff.cookie });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ error: { code: 'coordinator_not_found' } });
  });
});

describe("staff's activities and a week of shifts", { timeout: 120_000 }, () => {
  it('adds a shift on each chosen day of a week, Malaysia time, stored in UTC', async () => {
    const seats = seatsOf(1, 1);
    const area = { state: seats.state, parliament: seats.parliament };
    const made = await call('POST', apiPaths.staffActivities, {
      body: activityForm(area, 'Dapur komuniti'),
      cookie: staff.cookie,
    });
    expect(made.status, made.text).toBe(201);
    const { id } = made.json as ManagedActivity;
    const firstDay = new Date(Date.now() + 10 * 24 * 3600_000).toISOString().slice(0, 10);
    const path = apiPath(apiPaths.staffActivityShifts, { id });
    const bad = await call('POST', path, {
      body: {
        week: { firstDay: 'tomorrow', days: [], startTime: '25:00', endTime: '08:00', places: 0 },
      },
      cookie: staff.cookie,
    });
    expect(bad.status).toBe(400);
    const { fields } = (bad.json as ErrorAnswer).error;
    expect(Object.keys(fields).every((field) => field.startsWith('week.'))).toBe(true);
    expect(translatedKeys(fields)).toContain('shift.firstDay.invalid');
    expect(
      (await call('GET', apiPath(apiPaths.staffActivity, { id }), { cookie: staff.cookie })).json,
    ).toMatchObject({ shifts: [] });

    const week = await call('POST', path, {
      body: {
        week: { firstDay, days: [6, 0, 2], startTime: '08:30', endTime: '12:00', places: 4 },
      },
      cookie: staff.cookie,
    });
    expect(week.status, week.text).toBe(201);
    const { shifts } = week.json as ManagedActivity;
    const day = (offset: number) =>
      new Date(Date.parse(`${firstDay}T00:00:00Z`) + offset * 24 * 3600_000)
        .toISOString()
        .slice(0, 10);
    // 08:30 in Malaysia (UTC+8) is 00:30 UTC the same day; 12:00 is 04:00 UTC.
    expect(
      shifts.map(({ startsAt, endsAt, places, placesLeft, state }) => ({
        startsAt,
        endsAt,
        places,
        placesLeft,
        state,
      })),
    ).toEqual(
      [0, 2, 6].map((offset) => ({
        startsAt: `${day(offset)}T00:30:00.000Z`,
        endsAt: `${day(offset)}T04:00:00.000Z`,
        places: 4,
        placesLeft: 4,
        state: 'open',
      })),
    );

    // A week starting at 07:00 Malaysia time begins the day before in UTC.
    const early = await call('POST', path, {
      body: { week: { firstDay, days: [1], startTime: '07:00', endTime: '09:00', places: 2 } },
      cookie: staff.cookie,
    });
    const added = (early.json as ManagedActivity).shifts.find((shift) => shift.places === 2);
    expect(added?.startsAt).toBe(`${day(0)}T23:00:00.000Z`);

    // Published by staff: the public sees it with its shifts, soonest first, and never who.
    const publicOne = (await call('GET', apiPath(apiPaths.activity, { id })))
      .json as PublicActivity;
    expect(publicOne.shifts.map((shift) => shift.startsAt)).toEqual(
      [...publicOne.shifts.map((shift) => shift.startsAt)].sort(),
    );
    expect(publicOne.shifts).toHaveLength(4);
    const listed = await call('GET', `${apiPaths.activities}?state=${seats.state}`);
    expect(listed.status).toBe(200);
    expect((listed.json as ActivityList).activities.some((one) => one.id === id)).toBe(true);
    expect(JSON.stringify(listed.json)).not.toMatch(/"memberId"|"mobile"|"proposedBy"/);
    expect((await call('GET', `${apiPaths.activities}?state=nowhere`)).status).toBe(400);

    // Cancelled: its shifts close, and no shift can be added.
    const cancelled = await call('POST', apiPath(apiPaths.staffActivity, { id }), {
      body: { ...activityForm(area, 'Dapur komuniti'), status: 'cancelled' },
      cookie: staff.cookie,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(
      (cancelled.json as ManagedActivity).shifts.every((shift) => shift.state === 'closed'),
    ).toBe(true);
    const closed = await call('POST', path, {
      body: { week: { firstDay, days: [3], startTime: '08:00', endTime: '09:00', places: 2 } },
      cookie: staff.cookie,
    });
    expect(closed.status).toBe(409);
    expect(closed.json).toEqual({ error: { code: 'activity_closed' } });
  });
});

describe("staff's volunteers list and CSV", { timeout: 120_000 }, () => {
  it('filters by state, seat, skill and availability, and exports the same rows', async () => {
    const here = seatsOf(4, 0);
    const next = seatsOf(4, 1);
    const cook = await memberIn(urls, here, 'Aishah binti Kassim');
    const driver = await memberIn(urls, next, 'Lim Boon Keat');
    const tutor = await memberIn(urls, here, '=Tutor binti Formula');
    await becomeVolunteer(urls, nextVisitor(), cook, {
      skills: ['cooking'],
      availability: ['weekday-evening'],
    });
    await becomeVolunteer(urls, nextVisitor(), driver, {
      skills: ['driving', 'cooking'],
      availability: ['weekend-morning'],
    });
    await becomeVolunteer(urls, nextVisitor(), tutor, {
      skills: ['tutoring'],
      availability: ['weekday-evening'],
      consentSms: false,
    });
    const mine = new Set([cook.memberId, driver.memberId, tutor.memberId]);
    const list = async (query: string) => {
      const answer = await call('GET', `${apiPaths.staffVolunteers}?${query}`, {
        cookie: staff.cookie,
      });
      expect(answer.status, answer.text).toBe(200);
      return (answer.json as StaffVolunteerList).volunteers
        .filter((row) => mine.has(row.memberId))
        .map((row) => row.name);
    };
    expect(await list(`state=${here.state}`)).toEqual(
      expect.arrayContaining(['Aishah binti Kassim', 'Lim Boon Keat', '=Tutor binti Formula']),
    );
    expect((await list(`state=${here.state}&parliament=${here.parliament}`)).sort()).toEqual([
      '=Tutor binti Formula',
      'Aishah binti Kassim',
    ]);
    expect((await list(`state=${here.state}&skill=cooking`)).sort()).toEqual([
      'Aishah binti Kassim',
      'Lim Boon Keat',
    ]);
    expect(
      (await list(`state=${here.state}&skill=cooking&availability=weekday-evening`)).sort(),
    ).toEqual(['Aishah binti Kassim']);
    const row = (
      (
        await call('GET', `${apiPaths.staffVolunteers}?state=${here.state}&skill=tutoring`, {
          cookie: staff.cookie,
        })
      ).json as StaffVolunteerList
    ).volunteers.find((one) => one.memberId === tutor.memberId);
    expect(row).toMatchObject({ mobile: tutor.mobile, consentSms: false, consentEmail: false });
    const refused = await call(
      'GET',
      `${apiPaths.staffVolunteers}?state=${here.state}&parliament=P.999&skill=juggling&availability=never`,
      { cookie: staff.cookie },
    );
    expect(refused.status).toBe(400);
    expect((refused.json as ErrorAnswer).error.fields).toEqual({
      parliament: 'area.parliament.invalid',
      skill: 'volunteers.skill.invalid',
      availability: 'volunteers.availability.invalid',
    });

    const exported = await call(
      'GET',
      `${apiPaths.staffVolunteersExport}?state=${here.state}&parliament=${here.parliament}&language=eng`,
      { cookie: staff.cookie },
    );
    expect(exported.status, exported.text).toBe(200);
    const rows = parse(exported.text.replace(/^\uFEFF/, ''), { columns: true }) as Record<
      string,
      string
    >[];
    const ours = rows.filter((one) =>
      ['Aishah binti Kassim', "'=Tutor binti Formula"].includes(one.Name ?? ''),
    );
    expect(ours).toHaveLength(2);
    const names = seatNames(here.state, here.parliament, here.dun);
    expect(ours.find((one) => one.Name === 'Aishah binti Kassim')).toMatchObject({
      'Agreed to SMS': 'Yes',
      State: names.state,
      Parliament: names.parliament,
      DUN: names.dun,
      Skills: 'cooking',
      Mobile: expect.stringMatching(/^011-\d{4} \d{4}$/),
    });
    expect(rows.some((one) => one.Name === 'Lim Boon Keat')).toBe(false);
  });
});
