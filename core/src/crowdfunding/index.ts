import { boolean, number, object, type InferType } from 'yup';
import {
  CAMPAIGN_GOAL_MAX,
  CAMPAIGN_GOAL_MIN,
  CAMPAIGN_ID_PATTERN,
  CAMPAIGN_MAX_DAYS,
  CAMPAIGN_STORY_MAX_LENGTH,
  CAMPAIGN_TITLE_MAX_LENGTH,
  CAMPAIGN_UPDATE_MAX_LENGTH,
  DISBURSEMENT_DESCRIPTION_MAX_LENGTH,
  DISBURSEMENT_MAX_SEN,
  FUNDRAISER_GOAL_MIN,
  FUNDRAISER_REFUSAL_MAX_LENGTH,
  FUNDRAISER_STORY_MAX_LENGTH,
  FUNDRAISER_TITLE_MAX_LENGTH,
} from './limits';
import { enterpriseSlugs } from '../enterprise/types';
import { malaysianDate } from '../i18n/date-time';
import { validationMessage } from '../i18n/validation-message';
import type { ValidationKey } from '../i18n/validation-eng';
import '../i18n/yup-locale';
import { bilingual, maxMessage } from '../schema/bilingual';
import { text } from '../schema/text';

/*
 * Crowdfunding's contracts (docs/crowdfunding.md): campaigns with a goal and dates, supporters'
 * own pages (peer-to-peer), and the disbursements of the public ledger. Every request is checked
 * by these schemas in the browser and again on the server; messages are translation keys.
 */

/** What a campaign's status can be, as staff set it. */
export const campaignStatuses = ['draft', 'published', 'cancelled'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/**
 * Where a published campaign stands on a Malaysian day: `upcoming` before its first day,
 * `running` from its first to its last day (inclusive), `ended` after; `cancelled` when staff
 * cancelled it, `draft` when it is not published.
 */
export type CampaignPhase = 'draft' | 'upcoming' | 'running' | 'ended' | 'cancelled';

/** A supporter's page's review: pending until staff approve or refuse it (once). */
export const fundraiserStatuses = ['pending', 'approved', 'refused'] as const;
export type FundraiserStatus = (typeof fundraiserStatuses)[number];

/** What a disbursement paid for (the public ledger's categories). */
export const disbursementCategories = [
  'equipment',
  'premises',
  'stock',
  'wages',
  'operations',
  'training',
  'transport',
  'other',
] as const;
export type DisbursementCategory = (typeof disbursementCategories)[number];

/** A Malaysian calendar day, `YYYY-MM-DD`. */
export const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a `YYYY-MM-DD` is a real calendar day. */
export const isCalendarDay = (value: string | undefined): boolean => {
  if (!value || !dayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Days from `from` to `to` (both `YYYY-MM-DD`): 0 for the same day, negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The dates of a campaign, the fields its phase reads. */
export interface CampaignDates {
  status: CampaignStatus;
  startsOn: string;
  endsOn: string;
}

/** A campaign's phase on the Malaysian day of `now`. */
export function campaignPhase(
  campaign: CampaignDates,
  now: Date | string = new Date(),
): CampaignPhase {
  if (campaign.status === 'draft') return 'draft';
  if (campaign.status === 'cancelled') return 'cancelled';
  const today = malaysianDate(now);
  if (today < campaign.startsOn) return 'upcoming';
  if (today > campaign.endsOn) return 'ended';
  return 'running';
}

/**
 * Days a running campaign has left, its last day counted: 1 on its last day, undefined unless
 * it is running.
 */
export function campaignDaysLeft(
  campaign: CampaignDates,
  now: Date | string = new Date(),
): number | undefined {
  if (campaignPhase(campaign, now) !== 'running') return undefined;
  return daysBetween(malaysianDate(now), campaign.endsOn) + 1;
}

/** Sen in an amount of ringgit typed with at most two decimals (`'1500.5'` is 150050). */
export const senOf = (ringgit: string): number => {
  const [whole = '0', fraction = ''] = ringgit.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** An amount in sen written as ringgit with two decimals, no separators (`150050` is `1500.50`). */
export const ringgitOfSen = (sen: number): string => {
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(sen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * Text that looks like a link or an address to go to: a scheme, `www.`, or a domain with a
 * common top-level domain. Supporters' pages refuse it (staff approve pages, but a page must
 * never send the movement's visitors elsewhere).
 */
const linkLike =
  /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|\b[a-z0-9-]+\.(?:com|net|org|my|io|co|ly|me|info|biz|xyz|link|app|gg|to|tk|site|online|shop)\b)/i;

/** Whether text holds something that looks like a link (`linkLike`). */
export const holdsLink = (value: string | undefined): boolean =>
  Boolean(value && linkLike.test(value));

const campaignDay = (required: ValidationKey, invalid: ValidationKey) =>
  text()
    .required(required)
    .test('day', invalid, (value) => !value || isCalendarDay(value));

/**
 * A campaign as staff write it (`POST /api/staff/campaigns`, `PUT /api/staff/campaigns/{id}`):
 * its id (its URL; fixed once created), the enterprise it raises for (none: the movement as a
 * whole), title and story in both languages, a goal in whole ringgit, its first and last day
 * (Malaysian dates, inclusive, at most a year apart) and its status.
 */
export const campaignSchema = object({
  id: text().required('campaign.id.required').matches(CAMPAIGN_ID_PATTERN, 'campaign.id.invalid'),
  enterprise: text()
    .default('')
    .test(
      'enterprise',
      'campaign.enterprise.invalid',
      (value) => !value || (enterpriseSlugs as readonly string[]).includes(value),
    ),
  title: bilingual(
    'campaign.title.required',
    'campaign.title.max',
    CAMPAIGN_TITLE_MAX_LENGTH,
    false,
  ),
  story: bilingual(
    'campaign.story.required',
    'campaign.story.max',
    CAMPAIGN_STORY_MAX_LENGTH,
    true,
  ),
  goal: number()
    .strict()
    .typeError('campaign.goal.number')
    .required('campaign.goal.required')
    .integer('campaign.goal.number')
    .min(CAMPAIGN_GOAL_MIN, ({ min }: { min: number }) =>
      validationMessage('campaign.goal.min', { min }),
    )
    .max(CAMPAIGN_GOAL_MAX, ({ max }: { max: number }) =>
      validationMessage('campaign.goal.max', { max }),
    ),
  startsOn: campaignDay('campaign.startsOn.required', 'campaign.startsOn.invalid'),
  endsOn: campaignDay('campaign.endsOn.required', 'campaign.endsOn.invalid')
    .test('after-start', 'campaign.endsOn.beforeStart', (value, context) => {
      const startsOn = String(context.parent.startsOn ?? '');
      if (!isCalendarDay(value) || !isCalendarDay(startsOn)) return true;
      return daysBetween(startsOn, value ?? '') >= 0;
    })
    .test(
      'length',
      () => validationMessage('campaign.endsOn.tooLong', { max: CAMPAIGN_MAX_DAYS }),
      (value, context) => {
        const startsOn = String(context.parent.startsOn ?? '');
        if (!isCalendarDay(value) || !isCalendarDay(startsOn)) return true;
        return daysBetween(startsOn, value ?? '') < CAMPAIGN_MAX_DAYS;
      },
    ),
  status: text().oneOf(campaignStatuses, 'campaign.status.invalid').default('draft'),
});
export type CampaignValues = InferType<typeof campaignSchema>;

/** A dated update staff post on a campaign, in both languages. */
export const campaignUpdateSchema = object({
  text: bilingual(
    'campaignUpdate.text.required',
    'campaignUpdate.text.max',
    CAMPAIGN_UPDATE_MAX_LENGTH,
    true,
  ),
});
export type CampaignUpdateValues = InferType<typeof campaignUpdateSchema>;

const noLinks = (key: ValidationKey) =>
  [key, (value: string | undefined) => !holdsLink(value)] as const;

/**
 * A supporter's own page for a running campaign (`POST /api/campaigns/{id}/fundraisers`), written
 * in the member's own words in one language: a title ("Larian untuk Kesum"), a short story and
 * their own goal in whole ringgit (at least RM50, at most the campaign's goal: checked by the
 * server, which knows it). Links refused; staff approve the page before it is public.
 */
export const fundraiserSchema = object({
  title: text()
    .required('fundraiser.title.required')
    .max(
      FUNDRAISER_TITLE_MAX_LENGTH,
      maxMessage('fundraiser.title.max', FUNDRAISER_TITLE_MAX_LENGTH),
    )
    .test('no-links', ...noLinks('fundraiser.title.link')),
  story: text({ multiline: true })
    .required('fundraiser.story.required')
    .max(
      FUNDRAISER_STORY_MAX_LENGTH,
      maxMessage('fundraiser.story.max', FUNDRAISER_STORY_MAX_LENGTH),
    )
    .test('no-links', ...noLinks('fundraiser.story.link')),
  goal: number()
    .strict()
    .typeError('fundraiser.goal.number')
    .required('fundraiser.goal.required')
    .integer('fundraiser.goal.number')
    .min(FUNDRAISER_GOAL_MIN, ({ min }: { min: number }) =>
      validationMessage('fundraiser.goal.min', { min }),
    )
    .max(CAMPAIGN_GOAL_MAX, ({ max }: { max: number }) =>
      validationMessage('fundraiser.goal.max', { max }),
    ),
});
export type FundraiserValues = InferType<typeof fundraiserSchema>;

/** Staff's decision on a supporter's page: approve, or refuse with a reason the member reads. */
export const fundraiserDecisionSchema = object({
  decision: text()
    .required('fundraiserDecision.decision.invalid')
    .oneOf(['approve', 'refuse'], 'fundraiserDecision.decision.invalid'),
  reason: text({ multiline: true })
    .default('')
    .max(
      FUNDRAISER_REFUSAL_MAX_LENGTH,
      maxMessage('fundraiserDecision.reason.max', FUNDRAISER_REFUSAL_MAX_LENGTH),
    )
    .test(
      'reason-required',
      'fundraiserDecision.reason.required',
      (value, context) => context.parent.decision !== 'refuse' || Boolean(value),
    ),
});
export type FundraiserDecisionValues = InferType<typeof fundraiserDecisionSchema>;

/** An amount of ringgit as typed: digits, optionally a point and one or two decimals. */
const ringgitPattern = /^\d{1,9}(?:\.\d{1,2})?$/;

/**
 * A disbursement staff record (`POST /api/staff/disbursements`, a multipart form with an optional
 * receipt file): the enterprise or campaign it was spent for (neither: the movement's own), the
 * amount in ringgit with up to two decimals (stored in sen), the Malaysian day it was paid (not
 * in the future: checked by the server), a category, a description in both languages, and
 * `confirmOverdraw`, which staff set only after being told it takes a balance below zero.
 */
export const disbursementSchema = object({
  enterprise: text()
    .default('')
    .test(
      'enterprise',
      'disbursement.enterprise.invalid',
      (value) => !value || (enterpriseSlugs as readonly string[]).includes(value),
    ),
  campaign: text()
    .default('')
    .test(
      'campaign',
      'disbursement.campaign.invalid',
      (value) => !value || CAMPAIGN_ID_PATTERN.test(value),
    ),
  amount: text()
    .required('disbursement.amount.required')
    .matches(ringgitPattern, 'disbursement.amount.invalid')
    .test(
      'positive',
      'disbursement.amount.invalid',
      (value) => !value || !ringgitPattern.test(value) || senOf(value) > 0,
    )
    .test(
      'max',
      () => validationMessage('disbursement.amount.max', { max: DISBURSEMENT_MAX_SEN / 100 }),
      (value) => !value || !ringgitPattern.test(value) || senOf(value) <= DISBURSEMENT_MAX_SEN,
    ),
  paidOn: campaignDay('disbursement.paidOn.required', 'disbursement.paidOn.invalid'),
  category: text()
    .required('disbursement.category.invalid')
    .oneOf(disbursementCategories, 'disbursement.category.invalid'),
  description: bilingual(
    'disbursement.description.required',
    'disbursement.description.max',
    DISBURSEMENT_DESCRIPTION_MAX_LENGTH,
    false,
  ),
  confirmOverdraw: boolean().typeError('disbursement.confirmOverdraw.invalid').default(false),
});
export type DisbursementValues = InferType<typeof disbursementSchema>;

/** A public ledger's fund: the whole movement (`all`) or one enterprise by slug. */
export type LedgerFund = 'all' | (typeof enterpriseSlugs)[number];
export const isLedgerFund = (value: string): value is LedgerFund =>
  value === 'all' || (enterpriseSlugs as readonly string[]).includes(value);
