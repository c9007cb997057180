import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { REMINDER_HOURS_BEFORE } from '@gsk/core/constants';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { errorName, logger } from '../lib/logger';
import { allEvents } from '../events/events';
import { eventPool } from '../events/registrations';
import { sendPlaceText, textPromoted } from './place-texts';
import { isPlaceId, shiftPool } from './places';
import { promote } from './waiting-list';
import type { Pool } from './waiting-list';

/*
 * The reconciler's sweep of upcoming shifts and events (docs/volunteers.md, "Texts"): every pool
 * not started with a free place and someone waiting is promoted (a crash between a cancellation
 * and its promotion heals here), and every confirmed place of a pool starting within
 * REMINDER_HOURS_BEFORE hours gets its one reminder (claimed on the place: two runs racing send
 * one). A place taken (or promoted to) after its reminder's time came gets none: its member has
 * just signed up, or was texted the promotion with the time in it.
 *
 * Reads: the events' partition (tens a year), the published activities (`ACTIVITIES`, filtered)
 * and each one's upcoming shifts, and the places of the pools within the reminder's window.
 */

const queryAll = async (input: QueryCommandInput) => {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb().send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};

/** An upcoming pool with the figures the sweep needs. */
interface Upcoming {
  pool: Pool;
  startsAt: string;
  free: boolean;
  waiting: number;
}

/** Published events and the shifts of published activities, not started yet. */
async function upcomingPools(now: Date): Promise<Upcoming[]> {
  const at = now.toISOString();
  const events = (await allEvents())
    .filter((event) => event.status === 'published' && event.startsAt > at)
    .map((event) => ({
      pool: eventPool(event.id),
      startsAt: event.startsAt,
      free: event.registeredCount < event.capacity,
      waiting: event.waiting ?? 0,
    }));
  const activities = await queryAll({
    TableName: config.membersTable,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :activity)',
    FilterExpression: '#status = :published',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':pk': 'ACTIVITIES',
      ':activity': 'ACTIVITY#',
      ':published': 'published',
    },
  });
  const shifts = await Promise.all(
    activities
      .map((activity) => activity.id)
      .filter(isPlaceId)
      .map(async (activityId) =>
        (
          await queryAll({
            TableName: config.membersTable,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :shift)',
            FilterExpression: 'startsAt > :now',
            ExpressionAttributeValues: {
              ':pk': `ACTIVITY#${activityId}`,
              ':shift': 'SHIFT#',
              ':now': at,
            },
          })
        )
          .filter((shift) => isPlaceId(shift.id))
          .map((shift) => ({
            pool: shiftPool(activityId, String(shift.id)),
            startsAt: String(shift.startsAt),
            free: Number(shift.taken ?? 0) < Number(shift.places ?? 0),
            waiting: Number(shift.waiting ?? 0),
          })),
      ),
  );
  return [...events, ...shifts.flat()];
}

/** The confirmed places of a pool whose reminder is not known sent, taken before `since`. */
async function placesToRemind(pool: Pool, since: string): Promise<string[]> {
  const { pk, sk: prefix } = pool.placeKey('');
  const items = await queryAll({
    TableName: config.membersTable,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :place)',
    FilterExpression:
      '(attribute_not_exists(#status) OR #status = :confirmed) AND ' +
      '(attribute_not_exists(reminder) OR reminder IN (:owed, :sending))',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':pk': pk,
      ':place': prefix,
      ':confirmed': 'confirmed',
      ':owed': 'owed',
      ':sending': 'sending',
    },
    ConsistentRead: true,
  });
  return items
    .filter((item) => {
      const placedAt = String(item.confirmedAt ?? item.joinedAt ?? item.registeredAt ?? '');
      return placedAt !== '' && placedAt < since;
    })
    .map((item) => String(item.memberId));
}

/** What one sweep did. */
export interface PlacesSummary {
  remindersSent: number;
  remindersFailed: number;
  /** Refused by the day's SMS budget: owed for the next run. */
  remindersDeferred: number;
  /** People promoted by the sweep (places freed and not handed on). */
  promotionsHealed: number;
}

const hourMs = 60 * 60 * 1000;

/**
 * Promotes where a place is free and someone waits, and sends the reminders whose time has come.
 * Errors of one pool are logged and leave it for the next run.
 */
export async function sweepPlaces(now = new Date()): Promise<PlacesSummary> {
  const summary: PlacesSummary = {
    remindersSent: 0,
    remindersFailed: 0,
    remindersDeferred: 0,
    promotionsHealed: 0,
  };
  for (const { pool, startsAt, free, waiting } of await upcomingPools(now)) {
    try {
      if (free && waiting > 0) {
        const promoted = await promote(pool, now);
        summary.promotionsHealed += promoted.length;
        await textPromoted(pool, promoted, now);
      }
      const remindFrom = Date.parse(startsAt) - REMINDER_HOURS_BEFORE * hourMs;
      if (remindFrom > now.getTime()) continue;
      for (const memberId of await placesToRemind(pool, new Date(remindFrom).toISOString())) {
        const outcome = await sendPlaceText('reminder', pool, memberId, now);
        if (outcome === 'sent') summary.remindersSent += 1;
        if (outcome === 'failed') summary.remindersFailed += 1;
        if (outcome === 'deferred') summary.remindersDeferred += 1;
      }
    } catch (error) {
      logger.error('places.sweep_failed', {
        kind: pool.kind,
        poolId: pool.id,
        error: errorName(error),
      });
    }
  }
  return summary;
}
