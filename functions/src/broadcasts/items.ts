import { randomUUID } from 'node:crypto';
import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { BroadcastDetail, BroadcastSummary } from '@gsk/core/api';
import type {
  BroadcastSegment,
  BroadcastStatus,
  BroadcastWords,
  DeliveryStatus,
} from '@gsk/core/broadcasts/terms';
import type { Language } from '@gsk/core/i18n/language';
import type { ConsentChannel, ConsentPurpose } from '@gsk/core/privacy/consent-wording';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from '../lib/dynamo-conditions';
import { notFound } from '../lib/errors';
import { batchItems } from '../volunteers/batch';

/*
 * A broadcast's items in the members table (docs/privacy.md "Broadcasts"):
 * - `BROADCAST#{id}` / `BROADCAST`: what was written, to whom, by whom, and its counters
 *   (`recipients` found by the planner, `sent`, `skipped`, `failed`, each moved by ADD in the
 *   transaction of the delivery it counts), `planned` once every page was planned, `status`;
 * - `BROADCAST#{id}` / `TO#{memberId}`: one delivery record per recipient, put once
 *   (`attribute_not_exists`), claimed before its message goes, marked after;
 * - `BROADCASTS` / `{createdAt}#{id}`: the list's pointer, newest first, with who sent it.
 * Both kinds of item expire `BROADCAST_RETENTION_DAYS` after the broadcast began.
 */

/**
 * Days a broadcast and its delivery records are kept: enough to answer "did you send me this, and
 * why?" for a year's complaints (a person asks about last year's appeal) with a month to spare;
 * the audit trail keeps who sent what, to how many, for its own seven years.
 */
export const BROADCAST_RETENTION_DAYS = 400;

/** The list's partition. */
export const broadcastsListKey = 'BROADCASTS';

export const broadcastKey = (id: string) => ({ pk: `BROADCAST#${id}`, sk: 'BROADCAST' });
export const deliveryKey = (id: string, memberId: string) => ({
  pk: `BROADCAST#${id}`,
  sk: `TO#${memberId}`,
});

/** Who wrote a broadcast, and as what. */
export interface BroadcastAuthor {
  id: string;
  name: string;
  as: 'staff' | 'coordinator';
}

/** A broadcast as stored. */
export interface StoredBroadcast {
  id: string;
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  segment: BroadcastSegment;
  words: Record<Language, BroadcastWords>;
  smsSegments?: number;
  status: BroadcastStatus;
  createdAt: string;
  createdBy: BroadcastAuthor;
  recipients: number;
  sent: number;
  skipped: number;
  failed: number;
  planned: boolean;
  finishedAt?: string;
  cancelledAt?: string;
}

/** One recipient's delivery record as stored. */
export interface StoredDelivery {
  broadcastId: string;
  memberId: string;
  status: DeliveryStatus;
  language: Language;
  attempts: number;
  claimedAt?: string;
  sentAt?: string;
  messageId?: string;
  reason?: string;
}

/** The epoch second a broadcast begun at `at` (ISO) and its records expire. */
export const broadcastExpiryOf = (at: string): number =>
  Math.floor(Date.parse(at) / 1000) + BROADCAST_RETENTION_DAYS * 86_400;

/** A broadcast's attributes, as a list reads them in batches. */
const broadcastFields = [
  'id',
  'channel',
  'purpose',
  'segment',
  'words',
  'smsSegments',
  'status',
  'createdAt',
  'createdBy',
  'recipients',
  'sent',
  'skipped',
  'failed',
  'planned',
  'finishedAt',
  'cancelledAt',
];

const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

const storedBroadcast = (item: Record<string, unknown>): StoredBroadcast => ({
  id: String(item.id),
  channel: item.channel === 'sms' ? 'sms' : 'email',
  purpose: item.purpose === 'activity' ? 'activity' : 'news',
  segment: item.segment as BroadcastSegment,
  words: item.words as Record<Language, BroadcastWords>,
  ...(item.smsSegments !== undefined && { smsSegments: numberOf(item.smsSegments) }),
  status: item.status as BroadcastStatus,
  createdAt: String(item.createdAt),
  createdBy: item.createdBy as BroadcastAuthor,
  recipients: numberOf(item.recipients),
  sent: numberOf(item.sent),
  skipped: numberOf(item.skipped),
  failed: numberOf(item.failed),
  planned: item.planned === true,
  ...(typeof item.finishedAt === 'string' && { finishedAt: item.finishedAt }),
  ...(typeof item.cancelledAt === 'string' && { cancelledAt: item.cancelledAt }),
});

/** A broadcast, read consistently; undefined when there is none. */
export async function getBroadcast(id: string): Promise<StoredBroadcast | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const { Item } = await dynamoDb().send(
    new GetCommand({ TableName: config.membersTable, Key: broadcastKey(id), ConsistentRead: true }),
  );
  return Item ? storedBroadcast(Item) : undefined;
}

/** The broadcast the path names, when `may(broadcast)`; 404 `broadcast_not_found` otherwise. */
export async function requireBroadcast(
  id: string | undefined,
  may: (broadcast: StoredBroadcast) => boolean = () => true,
): Promise<StoredBroadcast> {
  const broadcast = await getBroadcast(id ?? '');
  if (!broadcast || !may(broadcast)) throw notFound('broadcast_not_found');
  return broadcast;
}

/** The first characters of the Malay words: an email's subject, a text's start. */
const titleOf = (broadcast: StoredBroadcast): string => {
  const words = broadcast.words.bm;
  const title = words.subject ?? words.body;
  return title.length > 80 ? `${title.slice(0, 79)}…` : title;
};

/** A broadcast as the lists show it. */
export const summaryOf = (broadcast: StoredBroadcast): BroadcastSummary => ({
  id: broadcast.id,
  channel: broadcast.channel,
  purpose: broadcast.purpose,
  segment: broadcast.segment,
  title: titleOf(broadcast),
  status: broadcast.status,
  createdAt: broadcast.createdAt,
  createdBy: { name: broadcast.createdBy.name, as: broadcast.createdBy.as },
  progress: {
    recipients: broadcast.recipients,
    planned: broadcast.planned,
    sent: broadcast.sent,
    skipped: broadcast.skipped,
    failed: broadcast.failed,
  },
});

/** A broadcast with its words. */
export const detailOf = (broadcast: StoredBroadcast): BroadcastDetail => ({
  ...summaryOf(broadcast),
  words: broadcast.words,
  ...(broadcast.smsSegments !== undefined && { smsSegments: broadcast.smsSegments }),
  ...(broadcast.finishedAt && { finishedAt: broadcast.finishedAt }),
  ...(broadcast.cancelledAt && { cancelledAt: broadcast.cancelledAt }),
});

/** What a new broadcast is made of. */
export type NewBroadcast = Pick<
  StoredBroadcast,
  'channel' | 'purpose' | 'segment' | 'words' | 'smsSegments' | 'createdBy'
>;

/**
 * Writes a new broadcast (status `planning`, counters at zero) and its list pointer in one
 * transaction; answers it as stored.
 */
export async function createBroadcast(
  draft: NewBroadcast,
  now = new Date(),
): Promise<StoredBroadcast> {
  const createdAt = now.toISOString();
  const broadcast: StoredBroadcast = {
    ...draft,
    id: randomUUID(),
    status: 'planning',
    createdAt,
    recipients: 0,
    sent: 0,
    skipped: 0,
    failed: 0,
    planned: false,
  };
  const expiresAt = broadcastExpiryOf(createdAt);
  await dynamoDb().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: config.membersTable,
            Item: { ...broadcastKey(broadcast.id), ...broadcast, expiresAt },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: config.membersTable,
            Item: {
              pk: broadcastsListKey,
              sk: `${createdAt}#${broadcast.id}`,
              id: broadcast.id,
              createdById: draft.createdBy.id,
              expiresAt,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    }),
  );
  return broadcast;
}

/** Broadcasts a list shows: the newest. Staff send at most ten a day. */
export const BROADCAST_LIST_SIZE = 100;

/**
 * The newest broadcasts, newest first (all of them, or those `createdById` sent): the list's
 * pointers, then the broadcasts themselves in one batch.
 */
export async function listBroadcasts(createdById?: string): Promise<BroadcastSummary[]> {
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb().send(
      new QueryCommand({
        TableName: config.membersTable,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: {
          ':pk': broadcastsListKey,
          ...(createdById && { ':by': createdById }),
        },
        ...(createdById && { FilterExpression: 'createdById = :by' }),
        ScanIndexForward: false,
        Limit: BROADCAST_LIST_SIZE,
        ExclusiveStartKey: startKey,
      }),
    );
    ids.push(...(page.Items ?? []).map((item) => String(item.id)));
    startKey = page.LastEvaluatedKey;
  } while (startKey && ids.length < BROADCAST_LIST_SIZE);
  const wanted = ids.slice(0, BROADCAST_LIST_SIZE);
  if (wanted.length === 0) return [];
  const found = new Map(
    (await batchItems(wanted.map(broadcastKey), broadcastFields))
      .map(storedBroadcast)
      .map((broadcast) => [broadcast.id, broadcast]),
  );
  return wanted.flatMap((id) => {
    const broadcast = found.get(id);
    return broadcast ? [summaryOf(broadcast)] : [];
  });
}

/** Stops a broadcast still planning or sending; 409 `broadcast_state` when it is not. */
export async function cancelBroadcast(
  id: string,
  now = new Date(),
): Promise<StoredBroadcast | undefined> {
  try {
    const { Attributes } = await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: broadcastKey(id),
        UpdateExpression: 'SET #status = :cancelled, cancelledAt = :at',
        ConditionExpression: '#status IN (:planning, :sending)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':cancelled': 'cancelled',
          ':planning': 'planning',
          ':sending': 'sending',
          ':at': now.toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? storedBroadcast(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** One recipient's delivery record, read consistently. */
export async function getDelivery(
  broadcastId: string,
  memberId: string,
): Promise<StoredDelivery | undefined> {
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.membersTable,
      Key: deliveryKey(broadcastId, memberId),
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  return {
    broadcastId,
    memberId,
    status: Item.status as DeliveryStatus,
    language: Item.language === 'eng' ? 'eng' : 'bm',
    attempts: numberOf(Item.attempts),
    ...(typeof Item.claimedAt === 'string' && { claimedAt: Item.claimedAt }),
    ...(typeof Item.sentAt === 'string' && { sentAt: Item.sentAt }),
    ...(typeof Item.messageId === 'string' && { messageId: Item.messageId }),
    ...(typeof Item.reason === 'string' && { reason: Item.reason }),
  };
}

/**
 * Marks the broadcast `sent` once every recipient is accounted for (planned, and sent, skipped
 * and failed together reach the recipients): conditional on it still sending, so it happens once
 * whoever finishes last.
 */
export async function finishIfDone(broadcastId: string, now = new Date()): Promise<void> {
  const broadcast = await getBroadcast(broadcastId);
  if (!broadcast || broadcast.status !== 'sending' || !broadcast.planned) return;
  if (broadcast.sent + broadcast.skipped + broadcast.failed < broadcast.recipients) return;
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: broadcastKey(broadcastId),
        UpdateExpression: 'SET #status = :sent, finishedAt = :at',
        ConditionExpression: '#status = :sending AND planned = :true',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sent': 'sent',
          ':sending': 'sending',
          ':true': true,
          ':at': now.toISOString(),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
