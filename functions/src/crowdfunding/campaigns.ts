import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CampaignSummary, CampaignUpdate, StaffCampaign, Totals } from '@gsk/core/api';
import { CAMPAIGN_ID_PATTERN } from '@gsk/core/crowdfunding/limits';
import {
  campaignDaysLeft,
  campaignPhase,
  type CampaignStatus,
  type CampaignUpdateValues,
  type CampaignValues,
} from '@gsk/core/crowdfunding';
import type { EnterpriseSlug } from '@gsk/core/enterprise';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from '../lib/dynamo-conditions';
import { badRequest, conflict, notFound } from '../lib/errors';
import { queryAll } from './query-all';

/*
 * Campaigns and their dated updates (docs/crowdfunding.md, "Data model"): a campaign is
 * `CAMPAIGN#{id}`/`CAMPAIGN` in the payments table, listed by the `listing` index (`listKind`
 * `campaign`, newest first), its updates in its own partition (`UPDATE#{postedAt}#{uuid}`, so one
 * Query reads a campaign with its updates in time order). Its totals are `TOTALS`/`CAMPAIGN#{id}`,
 * moved by the ledger's success and reversal (amount, contributors, balanceSen) and by
 * disbursements (spentSen, balanceSen); one Query of the `TOTALS` partition reads every
 * campaign's at once.
 */

/** A campaign as its item holds it. */
export interface StoredCampaign {
  id: string;
  enterprise?: EnterpriseSlug;
  title: { bm: string; eng: string };
  story: { bm: string; eng: string };
  goal: number;
  startsOn: string;
  endsOn: string;
  status: CampaignStatus;
  createdAt: string;
  updatedAt: string;
  createdBy: string;
}

/** A campaign's totals, zeros until something moved them. */
export interface CampaignTotalsRow extends Totals {
  spentSen: number;
  balanceSen: number;
}

export const campaignKey = (id: string) => ({ pk: `CAMPAIGN#${id}`, sk: 'CAMPAIGN' });
export const totalsPk = 'TOTALS';
export const campaignTotalsSk = (id: string) => `CAMPAIGN#${id}`;
export const campaignListKind = 'campaign';

const updatePrefix = 'UPDATE#';

/** Whether a path's id can be a campaign's (anything else is no campaign, without a read). */
export const isCampaignId = (id: string | undefined): id is string =>
  typeof id === 'string' && CAMPAIGN_ID_PATTERN.test(id);

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

const storedOf = (item: Record<string, unknown>): StoredCampaign => ({
  id: String(item.id),
  ...(typeof item.enterprise === 'string' &&
    item.enterprise !== '' && { enterprise: item.enterprise as EnterpriseSlug }),
  title: item.title as StoredCampaign['title'],
  story: item.story as StoredCampaign['story'],
  goal: numberOf(item.goal),
  startsOn: String(item.startsOn),
  endsOn: String(item.endsOn),
  status: item.status as CampaignStatus,
  createdAt: String(item.createdAt),
  updatedAt: String(item.updatedAt),
  createdBy: String(item.createdBy ?? ''),
});

const updateOf = (item: Record<string, unknown>): CampaignUpdate => ({
  id: String(item.id),
  postedAt: String(item.postedAt),
  text: item.text as CampaignUpdate['text'],
});

/** The totals of an item of the `TOTALS` partition (zeros when it has none yet). */
export const totalsRowOf = (item: Record<string, unknown> | undefined): CampaignTotalsRow => ({
  amount: numberOf(item?.amount),
  contributors: numberOf(item?.contributors),
  spentSen: numberOf(item?.spentSen),
  balanceSen: numberOf(item?.balanceSen),
});

/** A campaign, if it exists (any status). */
export async function getCampaign(id: string): Promise<StoredCampaign | undefined> {
  if (!isCampaignId(id)) return undefined;
  const { Item } = await dynamoDb().send(
    new GetCommand({ TableName: config.paymentsTable, Key: campaignKey(id), ConsistentRead: true }),
  );
  return Item ? storedOf(Item) : undefined;
}

/** A campaign and its updates, newest first, or undefined (one Query of its partition). */
export async function campaignWithUpdates(
  id: string,
): Promise<{ campaign: StoredCampaign; updates: CampaignUpdate[] } | undefined> {
  if (!isCampaignId(id)) return undefined;
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': campaignKey(id).pk },
  });
  const item = items.find((each) => each.sk === 'CAMPAIGN');
  if (!item) return undefined;
  const updates = items
    .filter((each) => String(each.sk).startsWith(updatePrefix))
    .map(updateOf)
    .sort((a, b) => b.postedAt.localeCompare(a.postedAt) || b.id.localeCompare(a.id));
  return { campaign: storedOf(item), updates };
}

/** Every campaign's totals, by campaign id (one Query of the `TOTALS` partition). */
export async function allCampaignTotals(): Promise<Map<string, CampaignTotalsRow>> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': totalsPk, ':prefix': 'CAMPAIGN#' },
  });
  return new Map(
    items.map((item) => [String(item.sk).slice('CAMPAIGN#'.length), totalsRowOf(item)]),
  );
}

/** One campaign's totals. */
export async function campaignTotalsOf(id: string): Promise<CampaignTotalsRow> {
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.paymentsTable,
      Key: { pk: totalsPk, sk: campaignTotalsSk(id) },
      ConsistentRead: true,
    }),
  );
  return totalsRowOf(Item);
}

/** Every campaign (any status), newest first, through the listing index (never a scan). */
export async function allCampaigns(): Promise<StoredCampaign[]> {
  const items = await queryAll({
    IndexName: 'listing',
    KeyConditionExpression: 'listKind = :kind',
    ExpressionAttributeValues: { ':kind': campaignListKind },
    ScanIndexForward: false,
  });
  return items.map(storedOf);
}

/** A campaign as the public sees it, on the Malaysian day of `now`. */
export function campaignSummary(
  campaign: StoredCampaign,
  totals: Totals,
  now = new Date(),
): CampaignSummary {
  const phase = campaignPhase(campaign, now);
  const daysLeft = campaignDaysLeft(campaign, now);
  return {
    id: campaign.id,
    ...(campaign.enterprise && { enterprise: campaign.enterprise }),
    title: campaign.title,
    goal: campaign.goal,
    startsOn: campaign.startsOn,
    endsOn: campaign.endsOn,
    // Drafts never reach the public (their callers answer 404 or leave them out).
    phase: phase === 'draft' ? 'upcoming' : phase,
    raised: { amount: totals.amount, contributors: totals.contributors },
    ...(daysLeft !== undefined && { daysLeft }),
  };
}

/** A campaign as staff see it. */
export function staffCampaign(
  campaign: StoredCampaign,
  totals: CampaignTotalsRow,
  updates: CampaignUpdate[],
  pendingFundraisers: number,
  now = new Date(),
): StaffCampaign {
  const { phase: _public, ...summary } = campaignSummary(campaign, totals, now);
  return {
    ...summary,
    phase: campaignPhase(campaign, now),
    status: campaign.status,
    story: campaign.story,
    createdAt: campaign.createdAt,
    updatedAt: campaign.updatedAt,
    updates,
    pendingFundraisers,
    spentSen: totals.spentSen,
    balanceSen: totals.balanceSen,
  };
}

const itemOf = (campaign: StoredCampaign) => ({
  ...campaignKey(campaign.id),
  ...campaign,
  // The `listing` index's keys: every campaign, newest first.
  listKind: campaignListKind,
  listedAt: campaign.createdAt,
});

const fieldsOf = (values: CampaignValues) => ({
  ...(values.enterprise ? { enterprise: values.enterprise as EnterpriseSlug } : {}),
  title: { bm: values.title.bm, eng: values.title.eng },
  story: { bm: values.story.bm, eng: values.story.eng },
  goal: values.goal,
  startsOn: values.startsOn,
  endsOn: values.endsOn,
  status: values.status as CampaignStatus,
});

/** Stores a new campaign; 409 `campaign_exists` when its id is taken (a conditional put). */
export async function createCampaign(
  values: CampaignValues,
  memberId: string,
): Promise<StoredCampaign> {
  const now = new Date().toISOString();
  const campaign: StoredCampaign = {
    id: values.id,
    ...fieldsOf(values),
    createdAt: now,
    updatedAt: now,
    createdBy: memberId,
  };
  try {
    await dynamoDb().send(
      new PutCommand({
        TableName: config.paymentsTable,
        Item: itemOf(campaign),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw conflict('campaign_exists');
    throw error;
  }
  return campaign;
}

/** The staff-written fields of a campaign, by name (for the audit trail's `changed`). */
const campaignFields = [
  'enterprise',
  'title',
  'story',
  'goal',
  'startsOn',
  'endsOn',
  'status',
] as const;

/** The fields an update changed. */
export const changedCampaignFields = (before: StoredCampaign, after: StoredCampaign): string[] =>
  campaignFields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));

/** Tries of an update that keeps meeting another staff member's write. */
const UPDATE_TRIES = 3;

/**
 * Replaces a campaign's fields (never its id, creation or author), conditional on the item as it
 * was read (its `updatedAt`), so two staff saving at once never lose a change unnoticed in the
 * audit trail: the later one reads again and writes over it. 404 `campaign_not_found`. A campaign
 * that has raised or spent money keeps its enterprise (400 on `enterprise`): its totals were
 * counted for that enterprise, and a disbursement of it can only be its enterprise's.
 */
export async function updateCampaign(
  id: string,
  values: CampaignValues,
): Promise<{ before: StoredCampaign; campaign: StoredCampaign }> {
  for (let tries = 1; ; tries += 1) {
    const before = await getCampaign(id);
    if (!before) throw notFound('campaign_not_found');
    const { id: kept, createdAt, createdBy } = before;
    const campaign: StoredCampaign = {
      id: kept,
      ...fieldsOf(values),
      createdAt,
      createdBy,
      updatedAt: new Date().toISOString(),
    };
    if (before.enterprise !== campaign.enterprise) {
      const totals = await campaignTotalsOf(id);
      if (totals.contributors > 0 || totals.spentSen > 0) {
        throw badRequest('validation', { enterprise: 'campaign.enterprise.invalid' });
      }
    }
    try {
      await dynamoDb().send(
        new PutCommand({
          TableName: config.paymentsTable,
          Item: itemOf(campaign),
          ConditionExpression: 'updatedAt = :read',
          ExpressionAttributeValues: { ':read': before.updatedAt },
        }),
      );
      return { before, campaign };
    } catch (error) {
      if (!isConditionFailure(error) || tries >= UPDATE_TRIES) throw error;
    }
  }
}

/** Posts a dated update on a campaign (404 `campaign_not_found`); answers it. */
export async function postCampaignUpdate(
  campaign: StoredCampaign,
  values: CampaignUpdateValues,
  memberId: string,
): Promise<CampaignUpdate> {
  const postedAt = new Date().toISOString();
  const id = randomUUID();
  const update: CampaignUpdate = {
    id,
    postedAt,
    text: { bm: values.text.bm, eng: values.text.eng },
  };
  await dynamoDb().send(
    new PutCommand({
      TableName: config.paymentsTable,
      Item: {
        pk: campaignKey(campaign.id).pk,
        sk: `${updatePrefix}${postedAt}#${id}`,
        ...update,
        postedBy: memberId,
      },
      // The campaign is there (its partition's item), and the update's key is new.
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return update;
}
