import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { COORDINATOR_BROADCASTS_PER_WEEK, STAFF_BROADCASTS_PER_DAY } from '@gsk/core/constants';
import { malaysianDate, malaysianDayRange } from '@gsk/core/i18n/date-time';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from '../lib/dynamo-conditions';
import { tooManyRequests } from '../lib/errors';

/*
 * How many broadcasts one person may start (docs/privacy.md "Broadcasts", "Limits"): staff
 * STAFF_BROADCASTS_PER_DAY a Malaysian day, a coordinator COORDINATOR_BROADCASTS_PER_WEEK a
 * Malaysian week (Monday to Sunday). A conditional counter under the sender, like a
 * coordinator's `TEXTS#{day}` (docs/volunteers.md): `MEMBER#{id}` / `BROADCASTS#{day}` or
 * `BROADCASTS#W{monday}`, ADD 1 on condition it is below the limit, so concurrent sends cannot
 * pass it. Kept a fortnight (TTL), then gone.
 */

const fortnightSeconds = 14 * 86_400;

/** The Monday (Malaysian date) of the Malaysian week of `day` (`YYYY-MM-DD`). */
export const mondayOf = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return date.toISOString().slice(0, 10);
};

/** The counter, its limit and when its period ends, for one sender. */
const periodOf = (as: 'staff' | 'coordinator', now: Date) => {
  const day = malaysianDate(now);
  if (as === 'staff') {
    return { sk: `BROADCASTS#${day}`, limit: STAFF_BROADCASTS_PER_DAY, lastDay: day };
  }
  const monday = mondayOf(day);
  const sunday = new Date(`${monday}T00:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + 6);
  return {
    sk: `BROADCASTS#W${monday}`,
    limit: COORDINATOR_BROADCASTS_PER_WEEK,
    lastDay: sunday.toISOString().slice(0, 10),
  };
};

/**
 * Takes one of the sender's broadcasts of the period; 429 `too_many_requests` with the seconds
 * until the period ends when none is left.
 */
export async function takeBroadcast(
  memberId: string,
  as: 'staff' | 'coordinator',
  now = new Date(),
): Promise<void> {
  const { sk, limit, lastDay } = periodOf(as, now);
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: { pk: `MEMBER#${memberId}`, sk },
        UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit,
          ':expires': Math.floor(now.getTime() / 1000) + fortnightSeconds,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const end = Date.parse(malaysianDayRange(lastDay)?.end ?? '') + 1;
    throw tooManyRequests(
      'too_many_requests',
      Math.max(1, Math.ceil((end - now.getTime()) / 1000)),
    );
  }
}

/** Gives back a broadcast taken for a send that then failed before anything was written. */
export async function giveBackBroadcast(
  memberId: string,
  as: 'staff' | 'coordinator',
  now = new Date(),
): Promise<void> {
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: { pk: `MEMBER#${memberId}`, sk: periodOf(as, now).sk },
        UpdateExpression: 'ADD #count :minusOne',
        ConditionExpression: '#count > :zero',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
