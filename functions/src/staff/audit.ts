import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { StaffActionSubject, StaffAuditEntry, StaffAuditPage } from '@gsk/core/api';
import { DONATION_RECORD_RETENTION_YEARS } from '@gsk/core/content/legal-facts';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { badRequest } from '../lib/errors';
import { memberOf } from '../members/members';
import type { Session } from '../members/sessions';

/**
 * The staff's audit trail: one item per staff action in the members table, all in one partition
 * (`AUDIT`/`{ISO time}#{uuid}`, so a query reads them in time order), written once with a
 * condition that no item has its key and never updated or deleted: the staff routes' IAM grant
 * allows PutItem and Query on the `AUDIT` partition and nothing else there
 * (infra/stacks/grants.ts `auditWrites`, `auditReads`). Each item carries an `expiresAt`
 * `AUDIT_RETENTION_YEARS` after the action, so DynamoDB's TTL, which needs no grant, removes it
 * then and nothing else ever can (docs/privacy.md, "Retention"). Staff act a few hundred times a
 * day at most: one partition's 1,000 writes a second are far away.
 */

/**
 * Years an entry is kept: the trail accounts for what staff did to financial records (checks,
 * refunds, disbursements, orders) and to people's data, so it lasts as long as those records
 * must (core's `DONATION_RECORD_RETENTION_YEARS`, the tax and accounting laws' seven years), and
 * no longer: the subjects' names it holds are personal data too.
 */
export const AUDIT_RETENTION_YEARS = DONATION_RECORD_RETENTION_YEARS;

/** The epoch second at which an entry recorded at `at` (ISO) expires. */
export const auditExpiryOf = (at: string): number => {
  const expiry = new Date(at);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + AUDIT_RETENTION_YEARS);
  return Math.floor(expiry.getTime() / 1000);
};

const auditPartition = 'AUDIT';

/** An action code: `area.verb`, lower case (`staff.signed_in`, `payment.queried`). */
const actionPattern = /^[a-z]+(?:\.[a-z_]+)+$/;

/** An entry's sort key: its ISO time, then a UUID. */
const entryIdPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9a-f-]{36}$/;

/**
 * Records that the staff member of `session` did `action` (a stable code) to `subject`, with
 * optional `details` (never a password, a code or a token). Call it before the action's answer
 * leaves, so no action succeeds unrecorded.
 */
export async function recordStaffAction(
  session: Pick<Session, 'memberId'>,
  action: string,
  subject: StaffActionSubject,
  details?: StaffAuditEntry['details'],
): Promise<StaffAuditEntry> {
  if (!actionPattern.test(action))
    throw new Error(`recordStaffAction: "${action}" is no action code`);
  const member = await memberOf(session.memberId);
  const at = new Date().toISOString();
  const entry: StaffAuditEntry = {
    id: `${at}#${randomUUID()}`,
    at,
    actor: { memberId: session.memberId, name: member?.name ?? '' },
    action,
    subject: {
      type: subject.type,
      id: subject.id,
      ...(subject.name !== undefined && { name: subject.name }),
      ...(subject.title && { title: { bm: subject.title.bm, eng: subject.title.eng } }),
    },
    ...(details && { details }),
  };
  await dynamoDb().send(
    new PutCommand({
      TableName: config.membersTable,
      Item: { pk: auditPartition, sk: entry.id, ...entry, expiresAt: auditExpiryOf(at) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return entry;
}

/** Entries per page of the audit trail. */
export const auditPageSize = 50;

/** The page cursor: the last entry's id, base64url (opaque to the web). */
const cursorOf = (entryId: string) => Buffer.from(entryId).toString('base64url');

const entryIdOf = (cursor: string): string => {
  const entryId = Buffer.from(cursor, 'base64url').toString();
  if (!entryIdPattern.test(entryId)) throw badRequest('bad_request');
  return entryId;
};

/** One page of the audit trail, newest first, after `cursor` (a previous page's `nextCursor`). */
export async function auditPage(cursor?: string): Promise<StaffAuditPage> {
  const { Items = [], LastEvaluatedKey } = await dynamoDb().send(
    new QueryCommand({
      TableName: config.membersTable,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': auditPartition },
      ScanIndexForward: false,
      Limit: auditPageSize,
      ...(cursor !== undefined && {
        ExclusiveStartKey: { pk: auditPartition, sk: entryIdOf(cursor) },
      }),
    }),
  );
  const entries = Items.map((item): StaffAuditEntry => ({
    id: String(item.id),
    at: String(item.at),
    actor: item.actor as StaffAuditEntry['actor'],
    action: String(item.action),
    subject: item.subject as StaffAuditEntry['subject'],
    ...(item.details !== undefined && { details: item.details as StaffAuditEntry['details'] }),
  }));
  return {
    entries,
    ...(LastEvaluatedKey && { nextCursor: cursorOf(String(LastEvaluatedKey.sk)) }),
  };
}
