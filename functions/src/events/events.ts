import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Bilingual, EventRegistrationState, PublicEvent } from '@gsk/core/api';
import type { EventStatus, EventValues } from '@gsk/core/events';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { conflict, notFound } from '../lib/errors';
import { isConditionFailure } from '../lib/email-claims';

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
  status: EventStatus;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Event ids are UUIDs; anything else in the path is an unknown event, never a database key. */
const eventIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a path's id can name an event. */
export const isEventId = (id: unknown): id is string =>
  typeof id === 'string' && eventIdPattern.test(id);

const storedOf = (item: Record<string, unknown>): StoredEvent => item as unknown as StoredEvent;

/** The registration state: closed by staff or by its start, full when no place is left. */
export function registrationState(event: StoredEvent, now: Date): EventRegistrationState {
  if (event.status !== 'published' || Date.parse(event.startsAt) <= now.getTime()) return 'closed';
  return event.registeredCount >= event.capacity ? 'full' : 'open';
}

/** An event as the public sees it: no registrant, no staff fields. */
export const toPublicEvent = (event: StoredEvent, now = new Date()): PublicEvent => ({
  id: event.id,
  title: event.title,
  description: event.description,
  startsAt: event.startsAt,
  endsAt: event.endsAt,
  venue: event.online ? null : event.venue,
  online: event.online,
  capacity: event.capacity,
  placesLeft: Math.max(0, event.capacity - event.registeredCount),
  registration: registrationState(event, now),
  featured: event.featured,
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
});

/** Stores a new event (values checked with core's `eventSchema`); answers it as stored. */
export async function createEvent(values: EventValues, now = new Date()): Promise<StoredEvent> {
  const id = randomUUID();
  const at = now.toISOString();
  const event: StoredEvent = {
    id,
    ...fieldsOf(values),
    registeredCount: 0,
    createdAt: at,
    updatedAt: at,
  };
  await dynamoDb().send(
    new PutCommand({
      TableName: config.membersTable,
      Item: { ...eventKey(id), ...event },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return event;
}

/**
 * Replaces an event's staff-written fields (values checked with core's `eventSchema`): publishing
 * and closing are a change of `status`. The places may not drop below the registrations already
 * taken (a 409 `event_full`); an unknown event is a 404. Registrations are never touched here.
 */
export async function updateEvent(
  id: string,
  values: EventValues,
  now = new Date(),
): Promise<StoredEvent> {
  if (!isEventId(id)) throw notFound('event_not_found');
  const fields = fieldsOf(values);
  const names = Object.fromEntries(Object.keys(fields).map((name) => [`#${name}`, name]));
  const sets = Object.keys(fields).map((name) => `#${name} = :${name}`);
  try {
    const { Attributes } = await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: eventKey(id),
        UpdateExpression: `SET ${sets.join(', ')}, updatedAt = :now`,
        ConditionExpression: 'attribute_exists(pk) AND registeredCount <= :capacity',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: {
          ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [`:${name}`, value])),
          ':now': now.toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return storedOf(Attributes ?? {});
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getEvent(id);
    if (!current) throw notFound('event_not_found');
    throw conflict('event_full');
  }
}
