import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SMS_BUDGET_ALERT_RATIO, SMS_DAILY_BUDGET } from '@gsk/core/constants';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from '../lib/dynamo-conditions';
import { sendEmail } from '../lib/email';
import { renderEmail } from '../lib/email-layout';
import { errorName, logger } from '../lib/logger';
import { smsBudgetKey } from './sms-budget';

/*
 * Staff's alert when the day's SMS budget (./sms-budget.ts) is near: once the Malaysian day's
 * count reaches SMS_BUDGET_ALERT_RATIO of SMS_DAILY_BUDGET, the reconciler's run emails the
 * staff addresses (ADMIN_EMAILS) ONE alert that day, claimed by a conditional write on the day's
 * budget item (`alertedAt`, only while absent), so runs at once send one. A failed send gives the
 * claim back for the next run. Whatever sends the texts (reminders, promotions, coordinators'
 * messages) counts in the same item, so one check covers them all.
 */

/** What the check found and did. */
export interface SmsBudgetSummary {
  /** Texts counted today so far. */
  smsSentToday: number;
  /** Alerts emailed by this run (0 or 1). */
  smsBudgetAlerts: number;
}

/** The alert's words, both languages (staff read Malay first). */
const alertEmail = (sent: number, budget: number, day: string) => {
  const heading = 'Bajet SMS hampir habis / SMS budget nearly used';
  return renderEmail({
    language: 'bm',
    subject: `${heading}: ${sent}/${budget} (${day})`,
    heading,
    body: [
      {
        kind: 'paragraph',
        text:
          `Hari ini (${day}) laman telah menghantar ${sent} daripada ${budget} SMS yang dibenarkan sehari ` +
          '(peringatan, tempat daripada senarai menunggu dan mesej penyelaras). Apabila bajet habis, ' +
          'SMS seterusnya ditangguhkan hingga esok.\n\n' +
          `Today (${day}) the site has sent ${sent} of the ${budget} texts allowed a day ` +
          "(reminders, waiting-list places and coordinators' messages). Once the budget is used up, " +
          'further texts wait until tomorrow.',
      },
    ],
  });
};

/**
 * Emails staff the day's alert once the count is at the ratio, if no run did so today; answers
 * the day's count and whether this run alerted. Never throws for a failed send (logged, retried
 * next run).
 */
export async function alertSmsBudget(
  now = new Date(),
  adminEmails: readonly string[],
  budget = SMS_DAILY_BUDGET,
): Promise<SmsBudgetSummary> {
  const day = malaysianDate(now);
  const key = smsBudgetKey(day);
  const { Item } = await dynamoDb().send(
    new GetCommand({ TableName: config.membersTable, Key: key, ConsistentRead: true }),
  );
  const sent = Number(Item?.sent ?? 0);
  const threshold = Math.floor(budget * SMS_BUDGET_ALERT_RATIO);
  if (sent < threshold || Item?.alertedAt || adminEmails.length === 0) {
    return { smsSentToday: sent, smsBudgetAlerts: 0 };
  }
  const token = randomUUID();
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: key,
        UpdateExpression: 'SET alertedAt = :now, alertToken = :token',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(alertedAt)',
        ExpressionAttributeValues: { ':now': now.toISOString(), ':token': token },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { smsSentToday: sent, smsBudgetAlerts: 0 };
  }
  try {
    await sendEmail(adminEmails, alertEmail(sent, budget, day));
  } catch (error) {
    logger.error('sms.budget_alert_failed', { error: errorName(error) });
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: key,
        UpdateExpression: 'REMOVE alertedAt, alertToken',
        ConditionExpression: 'alertToken = :token',
        ExpressionAttributeValues: { ':token': token },
      }),
    );
    return { smsSentToday: sent, smsBudgetAlerts: 0 };
  }
  logger.warn('sms.budget_alert_sent', { day, sent, budget });
  return { smsSentToday: sent, smsBudgetAlerts: 1 };
}
