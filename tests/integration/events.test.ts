import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { apiPath, apiPaths } from '@gsk/core/api';
import type { EventList, PublicEvent, RegistrationResult } from '@gsk/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { send } from './application-client';
import { eventValues, inDays } from './event-fixture';
import { newMember } from './member-fixture';
import type { TestMember } from './member-fixture';
import { signUpMember } from './member-client';
import { codeIn, smsTo } from './sms-client';
import { stackUrls } from '../support/stack-setup';

/*
 * Programmes and events over HTTP against the local stack: the public list and pages (no
 * registrant data, drafts invisible), registration's every outcome, and the races the one
 * conditional write must win: one member's request sent 20 times at once, and 20 members at once
 * for 5 places. Events are written with the events' own domain functions (as the seeds, the
 * `event add` command and staff's console do) against the stack's DynamoDB. The confirmation
 * tests sign members up through the API (their texted code included); the races and the other
 * outcomes use member-fixture.ts's members, written straight into the table, since twenty real
 * sign-ups would cost twenty scrypt hashes. Visitors use the loopback range 127.31.x.
 */

const urls = await stackUrls();

// The domain functions read their table and endpoint from the environment, as in Lambda.
Object.assign(process.env, {
  AWS_REGION: localRegion,
  AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
  AWS_ENDPOINT_URL_DYNAMODB: urls.dynamodb,
  AWS_ENDPOINT_URL_SNS: urls.sns,
  MEMBERS_TABLE: names.membersTable,
});
const { createEvent, updateEvent } = await import('../../functions/src/events/events');
const { retryOwedConfirmations } = await import('../../functions/src/events/confirmation');

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
  return `127.31.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
};

/** A member signed up through the API (sign-up, texted code, verify) in a language. */
const signedUpMember = async (language: 'bm' | 'eng'): Promise<TestMember> => {
  const { cookie, mobile, profile } = await signUpMember(urls, nextVisitor(), { language });
  return { memberId: profile.id, mobile, language, cookie };
};

const get = (path: string) => send(`${urls.api}${path}`, nextVisitor(), { method: 'GET' });

const registerFor = (eventId: string, member?: TestMember) =>
  send(`${urls.api}${apiPath(apiPaths.eventRegistrations, { id: eventId })}`, nextVisitor(), {
    method: 'POST',
    headers: { origin: urls.site, ...(member && { cookie: member.cookie }) },
  });

const storedEvent = async (id: string) =>
  (
    await documents.send(
      new GetCommand({
        TableName: names.membersTable,
        Key: { pk: 'EVENTS', sk: `EVENT#${id}` },
        ConsistentRead: true,
      }),
    )
  ).Item;

const registrationsOf = async (eventId: string) =>
  (
    await documents.send(
      new QueryCommand({
        TableName: names.membersTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :reg)',
        ExpressionAttributeValues: { ':pk': `EVENT#${eventId}`, ':reg': 'REG#' },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

const publicKeys = [
  'capacity',
  'description',
  'endsAt',
  'featured',
  'id',
  'online',
  'placesLeft',
  'registration',
  'startsAt',
  'title',
  'venue',
  'waiting',
];

/** The texts to `mobile` but its sign-up code (`codeIn` reads only a code's wording). */
const confirmationsTo = async (mobile: string) =>
  (await smsTo(urls, mobile)).filter(({ text }) => codeIn(text) === undefined);

/**
 * Waits until the outbox's confirmation texts to `mobile` stop changing for a moment, then
 * returns them.
 */
const settledSmsTo = async (mobile: string) => {
  let last = -1;
  for (let tries = 0; tries < 50; tries += 1) {
    const texts = await confirmationsTo(mobile);
    if (texts.length > 0 && texts.length === last) return texts;
    last = texts.length;
    await new Promise((done) => setTimeout(done, 300));
  }
  return confirmationsTo(mobile);
};

describe('GET /api/events and /api/events/{id}', () => {
  let published: PublicEvent & { id: string };
  let draftId: string;
  let pastId: string;

  beforeAll(async () => {
    const later = await createEvent(
      eventValues({ startsAt: inDays(40).toISOString(), endsAt: inDays(40, 2).toISOString() }),
    );
    const sooner = await createEvent(
      eventValues({
        title: { bm: 'Forum Dalam Talian', eng: 'Online Forum' },
        online: true,
        venue: { bm: '', eng: '' },
        startsAt: inDays(5).toISOString(),
        endsAt: inDays(5, 2).toISOString(),
        featured: true,
      }),
    );
    draftId = (await createEvent(eventValues({ status: 'draft' }))).id;
    pastId = (
      await createEvent(
        eventValues({ startsAt: inDays(-3).toISOString(), endsAt: inDays(-3, 2).toISOString() }),
      )
    ).id;
    published = { id: sooner.id } as PublicEvent;
    // A member registered: nothing of theirs may show.
    expect((await registerFor(later.id, await newMember(urls))).status).toBe(201);
  });

  it('lists upcoming published events soonest first, public shapes only, cached briefly', async () => {
    const answer = await get(apiPaths.events);
    expect(answer.status).toBe(200);
    const { events } = answer.json as EventList;
    const ids = events.map((event) => event.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draftId);
    expect(ids).not.toContain(pastId);
    const starts = events.map((event) => Date.parse(event.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const event of events) expect(Object.keys(event).sort()).toEqual(publicKeys);
    expect(answer.text).not.toMatch(/memberId|REG#|mobile|\+60/);
    const online = events.find((event) => event.id === published.id);
    expect(online).toMatchObject({
      online: true,
      venue: null,
      featured: true,
      registration: 'open',
      placesLeft: 30,
      title: { bm: 'Forum Dalam Talian', eng: 'Online Forum' },
    });
    const withRegistrant = events.find((event) => event.placesLeft === 29);
    expect(withRegistrant?.venue).toEqual({
      bm: 'Dewan Komuniti Kampung Baru, Kuala Lumpur',
      eng: 'Kampung Baru Community Hall, Kuala Lumpur',
    });
  });

  it('answers one event, and 404 event_not_found for a draft, an unknown id or a malformed one', async () => {
    const answer = await get(apiPath(apiPaths.event, { id: published.id }));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json as object).sort()).toEqual(publicKeys);
    for (const id of [draftId, '00000000-0000-4000-8000-000000000000', 'EVENTS', "x' OR 1=1"]) {
      const missing = await get(apiPath(apiPaths.event, { id }));
      expect(missing.status, id).toBe(404);
      expect(missing.json).toEqual({ error: { code: 'event_not_found' } });
    }
  });
});

describe('POST /api/events/{id}/registrations', () => {
  it('refuses a signed-out visitor with 401 and registers nothing', async () => {
    const { id } = await createEvent(eventValues());
    const answer = await registerFor(id);
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ error: { code: 'unauthenticated' } });
    const forged = await send(
      `${urls.api}${apiPath(apiPaths.eventRegistrations, { id })}`,
      nextVisitor(),
      {
        method: 'POST',
        headers: { origin: urls.site, cookie: `__Host-gsk_session=${'A'.repeat(43)}` },
      },
    );
    expect(forged.status).toBe(401);
    expect(await registrationsOf(id)).toEqual([]);
    expect((await storedEvent(id))?.registeredCount).toBe(0);
  });

  it('registers once (201), then answers already_registered (200); one SMS in the member’s language', async () => {
    const { id } = await createEvent(eventValues({ capacity: 3 }));
    const member = await signedUpMember('eng');
    const first = await registerFor(id, member);
    expect(first.status).toBe(201);
    const result = first.json as RegistrationResult;
    expect(result.status).toBe('registered');
    expect(result.event).toMatchObject({ id, placesLeft: 2, registration: 'open' });

    const again = await registerFor(id, member);
    expect(again.status).toBe(200);
    expect((again.json as RegistrationResult).status).toBe('already_registered');
    expect((again.json as RegistrationResult).event.placesLeft).toBe(2);
    expect((await storedEvent(id))?.registeredCount).toBe(1);

    const texts = await settledSmsTo(member.mobile);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toMatch(
      /^RM0 Gerakan Sektor Ketiga: Your registration for "Community Co-operative Workshop" on .+ is confirmed\. Thank you\.$/,
    );
    const [registration] = await registrationsOf(id);
    expect(registration).toMatchObject({ confirmation: 'sent', confirmationAttempts: 1 });

    // The mirror under the member, which the profile lists.
    const { Item } = await documents.send(
      new GetCommand({
        TableName: names.membersTable,
        Key: { pk: `MEMBER#${member.memberId}`, sk: `REG#${id}` },
        ConsistentRead: true,
      }),
    );
    expect(Item).toMatchObject({ eventId: id });
  });

  it('writes the confirmation in Malay for a Malay-speaking member', async () => {
    const { id } = await createEvent(eventValues());
    const member = await signedUpMember('bm');
    expect((await registerFor(id, member)).status).toBe(201);
    const [text] = await settledSmsTo(member.mobile);
    expect(text?.text).toMatch(
      /^RM0 Gerakan Sektor Ketiga: Pendaftaran anda untuk "Bengkel Koperasi Komuniti" pada .+ telah disahkan\. Terima kasih\.$/,
    );
  });

  it('answers 409 event_full when no place is left, and counts nothing more', async () => {
    const { id } = await createEvent(eventValues({ capacity: 1 }));
    expect((await registerFor(id, await newMember(urls))).status).toBe(201);
    const late = await newMember(urls);
    const answer = await registerFor(id, late);
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ error: { code: 'event_full' } });
    expect((await storedEvent(id))?.registeredCount).toBe(1);
    expect(await registrationsOf(id)).toHaveLength(1);
    expect(await smsTo(urls, late.mobile)).toEqual([]);
    const page = await get(apiPath(apiPaths.event, { id }));
    expect(page.json).toMatchObject({ placesLeft: 0, registration: 'full' });
  });

  it('answers 409 event_closed for an event staff closed, and 404 for a draft', async () => {
    const values = eventValues();
    const { id } = await createEvent(values);
    await updateEvent(id, { ...values, status: 'closed' });
    const member = await newMember(urls);
    const answer = await registerFor(id, member);
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ error: { code: 'event_closed' } });
    expect((await get(apiPath(apiPaths.event, { id }))).json).toMatchObject({
      registration: 'closed',
    });

    const draft = await createEvent(eventValues({ status: 'draft' }));
    const refused = await registerFor(draft.id, member);
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual({ error: { code: 'event_not_found' } });
    expect(await registrationsOf(id)).toEqual([]);
    expect(await registrationsOf(draft.id)).toEqual([]);
  });

  it('answers 409 event_closed once the event has started', async () => {
    const { id } = await createEvent(
      eventValues({ startsAt: inDays(0, -1).toISOString(), endsAt: inDays(0, 2).toISOString() }),
    );
    const answer = await registerFor(id, await newMember(urls));
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ error: { code: 'event_closed' } });
    expect((await storedEvent(id))?.registeredCount).toBe(0);
    // Still listed until it ends, as closed.
    const { events } = (await get(apiPaths.events)).json as EventList;
    expect(events.find((event) => event.id === id)?.registration).toBe('closed');
  });

  it('one member’s registration sent 20 times at once: one registration, one count, one SMS', async () => {
    const { id } = await createEvent(eventValues({ capacity: 10 }));
    const member = await newMember(urls);
    const answers = await Promise.all(Array.from({ length: 20 }, () => registerFor(id, member)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    expect(
      answers.filter((answer) => (answer.json as RegistrationResult).status === 'registered'),
    ).toHaveLength(1);
    expect((await storedEvent(id))?.registeredCount).toBe(1);
    expect(await registrationsOf(id)).toHaveLength(1);
    expect(await settledSmsTo(member.mobile)).toHaveLength(1);
    expect((await registrationsOf(id))[0]).toMatchObject({
      confirmation: 'sent',
      confirmationAttempts: 1,
    });
  });

  it('20 members at once for 5 places: 5 registered, 15 event_full, a count of 5', async () => {
    const { id } = await createEvent(eventValues({ capacity: 5 }));
    const members = await Promise.all(Array.from({ length: 20 }, () => newMember(urls)));
    const answers = await Promise.all(members.map((member) => registerFor(id, member)));
    const registered = answers.filter((answer) => answer.status === 201);
    const full = answers.filter(
      (answer) =>
        answer.status === 409 &&
        (answer.json as { error: { code: string } }).error.code === 'event_full',
    );
    expect(registered).toHaveLength(5);
    expect(full).toHaveLength(15);
    expect((await storedEvent(id))?.registeredCount).toBe(5);
    expect(await registrationsOf(id)).toHaveLength(5);
    const page = await get(apiPath(apiPaths.event, { id }));
    expect(page.json).toMatchObject({ placesLeft: 0, registration: 'full' });
  });

  it('keeps a confirmation that failed owed, and the reconciler’s retry sends it once', async () => {
    const { id } = await createEvent(eventValues());
    const member = await newMember(urls);
    const profile = { pk: `MEMBER#${member.memberId}`, sk: 'PROFILE' };
    const setMobile = (mobile: string) =>
      documents.send(
        new UpdateCommand({
          TableName: names.membersTable,
          Key: profile,
          UpdateExpression: 'SET mobile = :mobile',
          ExpressionAttributeValues: { ':mobile': mobile },
        }),
      );
    // A number SNS cannot take: the send fails after the registration stands.
    await setMobile('+60');
    const answer = await registerFor(id, member);
    expect(answer.status).toBe(201);
    const [owed] = await registrationsOf(id);
    expect(owed).toMatchObject({ confirmation: 'owed', confirmationAttempts: 1 });
    const marker = { pk: 'CONFIRMATIONS', sk: `REG#${id}#${member.memberId}` };
    const markerItem = async () =>
      (
        await documents.send(
          new GetCommand({ TableName: names.membersTable, Key: marker, ConsistentRead: true }),
        )
      ).Item;
    expect(await markerItem()).toMatchObject({ eventId: id, memberId: member.memberId });

    await setMobile(member.mobile);
    await retryOwedConfirmations();
    await retryOwedConfirmations();
    expect(await settledSmsTo(member.mobile)).toHaveLength(1);
    expect((await registrationsOf(id))[0]).toMatchObject({ confirmation: 'sent' });
    expect(await markerItem()).toBeUndefined();
    // A repeat of the request sends nothing more.
    expect((await registerFor(id, member)).status).toBe(200);
    expect(await settledSmsTo(member.mobile)).toHaveLength(1);
  });
});
