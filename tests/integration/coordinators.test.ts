import { apiPath, apiPaths, broadcastApiPaths, coordinatorApiPaths } from '@gsk/core/api';
import type {
  AreaVolunteerList,
  CoordinatorRow,
  ManagedActivity,
  ShiftAttendance,
  ShiftMessageResult,
} from '@gsk/core/api';
import { COORDINATOR_TEXTS_PER_DAY } from '@gsk/core/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../infra/routes';
import { stackUrls } from '../support/stack-setup';
import type { TestMember } from './member-fixture';
import { smsTo } from './sms-client';
import {
  activityForm,
  apiCall,
  becomeVolunteer,
  memberIn,
  publishedActivity,
  seatsOf,
  setEmail,
  signUpForShift,
  staffMember,
  translatedKeys,
  visitorsOf,
} from './volunteer-support';

/*
 * Coordinators (issue 29; docs/volunteers.md, "What a coordinator can and cannot see"): appointed
 * by staff to areas, scoped to them route by route (as staff-auth.test.ts checks every staff
 * route), seeing contacts only with consent, proposing activities staff approve, checking people
 * in and texting a shift's confirmed people within a daily limit. Calls from 127.41.0.x.
 */

const urls = await stackUrls();
const nextVisitor = visitorsOf(0);
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  init: { body?: unknown; cookie?: string } = {},
) => apiCall(urls, nextVisitor(), method, path, init);

const own = seatsOf(0, 0);
const ownArea = { state: own.state, parliament: own.parliament };
const elsewhere = seatsOf(1, 0);
const otherArea = { state: elsewhere.state, parliament: elsewhere.parliament };

let staff: TestMember;

/** Appoints `member` coordinator of `areas` through staff's route. */
const appoint = async (member: TestMember, areas: object[], trusted = false) => {
  const answer = await call('POST', apiPaths.staffCoordinators, {
    body: { mobile: member.mobile, areas, trusted },
    cookie: staff.cookie,
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json as CoordinatorRow;
};

const shiftBody = () => {
  const start = Date.now() + 3 * 24 * 3600_000;
  return {
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 2 * 3600_000).toISOString(),
    places: 3,
  };
};

beforeAll(async () => {
  staff = await staffMember(urls);
});

describe('coordinator scope, route by route', { timeout: 120_000 }, () => {
  it('answers the signed-out 401, a plain member 403, own area 2xx, other area 403, and 403 once removed', async () => {
    const coordinator = await memberIn(urls, own, 'Hamidah binti Yusof');
    const member = await memberIn(urls, own);
    await appoint(coordinator, [ownArea]);
    const mine = await publishedActivity(urls, nextVisitor, staff.cookie, ownArea);
    const theirs = await publishedActivity(urls, nextVisitor, staff.cookie, otherArea);
    const volunteer = await memberIn(urls, own);
    await becomeVolunteer(urls, nextVisitor(), volunteer);
    const [myShift] = mine.shifts;
    const [theirShift] = theirs.shifts;
    await signUpForShift(urls, nextVisitor(), mine.id, myShift?.id ?? '', volunteer);
    await signUpForShift(urls, nextVisitor(), theirs.id, theirShift?.id ?? '', volunteer);
    const at = (activity: ManagedActivity, shift = activity.shifts[0]) => ({
      id: activity.id,
      shiftId: shift?.id ?? '',
    });
    const checkIn = { memberId: volunteer.memberId, present: true };
    const text = { kind: 'venue', text: 'Tempat bertukar ke dewan orang ramai.' };
    // Every coordinator route: its call in the coordinator's area and, when it names one, in another.
    const broadcast = (
      area: { state: string; parliament: string },
      expectedRecipients?: string,
    ) => ({
      channel: 'email',
      purpose: 'news',
      segment: { kind: 'area', ...area },
      words: {
        bm: { subject: 'Gotong-royong', body: 'Jumpa Sabtu ini.' },
        eng: { subject: 'Clean-up', body: 'See you on Saturday.' },
      },
      ...(expectedRecipients && { expectedRecipients }),
    });
    const cases: {
      key: string;
      mine: { path: string; body?: object };
      theirs?: { path: string; body?: object };
      /** Past the scope check, a route may still refuse (nobody to send to, no such broadcast). */
      inScope?: { status: number; code: string };
      /** The code of the out-of-scope 403, when not `forbidden`. */
      outCode?: string;
    }[] = [
      {
        key: `GET ${coordinatorApiPaths.coordinatorSelf}`,
        mine: { path: apiPaths.coordinatorSelf },
      },
      {
        key: `GET ${coordinatorApiPaths.coordinatorVolunteers}`,
        mine: { path: apiPaths.coordinatorVolunteers },
      },
      {
        key: `GET ${coordinatorApiPaths.coordinatorActivities}`,
        mine: { path: apiPaths.coordinatorActivities },
      },
      {
        key: `POST ${coordinatorApiPaths.coordinatorActivities}`,
        mine: { path: apiPaths.coordinatorActivities, body: activityForm(ownArea) },
        theirs: { path: apiPaths.coordinatorActivities, body: activityForm(otherArea) },
      },
      {
        key: `GET ${coordinatorApiPaths.coordinatorActivity}`,
        mine: { path: apiPath(apiPaths.coordinatorActivity, at(mine)) },
        theirs: { path: apiPath(apiPaths.coordinatorActivity, at(theirs)) },
      },
      {
        key: `POST ${coordinatorApiPaths.coordinatorActivityShifts}`,
        mine: { path: apiPath(apiPaths.coordinatorActivityShifts, at(mine)), body: shiftBody() },
        theirs: {
          path: apiPath(apiPaths.coordinatorActivityShifts, at(theirs)),
          body: shiftBody(),
        },
      },
      {
        key: `GET ${coordinatorApiPaths.coordinatorAttendance}`,
        mine: { path: apiPath(apiPaths.coordinatorAttendance, at(mine)) },
        theirs: { path: apiPath(apiPaths.coordinatorAttendance, at(theirs)) },
      },
      {
        key: `POST ${coordinatorApiPaths.coordinatorAttendance}`,
        mine: { path: apiPath(apiPaths.coordinatorAttendance, at(mine)), body: checkIn },
        theirs: { path: apiPath(apiPaths.coordinatorAttendance, at(theirs)), body: checkIn },
      },
      {
        key: `POST ${coordinatorApiPaths.coordinatorShiftMessages}`,
        mine: { path: apiPath(apiPaths.coordinatorShiftMessages, at(mine)), body: text },
        theirs: { path: apiPath(apiPaths.coordinatorShiftMessages, at(theirs)), body: text },
      },
      {
        key: `GET ${broadcastApiPaths.coordinatorBroadcasts}`,
        mine: { path: apiPaths.coordinatorBroadcasts },
      },
      {
        key: `POST ${broadcastApiPaths.coordinatorBroadcastPreview}`,
        mine: { path: apiPaths.coordinatorBroadcastPreview, body: broadcast(ownArea) },
        theirs: { path: apiPaths.coordinatorBroadcastPreview, body: broadcast(otherArea) },
        outCode: 'broadcast_outside_area',
      },
      {
        key: `POST ${broadcastApiPaths.coordinatorBroadcasts}`,
        mine: { path: apiPaths.coordinatorBroadcasts, body: broadcast(ownArea, '0') },
        theirs: { path: apiPaths.coordinatorBroadcasts, body: broadcast(otherArea, '0') },
        // No one of the area agreed to news emails: counted, then refused with nothing sent.
        inScope: { status: 409, code: 'broadcast_empty' },
        outCode: 'broadcast_outside_area',
      },
      {
        key: `GET ${broadcastApiPaths.coordinatorBroadcast}`,
        mine: { path: apiPath(apiPaths.coordinatorBroadcast, { id: crypto.randomUUID() }) },
        inScope: { status: 404, code: 'broadcast_not_found' },
      },
    ];
    // No coordinator route is left out of the table.
    expect(cases.map(({ key }) => key).sort()).toEqual(
      Object.keys(routes)
        .filter((key) => key.split(' ')[1]?.startsWith('/api/coordinator'))
        .sort(),
    );
    const send = (key: string, target: { path: string; body?: object }, cookie?: string) =>
      call(key.split(' ')[0] as 'GET' | 'POST', target.path, {
        ...(target.body && { body: target.body }),
        ...(cookie && { cookie }),
      });
    for (const { key, mine: ours, theirs: others, inScope: refused, outCode } of cases) {
      const signedOut = await send(key, ours);
      expect(signedOut.status, key).toBe(401);
      expect(signedOut.json).toEqual({ error: { code: 'unauthenticated' } });
      const plain = await send(key, ours, member.cookie);
      expect(plain.status, key).toBe(403);
      expect(plain.json).toEqual({ error: { code: 'forbidden' } });
      const inScope = await send(key, ours, coordinator.cookie);
      if (refused) {
        expect(inScope.status, `${key}: ${inScope.text}`).toBe(refused.status);
        expect(inScope.json).toMatchObject({ error: { code: refused.code } });
      } else {
        expect(inScope.status, `${key}: ${inScope.text}`).toBeGreaterThanOrEqual(200);
        expect(inScope.status, `${key}: ${inScope.text}`).toBeLessThan(300);
      }
      if (others) {
        const outOfScope = await send(key, others, coordinator.cookie);
        expect(outOfScope.status, `${key}: ${outOfScope.text}`).toBe(403);
        expect(outOfScope.json).toEqual({ error: { code: outCode ?? 'forbidden' } });
      }
    }
    // Outside the areas an unknown activity is the same 403 (nothing leaks); inside, an unknown
    // shift is a 404.
    const unknown = await call(
      'GET',
      apiPath(apiPaths.coordinatorActivity, { id: crypto.randomUUID() }),
      { cookie: coordinator.cookie },
    );
    expect(unknown.status).toBe(403);
    const noShift = await call(
      'GET',
      apiPath(apiPaths.coordinatorAttendance, { id: mine.id, shiftId: crypto.randomUUID() }),
      { cookie: coordinator.cookie },
    );
    expect(noShift.status).toBe(404);
    expect(noShift.json).toEqual({ error: { code: 'shift_not_found' } });

    // Staff remove the coordinator: their very next request, to any route, is refused.
    const removed = await call(
      'DELETE',
      apiPath(apiPaths.staffCoordinator, { id: coordinator.memberId }),
      { cookie: staff.cookie },
    );
    expect(removed.status, removed.text).toBe(200);
    for (const { key, mine: ours } of cases) {
      const after = await send(key, ours, coordinator.cookie);
      expect(after.status, key).toBe(403);
    }
  });
});

describe('what a coordinator sees', { timeout: 120_000 }, () => {
  it('lists the volunteers of their areas only, with a mobile or email only where consented', async () => {
    const coordinator = await memberIn(urls, own, 'Rosli bin Ahmad');
    // A whole state covers every seat in it.
    await appoint(coordinator, [{ state: own.state, parliament: '' }]);
    const texting = await memberIn(urls, own, 'Aminah binti Said');
    const silent = await memberIn(urls, seatsOf(0, 1), 'Chong Wei Ming');
    const mailing = await memberIn(urls, own, 'Kavitha a/p Raman');
    const outside = await memberIn(urls, elsewhere, 'Dayang binti Jamil');
    for (const member of [texting, silent, mailing, outside]) {
      await setEmail(urls, nextVisitor(), member, `${member.memberId.slice(0, 8)}@example.com`);
    }
    await becomeVolunteer(urls, nextVisitor(), texting, { consentSms: true, consentEmail: false });
    await becomeVolunteer(urls, nextVisitor(), silent, { consentSms: false, consentEmail: false });
    await becomeVolunteer(urls, nextVisitor(), mailing, { consentSms: false, consentEmail: true });
    await becomeVolunteer(urls, nextVisitor(), outside, { consentSms: true, consentEmail: true });

    const answer = await call('GET', apiPaths.coordinatorVolunteers, {
      cookie: coordinator.cookie,
    });
    expect(answer.status, answer.text).toBe(200);
    const { volunteers } = answer.json as AreaVolunteerList;
    const byId = new Map(volunteers.map((volunteer) => [volunteer.memberId, volunteer]));
    expect(byId.get(texting.memberId)).toMatchObject({
      name: 'Aminah binti Said',
      mobile: texting.mobile,
      email: null,
      skills: ['cooking', 'driving'],
    });
    expect(byId.get(silent.memberId)).toMatchObject({ mobile: null, email: null });
    expect(byId.get(mailing.memberId)).toMatchObject({
      mobile: null,
      email: `${mailing.memberId.slice(0, 8)}@example.com`,
    });
    expect(byId.has(outside.memberId)).toBe(false);
    expect(volunteers.every((volunteer) => volunteer.state === own.state)).toBe(true);

    // At the door: the shift's people, a mobile only with SMS consent.
    // Two places, both taken: the third signs up to the waiting list.
    const activity = await publishedActivity(urls, nextVisitor, staff.cookie, ownArea, 2);
    const shiftId = activity.shifts[0]?.id ?? '';
    await signUpForShift(urls, nextVisitor(), activity.id, shiftId, texting);
    await signUpForShift(urls, nextVisitor(), activity.id, shiftId, silent);
    expect(await signUpForShift(urls, nextVisitor(), activity.id, shiftId, outside, true)).toEqual({
      status: 'waiting',
      position: 1,
    });
    const path = apiPath(apiPaths.coordinatorAttendance, { id: activity.id, shiftId });
    const door = (await call('GET', path, { cookie: coordinator.cookie })).json as ShiftAttendance;
    expect(
      door.people.map(({ memberId, mobile, place, checkedIn }) => ({
        memberId,
        mobile,
        place,
        checkedIn,
      })),
    ).toEqual([
      { memberId: texting.memberId, mobile: texting.mobile, place: 'confirmed', checkedIn: false },
      { memberId: silent.memberId, mobile: null, place: 'confirmed', checkedIn: false },
      { memberId: outside.memberId, mobile: outside.mobile, place: 'waiting', checkedIn: false },
    ]);

    // Check-in, and its undoing; only a confirmed person can be checked in.
    const checked = await call('POST', path, {
      body: { memberId: silent.memberId, present: true },
      cookie: coordinator.cookie,
    });
    expect(checked.status, checked.text).toBe(200);
    const person = (checked.json as ShiftAttendance).people.find(
      (one) => one.memberId === silent.memberId,
    );
    expect(person?.checkedIn).toBe(true);
    expect(Date.parse(person?.checkedInAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const managed = (
      await call('GET', apiPath(apiPaths.coordinatorActivity, { id: activity.id }), {
        cookie: coordinator.cookie,
      })
    ).json as ManagedActivity;
    expect(managed.shifts[0]?.checkedIn).toBe(1);
    const undone = await call('POST', path, {
      body: { memberId: silent.memberId, present: false },
      cookie: coordinator.cookie,
    });
    expect(
      (undone.json as ShiftAttendance).people.find((one) => one.memberId === silent.memberId)
        ?.checkedIn,
    ).toBe(false);
    const waiting = await call('POST', path, {
      body: { memberId: outside.memberId, present: true },
      cookie: coordinator.cookie,
    });
    expect(waiting.status).toBe(404);
    expect(waiting.json).toEqual({ error: { code: 'place_not_found' } });
  });
});

describe('proposals and approval', { timeout: 120_000 }, () => {
  it('keeps an untrusted proposal from the public until staff approve it; a trusted one is public at once', async () => {
    const coordinator = await memberIn(urls, own, 'Zulkifli bin Hassan');
    await appoint(coordinator, [ownArea]);
    const proposed = await call('POST', apiPaths.coordinatorActivities, {
      body: activityForm(ownArea, 'Kelas masakan'),
      cookie: coordinator.cookie,
    });
    expect(proposed.status, proposed.text).toBe(201);
    const activity = proposed.json as ManagedActivity;
    expect(activity).toMatchObject({
      status: 'proposed',
      proposedBy: { memberId: coordinator.memberId, name: 'Zulkifli bin Hassan' },
      area: ownArea,
    });
    const publicPath = apiPath(apiPaths.activity, { id: activity.id });
    expect((await call('GET', publicPath)).status).toBe(404);
    // The coordinator adds its shifts; still nothing public.
    const shifted = await call(
      'POST',
      apiPath(apiPaths.coordinatorActivityShifts, { id: activity.id }),
      { body: shiftBody(), cookie: coordinator.cookie },
    );
    expect(shifted.status, shifted.text).toBe(201);
    const listed = async () =>
      (
        (await call('GET', `${apiPaths.activities}?state=${own.state}`)).json as {
          activities: { id: string }[];
        }
      ).activities.map(({ id }) => id);
    expect(await listed()).not.toContain(activity.id);
    // Staff see it first in their list, and approve it.
    const staffList = (await call('GET', apiPaths.staffActivities, { cookie: staff.cookie }))
      .json as { activities: ManagedActivity[] };
    expect(staffList.activities.find((one) => one.id === activity.id)?.status).toBe('proposed');
    expect(staffList.activities.findIndex((one) => one.status !== 'proposed')).toBeGreaterThan(
      staffList.activities.findIndex((one) => one.id === activity.id),
    );
    const approval = apiPath(apiPaths.staffActivityApproval, { id: activity.id });
    const approved = await call('POST', approval, {
      body: { approved: true },
      cookie: staff.cookie,
    });
    expect(approved.status, approved.text).toBe(200);
    expect((approved.json as ManagedActivity).status).toBe('published');
    expect((await call('GET', publicPath)).status).toBe(200);
    expect(await listed()).toContain(activity.id);
    const again = await call('POST', approval, { body: { approved: false }, cookie: staff.cookie });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: { code: 'activity_not_proposed' } });

    // A refused proposal stays away from the public.
    const refusedOne = (
      await call('POST', apiPaths.coordinatorActivities, {
        body: activityForm(ownArea, 'Pasar tani'),
        cookie: coordinator.cookie,
      })
    ).json as ManagedActivity;
    const refused = await call(
      'POST',
      apiPath(apiPaths.staffActivityApproval, { id: refusedOne.id }),
      { body: { approved: false }, cookie: staff.cookie },
    );
    expect((refused.json as ManagedActivity).status).toBe('refused');
    expect((await call('GET', apiPath(apiPaths.activity, { id: refusedOne.id }))).status).toBe(404);

    // Trusted: staff change the appointment, and the next proposal is public at once.
    const trusted = await call(
      'POST',
      apiPath(apiPaths.staffCoordinator, { id: coordinator.memberId }),
      { body: { areas: [ownArea], trusted: true }, cookie: staff.cookie },
    );
    expect(trusted.status, trusted.text).toBe(200);
    expect((trusted.json as CoordinatorRow).trusted).toBe(true);
    expect(
      (await call('GET', apiPaths.coordinatorSelf, { cookie: coordinator.cookie })).json,
    ).toEqual({ areas: [ownArea], trusted: true });
    const direct = (
      await call('POST', apiPaths.coordinatorActivities, {
        body: activityForm(ownArea, 'Tuisyen'),
        cookie: coordinator.cookie,
      })
    ).json as ManagedActivity;
    expect(direct.status).toBe('published');
    expect((await call('GET', apiPath(apiPaths.activity, { id: direct.id }))).status).toBe(200);
  });

  it('refuses bad proposals with translated messages and writes nothing', async () => {
    const coordinator = await memberIn(urls, own, 'Siti Hajar binti Musa');
    await appoint(coordinator, [ownArea]);
    const before = (
      await call('GET', apiPaths.coordinatorActivities, { cookie: coordinator.cookie })
    ).json as { activities: ManagedActivity[] };
    const bad = await call('POST', apiPaths.coordinatorActivities, {
      body: {
        ...activityForm(ownArea),
        title: { bm: '', eng: 'x'.repeat(500) },
        venue: { bm: '', eng: '' },
        skills: ['juggling'],
      },
      cookie: coordinator.cookie,
    });
    expect(bad.status).toBe(400);
    const { error } = bad.json as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('validation');
    expect(translatedKeys(error.fields).sort()).toEqual(
      [
        'activity.title.required',
        'activity.title.max',
        'activity.venue.required',
        'activity.venue.required',
        'option.unknown',
      ].sort(),
    );
    const unknownSeat = await call('POST', apiPaths.coordinatorActivities, {
      body: activityForm({ state: own.state, parliament: 'P.999' }),
      cookie: coordinator.cookie,
    });
    expect(unknownSeat.status).toBe(400);
    expect(unknownSeat.json).toEqual({
      error: { code: 'validation', fields: { 'area.parliament': 'area.parliament.invalid' } },
    });
    const after = (
      await call('GET', apiPaths.coordinatorActivities, { cookie: coordinator.cookie })
    ).json as { activities: ManagedActivity[] };
    expect(after.activities.length).toBe(before.activities.length);
  });
});

describe("texting a shift's volunteers", { timeout: 120_000 }, () => {
  it('reaches exactly the confirmed people, once each, within the daily limit', async () => {
    const coordinator = await memberIn(urls, own, 'Ahmad bin Ismail');
    await appoint(coordinator, [ownArea]);
    const activity = await publishedActivity(urls, nextVisitor, staff.cookie, ownArea, 2);
    const shiftId = activity.shifts[0]?.id ?? '';
    const inMalay = await memberIn(urls, own, 'Faridah binti Omar', 'bm');
    const inEnglish = await memberIn(urls, elsewhere, 'Tan Mei Ling', 'eng');
    const waiting = await memberIn(urls, own, 'Ravi a/l Kumar');
    const bystander = await memberIn(urls, own, 'Nora binti Ali');
    await signUpForShift(urls, nextVisitor(), activity.id, shiftId, inMalay);
    await signUpForShift(urls, nextVisitor(), activity.id, shiftId, inEnglish);
    await signUpForShift(urls, nextVisitor(), activity.id, shiftId, waiting, true);
    const path = apiPath(apiPaths.coordinatorShiftMessages, { id: activity.id, shiftId });
    const since = new Date();

    const tooLong = await call('POST', path, {
      body: { kind: 'other', text: 'x'.repeat(101) },
      cookie: coordinator.cookie,
    });
    expect(tooLong.status).toBe(400);
    expect(
      translatedKeys((tooLong.json as { error: { fields: Record<string, string> } }).error.fields),
    ).toEqual(['shiftMessage.text.max']);

    const words = 'Tempat bertukar ke Dewan Seri Murni, masuk ikut pintu belakang.';
    const first = await call('POST', path, {
      body: { kind: 'venue', text: words },
      cookie: coordinator.cookie,
    });
    expect(first.status, first.text).toBe(200);
    expect(first.json).toEqual({
      sent: 2,
      textsLeftToday: COORDINATOR_TEXTS_PER_DAY - 1,
      kind: 'venue',
    } satisfies ShiftMessageResult);
    const textsOf = async (member: TestMember) =>
      (await smsTo(urls, member.mobile)).filter(
        (message) => Date.parse(message.date) >= since.getTime(),
      );
    const [malay] = await textsOf(inMalay);
    const [english] = await textsOf(inEnglish);
    expect(malay?.text).toMatch(/^RM0 Gerakan Sektor Ketiga: "Gotong-royong pantai" \d+ \S+, /);
    expect(malay?.text.endsWith(`: ${words}`)).toBe(true);
    expect(english?.text).toMatch(/^RM0 Gerakan Sektor Ketiga: "Gotong-royong at the beach" /);
    for (const text of [malay?.text ?? '', english?.text ?? '']) {
      expect(text.length).toBeLessThanOrEqual(160);
      expect(text).not.toMatch(/https?:|www\./);
    }
    expect(await textsOf(waiting)).toEqual([]);
    expect(await textsOf(bystander)).toEqual([]);

    // The rest of the day's texts, then a refusal until the Malaysian day ends.
    for (let left = COORDINATOR_TEXTS_PER_DAY - 2; left >= 0; left -= 1) {
      const next = await call('POST', path, {
        body: { kind: 'time', text: 'Mula sejam lewat.' },
        cookie: coordinator.cookie,
      });
      expect(next.status, next.text).toBe(200);
      expect((next.json as ShiftMessageResult).textsLeftToday).toBe(left);
    }
    const spent = await call('POST', path, {
      body: { kind: 'cancelled', text: 'Dibatalkan.' },
      cookie: coordinator.cookie,
    });
    expect(spent.status).toBe(429);
    expect(spent.json).toEqual({ error: { code: 'texts_spent' } });
    expect(Number(spent.retryAfter)).toBeGreaterThan(0);
    expect(Number(spent.retryAfter)).toBeLessThanOrEqual(24 * 3600);
    expect((await textsOf(inMalay)).length).toBe(COORDINATOR_TEXTS_PER_DAY);

    // Recorded in the audit trail: who, what, to how many.
    const audit = (await call('GET', apiPaths.staffAudit, { cookie: staff.cookie })).json as {
      entries: { action: string; actor: { memberId: string }; details?: object }[];
    };
    const texted = audit.entries.filter(
      (entry) => entry.action === 'shift.texted' && entry.actor.memberId === coordinator.memberId,
    );
    expect(texted.length).toBe(COORDINATOR_TEXTS_PER_DAY);
    expect(texted.at(-1)?.details).toMatchObject({ kind: 'venue', text: words, sent: 2 });
  });
});
