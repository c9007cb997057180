import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { conflict, notFound } from '../lib/errors';
import { getActivity } from './activities';
import type { StoredActivity, StoredShift } from './activities';
import { activityKey, isId, placeKey, shiftKey } from './keys';
import type { Pool, PoolState } from './waiting-list';

/*
 * Places on the shifts of volunteer activities (docs/volunteers.md, the model): a shift
 * (`ACTIVITY#{activityId}`/`SHIFT#{shiftId}`) counts its `places`, `taken`, `waiting` and
 * `nextPosition`; a member's place is `SHIFT#{shiftId}`/`PLACE#{memberId}` with its mirror
 * `MEMBER#{memberId}`/`SHIFT#{shiftId}`; the waiting order `SHIFT#{shiftId}`/`WAIT#{position}`.
 * Sign-ups, cancellations and promotions are the waiting-list engine's (./waiting-list.ts), with
 * the activity's `published` status checked in the same transaction.
 */

/** The key of a place's mirror, under its member (the profile's commitments list them). */
export const memberShiftKey = (memberId: string, shiftId: string) => ({
  pk: `MEMBER#${memberId}`,
  sk: `SHIFT#${shiftId}`,
});

/** Whether a path's id can name an activity or a shift (keys.ts `isId`). */
export const isPlaceId = isId;

/** A shift and its activity as stored, or `undefined` when either is unknown. */
export async function getShift(
  activityId: string,
  shiftId: string,
): Promise<{ activity: StoredActivity; shift: StoredShift } | undefined> {
  if (!isId(activityId) || !isId(shiftId)) return undefined;
  const [activity, { Item: shift }] = await Promise.all([
    getActivity(activityId),
    dynamoDb().send(
      new GetCommand({
        TableName: config.membersTable,
        Key: shiftKey(activityId, shiftId),
        ConsistentRead: true,
      }),
    ),
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
