import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { apiPath, apiPaths } from '@gsk/core/api';
import type {
  CancelResult,
  Commitments,
  PlaceResult,
  PublicEvent,
  RegistrationResult,
} from '@gsk/core/api';
import { afterAll, describe, expect, it } from 'vitest';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { send } from './application-client';
import type { Answer } from './application-client';
import { eventValues, inDays } from './event-fixture';
import { newMember } from './member-fixture';
import type { TestMember } from './member-fixture';
import { codeIn, smsTo } from './sms-client';
import { newActivity } from './volunteer-fixture';
import { stackUrls } from '../support/stack-setup';

/*
 * Places on shifts and events over HTTP against the local stack (docs/volunteers.md, "Places and
 * waiting lists"): sign-ups within the places, the waiting list in commit order under a race of
 * twenty, cancellations that promote exactly the first people waiting (each texted once),
 * a cancellation raced against sign-ups, the events' same waiting list, repeats, cancelling after
 * the start, the limits, the calendar files and the member's commitments. Activities and shifts
 * come from volunteer-fixture.ts, events from the events' domain functions, members from
 * member-fixture.ts; visitors use the loopback range 127.40.x.
 */

const urls = await stackUrls();

Object.assign(process.env, {
  AWS_REGION: localRegion,
  AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
  AWS_ENDPOINT_URL_DYNAMODB: urls.dynamodb,
  MEMBERS_TABLE: names.membersTable,
});
const { createEvent } = await import('../../functions/src/events/events');

const dynamo = new DynamoDBClient({
  endpoint: urls.dynamodb,
  region: localRegion,
  credentials: localCredentials,
});
const documents = DynamoDBDocumentClient.from(dynamo);
afterAll(() => dynamo.destroy());

let visitors = 0;
const nextVisitor = () => {
  visitors += 1;
  return `127.40.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
};

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  member?: TestMember,
  body?: unknown,
  from = nextVisitor(),
) =>
  send(`${urls.api}${path}`, from, {
    method,
    headers: {
      origin: urls.site,
      ...(member && { cookie: member.cookie }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

const signupPath = (activityId: string, shiftId: string) =>
  apiPath(apiPaths.shiftSignups, { id: activityId, shiftId });

const signUp = (activityId: string, shiftId: string, member: TestMember, waitingList?: boolean) =>
  call(
    'POST',
    signupPath(activityId, shiftId),
    member,
    waitingList === undefined ? undefined : { waitingList },
  );

const cancelShift = (activityId: string, shiftId: string, member: TestMember, from?: string) =>
  call('DELETE', signupPath(activityId, shiftId), member, undefined, from);

const registrationsPath = (eventId: string) =>
  apiPath(apiPaths.eventRegistrations, { id: eventId });

const item = async (pk: string, sk: string) =>
  (
    await documents.send(
      new GetCommand({ TableName: names.membersTable, Key: { pk, sk }, ConsistentRead: true }),
    )
  ).Item;

const query = async (pk: string, prefix: string) =>
  (
    await documents.send(
      new QueryCommand({
        TableName: names.membersTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

const shiftOf = (activityId: string, shiftId: string) =>
  item(`ACTIVITY#${activityId}`, `SHIFT#${shiftId}`);

/** The shift's figures and what its items say, which must always agree. */
const ledgerOf = async (activityId: string, shiftId: string) => {
  const [shift, places, waits] = await Promise.all([
    shiftOf(activityId, shiftId),
    query(`SHIFT#${shiftId}`, 'PLACE#'),
    query(`SHIFT#${shiftId}`, 'WAIT#'),
  ]);
  return {
    taken: Number(shift?.taken),
    waiting: Number(shift?.waiting),
    places: Number(shift?.places),
    confirmed: places.filter((place) => place.status === 'confirmed').map((p) => p.memberId),
    waitingPlaces: places.filter((place) => place.status === 'waiting'),
    waits,
  };
};

const expectConsistent = async (activityId: string, shiftId: string) => {
  const ledger = await ledgerOf(activityId, shiftId);
  expect(ledger.confirmed.length).toBeLessThanOrEqual(ledger.places);
  expect(ledger.taken).toBe(ledger.confirmed.length);
  expect(ledger.waiting).toBe(ledger.waits.length);
  expect(ledger.waitingPlaces.length).toBe(ledger.waits.length);
  for (const wait of ledger.waits) {
    const place = ledger.waitingPlaces.find((candidate) => candidate.memberId === wait.memberId);
    expect(place?.position).toBe(wait.position);
  }
  return ledger;
};

/** Texts to a member but codes, once they stop changing for a moment. */
const settledTexts = async (mobile: string, atLeast = 0) => {
  let last = -1;
  for (let tries = 0; tries < 60; tries += 1) {
    const texts = (await smsTo(urls, mobile)).filter(({ text }) => codeIn(text) === undefined);
    if (texts.length >= atLeast && texts.length === last) return texts;
    last = texts.length;
    await new Promise((done) => setTimeout(done, 300));
  }
  return (await smsTo(urls, mobile)).filter(({ text }) => codeIn(text) === undefined);
};

const errorCode = (answer: Answer) => (answer.json as { error?: { code?: string } }).error?.code;

/** Moves a shift's start (the clock cannot be moved: the shift is). */
const moveShift = (activityId: string, shiftId: string, startsAt: Date) =>
  documents.send(
    new UpdateCommand({
      TableName: names.membersTable,
      Key: { pk: `ACTIVITY#${activityId}`, sk: `SHIFT#${shiftId}` },
      UpdateExpression: 'SET startsAt = :start',
      ExpressionAttributeValues: { ':start': startsAt.toISOString() },
    }),
  );

describe('a shift’s places and waiting list', () => {
  it('20 members racing for 5 places: 5 in, 15 waiting at 1..15 in commit order; 3 cancellations promote exactly the first 3 waiting, each texted once', async () => {
    const { activityId, shiftIds } = await newActivity(urls, { places: 5 });
    const shiftId = shiftIds[0] ?? '';
    const members = await Promise.all(Array.from({ length: 20 }, () => newMember(urls)));
    const answers = await Promise.all(
      members.map((member) => signUp(activityId, shiftId, member, true)),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    const results = answers.map((answer) => answer.json as PlaceResult);
    expect(results.filter((result) => result.status === 'confirmed')).toHaveLength(5);
    const waiting = results.filter((result) => result.status === 'waiting');
    expect(waiting).toHaveLength(15);
    expect(waiting.map((result) => result.position).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 15 }, (_, index) => index + 1),
    );
    const ledger = await expectConsistent(activityId, shiftId);
    expect(ledger).toMatchObject({ taken: 5, waiting: 15 });
    // The order is the commit order: each waiting member's answer is the position stored.
    const positionOf = new Map<string, number>();
    members.forEach((member, index) => {
      const result = results[index];
      if (result?.status === 'waiting') positionOf.set(member.memberId, result.position ?? 0);
    });
    expect(ledger.waits.map((wait) => Number(wait.position))).toEqual(
      Array.from({ length: 15 }, (_, index) => index + 1),
    );
    for (const wait of ledger.waits) {
      expect(positionOf.get(String(wait.memberId))).toBe(Number(wait.position));
    }
    const shift = await shiftOf(activityId, shiftId);
    expect(shift?.nextPosition).toBe(15);

    // Three of the five give their places back, at once.
    const confirmed = members.filter((_, index) => results[index]?.status === 'confirmed');
    const byPosition = [...positionOf.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id);
    const leaving = confirmed.slice(0, 3);
    const cancels = await Promise.all(
      leaving.map((member) => cancelShift(activityId, shiftId, member)),
    );
    for (const answer of cancels) {
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ status: 'cancelled' } satisfies CancelResult);
    }
    const after = await expectConsistent(activityId, shiftId);
    expect(after).toMatchObject({ taken: 5, waiting: 12 });
    const promotedIds = byPosition.slice(0, 3);
    expect([...after.confirmed].sort()).toEqual(
      [...confirmed.slice(3).map((member) => member.memberId), ...promotedIds].sort(),
    );
    // Each of the first three waiting texted exactly once, in their language; nobody else.
    for (const memberId of promotedIds) {
      const member = members.find((candidate) => candidate.memberId === memberId);
      const texts = await settledTexts(member?.mobile ?? '', 1);
      expect(texts, memberId).toHaveLength(1);
      expect(texts[0]?.text).toMatch(
        /^RM0 Gerakan Sektor Ketiga: Anda mendapat tempat untuk "Gotong-royong Taman Rakyat" pada .+\. Jika tidak dapat hadir, batalkan di profil\.$/,
      );
      expect(await item(`SHIFT#${shiftId}`, `PLACE#${memberId}`)).toMatchObject({
        status: 'confirmed',
        promotion: 'sent',
        promotionAttempts: 1,
      });
      expect(await item('PROMOTIONS', `shift#${shiftId}#${memberId}`)).toBeUndefined();
    }
    for (const memberId of byPosition.slice(3)) {
      const member = members.find((candidate) => candidate.memberId === memberId);
      expect(await smsTo(urls, member?.mobile ?? '')).toEqual([]);
    }
    for (const member of leaving) expect(await smsTo(urls, member.mobile)).toEqual([]);
    // The fourth waiting is now first in the line.
    const fourth = members.find((member) => member.memberId === byPosition[3]);
    const again = await signUp(activityId, shiftId, fourth as TestMember, true);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ status: 'already_waiting', position: 1 });
  });

  it('a cancellation raced against new sign-ups never puts more people in than places', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { activityId, shiftIds } = await newActivity(urls, { places: 3 });
      const shiftId = shiftIds[0] ?? '';
      const first = await Promise.all(Array.from({ length: 3 }, () => newMember(urls)));
      for (const member of first) {
        expect((await signUp(activityId, shiftId, member)).status).toBe(201);
      }
      const newcomers = await Promise.all(Array.from({ length: 4 }, () => newMember(urls)));
      const [cancelled, ...joins] = await Promise.all([
        cancelShift(activityId, shiftId, first[0] as TestMember),
        ...newcomers.map((member, index) => signUp(activityId, shiftId, member, index % 2 === 0)),
      ]);
      expect(cancelled.json).toEqual({ status: 'cancelled' });
      for (const join of joins) {
        expect([201, 409]).toContain(join.status);
        if (join.status === 409) expect(errorCode(join)).toBe('shift_full');
      }
      const ledger = await expectConsistent(activityId, shiftId);
      expect(ledger.taken).toBe(3);
      expect(ledger.confirmed).toHaveLength(3);
      // The freed place went to exactly one newcomer: at once, or the first waiting promoted.
      const ids = newcomers.map((member) => member.memberId);
      expect(ledger.confirmed.filter((id) => ids.includes(String(id)))).toHaveLength(1);
      expect(ledger.confirmed).not.toContain(first[0]?.memberId);
    }
  });

  it('answers repeats with already_confirmed / already_waiting, and refuses a full shift without the waiting list', async () => {
    const { activityId, shiftIds } = await newActivity(urls, { places: 1 });
    const shiftId = shiftIds[0] ?? '';
    const [inside, outside] = await Promise.all([newMember(urls), newMember(urls)]);
    expect((await signUp(activityId, shiftId, inside)).json).toEqual({ status: 'confirmed' });
    const repeat = await signUp(activityId, shiftId, inside, true);
    expect(repeat.status).toBe(200);
    expect(repeat.json).toEqual({ status: 'already_confirmed' });
    const full = await signUp(activityId, shiftId, outside);
    expect(full.status).toBe(409);
    expect(full.json).toEqual({ error: { code: 'shift_full' } });
    expect((await signUp(activityId, shiftId, outside, true)).json).toEqual({
      status: 'waiting',
      position: 1,
    });
    const waitingAgain = await signUp(activityId, shiftId, outside);
    expect(waitingAgain.status).toBe(200);
    expect(waitingAgain.json).toEqual({ status: 'already_waiting', position: 1 });
    const bad = await signUp(activityId, shiftId, outside, 'yes' as unknown as boolean);
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      error: { code: 'validation', fields: { waitingList: expect.stringMatching(/notType/) } },
    });
    await expectConsistent(activityId, shiftId);
  });

  it('answers 404 shift_not_found, 409 shift_closed and 401 as it should, and writes nothing', async () => {
    const member = await newMember(urls);
    const proposed = await newActivity(urls, { status: 'proposed' });
    const cancelled = await newActivity(urls, { status: 'cancelled' });
    const started = await newActivity(urls, { startsAt: inDays(0, -1) });
    const open = await newActivity(urls);
    const notFound = [
      signUp(proposed.activityId, proposed.shiftIds[0] ?? '', member),
      signUp(open.activityId, '00000000-0000-4000-8000-000000000000', member),
      signUp(open.activityId, 'SHIFT#x', member),
      signUp(cancelled.activityId, open.shiftIds[0] ?? '', member),
    ];
    for (const answer of await Promise.all(notFound)) {
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ error: { code: 'shift_not_found' } });
    }
    for (const { activityId, shiftIds } of [cancelled, started]) {
      const closed = await signUp(activityId, shiftIds[0] ?? '', member, true);
      expect(closed.status).toBe(409);
      expect(closed.json).toEqual({ error: { code: 'shift_closed' } });
    }
    const anonymous = await signUp(open.activityId, open.shiftIds[0] ?? '', undefined as never);
    expect(anonymous.status).toBe(401);
    for (const { activityId, shiftIds } of [proposed, cancelled, started, open]) {
      expect((await ledgerOf(activityId, shiftIds[0] ?? '')).taken).toBe(0);
      expect(await query(`SHIFT#${shiftIds[0] ?? ''}`, 'PLACE#')).toEqual([]);
    }
  });

  it('lets a member cancel until the shift starts, and refuses after (409 shift_closed)', async () => {
    const { activityId, shiftIds } = await newActivity(urls, { places: 2 });
    const shiftId = shiftIds[0] ?? '';
    const member = await newMember(urls);
    expect((await signUp(activityId, shiftId, member)).status).toBe(201);
    await moveShift(activityId, shiftId, inDays(0, -1));
    const late = await cancelShift(activityId, shiftId, member);
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ error: { code: 'shift_closed' } });
    expect(await item(`SHIFT#${shiftId}`, `PLACE#${member.memberId}`)).toMatchObject({
      status: 'confirmed',
    });
    const nobody = await cancelShift(activityId, shiftId, await newMember(urls));
    expect(nobody.json).toEqual({ status: 'not_found' });
  });

  it('keeps a member who cancelled off the same shift for a while (429), and caps cancellations per member', async () => {
    const { activityId, shiftIds } = await newActivity(urls, { places: 5, shifts: 7 });
    const member = await newMember(urls);
    const first = shiftIds[0] ?? '';
    expect((await signUp(activityId, first, member)).status).toBe(201);
    expect((await cancelShift(activityId, first, member)).json).toEqual({ status: 'cancelled' });
    const rejoin = await signUp(activityId, first, member, true);
    expect(rejoin.status).toBe(429);
    expect(rejoin.json).toEqual({ error: { code: 'too_many_requests' } });
    expect(Number(rejoin.retryAfter)).toBeGreaterThan(60 * 60);
    await expectConsistent(activityId, first);
    // Four more cancellations this hour are allowed (five in all), the sixth refused.
    for (const shiftId of shiftIds.slice(1, 6)) {
      expect((await signUp(activityId, shiftId, member)).status).toBe(201);
    }
    for (const shiftId of shiftIds.slice(1, 5)) {
      expect((await cancelShift(activityId, shiftId, member)).status).toBe(200);
    }
    const capped = await cancelShift(activityId, shiftIds[5] ?? '', member);
    expect(capped.status).toBe(429);
    expect(await item(`SHIFT#${shiftIds[5] ?? ''}`, `PLACE#${member.memberId}`)).toMatchObject({
      status: 'confirmed',
    });
    // Another member is not held up by them.
    const other = await newMember(urls);
    expect((await signUp(activityId, first, other)).status).toBe(201);
  });
});

describe('an event’s waiting list', () => {
  const register = (eventId: string, member: TestMember, waitingList?: boolean) =>
    call(
      'POST',
      registrationsPath(eventId),
      member,
      waitingList === undefined ? undefined : { waitingList },
    );

  it('registers within capacity, puts the rest on the waiting list in order, and a cancellation promotes the first with one text', async () => {
    const { id } = await createEvent(eventValues({ capacity: 2 }));
    const members = await Promise.all(Array.from({ length: 5 }, () => newMember(urls, 'eng')));
    const answers = await Promise.all(members.map((member) => register(id, member, true)));
    const results = answers.map((answer) => answer.json as RegistrationResult);
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(results.filter((result) => result.status === 'registered')).toHaveLength(2);
    const waiting = results.filter((result) => result.status === 'waiting');
    expect(waiting.map((result) => result.position).sort()).toEqual([1, 2, 3]);
    const page = await call('GET', apiPath(apiPaths.event, { id }));
    expect(page.json).toMatchObject({ placesLeft: 0, waiting: 3, registration: 'full' });
    // Without the waiting list a full event is still a 409.
    const late = await register(id, await newMember(urls));
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ error: { code: 'event_full' } });

    const registered = members.filter((_, index) => results[index]?.status === 'registered');
    const firstWaiting = members.find(
      (_, index) => results[index]?.status === 'waiting' && results[index]?.position === 1,
    ) as TestMember;
    const cancelled = await call('DELETE', registrationsPath(id), registered[0]);
    expect(cancelled.json).toEqual({ status: 'cancelled' });
    expect(await item(`EVENT#${id}`, `REG#${firstWaiting.memberId}`)).toMatchObject({
      status: 'confirmed',
      promotion: 'sent',
    });
    const texts = await settledTexts(firstWaiting.mobile, 1);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toMatch(
      /^RM0 Gerakan Sektor Ketiga: You got a place for "Community Co-operative Workshop" on .+\. Can't come\? Please cancel in your profile\.$/,
    );
    const event = await item('EVENTS', `EVENT#${id}`);
    expect(event).toMatchObject({ registeredCount: 2, waiting: 2, nextPosition: 3 });
    expect((await query(`EVENT#${id}`, 'WAIT#')).map((wait) => wait.position)).toEqual([2, 3]);
    const repeat = await register(id, firstWaiting, true);
    expect(repeat.status).toBe(200);
    expect((repeat.json as RegistrationResult).status).toBe('already_registered');
    // A waiting registrant gives their waiting place back: the line closes up.
    const second = members.find(
      (_, index) => results[index]?.position === 2 && results[index]?.status === 'waiting',
    ) as TestMember;
    expect((await call('DELETE', registrationsPath(id), second)).json).toEqual({
      status: 'cancelled',
    });
    const third = members.find((_, index) => results[index]?.position === 3) as TestMember;
    expect((await register(id, third, true)).json).toMatchObject({
      status: 'already_waiting',
      position: 1,
    });
    expect((await call('GET', apiPath(apiPaths.event, { id }))).json).toMatchObject({
      waiting: 1,
    } satisfies Partial<PublicEvent>);
  });

  it('refuses to cancel an event that has started (409 event_closed)', async () => {
    const { id } = await createEvent(eventValues());
    const member = await newMember(urls);
    expect((await register(id, member)).status).toBe(201);
    await documents.send(
      new UpdateCommand({
        TableName: names.membersTable,
        Key: { pk: 'EVENTS', sk: `EVENT#${id}` },
        UpdateExpression: 'SET startsAt = :start',
        ExpressionAttributeValues: { ':start': inDays(0, -1).toISOString() },
      }),
    );
    const late = await call('DELETE', registrationsPath(id), member);
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ error: { code: 'event_closed' } });
  });
});

/** A calendar file fetched as a browser would (public, no limits). */
const download = async (path: string) => {
  const response = await fetch(`${urls.api}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    text: await response.text(),
  };
};

/** A calendar file's content lines, unfolded, as name → value (the first of each). */
const parseCalendar = (text: string) => {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const unescape = (value: string) =>
    value.replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === 'n' ? '\n' : char));
  const fields = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(';')[0] ?? '';
    if (!fields.has(name)) fields.set(name, unescape(line.slice(colon + 1)));
  }
  return { lines, fields };
};

describe('calendar files', () => {
  it('gives a shift’s .ics in Malay and English: UTC times, a stable UID, the page, escaped and folded', async () => {
    const title = {
      bm: 'Gotong-royong; kemas, sapu & tanam — Taman Rakyat',
      eng: 'Clean-up; tidy, sweep & plant — People’s Park',
    };
    const startsAt = new Date(Date.UTC(2031, 4, 10, 1, 0));
    const { activityId, shiftIds } = await newActivity(urls, {
      title,
      startsAt,
      hours: 3,
      description: {
        bm: 'Bawa sarung tangan, topi dan botol air. '.repeat(4).trim(),
        eng: 'Bring gloves, a hat and a water bottle. '.repeat(4).trim(),
      },
    });
    const shiftId = shiftIds[0] ?? '';
    const path = apiPath(apiPaths.shiftCalendar, { id: activityId, shiftId });
    const malay = await download(path);
    expect(malay.status).toBe(200);
    expect(malay.type).toBe('text/calendar; charset=utf-8');
    expect(malay.disposition).toMatch(
      /^attachment; filename="gotong-royong-kemas-sapu-tanam-taman-rakyat\.ics"$/,
    );
    const { lines, fields } = parseCalendar(malay.text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(fields.get('SUMMARY')).toBe(title.bm);
    expect(fields.get('DTSTART')).toBe('20310510T010000Z');
    expect(fields.get('DTEND')).toBe('20310510T040000Z');
    expect(fields.get('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(fields.get('LOCATION')).toBe('Taman Rakyat, Petaling Jaya');
    expect(fields.get('DESCRIPTION')).toMatch(/^Bawa sarung tangan, topi dan botol air\./);
    expect(fields.get('URL')).toBe(`${urls.site}/volunteer/activities/${activityId}`);
    // Escaped: the semicolon and commas of the title travel as \; and \,.
    expect(malay.text).toContain('SUMMARY:Gotong-royong\\; kemas\\, sapu & tanam');
    // Folded at 75 octets, never inside a character.
    for (const line of malay.text.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    const english = parseCalendar((await download(`${path}?language=eng`)).text).fields;
    expect(english.get('SUMMARY')).toBe(title.eng);
    expect(english.get('LOCATION')).toBe("People's Park, Petaling Jaya");
    expect(english.get('URL')).toBe(`${urls.site}/en/volunteer/activities/${activityId}`);
    // The same UID each time, so a second download updates the one calendar entry.
    expect(english.get('UID')).toBe(fields.get('UID'));
    expect(fields.get('UID')).toContain(shiftId);

    const online = await newActivity(urls, { online: true });
    const onlineFile = (language: string) =>
      download(
        `${apiPath(apiPaths.shiftCalendar, { id: online.activityId, shiftId: online.shiftIds[0] ?? '' })}?language=${language}`,
      );
    expect(parseCalendar((await onlineFile('bm')).text).fields.get('LOCATION')).toBe(
      'Dalam talian',
    );
    expect(parseCalendar((await onlineFile('eng')).text).fields.get('LOCATION')).toBe('Online');
    const proposed = await newActivity(urls, { status: 'proposed' });
    const hidden = await call(
      'GET',
      apiPath(apiPaths.shiftCalendar, {
        id: proposed.activityId,
        shiftId: proposed.shiftIds[0] ?? '',
      }),
    );
    expect(hidden.status).toBe(404);
    expect(hidden.json).toEqual({ error: { code: 'shift_not_found' } });
  });

  it('gives an event’s .ics with its page, and 404 for a draft', async () => {
    const { id } = await createEvent(eventValues());
    const answer = await download(`${apiPath(apiPaths.eventCalendar, { id })}?language=eng`);
    expect(answer.status).toBe(200);
    const { fields } = parseCalendar(answer.text);
    expect(fields.get('SUMMARY')).toBe('Community Co-operative Workshop');
    expect(fields.get('LOCATION')).toBe('Kampung Baru Community Hall, Kuala Lumpur');
    expect(fields.get('URL')).toBe(`${urls.site}/en/programmes/${id}`);
    expect(fields.get('DTSTART')).toMatch(/^\d{8}T\d{6}Z$/);
    const malay = parseCalendar((await download(apiPath(apiPaths.eventCalendar, { id }))).text);
    expect(malay.fields.get('URL')).toBe(`${urls.site}/programmes/${id}`);
    const draft = await createEvent(eventValues({ status: 'draft' }));
    const hidden = await call('GET', apiPath(apiPaths.eventCalendar, { id: draft.id }));
    expect(hidden.status).toBe(404);
    expect(hidden.json).toEqual({ error: { code: 'event_not_found' } });
  });
});

describe('GET /api/account/commitments', () => {
  it('lists the member’s upcoming shifts (in or waiting) and events, soonest first, cancellable', async () => {
    const member = await newMember(urls);
    const soon = await newActivity(urls, { startsAt: inDays(3), places: 2 });
    const later = await newActivity(urls, { startsAt: inDays(20), places: 1 });
    const past = await newActivity(urls, { startsAt: inDays(4) });
    const { id: eventId } = await createEvent(
      eventValues({ startsAt: inDays(8).toISOString(), endsAt: inDays(8, 2).toISOString() }),
    );
    expect((await signUp(soon.activityId, soon.shiftIds[0] ?? '', member)).status).toBe(201);
    expect(
      (await signUp(later.activityId, later.shiftIds[0] ?? '', await newMember(urls))).status,
    ).toBe(201);
    expect((await signUp(later.activityId, later.shiftIds[0] ?? '', member, true)).json).toEqual({
      status: 'waiting',
      position: 1,
    });
    expect((await signUp(past.activityId, past.shiftIds[0] ?? '', member)).status).toBe(201);
    await documents.send(
      new UpdateCommand({
        TableName: names.membersTable,
        Key: { pk: `ACTIVITY#${past.activityId}`, sk: `SHIFT#${past.shiftIds[0] ?? ''}` },
        UpdateExpression: 'SET startsAt = :start, endsAt = :end',
        ExpressionAttributeValues: {
          ':start': inDays(-2).toISOString(),
          ':end': inDays(-2, 2).toISOString(),
        },
      }),
    );
    expect((await call('POST', registrationsPath(eventId), member)).status).toBe(201);

    const answer = await call('GET', apiPaths.commitments, member);
    expect(answer.status).toBe(200);
    const { commitments } = answer.json as Commitments;
    expect(commitments.map((c) => [c.kind, c.id, c.place])).toEqual([
      ['shift', soon.activityId, { status: 'confirmed' }],
      ['event', eventId, { status: 'confirmed' }],
      ['shift', later.activityId, { status: 'waiting', position: 1 }],
    ]);
    expect(commitments[0]).toMatchObject({
      shiftId: soon.shiftIds[0],
      title: { bm: 'Gotong-royong Taman Rakyat', eng: "People's Park Clean-up" },
      online: false,
      cancellable: true,
    });
    expect(answer.text).not.toMatch(/mobile|\+60/);

    expect((await cancelShift(soon.activityId, soon.shiftIds[0] ?? '', member)).status).toBe(200);
    const afterCancel = (await call('GET', apiPaths.commitments, member)).json as Commitments;
    expect(afterCancel.commitments.map((c) => c.id)).toEqual([eventId, later.activityId]);
    expect((await call('GET', apiPaths.commitments)).status).toBe(401);
  });
});

describe('repeats of a sign-up sent at once', () => {
  it('one member’s sign-up sent 15 times at once: one place, one 201', async () => {
    const { activityId, shiftIds } = await newActivity(urls, { places: 3 });
    const shiftId = shiftIds[0] ?? '';
    const member = await newMember(urls);
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => signUp(activityId, shiftId, member, true)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(
      answers.filter((answer) => (answer.json as PlaceResult).status === 'already_confirmed'),
    ).toHaveLength(14);
    expect(await expectConsistent(activityId, shiftId)).toMatchObject({ taken: 1, waiting: 0 });
  });
});
