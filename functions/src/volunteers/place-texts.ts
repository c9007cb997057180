import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { errorName, logger } from '../lib/logger';
import { countNow } from '../lib/metrics';
import { sendSms } from '../lib/sms';
import { claimText, recordText } from '../lib/text-claims';
import type { TextClaimRule, TextFields } from '../lib/text-claims';
import { recipientOf } from '../events/confirmation';
import { eventPool } from '../events/registrations';
import { isEventId } from '../events/events';
import { promotionText, reminderText } from '../members/sms-texts';
import { isPlaceId, shiftPool } from './places';
import { claimSmsBudget } from './sms-budget';
import { owedPromotionKey, owedPromotionsPk } from './waiting-list';
import type { Pool } from './waiting-list';

/*
 * The texts of places on shifts and events (docs/volunteers.md, "Texts"): the promotion from a
 * waiting list and the reminder about REMINDER_HOURS_BEFORE hours before the start. Each is one
 * text per person, claimed on their place's item (functions/src/lib/text-claims.ts: of two
 * senders at once one claim wins), taken from the day's SMS budget (./sms-budget.ts) before it is
 * sent, and recorded sent. A refused budget leaves it owed (no try spent) for the next run; a
 * failed send leaves it owed for the next run; after its tries, or once the start has passed, it
 * is given up. The promotion's transaction also writes a marker (`PROMOTIONS`) that the reconciler
 * reads to retry the owed ones; the reminders need none, the reconciler finds the places whose
 * time has come.
 */

/** What sending a text did now. */
export type PlaceTextOutcome =
  | 'sent'
  | 'already_sent'
  | 'held'
  | 'failed'
  | 'abandoned'
  /** The day's SMS budget refused it: still owed. */
  | 'deferred';

/** The kinds of place texts. */
export type PlaceTextKind = 'promotion' | 'reminder';

const fieldsOf = (kind: PlaceTextKind): TextFields => ({
  state: kind,
  attempts: `${kind}Attempts`,
  lease: `${kind}Lease`,
  token: `${kind}Token`,
  sentAt: `${kind}SentAt`,
  error: `${kind}Error`,
});

/** Tries of one text before it is given up (one per reconciler run at most after the first). */
export const PLACE_TEXT_MAX_ATTEMPTS = 8;

const rules: Record<PlaceTextKind, TextClaimRule> = {
  promotion: {
    fields: fieldsOf('promotion'),
    maxAttempts: PLACE_TEXT_MAX_ATTEMPTS,
    leaseMs: 60_000,
  },
  // Owed by every confirmed place once its time comes: no write says so beforehand.
  reminder: {
    fields: fieldsOf('reminder'),
    maxAttempts: PLACE_TEXT_MAX_ATTEMPTS,
    leaseMs: 60_000,
    owedWhenAbsent: true,
    condition: {
      expression: '(attribute_not_exists(#placeStatus) OR #placeStatus = :confirmed)',
      names: { '#placeStatus': 'status' },
      values: { ':confirmed': 'confirmed' },
    },
  },
};

const texts = { promotion: promotionText, reminder: reminderText };

/** The metric counting texts the day's budget refused (they stay owed). */
export const budgetRefusedMetric = 'SmsBudgetRefused';

/**
 * Sends a place's text of `kind` to its member if it is owed and no one else is sending it.
 * Never throws for a failed send: the text stays owed for the next try.
 */
export async function sendPlaceText(
  kind: PlaceTextKind,
  pool: Pool,
  memberId: string,
  now = new Date(),
): Promise<PlaceTextOutcome> {
  const rule = rules[kind];
  const key = pool.placeKey(memberId);
  const claimed = await claimText(key, rule, now);
  if (claimed === 'sent') return 'already_sent';
  if (claimed === 'held' || claimed === 'abandoned') return claimed;
  const { token } = claimed;
  const [state, recipient] = await Promise.all([pool.read(), recipientOf(memberId)]);
  if (!state || !recipient || Date.parse(state.startsAt) <= now.getTime()) {
    const code = !state ? 'NoPool' : recipient ? 'Started' : 'NoProfile';
    await recordText(key, rule, token, { state: 'abandoned', code }, now);
    return 'abandoned';
  }
  const budget = await claimSmsBudget(1, now);
  if (!budget.granted) {
    logger.warn('sms.budget_refused', { kind, poolKind: pool.kind, poolId: pool.id });
    countNow(budgetRefusedMetric);
    await recordText(key, rule, token, { state: 'owed', code: 'SmsBudget', refund: true }, now);
    return 'deferred';
  }
  try {
    await sendSms(
      recipient.mobile,
      texts[kind](state.title[recipient.language], state.startsAt, recipient.language),
    );
  } catch (error) {
    logger.warn('places.text_failed', { kind, poolId: pool.id, error: errorName(error) });
    await recordText(key, rule, token, { state: 'owed', code: errorName(error) }, now);
    return 'failed';
  }
  await recordText(key, rule, token, { state: 'sent' }, now);
  return 'sent';
}

/**
 * Texts the members a promotion just confirmed, and removes the markers of the texts known sent
 * or given up; a failure leaves its marker for the reconciler. Never throws.
 */
export async function textPromoted(
  pool: Pool,
  memberIds: readonly string[],
  now = new Date(),
): Promise<PlaceTextOutcome[]> {
  return Promise.all(
    memberIds.map(async (memberId) => {
      try {
        const outcome = await sendPlaceText('promotion', pool, memberId, now);
        if (outcome === 'sent' || outcome === 'already_sent' || outcome === 'abandoned') {
          await dynamoDb().send(
            new DeleteCommand({
              TableName: config.membersTable,
              Key: owedPromotionKey(pool, memberId),
            }),
          );
        }
        return outcome;
      } catch (error) {
        logger.error('places.promotion_text_error', { poolId: pool.id, error: errorName(error) });
        return 'failed';
      }
    }),
  );
}

/** The pool a promotion marker names, or none (a marker written by nothing we know). */
const poolOfMarker = (marker: Record<string, unknown>): Pool | undefined => {
  if (marker.kind === 'shift' && isPlaceId(marker.activityId) && isPlaceId(marker.shiftId)) {
    return shiftPool(marker.activityId, marker.shiftId);
  }
  if (marker.kind === 'event' && isEventId(marker.eventId)) return eventPool(marker.eventId);
  return undefined;
};

/** What one run of `retryOwedPromotions` did. */
export interface PromotionSummary {
  promotionsSent: number;
  promotionsFailed: number;
  /** Markers still owed after the run (held, failed, or deferred by the budget). */
  promotionsOwed: number;
}

/** Markers read per run; the rest wait for the next run. */
const sweepLimit = 100;

/**
 * The reconciler's part: every owed promotion text (the `PROMOTIONS` markers) is tried again,
 * and the markers of the sent or given-up ones are removed.
 */
export async function retryOwedPromotions(now = new Date()): Promise<PromotionSummary> {
  const summary: PromotionSummary = { promotionsSent: 0, promotionsFailed: 0, promotionsOwed: 0 };
  const { Items = [] } = await dynamoDb().send(
    new QueryCommand({
      TableName: config.membersTable,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': owedPromotionsPk },
      Limit: sweepLimit,
    }),
  );
  for (const marker of Items) {
    const pool = poolOfMarker(marker);
    const memberId = String(marker.memberId);
    if (!pool) {
      logger.error('places.unknown_marker', { sk: String(marker.sk) });
      continue;
    }
    const [outcome] = await textPromoted(pool, [memberId], now);
    if (outcome === 'sent') summary.promotionsSent += 1;
    else if (outcome === 'failed') summary.promotionsFailed += 1;
    if (outcome !== 'sent' && outcome !== 'already_sent' && outcome !== 'abandoned') {
      summary.promotionsOwed += 1;
    }
  }
  return summary;
}
