import type { Area, BroadcastPreview } from '@gsk/core/api';
import type { BroadcastDraft } from '@gsk/core/broadcasts';
import { BROADCAST_COUNT_TOLERANCE } from '@gsk/core/constants';
import { broadcastSmsSegments } from '@gsk/core/broadcasts/terms';
import type { BroadcastSegment, BroadcastWords } from '@gsk/core/broadcasts/terms';
import type { Language } from '@gsk/core/i18n/language';
import type { ConsentChannel, ConsentPurpose } from '@gsk/core/privacy/consent-wording';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { inAreas } from '../coordinators/coordinators';
import { AppError, forbidden } from '../lib/errors';
import { broadcastLimitRules, enforceWindows } from '../lib/limits';
import { logger } from '../lib/logger';
import { cancelBroadcast, createBroadcast } from './items';
import type { BroadcastAuthor, StoredBroadcast } from './items';
import { previewMessage } from './messages';
import { giveBackBroadcast, takeBroadcast } from './quota';
import { enqueuePlan } from './queue';
import { countSegment } from './segments';
import type { SegmentCount } from './segments';

/*
 * The preview and the start of a broadcast (docs/privacy.md "Broadcasts"), the same for staff
 * and coordinators: the routes check who calls and, for a coordinator, that the segment lies in
 * their areas (`requireCoordinatorSegment`); this counts, shows and starts.
 */

/** A draft as core's schema answers it, its fields typed as stored. */
export interface Draft {
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  segment: BroadcastSegment;
  words: Record<Language, BroadcastWords>;
}

/** The segment's fields its kind uses, and no other (an empty seat left out). */
const segmentOf = (segment: BroadcastDraft['segment']): BroadcastSegment => {
  const values = segment as Record<string, unknown>;
  const field = (name: string) =>
    typeof values[name] === 'string' && values[name] ? { [name]: values[name] as string } : {};
  switch (segment.kind as BroadcastSegment['kind']) {
    case 'area':
      return { kind: 'area', ...field('state'), ...field('parliament') };
    case 'skill':
      return { kind: 'skill', ...field('skill'), ...field('state'), ...field('parliament') };
    case 'event':
      return { kind: 'event', ...field('eventId') };
    case 'campaign':
      return { kind: 'campaign', ...field('campaignId') };
  }
};

/** The words of one language, as the schema let them through. */
const wordsOf = (words: unknown, language: Language): BroadcastWords => {
  const value = (words as Record<Language, { subject?: string; body: string }>)[language];
  return { ...(value.subject !== undefined && { subject: value.subject }), body: value.body };
};

/** A validated draft (core's broadcastDraftSchema) as stored. */
export const draftOf = (body: BroadcastDraft): Draft => ({
  channel: body.channel as ConsentChannel,
  purpose: body.purpose as ConsentPurpose,
  segment: segmentOf(body.segment),
  words: { bm: wordsOf(body.words, 'bm'), eng: wordsOf(body.words, 'eng') },
});

/**
 * 403 `broadcast_outside_area` unless a coordinator's segment is an area or a skill within one
 * of `areas` (a state or seat they coordinate; a skill without a state reaches the whole country).
 */
export function requireCoordinatorSegment(segment: BroadcastSegment, areas: readonly Area[]) {
  const area: Area = { state: segment.state ?? '', parliament: segment.parliament ?? '' };
  const local = segment.kind === 'area' || segment.kind === 'skill';
  if (!local || !area.state || !inAreas(area, areas)) throw forbidden('broadcast_outside_area');
}

/** An SMS broadcast's segments in all: each recipient's text in their language. */
const smsSegmentsOf = (draft: Draft, count: SegmentCount): number | undefined =>
  draft.channel === 'sms'
    ? (['bm', 'eng'] as const).reduce(
        (total, language) =>
          total +
          count.byLanguage[language] *
            broadcastSmsSegments(draft.words[language].body, language).segments,
        0,
      )
    : undefined;

/** Who a draft reaches and what they receive (counted within the preview's limits). */
export async function previewBroadcast(
  draft: Draft,
  event: APIGatewayProxyEventV2,
  memberId: string,
): Promise<BroadcastPreview> {
  await enforceWindows(broadcastLimitRules.previews, event, undefined, memberId);
  const started = Date.now();
  const count = await countSegment(draft.segment, draft.channel, draft.purpose);
  logger.info('broadcast.previewed', {
    kind: draft.segment.kind,
    recipients: count.recipients,
    ms: Date.now() - started,
  });
  const smsSegments = smsSegmentsOf(draft, count);
  return {
    recipients: count.recipients,
    byLanguage: count.byLanguage,
    leftOut: count.leftOut,
    messages: {
      bm: previewMessage(draft.channel, draft.purpose, draft.words.bm, 'bm'),
      eng: previewMessage(draft.channel, draft.purpose, draft.words.eng, 'eng'),
    },
    ...(smsSegments !== undefined && { smsSegments }),
  };
}

/**
 * Starts a broadcast: the sender's limits, their broadcast of the day or week, a fresh count
 * (409 `broadcast_empty` when it reaches nobody, 409 `broadcast_count_changed` with the count
 * now when it differs from `expected` by more than BROADCAST_COUNT_TOLERANCE; the broadcast taken
 * is given back), then the broadcast (status `planning`) and its first planner's message (should
 * SQS refuse it, the broadcast is cancelled at once and the request fails).
 */
export async function startBroadcast(
  draft: Draft,
  expected: number,
  author: BroadcastAuthor,
  event: APIGatewayProxyEventV2,
): Promise<StoredBroadcast> {
  await enforceWindows(broadcastLimitRules.sends, event, undefined, author.id);
  await takeBroadcast(author.id, author.as);
  let count: SegmentCount;
  try {
    count = await countSegment(draft.segment, draft.channel, draft.purpose);
    if (count.recipients === 0) throw new AppError('broadcast_empty', 409);
    if (Math.abs(count.recipients - expected) > BROADCAST_COUNT_TOLERANCE) {
      throw new AppError(
        'broadcast_count_changed',
        409,
        undefined,
        undefined,
        undefined,
        undefined,
        {
          recipients: count.recipients,
        },
      );
    }
  } catch (error) {
    await giveBackBroadcast(author.id, author.as);
    throw error;
  }
  const smsSegments = smsSegmentsOf(draft, count);
  const broadcast = await createBroadcast({
    ...draft,
    ...(smsSegments !== undefined && { smsSegments }),
    createdBy: author,
  });
  try {
    await enqueuePlan({ broadcastId: broadcast.id });
  } catch (error) {
    // Nothing would ever plan it: stopped at once, so the list shows it stopped, not stuck.
    await cancelBroadcast(broadcast.id);
    throw error;
  }
  return broadcast;
}
