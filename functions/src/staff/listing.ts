import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { STAFF_EXPORT_MAX_ROWS, STAFF_PAGE_SIZE } from '@gsk/core/api';
import type { StaffCount } from '@gsk/core/api';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { AppError, badRequest } from '../lib/errors';

/*
 * The staff console's lists: Queries of the payments table's sparse `listing` index
 * (infra/resources.ts `listingIndex`), one partition per `listKind` (`payment`, `contact#open`,
 * `application#new`…), newest first by `listedAt`. A page is at most STAFF_PAGE_SIZE rows; with a
 * filter, a page reads on until it has them or has spent its reads, so a rare match costs a few
 * short pages rather than a scan. A name search is a filter DynamoDB cannot express (a part of
 * the name, whatever its case and accents), so it is a `match` the rows read are checked by here,
 * after the Query's own filter, with the same read budget and cursors. The cursor is the key of the
 * last row given (or of the last row read), base64url JSON, checked on the way back in.
 */

const listingIndexName = 'listing';

/** Queries one page may send before it answers with what it has (and a cursor). */
const PAGE_READ_BUDGET = 8;

/** A row of the payments table as a Query returns it. */
export type ListedItem = Record<string, unknown>;

/** A filter on the rows a Query reads (DynamoDB's FilterExpression with its names and values). */
export interface ListingFilter {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** Which rows of one list: a `listKind`, an optional `listedAt` range, an optional filter. */
export interface ListingQuery {
  kind: string;
  /** ISO instants, both included. */
  from?: string;
  to?: string;
  filter?: ListingFilter;
  /** A check of each row read, after `filter` (a name search: `nameMatch`). */
  match?: (item: ListedItem) => boolean;
}

/** A name as a search compares it: no accents or other marks, lower case, single spaces. */
const folded = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The rows whose `name` holds `part`, whatever the case and accents of either (`hayat` finds
 * `Nur Ḥayāt`).
 */
export const nameMatch = (part: string): ((item: ListedItem) => boolean) => {
  const wanted = folded(part);
  return (item) => folded(String(item.name ?? '')).includes(wanted);
};

export interface ListingPage {
  items: ListedItem[];
  nextCursor?: string;
}

type IndexKey = { pk: string; sk: string; listKind: string; listedAt: string };

const keyOf = (item: ListedItem): IndexKey => ({
  pk: String(item.pk),
  sk: String(item.sk),
  listKind: String(item.listKind),
  listedAt: String(item.listedAt),
});

/** A cursor: a record of strings as base64url JSON, opaque to the web. */
export const encodeCursor = (record: Readonly<Record<string, string>>) =>
  Buffer.from(JSON.stringify(record)).toString('base64url');

/** The record a cursor holds when it has exactly `fields`, all strings; else 400 `bad_request`. */
export function decodeCursorFields<F extends string>(
  cursor: string,
  fields: readonly F[],
): Record<F, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('bad_request');
  }
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Object.keys(parsed).length !== fields.length ||
    !fields.every((field) => typeof (parsed as Record<string, unknown>)[field] === 'string')
  )
    throw badRequest('bad_request');
  return parsed as Record<F, string>;
}

/** The key a cursor names, when it is a key of this list; else 400 `bad_request`. */
function decodeCursor(cursor: string, kind: string): IndexKey {
  const key = decodeCursorFields(cursor, ['pk', 'sk', 'listKind', 'listedAt']);
  if (key.listKind !== kind) throw badRequest('bad_request');
  return key;
}

const queryInput = (query: ListingQuery, limit: number): QueryCommandInput => {
  const range =
    query.from && query.to
      ? ' AND listedAt BETWEEN :from AND :to'
      : query.from
        ? ' AND listedAt >= :from'
        : query.to
          ? ' AND listedAt <= :to'
          : '';
  return {
    TableName: config.paymentsTable,
    IndexName: listingIndexName,
    KeyConditionExpression: `listKind = :kind${range}`,
    ...(query.filter && { FilterExpression: query.filter.expression }),
    ...(query.filter?.names && { ExpressionAttributeNames: query.filter.names }),
    ExpressionAttributeValues: {
      ':kind': query.kind,
      ...(query.from && { ':from': query.from }),
      ...(query.to && { ':to': query.to }),
      ...query.filter?.values,
    },
    ScanIndexForward: false,
    Limit: limit,
  };
};

/** One page of a list, newest first, after `cursor` (a previous page's `nextCursor`). */
export async function listingPage(
  query: ListingQuery,
  cursor?: string,
  limit = STAFF_PAGE_SIZE,
): Promise<ListingPage> {
  const items: ListedItem[] = [];
  let start: Record<string, unknown> | undefined =
    cursor === undefined ? undefined : decodeCursor(cursor, query.kind);
  for (let reads = 0; reads < PAGE_READ_BUDGET; reads += 1) {
    // Unfiltered, read just what the page lacks; filtered, read more, since some will not match.
    const want = limit - items.length;
    const filtered = query.filter !== undefined || query.match !== undefined;
    const page = await dynamoDb().send(
      new QueryCommand({
        ...queryInput(query, filtered ? Math.max(want * 4, 100) : want),
        ...(start && { ExclusiveStartKey: start }),
      }),
    );
    const read = (page.Items ?? []).filter(query.match ?? (() => true));
    const taken = read.slice(0, want);
    items.push(...taken);
    if (taken.length < read.length) {
      // The page filled up inside this read: go on after the last row given.
      return { items, nextCursor: encodeCursor(keyOf(taken[taken.length - 1] as ListedItem)) };
    }
    const last = page.LastEvaluatedKey;
    if (!last) return { items };
    start = last;
    if (items.length >= limit) break;
  }
  // The page is full, or its reads are spent: go on after the last row read.
  return { items, nextCursor: encodeCursor(keyOf(start as ListedItem)) };
}

/**
 * Every row of a list (for an export), newest first; more than `max` rows is 413
 * `export_too_large`, so an export is never cut short without saying so.
 */
export async function listingAll(
  query: ListingQuery,
  max = STAFF_EXPORT_MAX_ROWS,
): Promise<ListedItem[]> {
  const items: ListedItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb().send(
      new QueryCommand({
        ...queryInput(query, 1000),
        ...(start && { ExclusiveStartKey: start }),
      }),
    );
    items.push(...(page.Items ?? []).filter(query.match ?? (() => true)));
    if (items.length > max) throw new AppError('export_too_large', 413);
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** How many rows a list holds, counting up to `max` (`more` when there are more). */
export async function countListed(kind: string, max = 100): Promise<StaffCount> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb().send(
      new QueryCommand({
        ...queryInput({ kind }, max + 1 - count),
        Select: 'COUNT',
        ...(start && { ExclusiveStartKey: start }),
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start && count <= max);
  return { count: Math.min(count, max), more: count > max };
}

/** The cursor that goes on after `item` (a row of a list), as a page's `nextCursor` would. */
export const cursorAfter = (item: ListedItem): string => encodeCursor(keyOf(item));

/** Where a cursor of list `kind` stops (its `listedAt`); 400 `bad_request` when it is no cursor of it. */
export const cursorListedAt = (cursor: string, kind: string): string =>
  decodeCursor(cursor, kind).listedAt;
