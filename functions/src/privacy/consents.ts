import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ChannelConsent, OwnConsents } from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';
import {
  choiceParts,
  consentChannels,
  consentChoices,
  consentPurposes,
  consentSources,
  consentWordingOf,
  currentConsentVersion,
} from '@gsk/core/privacy/consent';
import type { ConsentChannel, ConsentPurpose, ConsentSource } from '@gsk/core/privacy/consent';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from '../lib/dynamo-conditions';
import type { WindowRule } from '../lib/limits';

/*
 * A member's consents to be contacted (issue 32, docs/privacy.md), under the member in the
 * members table: the current state per channel and purpose (`MEMBER#{id}`/
 * `CONSENT#{channel}#{purpose}`; no item: not given) and an append-only log of every change
 * (`CONSENTLOG#{at}#{channel}#{purpose}`). A change writes both in one transaction, so the log
 * never misses a state nor holds one that was not. The words recorded are core's, of the current
 * version in the language of the page the member saw: never a request's.
 */

/** The key of a channel and purpose's current consent. */
export const consentKey = (memberId: string, channel: ConsentChannel, purpose: ConsentPurpose) => ({
  pk: `MEMBER#${memberId}`,
  sk: `CONSENT#${channel}#${purpose}`,
});

const logKey = (
  memberId: string,
  at: string,
  channel: ConsentChannel,
  purpose: ConsentPurpose,
) => ({
  pk: `MEMBER#${memberId}`,
  sk: `CONSENTLOG#${at}#${channel}#${purpose}`,
});

/**
 * The newest log entries an answer lists: a person changes their mind a handful of times a year;
 * more than this is a script, which the change limits hold to 60 a day (all stay stored).
 */
export const historyLimit = 200;

/**
 * Changes of consent on the privacy page: a member flips a choice or two and may change their
 * mind again, so a handful a minute; the windows stop a script rewriting the log all day.
 */
export const consentChangeRule = {
  scope: 'consent-changes',
  ip: [
    { points: 60, seconds: 600 },
    { points: 300, seconds: 86_400 },
  ],
  member: [
    { points: 20, seconds: 600 },
    { points: 60, seconds: 86_400 },
  ],
} as const satisfies WindowRule;

/** One change to record: who, which channel and purpose, to what, in which language, from where. */
export interface ConsentDecision {
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  given: boolean;
  language: Language;
  source: ConsentSource;
}

/** The record of a decision made at `now`, with core's words of the current version. */
export const recordOf = (decision: ConsentDecision, now: Date): ChannelConsent => ({
  channel: decision.channel,
  purpose: decision.purpose,
  given: decision.given,
  at: now.toISOString(),
  version: currentConsentVersion,
  language: decision.language,
  wording: consentWordingOf(decision.channel, decision.purpose, decision.language),
  source: decision.source,
});

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** A stored item as a record (its fields, typed; anything unknown falls back safely). */
const storedRecord = (item: Record<string, unknown>): ChannelConsent => ({
  channel: oneOf(consentChannels, item.channel, 'sms'),
  purpose: oneOf(consentPurposes, item.purpose, 'activity'),
  given: item.given === true,
  at: String(item.at ?? ''),
  version: String(item.version ?? ''),
  language: item.language === 'eng' ? 'eng' : 'bm',
  wording: String(item.wording ?? ''),
  source: oneOf(consentSources, item.source, 'profile'),
});

/**
 * The writes of one transaction item pair that records `record` for `memberId`: the current item
 * (on the condition that it is still `before`, as read: none, or the one of that time) and its log
 * entry. Other domains put these in their own transactions (the sign-up's account, the volunteer
 * form's details).
 */
export function consentWrites(
  memberId: string,
  record: ChannelConsent,
  before: Pick<ChannelConsent, 'at'> | undefined,
) {
  const current = consentKey(memberId, record.channel, record.purpose);
  return [
    {
      Put: {
        TableName: config.membersTable,
        Item: { ...current, ...record },
        ...(before
          ? {
              ConditionExpression: '#at = :at',
              ExpressionAttributeNames: { '#at': 'at' },
              ExpressionAttributeValues: { ':at': before.at },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
    {
      Put: {
        TableName: config.membersTable,
        Item: { ...logKey(memberId, record.at, record.channel, record.purpose), ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** The member's current consents as recorded (unrecorded ones are absent). */
export async function recordedConsents(memberId: string): Promise<ChannelConsent[]> {
  const { Items } = await dynamoDb().send(
    new QueryCommand({
      TableName: config.membersTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :consent)',
      ExpressionAttributeValues: { ':pk': `MEMBER#${memberId}`, ':consent': 'CONSENT#' },
      ConsistentRead: true,
    }),
  );
  return (Items ?? []).map(storedRecord);
}

/** One channel and purpose's current record, if any. */
export async function consentOf(
  memberId: string,
  channel: ConsentChannel,
  purpose: ConsentPurpose,
): Promise<ChannelConsent | undefined> {
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.membersTable,
      Key: consentKey(memberId, channel, purpose),
      ConsistentRead: true,
    }),
  );
  return Item ? storedRecord(Item) : undefined;
}

/** The newest `historyLimit` changes, newest first. */
async function consentHistory(memberId: string): Promise<ChannelConsent[]> {
  const { Items } = await dynamoDb().send(
    new QueryCommand({
      TableName: config.membersTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :log)',
      ExpressionAttributeValues: { ':pk': `MEMBER#${memberId}`, ':log': 'CONSENTLOG#' },
      ScanIndexForward: false,
      Limit: historyLimit,
      ConsistentRead: true,
    }),
  );
  return (Items ?? []).map(storedRecord);
}

/** What the member sees of their consents: the four, in core's order, and the history. */
export async function ownConsents(memberId: string): Promise<OwnConsents> {
  const [current, history] = await Promise.all([
    recordedConsents(memberId),
    consentHistory(memberId),
  ]);
  return {
    consents: consentChoices.map((choice) => {
      const { channel, purpose } = choiceParts(choice);
      const found = current.find(
        (record) => record.channel === channel && record.purpose === purpose,
      );
      return found ?? { channel, purpose, given: false };
    }),
    history,
  };
}

/** Attempts of a change that keeps losing to another change of the same consent. */
const maxAttempts = 3;

/**
 * Records one decision of the member's: a new record and its log entry in one transaction, unless
 * the current record already says the same (nothing is written: a change is logged once). A
 * concurrent change of the same consent makes it read again and decide again.
 */
export async function decideConsent(
  memberId: string,
  decision: ConsentDecision,
  now = () => new Date(),
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const before = await consentOf(memberId, decision.channel, decision.purpose);
    if (before?.given === decision.given) return;
    try {
      await dynamoDb().send(
        new TransactWriteCommand({
          TransactItems: consentWrites(memberId, recordOf(decision, now()), before),
        }),
      );
      return;
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= maxAttempts) throw error;
    }
  }
}
