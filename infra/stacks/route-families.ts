import { apiPaths } from '@gsk/core/api';
import { route, type RouteKey } from '../routes';
import type { crowdfundingAccess, ObjectAction, privacyRequestAccess, shopAccess } from './grants';

/** Steady requests per second and the burst above it that API Gateway lets through to a route. */
export interface Throttle {
  rate: number;
  burst: number;
}

/**
 * What the handlers of a family of routes may touch. Each grant brings its IAM statement and the
 * environment variables functions/src/lib/config.ts reads for it, and nothing else.
 */
export interface RouteFamily {
  /** Per route of the family, for all clients together (the handlers also count per client). */
  throttle: Throttle;
  /** Payment rows and totals of the payments table (PAYMENTS_TABLE). */
  ledger?: 'read' | 'write';
  /**
   * The abuse limits' counters in the throttle table (THROTTLE_TABLE), and ORIGIN_VERIFY_SECRET to
   * count a visitor by the address CloudFront names.
   */
  counters?: true;
  /** Storing and updating contact messages in the payments table (PAYMENTS_TABLE). */
  messages?: true;
  /** Object actions by key prefix in the applications bucket (APPLICATIONS_BUCKET). */
  uploads?: readonly ObjectAction[];
  applications?: readonly ObjectAction[];
  /** Listing the bucket, so a missing upload is a 404 to the handler (see grants.ts). */
  listBucket?: true;
  /** Signs or checks upload tokens: the bound `UPLOAD_TOKEN_SECRET` secret. */
  uploadTokens?: true;
  /** Claims uploads once: the `upload#` items of the payments table (PAYMENTS_TABLE). */
  uploadClaims?: true;
  /**
   * Signs or verifies eGHL messages: the bound `EGHL_PASSWORD` secret, EGHL_SERVICE_ID,
   * EGHL_GATEWAY_URL and API_URL (return and callback addresses). Every handler has SITE_ORIGINS
   * (the Origin check; for these also the return allow-list).
   */
  gateway?: true;
  /**
   * Sends receipts, notices or acknowledgements: SES from the sender identity, EMAIL_SENDER,
   * ADMIN_EMAILS and CONTACT_EMAIL (the Reply-To of what visitors receive).
   */
  email?: true;
  /**
   * Programmes and events in the members table (MEMBERS_TABLE): `read` the events' partition;
   * `register` also checks the session, writes registrations and their mirrors under the member,
   * counts them on the event and reads the member's profile for the confirmation; `edit` (staff)
   * reads and writes the events' partition and nothing else; `registrants` (staff) reads the
   * events, their registrations and, in batches, the registrants' profiles (grants.ts).
   */
  events?: 'read' | 'register' | 'cancel' | 'edit' | 'registrants';
  /**
   * Places on shifts (functions/src/volunteers): `join` checks the session and takes a place or
   * a waiting place (grants.ts `placeItems`); `cancel` also takes the promotion's text from the
   * day's SMS budget; `read` reads activities and shifts (a calendar file). An event's `cancel`
   * is the same for its registrations.
   */
  shifts?: 'join' | 'cancel' | 'read';
  /** The member's commitments: the session, and reads of their mirrors and what they name. */
  commitments?: true;
  /**
   * Sends text messages (one-time codes, confirmations): SNS Publish to phone numbers only (see
   * grants.ts `smsSending`), SMS_SENDER_ID and SMS_ORIGINATION_NUMBER when the stage sets them.
   */
  sms?: true;
  /**
   * The members' accounts in the members table (MEMBERS_TABLE): 'account' reads and writes
   * profiles, mobile claims, code challenges, sessions and reset permits; 'read' reads profiles
   * (with their registrations) and sessions; 'profile' also updates profiles (grants.ts
   * `memberItems`).
   */
  members?: 'account' | 'read' | 'profile';
  /**
   * The staff's audit trail (functions/src/staff/audit.ts), the `AUDIT` partition of the members
   * table (MEMBERS_TABLE): `write` puts new entries, `read` queries them; neither updates nor
   * deletes one (grants.ts `auditEntries`).
   */
  audit?: { write?: true; read?: true };
  /**
   * Reads the staff console's lists: Query on the payments table's `listing` index
   * (functions/src/staff/listing.ts), PAYMENTS_TABLE.
   */
  listing?: true;
  /**
   * The staff console's rows of applications (functions/src/applications/index-row.ts), the
   * `APPLICATION#` items of the payments table (PAYMENTS_TABLE): `index` puts new rows and records
   * their applicant's acknowledgement (the forms), `read` gets one, `update` changes its status
   * and appends notes (grants.ts `applicationRows`).
   */
  applicationRows?: 'index' | 'read' | 'update';
  /**
   * Marks contact messages handled or open (functions/src/staff/messages.ts): UpdateItem on the
   * `CONTACT#` items of the payments table only (PAYMENTS_TABLE).
   */
  messageHandling?: true;
  /**
   * Reads the payments needing attention: Query on the payments table's `attention` index
   * (infra/resources.ts), PAYMENTS_TABLE.
   */
  attention?: true;
  /**
   * Volunteers and coordinators in the members table (MEMBERS_TABLE; grants.ts): `details` the
   * member's own volunteer details; `activities` activities and shifts (`read` or `write`);
   * `people` the places on shifts (`read`, or `checkIn` to set their check-in); `profiles` reads
   * members' profiles and details in batches; `areaIndex` queries the `area` index;
   * `coordinators` the coordinators' list (`read`) or appointments (`appoint`); `texts` a
   * coordinator's daily texts and the SMS budget.
   */
  volunteers?: {
    details?: true;
    activities?: 'read' | 'write';
    people?: 'read' | 'checkIn';
    profiles?: true;
    areaIndex?: true;
    coordinators?: 'read' | 'appoint';
    texts?: true;
  };
  /**
   * A donor's own record (functions/src/crowdfunding/donor-record.ts): their pointers
   * (`DONOR#…`), the payments, campaigns and pages they name, read one by one or in batches
   * (grants.ts `donorRecordReads`), PAYMENTS_TABLE. Nothing else of the ledger.
   */
  donorRecord?: true;
  /**
   * The stage's LHDN 44(6) approval reference (TAX_DEDUCTION_REFERENCE), when it sets one: the
   * payment's start keeps the identity-card number, the receipts print the reference.
   */
  taxDeduction?: true;
  /** Memory of the family's functions in MB (Lambda's CPU share grows with it), when not the default. */
  memory?: number;
  /**
   * Crowdfunding's items of the payments table (PAYMENTS_TABLE) by access (grants.ts
   * `crowdfundingAccess`); `pages` also reads members' profiles in batches (MEMBERS_TABLE).
   */
  crowdfunding?: keyof typeof crowdfundingAccess;
  /** Object actions on disbursements' receipt files (`disbursements/`, APPLICATIONS_BUCKET). */
  disbursementReceipts?: readonly ObjectAction[];
  /** The shop's items of the payments table (PAYMENTS_TABLE) by access (grants.ts `shopAccess`). */
  shop?: keyof typeof shopAccess;
  /**
   * Personal data (issue 32), C3: closing an account erases the member's data across both tables
   * and the applications bucket (grants.ts `closureErasure`; PAYMENTS_TABLE, MEMBERS_TABLE,
   * APPLICATIONS_BUCKET), the `listing` index read to find their applications and messages.
   */
  closure?: true;
  /**
   * Requests about personal data (issue 32, part C4), the `PRIVACYREQ#` items of the payments
   * table (PAYMENTS_TABLE) by access (grants.ts `privacyRequestAccess`).
   */
  privacyRequests?: keyof typeof privacyRequestAccess;
  /**
   * Personal data, consent (issue 32, C1): a member's consent records and their log under
   * `MEMBER#` in the members table (MEMBERS_TABLE): read, and put in a transaction (grants.ts
   * `consentRecords`).
   */
  consents?: true;
  // Broadcasts (issue 32, part F: docs/privacy.md "Broadcasts").
  /**
   * The broadcasts' items of the members table by access (grants.ts `broadcastAccess`;
   * MEMBERS_TABLE); `preview` and `start` also count segments (the `area` index, the payments'
   * `listing` index: `broadcastSegmentReads`; PAYMENTS_TABLE); `start` also sends the first
   * planner's message (grants.ts `broadcastPlanQueueSending`, BROADCAST_PLAN_QUEUE_URL).
   */
  broadcasts?: 'read' | 'preview' | 'start' | 'cancel';
  /**
   * Signs or checks the one-click unsubscribe's tokens: the bound `UNSUBSCRIBE_SECRET` secret
   * (functions/src/broadcasts/tokens.ts).
   */
  unsubscribeTokens?: true;
}

/**
 * The partner and expert forms: check the token, claim the upload once, check it, copy it beside
 * the application, delete it; list it for staff and email the applicant's acknowledgement.
 */
const applicationForm = {
  throttle: { rate: 5, burst: 10 },
  counters: true,
  uploads: ['s3:GetObject', 's3:DeleteObject'],
  applications: ['s3:PutObject', 's3:DeleteObject'],
  listBucket: true,
  uploadTokens: true,
  uploadClaims: true,
  // The staff console's row of the application, right after its JSON (index-row.ts), which
  // records the applicant's acknowledgement (acknowledgement.ts).
  applicationRows: 'index',
  email: true,
} as const satisfies RouteFamily;

/** The gateway's browser leg (GET on a cancel, POST) and its server leg settle payments. */
const gatewayLeg = {
  throttle: { rate: 20, burst: 40 },
  ledger: 'write',
  gateway: true,
  email: true,
} as const satisfies RouteFamily;

/**
 * The members' account (functions/src/members): sign-up and its texted codes, sign-in and out,
 * the password change and reset. scrypt needs 128 MiB a hash and a whole vCPU keeps it near
 * 0.5 s: Lambda gives one vCPU at 1,769 MB (docs/security.md, "Members' accounts").
 */
const memberAccount = {
  throttle: { rate: 10, burst: 20 },
  counters: true,
  sms: true,
  members: 'account',
  memory: 1769,
} as const satisfies RouteFamily;

/** The member's own volunteer details (GET, PUT, DELETE `/api/volunteer`). */
const volunteerDetailsFamily = {
  throttle: { rate: 10, burst: 20 },
  members: 'read',
  volunteers: { details: true },
} as const satisfies RouteFamily;

/** A coordinator route: the session and appointment (members' `read`) and its own grants. */
const coordinatorFamily = <V extends NonNullable<RouteFamily['volunteers']>>(volunteers: V) =>
  ({ throttle: { rate: 10, burst: 20 }, members: 'read', volunteers }) as const;

/** A staff route of volunteers: the staff session (members' `read`) and its own grants. */
const staffVolunteersFamily = <V extends NonNullable<RouteFamily['volunteers']>>(volunteers: V) =>
  ({ throttle: { rate: 10, burst: 20 }, members: 'read', volunteers }) as const;

/**
 * A member's own data (issue 32, C2 "export"): reads only, of everything held about them. The
 * session and the member's own partition (members' `read`); their places' events, activities and
 * shifts (`commitments`); their donations by verified mobile (`donorRecord`); their orders
 * (`shop: 'lookup'`) and supporters' pages (`crowdfunding: 'own'`); applications and messages
 * through the staff lists' `listing` index (IAM cannot narrow an index Query to rows carrying
 * one person's mobile: the handler filters them); the CVs' signed links (GetObject under
 * `applications/`); the audit trail (`audit: read`, the whole `AUDIT` partition, filtered by the
 * handler for the member's records). The download budget's counters.
 */
const ownDataFamily = {
  throttle: { rate: 5, burst: 10 },
  counters: true,
  members: 'read',
  commitments: true,
  donorRecord: true,
  shop: 'lookup',
  crowdfunding: 'own',
  listing: true,
  applications: ['s3:GetObject'],
  audit: { read: true },
  memory: 512,
} as const satisfies RouteFamily;

/**
 * A broadcast route of staff or a coordinator (issue 32, part F): the session (members' `read`),
 * its broadcasts' access; previews and sends counted by the limits, sends and cancels recorded.
 */
const broadcastFamily = <A extends NonNullable<RouteFamily['broadcasts']>>(access: A) =>
  ({
    throttle: access === 'read' ? { rate: 10, burst: 20 } : { rate: 2, burst: 5 },
    members: 'read',
    broadcasts: access,
    ...((access === 'preview' || access === 'start') && { counters: true }),
    ...((access === 'start' || access === 'cancel') && { audit: { write: true } }),
  }) as const satisfies RouteFamily;

/**
 * The route families, keyed by a route of infra/routes.ts (`METHOD /path`, built from core's
 * `apiPaths` as the route table is, so a renamed path takes its family along, and the compiler
 * refuses a key the table does not serve): a route belongs to the family with the longest key
 * that is its key or a path-segment prefix of it, so a route under a family's path (`{id}`,
 * `/verify`) shares its grants and budget. A route of no family fails synthesis.
 */
export const routeFamilies = {
  [route('GET', apiPaths.health)]: { throttle: { rate: 5, burst: 10 } },
  // Status and amount of one payment; the campaign totals.
  [route('GET', apiPaths.payment)]: { throttle: { rate: 20, burst: 40 }, ledger: 'read' },
  [route('GET', apiPaths.campaignTotals)]: {
    throttle: { rate: 100, burst: 200 },
    ledger: 'read',
  },
  // Starting a donation signs the gateway request, within the abuse limits; verifying the status
  // page's fields checks a hash. Its attribution (docs/crowdfunding.md) reads the campaign and
  // page (the ledger's table), the event, and the donor's session and profile (their mobile).
  [route('POST', apiPaths.payments)]: {
    throttle: { rate: 20, burst: 40 },
    ledger: 'write',
    gateway: true,
    counters: true,
    members: 'read',
    events: 'read',
    taxDeduction: true,
  },
  [route('POST', apiPaths.verifyPayment)]: {
    throttle: { rate: 20, burst: 40 },
    ledger: 'write',
    gateway: true,
  },
  // A QUERY can settle a payment, which sends the receipt and the notice.
  [route('POST', apiPaths.queryPayment)]: {
    throttle: { rate: 10, burst: 20 },
    ledger: 'write',
    gateway: true,
    email: true,
  },
  [route('GET', apiPaths.eghlReturn)]: gatewayLeg,
  [route('POST', apiPaths.eghlReturn)]: gatewayLeg,
  [route('POST', apiPaths.eghlCallback)]: gatewayLeg,
  // Presigned POSTs of CVs: signing one needs the right to put the object it allows; its token the key.
  [route('POST', apiPaths.uploads)]: {
    throttle: { rate: 5, burst: 10 },
    counters: true,
    uploads: ['s3:PutObject'],
    uploadTokens: true,
  },
  [route('POST', apiPaths.partnerForm)]: applicationForm,
  [route('POST', apiPaths.expertForm)]: applicationForm,
  // The contact page: store the message, email the staff and acknowledge it to the visitor.
  [route('POST', apiPaths.contact)]: {
    throttle: { rate: 5, burst: 10 },
    counters: true,
    messages: true,
    email: true,
  },
  // Programmes and events: the public list and pages read the events' partition only.
  [route('GET', apiPaths.events)]: { throttle: { rate: 50, burst: 100 }, events: 'read' },
  // Registering (or joining the waiting list): the session, the sign-ups' limits, the
  // registration's transaction, the confirmation SMS.
  [route('POST', apiPaths.eventRegistrations)]: {
    throttle: { rate: 20, burst: 40 },
    counters: true,
    events: 'register',
    sms: true,
  },
  // Cancelling: the session, the cancellations' limits, the cancellation's transaction, and the
  // promotion of the first person waiting with its text (from the day's SMS budget).
  [route('DELETE', apiPaths.eventRegistrations)]: {
    throttle: { rate: 10, burst: 20 },
    counters: true,
    events: 'cancel',
    sms: true,
  },
  // An event's calendar file: the event only.
  [route('GET', apiPaths.eventCalendar)]: { throttle: { rate: 20, burst: 40 }, events: 'read' },
  // Shifts of volunteer activities: sign-up (or the waiting list), cancellation with the
  // promotion and its text, as the events' registrations; a shift's calendar file.
  [route('POST', apiPaths.shiftSignups)]: {
    throttle: { rate: 20, burst: 40 },
    counters: true,
    shifts: 'join',
  },
  [route('DELETE', apiPaths.shiftSignups)]: {
    throttle: { rate: 10, burst: 20 },
    counters: true,
    shifts: 'cancel',
    sms: true,
  },
  [route('GET', apiPaths.shiftCalendar)]: { throttle: { rate: 20, burst: 40 }, shifts: 'read' },
  // The member's upcoming shifts, waiting places and events.
  [route('GET', apiPaths.commitments)]: { throttle: { rate: 20, burst: 40 }, commitments: true },
  // Crowdfunding's money path: an event's fundraising reads the event and its totals item; the
  // member's own donations (and, under them, a receipt) and statements read the session and
  // profile, their donor record and the events' titles; receipts print the stage's 44(6) setting.
  [route('GET', apiPaths.eventFundraising)]: {
    throttle: { rate: 50, burst: 100 },
    events: 'read',
    ledger: 'read',
  },
  [route('GET', apiPaths.ownDonations)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    events: 'read',
    donorRecord: true,
    taxDeduction: true,
  },
  [route('GET', apiPaths.ownStatement)]: {
    throttle: { rate: 5, burst: 10 },
    members: 'read',
    events: 'read',
    donorRecord: true,
    taxDeduction: true,
  },
  // Each with the routes under it (the sign-up's code, the reset's code and new password).
  [route('POST', apiPaths.signUp)]: memberAccount,
  [route('POST', apiPaths.otpResend)]: memberAccount,
  [route('POST', apiPaths.signIn)]: memberAccount,
  [route('POST', apiPaths.signOut)]: memberAccount,
  [route('POST', apiPaths.changePassword)]: memberAccount,
  [route('POST', apiPaths.passwordReset)]: memberAccount,
  // The signed-in member's own profile.
  [route('GET', apiPaths.me)]: { throttle: { rate: 20, burst: 40 }, members: 'read' },
  // The member's change of their own details: the session and an update of the profile, nothing
  // else (no code, no SMS, no password: none of the account routes' grants).
  [route('POST', apiPaths.profile)]: { throttle: { rate: 10, burst: 20 }, members: 'profile' },
  // The staff sign-in (functions/src/staff) and its second factor: the members' password check and
  // limits, the texted code, the staff session, and the sign-in's entry in the audit trail. Its
  // own family: the staff routes get the grants of what they do, not the accounts'.
  [route('POST', apiPaths.staffSignIn)]: {
    throttle: { rate: 5, burst: 10 },
    counters: true,
    sms: true,
    members: 'account',
    audit: { write: true },
    memory: 1769,
  },
  // The audit trail: the staff session and profile, and the trail's entries.
  [route('GET', apiPaths.staffAudit)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    audit: { read: true },
  },
  // Who is signed in to the console: the session and the staff member's profile only.
  [route('GET', apiPaths.staffSession)]: { throttle: { rate: 10, burst: 20 }, members: 'read' },
  // The dashboard: the totals (raised, and the shop's), the attention index (payments needing
  // attention), the staff lists' counts (new applications, unhandled messages) and the shop's
  // (products and their variants, `PRODUCT#*` through the ledger's table-wide read; orders by
  // state through the listing index: `product`, `order#…`).
  [route('GET', apiPaths.staffDashboard)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    ledger: 'read',
    attention: true,
    listing: true,
  },
  // The donation search (the `payment` list, a payment by id).
  [route('GET', apiPaths.staffPayments)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    ledger: 'read',
    listing: true,
  },
  // One payment with its history: its partition of the ledger, no list.
  [route('GET', apiPaths.staffPayment)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    ledger: 'read',
  },
  // The donations' CSV export: as the search, and its entry in the audit trail.
  [route('GET', apiPaths.staffPaymentsExport)]: {
    throttle: { rate: 2, burst: 5 },
    members: 'read',
    ledger: 'read',
    listing: true,
    audit: { write: true },
  },
  // "Check with the gateway": the reconciler's step for one payment (a signed QUERY, the answer
  // applied to the ledger, owed emails sent) and its entry in the audit trail.
  [route('POST', apiPaths.staffPaymentCheck)]: {
    throttle: { rate: 2, burst: 5 },
    members: 'read',
    ledger: 'write',
    gateway: true,
    email: true,
    audit: { write: true },
  },
  // Staff's programmes and events (functions/src/staff/event-*.ts), each with the staff session
  // (members' `read`): the list and one event read the events' partition only; creating and
  // editing (featuring included) write it and record the audit trail; the registrations also read
  // the registrants' profiles, and their export is recorded.
  [route('GET', apiPaths.staffEvents)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    events: 'read',
  },
  [route('POST', apiPaths.staffEvents)]: {
    throttle: { rate: 5, burst: 10 },
    members: 'read',
    events: 'edit',
    audit: { write: true },
  },
  [route('GET', apiPaths.staffEventRegistrations)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    events: 'registrants',
  },
  [route('GET', apiPaths.staffEventRegistrationsExport)]: {
    throttle: { rate: 2, burst: 5 },
    members: 'read',
    events: 'registrants',
    audit: { write: true },
  },
  // Applications and contact messages (functions/src/staff/applications.ts, messages.ts): the
  // staff session (members: 'read') and each route's own items. The lists read the listing index
  // only; the export also records itself; opening one gets its row and reads its JSON; opening its
  // CV gets the row, records the opening and signs the CV's link; a change updates the row, reads
  // the JSON back for the answer, and records.
  [route('GET', apiPaths.staffApplications)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    listing: true,
  },
  [route('GET', apiPaths.staffApplicationsExport)]: {
    throttle: { rate: 2, burst: 5 },
    members: 'read',
    listing: true,
    audit: { write: true },
  },
  [route('GET', apiPaths.staffApplication)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    applicationRows: 'read',
    applications: ['s3:GetObject'],
  },
  [route('GET', apiPaths.staffApplicationCv)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    applicationRows: 'read',
    applications: ['s3:GetObject'],
    audit: { write: true },
  },
  [route('POST', apiPaths.staffApplication)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    applicationRows: 'update',
    applications: ['s3:GetObject'],
    audit: { write: true },
  },
  [route('GET', apiPaths.staffMessages)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    listing: true,
  },
  [route('POST', apiPaths.staffMessageHandled)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    messageHandling: true,
    audit: { write: true },
  },
  // Volunteers (docs/volunteers.md). The member's own details: the session, the profile read for
  // the name and seats, the details put (with a check of the profile) or deleted.
  [route('GET', apiPaths.volunteer)]: volunteerDetailsFamily,
  [route('PUT', apiPaths.volunteer)]: volunteerDetailsFamily,
  [route('DELETE', apiPaths.volunteer)]: volunteerDetailsFamily,
  // The public's activities (and one activity) read activities and shifts only; the counts read
  // the `area` index's keys only.
  [route('GET', apiPaths.activities)]: {
    throttle: { rate: 50, burst: 100 },
    volunteers: { activities: 'read' },
  },
  [route('GET', apiPaths.volunteerCounts)]: {
    throttle: { rate: 50, burst: 100 },
    volunteers: { areaIndex: true },
  },
  // The coordinator's section: each with the session and the appointment (members' `read`).
  [route('GET', apiPaths.coordinatorSelf)]: coordinatorFamily({}),
  [route('GET', apiPaths.coordinatorVolunteers)]: coordinatorFamily({
    areaIndex: true,
    profiles: true,
  }),
  // Their activities, one activity and a shift's people: activities, places, names.
  [route('GET', apiPaths.coordinatorActivities)]: coordinatorFamily({
    activities: 'read',
    people: 'read',
    profiles: true,
  }),
  // Proposing an activity and adding shifts: written and recorded.
  [route('POST', apiPaths.coordinatorActivities)]: {
    ...coordinatorFamily({ activities: 'write', people: 'read' }),
    audit: { write: true },
  },
  [route('POST', apiPaths.coordinatorAttendance)]: coordinatorFamily({
    activities: 'read',
    people: 'checkIn',
    profiles: true,
  }),
  // Texting a shift: its people's numbers, the day's texts and budget, SNS, the audit trail.
  [route('POST', apiPaths.coordinatorShiftMessages)]: {
    ...coordinatorFamily({ activities: 'read', people: 'read', profiles: true, texts: true }),
    throttle: { rate: 2, burst: 5 },
    sms: true,
    audit: { write: true },
  },
  // Staff's coordinators: the list; appointing (by mobile), changing and removing, recorded.
  [route('GET', apiPaths.staffCoordinators)]: staffVolunteersFamily({ coordinators: 'read' }),
  [route('POST', apiPaths.staffCoordinators)]: {
    ...staffVolunteersFamily({ coordinators: 'appoint' }),
    audit: { write: true },
  },
  [route('DELETE', apiPaths.staffCoordinator)]: {
    ...staffVolunteersFamily({ coordinators: 'appoint' }),
    audit: { write: true },
  },
  // Staff's activities: the lists, one activity and its attendance read; writes are recorded.
  [route('GET', apiPaths.staffActivities)]: staffVolunteersFamily({
    activities: 'read',
    people: 'read',
    profiles: true,
  }),
  [route('POST', apiPaths.staffActivities)]: {
    ...staffVolunteersFamily({ activities: 'write', people: 'read' }),
    audit: { write: true },
  },
  // Staff's volunteers: the `area` index and the profiles; the export is recorded.
  [route('GET', apiPaths.staffVolunteers)]: staffVolunteersFamily({
    areaIndex: true,
    profiles: true,
  }),
  [route('GET', apiPaths.staffVolunteersExport)]: {
    ...staffVolunteersFamily({ areaIndex: true, profiles: true }),
    throttle: { rate: 2, burst: 5 },
    audit: { write: true },
  },
  // The map: the `area` index's keys and the coordinators' list; aggregates only.
  [route('GET', apiPaths.staffMap)]: staffVolunteersFamily({
    areaIndex: true,
    coordinators: 'read',
  }),
  // Crowdfunding (docs/crowdfunding.md). The public's campaigns, one campaign (with its top pages
  // from the listing index), an approved page, and the public ledger with its CSV: reads only.
  [route('GET', apiPaths.campaigns)]: {
    throttle: { rate: 50, burst: 100 },
    crowdfunding: 'read',
    listing: true,
  },
  [route('GET', apiPaths.fundraiser)]: { throttle: { rate: 50, burst: 100 }, crowdfunding: 'read' },
  [route('GET', apiPaths.ledger)]: {
    throttle: { rate: 50, burst: 100 },
    crowdfunding: 'read',
    listing: true,
  },
  [route('GET', apiPaths.ledgerExport)]: {
    throttle: { rate: 5, burst: 10 },
    crowdfunding: 'read',
    listing: true,
  },
  // A member starts a page: the session and profile, the starts' limits, the page's transaction.
  [route('POST', apiPaths.campaignFundraisers)]: {
    throttle: { rate: 5, burst: 10 },
    counters: true,
    members: 'read',
    crowdfunding: 'start',
  },
  // The member's own pages.
  [route('GET', apiPaths.ownFundraisers)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    crowdfunding: 'own',
  },
  // Staff's campaigns, each with the staff session (members' `read`): the list and one campaign
  // read; creating, changing and posting updates write campaigns and are recorded.
  [route('GET', apiPaths.staffCampaigns)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    crowdfunding: 'read',
    listing: true,
  },
  [route('POST', apiPaths.staffCampaigns)]: {
    throttle: { rate: 5, burst: 10 },
    members: 'read',
    crowdfunding: 'campaigns',
    listing: true,
    audit: { write: true },
  },
  [route('PUT', apiPaths.staffCampaign)]: {
    throttle: { rate: 5, burst: 10 },
    members: 'read',
    crowdfunding: 'campaigns',
    listing: true,
    audit: { write: true },
  },
  // Supporters' pages: the review list with owners' names; the decision, recorded.
  [route('GET', apiPaths.staffFundraisers)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    crowdfunding: 'pages',
    listing: true,
  },
  [route('POST', apiPaths.staffFundraiserDecision)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    crowdfunding: 'decide',
    audit: { write: true },
  },
  // Disbursements: the list; recording one (its receipt put under `disbursements/`, deleted when
  // refused) and opening a receipt (a signed link), both recorded.
  [route('GET', apiPaths.staffDisbursements)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    crowdfunding: 'read',
    listing: true,
  },
  [route('POST', apiPaths.staffDisbursements)]: {
    throttle: { rate: 5, burst: 10 },
    members: 'read',
    crowdfunding: 'disburse',
    disbursementReceipts: ['s3:PutObject', 's3:DeleteObject'],
    audit: { write: true },
  },
  [route('GET', apiPaths.staffDisbursementReceipt)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    crowdfunding: 'receipts',
    disbursementReceipts: ['s3:GetObject'],
    audit: { write: true },
  },
  // The shop (docs/shop.md). The public's catalogue (and a product), the quote, postcodes (the
  // dataset bundled with the function: no table).
  [route('GET', apiPaths.shopProducts)]: { throttle: { rate: 50, burst: 100 }, shop: 'read' },
  [route('POST', apiPaths.shopQuote)]: {
    throttle: { rate: 20, burst: 40 },
    counters: true,
    shop: 'read',
  },
  [route('GET', apiPaths.shopPostcode)]: { throttle: { rate: 20, burst: 40 }, counters: true },
  // Checkout: as a donation's start (the abuse limits, the signed gateway request, the member's
  // session, the pickup's event) with the stock reservation in the order's own transaction.
  [route('POST', apiPaths.shopOrders)]: {
    throttle: { rate: 20, burst: 40 },
    ledger: 'write',
    gateway: true,
    counters: true,
    members: 'read',
    events: 'read',
    shop: 'checkout',
  },
  // An order by number and email (limited per address), and the signed-in member's orders.
  [route('POST', apiPaths.shopOrderLookup)]: {
    throttle: { rate: 10, burst: 20 },
    counters: true,
    shop: 'lookup',
  },
  [route('GET', apiPaths.ownOrders)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    shop: 'lookup',
  },
  // Staff's products, each with the staff session (members' `read`): the list and one product
  // read (the list through the listing index); creating and changing write products and
  // variants and are recorded.
  [route('GET', apiPaths.staffShopProducts)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    shop: 'products',
    listing: true,
  },
  [route('POST', apiPaths.staffShopProducts)]: {
    throttle: { rate: 5, burst: 10 },
    members: 'read',
    shop: 'products',
    audit: { write: true },
  },
  [route('PUT', apiPaths.staffShopProduct)]: {
    throttle: { rate: 5, burst: 10 },
    members: 'read',
    shop: 'products',
    audit: { write: true },
  },
  // A product's stock movements, and a change: recorded, and the low-stock notice to staff.
  [route('GET', apiPaths.staffShopStock)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    shop: 'products',
  },
  [route('POST', apiPaths.staffShopStock)]: {
    throttle: { rate: 5, burst: 10 },
    members: 'read',
    shop: 'products',
    email: true,
    audit: { write: true },
  },
  // Orders: the list by state and search (the listing index), one order with its history; the
  // CSV, recorded; an action writes the row, the refund's totals, stock and movements, emails
  // the buyer and is recorded.
  [route('GET', apiPaths.staffShopOrders)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    shop: 'orders',
    listing: true,
  },
  [route('GET', apiPaths.staffShopOrdersExport)]: {
    throttle: { rate: 2, burst: 5 },
    members: 'read',
    shop: 'orders',
    listing: true,
    audit: { write: true },
  },
  [route('POST', apiPaths.staffShopOrderAction)]: {
    throttle: { rate: 5, burst: 10 },
    members: 'read',
    shop: 'fulfil',
    email: true,
    audit: { write: true },
  },
  // The shipping settings: read, and replaced (recorded).
  [route('GET', apiPaths.staffShopSettings)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    shop: 'settings',
  },
  [route('PUT', apiPaths.staffShopSettings)]: {
    throttle: { rate: 5, burst: 10 },
    members: 'read',
    shop: 'settings',
    audit: { write: true },
  },
  // Personal data (issue 32), C3 "closure": closing one's own account. The account's grants
  // (the profile, the number's claim, sessions; scrypt's memory), the cancellation of places
  // (events and shifts, with the promotions' texts and the SMS budget), the volunteer details,
  // the coordinator's appointment, the audit entry, and the erasure's own (grants.ts).
  [route('POST', apiPaths.closeAccount)]: {
    throttle: { rate: 2, burst: 5 },
    counters: true,
    members: 'account',
    events: 'cancel',
    shifts: 'cancel',
    sms: true,
    // The activities a coordinator proposed lose their name (shifts' `cancel` grants ACTIVITIES).
    volunteers: { details: true, coordinators: 'appoint' },
    audit: { write: true },
    listing: true,
    applications: ['s3:DeleteObject'],
    closure: true,
    memory: 1769,
  },
  // Issue 32, C2 "export": the member's own data (functions/src/privacy/holdings.ts), file and
  // summary alike.
  [route('GET', apiPaths.ownData)]: ownDataFamily,
  [route('GET', apiPaths.ownDataSummary)]: ownDataFamily,
  // Requests about personal data (issue 32, part C4: docs/privacy.md, "Requests"). Asking: the
  // limits, the code's challenge (members' `account`), its text or email. The code's check: the
  // challenge used up with the request recorded (one transaction), the acknowledgement by SMS or
  // email, the staff's copy.
  [route('POST', apiPaths.privacyRequests)]: {
    throttle: { rate: 5, burst: 10 },
    counters: true,
    members: 'account',
    sms: true,
    email: true,
  },
  [route('POST', apiPaths.privacyRequestVerify)]: {
    throttle: { rate: 5, burst: 10 },
    counters: true,
    members: 'account',
    privacyRequests: 'record',
    sms: true,
    email: true,
  },
  // Staff's queue and one request (the staff session, the listing index, the requests); an
  // action also records itself and may tell the person of an extension.
  [route('GET', apiPaths.staffPrivacyRequests)]: {
    throttle: { rate: 10, burst: 20 },
    members: 'read',
    listing: true,
    privacyRequests: 'read',
  },
  [route('POST', apiPaths.staffPrivacyRequestAction)]: {
    throttle: { rate: 5, burst: 10 },
    members: 'read',
    privacyRequests: 'act',
    audit: { write: true },
    sms: true,
    email: true,
  },
  // Personal data, consent (issue 32, C1; docs/privacy.md): the session (members' `read`, which
  // also reads the member's own items); a change also writes a record and its log entry, counted
  // per member and per address.
  [route('GET', apiPaths.ownConsents)]: { throttle: { rate: 10, burst: 20 }, members: 'read' },
  [route('PUT', apiPaths.ownConsents)]: {
    throttle: { rate: 5, burst: 10 },
    counters: true,
    members: 'read',
    consents: true,
  },
  // Broadcasts (issue 32, part F: docs/privacy.md "Broadcasts"). Staff's and coordinators' lists
  // and one broadcast: the session (members' `read`; a coordinator's appointment is under the
  // member) and the broadcasts read. A preview also counts the segment within the previews'
  // limits; a send also takes the sender's broadcast of the day or week, writes the broadcast,
  // queues its planning and is recorded; a cancel updates it and is recorded.
  [route('GET', apiPaths.staffBroadcasts)]: broadcastFamily('read'),
  [route('GET', apiPaths.staffBroadcast)]: broadcastFamily('read'),
  [route('POST', apiPaths.staffBroadcastPreview)]: broadcastFamily('preview'),
  [route('POST', apiPaths.staffBroadcasts)]: broadcastFamily('start'),
  [route('POST', apiPaths.staffBroadcastCancel)]: broadcastFamily('cancel'),
  [route('GET', apiPaths.coordinatorBroadcasts)]: broadcastFamily('read'),
  [route('GET', apiPaths.coordinatorBroadcast)]: broadcastFamily('read'),
  [route('POST', apiPaths.coordinatorBroadcastPreview)]: broadcastFamily('preview'),
  [route('POST', apiPaths.coordinatorBroadcasts)]: broadcastFamily('start'),
  // The one-click unsubscribe (no session): the token's secret, the address's limits, the
  // member's profile (their language) and the consent's record and log (the consents' writer).
  [route('GET', apiPaths.unsubscribe)]: {
    throttle: { rate: 20, burst: 50 },
    counters: true,
    members: 'read',
    consents: true,
    unsubscribeTokens: true,
  },
  [route('POST', apiPaths.unsubscribe)]: {
    throttle: { rate: 20, burst: 50 },
    counters: true,
    members: 'read',
    consents: true,
    unsubscribeTokens: true,
  },
} as const satisfies Partial<Record<RouteKey, RouteFamily>>;

/** The route key a family is keyed by. */
export type FamilyKey = keyof typeof routeFamilies;

/** The budget of a route of no explicit setting (API Gateway's stage default). */
export const defaultThrottle: Throttle = { rate: 10, burst: 20 };

const belongsTo = (key: string, prefix: string): boolean =>
  key === prefix || key.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/**
 * The longest of `candidates` that is `key` or a path-segment prefix of it (`GET /api/events`
 * covers `GET /api/events/{id}`, not `GET /api/eventsX`); undefined when none is.
 */
export const longestPrefixOf = <K extends string>(key: string, candidates: readonly K[]) =>
  candidates
    .filter((candidate) => belongsTo(key, candidate))
    .sort((a, b) => b.length - a.length)[0];

/**
 * The key of the family a route key belongs to: the longest family key that is the route key or a
 * path-segment prefix of it; undefined when none is.
 */
export function familyKeyOf(routeKey: string): FamilyKey | undefined {
  return longestPrefixOf(routeKey, Object.keys(routeFamilies) as FamilyKey[]);
}

/** The family of a route key; throws for a route no family covers. */
export function familyOf(routeKey: string): RouteFamily {
  const key = familyKeyOf(routeKey);
  if (!key) {
    throw new Error(
      `Route "${routeKey}" belongs to no family in infra/stacks/route-families.ts: say there what its handler may touch.`,
    );
  }
  return routeFamilies[key];
}
