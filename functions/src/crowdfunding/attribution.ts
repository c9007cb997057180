import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { canonicalMobile } from '@gsk/core/account/mobile';
import { campaignPhase, type CampaignStatus, type FundraiserStatus } from '@gsk/core/crowdfunding';
import type { DonationInput } from '@gsk/core/donation';
import { isEnterpriseSlug } from '@gsk/core/enterprise';
import type { ValidationKey } from '@gsk/core/i18n/validation-eng';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { badRequest } from '../lib/errors';
import { getEvent, isVisible } from '../events/events';
import { fundraiserKey, type PaymentRecord } from '../payments/ledger';

/*
 * What a donation counts towards (docs/crowdfunding.md, "Attribution"), decided once at
 * `POST /api/payments` from what the tables hold, before anything is written: a refusal is the
 * 400 `validation` the schema's own refusals are, on the field it names, with core's key.
 */

/** A campaign's item, as far as attribution reads it. */
interface CampaignItem {
  id: string;
  enterprise?: string;
  status: CampaignStatus;
  startsOn: string;
  endsOn: string;
}

/** A supporter's page's item, as far as attribution reads it. */
interface FundraiserItem {
  code: string;
  campaignId: string;
  status: FundraiserStatus;
}

/** Who is giving, when a member's session came with the request. */
export interface SignedInDonor {
  memberId: string;
  /** Canonical (`+60…`). */
  mobile: string;
}

/** What the payment row stores of a donation's attribution. */
export type Attribution = Pick<
  PaymentRecord,
  | 'enterprise'
  | 'campaign'
  | 'fundraiser'
  | 'event'
  | 'donorWall'
  | 'memberId'
  | 'donorKey'
  | 'identityNo'
>;

/** A campaign's item (docs/crowdfunding.md, "Data model"). */
export const campaignKey = (id: string) => ({ pk: `CAMPAIGN#${id}`, sk: 'CAMPAIGN' });

const refused = (field: 'campaign' | 'fundraiser' | 'event', key: ValidationKey) =>
  badRequest('validation', { [field]: key });

async function getItem<T>(key: Record<string, string>): Promise<T | undefined> {
  const { Item } = await dynamoDb().send(
    new GetCommand({ TableName: config.paymentsTable, Key: key, ConsistentRead: true }),
  );
  return Item as T | undefined;
}

/** A Malaysian mobile number (`+601…`), canonical, or undefined for anything else. */
const malaysianMobileRegex = /^\+601\d{8,9}$/;

/**
 * The donor pointer's mobile of a typed phone number: only one that reads as a Malaysian mobile
 * (a landline or a number with another country's code points to no one).
 */
export function typedDonorKey(phone: string): string | undefined {
  const trimmed = phone.trim();
  if (trimmed.startsWith('+') && !trimmed.replace(/[\s-]/g, '').startsWith('+60')) {
    return undefined;
  }
  const canonical = canonicalMobile(trimmed);
  return malaysianMobileRegex.test(canonical) ? canonical : undefined;
}

/** A MyKad number written one way, with its two hyphens (`900101-14-5678`). */
const identityNumber = (typed: string) => {
  const digits = typed.replace(/\D/g, '');
  return `${digits.slice(0, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`;
};

/**
 * Decides a validated donation's attribution at `now`: a supporter's page (approved, its campaign
 * running) counts for itself, its campaign and the campaign's enterprise; a running campaign for
 * itself and its enterprise; an ended one for its enterprise only; an event only while visible
 * with a fundraising goal. Anything else named is refused (400 `validation`). The donor key is
 * the signed-in member's mobile, else the typed phone when it is a Malaysian mobile. The
 * identity-card number is kept only while the movement holds a 44(6) approval
 * (`taxDeductionReference`).
 */
export async function attributionOf(
  donation: DonationInput,
  donor: SignedInDonor | undefined,
  now: Date,
  taxDeductionReference: string | undefined,
): Promise<Attribution> {
  let enterprise = isEnterpriseSlug(donation.enterprise) ? donation.enterprise : undefined;
  let campaignId = donation.campaign || undefined;
  let fundraiser: string | undefined;

  if (donation.fundraiser) {
    const page = await getItem<FundraiserItem>(fundraiserKey(donation.fundraiser));
    if (!page || page.status !== 'approved') {
      throw refused('fundraiser', 'donation.fundraiser.invalid');
    }
    if (campaignId && campaignId !== page.campaignId) {
      throw refused('campaign', 'donation.campaign.invalid');
    }
    campaignId = page.campaignId;
    fundraiser = page.code;
  }

  let campaign: string | undefined;
  if (campaignId) {
    const item = await getItem<CampaignItem>(campaignKey(campaignId));
    const phase = item ? campaignPhase(item, now) : 'draft';
    if (fundraiser && phase !== 'running') {
      throw refused('fundraiser', 'donation.fundraiser.invalid');
    }
    if (!item || (phase !== 'running' && phase !== 'ended')) {
      throw refused('campaign', 'donation.campaign.invalid');
    }
    // Whatever the form said: the campaign raises for its enterprise (or the movement).
    enterprise = isEnterpriseSlug(item.enterprise) ? item.enterprise : undefined;
    if (phase === 'running') campaign = item.id;
  }

  let eventId: string | undefined;
  if (donation.event) {
    const stored = await getEvent(donation.event);
    if (!stored || !isVisible(stored) || !(stored.fundraisingGoal && stored.fundraisingGoal > 0)) {
      throw refused('event', 'donation.event.invalid');
    }
    eventId = stored.id;
  }

  const donorKey = donor?.mobile ?? typedDonorKey(donation.phone_number);
  return {
    ...(enterprise && { enterprise }),
    ...(campaign && { campaign }),
    ...(fundraiser && { fundraiser }),
    ...(eventId && { event: eventId }),
    ...(donation.donor_wall && { donorWall: true }),
    ...(donor && { memberId: donor.memberId }),
    ...(donorKey && { donorKey }),
    ...(taxDeductionReference &&
      donation.identity_no && { identityNo: identityNumber(donation.identity_no) }),
  };
}
