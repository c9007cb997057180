import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { STAFF_PAGE_SIZE } from '@gsk/core/api';
import { seatNames } from '@gsk/core/electoral';
import { eventFields } from '@gsk/core/events';
import { malaysianTimestamp } from '@gsk/core/i18n/date-time';
import type {
  StaffEvent,
  StaffEventList,
  StaffRegistration,
  StaffRegistrationPage,
} from '@gsk/core/api';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { badRequest, notFound } from '../lib/errors';
import { allEvents, eventBasics, getEvent } from '../events/events';
import type { StoredEvent } from '../events/events';
import { registrationKey } from '../events/registrations';
import { profileKey } from '../members/members';
import { spreadsheetPhone, type CsvColumn } from './csv';
import type { ExportLanguageWords } from './export-words';
import { decodeCursorFields, encodeCursor } from './listing';

/*
 * Programmes and events as staff see them (issue 18): every event, drafts included, with its
 * registrations, and each registration joined with its member's profile (name, full mobile number,
 * seat), read in batches of BatchGetItem. An event's registrations are its partition
 * (`EVENT#{id}`/`REG#{memberId}`, registrations.ts), at most EVENT_CAPACITY_MAX of them: a page
 * reads them all (one or a few Queries of small items) and orders them newest first, then joins
 * only the page's members. The cursor is the last row's registration time and member, with the
 * event's id, base64url JSON, checked on the way back in.
 */

/** An event as staff see it: its stored fields only, never its keys. */
export const toStaffEvent = (event: StoredEvent): StaffEvent => ({
  ...eventBasics(event),
  registeredCount: event.registeredCount,
  status: event.status,
  featured: event.featured,
  fundraisingGoal: event.fundraisingGoal ?? 0,
  createdAt: event.createdAt,
  updatedAt: event.updatedAt,
});

/** Every event, drafts included, latest start first. */
export async function staffEventList(): Promise<StaffEventList> {
  const events = (await allEvents()).sort(
    (a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt) || a.id.localeCompare(b.id),
  );
  return { events: events.map(toStaffEvent) };
}

/** One event as staff see it, or 404 `event_not_found`. */
export async function staffEventOf(id: string): Promise<StaffEvent> {
  const event = await getEvent(id);
  if (!event) throw notFound('event_not_found');
  return toStaffEvent(event);
}

/** The staff-written fields an update changed, by name (for the audit trail). */
export const changedFields = (before: StoredEvent, after: StoredEvent): string[] =>
  eventFields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));

/** A registration as its item holds it. */
interface RegistrationRow {
  memberId: string;
  registeredAt: string;
}

/** Newest first, then by member (a stable order for the cursor). */
const newestFirst = (a: RegistrationRow, b: RegistrationRow) =>
  b.registeredAt.localeCompare(a.registeredAt) || a.memberId.localeCompare(b.memberId);

/** Every registration of an event, newest first. */
async function registrationRows(eventId: string): Promise<RegistrationRow[]> {
  const rows: RegistrationRow[] = [];
  const { pk } = registrationKey(eventId, '');
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb().send(
      new QueryCommand({
        TableName: config.membersTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :reg)',
        // Registrations only: a waiting place (functions/src/volunteers/waiting-list.ts) is none.
        FilterExpression: 'attribute_not_exists(#status) OR #status <> :waiting',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pk': pk, ':reg': 'REG#', ':waiting': 'waiting' },
        ProjectionExpression: 'memberId, registeredAt',
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      rows.push({ memberId: String(item.memberId), registeredAt: String(item.registeredAt) });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return rows.sort(newestFirst);
}

/** A member's profile fields a registration shows. */
interface RegistrantProfile {
  name: string;
  mobile: string;
  state?: string;
  parliament?: string;
  dun?: string;
}

/** BatchGetItem's most keys a request. */
const batchSize = 100;
/** Rounds of a batch's unprocessed keys before giving up (a 500: DynamoDB is throttling). */
const batchRounds = 8;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The profiles of `memberIds` (name, mobile, seat; never the password's hash), by member id, read
 * in batches of 100 with their unprocessed keys tried again.
 */
async function registrantProfiles(memberIds: string[]): Promise<Map<string, RegistrantProfile>> {
  const profiles = new Map<string, RegistrantProfile>();
  for (let index = 0; index < memberIds.length; index += batchSize) {
    let keys: Record<string, unknown>[] = memberIds
      .slice(index, index + batchSize)
      .map((memberId) => profileKey(memberId));
    for (let round = 1; keys.length > 0; round += 1) {
      if (round > batchRounds) throw new Error('registrantProfiles: keys left unprocessed');
      const { Responses, UnprocessedKeys } = await dynamoDb().send(
        new BatchGetCommand({
          RequestItems: {
            [config.membersTable]: {
              Keys: keys,
              ProjectionExpression: 'id, #name, mobile, #state, parliament, dun',
              ExpressionAttributeNames: { '#name': 'name', '#state': 'state' },
              ConsistentRead: true,
            },
          },
        }),
      );
      for (const item of Responses?.[config.membersTable] ?? []) {
        profiles.set(String(item.id), {
          name: String(item.name ?? ''),
          mobile: String(item.mobile ?? ''),
          ...(typeof item.state === 'string' && { state: item.state }),
          ...(typeof item.parliament === 'string' && { parliament: item.parliament }),
          ...(typeof item.dun === 'string' && { dun: item.dun }),
        });
      }
      keys = UnprocessedKeys?.[config.membersTable]?.Keys ?? [];
      if (keys.length > 0) await pause(Math.random() * 20 * 2 ** round);
    }
  }
  return profiles;
}

/** Registrations joined with their members' profiles (a member since gone shows no name). */
async function withProfiles(rows: RegistrationRow[]): Promise<StaffRegistration[]> {
  const profiles = await registrantProfiles(rows.map((row) => row.memberId));
  return rows.map((row) => {
    const profile = profiles.get(row.memberId);
    return {
      memberId: row.memberId,
      name: profile?.name ?? '',
      mobile: profile?.mobile ?? '',
      registeredAt: row.registeredAt,
      ...(profile?.state && { state: profile.state }),
      ...(profile?.parliament && { parliament: profile.parliament }),
      ...(profile?.dun && { dun: profile.dun }),
    };
  });
}

/** The row a cursor names, when it is one of this event's pages; else 400 `bad_request`. */
function decodeCursor(cursor: string, eventId: string): RegistrationRow {
  const { eventId: named, ...row } = decodeCursorFields(cursor, [
    'eventId',
    'registeredAt',
    'memberId',
  ]);
  if (named !== eventId) throw badRequest('bad_request');
  return row;
}

/**
 * A page of an event's registrations, newest first, after `cursor` (a previous page's
 * `nextCursor`); 404 `event_not_found` for an unknown event, 400 `bad_request` for a cursor of
 * no page of it.
 */
export async function registrationPage(
  eventId: string,
  cursor?: string,
): Promise<StaffRegistrationPage> {
  const event = await staffEventOf(eventId);
  const after = cursor === undefined ? undefined : decodeCursor(cursor, event.id);
  const rows = await registrationRows(event.id);
  const start = after ? rows.findIndex((row) => newestFirst(row, after) > 0) : 0;
  const page = start < 0 ? [] : rows.slice(start, start + STAFF_PAGE_SIZE);
  const last = page[page.length - 1];
  const more = start >= 0 && start + STAFF_PAGE_SIZE < rows.length;
  return {
    event,
    registrations: await withProfiles(page),
    ...(more && last && { nextCursor: encodeCursor({ eventId: event.id, ...last }) }),
  };
}

/** Every registration of an event for its export, newest first; 404 for an unknown event. */
export async function allRegistrations(
  eventId: string,
): Promise<{ event: StaffEvent; registrations: StaffRegistration[] }> {
  const event = await staffEventOf(eventId);
  return { event, registrations: await withProfiles(await registrationRows(event.id)) };
}

/**
 * A registrant's seats by name, as the accountant or organiser reads them (`Selangor`,
 * `P.107 Subang`); a code no longer in the electoral data shows as itself, a seat not chosen empty.
 */
const seatsOf = (row: StaffRegistration) =>
  seatNames(row.state ?? '', row.parliament ?? '', row.dun ?? '');

/** The export's columns in the console's language: who, how to reach them, when, and their seat. */
export const registrationColumns = (
  words: ExportLanguageWords,
): readonly CsvColumn<StaffRegistration>[] => {
  const heading = words.registrations;
  return [
    { heading: heading.name, cell: (row) => row.name },
    { heading: heading.mobile, cell: (row) => spreadsheetPhone(row.mobile) },
    { heading: heading.registeredAt, cell: (row) => malaysianTimestamp(row.registeredAt) },
    { heading: heading.state, cell: (row) => seatsOf(row).state },
    { heading: heading.parliament, cell: (row) => seatsOf(row).parliament },
    { heading: heading.dun, cell: (row) => seatsOf(row).dun },
  ];
};
