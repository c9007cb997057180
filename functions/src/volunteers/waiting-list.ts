import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Bilingual } from '@gsk/core/api';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import type { AppError } from '../lib/errors';
import { tooManyRequests } from '../lib/errors';
import { logger } from '../lib/logger';

/*
 * The one waiting-list engine of shifts and events (docs/volunteers.md, "Places and waiting
 * lists"): a pool of places (a shift's `places`, an event's `capacity`) counted on one item, the
 * places themselves under the pool (`SHIFT#{id}`/`PLACE#{memberId}`, `EVENT#{id}`/`REG#{memberId}`)
 * with a mirror under the member, and the waiting order (`{pool}`/`WAIT#{position}`). Every change
 * is ONE DynamoDB transaction whose conditions keep the figures true whatever runs at once:
 *
 * - a place is taken only while `taken < places` and nobody waits (`waiting = 0`), so a free
 *   place left by a crash goes to the first waiting person, never to a newcomer;
 * - a waiting place takes position `nextPosition + 1` under the condition that `nextPosition` is
 *   the value read: of two joins at once one commits, the other reads again and takes the next
 *   position, so positions follow commit order with no gap and no duplicate;
 * - a promotion deletes the first `WAIT#` item (it must exist), turns that place confirmed and
 *   moves `taken + 1` only while `taken < places`: never two people into one place;
 * - a cancellation (until the start) gives the place or the waiting place back and leaves a
 *   cooldown item (`MEMBER#{id}`/`LEFT#{kind}#{poolId}`) that the next join of the same member
 *   checks, so a cancel-and-rejoin loop cannot churn the list (docs/volunteers.md, "Limits").
 *
 * A cancellation by a concurrent transaction (`TransactionConflict`) or a moved figure is tried
 * again after a jittered backoff, reading the pool anew.
 */

/** One write of a transaction. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A key of the members table. */
export type Key = { pk: string; sk: string };

/** A pool as it is now, read by its kind's own code. */
export interface PoolState {
  taken: number;
  places: number;
  waiting: number;
  nextPosition: number;
  startsAt: string;
  title: Bilingual;
  /** Whether it takes places now by its status (a published activity or event). */
  open: boolean;
  /** Whether the public may see it at all (a 404 otherwise). */
  visible: boolean;
}

/** A condition with its names and values. */
export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** What a kind of pool (a shift, an event) tells the engine. */
export interface Pool {
  kind: 'shift' | 'event';
  /** The shift's or the event's id. */
  id: string;
  /** What a marker needs to find the pool again (the activity's id of a shift). */
  ref: Record<string, string>;
  /** The item that counts the places, and the names of its two figures. */
  counterKey: Key;
  takenName: string;
  placesName: string;
  /** The counter's own condition for a new place or a promotion (an event's status). */
  openCondition?: Condition;
  /** Checks of other items a new place or a promotion needs (a shift's activity published). */
  openChecks: TransactItem[];
  placeKey(memberId: string): Key;
  mirrorKey(memberId: string): Key;
  /** The partition of the waiting order (`WAIT#…` items). */
  waitPk: string;
  /** Fields of a new place and of its mirror, whatever its status. */
  placeFields(memberId: string, at: string): Record<string, unknown>;
  mirrorFields(at: string): Record<string, unknown>;
  /** What a confirmed place (not a promotion) adds: an event's owed confirmation SMS. */
  confirmed?(
    memberId: string,
    at: string,
  ): { fields: Record<string, unknown>; items: TransactItem[] };
  read(): Promise<PoolState | undefined>;
  errors: { notFound: () => AppError; full: () => AppError; closed: () => AppError };
}

/** A member's place in a pool: in, or waiting at a position. */
export type Place = { status: 'confirmed' } | { status: 'waiting'; position: number };

/** What joining did: in or waiting (the first time), or the same again. */
export interface JoinOutcome {
  status: 'confirmed' | 'already_confirmed' | 'waiting' | 'already_waiting';
  /** When waiting: the place in the line now, 1 first. */
  position?: number;
}

/** What cancelling did, and whom the freed place promoted. */
export interface CancelOutcome {
  status: 'cancelled' | 'not_found';
  promoted: string[];
}

/** The owed promotion texts' partition (one marker per promoted person until texted). */
export const owedPromotionsPk = 'PROMOTIONS';

/** The key of a promotion's owed-text marker. */
export const owedPromotionKey = (pool: Pick<Pool, 'kind' | 'id'>, memberId: string) => ({
  pk: owedPromotionsPk,
  sk: `${pool.kind}#${pool.id}#${memberId}`,
});

/** The key of a cancellation's cooldown under its member. */
export const cooldownKey = (pool: Pick<Pool, 'kind' | 'id'>, memberId: string) => ({
  pk: `MEMBER#${memberId}`,
  sk: `LEFT#${pool.kind}#${pool.id}`,
});

/** The key of a waiting position: 10 digits, so the sort key orders them. */
export const waitKey = (pool: Pick<Pool, 'waitPk'>, position: number) => ({
  pk: pool.waitPk,
  sk: `WAIT#${String(position).padStart(10, '0')}`,
});

/**
 * Attempts of one join, cancellation or promotion that keeps losing races before a 500: the
 * last of 20 members joining one waiting list at once loses up to 19 rounds.
 */
const maxAttempts = 40;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Jittered backoff, capped, so the losers of one race do not all meet again in the next. */
const backoff = (attempt: number) => pause(Math.random() * Math.min(400, 10 * 2 ** attempt));

const reasonsOf = (error: TransactionCanceledException) =>
  (error.CancellationReasons ?? []).map((reason) => reason.Code);

const get = async (key: Key) =>
  (
    await dynamoDb().send(
      new GetCommand({ TableName: config.membersTable, Key: key, ConsistentRead: true }),
    )
  ).Item;

/** A member's place in a pool, or `undefined` (an item without status is an event's confirmed). */
export async function placeOf(pool: Pool, memberId: string): Promise<Place | undefined> {
  const item = await get(pool.placeKey(memberId));
  if (!item) return undefined;
  return item.status === 'waiting'
    ? { status: 'waiting', position: Number(item.position) }
    : { status: 'confirmed' };
}

/** The place in the line of a waiting position now: how many wait at it or before it. */
export async function rankOf(pool: Pool, position: number): Promise<number> {
  const { Count } = await dynamoDb().send(
    new QueryCommand({
      TableName: config.membersTable,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :mine',
      ExpressionAttributeValues: {
        ':pk': pool.waitPk,
        ':first': 'WAIT#',
        ':mine': waitKey(pool, position).sk,
      },
      Select: 'COUNT',
      ConsistentRead: true,
    }),
  );
  return Count ?? 0;
}

const startedBy = (state: PoolState, now: Date) => Date.parse(state.startsAt) <= now.getTime();

/** The counter's update with the pool's open condition and the figures' names. */
const counterUpdate = (
  pool: Pool,
  update: string,
  condition: string,
  values: Record<string, unknown>,
  open = true,
): TransactItem => {
  const conditions = [
    'startsAt > :now',
    condition,
    ...(open && pool.openCondition ? [pool.openCondition.expression] : []),
  ].join(' AND ');
  // DynamoDB refuses a name the expressions do not use.
  const figures = Object.entries({ '#taken': pool.takenName, '#places': pool.placesName }).filter(
    ([name]) => `${update} ${conditions}`.includes(name),
  );
  const names = { ...Object.fromEntries(figures), ...(open && pool.openCondition?.names) };
  return {
    Update: {
      TableName: config.membersTable,
      Key: pool.counterKey,
      UpdateExpression: update,
      ConditionExpression: conditions,
      ...(Object.keys(names).length > 0 && { ExpressionAttributeNames: names }),
      ExpressionAttributeValues: { ...values, ...(open && pool.openCondition?.values) },
    },
  };
};

/** The member's cooldown, checked by a join: none, or one that has run out. */
const cooldownCheck = (pool: Pool, memberId: string, at: string): TransactItem => ({
  ConditionCheck: {
    TableName: config.membersTable,
    Key: cooldownKey(pool, memberId),
    ConditionExpression: 'attribute_not_exists(pk) OR #until <= :now',
    ExpressionAttributeNames: { '#until': 'until' },
    ExpressionAttributeValues: { ':now': at },
  },
});

const putNew = (key: Key, fields: Record<string, unknown>): TransactItem => ({
  Put: {
    TableName: config.membersTable,
    Item: { ...key, ...fields },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** The 429 of a member whose cooldown on this pool has not run out. */
async function cooldownRefusal(pool: Pool, memberId: string, now: Date) {
  const item = await get(cooldownKey(pool, memberId));
  const wait = Date.parse(String(item?.until ?? '')) - now.getTime();
  logger.warn('places.rejoin_refused', { kind: pool.kind, poolId: pool.id });
  return tooManyRequests('too_many_requests', Math.max(1, Math.ceil(wait / 1000)));
}

/** The answer to a member who holds a place already. */
async function already(pool: Pool, place: Place): Promise<JoinOutcome> {
  if (place.status === 'confirmed') return { status: 'already_confirmed' };
  return { status: 'already_waiting', position: await rankOf(pool, place.position) };
}

/**
 * Takes a place for a member exactly once: `confirmed` while places are left, else `waiting` at
 * the next position when `waitingList` is asked for, else the pool's `full` error; the same
 * again (`already_…`) however often it is sent. An unknown or hidden pool is its `notFound`, a
 * started or unpublished one its `closed`, a member within their cooldown a 429.
 */
export async function join(
  pool: Pool,
  memberId: string,
  waitingList: boolean,
  now = new Date(),
): Promise<JoinOutcome> {
  const at = now.toISOString();
  for (let attempt = 1; ; attempt += 1) {
    const [state, mine] = await Promise.all([pool.read(), placeOf(pool, memberId)]);
    if (!state || !state.visible) throw pool.errors.notFound();
    if (mine) return already(pool, mine);
    if (!state.open || startedBy(state, now)) throw pool.errors.closed();
    const free = state.taken < state.places;
    if (free && state.waiting > 0) {
      // A place freed and not yet handed on (a crash between a cancellation and its
      // promotion): it is the first waiting person's, so promote before joining.
      await promote(pool, now);
      if (attempt >= maxAttempts) throw new Error('join: the pool keeps moving');
      continue;
    }
    if (!free && !waitingList) throw pool.errors.full();
    const position = state.nextPosition + 1;
    const extra = free ? pool.confirmed?.(memberId, at) : undefined;
    const place = {
      ...pool.placeFields(memberId, at),
      joinedAt: at,
      ...(free ? { status: 'confirmed', ...extra?.fields } : { status: 'waiting', position }),
    };
    const mirror = {
      ...pool.mirrorFields(at),
      ...(free ? { status: 'confirmed' } : { status: 'waiting', position }),
    };
    const items: TransactItem[] = [
      putNew(pool.placeKey(memberId), place),
      putNew(pool.mirrorKey(memberId), mirror),
      cooldownCheck(pool, memberId, at),
      free
        ? counterUpdate(
            pool,
            'SET #taken = #taken + :one',
            '#taken < #places AND (attribute_not_exists(waiting) OR waiting = :zero)',
            { ':one': 1, ':zero': 0, ':now': at },
          )
        : counterUpdate(
            pool,
            'SET waiting = if_not_exists(waiting, :zero) + :one, ' +
              'nextPosition = if_not_exists(nextPosition, :zero) + :one',
            `(#taken >= #places OR waiting > :zero) AND ${
              state.nextPosition === 0
                ? '(attribute_not_exists(nextPosition) OR nextPosition = :zero)'
                : 'nextPosition = :seen'
            }`,
            {
              ':one': 1,
              ':zero': 0,
              ':now': at,
              ...(state.nextPosition !== 0 && { ':seen': state.nextPosition }),
            },
          ),
      ...pool.openChecks,
      ...(free
        ? (extra?.items ?? [])
        : [putNew(waitKey(pool, position), { memberId, position, joinedAt: at })]),
    ];
    try {
      await dynamoDb().send(new TransactWriteCommand({ TransactItems: items }));
      // The line before this member is everyone waiting as read (the condition held).
      return free ? { status: 'confirmed' } : { status: 'waiting', position: state.waiting + 1 };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = reasonsOf(error);
      if (reasons[2] === 'ConditionalCheckFailed') throw await cooldownRefusal(pool, memberId, now);
      // A repeat (the place exists), a figure that moved, or a race: read again and decide.
      if (attempt >= maxAttempts) throw error;
      if (reasons[0] !== 'ConditionalCheckFailed' && reasons[1] !== 'ConditionalCheckFailed') {
        await backoff(attempt);
      }
    }
  }
}

/** The first person waiting, or none. */
async function firstWaiting(
  pool: Pool,
): Promise<{ memberId: string; position: number } | undefined> {
  const { Items = [] } = await dynamoDb().send(
    new QueryCommand({
      TableName: config.membersTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :wait)',
      ExpressionAttributeValues: { ':pk': pool.waitPk, ':wait': 'WAIT#' },
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  const [first] = Items;
  return first ? { memberId: String(first.memberId), position: Number(first.position) } : undefined;
}

/**
 * Hands every free place of an open pool that has not started to the first people waiting, in
 * order, one transaction each (the `WAIT#` item deleted, the place and its mirror confirmed, the
 * counts moved, the promotion's text recorded as owed). Answers the members promoted now; their
 * texts are the caller's (place-texts.ts).
 */
export async function promote(pool: Pool, now = new Date()): Promise<string[]> {
  const at = now.toISOString();
  const promoted: string[] = [];
  for (let attempt = 1; attempt <= maxAttempts;) {
    const state = await pool.read();
    if (!state || !state.open || startedBy(state, now)) break;
    if (state.taken >= state.places || state.waiting <= 0) break;
    const first = await firstWaiting(pool);
    if (!first) {
      logger.error('places.waiting_without_items', { kind: pool.kind, poolId: pool.id });
      break;
    }
    const { memberId, position } = first;
    try {
      await dynamoDb().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: config.membersTable,
                Key: waitKey(pool, position),
                ConditionExpression: 'attribute_exists(pk) AND memberId = :member',
                ExpressionAttributeValues: { ':member': memberId },
              },
            },
            {
              Update: {
                TableName: config.membersTable,
                Key: pool.placeKey(memberId),
                UpdateExpression:
                  'SET #status = :confirmed, confirmedAt = :now, promotion = :owed REMOVE #position',
                ConditionExpression: '#status = :waiting AND #position = :position',
                ExpressionAttributeNames: { '#status': 'status', '#position': 'position' },
                ExpressionAttributeValues: {
                  ':confirmed': 'confirmed',
                  ':waiting': 'waiting',
                  ':owed': 'owed',
                  ':now': at,
                  ':position': position,
                },
              },
            },
            {
              Update: {
                TableName: config.membersTable,
                Key: pool.mirrorKey(memberId),
                UpdateExpression: 'SET #status = :confirmed REMOVE #position',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeNames: { '#status': 'status', '#position': 'position' },
                ExpressionAttributeValues: { ':confirmed': 'confirmed' },
              },
            },
            counterUpdate(
              pool,
              'SET #taken = #taken + :one, waiting = waiting - :one',
              '#taken < #places AND waiting > :zero',
              { ':one': 1, ':zero': 0, ':now': at },
            ),
            {
              Put: {
                TableName: config.membersTable,
                Item: {
                  ...owedPromotionKey(pool, memberId),
                  kind: pool.kind,
                  ...pool.ref,
                  memberId,
                  owedSince: at,
                },
              },
            },
            ...pool.openChecks,
          ],
        }),
      );
      promoted.push(memberId);
      logger.info('places.promoted', { kind: pool.kind, poolId: pool.id });
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      attempt += 1;
      await backoff(attempt);
    }
  }
  return promoted;
}

/**
 * Gives a member's place or waiting place back, until the pool starts (its `closed` after), and
 * leaves the cooldown (`until`, expiring with DynamoDB's TTL a day after) that keeps them from
 * joining the same pool again at once. A confirmed place given back promotes the first person
 * waiting in the same request. `not_found` when the member holds nothing here.
 */
export async function cancel(
  pool: Pool,
  memberId: string,
  cooldownMs: number,
  now = new Date(),
): Promise<CancelOutcome> {
  const at = now.toISOString();
  for (let attempt = 1; ; attempt += 1) {
    const [state, mine] = await Promise.all([pool.read(), placeOf(pool, memberId)]);
    if (!mine || !state) return { status: 'not_found', promoted: [] };
    if (startedBy(state, now)) throw pool.errors.closed();
    const until = new Date(now.getTime() + cooldownMs);
    const placeCondition: TransactItem = {
      Delete: {
        TableName: config.membersTable,
        Key: pool.placeKey(memberId),
        ConditionExpression:
          mine.status === 'waiting'
            ? '#status = :waiting AND #position = :position'
            : 'attribute_exists(pk) AND (attribute_not_exists(#status) OR #status = :confirmed)',
        ExpressionAttributeNames: {
          '#status': 'status',
          ...(mine.status === 'waiting' && { '#position': 'position' }),
        },
        ExpressionAttributeValues:
          mine.status === 'waiting'
            ? { ':waiting': 'waiting', ':position': mine.position }
            : { ':confirmed': 'confirmed' },
      },
    };
    const items: TransactItem[] = [
      placeCondition,
      { Delete: { TableName: config.membersTable, Key: pool.mirrorKey(memberId) } },
      {
        Put: {
          TableName: config.membersTable,
          Item: {
            ...cooldownKey(pool, memberId),
            until: until.toISOString(),
            expiresAt: Math.floor(until.getTime() / 1000) + 24 * 60 * 60,
          },
        },
      },
      mine.status === 'waiting'
        ? counterUpdate(
            pool,
            'SET waiting = waiting - :one',
            'waiting > :zero',
            {
              ':one': 1,
              ':zero': 0,
              ':now': at,
            },
            false,
          )
        : counterUpdate(
            pool,
            'SET #taken = #taken - :one',
            '#taken > :zero',
            {
              ':one': 1,
              ':zero': 0,
              ':now': at,
            },
            false,
          ),
      ...(mine.status === 'waiting'
        ? [
            {
              Delete: {
                TableName: config.membersTable,
                Key: waitKey(pool, mine.position),
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
          ]
        : []),
    ];
    try {
      await dynamoDb().send(new TransactWriteCommand({ TransactItems: items }));
    } catch (error) {
      if (!(error instanceof TransactionCanceledException) || attempt >= maxAttempts) throw error;
      // Promoted or cancelled meanwhile, the shift started, or a race: read again and decide.
      await backoff(attempt);
      continue;
    }
    logger.info('places.cancelled', { kind: pool.kind, poolId: pool.id, was: mine.status });
    return {
      status: 'cancelled',
      promoted: mine.status === 'confirmed' ? await promote(pool, now) : [],
    };
  }
}
