import type { Language } from '../i18n/language';
import type {
  PrivacyContactChannel,
  PrivacyRequestAction,
  PrivacyRequestKind,
  PrivacyRequestStatus,
} from '../privacy/requests';
import type { StaffActor } from './staff';

/*
 * The answers of the routes of requests about personal data (issue 32, docs/privacy.md,
 * "Requests"): the public's (`privacyRequests`, `privacyRequestVerify`) and the staff's queue.
 */

/** `POST /api/privacy/requests/verify` (201): the request as recorded, for the page to confirm. */
export interface PrivacyRequestReceived {
  /** Its reference (`PD-…`), which the acknowledgement repeats. */
  reference: string;
  kind: PrivacyRequestKind;
  /** ISO instant the code checked out: the 21 days run from then. */
  receivedAt: string;
  /** `YYYY-MM-DD`, Malaysia's calendar: answered by then. */
  dueDay: string;
  contactBy: PrivacyContactChannel;
}

/** A request as staff see it in the queue. */
export interface StaffPrivacyRequestRow {
  reference: string;
  kind: PrivacyRequestKind;
  status: PrivacyRequestStatus;
  name: string;
  contactBy: PrivacyContactChannel;
  /** The mobile number (canonical, `+60…`) or email the code proved. */
  contact: string;
  language: Language;
  receivedAt: string;
  dueDay: string;
  /** Days from today (Malaysia) to the due day; negative once past it. */
  daysLeft: number;
  /** Open and past its due day. */
  overdue: boolean;
  /** Extended once (PRIVACY_EXTENSION_DAYS) already. */
  extended: boolean;
  closedAt?: string;
}

/** `GET /api/staff/privacy/requests?status=`: open ones first by due day; closed newest first. */
export interface StaffPrivacyRequestList {
  requests: StaffPrivacyRequestRow[];
  nextCursor?: string;
}

/** One entry of a request's history: what happened, when, by whom (none: the person). */
export interface PrivacyRequestEvent {
  at: string;
  /** `received`, or the staff action taken. */
  action: 'received' | PrivacyRequestAction;
  by?: StaffActor;
  /** The note, outcome or reason staff wrote. */
  note?: string;
  /** The status after it. */
  status: PrivacyRequestStatus;
  /** An extension's new due day. */
  dueDay?: string;
}

/** `GET /api/staff/privacy/requests/{id}` and an action's answer: the request with its history. */
export interface StaffPrivacyRequest extends StaffPrivacyRequestRow {
  details: string;
  /** Oldest first. */
  history: PrivacyRequestEvent[];
  /** What staff may do to it now. */
  actions: PrivacyRequestAction[];
}

/** The dashboard's count of requests about personal data (StaffDashboard `privacy`). */
export interface StaffPrivacyCounts {
  open: number;
  overdue: number;
  /** Open, due within PRIVACY_DUE_SOON_DAYS days and not yet overdue. */
  dueSoon: number;
}
