import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type {
  ActivityStatus,
  Area,
  Bilingual,
  ManagedActivity,
  PublicActivity,
  PublicShift,
  ShiftState,
} from '@gsk/core/api';
import type { ActivityValues, VolunteerSkill } from '@gsk/core/volunteers';
import { areaProblem } from '@gsk/core/volunteers/areas';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from '../lib/dynamo-conditions';
import { badRequest, conflict, notFound } from '../lib/errors';
import { activitiesPk, activityKey, isId, shiftKey } from './keys';

/*
 * Volunteer activities and their shifts in the members table (docs/volunteers.md, "The model"):
 * every activity is an item of the one partition `ACTIVITIES` (tens a month, like events: the
 * lists are one Query), each shift an item of its activity's partition `ACTIVITY#{id}`. A shift's
 * `taken`, `waiting` and `nextPosition` are changed only by the sign-ups' transactions
 * (functions/src/volunteers/places*.ts); here they are read and made 0 at creation.
 */

/** An activity as stored. */
export interface StoredActivity {
  id: string;
  title: Bilingual;
  description: Bilingual;
  enterprise: string | null;
  area: Area;
  online: boolean;
  venue: Bilingual | null;
  skills: VolunteerSkill[];
  status: ActivityStatus;
  proposedBy: { memberId: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** A shift as stored. */
export interface StoredShift {
  id: string;
  activityId: string;
  startsAt: string;
  endsAt: string;
  places: number;
  taken: number;
  waiting: number;
  nextPosition: number;
  createdAt: string;
}

/** The 400 of an area the electoral table does not know, on `field` (`area`, `areas[0]`). */
export function checkArea(area: Area, field: string): void {
  const problem = areaProblem(area);
  if (!problem) return;
  const part = problem === 'area.state.invalid' ? 'state' : 'parliament';
  throw badRequest('validation', { [`${field}.${part}`]: problem });
}

/** An activity's staff- or coordinator-written fields as stored: no venue when online. */
const fieldsOf = (values: ActivityValues) => ({
  title: { bm: values.title.bm, eng: values.title.eng },
  description: { bm: values.description.bm, eng: values.description.eng },
  enterprise: values.enterpriseId || null,
  area: { state: values.area.state, parliament: values.area.parliament },
  online: values.online,
  venue: values.online ? null : { bm: values.venue.bm, eng: values.venue.eng },
  skills: [...new Set(values.skills)] as VolunteerSkill[],
});

/** The writable fields by name, for the update and the audit trail's `changed`. */
export const activityFields = [
  'title',
  'description',
  'enterprise',
  'area',
  'online',
  'venue',
  'skills',
  'status',
] as const;

/** An activity as stored, whatever its status; `undefined` for an unknown id. */
export async function getActivity(id: string): Promise<StoredActivity | undefined> {
  if (!isId(id)) return undefined;
  const { Item } = await dynamoDb().send(
    new GetCommand({ TableName: config.membersTable, Key: activityKey(id), ConsistentRead: true }),
  );
  return Item as StoredActivity | undefined;
}

/** An activity as stored, or 404 `activity_not_found`. */
export async function requireActivity(id: string): Promise<StoredActivity> {
  const activity = await getActivity(id);
  if (!activity) throw notFound('activity_not_found');
  return activity;
}

/** Every activity, whatever its status. */
export async function allActivities(): Promise<StoredActivity[]> {
  return (await partition(activitiesPk, 'ACTIVITY#')) as unknown as StoredActivity[];
}

/** Every shift of an activity, soonest first. */
export async function shiftsOf(activityId: string): Promise<StoredShift[]> {
  const shifts = (await partition(`ACTIVITY#${activityId}`, 'SHIFT#')) as unknown as StoredShift[];
  return shifts.sort(
    (a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id.localeCompare(b.id),
  );
}

/** One shift of an activity, or 404 `shift_not_found`. */
export async function requireShift(activityId: string, shiftId: string): Promise<StoredShift> {
  if (!isId(shiftId)) throw notFound('shift_not_found');
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.membersTable,
      Key: shiftKey(activityId, shiftId),
      ConsistentRead: true,
    }),
  );
  if (!Item) throw notFound('shift_not_found');
  return Item as StoredShift;
}

/** Every item of a partition whose sort key starts with `prefix`, all pages. */
async function partition(pk: string, prefix: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb().send(
      new QueryCommand({
        TableName: config.membersTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Whether a shift takes sign-ups: closed when it has started or its activity is not published. */
export function shiftState(shift: StoredShift, activity: StoredActivity, now: Date): ShiftState {
  if (activity.status !== 'published' || Date.parse(shift.startsAt) <= now.getTime()) {
    return 'closed';
  }
  return shift.taken >= shift.places ? 'full' : 'open';
}

/** A shift as the public sees it: its figures, never who. */
export const toPublicShift = (
  shift: StoredShift,
  activity: StoredActivity,
  now: Date,
): PublicShift => ({
  id: shift.id,
  activityId: shift.activityId,
  startsAt: shift.startsAt,
  endsAt: shift.endsAt,
  places: shift.places,
  placesLeft: Math.max(0, shift.places - shift.taken),
  waiting: shift.waiting,
  state: shiftState(shift, activity, now),
});

/** What the public sees of an activity, besides its shifts. */
const publicFields = (activity: StoredActivity) => ({
  id: activity.id,
  title: activity.title,
  description: activity.description,
  enterprise: activity.enterprise,
  area: activity.area,
  online: activity.online,
  venue: activity.online ? null : activity.venue,
  skills: activity.skills,
});

/** Shifts not yet over. */
const upcoming = (shifts: StoredShift[], now: Date) =>
  shifts.filter((shift) => Date.parse(shift.endsAt) > now.getTime());

/** A published activity with its upcoming shifts, soonest first. */
export const toPublicActivity = (
  activity: StoredActivity,
  shifts: StoredShift[],
  now: Date,
): PublicActivity => ({
  ...publicFields(activity),
  shifts: upcoming(shifts, now).map((shift) => toPublicShift(shift, activity, now)),
});

/** An activity as staff and coordinators see it, with every shift and its check-ins counted. */
export const toManagedActivity = (
  activity: StoredActivity,
  shifts: StoredShift[],
  checkedIn: ReadonlyMap<string, number>,
  now: Date,
): ManagedActivity => ({
  ...publicFields(activity),
  status: activity.status,
  proposedBy: activity.proposedBy,
  createdAt: activity.createdAt,
  updatedAt: activity.updatedAt,
  shifts: shifts.map((shift) => ({
    ...toPublicShift(shift, activity, now),
    checkedIn: checkedIn.get(shift.id) ?? 0,
  })),
});

/** The public's activity: published, or 404 `activity_not_found` (unknown, proposed, refused). */
export async function publicActivity(id: string, now = new Date()): Promise<PublicActivity> {
  const activity = await getActivity(id);
  if (!activity || (activity.status !== 'published' && activity.status !== 'cancelled')) {
    throw notFound('activity_not_found');
  }
  return toPublicActivity(activity, await shiftsOf(activity.id), now);
}

/**
 * Published activities with shifts still to come (in `state` when given, online ones wherever
 * the visitor is), soonest shift first.
 */
export async function publicActivities(state = '', now = new Date()): Promise<PublicActivity[]> {
  const published = (await allActivities()).filter(
    (activity) =>
      activity.status === 'published' &&
      (!state || activity.area.state === state || activity.online),
  );
  const listed = await Promise.all(
    published.map(async (activity) => toPublicActivity(activity, await shiftsOf(activity.id), now)),
  );
  const firstStart = (activity: PublicActivity) => Date.parse(activity.shifts[0]?.startsAt ?? '');
  return listed
    .filter((activity) => activity.shifts.some((shift) => shift.state !== 'closed'))
    .sort((a, b) => firstStart(a) - firstStart(b) || a.id.localeCompare(b.id));
}

/**
 * Stores a new activity (values checked with core's activitySchema and its area with
 * checkArea): `published` by staff and trusted coordinators, `proposed` by the others.
 */
export async function createActivity(
  values: ActivityValues,
  status: 'published' | 'proposed',
  proposedBy: StoredActivity['proposedBy'],
  now = new Date(),
): Promise<StoredActivity> {
  const id = randomUUID();
  const at = now.toISOString();
  const activity: StoredActivity = {
    id,
    ...fieldsOf(values),
    status,
    proposedBy,
    createdAt: at,
    updatedAt: at,
  };
  await dynamoDb().send(
    new PutCommand({
      TableName: config.membersTable,
      Item: { ...activityKey(id), ...activity },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return activity;
}

/** An activity before and after a change. */
export interface ActivityChange {
  before: StoredActivity;
  activity: StoredActivity;
}

/**
 * Replaces an activity's written fields, and cancels it when `cancel`: conditional on the
 * activity being as read (its `updatedAt`), read again and retried when changed meanwhile.
 */
export async function updateActivity(
  id: string,
  values: ActivityValues,
  cancel: boolean,
  now = new Date(),
): Promise<ActivityChange> {
  const fields = { ...fieldsOf(values) };
  for (let attempt = 1; ; attempt += 1) {
    const before = await requireActivity(id);
    const status = cancel ? 'cancelled' : before.status;
    const set = { ...fields, status };
    try {
      await dynamoDb().send(
        new UpdateCommand({
          TableName: config.membersTable,
          Key: activityKey(id),
          UpdateExpression: `SET ${Object.keys(set)
            .map((name) => `#${name} = :${name}`)
            .join(', ')}, updatedAt = :now`,
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :seen',
          ExpressionAttributeNames: Object.fromEntries(
            Object.keys(set).map((name) => [`#${name}`, name]),
          ),
          ExpressionAttributeValues: {
            ...Object.fromEntries(Object.entries(set).map(([name, value]) => [`:${name}`, value])),
            ':now': now.toISOString(),
            ':seen': before.updatedAt,
          },
        }),
      );
      return { before, activity: { ...before, ...set, updatedAt: now.toISOString() } };
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= 4) throw error;
    }
  }
}

/**
 * Staff's decision on a proposed activity: `published` or `refused`, once (409
 * `activity_not_proposed` when it is no longer a proposal; 404 for an unknown one).
 */
export async function decideProposal(
  id: string,
  approved: boolean,
  now = new Date(),
): Promise<ActivityChange> {
  const before = await requireActivity(id);
  const status: ActivityStatus = approved ? 'published' : 'refused';
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: activityKey(id),
        UpdateExpression: 'SET #status = :status, updatedAt = :now',
        ConditionExpression: '#status = :proposed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': status,
          ':proposed': 'proposed',
          ':now': now.toISOString(),
        },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw conflict('activity_not_proposed');
    throw error;
  }
  return { before, activity: { ...before, status, updatedAt: now.toISOString() } };
}
