import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Bilingual } from '@gsk/core/api';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { conflict, notFound } from '../lib/errors';
import type { Pool, PoolState } from './waiting-list';

/*
 * Places on the shifts of volunteer activities (docs/volunteers.md, the model): a shift
 * (`ACTIVITY#{activityId}`/`SHIFT#{shiftId}`) counts its `places`, `taken`, `waiting` and
 * `nextPosition`; a member's place is `SHIFT#{shiftId}`/`PLACE#{memberId}` with its mirror
 * `MEMBER#{memberId}`/`SHIFT#{shiftId}`; the waiting order `SHIFT#{shiftId}`/`WAIT#{position}`.
 * Sign-ups, cancellations and promotions are the waiting-list engine's (./waiting-list.ts), with
 * the activity's `published` status checked in the same transaction.
 */

/** The key of an activity. */
export const activityKey = (activityId: string) => ({
  pk: 'ACTIVITIES',
  sk: `ACTIVITY#${activityId}`,
});

/** The key of a shift, under its activity. */
export const shiftKey = (activityId: string, shiftId: string) => ({
  pk: `ACTIVITY#${activityId}`,
  sk: `SHIFT#${shiftId}`,
});

/** The key of a member's place on a shift. */
export const placeKey = (shiftId: string, memberId: string) => ({
  pk: `SHIFT#${shiftId}`,
  sk: `PLACE#${memberId}`,
});

/** The key of a place's mirror, under its member (the profile's commitments list them). */
export const memberShiftKey = (memberId: string, shiftId: string) => ({
  pk: `MEMBER#${memberId}`,
  sk: `SHIFT#${shiftId}`,
});

/** An activity as stored (the fields the places need). */
export interface StoredActivity {
  id: string;
  title: Bilingual;
  description: Bilingual;
  online: boolean;
  venue: Bilingual | null;
  status: 'proposed' | 'published' | 'refused' | 'cancelled';
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
}

/** Ids in a path: letters, digits and dashes (UUIDs), never a key's `#`. */
const idPattern = /^[A-Za-z0-9-]{1,64}$/;

/** Whether a path's id can name an activity or a shift. */
export const isPlaceId = (id: unknown): id is string =>
  typeof id === 'string' && idPattern.test(id);

const read = async (key: { pk: string; sk: string }) =>
  (
    await dynamoDb().send(
      new GetCommand({ TableName: config.membersTable, Key: key, ConsistentRead: true }),
    )
  ).Item;

/** An activity as stored, or `undefined`. */
export async function getActivity(activityId: string): Promise<StoredActivity | undefined> {
  if (!isPlaceId(activityId)) return undefined;
  return (await read(activityKey(activityId))) as StoredActivity | undefined;
}

/** A shift and its activity as stored, or `undefined` when either is unknown. */
export async function getShift(
  activityId: string,
  shiftId: string,
): Promise<{ activity: StoredActivity; shift: StoredShift } | undefined> {
  if (!isPlaceId(activityId) || !isPlaceId(shiftId)) return undefined;
  const [activity, shift] = await Promise.all([
    getActivity(activityId),
    read(shiftKey(activityId, shiftId)),
  ]);
  if (!activity || !shift) return undefined;
  return { activity, shift: shift as StoredShift };
}

/** Whether the public may see an activity: published, or cancelled (its shifts closed). */
export const isPublicActivity = (activity: StoredActivity) =>
  activity.status === 'published' || activity.status === 'cancelled';

const stateOf = (activity: StoredActivity, shift: StoredShift): PoolState => ({
  taken: Number(shift.taken ?? 0),
  places: Number(shift.places ?? 0),
  waiting: Number(shift.waiting ?? 0),
  nextPosition: Number(shift.nextPosition ?? 0),
  startsAt: shift.startsAt,
  title: activity.title,
  open: activity.status === 'published',
  visible: isPublicActivity(activity),
});

/** A shift's places as the waiting-list engine works them. */
export function shiftPool(activityId: string, shiftId: string): Pool {
  return {
    kind: 'shift',
    id: shiftId,
    ref: { activityId, shiftId },
    counterKey: shiftKey(activityId, shiftId),
    takenName: 'taken',
    placesName: 'places',
    openChecks: [
      {
        ConditionCheck: {
          TableName: config.membersTable,
          Key: activityKey(activityId),
          ConditionExpression: '#status = :published',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':published': 'published' },
        },
      },
    ],
    placeKey: (memberId) => placeKey(shiftId, memberId),
    mirrorKey: (memberId) => memberShiftKey(memberId, shiftId),
    waitPk: `SHIFT#${shiftId}`,
    placeFields: (memberId) => ({ shiftId, activityId, memberId }),
    mirrorFields: (at) => ({ shiftId, activityId, joinedAt: at }),
    read: async () => {
      const found = await getShift(activityId, shiftId);
      return found ? stateOf(found.activity, found.shift) : undefined;
    },
    errors: {
      notFound: () => notFound('shift_not_found'),
      full: () => conflict('shift_full'),
      closed: () => conflict('shift_closed'),
    },
  };
}
