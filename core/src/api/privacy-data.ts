import type { Language } from '../i18n/language';
import type { Bilingual } from './events';
import type { OrderView } from './shop';

/*
 * A member's own data (issue 32, docs/privacy.md "Your data"): `GET /api/account/data` answers
 * everything the site holds about the signed-in member as one JSON file, `GET
 * /api/account/data/summary` the same facts as a readable page. Every section is present, empty
 * when the site holds nothing of that kind; nothing in it is another person's, and no secret
 * (a password's hash, a session's token or hash, a code) is ever in it.
 */

/** The version of the file's shape: raised when a section changes its meaning or fields. */
export const OWN_DATA_SCHEMA_VERSION = 1;

/** Seconds a CV's link in the file stays valid (signed when the file is made). */
export const OWN_DATA_CV_LINK_SECONDS = 900;

/** The member's profile, as stored (the mobile in full: it is theirs). */
export interface OwnDataProfile {
  id: string;
  name: string;
  mobile: string;
  email: string | null;
  state: string;
  parliament: string;
  dun: string;
  language: Language;
  role: 'member' | 'staff';
  createdAt: string;
  updatedAt: string | null;
}

/**
 * A consent as recorded (`CONSENT#…` now, `CONSENTLOG#…` each change): per channel and purpose,
 * with the time, the words shown, their version and language, and where it was given.
 */
export interface OwnDataConsent {
  channel: string;
  purpose: string;
  given: boolean;
  at: string;
  version: string;
  language: string;
  wording: string;
  source: string;
}

/** A session: when it began and when it ends (never its token or the token's hash). */
export interface OwnDataSession {
  startedAt: string;
  expiresAt: string;
}

/** A place on an event or a shift, or on its waiting list. */
export interface OwnDataPlace {
  kind: 'event' | 'shift';
  /** The event's id, or the activity's. */
  id: string;
  /** The shift's id (shifts only). */
  shiftId: string | null;
  title: Bilingual | null;
  startsAt: string | null;
  status: 'confirmed' | 'waiting';
  /** The waiting place's number as it was given (waiting places only). */
  position: number | null;
  joinedAt: string | null;
}

/** A place the member gave back, remembered for the cooldown before taking it again. */
export interface OwnDataCancellation {
  kind: string;
  /** The event's or shift's id. */
  poolId: string;
  /** When the member may take it again (the record is deleted a day later). */
  until: string | null;
}

/** What the member told us as a volunteer, with the consent they gave on that form. */
export interface OwnDataVolunteer {
  skills: string[];
  languages: string[];
  availability: string[];
  reach: string;
  consent: Record<
    string,
    { given: boolean; at: string; version: string; language: string; wording: string }
  >;
  since: string;
  updatedAt: string;
}

/** A coordinator's appointment by staff. */
export interface OwnDataCoordinator {
  /** Each area as appointed: a state, or parliamentary seats within one. */
  areas: Record<string, unknown>[];
  trusted: boolean;
  appointedAt: string | null;
}

/** A donation whose donor pointer is under the member's verified mobile, as the ledger holds it. */
export interface OwnDataDonation {
  paymentId: string;
  kind: 'donation' | 'order';
  amount: number;
  currency: string;
  status: string;
  name: string;
  email: string;
  phone: string;
  notes: string | null;
  identityNo: string | null;
  enterprise: string | null;
  campaign: string | null;
  fundraiser: string | null;
  event: string | null;
  language: string;
  /** The address the payment was started from (sent to the gateway, as it requires). */
  address: string;
  paymentMethod: string | null;
  createdAt: string;
  paidAt: string | null;
}

/**
 * An order placed while signed in, as its row holds it, with the contact details given at
 * checkout (the return window, which is derived, aside).
 */
export type OwnDataOrder = Omit<OrderView, 'returnBy'> & { email: string; phone: string };

/** A supporter's page the member started. */
export interface OwnDataFundraiser {
  code: string;
  campaignId: string;
  supporterName: string;
  title: string;
  story: string;
  goal: number;
  language: string;
  status: string;
  createdAt: string;
  decidedAt: string | null;
  refusalReason: string | null;
  amount: number;
  contributors: number;
}

/** A staff note on an application, with when it was written and by whom. */
export interface OwnDataNote {
  at: string;
  by: string;
  text: string;
}

/** A partner or expert application carrying the member's verified mobile. */
export interface OwnDataApplication {
  id: string;
  form: string;
  submittedAt: string;
  status: string;
  fields: Record<string, string>;
  language: string;
  notes: OwnDataNote[];
  /** The CV: its format and size, and a link signed for OWN_DATA_CV_LINK_SECONDS. */
  cv: { type: string; size: number; link: string; linkExpiresAt: string } | null;
}

/** A contact message carrying the member's verified mobile. */
export interface OwnDataMessage {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  language: string;
  handledAt: string | null;
}

/** An entry of the staff's audit trail about the member or one of their records. */
export interface OwnDataStaffAction {
  at: string;
  action: string;
  subjectType: string;
  subjectId: string;
  staffName: string;
}

/** A record under the member's key that no section above describes (its fields, no secret). */
export interface OwnDataOther {
  kind: string;
  fields: Record<string, unknown>;
}

/** `GET /api/account/data`: everything the site holds about the signed-in member. */
export interface OwnData {
  schemaVersion: typeof OWN_DATA_SCHEMA_VERSION;
  generatedAt: string;
  profile: OwnDataProfile;
  consents: { current: OwnDataConsent[]; history: OwnDataConsent[] };
  sessions: OwnDataSession[];
  places: OwnDataPlace[];
  cancellations: OwnDataCancellation[];
  volunteer: OwnDataVolunteer | null;
  coordinator: OwnDataCoordinator | null;
  donations: OwnDataDonation[];
  orders: OwnDataOrder[];
  fundraisers: OwnDataFundraiser[];
  applications: OwnDataApplication[];
  messages: OwnDataMessage[];
  staffActions: OwnDataStaffAction[];
  other: OwnDataOther[];
}

/** The sections of the file, in its order (the summary's headings follow it). */
export const ownDataSections = [
  'profile',
  'consents',
  'sessions',
  'places',
  'cancellations',
  'volunteer',
  'coordinator',
  'donations',
  'orders',
  'fundraisers',
  'applications',
  'messages',
  'staffActions',
  'other',
] as const satisfies readonly (keyof OwnData)[];
