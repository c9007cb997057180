import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SMS_BUDGET_ALERT_RATIO, SMS_DAILY_BUDGET } from '@gsk/core/constants';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from '../lib/dynamo-conditions';

/*
 * The day's SMS budget across reminders, waiting-list promotions and coordinators' texts
 * (docs/volunteers.md, "Limits"): one counter per Malaysian day in the members table
 * (`SMS#{YYYY-MM-DD}`/`BUDGET`, expiring a week later), taken before a text is sent by a
 * conditional add that never takes the count above the budget. One-time codes and registration
 * confirmations are not counted here: they have limits of their own (docs/security.md).
 */

/** The key of a Malaysian day's budget counter. */
export const smsBudgetKey = (day: string) => ({ pk: `SMS#${day}`, sk: 'BUDGET' });

/** What taking from the budget answered: whether it was granted and the day's count after it. */
export interface BudgetClaim {
  granted: boolean;
  /** Texts counted today after this claim (when granted), or as refused. */
  sent: number;
  /** Whether today's count is at or past the alert ratio of the budget. */
  nearLimit: boolean;
}

const weekSeconds = 7 * 24 * 60 * 60;

/**
 * Takes `count` texts from the Malaysian day's budget (`budget` per day), all or none: granted
 * only while the day's count plus `count` stays within it, whatever runs at once.
 */
export async function claimSmsBudget(
  count: number,
  now = new Date(),
  budget = SMS_DAILY_BUDGET,
): Promise<BudgetClaim> {
  const day = malaysianDate(now);
  const threshold = Math.floor(budget * SMS_BUDGET_ALERT_RATIO);
  if (count > budget) return { granted: false, sent: 0, nearLimit: true };
  try {
    const { Attributes } = await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: smsBudgetKey(day),
        UpdateExpression: 'ADD sent :count SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(sent) OR sent <= :room',
        ExpressionAttributeValues: {
          ':count': count,
          ':room': budget - count,
          ':expires': Math.floor(now.getTime() / 1000) + weekSeconds,
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    const sent = Number(Attributes?.sent ?? count);
    return { granted: true, sent, nearLimit: sent >= threshold };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { granted: false, sent: budget, nearLimit: true };
  }
}
