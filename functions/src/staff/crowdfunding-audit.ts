import type { CrowdfundingAction, StaffAuditEntry } from '@gsk/core/api';
import type { StoredCampaign } from '../crowdfunding/campaigns';
import type { StoredDisbursement } from '../crowdfunding/disbursements';
import type { StoredFundraiser } from '../crowdfunding/fundraisers';
import type { Session } from '../members/sessions';
import { recordStaffAction } from './audit';

/*
 * The audit trail of staff's crowdfunding actions (core's `crowdfundingActions`): a campaign
 * created or changed (the fields changed, its status), an update posted on it, a supporter's page
 * approved or refused (with the reason), a disbursement recorded (amount in sen, its funds, and
 * whether staff confirmed an overdraw), a receipt opened. Each is recorded before the answer
 * leaves, so no action succeeds unrecorded.
 */

type Details = NonNullable<StaffAuditEntry['details']>;

const record = (
  session: Pick<Session, 'memberId'>,
  action: CrowdfundingAction,
  subject: Parameters<typeof recordStaffAction>[2],
  details?: Details,
) => recordStaffAction(session, action, subject, details);

const campaignSubject = (campaign: StoredCampaign) => ({
  type: 'campaign',
  id: campaign.id,
  title: campaign.title,
});

/** A campaign created (no `changed`) or changed. */
export const recordCampaignWrite = (
  session: Pick<Session, 'memberId'>,
  campaign: StoredCampaign,
  changed?: string[],
) =>
  record(session, changed ? 'campaign.updated' : 'campaign.created', campaignSubject(campaign), {
    status: campaign.status,
    goal: campaign.goal,
    ...(campaign.enterprise && { enterprise: campaign.enterprise }),
    ...(changed && { changed: changed.join(',') }),
  });

/** An update posted on a campaign. */
export const recordCampaignUpdatePosted = (
  session: Pick<Session, 'memberId'>,
  campaign: StoredCampaign,
  updateId: string,
) => record(session, 'campaign.update_posted', campaignSubject(campaign), { update: updateId });

/** A supporter's page approved or refused. */
export const recordFundraiserDecision = (
  session: Pick<Session, 'memberId'>,
  page: StoredFundraiser,
) =>
  record(
    session,
    page.status === 'approved' ? 'fundraiser.approved' : 'fundraiser.refused',
    { type: 'fundraiser', id: page.code, name: page.title },
    {
      campaign: page.campaignId,
      ...(page.refusalReason && { reason: page.refusalReason }),
    },
  );

const disbursementDetails = (disbursement: StoredDisbursement): Details => ({
  amountSen: disbursement.amountSen,
  paidOn: disbursement.paidOn,
  category: disbursement.category,
  ...(disbursement.enterprise && { enterprise: disbursement.enterprise }),
  ...(disbursement.campaign && { campaign: disbursement.campaign }),
});

/** A disbursement recorded: `overdrawn` true when staff confirmed taking a balance below zero. */
export const recordDisbursementWrite = (
  session: Pick<Session, 'memberId'>,
  disbursement: StoredDisbursement,
) =>
  record(
    session,
    'disbursement.recorded',
    { type: 'disbursement', id: disbursement.id, title: disbursement.description },
    {
      ...disbursementDetails(disbursement),
      overdrawn: disbursement.overdrawn,
      receipt: disbursement.receiptKey !== undefined,
    },
  );

/** A disbursement's receipt opened (downloaded). */
export const recordReceiptOpened = (
  session: Pick<Session, 'memberId'>,
  disbursement: StoredDisbursement,
) =>
  record(
    session,
    'disbursement.receipt_opened',
    { type: 'disbursement', id: disbursement.id, title: disbursement.description },
    disbursementDetails(disbursement),
  );
