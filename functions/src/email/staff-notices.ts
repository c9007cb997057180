import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { cancelledAt } from '../lib/dynamo-conditions';
import { sendEmail, type EmailContent } from '../lib/email';
import { renderEmail } from '../lib/email-layout';
import { errorName, logger } from '../lib/logger';
import { countNow } from '../lib/metrics';

/** How long a claim on a day's digest lasts: a sender that died is replaced after this. */
export const DIGEST_CLAIM_LEASE_MS = 5 * 60 * 1000;

/** Days the cap's items are kept (DynamoDB's TTL removes them after): a month to look back. */
const KEEP_DAYS = 31;

/** What a staff notice is about, for the cap's record and the digest's line. */
export interface StaffNotice {
  kind: 'application' | 'donation' | 'order';
  /** The application's or payment's id: one notice per id and kind. */
  id: string;
  /** When it happened (ISO): its Malaysian day is the day whose cap it counts against. */
  at: string;
  /** The single email's subject, which is the digest's line about it. */
  subject: string;
}

/** How a notice goes out: alone, or as a line of its day's digest. */
export type NoticeRoute = 'single' | 'digest';

/** Partition of a day's items: its count, its notices, its digest. */
const dayKey = (day: string) => `staffmail#${day}`;
/** Partition of the markers of days whose digest has lines and may still be owed. */
const pendingKey = 'staffmail#pending';
const noticeSk = (notice: Pick<StaffNotice, 'kind' | 'id'>) => `notice#${notice.kind}#${notice.id}`;

/**
 * The key of a notice's record in its day's cap, which keeps its subject for the digest (a
 * closure of the account it names erases that subject: functions/src/privacy/erasure.ts).
 */
export const staffNoticeKey = (notice: Pick<StaffNotice, 'kind' | 'id' | 'at'>) => ({
  pk: dayKey(malaysianDate(notice.at)),
  sk: noticeSk(notice),
});

const expiresAt = (now: Date) => Math.floor(now.getTime() / 1000) + KEEP_DAYS * 24 * 3600;

const routeOf = async (day: string, notice: StaffNotice): Promise<NoticeRoute | undefined> => {
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.paymentsTable,
      Key: { pk: dayKey(day), sk: noticeSk(notice) },
      ConsistentRead: true,
    }),
  );
  return Item?.route as NoticeRoute | undefined;
};

/** Records the notice's route, unless one is recorded already; `extra` writes go with it. */
const recordRoute = async (
  day: string,
  notice: StaffNotice,
  route: NoticeRoute,
  now: Date,
  extra: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>,
) =>
  dynamoDb().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: config.paymentsTable,
            Item: {
              pk: dayKey(day),
              sk: noticeSk(notice),
              route,
              kind: notice.kind,
              id: notice.id,
              at: notice.at,
              subject: notice.subject,
              expiresAt: expiresAt(now),
            },
            ConditionExpression: 'attribute_not_exists(sk)',
          },
        },
        ...extra,
      ],
    }),
  );

/**
 * Decides, once and for good, whether a staff notice is sent alone or waits for its day's digest:
 * alone while its Malaysian day has sent fewer than the cap, else a line of the digest. The
 * decision is a conditional write keyed by the notice, so a retried or concurrent delivery of the
 * same notice gets the same answer, and the day's count rises once per notice in the same
 * transaction. A notice whose day's digest has already gone (a retry after midnight) is sent
 * alone, so nothing is lost. Throws when DynamoDB fails: the caller retries.
 */
export async function routeStaffNotice(
  notice: StaffNotice,
  now = new Date(),
): Promise<NoticeRoute> {
  const day = malaysianDate(notice.at);
  const known = await routeOf(day, notice);
  if (known) return known;
  const cap = config.staffEmailDailyCap;
  try {
    await recordRoute(day, notice, 'single', now, [
      {
        Update: {
          TableName: config.paymentsTable,
          Key: { pk: dayKey(day), sk: 'count' },
          UpdateExpression: 'ADD sent :one SET expiresAt = :expiresAt',
          ConditionExpression: 'attribute_not_exists(sent) OR sent < :cap',
          ExpressionAttributeValues: { ':one': 1, ':cap': cap, ':expiresAt': expiresAt(now) },
        },
      },
    ]);
    countNow('StaffNoticesSent');
    return 'single';
  } catch (error) {
    if (cancelledAt(error, 0)) return (await routeOf(day, notice)) ?? 'single';
    if (!cancelledAt(error, 1)) throw error;
  }
  try {
    await recordRoute(day, notice, 'digest', now, [
      {
        ConditionCheck: {
          TableName: config.paymentsTable,
          Key: { pk: dayKey(day), sk: 'digest' },
          ConditionExpression: 'attribute_not_exists(#status)',
          ExpressionAttributeNames: { '#status': 'status' },
        },
      },
      {
        Put: {
          TableName: config.paymentsTable,
          Item: { pk: pendingKey, sk: day, expiresAt: expiresAt(now) },
        },
      },
    ]);
    logger.info('staff_notice.digested', { kind: notice.kind, id: notice.id, day });
    countNow('StaffNoticesDigested');
    return 'digest';
  } catch (error) {
    if (cancelledAt(error, 0)) return (await routeOf(day, notice)) ?? 'single';
    if (!cancelledAt(error, 1)) throw error;
  }
  await recordRoute(day, notice, 'single', now, []).catch(async (error: unknown) => {
    if (!cancelledAt(error, 0)) throw error;
  });
  const route = (await routeOf(day, notice)) ?? 'single';
  if (route === 'single') countNow('StaffNoticesSent');
  return route;
}

interface DigestLine {
  kind: StaffNotice['kind'];
  id: string;
  at: string;
  subject: string;
}

const kindLabels = {
  application: 'Permohonan / Application',
  donation: 'Sumbangan / Donation',
  order: 'Pesanan kedai / Shop order',
} as const;

const timeOf = (iso: string): string =>
  new Intl.DateTimeFormat('en-MY', {
    timeStyle: 'short',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(new Date(iso));

/**
 * The digest of a day's notices past the cap, labelled in Malay and English as the single staff
 * notices are: one line per notice (time, kind, the subject its own email would have had, its
 * reference), in the order they came.
 */
export function staffDigestEmail(day: string, lines: readonly DigestLine[]): EmailContent {
  const heading =
    `Ringkasan notis kakitangan / Staff notice digest: ${day} ` +
    `(${lines.length} notis / notices)`;
  const cap = config.staffEmailDailyCap;
  return renderEmail({
    language: 'bm',
    subject: heading,
    heading,
    body: [
      {
        kind: 'paragraph',
        text:
          `Had harian ${cap} emel telah dicapai; notis berikut tidak dihantar satu per satu. / ` +
          `The daily cap of ${cap} emails was reached; these notices were not sent one by one.`,
      },
      {
        kind: 'list',
        columns: ['Masa / Time (MYT)', 'Jenis / Kind', 'Perkara / Subject', 'Rujukan / Reference'],
        rows: lines.map((line) => [timeOf(line.at), kindLabels[line.kind], line.subject, line.id]),
      },
    ],
  });
}

const queryAll = async (input: ConstructorParameters<typeof QueryCommand>[0]) => {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb().send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};

/** Claims a day's digest; false when another sender holds it or it has been sent. */
const claimDigest = async (day: string, now: Date): Promise<boolean> => {
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.paymentsTable,
        Key: { pk: dayKey(day), sk: 'digest' },
        UpdateExpression: 'SET #status = :claimed, leaseUntil = :lease, expiresAt = :expiresAt',
        ConditionExpression:
          'attribute_not_exists(#status) OR (#status = :claimed AND leaseUntil < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':claimed': 'claimed',
          ':lease': new Date(now.getTime() + DIGEST_CLAIM_LEASE_MS).toISOString(),
          ':now': now.toISOString(),
          ':expiresAt': expiresAt(now),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

/** Marks a day's digest sent (with how many lines) and its pending marker done. */
const markSent = async (day: string, lines: number, now: Date) => {
  await dynamoDb().send(
    new UpdateCommand({
      TableName: config.paymentsTable,
      Key: { pk: dayKey(day), sk: 'digest' },
      UpdateExpression: 'SET #status = :sent, sentAt = :now, notices = :notices REMOVE leaseUntil',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':sent': 'sent', ':now': now.toISOString(), ':notices': lines },
    }),
  );
  await dynamoDb().send(
    new UpdateCommand({
      TableName: config.paymentsTable,
      Key: { pk: pendingKey, sk: day },
      UpdateExpression: 'SET sentAt = :now',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    }),
  );
};

/** What a run of the digests did. */
export interface DigestSummary {
  /** Digest emails sent this run. */
  staffDigestsSent: number;
  /** Notices those digests listed. */
  staffNoticesInDigests: number;
}

/**
 * Sends the digest of every Malaysian day that has ended with notices past its cap and no digest
 * yet: claims the day's digest (after which no further notice can join it), reads every notice
 * recorded for it, sends one email to the staff, and marks it sent. A day whose send fails is
 * claimed again once the claim's lease has run out. Run by the scheduled reconciler, so a digest
 * goes out even when no further request comes. Never throws; a failure is logged.
 */
export async function sendStaffDigests(now = new Date()): Promise<DigestSummary> {
  const summary: DigestSummary = { staffDigestsSent: 0, staffNoticesInDigests: 0 };
  try {
    const days = await queryAll({
      TableName: config.paymentsTable,
      KeyConditionExpression: 'pk = :pk AND sk < :today',
      FilterExpression: 'attribute_not_exists(sentAt)',
      ExpressionAttributeValues: { ':pk': pendingKey, ':today': malaysianDate(now) },
      ConsistentRead: true,
    });
    for (const { sk } of days) {
      const day = String(sk);
      if (!(await claimDigest(day, now))) continue;
      const lines = (
        await queryAll({
          TableName: config.paymentsTable,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :notice)',
          FilterExpression: '#route = :digest',
          ExpressionAttributeNames: { '#route': 'route' },
          ExpressionAttributeValues: {
            ':pk': dayKey(day),
            ':notice': 'notice#',
            ':digest': 'digest',
          },
          ConsistentRead: true,
        })
      )
        .map((item) => item as unknown as DigestLine)
        .sort((a, b) => a.at.localeCompare(b.at));
      if (lines.length > 0 && config.adminEmails.length > 0) {
        await sendEmail(config.adminEmails, staffDigestEmail(day, lines));
      }
      await markSent(day, lines.length, now);
      summary.staffDigestsSent += 1;
      summary.staffNoticesInDigests += lines.length;
      logger.info('staff_digest.sent', { day, notices: lines.length });
    }
  } catch (error) {
    logger.error('staff_digest.failed', { code: errorName(error) });
  }
  if (summary.staffDigestsSent > 0) {
    countNow('StaffDigestsSent', summary.staffDigestsSent);
    countNow('StaffNoticesInDigests', summary.staffNoticesInDigests);
  }
  return summary;
}
