import { PRIVACY_RESPONSE_DAYS } from '../constants';
import { malaysianDate } from '../i18n/date-time';

/*
 * The terms of requests about personal data (issue 32, docs/privacy.md, "Requests"): their kinds,
 * statuses and staff actions, and the 21-day clock (PRIVACY_RESPONSE_DAYS, the privacy policy's
 * promise). A module apart from ./requests.ts (the schemas, which bring yup), so that what only
 * counts or shows requests (the staff's dashboard, the queue's clock) carries only these.
 */

/**
 * What a request asks for: a copy of one's data (PDPA s.30), a correction (s.34), its deletion,
 * a copy to take elsewhere (portability, s.43A as amended in 2024), the withdrawal of a consent
 * (s.38), or anything else about one's data.
 */
export const privacyRequestKinds = [
  'access',
  'correction',
  'deletion',
  'portability',
  'withdraw-consent',
  'other',
] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

/** The kinds whose request says nothing without its details (what to correct, what is asked). */
export const privacyKindsNeedingDetails: readonly PrivacyRequestKind[] = ['correction', 'other'];

/** How the person is reached, and proves who they are: a code to this mobile number or email. */
export const privacyContactChannels = ['mobile', 'email'] as const;
export type PrivacyContactChannel = (typeof privacyContactChannels)[number];

/**
 * A request's life: `received` once its code checked out (the 21 days run from then),
 * `in-progress` once staff took it up, then `completed` (answered, with what was done) or
 * `refused` (with the reason the law allows, PDPA s.32 and s.36). The first two are open.
 */
export const privacyRequestStatuses = ['received', 'in-progress', 'completed', 'refused'] as const;
export type PrivacyRequestStatus = (typeof privacyRequestStatuses)[number];

/** The statuses whose clock is still running. */
export const openPrivacyRequestStatuses: readonly PrivacyRequestStatus[] = [
  'received',
  'in-progress',
];

/** Whether a request in this status still waits for its answer. */
export const isOpenPrivacyRequest = (status: PrivacyRequestStatus): boolean =>
  openPrivacyRequestStatuses.includes(status);

/** Characters a request's details may hold (a correction, a question): a few paragraphs. */
export const PRIVACY_REQUEST_DETAILS_MAX_LENGTH = 2000;

/** Characters of a staff note, outcome or reason on a request. */
export const PRIVACY_REQUEST_NOTE_MAX_LENGTH = 2000;

/**
 * Days an open request may be extended by, once, before its due day passes: PDPA s.31(2)–(3)
 * lets a data user who cannot comply within 21 days say so, with its reasons, before they run
 * out, and comply within 14 days more.
 */
export const PRIVACY_EXTENSION_DAYS = 14;

/** Days before its due day from which an open request counts as due soon on the dashboard. */
export const PRIVACY_DUE_SOON_DAYS = 3;

/** A request's reference: `PD-` and 8 characters of an alphabet without look-alikes. */
export const privacyRequestIdPattern = /^PD-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/;

const dayMs = 86_400_000;

/** `day` (`YYYY-MM-DD`) plus `days` calendar days. */
const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/**
 * The day (`YYYY-MM-DD`, Malaysia's calendar) by which a request received at `receivedAt` (ISO)
 * must be answered: PRIVACY_RESPONSE_DAYS days after the day it was received, plus any
 * extension's days.
 */
export function dueDay(receivedAt: string, extensionDays = 0): string {
  const received = malaysianDate(receivedAt);
  if (!received) throw new Error('dueDay: not an instant');
  return addDays(received, PRIVACY_RESPONSE_DAYS + extensionDays);
}

/** Days from `today` (`YYYY-MM-DD`) to a request's due day: 0 on it, negative once past it. */
export const daysLeft = (due: string, today: string): number =>
  Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / dayMs);

/** Whether a request is overdue on `today`: still open after its due day. */
export const isOverdue = (
  request: { status: PrivacyRequestStatus; dueDay: string },
  today: string,
): boolean => isOpenPrivacyRequest(request.status) && daysLeft(request.dueDay, today) < 0;

/** Whether an open request's due day is within PRIVACY_DUE_SOON_DAYS of `today` (and not past). */
export const isDueSoon = (
  request: { status: PrivacyRequestStatus; dueDay: string },
  today: string,
): boolean => {
  const left = daysLeft(request.dueDay, today);
  return isOpenPrivacyRequest(request.status) && left >= 0 && left <= PRIVACY_DUE_SOON_DAYS;
};

/**
 * What staff may do to a request: `note` (any time; changes nothing else), `start` (a received
 * one is taken up), `complete` (with its outcome: what was given, corrected or deleted),
 * `refuse` (with its reason), `extend` (once, before its due day passes, by
 * PRIVACY_EXTENSION_DAYS, with the reason the person is told).
 */
export const privacyRequestActions = ['note', 'start', 'complete', 'refuse', 'extend'] as const;
export type PrivacyRequestAction = (typeof privacyRequestActions)[number];

/** The statuses each action may be taken from (anything else is 409 `privacy_request_state`). */
export const privacyActionFrom: Record<PrivacyRequestAction, readonly PrivacyRequestStatus[]> = {
  note: privacyRequestStatuses,
  start: ['received'],
  complete: openPrivacyRequestStatuses,
  refuse: openPrivacyRequestStatuses,
  extend: openPrivacyRequestStatuses,
};

/** The status an action leaves the request in (a note and an extension leave it as it is). */
export const privacyActionTo: Partial<Record<PrivacyRequestAction, PrivacyRequestStatus>> = {
  start: 'in-progress',
  complete: 'completed',
  refuse: 'refused',
};

/** `GET /api/staff/privacy/requests?status=`: `open` (the default), `closed`, or one status. */
export const privacyRequestFilters = ['open', 'closed', ...privacyRequestStatuses] as const;
export type PrivacyRequestFilter = (typeof privacyRequestFilters)[number];
