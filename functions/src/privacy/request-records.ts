import type { StaffPrivacyCounts } from '@gsk/core/api';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import type { Language } from '@gsk/core/i18n/language';
import {
  isDueSoon,
  isOverdue,
  type PrivacyContactChannel,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from '@gsk/core/privacy/request-terms';
import { listingAll } from '../staff/listing';

/*
 * Requests about personal data as the payments table keeps them (./requests.ts writes them), and
 * what only reads the open ones: a module apart, so that the staff's dashboard counts them without
 * the schemas (yup) and the email and SMS clients the requests' messages need.
 */

/** The staff's lists of requests (the `listing` index). */
export const privacyListKinds = { open: 'privacy#open', closed: 'privacy#closed' } as const;

/** A request as the table keeps it. */
export interface PrivacyRequestRecord {
  reference: string;
  kind: PrivacyRequestKind;
  name: string;
  contactBy: PrivacyContactChannel;
  /** The canonical mobile number or the email the code proved. */
  contact: string;
  details: string;
  language: Language;
  receivedAt: string;
  dueDay: string;
  status: PrivacyRequestStatus;
  extended: boolean;
  closedAt?: string;
  listKind: (typeof privacyListKinds)[keyof typeof privacyListKinds];
  listedAt: string;
  /** How the acknowledgement and the staff's copy went (`sent`, `failed`, `skipped`). */
  acknowledgement?: string;
  staffNotice?: string;
  expiresAt?: number;
}

/** A request of the table's items (its `REQUEST` item). */
export const recordOf = (item: Record<string, unknown>) => item as unknown as PrivacyRequestRecord;

/** The open requests, every one (a few dozen at most), soonest due first. */
export async function openRequests(): Promise<PrivacyRequestRecord[]> {
  const items = await listingAll({ kind: privacyListKinds.open });
  return items
    .map(recordOf)
    .sort((a, b) => a.dueDay.localeCompare(b.dueDay) || a.receivedAt.localeCompare(b.receivedAt));
}

/** The dashboard's counts: open requests, overdue ones, and those due within a few days. */
export async function privacyRequestCounts(now = new Date()): Promise<StaffPrivacyCounts> {
  const today = malaysianDate(now);
  const open = await openRequests();
  return {
    open: open.length,
    overdue: open.filter((request) => isOverdue(request, today)).length,
    dueSoon: open.filter((request) => isDueSoon(request, today)).length,
  };
}
