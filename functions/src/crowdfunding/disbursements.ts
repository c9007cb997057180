import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { OverdrawDetails, PublicDisbursement, StaffDisbursement } from '@gsk/core/api';
import { DISBURSEMENT_RECEIPT_MAX_BYTES } from '@gsk/core/crowdfunding/limits';
import { senOf, type DisbursementCategory, type DisbursementValues } from '@gsk/core/crowdfunding';
import type { EnterpriseSlug } from '@gsk/core/enterprise';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import { dynamoDb, s3Client } from '../lib/aws';
import { config } from '../lib/config';
import { AppError, badRequest } from '../lib/errors';
import { errorName, logger } from '../lib/logger';
import type { FormFile } from '../lib/multipart';
import { campaignTotalsSk, getCampaign, totalsPk, type StoredCampaign } from './campaigns';

/*
 * Disbursements (docs/crowdfunding.md, "Disbursements"): what staff paid out of the money raised,
 * for an enterprise, a campaign (and so its enterprise) or the movement. One transaction puts the
 * disbursement and moves every balance it touches: `spentSen` up and `balanceSen` down on `ALL`,
 * the enterprise's and the campaign's totals, `spentSen` up on the month items of the day paid.
 * Each balance is a condition (`balanceSen >= amount`), so a balance never goes below zero by a
 * race of two disbursements either; past it, nothing is written unless staff confirm, and then the
 * disbursement says `overdrawn` (and so does its audit entry).
 *
 * The receipt file is put in the applications bucket (private; the staff's download is a link
 * signed for a minute) under `disbursements/{id}/` BEFORE the transaction, and deleted when the
 * transaction does not happen: a disbursement never names a file that is not there, and a refusal
 * leaves no file behind (only a crash between the two would, unnamed and harmless).
 */

/** Key prefix of receipt files in the applications bucket (infra grants only this prefix). */
export const receiptsPrefix = 'disbursements/';

export const disbursementListKind = 'disbursement';

const disbursementKey = (id: string) => ({ pk: `DISBURSEMENT#${id}`, sk: 'DISBURSEMENT' });

/** A disbursement as its item holds it. */
export interface StoredDisbursement {
  id: string;
  enterprise?: EnterpriseSlug;
  campaign?: string;
  amountSen: number;
  paidOn: string;
  category: DisbursementCategory;
  description: { bm: string; eng: string };
  receiptKey?: string;
  receiptName?: string;
  receiptType?: ReceiptType;
  recordedAt: string;
  recordedBy: string;
  overdrawn: boolean;
}

/** The receipt formats kept, by their first bytes (never by the name or declared type). */
const receiptTypes = {
  pdf: { magic: Buffer.from('%PDF-', 'latin1'), contentType: 'application/pdf' },
  jpg: { magic: Buffer.from([0xff, 0xd8, 0xff]), contentType: 'image/jpeg' },
  png: {
    magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    contentType: 'image/png',
  },
} as const;
export type ReceiptType = keyof typeof receiptTypes;

/** The content type a receipt is served with. */
export const receiptContentType = (type: ReceiptType) => receiptTypes[type].contentType;

/** A receipt's type by its magic bytes, when it is a PDF, JPEG or PNG within the size limit. */
export function receiptTypeOf(file: FormFile): ReceiptType {
  const { bytes } = file;
  if (bytes.length === 0 || bytes.length > DISBURSEMENT_RECEIPT_MAX_BYTES) {
    throw badRequest('receipt_invalid');
  }
  const type = (Object.keys(receiptTypes) as ReceiptType[]).find((candidate) =>
    bytes.subarray(0, receiptTypes[candidate].magic.length).equals(receiptTypes[candidate].magic),
  );
  if (!type) throw badRequest('receipt_invalid');
  return type;
}

/** A file name fit for a header and a list: its last path segment, printable, at most 100. */
export const receiptNameOf = (filename: string, type: ReceiptType): string => {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, 100);
  return base || `receipt.${type}`;
};

/** What a disbursement is for, as checked against its campaign. */
export interface DisbursementTarget {
  enterprise?: EnterpriseSlug;
  campaign?: StoredCampaign;
}

/**
 * The enterprise and campaign a disbursement is recorded for, or 400 `validation`: a campaign
 * that does not exist (`campaign`), another enterprise than the campaign's (`enterprise`; a
 * campaign of the movement as a whole takes none), a day paid after Malaysia's today (`paidOn`).
 */
export async function disbursementTarget(
  values: DisbursementValues,
  now = new Date(),
): Promise<DisbursementTarget> {
  if (values.paidOn > malaysianDate(now)) {
    throw badRequest('validation', { paidOn: 'disbursement.paidOn.invalid' });
  }
  const enterprise = (values.enterprise || undefined) as EnterpriseSlug | undefined;
  if (!values.campaign) return { ...(enterprise && { enterprise }) };
  const campaign = await getCampaign(values.campaign);
  if (!campaign) throw badRequest('validation', { campaign: 'disbursement.campaign.invalid' });
  if (enterprise && enterprise !== campaign.enterprise) {
    throw badRequest('validation', { enterprise: 'disbursement.enterprise.invalid' });
  }
  return { campaign, ...(campaign.enterprise && { enterprise: campaign.enterprise }) };
}

/** The totals items a disbursement moves, each named as OverdrawDetails names a fund. */
const balancesOf = (target: DisbursementTarget): { sk: string; fund: string }[] => [
  { sk: 'ALL', fund: 'all' },
  ...(target.enterprise
    ? [{ sk: `ENTERPRISE#${target.enterprise}`, fund: target.enterprise }]
    : []),
  ...(target.campaign
    ? [{ sk: campaignTotalsSk(target.campaign.id), fund: `campaign:${target.campaign.id}` }]
    : []),
];

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The disbursement's transaction: its item, then each balance, then the months' spending. */
function disbursementWrites(
  disbursement: StoredDisbursement,
  target: DisbursementTarget,
  checked: boolean,
): TransactItem[] {
  const month = disbursement.paidOn.slice(0, 7);
  const spend = (sk: string, balance: boolean): TransactItem => ({
    Update: {
      TableName: config.paymentsTable,
      Key: { pk: totalsPk, sk },
      UpdateExpression: balance
        ? 'ADD spentSen :amount, balanceSen :negative'
        : 'ADD spentSen :amount',
      ...(balance && checked && { ConditionExpression: 'balanceSen >= :amount' }),
      ExpressionAttributeValues: {
        ':amount': disbursement.amountSen,
        ...(balance && { ':negative': -disbursement.amountSen }),
      },
    },
  });
  return [
    {
      Put: {
        TableName: config.paymentsTable,
        Item: {
          ...disbursementKey(disbursement.id),
          ...disbursement,
          listKind: disbursementListKind,
          listedAt: `${disbursement.paidOn}#${disbursement.recordedAt}`,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...balancesOf(target).map(({ sk }) => spend(sk, true)),
    spend(`MONTH#${month}`, false),
    ...(target.enterprise ? [spend(`ENTERPRISE#${target.enterprise}#MONTH#${month}`, false)] : []),
  ];
}

/** The first balance whose condition refused the transaction, with its balance now. */
async function shortfallOf(
  error: unknown,
  target: DisbursementTarget,
  amountSen: number,
): Promise<OverdrawDetails | undefined> {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  const balances = balancesOf(target);
  const index = balances.findIndex(
    (_, position) => error.CancellationReasons?.[position + 1]?.Code === 'ConditionalCheckFailed',
  );
  const short = balances[index];
  if (!short) return undefined;
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.paymentsTable,
      Key: { pk: totalsPk, sk: short.sk },
      ConsistentRead: true,
    }),
  );
  return {
    fund: short.fund,
    balanceSen: typeof Item?.balanceSen === 'number' ? Item.balanceSen : 0,
    amountSen,
  };
}

/** Deletes a receipt put for a disbursement that was not recorded (logged if that fails too). */
async function dropReceipt(key: string): Promise<void> {
  try {
    await s3Client().send(new DeleteObjectCommand({ Bucket: config.applicationsBucket, Key: key }));
  } catch (error) {
    logger.error('disbursement.receipt_not_deleted', { key, error: errorName(error) });
  }
}

/**
 * Records a disbursement (disbursementTarget checked first) with its optional receipt file
 * (receiptTypeOf checked first). A balance it would take below zero refuses it with 409
 * `balance_insufficient` and the shortfall, nothing written, unless `confirmOverdraw`: then it is
 * written without the balances' conditions and marked `overdrawn`.
 */
export async function recordDisbursement(
  values: DisbursementValues,
  target: DisbursementTarget,
  staffId: string,
  receipt?: { file: FormFile; type: ReceiptType },
): Promise<StoredDisbursement> {
  const id = randomUUID();
  const disbursement: StoredDisbursement = {
    id,
    ...(target.enterprise && { enterprise: target.enterprise }),
    ...(target.campaign && { campaign: target.campaign.id }),
    amountSen: senOf(values.amount),
    paidOn: values.paidOn,
    category: values.category as DisbursementCategory,
    description: { bm: values.description.bm, eng: values.description.eng },
    recordedAt: new Date().toISOString(),
    recordedBy: staffId,
    overdrawn: false,
  };
  if (receipt) {
    disbursement.receiptKey = `${receiptsPrefix}${id}/receipt.${receipt.type}`;
    disbursement.receiptName = receiptNameOf(receipt.file.filename, receipt.type);
    disbursement.receiptType = receipt.type;
    await s3Client().send(
      new PutObjectCommand({
        Bucket: config.applicationsBucket,
        Key: disbursement.receiptKey,
        Body: receipt.file.bytes,
        ContentType: receiptContentType(receipt.type),
      }),
    );
  }
  try {
    try {
      await dynamoDb().send(
        new TransactWriteCommand({ TransactItems: disbursementWrites(disbursement, target, true) }),
      );
      return disbursement;
    } catch (error) {
      const shortfall = await shortfallOf(error, target, disbursement.amountSen);
      if (!shortfall) throw error;
      if (!values.confirmOverdraw) {
        throw new AppError('balance_insufficient', 409, undefined, undefined, undefined, shortfall);
      }
    }
    // Confirmed by staff: the balances go below zero, and the disbursement says so.
    const overdrawn = { ...disbursement, overdrawn: true };
    await dynamoDb().send(
      new TransactWriteCommand({ TransactItems: disbursementWrites(overdrawn, target, false) }),
    );
    return overdrawn;
  } catch (error) {
    if (disbursement.receiptKey) await dropReceipt(disbursement.receiptKey);
    throw error;
  }
}

/** A disbursement as the public sees it: no receipt, no staff. */
export const publicDisbursement = (
  disbursement: StoredDisbursement,
  campaigns: ReadonlyMap<string, StoredCampaign | undefined>,
): PublicDisbursement => {
  const campaign = disbursement.campaign ? campaigns.get(disbursement.campaign) : undefined;
  return {
    id: disbursement.id,
    paidOn: disbursement.paidOn,
    amountSen: disbursement.amountSen,
    category: disbursement.category,
    description: disbursement.description,
    ...(disbursement.enterprise && { enterprise: disbursement.enterprise }),
    ...(disbursement.campaign && {
      campaign: {
        id: disbursement.campaign,
        title: campaign?.title ?? { bm: disbursement.campaign, eng: disbursement.campaign },
      },
    }),
  };
};

/** A disbursement as staff see it. */
export const staffDisbursement = (
  disbursement: StoredDisbursement,
  campaigns: ReadonlyMap<string, StoredCampaign | undefined>,
): StaffDisbursement => ({
  ...publicDisbursement(disbursement, campaigns),
  recordedAt: disbursement.recordedAt,
  recordedBy: disbursement.recordedBy,
  ...(disbursement.receiptName && { receiptName: disbursement.receiptName }),
  overdrawn: disbursement.overdrawn,
});

/** A disbursement of an item of the table. */
export const disbursementOf = (item: Record<string, unknown>): StoredDisbursement => ({
  id: String(item.id),
  ...(typeof item.enterprise === 'string' && { enterprise: item.enterprise as EnterpriseSlug }),
  ...(typeof item.campaign === 'string' && { campaign: item.campaign }),
  amountSen: typeof item.amountSen === 'number' ? item.amountSen : 0,
  paidOn: String(item.paidOn),
  category: item.category as DisbursementCategory,
  description: item.description as StoredDisbursement['description'],
  ...(typeof item.receiptKey === 'string' && { receiptKey: item.receiptKey }),
  ...(typeof item.receiptName === 'string' && { receiptName: item.receiptName }),
  ...(typeof item.receiptType === 'string' && { receiptType: item.receiptType as ReceiptType }),
  recordedAt: String(item.recordedAt),
  recordedBy: String(item.recordedBy),
  overdrawn: item.overdrawn === true,
});

/** One disbursement, if it exists. */
export async function getDisbursement(id: string): Promise<StoredDisbursement | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const { Item } = await dynamoDb().send(
    new GetCommand({ TableName: config.paymentsTable, Key: disbursementKey(id) }),
  );
  return Item ? disbursementOf(Item) : undefined;
}

/** The campaigns disbursements name, read once each (for their titles). */
export async function campaignsOf(
  disbursements: readonly StoredDisbursement[],
): Promise<Map<string, StoredCampaign | undefined>> {
  const ids = [...new Set(disbursements.flatMap((each) => (each.campaign ? [each.campaign] : [])))];
  const campaigns = await Promise.all(ids.map((id) => getCampaign(id)));
  return new Map(ids.map((id, index) => [id, campaigns[index]]));
}
