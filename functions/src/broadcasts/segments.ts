import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { BroadcastSegment } from '@gsk/core/broadcasts/terms';
import type { Language } from '@gsk/core/i18n/language';
import { mayContact } from '@gsk/core/privacy/consent-wording';
import type {
  ConsentChannel,
  ConsentPurpose,
  ConsentState,
} from '@gsk/core/privacy/consent-wording';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { badRequest } from '../lib/errors';
import { profileKey } from '../members/members';
import { consentKey } from '../privacy/consents';
import { areaIndexName, areaPrefix } from '../volunteers/area-index';
import { batchItems } from '../volunteers/batch';

/*
 * Who a broadcast reaches (docs/privacy.md "Broadcasts", "Segments"), a page of candidates at a
 * time, never a Scan:
 * - `area`: the members table's `area` index, `areaKind = member`, key prefix `{state}#[{seat}#]`;
 * - `skill`: the same index, `areaKind = volunteer` (prefix when a state is given), the
 *   volunteer details filtered on their `skills`;
 * - `event`: the event's registrations (`EVENT#{id}` / `REG#…`) that hold a place (not waiting);
 * - `campaign`: the members (`memberId`) of the campaign's successful donations, read through
 *   the payments table's `listing` index (`listKind = payment`, filtered on the campaign). No
 *   index names payments by campaign: this reads every payment's row, PAGE_SIZE at a time, the
 *   least bad of the options (a new index would need its own deployment, a Scan reads orders and
 *   totals too). Donations given signed out name no member, and reach nobody.
 * Then the candidates' profiles and consents in batches: a recipient is a candidate whose
 * consent to the broadcast's channel and purpose is given now and who has an address for the
 * channel (an email on the profile; a mobile).
 */

/** Candidates a page reads (and the most a planner's message handles). */
export const PAGE_SIZE = 100;

/** A page of candidates, and where the next begins (none at the end). */
export interface CandidatePage {
  memberIds: string[];
  cursor?: string;
}

type Key = Record<string, unknown>;

const encodeCursor = (key: Key): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/** A cursor back into a key; 400 for anything a page did not give. */
const decodeCursor = (cursor: string): Key => {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (typeof key !== 'object' || key === null || Array.isArray(key)) throw new Error('cursor');
    if (!Object.values(key).every((value) => typeof value === 'string')) throw new Error('cursor');
    return key as Key;
  } catch {
    throw badRequest('bad_request');
  }
};

/** The Query of a segment's candidates, without its start key. */
function queryOf(segment: BroadcastSegment): QueryCommandInput & { idOf: (item: Key) => string } {
  const memberOfAreaKey = (item: Key) => String(item.areaKey ?? '').split('#')[3] ?? '';
  switch (segment.kind) {
    case 'area':
    case 'skill': {
      const prefix = segment.state
        ? areaPrefix({ state: segment.state, parliament: segment.parliament ?? '' })
        : '';
      const skill = segment.kind === 'skill';
      return {
        TableName: config.membersTable,
        IndexName: areaIndexName,
        KeyConditionExpression: prefix
          ? 'areaKind = :kind AND begins_with(areaKey, :prefix)'
          : 'areaKind = :kind',
        ExpressionAttributeValues: {
          ':kind': skill ? 'volunteer' : 'member',
          ...(prefix && { ':prefix': prefix }),
          ...(skill && { ':skill': segment.skill ?? '' }),
        },
        ...(skill && { FilterExpression: 'contains(skills, :skill)' }),
        ProjectionExpression: 'pk, sk, areaKind, areaKey',
        idOf: memberOfAreaKey,
      };
    }
    case 'event':
      return {
        TableName: config.membersTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :reg)',
        FilterExpression: 'attribute_not_exists(#status) OR #status <> :waiting',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pk': `EVENT#${segment.eventId ?? ''}`,
          ':reg': 'REG#',
          ':waiting': 'waiting',
        },
        ConsistentRead: true,
        idOf: (item) => String(item.sk).slice('REG#'.length),
      };
    case 'campaign':
      return {
        TableName: config.paymentsTable,
        IndexName: 'listing',
        KeyConditionExpression: 'listKind = :kind',
        FilterExpression:
          'campaign = :campaign AND #status = :success AND attribute_exists(memberId)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':kind': 'payment',
          ':campaign': segment.campaignId ?? '',
          ':success': 'success',
        },
        idOf: (item) => String(item.memberId ?? ''),
      };
  }
}

/**
 * One page of the segment's candidates from `cursor` (the start when none): at most PAGE_SIZE
 * items read, so a page may hold fewer members than that (a filter's misses) or none, and still
 * give a cursor. A member may appear on two pages (a donor of two donations): the planner's
 * delivery record, put once, counts them once.
 */
export async function candidatePage(
  segment: BroadcastSegment,
  cursor?: string,
): Promise<CandidatePage> {
  const { idOf, ...query } = queryOf(segment);
  const { Items = [], LastEvaluatedKey } = await dynamoDb().send(
    new QueryCommand({
      ...query,
      Limit: PAGE_SIZE,
      ...(cursor && { ExclusiveStartKey: decodeCursor(cursor) }),
    }),
  );
  const memberIds = [...new Set(Items.map(idOf).filter(Boolean))];
  return { memberIds, ...(LastEvaluatedKey && { cursor: encodeCursor(LastEvaluatedKey) }) };
}

/** A recipient as the planner records them: who, and in which language they read. */
export interface Recipient {
  memberId: string;
  language: Language;
}

/** What became of a page's candidates: the recipients, and how many were left out. */
export interface PageRecipients {
  recipients: Recipient[];
  leftOut: number;
}

/** A member's address for a channel, on the profile as read now. */
export const addressOf = (
  profile: Record<string, unknown> | undefined,
  channel: ConsentChannel,
): string | undefined => {
  const address = channel === 'email' ? profile?.email : profile?.mobile;
  return typeof address === 'string' && address.trim() ? address.trim() : undefined;
};

/**
 * The recipients among `memberIds`: their profiles (language, email, mobile) and their consent to
 * `channel` and `purpose`, read consistently in batches of 100. A candidate without a profile (a
 * closed account), without the consent, or without an address for the channel is left out.
 */
export async function recipientsAmong(
  memberIds: readonly string[],
  channel: ConsentChannel,
  purpose: ConsentPurpose,
): Promise<PageRecipients> {
  const unique = [...new Set(memberIds)];
  if (unique.length === 0) return { recipients: [], leftOut: 0 };
  const items = await batchItems(
    unique.flatMap((memberId) => [profileKey(memberId), consentKey(memberId, channel, purpose)]),
    ['language', 'email', 'mobile', 'channel', 'purpose', 'given'],
  );
  const profiles = new Map<string, Record<string, unknown>>();
  const consenting = new Set<string>();
  for (const item of items) {
    const memberId = String(item.pk).slice('MEMBER#'.length);
    if (item.sk === 'PROFILE') profiles.set(memberId, item);
    else if (mayContact([item as unknown as ConsentState], channel, purpose)) {
      consenting.add(memberId);
    }
  }
  const recipients = unique.flatMap((memberId): Recipient[] => {
    const profile = profiles.get(memberId);
    if (!consenting.has(memberId) || !addressOf(profile, channel)) return [];
    return [{ memberId, language: profile?.language === 'eng' ? 'eng' : 'bm' }];
  });
  return { recipients, leftOut: unique.length - recipients.length };
}

/** The whole segment as a preview counts it: every recipient once, and the candidates left out. */
export interface SegmentCount {
  byLanguage: Record<Language, number>;
  recipients: number;
  leftOut: number;
}

/**
 * Counts the whole segment, page after page (each member once, however many pages name them):
 * the preview's and the send's count. Measured in docs/privacy.md "Broadcasts".
 */
export async function countSegment(
  segment: BroadcastSegment,
  channel: ConsentChannel,
  purpose: ConsentPurpose,
): Promise<SegmentCount> {
  const seen = new Set<string>();
  const byLanguage: Record<Language, number> = { bm: 0, eng: 0 };
  let leftOut = 0;
  let cursor: string | undefined;
  do {
    const page = await candidatePage(segment, cursor);
    const fresh = page.memberIds.filter((memberId) => !seen.has(memberId));
    for (const memberId of fresh) seen.add(memberId);
    const found = await recipientsAmong(fresh, channel, purpose);
    for (const recipient of found.recipients) byLanguage[recipient.language] += 1;
    leftOut += found.leftOut;
    cursor = page.cursor;
  } while (cursor);
  return { byLanguage, recipients: byLanguage.bm + byLanguage.eng, leftOut };
}
