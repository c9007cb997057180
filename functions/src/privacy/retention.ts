import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { applicationStatuses } from '@gsk/core/api';
import {
  APPLICATION_RETENTION_DAYS,
  CORRESPONDENCE_RETENTION_YEARS,
} from '@gsk/core/content/legal-facts';
import { applicationListKind } from '../applications/index-row';
import { contactListKinds } from '../contact/messages';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { logger } from '../lib/logger';

/*
 * The reconciler's retention sweeps (docs/privacy.md, "Retention"): rows of the payments table
 * that hold personal data and whose purpose has ended, found through the staff lists' `listing`
 * index (a Query per list on `listedAt`, never a scan) and deleted on condition that they are
 * still as read (a message reopened, or a row changed, in between is left for a later run).
 * - Contact messages: `CORRESPONDENCE_RETENTION_YEARS` after the matter was closed (handled), or
 *   after they came when nobody ever marked them handled (the matter is closed by then).
 * - Application rows (the staff console's copy of every field, functions/src/applications/
 *   index-row.ts): the days the stage keeps the application's JSON and CV in the bucket
 *   (`APPLICATION_RETENTION_DAYS`, whose lifecycle rule deletes those), so the row does not
 *   outlive them.
 * Other expiring items carry a TTL of their own; financial records are not touched here.
 */

/** Rows one run deletes at most per list: the next run, minutes later, takes the rest. */
export const RETENTION_BATCH = 100;

const dayMs = 24 * 60 * 60 * 1000;

/** What one run of the sweeps deleted. */
export interface RetentionSummary {
  contactMessagesDeleted: number;
  applicationRowsDeleted: number;
}

/** The days applications are kept on this stage: the bucket's rule, never over the promise. */
export const applicationRetentionDays = (): number => {
  const days = Number(process.env.APPLICATION_RETENTION_DAYS);
  return Number.isInteger(days) && days >= 1
    ? Math.min(days, APPLICATION_RETENTION_DAYS)
    : APPLICATION_RETENTION_DAYS;
};

/** The instant `years` calendar years before `now` (ISO). */
const yearsBefore = (now: Date, years: number): string => {
  const then = new Date(now);
  then.setUTCFullYear(then.getUTCFullYear() - years);
  return then.toISOString();
};

type Row = Record<string, unknown> & { pk: string; sk: string };

/**
 * The rows of list `kind` listed before `before` (and, with `closedBefore`, handled before it
 * too), oldest first, at most `RETENTION_BATCH`.
 */
const listedBefore = async (
  kind: string,
  before: string,
  closedBefore?: string,
): Promise<Row[]> => {
  const rows: Row[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb().send(
      new QueryCommand({
        TableName: config.paymentsTable,
        IndexName: 'listing',
        KeyConditionExpression: 'listKind = :kind AND listedAt < :before',
        ...(closedBefore && { FilterExpression: 'handledAt < :closedBefore' }),
        ExpressionAttributeValues: {
          ':kind': kind,
          ':before': before,
          ...(closedBefore && { ':closedBefore': closedBefore }),
        },
        Limit: RETENTION_BATCH,
        ExclusiveStartKey: start,
      }),
    );
    rows.push(...((page.Items ?? []) as Row[]));
    start = page.LastEvaluatedKey;
  } while (start && rows.length < RETENTION_BATCH);
  return rows.slice(0, RETENTION_BATCH);
};

/** Deletes `row` if `condition` still holds; whether it went. */
const deleteIf = async (
  row: Row,
  condition: string,
  values: Record<string, unknown>,
): Promise<boolean> => {
  try {
    await dynamoDb().send(
      new DeleteCommand({
        TableName: config.paymentsTable,
        Key: { pk: row.pk, sk: row.sk },
        ConditionExpression: condition,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

/** Contact messages past their retention, handled or never handled. */
const sweepContactMessages = async (now: Date): Promise<number> => {
  const cutoff = yearsBefore(now, CORRESPONDENCE_RETENTION_YEARS);
  let deleted = 0;
  // Handled ones: closed before the cutoff (listed when they came, so before it too).
  for (const row of await listedBefore(contactListKinds.handled, cutoff, cutoff)) {
    const handledAt = row.handledAt;
    if (
      await deleteIf(row, 'listKind = :kind AND handledAt = :handledAt', {
        ':kind': contactListKinds.handled,
        ':handledAt': handledAt,
      })
    )
      deleted += 1;
  }
  for (const row of await listedBefore(contactListKinds.open, cutoff)) {
    if (
      await deleteIf(row, 'listKind = :kind AND listedAt = :listedAt', {
        ':kind': contactListKinds.open,
        ':listedAt': row.listedAt,
      })
    )
      deleted += 1;
  }
  return deleted;
};

/** Application rows older than the applications themselves may be, in every status. */
const sweepApplicationRows = async (now: Date): Promise<number> => {
  const cutoff = new Date(now.getTime() - applicationRetentionDays() * dayMs).toISOString();
  let deleted = 0;
  for (const status of applicationStatuses) {
    const kind = applicationListKind(status);
    for (const row of await listedBefore(kind, cutoff)) {
      if (
        await deleteIf(row, 'listKind = :kind AND listedAt = :listedAt', {
          ':kind': kind,
          ':listedAt': row.listedAt,
        })
      )
        deleted += 1;
    }
  }
  return deleted;
};

/**
 * One run of the retention sweeps as at `now`: deletes the contact messages and application rows
 * past their retention and logs `retention.swept` when it deleted any.
 */
export async function sweepRetention(now = new Date()): Promise<RetentionSummary> {
  const summary: RetentionSummary = {
    contactMessagesDeleted: await sweepContactMessages(now),
    applicationRowsDeleted: await sweepApplicationRows(now),
  };
  if (summary.contactMessagesDeleted + summary.applicationRowsDeleted > 0)
    logger.info('retention.swept', { ...summary });
  return summary;
}
