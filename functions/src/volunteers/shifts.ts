import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { fromMalaysiaInput } from '@gsk/core/i18n/date-time';
import { shiftSchema, shiftWeekSchema } from '@gsk/core/volunteers';
import type { ShiftValues, ShiftWeekValues } from '@gsk/core/volunteers';
import { mixed, object } from 'yup';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { cancelledAt } from '../lib/dynamo-conditions';
import { conflict } from '../lib/errors';
import type { StoredActivity, StoredShift } from './activities';
import { activityKey, shiftKey } from './keys';

/*
 * Adding shifts to an activity (`POST …/activities/{id}/shifts`, staff's and coordinators'): one
 * shift (core's shiftSchema), or a week of them at once (`{ week }`, core's shiftWeekSchema): on
 * each chosen day of the seven from `firstDay`, from `startTime` to `endTime` on Malaysia's clock
 * (UTC+8 all year), stored as ISO instants in UTC. All of a request's shifts are written in one
 * transaction with a check that the activity still takes shifts.
 */

/**
 * The route's body as the factory reads it: either form's fields, each checked by `shiftsOf`
 * with the schema of the form sent (so the messages are core's, on `week.…` for a week).
 */
export const shiftsBodySchema = object({
  week: mixed(),
  startsAt: mixed(),
  endsAt: mixed(),
  places: mixed(),
});

/** A shift's start, end and places, before it is stored. */
export type ShiftTimes = Pick<StoredShift, 'startsAt' | 'endsAt' | 'places'>;

/** The Malaysian date `days` after `day` (`YYYY-MM-DD`). */
const dayAfter = (day: string, days: number): string => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};

/** The shifts of a week: one on each chosen day, Malaysia's clock times as UTC instants. */
export const weekShifts = (week: ShiftWeekValues): ShiftTimes[] =>
  [...new Set(week.days)]
    .sort((a, b) => a - b)
    .map((offset) => {
      const day = dayAfter(week.firstDay, offset);
      return {
        startsAt: fromMalaysiaInput(`${day}T${week.startTime}`),
        endsAt: fromMalaysiaInput(`${day}T${week.endTime}`),
        places: week.places,
      };
    });

const oneShift = (shift: ShiftValues): ShiftTimes => ({
  startsAt: new Date(shift.startsAt).toISOString(),
  endsAt: new Date(shift.endsAt).toISOString(),
  places: shift.places,
});

const strictly = { abortEarly: false, stripUnknown: true } as const;

/** The shifts a request asks for, checked with core's schemas (a 400 `validation` otherwise). */
export async function requestedShifts(body: Record<string, unknown>): Promise<ShiftTimes[]> {
  if (body.week !== undefined) {
    const { week } = await object({ week: shiftWeekSchema }).validate(
      { week: body.week },
      strictly,
    );
    return weekShifts(week);
  }
  const { week: _week, ...shift } = body;
  return [oneShift(await shiftSchema.validate(shift, strictly))];
}

/**
 * Stores `times` as new shifts of `activity` (nobody on them yet), in one transaction with the
 * check that the activity is still proposed or published (409 `activity_closed` when it was
 * refused or cancelled). Answers the shifts stored, soonest first.
 */
export async function addShifts(
  activity: StoredActivity,
  times: ShiftTimes[],
  now = new Date(),
): Promise<StoredShift[]> {
  if (activity.status !== 'proposed' && activity.status !== 'published') {
    throw conflict('activity_closed');
  }
  const shifts: StoredShift[] = times.map((time) => ({
    id: randomUUID(),
    activityId: activity.id,
    ...time,
    taken: 0,
    waiting: 0,
    nextPosition: 0,
    createdAt: now.toISOString(),
  }));
  try {
    await dynamoDb().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: config.membersTable,
              Key: activityKey(activity.id),
              ConditionExpression: '#status IN (:proposed, :published)',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':proposed': 'proposed', ':published': 'published' },
            },
          },
          ...shifts.map((shift) => ({
            Put: {
              TableName: config.membersTable,
              Item: { ...shiftKey(activity.id, shift.id), ...shift },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          })),
        ],
      }),
    );
  } catch (error) {
    if (cancelledAt(error, 0)) throw conflict('activity_closed');
    throw error;
  }
  return shifts;
}
