import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Bilingual, EventRegistrationState, PublicEvent } from '@gsk/core/api';
import type { EventStatus, EventValues } from '@gsk/core/events';
import { validationMessage } from '@gsk/core/i18n/validation-message';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { badRequest, notFound } from '../lib/errors';
import { cancelledAt, isConditionFailure } from '../lib/dynamo-conditions';

/*
 * Programmes and events in the members table (infra/resources.ts `membersTable`): every event is
 * an item of the one partition `EVENTS` (sort key `EVENT#{id}`), so the list is one Query and
 * needs no index; there are tens of events a year, not thousands. `registeredCount` is changed
 * only by the registration's own transaction (registrations.ts), under the condition that keeps
 * it within `capacity`. Staff's console (issue 18) creates, edits, publishes and closes events
 * through `createEvent` and `updateEvent`; the local seeds and `npm run event -- add` do too.
 */

/** The partition of every event. */
export const eventsPk = 'EVENTS';

/** The key of an event's item. */
export const eventKey = (id: string) => ({ pk: eventsPk, sk: `EVENT#${id}` });

/** An event as stored. */
export interface StoredEvent {
  id: string;
  title: Bilingual;
  description: Bilingual;
  venue: Bilingual | null;
  online: boolean;
  startsAt: string;
  endsAt: string;
  capacity: number;
  registeredCount: number;
  /** The waiting list's length and last position given (absent on events before waiting lists). */
  waiting?: number;
  nextPosition?: number;
  status: EventStatus;
  featured: boolean;
  /** Whole ringgit; absent or 0 on an event that raises nothing (docs/crowdfunding.md). */
  fundraisingGoal?: number;
  createdAt: string;
  updatedAt: string;
}

/** Event ids are UUIDs; anything else in the path is an unknown event, never a database key. */
const eventIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a path's id can name an event. */
export const isEventId = (id: unknown): id is string =>
  typeof id === 'string' && eventIdPattern.test(id);

const storedOf = (item: Record<string, unknown>): StoredEvent => item as unknown as StoredEvent;

/**
 * The registration state: closed by staff or by its start, full when no place is left or someone
 * waits for one (a freed place is theirs: functions/src/volunteers/waiting-list.ts).
 */
export function registrationState(event: StoredEvent, now: Date): EventRegistrationState {
  if (event.status !== 'published' || Date.parse(event.startsAt) <= now.getTime()) return 'closed';
  return event.registeredCount >= event.capacity || (event.waiting ?? 0) > 0 ? 'full' : 'open';
}

/** What both the public and staff see of an event: its texts, times, venue and places. */
export const eventBasics = (event: StoredEvent) => ({
  id: event.id,
  title: event.title,
  description: event.description,
  startsAt: event.startsAt,
  endsAt: event.endsAt,
  venue: event.online ? null : event.venue,
  online: event.online,
  capacity: event.capacity,
});

/** An event as the public sees it: no registrant, no staff fields. */
export const toPublicEvent = (event: StoredEvent, now = new Date()): PublicEvent => ({
  ...eventBasics(event),
  placesLeft: Math.max(0, event.capacity - event.registeredCount),
  waiting: event.waiting ?? 0,
  registration: registrationState(event, now),
  featured: event.featured,
  ...(event.fundraisingGoal ? { fundraisingGoal: event.fundraisingGoal } : {}),
});

/** Whether the public may see an event: published or closed, never a draft. */
export const isVisible = (event: StoredEvent) => event.status !== 'draft';

/** An event as stored, whatever its status; `undefined` when there is none. */
export async function getEvent(id: string): Promise<StoredEvent | undefined> {
  if (!isEventId(id)) return undefined;
  const { Item } = await dynamoDb().send(
    new GetCommand({ TableName: config.membersTable, Key: eventKey(id), ConsistentRead: true }),
  );
  return Item ? storedOf(Item) : undefined;
}

/** A visible event, or a 404 `event_not_found` (unknown, or a draft). */
export async function getPublicEvent(id: string, now = new Date()): Promise<PublicEvent> {
  const event = await getEvent(id);
  if (!event || !isVisible(event)) throw notFound('event_not_found');
  return toPublicEvent(event, now);
}

/** Every event as stored, in id order (staff's console lists drafts too). */
export async function allEvents(): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb().send(
      new QueryCommand({
        TableName: config.membersTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :event)',
        ExpressionAttributeValues: { ':pk': eventsPk, ':event': 'EVENT#' },
        // Staff's writes show at once (the featuring reads it to unfeature the others).
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    events.push(...(page.Items ?? []).map(storedOf));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return events;
}

/** Upcoming published events (and closed ones not yet over), soonest first. */
export async function upcomingEvents(now = new Date()): Promise<PublicEvent[]> {
  return (await allEvents())
    .filter((event) => isVisible(event) && Date.parse(event.endsAt) > now.getTime())
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id.localeCompare(b.id))
    .map((event) => toPublicEvent(event, now));
}

/** An event's staff-written fields as stored: the venue is none for an online event. */
const fieldsOf = (values: EventValues) => ({
  title: { bm: values.title.bm, eng: values.title.eng },
  description: { bm: values.description.bm, eng: values.description.eng },
  online: values.online,
  venue: values.online ? null : { bm: values.venue.bm, eng: values.venue.eng },
  startsAt: new Date(values.startsAt).toISOString(),
  endsAt: new Date(values.endsAt).toISOString(),
  capacity: values.capacity,
  featured: values.featured,
  status: values.status as EventStatus,
  fundraisingGoal: values.fundraisingGoal ?? 0,
});

/** The write of one event in a transaction (its put or its update). */
type EventWrite = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The item naming the featured event (`EVENTS`/`FEATURED`, outside the `EVENT#` range the lists
 * read) with a version: every write that features an event changes it under the condition that
 * its version is the one read, so of two featurings at once one loses and is tried again, and
 * sees (and unfeatures) the other's event.
 */
const featuredKey = { pk: eventsPk, sk: 'FEATURED' };

/** Attempts of a write that keeps losing races (to a featuring, a registration) before a 500. */
const maxWriteAttempts = 8;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

const lostRace = (error: unknown): boolean =>
  error instanceof TransactionCanceledException &&
  (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict');

/**
 * Writes an event in one transaction: its own `write` (item 0) and, when it is to be featured,
 * every other featured event's `featured` set to false and the featured marker moved to it, so the
 * home page's invitation has one event at any moment. Answers the ids of the events unfeatured.
 * A cancellation by the marker's condition or by a concurrent transaction is tried again;
 * a failed condition of the event's own write is thrown (TransactionCanceledException at 0).
 */
async function writeEvent(
  id: string,
  write: () => Promise<EventWrite>,
  featured: boolean,
): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    const items: EventWrite[] = [await write()];
    let unfeatured: string[] = [];
    if (featured) {
      const [{ Item: marker }, events] = await Promise.all([
        dynamoDb().send(
          new GetCommand({
            TableName: config.membersTable,
            Key: featuredKey,
            ConsistentRead: true,
          }),
        ),
        allEvents(),
      ]);
      unfeatured = events.filter((event) => event.featured && event.id !== id).map(({ id }) => id);
      const version = typeof marker?.version === 'number' ? marker.version : 0;
      items.push(
        ...unfeatured.map((other): EventWrite => ({
          Update: {
            TableName: config.membersTable,
            Key: eventKey(other),
            UpdateExpression: 'SET featured = :no',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':no': false },
          },
        })),
        {
          Put: {
            TableName: config.membersTable,
            Item: { ...featuredKey, eventId: id, version: version + 1 },
            ConditionExpression: marker ? 'version = :seen' : 'attribute_not_exists(pk)',
            ...(marker && { ExpressionAttributeValues: { ':seen': version } }),
          },
        },
      );
    }
    try {
      await dynamoDb().send(new TransactWriteCommand({ TransactItems: items }));
      return unfeatured;
    } catch (error) {
      const ownCondition = cancelledAt(error, 0);
      const retry = !ownCondition && (lostRace(error) || (featured && isConditionFailure(error)));
      if (!retry || attempt >= maxWriteAttempts) throw error;
      // Jittered backoff, so the losers of one race do not all meet again in the next.
      await pause(Math.random() * 20 * 2 ** attempt);
    }
  }
}

/** The events a featuring write unfeatured (for the staff's audit trail). */
export interface Unfeatured {
  unfeatured: string[];
}

/**
 * Stores a new event (values checked with core's `eventSchema`); answers it as stored, with the
 * events it unfeatured: a featured one unfeatures every other in the same transaction.
 */
export async function createEvent(
  values: EventValues,
  now = new Date(),
): Promise<StoredEvent & Unfeatured> {
  const id = randomUUID();
  const at = now.toISOString();
  const event: StoredEvent = {
    id,
    ...fieldsOf(values),
    registeredCount: 0,
    createdAt: at,
    updatedAt: at,
  };
  const unfeatured = await writeEvent(
    id,
    async () => ({
      Put: {
        TableName: config.membersTable,
        Item: { ...eventKey(id), ...event },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    }),
    event.featured,
  );
  return { ...event, unfeatured };
}

/** An event before and after staff's update, with the events its featuring unfeatured. */
export interface EventUpdate extends Unfeatured {
  before: StoredEvent;
  event: StoredEvent;
}

/**
 * Replaces an event's staff-written fields (values checked with core's `eventSchema`): publishing
 * and closing are a change of `status`, featuring one unfeatures every other in the same
 * transaction. The places may not drop below the registrations already taken (a 400 `validation`
 * on `capacity`, `event.capacity.belowRegistered`); an unknown event is a 404. The write is
 * conditional on the event being as read (its `updatedAt`), so `before` is exactly what it
 * replaced; registrations (which change only `registeredCount`) are never touched here.
 */
export async function updateEvent(
  id: string,
  values: EventValues,
  now = new Date(),
): Promise<EventUpdate> {
  const fields = fieldsOf(values);
  const names = Object.fromEntries(Object.keys(fields).map((name) => [`#${name}`, name]));
  const sets = Object.keys(fields).map((name) => `#${name} = :${name}`);
  let before: StoredEvent | undefined;
  for (let attempt = 1; ; attempt += 1) {
    before = await getEvent(id);
    if (!before) throw notFound('event_not_found');
    const seen = before;
    if (seen.registeredCount > fields.capacity) throw capacityBelowRegistered(seen.registeredCount);
    try {
      const unfeatured = await writeEvent(
        id,
        async () => ({
          Update: {
            TableName: config.membersTable,
            Key: eventKey(id),
            UpdateExpression: `SET ${sets.join(', ')}, updatedAt = :now`,
            ConditionExpression:
              'attribute_exists(pk) AND updatedAt = :seen AND registeredCount <= :capacity',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: {
              ...Object.fromEntries(
                Object.entries(fields).map(([name, value]) => [`:${name}`, value]),
              ),
              ':now': now.toISOString(),
              ':seen': seen.updatedAt,
            },
          },
        }),
        fields.featured,
      );
      const event = await getEvent(id);
      if (!event) throw notFound('event_not_found');
      return { before: seen, event, unfeatured };
    } catch (error) {
      // Changed since it was read (another staff member's edit, a registration that took the
      // last places): read it again and decide anew.
      if (!cancelledAt(error, 0) || attempt >= maxWriteAttempts) throw error;
    }
  }
}

/** The 400 of places fewer than the registrations taken, on the `capacity` field. */
const capacityBelowRegistered = (count: number) =>
  badRequest('validation', {
    capacity: validationMessage('event.capacity.belowRegistered', { count }),
  });
