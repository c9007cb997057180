import { randomInt } from 'node:crypto';
import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { FundraiserSummary, OwnFundraiser } from '@gsk/core/api';
import { CAMPAIGN_TOP_FUNDRAISERS, FUNDRAISER_CODE_PATTERN } from '@gsk/core/crowdfunding/limits';
import type {
  FundraiserDecisionValues,
  FundraiserStatus,
  FundraiserValues,
} from '@gsk/core/crowdfunding';
import type { Language } from '@gsk/core/i18n/language';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { cancelledAt, isConditionFailure } from '../lib/dynamo-conditions';
import { conflict, notFound } from '../lib/errors';
import type { WindowRule } from '../lib/limits';
import { listingAll } from '../staff/listing';
import type { StoredCampaign } from './campaigns';

/*
 * Supporters' own pages (docs/crowdfunding.md): `FUNDRAISER#{code}`/`FUNDRAISER` in the payments
 * table, listed by status through the `listing` index (`listKind` `fundraiser#{status}`), with
 * their own totals (`amount`, `contributors`, moved by the ledger). One page per member per
 * campaign: `MEMBER#{memberId}`/`FUNDRAISER#{campaignId}` is put in the page's own transaction on
 * the condition that it is new, so two starts at once make one page. The code is the page's short
 * link: 6 characters of `[a-z2-9]` (34 symbols, 1.5 billion codes; no 0, 1, which read as o, l),
 * drawn by node:crypto's randomInt, drawn again on the rare clash.
 */

/** A page as its item holds it. */
export interface StoredFundraiser {
  code: string;
  campaignId: string;
  memberId: string;
  supporterName: string;
  title: string;
  story: string;
  goal: number;
  language: Language;
  status: FundraiserStatus;
  createdAt: string;
  decidedAt?: string;
  decidedBy?: string;
  refusalReason?: string;
  amount: number;
  contributors: number;
}

export const fundraiserKey = (code: string) => ({ pk: `FUNDRAISER#${code}`, sk: 'FUNDRAISER' });
const ownerKey = (memberId: string, campaignId: string) => ({
  pk: `MEMBER#${memberId}`,
  sk: `FUNDRAISER#${campaignId}`,
});

/** The `listing` index's partition of the pages of a status. */
export const fundraiserListKind = (status: FundraiserStatus) => `fundraiser#${status}`;

/**
 * Starting pages: a member starts one page per campaign, so a few an hour is plenty; the address
 * windows stop one client making accounts to flood staff's review list.
 */
export const fundraiserStartRule = {
  scope: 'fundraiser-starts',
  ip: [
    { points: 20, seconds: 3600 },
    { points: 50, seconds: 86_400 },
  ],
  member: [
    { points: 5, seconds: 3600 },
    { points: 10, seconds: 86_400 },
  ],
} as const satisfies WindowRule;

const codeAlphabet = 'abcdefghijklmnopqrstuvwxyz23456789';
const CODE_LENGTH = 6;
/** Draws before giving up: a clash among 1.5 billion codes is already rare. */
const CODE_TRIES = 5;

/** A new random code (node:crypto randomInt: uniform, from the CSPRNG). */
export const newFundraiserCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

/** Whether a path's code can be a page's. */
export const isFundraiserCode = (code: string | undefined): code is string =>
  typeof code === 'string' && FUNDRAISER_CODE_PATTERN.test(code);

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

const storedOf = (item: Record<string, unknown>): StoredFundraiser => ({
  code: String(item.code),
  campaignId: String(item.campaignId),
  memberId: String(item.memberId),
  supporterName: String(item.supporterName),
  title: String(item.title),
  story: String(item.story),
  goal: numberOf(item.goal),
  language: item.language === 'eng' ? 'eng' : 'bm',
  status: item.status as FundraiserStatus,
  createdAt: String(item.createdAt),
  ...(typeof item.decidedAt === 'string' && { decidedAt: item.decidedAt }),
  ...(typeof item.decidedBy === 'string' && { decidedBy: item.decidedBy }),
  ...(typeof item.refusalReason === 'string' && { refusalReason: item.refusalReason }),
  amount: numberOf(item.amount),
  contributors: numberOf(item.contributors),
});

/** A page as the public sees it. */
export const fundraiserSummary = (page: StoredFundraiser): FundraiserSummary => ({
  code: page.code,
  campaignId: page.campaignId,
  title: page.title,
  supporterName: page.supporterName,
  goal: page.goal,
  raised: { amount: page.amount, contributors: page.contributors },
  language: page.language,
});

/** A page as its owner (and staff) see it. */
export const ownFundraiser = (
  page: StoredFundraiser,
  campaign?: StoredCampaign,
): OwnFundraiser => ({
  ...fundraiserSummary(page),
  story: page.story,
  status: page.status,
  createdAt: page.createdAt,
  ...(page.refusalReason && { refusalReason: page.refusalReason }),
  campaignTitle: campaign?.title ?? { bm: page.campaignId, eng: page.campaignId },
});

/** The first word of a member's name: all a page shows of who started it. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** A page by its code, any status. */
export async function getFundraiser(code: string): Promise<StoredFundraiser | undefined> {
  if (!isFundraiserCode(code)) return undefined;
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.paymentsTable,
      Key: fundraiserKey(code),
      ConsistentRead: true,
    }),
  );
  return Item ? storedOf(Item) : undefined;
}

/**
 * Starts a member's page for a running campaign (the caller checked it runs and the goal), pending
 * staff's review: 409 `fundraiser_exists` when the member has one for the campaign already.
 */
export async function startFundraiser(
  campaign: StoredCampaign,
  owner: { memberId: string; name: string; language: Language },
  values: FundraiserValues,
): Promise<StoredFundraiser> {
  for (let tries = 1; ; tries += 1) {
    const page: StoredFundraiser = {
      code: newFundraiserCode(),
      campaignId: campaign.id,
      memberId: owner.memberId,
      supporterName: firstName(owner.name),
      title: values.title,
      story: values.story,
      goal: values.goal,
      language: owner.language,
      status: 'pending',
      createdAt: new Date().toISOString(),
      amount: 0,
      contributors: 0,
    };
    try {
      await dynamoDb().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: config.paymentsTable,
                Item: {
                  ...fundraiserKey(page.code),
                  ...page,
                  listKind: fundraiserListKind('pending'),
                  listedAt: page.createdAt,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: config.paymentsTable,
                Item: { ...ownerKey(owner.memberId, campaign.id), code: page.code },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
      return page;
    } catch (error) {
      if (cancelledAt(error, 1)) throw conflict('fundraiser_exists');
      if (!cancelledAt(error, 0) || tries >= CODE_TRIES) throw error;
    }
  }
}

/** The member's own pages, any status, newest first. */
export async function fundraisersOfMember(memberId: string): Promise<StoredFundraiser[]> {
  const { Items = [] } = await dynamoDb().send(
    new QueryCommand({
      TableName: config.paymentsTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `MEMBER#${memberId}`, ':prefix': 'FUNDRAISER#' },
    }),
  );
  const pages = await Promise.all(Items.map((item) => getFundraiser(String(item.code))));
  return pages
    .filter((page): page is StoredFundraiser => page !== undefined)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * Staff's decision on a pending page, once: it moves to the approved or refused list. 404
 * `fundraiser_not_found`, 409 `fundraiser_decided` when it was decided already (even at once).
 */
export async function decideFundraiser(
  code: string,
  decision: FundraiserDecisionValues,
  staffId: string,
): Promise<StoredFundraiser> {
  if (!isFundraiserCode(code)) throw notFound('fundraiser_not_found');
  const status: FundraiserStatus = decision.decision === 'approve' ? 'approved' : 'refused';
  const refusing = status === 'refused';
  try {
    const { Attributes } = await dynamoDb().send(
      new UpdateCommand({
        TableName: config.paymentsTable,
        Key: fundraiserKey(code),
        UpdateExpression: `SET #status = :status, listKind = :kind, decidedAt = :at, decidedBy = :by${
          refusing ? ', refusalReason = :reason' : ''
        }`,
        ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': status,
          ':kind': fundraiserListKind(status),
          ':at': new Date().toISOString(),
          ':by': staffId,
          ':pending': 'pending',
          ...(refusing && { ':reason': decision.reason }),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return storedOf(Attributes ?? {});
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (!(await getFundraiser(code))) throw notFound('fundraiser_not_found');
    throw conflict('fundraiser_decided');
  }
}

/** A campaign's approved pages with the most raised (CAMPAIGN_TOP_FUNDRAISERS), most first. */
export async function topFundraisers(campaignId: string): Promise<StoredFundraiser[]> {
  const items = await listingAll({
    kind: fundraiserListKind('approved'),
    filter: { expression: 'campaignId = :campaign', values: { ':campaign': campaignId } },
  });
  return items
    .map(storedOf)
    .sort(
      (a, b) =>
        b.amount - a.amount ||
        b.contributors - a.contributors ||
        a.createdAt.localeCompare(b.createdAt),
    )
    .slice(0, CAMPAIGN_TOP_FUNDRAISERS);
}

/** How many pages wait for a decision, by campaign id. */
export async function pendingCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const item of await listingAll({ kind: fundraiserListKind('pending') })) {
    const campaignId = String(item.campaignId);
    counts.set(campaignId, (counts.get(campaignId) ?? 0) + 1);
  }
  return counts;
}

export { storedOf as fundraiserOfItem };
