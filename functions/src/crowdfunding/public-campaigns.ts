import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CampaignDetail, CampaignList, CampaignSummary, DonorWallEntry } from '@gsk/core/api';
import { CROWDFUNDING_MAX_AGE_SECONDS, DONOR_WALL_SIZE } from '@gsk/core/crowdfunding/limits';
import type { EnterpriseSlug } from '@gsk/core/enterprise';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { notFound } from '../lib/errors';
import { okCached } from '../lib/responses';
import {
  allCampaignTotals,
  allCampaigns,
  campaignSummary,
  campaignTotalsOf,
  campaignWithUpdates,
  totalsRowOf,
} from './campaigns';
import { fundraiserSummary, topFundraisers } from './fundraisers';

/*
 * What the public reads of campaigns (`GET /api/campaigns`, `GET /api/campaigns/{id}`): published
 * ones only (a draft is 404, a cancelled one leaves the list but keeps its page, which says so),
 * cached briefly (CROWDFUNDING_MAX_AGE_SECONDS): a busy page costs the table little, and a
 * donation shows within a minute.
 */

/** Running first (ending soonest first), then upcoming (starting soonest), then ended (latest). */
const phaseOrder = { running: 0, upcoming: 1, ended: 2, cancelled: 3 } as const;

const listOrder = (a: CampaignSummary, b: CampaignSummary): number =>
  phaseOrder[a.phase] - phaseOrder[b.phase] ||
  (a.phase === 'running'
    ? a.endsOn.localeCompare(b.endsOn)
    : a.phase === 'upcoming'
      ? a.startsOn.localeCompare(b.startsOn)
      : b.endsOn.localeCompare(a.endsOn)) ||
  a.id.localeCompare(b.id);

/** Published campaigns, not cancelled ones, optionally only an enterprise's, in list order. */
export async function publicCampaigns(enterprise?: EnterpriseSlug): Promise<CampaignList> {
  const [campaigns, totals] = await Promise.all([allCampaigns(), allCampaignTotals()]);
  const now = new Date();
  return {
    campaigns: campaigns
      .filter((campaign) => campaign.status === 'published')
      .filter((campaign) => !enterprise || campaign.enterprise === enterprise)
      .map((campaign) =>
        campaignSummary(campaign, totals.get(campaign.id) ?? totalsRowOf(undefined), now),
      )
      .sort(listOrder),
  };
}

/** The latest names of a donor wall (`WALL#ALL` or `WALL#CAMPAIGN#{id}`), newest first. */
export async function donorWall(partition: string): Promise<DonorWallEntry[]> {
  const { Items = [] } = await dynamoDb().send(
    new QueryCommand({
      TableName: config.paymentsTable,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: DONOR_WALL_SIZE,
    }),
  );
  return Items.map((item) => ({ name: String(item.name), on: String(item.on) }));
}

/** One published campaign with its story, updates, top pages and donor wall; 404 otherwise. */
export async function publicCampaign(id: string): Promise<CampaignDetail> {
  const found = await campaignWithUpdates(id);
  if (!found || found.campaign.status === 'draft') throw notFound('campaign_not_found');
  const [totals, top, wall] = await Promise.all([
    campaignTotalsOf(id),
    topFundraisers(id),
    donorWall(`WALL#CAMPAIGN#${id}`),
  ]);
  return {
    ...campaignSummary(found.campaign, totals),
    story: found.campaign.story,
    updates: found.updates,
    topFundraisers: top.map(fundraiserSummary),
    wall,
  };
}

/** A public crowdfunding answer, cached briefly. */
export const crowdfundingCached = (body: unknown) =>
  okCached(body, {
    maxAge: CROWDFUNDING_MAX_AGE_SECONDS,
    staleWhileRevalidate: CROWDFUNDING_MAX_AGE_SECONDS * 4,
  });
