import { apiPath, apiPaths, STAFF_PAGE_SIZE } from '@gsk/core/api';
import type {
  EventList,
  StaffAuditEntry,
  StaffAuditPage,
  StaffEvent,
  StaffEventList,
  StaffRegistrationPage,
} from '@gsk/core/api';
import type { EventValues } from '@gsk/core/events';
import { validationBm } from '@gsk/core/i18n/validation-bm';
import { isValidationKey, validationEng } from '@gsk/core/i18n/validation-eng';
import { parseValidationMessage } from '@gsk/core/i18n/validation-message';
import { seatNames } from '@gsk/core/electoral';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountTestTimeout, call, urls } from './account-support';
import { send } from './application-client';
import { eventValues, inDays } from './event-fixture';
import { newMember } from './member-fixture';
import type { TestMember } from './member-fixture';
import { signUpMember, someSeat } from './member-client';
import { newStaff, signedInStaff } from './staff-client';

/*
 * Staff's programmes and events (issue 18) over HTTP against the local stack: a staff member
 * (signed up, made staff by the command, signed in with the texted code) creates a draft, which
 * the public never sees, publishes it into the public list at once, edits, features (one event at
 * a time), closes it (registrations refused); places never drop below the registrations; bad
 * bodies are translated 400s that change nothing; registrations of real members are listed a page
 * at a time and exported as CSV (parsed here); every write and the export are in the audit trail.
 * Visitors use the loopback range 127.37.x.
 */

let visitors = 0;
const nextVisitor = () => {
  visitors += 1;
  return `127.37.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
};

let cookie = '';

beforeAll(async () => {
  const staff = await newStaff(nextVisitor);
  ({ cookie } = await signedInStaff(staff.mobile, staff.password, nextVisitor));
}, accountTestTimeout);

/** A draft, unless said otherwise (event-fixture.ts). */
const eventBody = (overrides: Partial<EventValues> = {}): EventValues =>
  eventValues({ status: 'draft', ...overrides });

const staffGet = (path: string) => call(path, nextVisitor(), { method: 'GET', cookie });
const staffPost = (path: string, body: unknown) => call(path, nextVisitor(), { body, cookie });
const publicGet = (path: string) => send(`${urls.api}${path}`, nextVisitor(), { method: 'GET' });

const create = async (overrides: Partial<EventValues> = {}) => {
  const answer = await staffPost(apiPaths.staffEvents, eventBody(overrides));
  expect(answer.status, answer.text).toBe(201);
  return answer.json as StaffEvent;
};

const update = (id: string, body: unknown) => staffPost(apiPath(apiPaths.staffEvent, { id }), body);

/** The event's staff-written fields as a body again, with changes. */
const bodyOf = (event: StaffEvent, overrides: Partial<EventValues> = {}): EventValues => ({
  title: event.title,
  description: event.description,
  online: event.online,
  venue: event.venue ?? { bm: '', eng: '' },
  startsAt: event.startsAt,
  endsAt: event.endsAt,
  capacity: event.capacity,
  featured: event.featured,
  status: event.status,
  fundraisingGoal: event.fundraisingGoal,
  ...overrides,
});

const staffEvents = async () => {
  const answer = await staffGet(apiPaths.staffEvents);
  expect(answer.status, answer.text).toBe(200);
  return (answer.json as StaffEventList).events;
};

const staffEvent = async (id: string) => {
  const answer = await staffGet(apiPath(apiPaths.staffEvent, { id }));
  expect(answer.status, answer.text).toBe(200);
  return answer.json as StaffEvent;
};

const publicEvents = async () => {
  const answer = await publicGet(apiPaths.events);
  expect(answer.status).toBe(200);
  return (answer.json as EventList).events;
};

const registerFor = (eventId: string, member: Pick<TestMember, 'cookie'>) =>
  send(`${urls.api}${apiPath(apiPaths.eventRegistrations, { id: eventId })}`, nextVisitor(), {
    method: 'POST',
    headers: { origin: urls.site, cookie: member.cookie },
  });

/** The audit trail's entries about one subject, newest first (the first pages suffice here). */
const auditOf = async (subjectId: string): Promise<StaffAuditEntry[]> => {
  const entries: StaffAuditEntry[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page += 1) {
    const answer = await staffGet(`${apiPaths.staffAudit}${cursor ? `?cursor=${cursor}` : ''}`);
    expect(answer.status).toBe(200);
    const { entries: read, nextCursor } = answer.json as StaffAuditPage;
    entries.push(...read.filter((entry) => entry.subject.id === subjectId));
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return entries;
};

const staffEventKeys = [
  'capacity',
  'createdAt',
  'description',
  'endsAt',
  'featured',
  'fundraisingGoal',
  'id',
  'online',
  'registeredCount',
  'startsAt',
  'status',
  'title',
  'updatedAt',
  'venue',
];

/** Every field message of a 400 is a validation key the web translates in Malay and English. */
const expectTranslated = (fields: Record<string, string>) => {
  for (const message of Object.values(fields)) {
    const { key } = parseValidationMessage(message);
    expect(isValidationKey(key), key).toBe(true);
    if (!isValidationKey(key)) continue;
    expect(validationBm[key], key).toBeTruthy();
    expect(validationEng[key], key).toBeTruthy();
  }
};

describe('staff create, publish, edit, feature and close events', { timeout: 120_000 }, () => {
  it('keeps a draft from the public, publishes it into GET /api/events at once, and edits it', async () => {
    const draft = await create();
    expect(Object.keys(draft).sort()).toEqual(staffEventKeys);
    expect(draft).toMatchObject({ status: 'draft', featured: false, registeredCount: 0 });
    expect((await publicEvents()).map(({ id }) => id)).not.toContain(draft.id);
    expect((await publicGet(apiPath(apiPaths.event, { id: draft.id }))).status).toBe(404);

    // Staff see drafts, latest start first.
    const later = await create({
      startsAt: inDays(200).toISOString(),
      endsAt: inDays(200, 2).toISOString(),
    });
    const listed = await staffEvents();
    const ids = listed.map(({ id }) => id);
    expect(ids).toEqual(expect.arrayContaining([draft.id, later.id]));
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(draft.id));
    const starts = listed.map(({ startsAt }) => Date.parse(startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    for (const event of listed) expect(Object.keys(event).sort()).toEqual(staffEventKeys);

    const published = await update(draft.id, bodyOf(draft, { status: 'published' }));
    expect(published.status, published.text).toBe(200);
    expect(published.json).toMatchObject({ id: draft.id, status: 'published' });
    // The public list shows it on the very next request (its own 30 s caching is the browser's).
    const shown = (await publicEvents()).find(({ id }) => id === draft.id);
    expect(shown).toMatchObject({ registration: 'open', placesLeft: 30 });

    const edited = await update(
      draft.id,
      bodyOf(published.json as StaffEvent, {
        title: { bm: 'Bengkel Koperasi Belia', eng: 'Youth Co-operative Workshop' },
        online: true,
        venue: { bm: '', eng: '' },
      }),
    );
    expect(edited.status, edited.text).toBe(200);
    expect(await staffEvent(draft.id)).toMatchObject({
      title: { bm: 'Bengkel Koperasi Belia', eng: 'Youth Co-operative Workshop' },
      online: true,
      venue: null,
      createdAt: draft.createdAt,
    });
    expect((await publicEvents()).find(({ id }) => id === draft.id)).toMatchObject({
      title: { eng: 'Youth Co-operative Workshop' },
      venue: null,
    });

    // Newest first; entries of one request may share a millisecond, so matched by what they say.
    const trail = await auditOf(draft.id);
    const entry = (action: string, changed?: string) =>
      trail.filter(
        (candidate) =>
          candidate.action === action &&
          (changed === undefined || candidate.details?.changed === changed),
      );
    expect(trail).toHaveLength(4);
    expect(entry('event.created')).toEqual([
      expect.objectContaining({
        subject: { type: 'event', id: draft.id, title: draft.title },
        details: { status: 'draft', featured: false },
      }),
    ]);
    expect(entry('event.updated', 'status')[0]?.details).toMatchObject({ status: 'published' });
    expect(entry('event.published')[0]?.details).toEqual({ from: 'draft' });
    expect(entry('event.updated', 'title,online,venue')).toHaveLength(1);
    expect(trail[3]?.action).toBe('event.created');
  });

  it('features one event at a time: featuring another unfeatures the first, even at once', async () => {
    const first = await create({ status: 'published', featured: true });
    const second = await create({ status: 'published' });
    const featuredIds = async () =>
      (await staffEvents()).filter(({ featured }) => featured).map(({ id }) => id);
    expect(await featuredIds()).toEqual([first.id]);

    const featured = await update(second.id, bodyOf(second, { featured: true }));
    expect(featured.status, featured.text).toBe(200);
    expect(await featuredIds()).toEqual([second.id]);
    expect((await staffEvent(first.id)).featured).toBe(false);
    expect((await publicEvents()).filter((event) => event.featured).map(({ id }) => id)).toEqual([
      second.id,
    ]);
    expect((await auditOf(second.id))[0]?.details).toMatchObject({
      changed: 'featured',
      featured: true,
      unfeatured: first.id,
    });

    // Staff featuring six events at the same moment: one wins, never two.
    const rivals = [await staffEvent(first.id), await staffEvent(second.id)];
    for (let count = 0; count < 4; count += 1) rivals.push(await create({ status: 'published' }));
    const answers = await Promise.all(
      rivals.map((rival) => update(rival.id, bodyOf(rival, { featured: true }))),
    );
    expect(answers.map(({ status }) => status)).toEqual(rivals.map(() => 200));
    const now = await featuredIds();
    expect(now).toHaveLength(1);
    expect(rivals.map(({ id }) => id)).toContain(now[0]);
  });

  it('closes an event: registrations are refused with event_closed', async () => {
    const event = await create({ status: 'published' });
    expect((await registerFor(event.id, await newMember(urls))).status).toBe(201);
    const closed = await update(event.id, bodyOf(await staffEvent(event.id), { status: 'closed' }));
    expect(closed.status, closed.text).toBe(200);
    expect(closed.json).toMatchObject({ status: 'closed', registeredCount: 1 });
    const refused = await registerFor(event.id, await newMember(urls));
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ error: { code: 'event_closed' } });
    expect((await staffEvent(event.id)).registeredCount).toBe(1);
    expect((await publicEvents()).find(({ id }) => id === event.id)).toMatchObject({
      registration: 'closed',
    });
    const actions = (await auditOf(event.id)).map(({ action }) => action);
    expect(actions.slice(0, 2).sort()).toEqual(['event.closed', 'event.updated']);
  });

  it('refuses places below the registrations taken with a translated 400, and changes nothing', async () => {
    const event = await create({ status: 'published', capacity: 5 });
    for (let count = 0; count < 3; count += 1) {
      expect((await registerFor(event.id, await newMember(urls))).status).toBe(201);
    }
    const before = await staffEvent(event.id);
    const refused = await update(
      event.id,
      bodyOf(before, { capacity: 2, title: { bm: 'Baru', eng: 'New' } }),
    );
    expect(refused.status).toBe(400);
    const { error } = refused.json as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('validation');
    expect(Object.keys(error.fields)).toEqual(['capacity']);
    expect(parseValidationMessage(error.fields.capacity ?? '')).toEqual({
      key: 'event.capacity.belowRegistered',
      params: { count: '3' },
    });
    expectTranslated(error.fields);
    expect(await staffEvent(event.id)).toEqual(before);

    const exact = await update(event.id, bodyOf(before, { capacity: 3 }));
    expect(exact.status, exact.text).toBe(200);
    expect(exact.json).toMatchObject({ capacity: 3, registeredCount: 3 });
  });

  it('answers bad bodies 400 with translated field keys and unknown events 404, changing nothing', async () => {
    const event = await create();
    const countBefore = (await staffEvents()).length;
    const bad: Record<string, unknown> = {
      empty: {},
      'no places': eventBody({ capacity: 0 }),
      'ends before it starts': eventBody({ endsAt: inDays(9).toISOString() }),
      'a status of none': { ...eventBody(), status: 'archived' },
      'no venue offline': eventBody({ venue: { bm: '', eng: '' } }),
      'a start without offset': eventBody({ startsAt: '2026-12-05 09:00' }),
      'too long a title': eventBody({ title: { bm: 'x'.repeat(121), eng: 'ok' } }),
      'places as text': { ...eventBody(), capacity: 'banyak' },
      'featured as text': { ...eventBody(), featured: 'ya' },
    };
    for (const [name, body] of Object.entries(bad)) {
      for (const answer of [
        await staffPost(apiPaths.staffEvents, body),
        await update(event.id, body),
      ]) {
        expect(answer.status, `${name}: ${answer.text}`).toBe(400);
        const { error } = answer.json as {
          error: { code: string; fields: Record<string, string> };
        };
        expect(error.code, name).toBe('validation');
        expectTranslated(error.fields);
      }
    }
    for (const body of ['[1]', 'null', '{"title":']) {
      const answer = await send(`${urls.api}${apiPaths.staffEvents}`, nextVisitor(), {
        method: 'POST',
        headers: { origin: urls.site, cookie, 'content-type': 'application/json' },
        body,
      });
      expect(answer.status, body).toBe(400);
    }
    expect((await staffEvents()).length).toBe(countBefore);
    expect(await staffEvent(event.id)).toEqual(event);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'EVENTS', 'FEATURED']) {
      for (const answer of [
        await staffGet(apiPath(apiPaths.staffEvent, { id })),
        await update(id, eventBody()),
        await staffGet(apiPath(apiPaths.staffEventRegistrations, { id })),
        await staffGet(apiPath(apiPaths.staffEventRegistrationsExport, { id })),
      ]) {
        expect(answer.status, id).toBe(404);
        expect(answer.json).toEqual({ error: { code: 'event_not_found' } });
      }
    }
    expect((await staffEvents()).length).toBe(countBefore);
  });
});

/** The export as the browser receives it: headers and the bytes as text (BOM kept). */
const exportOf = async (id: string, language: 'bm' | 'eng') => {
  const response = await fetch(
    `${urls.api}${apiPath(apiPaths.staffEventRegistrationsExport, { id })}?language=${language}`,
    { headers: { cookie } },
  );
  return {
    status: response.status,
    headers: response.headers,
    text: Buffer.from(await response.arrayBuffer()).toString('utf8'),
  };
};

const registrationsPage = (id: string, cursor?: string) =>
  staffGet(
    `${apiPath(apiPaths.staffEventRegistrations, { id })}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  );

describe("staff see an event's registrations and export them", { timeout: 240_000 }, () => {
  it('lists the registrations of members signed up through the API, with their names, numbers and seats', async () => {
    const event = await create({ status: 'published' });
    // The sign-up's names start with a letter and may hold ' . - / @ (as in a/l): never a formula.
    const first = await signUpMember(urls, nextVisitor(), { name: "Nur 'Ain a/p Muthu @ Ani" });
    const second = await signUpMember(urls, nextVisitor(), { name: 'Tan Mei-Ling' });
    expect((await registerFor(event.id, first)).status).toBe(201);
    expect((await registerFor(event.id, second)).status).toBe(201);

    const answer = await registrationsPage(event.id);
    expect(answer.status, answer.text).toBe(200);
    const page = answer.json as StaffRegistrationPage;
    expect(page.event).toMatchObject({ id: event.id, registeredCount: 2 });
    expect(page.nextCursor).toBeUndefined();
    expect(page.registrations).toEqual([
      {
        memberId: second.profile.id,
        name: 'Tan Mei-Ling',
        mobile: expect.stringMatching(/^\+601\d{8,9}$/),
        registeredAt: expect.any(String),
        state: second.profile.state,
        parliament: second.profile.parliament,
        dun: second.profile.dun,
      },
      expect.objectContaining({ memberId: first.profile.id, name: "Nur 'Ain a/p Muthu @ Ani" }),
    ]);
    expect(page.registrations[0]?.mobile.replace(/\D/g, '').slice(-8)).toBe(
      second.mobile.replace(/\D/g, '').slice(-8),
    );
    expect(answer.text).not.toMatch(/passwordHash|scrypt|REG#|MEMBER#/);

    const malay = parse((await exportOf(event.id, 'bm')).text, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(Object.keys(malay[0] ?? {})).toEqual([
      'Nama',
      'Nombor telefon bimbit',
      'Didaftarkan pada (waktu Malaysia)',
      'Negeri',
      'Parlimen',
      'DUN',
    ]);
    const csv = await exportOf(event.id, 'eng');
    expect(csv.status).toBe(200);
    const rows = parse(csv.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.Name)).toEqual(['Tan Mei-Ling', "Nur 'Ain a/p Muthu @ Ani"]);
  });

  it('pages more than a page of registrations, with checked cursors, and exports them all as CSV', async () => {
    const count = STAFF_PAGE_SIZE + 5;
    const event = await create({ status: 'published', capacity: count + 1 });
    // A profile from elsewhere than the sign-up (which refuses it) whose name is a formula.
    const formula = await newMember(urls, 'bm', '=HYPERLINK("http://evil.example","Klik")');
    // The bulk fixture's members hold the first seat the sign-up offers.
    const seat = someSeat();
    const members = [formula];
    for (let index = 1; index < count; index += 1) members.push(await newMember(urls));
    for (const member of members) expect((await registerFor(event.id, member)).status).toBe(201);

    const first = await registrationsPage(event.id);
    expect(first.status, first.text).toBe(200);
    const page1 = first.json as StaffRegistrationPage;
    expect(page1.registrations).toHaveLength(STAFF_PAGE_SIZE);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const second = await registrationsPage(event.id, page1.nextCursor);
    expect(second.status, second.text).toBe(200);
    const page2 = second.json as StaffRegistrationPage;
    expect(page2.registrations).toHaveLength(5);
    expect(page2.nextCursor).toBeUndefined();
    const listed = [...page1.registrations, ...page2.registrations];
    expect(new Set(listed.map(({ memberId }) => memberId))).toEqual(
      new Set(members.map(({ memberId }) => memberId)),
    );
    const times = listed.map(({ registeredAt }) => registeredAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(listed.find(({ memberId }) => memberId === formula.memberId)?.mobile).toBe(
      formula.mobile,
    );

    // A cursor is checked: garbage, or another event's, is a 400 bad_request.
    const other = await create({ status: 'published' });
    for (const [id, cursor] of [
      [event.id, 'not-a-cursor'],
      [event.id, Buffer.from('{"eventId":1}').toString('base64url')],
      [other.id, page1.nextCursor ?? ''],
    ] as const) {
      const refused = await registrationsPage(id, cursor);
      expect(refused.status, cursor).toBe(400);
      expect(refused.json).toEqual({ error: { code: 'bad_request' } });
    }

    const csv = await exportOf(event.id, 'eng');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('cache-control')).toBe('no-store');
    expect(csv.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="registrations-${event.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(csv.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'Name',
      'Mobile',
      'Registered at (Malaysia time)',
      'State',
      'Parliament',
      'DUN',
    ]);
    expect(rows).toHaveLength(count);
    const byMobile = new Map(listed.map((row) => [row.mobile, row]));
    const formulaRow = rows.find((row) => row.Name?.includes('HYPERLINK'));
    // Neutralised: a spreadsheet shows it as text, never runs it.
    expect(formulaRow?.Name).toBe('\'=HYPERLINK("http://evil.example","Klik")');
    // `+6011…` as Malaysians write it (a leading + would be a formula): `011-…`.
    expect(formulaRow?.Mobile).toMatch(/^011-\d{4} \d{4}$/);
    const registered = byMobile.get(formula.mobile);
    // Malaysia is UTC+8 all year.
    const local = new Date(Date.parse(registered?.registeredAt ?? '') + 8 * 3_600_000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ');
    expect(formulaRow).toMatchObject({
      'Registered at (Malaysia time)': local,
      // The seats by name, from the electoral data the sign-up offered.
      State: seatNames(seat.state, seat.parliament, seat.dun).state,
      Parliament: seatNames(seat.state, seat.parliament, seat.dun).parliament,
      DUN: seatNames(seat.state, seat.parliament, seat.dun).dun,
    });
    for (const row of rows) expect(row.Name?.startsWith('=')).toBe(false);

    const exported = (await auditOf(event.id)).find(
      ({ action }) => action === 'event.registrations_exported',
    );
    expect(exported?.details).toEqual({ rows: count });
  });
});
