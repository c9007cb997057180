import { apiPaths } from '@gsk/core/api';
import type { MapFigures, VolunteerCounts } from '@gsk/core/api';
import { PUBLIC_COUNT_MINIMUM } from '@gsk/core/constants';
import { seatNames, votingStates } from '@gsk/core/electoral';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ownStack } from '../support/own-stack';
import { someSeat } from './member-client';
import {
  apiCall,
  becomeVolunteer,
  memberIn,
  seatsOf,
  staffMember,
  visitorsOf,
} from './volunteer-support';

/*
 * Whole-table figures (issue 29): the public's counts of volunteers per state (never a figure
 * below PUBLIC_COUNT_MINIMUM, never a person) and staff's map of members, volunteers and
 * coordinators per state and seat, on a stack of this file's own, since every other file's
 * members move the shared stack's figures. Calls from 127.41.20.x.
 */

const stack = await ownStack();
const urls = stack.urls;
const nextVisitor = visitorsOf(2);
const call = (
  method: 'GET' | 'POST',
  path: string,
  init: { body?: unknown; cookie?: string } = {},
) => apiCall(urls, nextVisitor(), method, path, init);

const counts = async () => {
  const answer = await call('GET', apiPaths.volunteerCounts);
  expect(answer.status).toBe(200);
  expect(answer.text).not.toMatch(/memberId|name|mobile|email|areaKey|parliament|dun/);
  return answer.json as VolunteerCounts;
};

describe('public counts of volunteers', { timeout: 120_000 }, () => {
  it('shows no state and no total below the minimum, and the figure once it is reached', async () => {
    const seats = seatsOf(5, 0);
    const countOf = (figures: VolunteerCounts) =>
      figures.states.find((row) => row.state === seats.state)?.volunteers;
    const empty = await counts();
    expect(empty.states.map(({ state }) => state)).toEqual(votingStates().map(({ code }) => code));
    expect(empty.states.every((row) => row.volunteers === null)).toBe(true);
    expect(empty.total).toBeNull();
    for (let i = 1; i < PUBLIC_COUNT_MINIMUM; i += 1) {
      await becomeVolunteer(urls, nextVisitor(), await memberIn(urls, seats));
      const figures = await counts();
      expect(countOf(figures)).toBeNull();
      expect(figures.total).toBeNull();
    }
    await becomeVolunteer(urls, nextVisitor(), await memberIn(urls, seats));
    const reached = await counts();
    expect(countOf(reached)).toBe(PUBLIC_COUNT_MINIMUM);
    expect(reached.total).toBe(PUBLIC_COUNT_MINIMUM);
    for (const row of reached.states) {
      expect(row.volunteers === null || row.volunteers >= PUBLIC_COUNT_MINIMUM).toBe(true);
    }
  });
});

describe("staff's map", { timeout: 120_000 }, () => {
  it('counts members, volunteers and coordinators per state and seat, and marks the seats with members and no coordinator', async () => {
    const staff = await staffMember(urls);
    const figuresBefore = (await call('GET', apiPaths.staffMap, { cookie: staff.cookie }))
      .json as MapFigures;
    const seatA1 = seatsOf(6, 0);
    const seatA2 = seatsOf(6, 1);
    const seatB = seatsOf(7, 0);
    const volunteer = await memberIn(urls, seatA1);
    await memberIn(urls, seatA1);
    await memberIn(urls, seatA2);
    await memberIn(urls, seatB);
    await becomeVolunteer(urls, nextVisitor(), volunteer);
    const coordinator = await memberIn(urls, seatB);
    // A coordinator of all of state A, and one of another seat of state B.
    for (const [member, area] of [
      [volunteer, { state: seatA1.state, parliament: '' }],
      [coordinator, { state: seatB.state, parliament: seatsOf(7, 1).parliament }],
    ] as const) {
      const appointed = await call('POST', apiPaths.staffCoordinators, {
        body: { mobile: member.mobile, areas: [area], trusted: false },
        cookie: staff.cookie,
      });
      expect(appointed.status, appointed.text).toBe(201);
    }
    const answer = await call('GET', apiPaths.staffMap, { cookie: staff.cookie });
    expect(answer.status, answer.text).toBe(200);
    const figures = answer.json as MapFigures;
    const row = (rows: MapFigures['seats'], state: string, parliament: string) =>
      rows.find((one) => one.state === state && one.parliament === parliament);
    expect(row(figures.states, seatA1.state, '')).toEqual({
      state: seatA1.state,
      parliament: '',
      members: 3,
      volunteers: 1,
      coordinators: 1,
    });
    expect(row(figures.seats, seatA1.state, seatA1.parliament)).toMatchObject({
      members: 2,
      volunteers: 1,
      coordinators: 1,
    });
    // The whole state's coordinator covers every seat in it.
    expect(row(figures.seats, seatA2.state, seatA2.parliament)).toMatchObject({
      members: 1,
      volunteers: 0,
      coordinators: 1,
    });
    expect(row(figures.states, seatB.state, '')).toMatchObject({ members: 2, coordinators: 1 });
    expect(row(figures.seats, seatB.state, seatB.parliament)).toMatchObject({
      members: 2,
      coordinators: 0,
    });
    const staffSeat = someSeat().parliament;
    expect(figuresBefore.uncovered).toContain(staffSeat);
    expect(figures.uncovered.filter((code) => !figuresBefore.uncovered.includes(code))).toEqual([
      seatB.parliament,
    ]);
    expect(figures.uncovered).not.toContain(seatA1.parliament);
    expect(figures.uncovered).not.toContain(seatA2.parliament);

    const exported = await call('GET', `${apiPaths.staffMapExport}?language=bm`, {
      cookie: staff.cookie,
    });
    expect(exported.status, exported.text).toBe(200);
    const rows = parse(exported.text.replace(/^\uFEFF/, ''), { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows).toHaveLength(figures.states.length + figures.seats.length);
    const names = seatNames(seatB.state, seatB.parliament, '');
    expect(rows.find((one) => one.Parlimen === names.parliament)).toEqual({
      Negeri: names.state,
      Parlimen: names.parliament,
      Ahli: '2',
      Sukarelawan: '0',
      Penyelaras: '0',
      'Tiada penyelaras': 'Ada',
    });
  });
});
