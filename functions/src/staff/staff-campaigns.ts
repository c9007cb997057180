import type { StaffCampaign, StaffCampaignList } from '@gsk/core/api';
import {
  allCampaignTotals,
  allCampaigns,
  campaignTotalsOf,
  campaignWithUpdates,
  staffCampaign,
  totalsRowOf,
} from '../crowdfunding/campaigns';
import { pendingCounts } from '../crowdfunding/fundraisers';
import { notFound } from '../lib/errors';

/*
 * Campaigns as staff see them: every status, with totals, spent and balance, and the count of
 * supporters' pages waiting for a decision. The list is the `listing` index's `campaign`
 * partition (never a scan), the totals one Query of the `TOTALS` partition, the pending pages one
 * Query of `fundraiser#pending`, each campaign's updates a Query of its own partition.
 */

/** Every campaign, newest first. */
export async function staffCampaignList(): Promise<StaffCampaignList> {
  const [campaigns, totals, pending] = await Promise.all([
    allCampaigns(),
    allCampaignTotals(),
    pendingCounts(),
  ]);
  const now = new Date();
  const withUpdates = await Promise.all(
    campaigns.map((campaign) => campaignWithUpdates(campaign.id)),
  );
  return {
    campaigns: campaigns.map((campaign, index) =>
      staffCampaign(
        campaign,
        totals.get(campaign.id) ?? totalsRowOf(undefined),
        withUpdates[index]?.updates ?? [],
        pending.get(campaign.id) ?? 0,
        now,
      ),
    ),
  };
}

/** One campaign as staff see it; 404 `campaign_not_found`. */
export async function staffCampaignOf(id: string): Promise<StaffCampaign> {
  const found = await campaignWithUpdates(id);
  if (!found) throw notFound('campaign_not_found');
  const [totals, pending] = await Promise.all([campaignTotalsOf(id), pendingCounts()]);
  return staffCampaign(found.campaign, totals, found.updates, pending.get(id) ?? 0);
}
