import type {
  CampaignPhase,
  CampaignStatus,
  DisbursementCategory,
  FundraiserStatus,
  LedgerFund,
} from '../crowdfunding';
import type { EnterpriseSlug } from '../enterprise/types';
import type { Language } from '../i18n/language';
import type { Bilingual } from './events';
import type { LedgerStatus, Totals } from './payments';

/*
 * Crowdfunding's answers (docs/crowdfunding.md). Donations are whole ringgit (`Totals.amount`);
 * the public ledger counts in sen, since disbursements have cents.
 */

/** A campaign as the public sees it in lists (and enterprise pages and cards while it runs). */
export interface CampaignSummary {
  id: string;
  /** The enterprise it raises for; absent: the movement as a whole. */
  enterprise?: EnterpriseSlug;
  title: Bilingual;
  /** Whole ringgit. */
  goal: number;
  /** First and last day, Malaysian dates (`YYYY-MM-DD`), inclusive. */
  startsOn: string;
  endsOn: string;
  phase: Exclude<CampaignPhase, 'draft'>;
  /** Raised so far (whole ringgit) and successful donations. */
  raised: Totals;
  /** Days left while running, the last day counted (1 on it); absent otherwise. */
  daysLeft?: number;
}

/** A dated update staff posted on a campaign. */
export interface CampaignUpdate {
  id: string;
  postedAt: string;
  text: Bilingual;
}

/** A supporter's page as the public sees it (approved pages only). */
export interface FundraiserSummary {
  code: string;
  campaignId: string;
  title: string;
  /** The supporter's first name only (the name as on their account, first word). */
  supporterName: string;
  /** Whole ringgit. */
  goal: number;
  raised: Totals;
  /** The language the supporter wrote it in. */
  language: Language;
}

/** A name on a donor wall: only donors who chose to be named, with the day they gave. */
export interface DonorWallEntry {
  name: string;
  /** Malaysian date of the donation's success. */
  on: string;
}

/** Answer of `GET /api/campaigns` (published campaigns, running first, then upcoming, then ended). */
export interface CampaignList {
  campaigns: CampaignSummary[];
}

/** Answer of `GET /api/campaigns/{id}`. */
export interface CampaignDetail extends CampaignSummary {
  story: Bilingual;
  /** Newest first. */
  updates: CampaignUpdate[];
  /** The top approved supporters' pages by amount raised (`CAMPAIGN_TOP_FUNDRAISERS`). */
  topFundraisers: FundraiserSummary[];
  /** The latest named donors (`DONOR_WALL_SIZE`). */
  wall: DonorWallEntry[];
}

/** Answer of `GET /api/fundraisers/{code}`: an approved page and its campaign. */
export interface FundraiserPage {
  fundraiser: FundraiserSummary & { story: string };
  campaign: CampaignSummary;
}

/** A member's own supporter's page (`GET /api/account/fundraisers`), whatever its status. */
export interface OwnFundraiser extends FundraiserSummary {
  story: string;
  status: FundraiserStatus;
  createdAt: string;
  /** Why staff refused it. */
  refusalReason?: string;
  campaignTitle: Bilingual;
}

/** Answer of `GET /api/account/fundraisers`. */
export interface OwnFundraisers {
  fundraisers: OwnFundraiser[];
}

/** Answer of `GET /api/events/{id}/fundraising`: an event's goal and what its page raised. */
export interface EventFundraising {
  goal: number;
  raised: Totals;
}

/** One month of a public ledger, amounts in sen. */
export interface LedgerMonth {
  /** `YYYY-MM`, Malaysian calendar month. */
  month: string;
  raisedSen: number;
  spentSen: number;
  /** The fund's balance at the month's end (every month before it counted). */
  balanceSen: number;
}

/** A disbursement as the public sees it: never who gave, never the receipt file. */
export interface PublicDisbursement {
  id: string;
  paidOn: string;
  amountSen: number;
  category: DisbursementCategory;
  description: Bilingual;
  enterprise?: EnterpriseSlug;
  campaign?: { id: string; title: Bilingual };
}

/** Answer of `GET /api/ledger/{fund}`: raised, spent and balance to the sen, by month (oldest first). */
export interface PublicLedger {
  fund: LedgerFund;
  raisedSen: number;
  spentSen: number;
  balanceSen: number;
  contributors: number;
  months: LedgerMonth[];
  /** Newest first. */
  disbursements: PublicDisbursement[];
}

/** A donation in a member's own record (`GET /api/account/donations`). */
export interface OwnDonation {
  paymentId: string;
  /** Whole ringgit. */
  amount: number;
  status: LedgerStatus;
  createdAt: string;
  paidAt?: string;
  enterprise?: EnterpriseSlug;
  campaign?: { id: string; title: Bilingual };
  fundraiser?: { code: string; title: string };
  event?: { id: string; title: Bilingual };
  /** Whether a PDF receipt can be downloaded (successful donations only). */
  receipt: boolean;
}

/** Answer of `GET /api/account/donations`: newest first, and the years a statement exists for. */
export interface OwnDonations {
  donations: OwnDonation[];
  statementYears: number[];
}

/** A campaign as staff see it (`GET /api/staff/campaigns`, `…/{id}`). */
export interface StaffCampaign extends Omit<CampaignSummary, 'phase'> {
  phase: CampaignPhase;
  status: CampaignStatus;
  story: Bilingual;
  createdAt: string;
  updatedAt: string;
  updates: CampaignUpdate[];
  /** Pages waiting for a decision. */
  pendingFundraisers: number;
  /** Spent from it so far, and its balance, in sen. */
  spentSen: number;
  balanceSen: number;
}

/** Answer of `GET /api/staff/campaigns`. */
export interface StaffCampaignList {
  campaigns: StaffCampaign[];
}

/** A supporter's page as staff see it (`GET /api/staff/fundraisers?status=`). */
export interface StaffFundraiser extends OwnFundraiser {
  /** The member's full name and masked mobile (staff approve pages, they do not contact). */
  ownerName: string;
  ownerMobile: string;
  decidedAt?: string;
  decidedBy?: string;
}

/** Answer of `GET /api/staff/fundraisers`. */
export interface StaffFundraiserList {
  fundraisers: StaffFundraiser[];
  next?: string;
}

/** A disbursement as staff see it (`GET /api/staff/disbursements`). */
export interface StaffDisbursement extends PublicDisbursement {
  recordedAt: string;
  recordedBy: string;
  /** The receipt file's name, when one was kept (download: `…/{id}/receipt`). */
  receiptName?: string;
  /** Recorded past a balance with staff's confirmation (audited). */
  overdrawn: boolean;
}

/** Answer of `GET /api/staff/disbursements`. */
export interface StaffDisbursementList {
  disbursements: StaffDisbursement[];
  next?: string;
}

/**
 * Answer of `POST /api/staff/disbursements` when the amount would take a balance below zero and
 * staff did not confirm: nothing is written (409 `balance_insufficient`, with these details).
 */
export interface OverdrawDetails {
  /** The fund whose balance falls short: `all`, an enterprise's slug, or `campaign:{id}`. */
  fund: string;
  balanceSen: number;
  amountSen: number;
}

/**
 * The audit trail's action codes of crowdfunding (functions/src/staff/crowdfunding-audit.ts), with
 * the subject each names: a campaign (`campaign`, its title), a supporter's page (`fundraiser`,
 * its title as the name) or a disbursement (`disbursement`).
 */
export const crowdfundingActions = [
  'campaign.created',
  'campaign.updated',
  'campaign.update_posted',
  'fundraiser.approved',
  'fundraiser.refused',
  'disbursement.recorded',
  'disbursement.receipt_opened',
] as const;
export type CrowdfundingAction = (typeof crowdfundingActions)[number];
