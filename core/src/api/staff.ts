import type { StaffPrivacyCounts } from './privacy-requests';

/**
 * The staff side's contracts (functions/src/staff): the sign-in with its second factor and the
 * audit trail. The sign-in's bodies are the members' (`{ mobile, password }`, then
 * `OtpVerifyBody`); it answers the members' OtpChallenge, then the staff member's MemberProfile.
 */

/** Who did something, as the audit trail names them: the member's id and their name then. */
export interface StaffActor {
  memberId: string;
  name: string;
}

/**
 * What an action was about: a kind (`member`, `application`, `payment`, `message`, `event`…) and
 * its id, with what the console names it by, as it was when the action was recorded: a person's
 * name (the applicant, donor, sender or staff member), an event's title in both languages.
 * Entries recorded before names were kept have neither.
 */
export interface StaffActionSubject {
  type: string;
  id: string;
  name?: string;
  title?: { bm: string; eng: string };
}

/** One entry of the audit trail: never changed once written. */
export interface StaffAuditEntry {
  /** Unique, and sorts as the entries happened. */
  id: string;
  /** ISO instant. */
  at: string;
  actor: StaffActor;
  /** A stable code, `area.verb` (`staff.signed_in`, `payment.queried`…). */
  action: string;
  subject: StaffActionSubject;
  details?: Record<string, string | number | boolean>;
}

/**
 * `GET /api/staff/audit[?cursor=…]`: newest first, a page at a time; `nextCursor` asks for the
 * next page, absent on the last.
 */
export interface StaffAuditPage {
  entries: StaffAuditEntry[];
  nextCursor?: string;
}

/*
 * The staff console's routes (issue 18). Every one needs a staff session: 401 `unauthenticated`
 * signed out, 403 `forbidden` for a member's session, before anything else is read. Lists are
 * newest first, a page at a time (`STAFF_PAGE_SIZE`), with an opaque `nextCursor` absent on the
 * last page; a cursor that is no page's is 400 `bad_request`. Times are ISO instants (the console
 * shows them in Malaysia time); amounts are whole ringgit.
 */

/** Rows per page of every staff list. */
export const STAFF_PAGE_SIZE = 50;

/** Characters a list's name search may have (a part of a name; the forms' names are at most 100). */
export const STAFF_NAME_SEARCH_MAX_LENGTH = 100;

/** Rows one CSV export may hold; past it the export is 413 `export_too_large` (narrow the filter). */
export const STAFF_EXPORT_MAX_ROWS = 20_000;

/** `GET /api/staff/session`: who is signed in to the console, and until when. */
export interface StaffSession {
  memberId: string;
  name: string;
  /** ISO instant the staff session ends (8 hours after sign-in). */
  expiresAt: string;
}

/** An amount raised and by how many successful payments. */
export interface RaisedTotals {
  amount: number;
  contributors: number;
}

/** Counts on the dashboard; `more` when there were more than the count went up to. */
export interface StaffCount {
  count: number;
  more: boolean;
}

/**
 * `GET /api/staff/dashboard`: raised today, this month (Malaysia's calendar) and overall; the
 * payments needing attention by kind with the oldest few; new applications and unhandled messages.
 */
export interface StaffDashboard {
  raised: { today: RaisedTotals; month: RaisedTotals; overall: RaisedTotals };
  attention: {
    /** Started and not yet settled by the gateway (pending). */
    open: StaffCount;
    /** Needing a person's review (a late success, a failure after success…). */
    review: StaffCount;
    /** Settled with a receipt or notice email still unsent. */
    emails: StaffCount;
    /** The oldest payments needing attention, any kind, at most 10. */
    oldest: StaffPaymentRow[];
  };
  applications: { new: StaffCount };
  messages: { unhandled: StaffCount };
  /**
   * The shop (docs/shop.md), kept apart from donations: paid today and this month (sen, shipping
   * included; orders), orders paid or packed and not yet shipped or collected, and variants at or
   * below their product's low-stock level.
   */
  shop: {
    today: { amountSen: number; orders: number };
    month: { amountSen: number; orders: number };
    toFulfil: number;
    lowStock: number;
  };
  /**
   * Requests about personal data (docs/privacy.md, "Requests"): open, overdue (past their due
   * day, which the privacy policy's 21 days set) and due within a few days.
   */
  privacy: StaffPrivacyCounts;
}

/** Where a payment needs attention (the payments' `attention` index). */
export type StaffPaymentAttention = 'open' | 'emails' | 'review';

/** A payment as a staff list shows it. */
export interface StaffPaymentRow {
  paymentId: string;
  createdAt: string;
  /** The ledger's status (initiated, pending, success, failed, expired, reversed, refunded…). */
  status: string;
  amount: number;
  currency: string;
  name: string;
  email: string;
  phone: string;
  /** The enterprise's slug when the donation was for one. */
  enterprise?: string;
  paidAt?: string;
  attention?: StaffPaymentAttention;
}

/**
 * The donation search's filters (`GET /api/staff/payments?…`, and the same on its export): any
 * together. `paymentId` finds one payment exactly; `email` is matched whole, case-insensitively;
 * `name` is a part of the donor's name, whatever its case and accents; `from`/`to` are Malaysian
 * calendar days (`YYYY-MM-DD`, both included).
 */
export interface StaffPaymentFilter {
  paymentId?: string;
  email?: string;
  name?: string;
  status?: string;
  from?: string;
  to?: string;
  enterprise?: string;
}

export interface StaffPaymentPage {
  payments: StaffPaymentRow[];
  nextCursor?: string;
}

/** One step of a payment's history, oldest first. */
export interface PaymentHistoryEntry {
  at: string;
  /**
   * `created` (the signed request to the gateway), `gateway_result` (a return, callback or QUERY
   * answer applied), `query` (a run of checks with the gateway that changed nothing: `checks`
   * counts them, `lastAt` is the last one's time), `email` (a receipt or notice sent or failed),
   * `review` (moved to review), `expired`, `reversed`, `staff_check` (checked by staff).
   */
  kind: string;
  /** What the step said: the gateway's TxnStatus and message, an email's kind and outcome… */
  details: Record<string, string | number | boolean>;
}

/** `GET /api/staff/payments/{id}`: the payment and everything that happened to it. */
export interface StaffPaymentDetail {
  payment: StaffPaymentRow & {
    notes?: string;
    language: string;
    review?: string;
    receiptStatus?: string;
    noticeStatus?: string;
    /** What the donation counted towards (docs/crowdfunding.md, "Attribution"), and the wall. */
    campaign?: string;
    fundraiser?: string;
    event?: string;
    donorWall?: boolean;
  };
  history: PaymentHistoryEntry[];
}

/**
 * `POST /api/staff/payments/{id}/check`: the reconciler's step for this one payment now (a signed
 * QUERY to the gateway, its answer applied, owed emails retried), then the payment as it stands.
 */
export interface StaffPaymentCheck {
  /** What the check did: `settled`, `unchanged`, `expired`, `emails_sent`, `already_final`. */
  outcome: string;
  detail: StaffPaymentDetail;
}

/** Where staff have got with an application. */
export const applicationStatuses = ['new', 'contacted', 'accepted', 'declined'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** An application as a staff list shows it. */
export interface StaffApplicationRow {
  id: string;
  form: 'partner' | 'expert';
  submittedAt: string;
  name: string;
  email: string;
  phone?: string;
  /** Partner applications: the enterprise's slug and the partnership (equity, asset, operations). */
  enterprise?: string;
  partnership?: string;
  status: ApplicationStatus;
  hasCv: boolean;
}

/**
 * `GET /api/staff/applications?form=&status=&enterprise=&name=&cursor=` (and its export); `name`
 * is a part of the applicant's name, whatever its case and accents.
 */
export interface StaffApplicationFilter {
  form?: 'partner' | 'expert';
  status?: ApplicationStatus;
  enterprise?: string;
  name?: string;
}

export interface StaffApplicationPage {
  applications: StaffApplicationRow[];
  nextCursor?: string;
}

/** A staff member's note on an application; notes are only ever added. */
export interface StaffNote {
  at: string;
  by: StaffActor;
  text: string;
}

/**
 * `GET /api/staff/applications/{id}`: every field as submitted, the notes, and what CV there is
 * (absent when none). The CV itself opens through `GET /api/staff/applications/{id}/cv`, which
 * records the opening and redirects to a link signed then for `CV_LINK_SECONDS`.
 */
export interface StaffApplicationDetail {
  application: StaffApplicationRow & { fields: Record<string, string> };
  notes: StaffNote[];
  cv?: { type: string; size: number };
}

/** Seconds the signed link a CV opening redirects to stays valid. */
export const CV_LINK_SECONDS = 300;

/**
 * `POST /api/staff/applications/{id}`: a new status, a note to add, or both (at least one);
 * answers the StaffApplicationDetail. A note is 1 to 2,000 characters.
 */
export interface StaffApplicationUpdate {
  status?: ApplicationStatus;
  note?: string;
}

/** A contact message as staff see it. */
export interface StaffMessage {
  messageId: string;
  createdAt: string;
  name: string;
  email: string;
  phone?: string;
  message: string;
  language: string;
  /** When and by whom it was marked handled; absent while it is not. */
  handledAt?: string;
  handledBy?: StaffActor;
}

/** `GET /api/staff/messages?handled=false|true&cursor=`: unhandled by default. */
export interface StaffMessagePage {
  messages: StaffMessage[];
  nextCursor?: string;
}

/** `POST /api/staff/messages/{id}/handled` with `{ handled: boolean }`: answers the message. */
export interface StaffMessageHandledBody {
  handled: boolean;
}

/** An event as staff see it: every field the schema takes, its state and registrations. */
export interface StaffEvent {
  id: string;
  title: { bm: string; eng: string };
  description: { bm: string; eng: string };
  startsAt: string;
  endsAt: string;
  venue: { bm: string; eng: string } | null;
  online: boolean;
  capacity: number;
  registeredCount: number;
  /** `draft` (invisible), `published`, `closed` (no more registrations). */
  status: 'draft' | 'published' | 'closed';
  featured: boolean;
  /** Whole ringgit; 0 when the event raises nothing (docs/crowdfunding.md). */
  fundraisingGoal: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * `GET /api/staff/events`: every event, drafts included, latest start first. `POST
 * /api/staff/events` creates one from core's eventSchema (201 StaffEvent); `POST
 * /api/staff/events/{id}` replaces its fields, status and featured included (StaffEvent). Making
 * one event featured unfeatures the others.
 */
export interface StaffEventList {
  events: StaffEvent[];
}

/** A registration as staff see it. */
export interface StaffRegistration {
  memberId: string;
  name: string;
  /** The member's mobile number in full (staff only). */
  mobile: string;
  registeredAt: string;
  state?: string;
  parliament?: string;
  dun?: string;
}

/** `GET /api/staff/events/{id}/registrations?cursor=` (and its export). */
export interface StaffRegistrationPage {
  event: StaffEvent;
  registrations: StaffRegistration[];
  nextCursor?: string;
}
