import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ShiftMessageResult } from '@gsk/core/api';
import { COORDINATOR_TEXTS_PER_DAY } from '@gsk/core/constants';
import { malaysianDate, malaysianDayRange } from '@gsk/core/i18n/date-time';
import type { ShiftMessageValues, ShiftMessageKind } from '@gsk/core/volunteers';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from '../lib/dynamo-conditions';
import { AppError, badRequest, tooManyRequests } from '../lib/errors';
import { logger } from '../lib/logger';
import { sendSms } from '../lib/sms';
import type { StoredActivity, StoredShift } from '../volunteers/activities';
import { textsCountKey } from '../volunteers/keys';
import { placesOf, profilesOf } from '../volunteers/shift-people';
import { claimSmsBudget } from '../volunteers/sms-budget';
import { shiftMessageText } from './shift-texts';

/*
 * A coordinator texting the confirmed people of one shift about it (docs/volunteers.md,
 * "Limits"): each text is checked to fit one SMS first (400 `validation` on `text` otherwise), then
 * one of the coordinator's COORDINATOR_TEXTS_PER_DAY for the Malaysian day is taken by a
 * conditional counter (429 `texts_spent` when none is left, `Retry-After` the day's end), then the
 * site's day budget for every recipient at once (claimSmsBudget, all or none: 429
 * `sms_budget_spent`, and the coordinator's text given back). Only then is anything sent.
 */

/** A week, in seconds: how long a day's counter is kept. */
const weekSeconds = 7 * 24 * 60 * 60;

/**
 * Takes one of the coordinator's texts of the Malaysian day; answers how many are left after it,
 * or throws 429 `texts_spent` with the seconds to the day's end.
 */
async function takeText(memberId: string, now: Date): Promise<number> {
  const day = malaysianDate(now);
  try {
    const { Attributes } = await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: textsCountKey(memberId, day),
        UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': COORDINATOR_TEXTS_PER_DAY,
          ':expires': Math.floor(now.getTime() / 1000) + weekSeconds,
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return COORDINATOR_TEXTS_PER_DAY - Number(Attributes?.count ?? COORDINATOR_TEXTS_PER_DAY);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const end = Date.parse(malaysianDayRange(day)?.end ?? '') + 1;
    throw tooManyRequests('texts_spent', Math.max(1, Math.ceil((end - now.getTime()) / 1000)));
  }
}

/** Gives back a text taken for a message the day's budget then refused. */
async function giveBackText(memberId: string, now: Date): Promise<void> {
  await dynamoDb().send(
    new UpdateCommand({
      TableName: config.membersTable,
      Key: textsCountKey(memberId, malaysianDate(now)),
      UpdateExpression: 'ADD #count :minusOne',
      ConditionExpression: '#count > :zero',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
    }),
  );
}

/** What a message did, for the answer and the audit trail. */
export interface ShiftMessageOutcome extends ShiftMessageResult {
  /** How many could not be sent (SNS refused them); the others were. */
  failed: number;
}

/**
 * Texts `message` to every confirmed person of `shift`, each in their language, within the
 * coordinator's daily texts and the site's SMS budget (see above). A shift with nobody confirmed
 * sends nothing and spends nothing.
 */
export async function textShift(
  coordinatorId: string,
  activity: StoredActivity,
  shift: StoredShift,
  message: ShiftMessageValues,
  now = new Date(),
): Promise<ShiftMessageOutcome> {
  const kind = message.kind as ShiftMessageKind;
  for (const language of ['bm', 'eng'] as const) {
    if (!shiftMessageText(activity.title[language], shift.startsAt, message.text, language)) {
      throw badRequest('validation', { text: 'shiftMessage.text.unsendable' });
    }
  }
  const confirmed = (await placesOf(shift.id)).filter((place) => place.status === 'confirmed');
  const profiles = await profilesOf(confirmed.map((place) => place.memberId));
  const recipients = [...profiles.values()].filter((profile) => profile.mobile);
  if (recipients.length === 0) {
    return { sent: 0, failed: 0, textsLeftToday: await textsLeft(coordinatorId, now), kind };
  }
  const textsLeftToday = await takeText(coordinatorId, now);
  const budget = await claimSmsBudget(recipients.length, now);
  if (!budget.granted) {
    await giveBackText(coordinatorId, now);
    throw new AppError('sms_budget_spent', 429);
  }
  if (budget.nearLimit) logger.warn('sms.budget_near_limit', { sent: budget.sent });
  const results = await Promise.allSettled(
    recipients.map((profile) =>
      sendSms(
        profile.mobile,
        shiftMessageText(
          activity.title[profile.language],
          shift.startsAt,
          message.text,
          profile.language,
        ) ?? '',
      ),
    ),
  );
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) logger.error('coordinator.texts_failed', { shiftId: shift.id, failed });
  return { sent: recipients.length - failed, failed, textsLeftToday, kind };
}

/** The coordinator's texts left today, without taking one. */
async function textsLeft(memberId: string, now: Date): Promise<number> {
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.membersTable,
      Key: textsCountKey(memberId, malaysianDate(now)),
      ConsistentRead: true,
    }),
  );
  return Math.max(0, COORDINATOR_TEXTS_PER_DAY - Number(Item?.count ?? 0));
}
