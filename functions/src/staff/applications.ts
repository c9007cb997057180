import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  CV_LINK_SECONDS,
  STAFF_EXPORT_MAX_ROWS,
  STAFF_PAGE_SIZE,
  applicationStatuses,
} from '@gsk/core/api';
import type {
  ApplicationStatus,
  StaffActor,
  StaffApplicationDetail,
  StaffApplicationFilter,
  StaffApplicationPage,
  StaffApplicationRow,
  StaffNote,
} from '@gsk/core/api';
import {
  applicationListKind,
  applicationRowKey,
  type ApplicationRow,
  type StoredNote,
} from '../applications/index-row';
import { readApplication } from '../applications/notification';
import { applicationKey } from '../applications/store';
import { dynamoDb, s3Client } from '../lib/aws';
import { config } from '../lib/config';
import { badRequest, notFound } from '../lib/errors';
import type { Session } from '../members/sessions';
import { recordStaffAction } from './audit';
import { cursorAfter, cursorListedAt, listingAll, listingPage, nameMatch } from './listing';
import type { ListedItem, ListingFilter, ListingPage, ListingQuery } from './listing';

/*
 * Applications as staff see them: the lists (one listing partition per status, index-row.ts),
 * the detail with the application's JSON and a fresh CV link, the status and the notes.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The list row of a table row. */
export const applicationRowOfItem = (item: ListedItem): StaffApplicationRow => {
  const row = item as unknown as ApplicationRow;
  return {
    id: row.id,
    form: row.form,
    submittedAt: row.submittedAt,
    name: row.name,
    email: row.email,
    ...(row.phone && { phone: row.phone }),
    ...(row.enterprise && { enterprise: row.enterprise }),
    ...(row.partnership && { partnership: row.partnership }),
    status: row.status,
    hasCv: row.hasCv,
  };
};

const filterOf = (filter: StaffApplicationFilter): ListingFilter | undefined => {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filter.form) {
    parts.push('#form = :form');
    names['#form'] = 'form';
    values[':form'] = filter.form;
  }
  if (filter.enterprise) {
    parts.push('#enterprise = :enterprise');
    names['#enterprise'] = 'enterprise';
    values[':enterprise'] = filter.enterprise;
  }
  return parts.length > 0 ? { expression: parts.join(' AND '), names, values } : undefined;
};

/** The list Query of a status under a filter (the name search checked on the rows read). */
const listingOf = (filter: StaffApplicationFilter, status: ApplicationStatus): ListingQuery => ({
  kind: applicationListKind(status),
  filter: filterOf(filter),
  ...(filter.name && { match: nameMatch(filter.name) }),
});

/** The statuses a filter reads: the one asked for, else all of them. */
const statusesOf = (filter: StaffApplicationFilter): readonly ApplicationStatus[] =>
  filter.status ? [filter.status] : applicationStatuses;

/**
 * Where a list over every status stands: per status, the cursor of its own list (absent: from
 * its start; null: read to its end).
 */
type MergedCursor = Partial<Record<ApplicationStatus, string | null>>;

const encodeMerged = (cursor: MergedCursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

const decodeMerged = (cursor: string): MergedCursor => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('bad_request');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw badRequest('bad_request');
  const entries = Object.entries(parsed);
  if (
    entries.length === 0 ||
    !entries.every(
      ([status, value]) =>
        (applicationStatuses as readonly string[]).includes(status) &&
        (value === null || typeof value === 'string'),
    )
  )
    throw badRequest('bad_request');
  return parsed as MergedCursor;
};

/**
 * A page of the applications, newest first. With a status, a page of that status's list. Without
 * one, the lists of every status merged: each is read from its own cursor, and a row is given
 * only when no list still unread could hold a newer one (a list whose reads stopped early, at a
 * filter's budget, holds back the rows older than where it stopped). The cursor keeps each
 * list's place, so no row is given twice or skipped, and every page moves on.
 */
export async function applicationPage(
  filter: StaffApplicationFilter,
  cursor?: string,
): Promise<StaffApplicationPage> {
  if (filter.status) {
    const page = await listingPage(listingOf(filter, filter.status), cursor);
    return {
      applications: page.items.map(applicationRowOfItem),
      ...(page.nextCursor && { nextCursor: page.nextCursor }),
    };
  }
  const state: MergedCursor = cursor === undefined ? {} : decodeMerged(cursor);
  const open = applicationStatuses.filter((status) => state[status] !== null);
  const pages = new Map<ApplicationStatus, ListingPage>(
    await Promise.all(
      open.map(
        async (status) =>
          [
            status,
            await listingPage(listingOf(filter, status), state[status] ?? undefined),
          ] as const,
      ),
    ),
  );
  // Where each list's reads stopped, when it has more: its unread rows are no newer.
  const stops = new Map<ApplicationStatus, string>();
  for (const [status, page] of pages) {
    if (page.nextCursor)
      stops.set(status, cursorListedAt(page.nextCursor, applicationListKind(status)));
  }
  const candidates = [...pages].flatMap(([status, page]) =>
    page.items.map((item) => ({ status, item, at: String(item.listedAt) })),
  );
  candidates.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const given: typeof candidates = [];
  for (const candidate of candidates) {
    if (given.length >= STAFF_PAGE_SIZE) break;
    const heldBack = [...stops].some(
      ([status, stop]) => status !== candidate.status && candidate.at < stop,
    );
    if (heldBack) break;
    given.push(candidate);
  }
  const next: MergedCursor = {};
  for (const status of applicationStatuses) {
    const page = pages.get(status);
    if (!page) {
      next[status] = null;
      continue;
    }
    const mine = given.filter((candidate) => candidate.status === status);
    if (mine.length === page.items.length) next[status] = page.nextCursor ?? null;
    else if (mine.length > 0) next[status] = cursorAfter(mine[mine.length - 1]!.item);
    else if (state[status] !== undefined) next[status] = state[status];
  }
  const more = applicationStatuses.some((status) => next[status] !== null);
  return {
    applications: given.map(({ item }) => applicationRowOfItem(item)),
    ...(more && { nextCursor: encodeMerged(next) }),
  };
}

/**
 * Every application of a filter (for the export), newest first; more than STAFF_EXPORT_MAX_ROWS
 * is 413 `export_too_large`.
 */
export async function allApplications(filter: StaffApplicationFilter): Promise<ApplicationRow[]> {
  const rows: ListedItem[] = [];
  for (const status of statusesOf(filter)) {
    rows.push(
      ...(await listingAll(listingOf(filter, status), STAFF_EXPORT_MAX_ROWS - rows.length)),
    );
  }
  return (rows as unknown as ApplicationRow[]).sort((a, b) =>
    a.listedAt < b.listedAt ? 1 : a.listedAt > b.listedAt ? -1 : 0,
  );
}

/** The row of application `id`, or 404 `application_not_found`. */
async function rowOf(id: string): Promise<ApplicationRow> {
  if (!uuidPattern.test(id)) throw notFound('application_not_found');
  const { Item } = await dynamoDb().send(
    new GetCommand({ TableName: config.paymentsTable, Key: applicationRowKey(id) }),
  );
  if (!Item) throw notFound('application_not_found');
  return Item as unknown as ApplicationRow;
}

const noteOf = (note: StoredNote): StaffNote => ({ at: note.at, by: note.by, text: note.text });

/**
 * The detail of an application's row: every field as stored in its JSON (read back and checked,
 * notification.ts `readApplication`), the notes, and what CV there is (its type and size; the CV
 * itself opens through `openCv`).
 */
async function detailOf(row: ApplicationRow): Promise<StaffApplicationDetail> {
  const stored = await readApplication(config.applicationsBucket, applicationKey(row.id));
  const fields = Object.fromEntries(
    Object.entries(stored.fields).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  const cv = stored.cv && { type: stored.cv.type, size: stored.cv.size };
  return {
    application: { ...applicationRowOfItem(row as unknown as ListedItem), fields },
    notes: (row.notes ?? []).map(noteOf),
    ...(cv && { cv }),
  };
}

/** `GET /api/staff/applications/{id}`: the detail, or 404 `application_not_found`. */
export async function applicationDetail(id: string): Promise<StaffApplicationDetail> {
  return detailOf(await rowOf(id));
}

/** What an update did, for the audit trail. */
export interface ApplicationChange {
  detail: StaffApplicationDetail;
  /** The status before, when the update changed it. */
  statusFrom?: ApplicationStatus;
  noteAdded: boolean;
}

/**
 * Sets an application's status (moving its row to that status's list) and/or appends a note by
 * `actor`; notes are only ever appended. 404 `application_not_found` for no such application.
 */
export async function updateApplication(
  id: string,
  update: { status?: ApplicationStatus; note?: string },
  actor: StaffActor,
  now = new Date(),
): Promise<ApplicationChange> {
  if (!uuidPattern.test(id)) throw notFound('application_not_found');
  const at = now.toISOString();
  const sets: string[] = [];
  const values: Record<string, unknown> = {};
  if (update.status) {
    sets.push('#status = :status', 'listKind = :kind', 'statusChangedAt = :at');
    values[':status'] = update.status;
    values[':kind'] = applicationListKind(update.status);
    values[':at'] = at;
  }
  const note: StoredNote | undefined =
    update.note === undefined ? undefined : { at, by: actor, text: update.note };
  if (note) {
    sets.push('notes = list_append(if_not_exists(notes, :none), :note)');
    values[':none'] = [];
    values[':note'] = [note];
  }
  let old: ApplicationRow;
  try {
    const answer = await dynamoDb().send(
      new UpdateCommand({
        TableName: config.paymentsTable,
        Key: applicationRowKey(id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ...(update.status && { ExpressionAttributeNames: { '#status': 'status' } }),
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_OLD',
      }),
    );
    old = answer.Attributes as unknown as ApplicationRow;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw notFound('application_not_found');
    throw error;
  }
  // The row as the update left it: the old one with the new status and the note appended.
  const row: ApplicationRow = {
    ...old,
    ...(update.status && { status: update.status, listKind: applicationListKind(update.status) }),
    notes: [...(old.notes ?? []), ...(note ? [note] : [])],
  };
  return {
    detail: await detailOf(row),
    ...(update.status && update.status !== old.status && { statusFrom: old.status }),
    noteAdded: note !== undefined,
  };
}

/**
 * An application as the audit trail names it: the applicant's name, and its form in the details
 * ("Ahmad's partner application").
 */
export const applicationSubject = (application: Pick<ApplicationRow, 'id' | 'name' | 'form'>) => ({
  subject: { type: 'application', id: application.id, name: application.name },
  details: { form: application.form },
});

/**
 * Opens an application's CV for the session's staff member: records the opening in the audit
 * trail (`application.cv_opened`, one entry per opening), then answers a link to the CV signed now
 * for CV_LINK_SECONDS that downloads it as `cv-{id}.{type}`. 404 `application_not_found` for no
 * such application, or one without a CV.
 */
export async function openCv(session: Session, id: string): Promise<string> {
  const row = await rowOf(id);
  if (!row.cv) throw notFound('application_not_found');
  const { subject, details } = applicationSubject(row);
  await recordStaffAction(session, 'application.cv_opened', subject, details);
  return getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: config.applicationsBucket,
      Key: row.cv.key,
      ResponseContentDisposition: `attachment; filename="cv-${row.id}.${row.cv.type}"`,
    }),
    { expiresIn: CV_LINK_SECONDS },
  );
}
