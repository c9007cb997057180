import { apiPath, apiPaths } from '@gsk/core/api';
import type { StaffAuditEntry } from '@gsk/core/api';
import type { Answer } from './application-client';
import { memberCall } from './member-client';
import type { MemberStackUrls } from './member-client';
import { newStaff, signedInStaff } from './staff-client';

/*
 * A signed-in staff member's calls to the console's routes, each from its own loopback address,
 * and the pages of its lists walked with their cursors.
 */

export interface StaffConsole {
  memberId: string;
  name: string;
  get(path: string, query?: Record<string, string>): Promise<Answer>;
  post(path: string, body: unknown): Promise<Answer>;
  /** Every page of a list (its `key` array), following `nextCursor`, until `until` holds or the list ends. */
  walk<Row>(
    path: string,
    key: string,
    query?: Record<string, string>,
    until?: (rows: Row[]) => boolean,
  ): Promise<{ rows: Row[]; pages: number }>;
  /** The audit entry of `action` on `subjectId`, newest first, if any. */
  auditEntry(action: string, subjectId: string): Promise<StaffAuditEntry | undefined>;
  /** Every audit entry of `action` on `subjectId` recorded since `since` (an ISO instant), newest first. */
  auditEntriesSince(action: string, subjectId: string, since: string): Promise<StaffAuditEntry[]>;
}

/** A new staff member, signed in, and their console calls. */
export async function staffConsole(
  urls: MemberStackUrls & { dynamodb: string },
  from: () => string,
): Promise<StaffConsole> {
  const staff = await newStaff(from);
  const { cookie } = await signedInStaff(staff.mobile, staff.password, from);
  const get = (path: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return memberCall(urls, `${path}${search ? `?${search}` : ''}`, from(), {
      method: 'GET',
      cookie,
    });
  };
  const post = (path: string, body: unknown) => memberCall(urls, path, from(), { body, cookie });
  const walk = async <Row>(
    path: string,
    key: string,
    query: Record<string, string> = {},
    until: (rows: Row[]) => boolean = () => false,
  ) => {
    const rows: Row[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const answer = await get(path, { ...query, ...(cursor && { cursor }) });
      if (answer.status !== 200)
        throw new Error(`${path} answered ${answer.status}: ${answer.text}`);
      const page = answer.json as Record<string, unknown> & { nextCursor?: string };
      rows.push(...(page[key] as Row[]));
      pages += 1;
      cursor = page.nextCursor;
    } while (cursor && !until(rows));
    return { rows, pages };
  };
  const auditEntry = async (action: string, subjectId: string) => {
    const { rows } = await walk<StaffAuditEntry>(
      apiPath(apiPaths.staffAudit),
      'entries',
      {},
      (entries) =>
        entries.some((entry) => entry.action === action && entry.subject.id === subjectId),
    );
    return rows.find((entry) => entry.action === action && entry.subject.id === subjectId);
  };
  const auditEntriesSince = async (action: string, subjectId: string, since: string) => {
    const { rows } = await walk<StaffAuditEntry>(
      apiPath(apiPaths.staffAudit),
      'entries',
      {},
      (entries) => entries.some((entry) => entry.at < since),
    );
    return rows.filter(
      (entry) => entry.at >= since && entry.action === action && entry.subject.id === subjectId,
    );
  };
  return {
    memberId: staff.profile.id,
    name: staff.profile.name,
    get,
    post,
    walk,
    auditEntry,
    auditEntriesSince,
  };
}
