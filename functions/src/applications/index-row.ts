import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ApplicationStatus, StaffActor } from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';
import { EMAIL_CLAIM_LEASE_MS, later, type EmailStatus } from '../email/claims';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import type { StoredApplication, StoredCv } from './store';

/*
 * The staff console's row of each stored application, in the payments table (pk
 * `APPLICATION#{id}`, sk `APPLICATION`): what the lists show and filter on, the status and the
 * notes. The application itself stays the JSON object in the bucket (store.ts); this row is its
 * index. It enters the `listing` index (infra/resources.ts) as `listKind: application#{status}`,
 * `listedAt: submittedAt`, so each status is a list of its own, newest first.
 *
 * Written twice, the first write wins: by the form handler right after the application's JSON is
 * stored (so staff see it at once), and by the S3-triggered notifier before it emails the staff
 * (notification.ts). Both are conditional puts (`attribute_not_exists`): neither ever replaces a
 * row, so a late or repeated notifier event never undoes a status or a note. Should the form
 * handler's write fail after the JSON was stored, the application is accepted all the same and
 * the notifier, whose event Lambda retries and then keeps in the dead-letter queue, writes it.
 *
 * The row also carries the applicant's acknowledgement (acknowledgement.ts): it is written owing
 * it and claimed for its writer (`emailAttempts` 1, `attention: 'application'` in the attention
 * index), so whichever writer was first sends it, once; a repeated event finds the row and sends
 * nothing, and one the writer could not send is retried by the reconciler.
 */

/** Partition-key prefix of the application rows (infra/stacks/grants.ts `applicationRowKeyPattern`). */
export const applicationRowPrefix = 'APPLICATION#';

/** The key of application `id`'s row. */
export const applicationRowKey = (id: string) => ({
  pk: `${applicationRowPrefix}${id}`,
  sk: 'APPLICATION',
});

/** The listing partition of the applications with a status. */
export const applicationListKind = (status: ApplicationStatus) => `application#${status}`;

/** The attention of a row whose acknowledgement is owed (the attention index's partition). */
export const applicationAttention = 'application';

/** A staff note as the row keeps it. */
export interface StoredNote {
  at: string;
  by: StaffActor;
  text: string;
}

/** An application's row as the table keeps it (its key aside). */
export interface ApplicationRow {
  id: string;
  form: StoredApplication['form'];
  submittedAt: string;
  name: string;
  email: string;
  phone?: string;
  /** Partner applications: the enterprise's slug and the partner type (contributionType). */
  enterprise?: string;
  partnership?: string;
  hasCv: boolean;
  cv?: StoredCv;
  status: ApplicationStatus;
  statusChangedAt?: string;
  /** Every field as submitted, for the export. */
  fields: Record<string, string>;
  notes: StoredNote[];
  listKind: string;
  listedAt: string;
  /** The language of the page it was sent from (rows of older applications have none). */
  language?: Language;
  /** The applicant's acknowledgement (acknowledgement.ts); older rows owe none. */
  acknowledgementStatus?: EmailStatus;
  acknowledgementError?: string;
  emailClaimedAt?: string;
  emailAttempts?: number;
  nextEmailAt?: string;
  attention?: typeof applicationAttention;
  attentionSince?: string;
}

const present = (fields: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/**
 * The new row of a stored application: status `new`, no notes, its acknowledgement owed and
 * claimed (at `now`) for the writer of the row.
 */
export function applicationRowOf(application: StoredApplication, now = new Date()): ApplicationRow {
  const fields = present(application.fields);
  const at = now.toISOString();
  return {
    id: application.id,
    form: application.form,
    submittedAt: application.submittedAt,
    name: fields.name ?? '',
    email: fields.email ?? '',
    ...(fields.phone && { phone: fields.phone }),
    ...(application.form === 'partner' && {
      ...(fields.enterpriseType && { enterprise: fields.enterpriseType }),
      ...(fields.contributionType && { partnership: fields.contributionType }),
    }),
    hasCv: application.cv !== null,
    ...(application.cv && { cv: application.cv }),
    status: 'new',
    fields,
    notes: [],
    listKind: applicationListKind('new'),
    listedAt: application.submittedAt,
    language: application.language,
    acknowledgementStatus: 'sending',
    emailClaimedAt: at,
    emailAttempts: 1,
    nextEmailAt: later(now, EMAIL_CLAIM_LEASE_MS),
    attention: applicationAttention,
    attentionSince: at,
  };
}

/**
 * Writes the row of a stored application unless it exists: the row written (whose
 * acknowledgement this caller then owes), or undefined when another writer (the form handler, the
 * notifier, a repeated event) was first.
 */
export async function putApplicationRow(
  application: StoredApplication,
  now = new Date(),
): Promise<ApplicationRow | undefined> {
  const row = applicationRowOf(application, now);
  try {
    await dynamoDb().send(
      new PutCommand({
        TableName: config.paymentsTable,
        Item: { ...applicationRowKey(application.id), ...row },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return row;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}
