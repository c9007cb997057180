import { ArnFormat } from 'aws-cdk-lib';
import type { Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Bucket, Table } from 'sst/constructs';
import { areaIndex, attentionIndex, listingIndex } from '../resources';
import { applicationNotifier } from '../routes';
import type { StageSettings } from './settings';

/** Key prefix of CV uploads (core's `cvKeyPrefix`): presigned POSTs land here. */
export { uploadsPrefix } from '../resources';

/** Key prefix of stored applications and their CVs, which the notifier watches. */
export const applicationsPrefix = applicationNotifier.prefix;

/**
 * Key pattern of the abuse limits' counters (functions/src/lib/limits.ts `counterKeyPrefix`) in the
 * throttle table: the limited public routes may touch these items and no others.
 */
export const counterKeyPattern = 'limit#*';

/**
 * Partition-key pattern of the daily cap of staff notices and its digests
 * (functions/src/email/staff-notices.ts) in the payments table.
 */
export const staffNoticeKeyPattern = 'staffmail#*';

/**
 * Partition-key pattern of the one-time claims of uploads (functions/src/applications/upload-claim.ts)
 * in the payments table: the form routes may put and delete these items and no others.
 */
export const uploadClaimKeyPattern = 'upload#*';

/**
 * Partition-key pattern of the contact page's messages (functions/src/contact/messages.ts) in the
 * payments table: the contact route may write these items and no others.
 */
export const messageKeyPattern = 'CONTACT#*';

/**
 * Partition-key pattern of the staff notices' claims (functions/src/applications/notice-claim.ts)
 * in the payments table: the notifier may touch these items and no others.
 */
export const noticeKeyPattern = 'notice#*';

/**
 * Partition-key patterns of the members table (infra/resources.ts `membersTable`) by access: the
 * account routes touch accounts, mobile claims, code challenges, sessions and reset permits; the
 * profile route reads accounts (with their registrations) and sessions; the change of a member's
 * details reads and updates accounts and reads sessions. Events are not theirs.
 */
export const memberKeyPatterns = {
  account: ['MEMBER#*', 'MOBILE#*', 'OTP#*', 'SESSION#*', 'RESET#*'],
  read: ['MEMBER#*', 'SESSION#*'],
  profile: ['MEMBER#*', 'SESSION#*'],
} as const;

/** DynamoDB actions on the members table, by access. Transactions need the per-item actions. */
export const memberActions = {
  account: [
    'dynamodb:DeleteItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
  ],
  read: ['dynamodb:GetItem', 'dynamodb:Query'],
  // The change of details copies the name and seats onto the volunteer details in the same
  // transaction, or checks there are none (docs/volunteers.md).
  profile: [
    'dynamodb:ConditionCheckItem',
    'dynamodb:GetItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
  ],
} as const;

/** The members' account items of the members table, by access (memberKeyPatterns). */
export const memberItems = (table: Table, access: keyof typeof memberActions) =>
  new PolicyStatement({
    actions: [...memberActions[access]],
    resources: [table.tableArn],
    conditions: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...memberKeyPatterns[access]] },
    },
  });

/**
 * Partition keys of programmes and events in the members table (functions/src/events): the
 * events' own partition, each event's registrations and their mirrors under members.
 */
export const eventsKeyPattern = 'EVENTS';
export const registrationKeyPatterns = ['EVENT#*', 'MEMBER#*'] as const;

/** Partition of the owed confirmation SMS of registrations (functions/src/events/confirmation.ts). */
export const owedConfirmationsKey = 'CONFIRMATIONS';

/** The partition of the staff's audit trail in the members table (functions/src/staff/audit.ts). */
export const auditPartition = 'AUDIT';

/**
 * The audit trail's entries, by access: `write` PutItem, `read` Query, on the `AUDIT` partition
 * only; never UpdateItem or DeleteItem, so no staff route can change or remove an entry. (IAM has
 * no condition on a request's ConditionExpression: that a put never replaces an entry is the
 * code's `attribute_not_exists`, on keys that carry a random UUID.)
 */
export const auditEntries = (members: Table, access: { write?: true; read?: true }) =>
  new PolicyStatement({
    actions: [
      ...(access.write ? ['dynamodb:PutItem'] : []),
      ...(access.read ? ['dynamodb:Query'] : []),
    ],
    resources: [members.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [auditPartition] } },
  });

/** Partition-key pattern of sessions (functions/src/members/sessions.ts): looked up by hash. */
export const sessionKeyPattern = 'SESSION#*';

/** DynamoDB actions on the payments ledger, by access. Transactions need the per-item actions. */
export const ledgerActions = {
  read: ['dynamodb:GetItem', 'dynamodb:Query'],
  // DeleteItem: a reversal takes the donor's wall entries back (docs/crowdfunding.md).
  write: [
    'dynamodb:GetItem',
    'dynamodb:Query',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:ConditionCheckItem',
    'dynamodb:DeleteItem',
  ],
} as const;

/**
 * Partition-key patterns of a donor's own record in the payments table
 * (functions/src/crowdfunding/donor-record.ts): their pointers, the payments they point to, and
 * the campaigns and supporters' pages those name (for their titles).
 */
export const donorRecordKeyPatterns = [
  'DONOR#*',
  'PAYMENT#*',
  'CAMPAIGN#*',
  'FUNDRAISER#*',
] as const;

/** Reads of a donor's own record only: one by one, by Query, or in batches. */
export const donorRecordReads = (table: Table) =>
  new PolicyStatement({
    actions: ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'],
    resources: [table.tableArn],
    conditions: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...donorRecordKeyPatterns] },
    },
  });

/** Object actions a function may be granted on one key prefix of the applications bucket. */
export type ObjectAction = 's3:GetObject' | 's3:PutObject' | 's3:DeleteObject';

/** Reads (or reads and writes) the ledger rows and totals of the payments table. */
export const ledgerItems = (table: Table, access: keyof typeof ledgerActions) =>
  new PolicyStatement({ actions: [...ledgerActions[access]], resources: [table.tableArn] });

/**
 * Reads the sparse index of payments needing attention (infra/resources.ts), which a grant on the
 * table alone does not cover: an index has its own ARN.
 */
export const attentionIndexQuery = (table: Table) =>
  new PolicyStatement({
    actions: ['dynamodb:Query'],
    resources: [`${table.tableArn}/index/${attentionIndex.IndexName}`],
  });

/**
 * Reads the staff console's lists (the payments table's sparse `listing` index, infra/resources.ts):
 * Query on that index only. What a list row may then lead to (a payment's history, an
 * application) is each route's own grant.
 */
export const listingIndexQuery = (table: Table) =>
  new PolicyStatement({
    actions: ['dynamodb:Query'],
    resources: [`${table.tableArn}/index/${listingIndex.IndexName}`],
  });

/**
 * Counts requests per client and identity: rate-limiter-flexible's DynamoDB store only updates its
 * counter items (an update that creates, or adds to, the item of a key), nothing else.
 */
export const requestCounters = (table: Table) =>
  new PolicyStatement({
    actions: ['dynamodb:UpdateItem'],
    resources: [table.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [counterKeyPattern] } },
  });

/** Claims an upload for one application (a conditional put) or gives it back: claim items only. */
export const uploadClaims = (table: Table) =>
  new PolicyStatement({
    actions: ['dynamodb:PutItem', 'dynamodb:DeleteItem'],
    resources: [table.tableArn],
    conditions: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [uploadClaimKeyPattern] },
    },
  });

/**
 * The daily cap of staff notices: reads and conditional writes (in transactions) of its items in
 * the payments table only, for a function that has no other business there (the notifier).
 */
export const staffNoticeItems = (table: Table) =>
  new PolicyStatement({
    actions: [
      'dynamodb:GetItem',
      'dynamodb:Query',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:ConditionCheckItem',
    ],
    resources: [table.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [staffNoticeKeyPattern] } },
  });

/**
 * Stores contact messages and records their emails: puts and updates of message items only (no
 * reads: the route never reads a message back).
 */
export const contactMessages = (table: Table) =>
  new PolicyStatement({
    actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
    resources: [table.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [messageKeyPattern] } },
  });

/**
 * Partition-key pattern of the staff console's application rows
 * (functions/src/applications/index-row.ts) in the payments table.
 */
export const applicationRowKeyPattern = 'APPLICATION#*';

/** DynamoDB actions on the application rows, by access (route-families.ts `applicationRows`). */
export const applicationRowActions = {
  /**
   * The forms and the notifier: a conditional put of a new row, never a replacement, and the
   * record of its applicant's acknowledgement (functions/src/email/claims.ts `record`).
   */
  index: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
  /** Opening one. */
  read: ['dynamodb:GetItem'],
  /** A status and notes: a conditional update of an existing row. */
  update: ['dynamodb:UpdateItem'],
} as const;

/** The application rows of the payments table, by access, and no other item. */
export const applicationRows = (table: Table, access: keyof typeof applicationRowActions) =>
  new PolicyStatement({
    actions: [...applicationRowActions[access]],
    resources: [table.tableArn],
    conditions: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [applicationRowKeyPattern] },
    },
  });

/** Marks contact messages handled or open again: updates of message items only. */
export const messageHandling = (table: Table) =>
  new PolicyStatement({
    actions: ['dynamodb:UpdateItem'],
    resources: [table.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [messageKeyPattern] } },
  });

/** Claims staff notices: updates of notice-claim items only. */
export const noticeClaims = (table: Table) =>
  new PolicyStatement({
    actions: ['dynamodb:UpdateItem'],
    resources: [table.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [noticeKeyPattern] } },
  });

/** Reads programmes and events: the events' partition of the members table only. */
export const eventReads = (members: Table) =>
  new PolicyStatement({
    actions: ['dynamodb:GetItem', 'dynamodb:Query'],
    resources: [members.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [eventsKeyPattern] } },
  });

/**
 * Staff's writes of programmes and events (functions/src/events/events.ts `createEvent`,
 * `updateEvent`): the events' partition only (the events and the featured marker), read,
 * put and updated in transactions; never a registration, a member or a session's item.
 */
export const eventEdits = (members: Table) =>
  new PolicyStatement({
    actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
    resources: [members.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [eventsKeyPattern] } },
  });

/**
 * Staff's view of an event's registrations (functions/src/staff/events.ts): reads of the events
 * and of each event's registrations (`EVENT#*`), and BatchGetItem of the registrants' profiles
 * (`MEMBER#*`). Reads only.
 */
export const eventRegistrants = (members: Table) => [
  new PolicyStatement({
    actions: ['dynamodb:GetItem', 'dynamodb:Query'],
    resources: [members.tableArn],
    conditions: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [eventsKeyPattern, 'EVENT#*'] },
    },
  }),
  new PolicyStatement({
    actions: ['dynamodb:BatchGetItem'],
    resources: [members.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['MEMBER#*'] } },
  }),
];

/** Partition of the owed promotion texts of waiting lists (functions/src/volunteers/waiting-list.ts). */
export const owedPromotionsKey = 'PROMOTIONS';

/**
 * Partition keys of places (functions/src/volunteers/waiting-list.ts) by kind: a shift's
 * activity (`ACTIVITIES`, its status checked) and shift (`ACTIVITY#*`, its counts), its places and
 * waiting order (`SHIFT#*`); an event (`EVENTS`), its registrations and waiting order
 * (`EVENT#*`) and the owed confirmations; for both the mirrors and cooldowns under members
 * (`MEMBER#*`, also the profile a text goes to) and the owed promotion texts.
 */
export const placeKeyPatterns = {
  shift: ['ACTIVITIES', 'ACTIVITY#*', 'SHIFT#*', 'MEMBER#*', owedPromotionsKey],
  event: [eventsKeyPattern, ...registrationKeyPatterns, owedConfirmationsKey, owedPromotionsKey],
} as const;

/** DynamoDB actions of the waiting-list engine's transactions and reads. */
export const placeActions = [
  'dynamodb:ConditionCheckItem',
  'dynamodb:DeleteItem',
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:Query',
  'dynamodb:UpdateItem',
] as const;

/**
 * Takes and gives back places of one kind (shifts or events): the engine's transactions (places,
 * mirrors, waiting order, counts, cooldowns, owed-text markers), the waiting line's reads, and the
 * claims of texts on places. Nothing else of the members table: no OTP challenge, no mobile claim.
 */
export const placeItems = (members: Table, kind: keyof typeof placeKeyPatterns) =>
  new PolicyStatement({
    actions: [...placeActions],
    resources: [members.tableArn],
    conditions: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...placeKeyPatterns[kind]] },
    },
  });

/** Registers members for events (and their waiting list): the events' places (placeItems). */
export const eventRegistrations = (members: Table) => placeItems(members, 'event');

/**
 * Takes texts from the day's SMS budget (a conditional add on the day's item); `read` also reads
 * it (the reconciler's alert).
 */
export const smsBudgetItems = (members: Table, read = false) =>
  new PolicyStatement({
    actions: [...(read ? ['dynamodb:GetItem'] : []), 'dynamodb:UpdateItem'],
    resources: [members.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [smsBudgetKeyPattern] } },
  });

/**
 * The member's commitments (functions/src/volunteers/commitments.ts): their mirrors, the shifts,
 * activities and events they name, and the waiting lines' counts. Reads only.
 */
export const commitmentReads = (members: Table) =>
  new PolicyStatement({
    actions: ['dynamodb:GetItem', 'dynamodb:Query'],
    resources: [members.tableArn],
    conditions: {
      'ForAllValues:StringLike': {
        'dynamodb:LeadingKeys': [
          'MEMBER#*',
          'ACTIVITIES',
          'ACTIVITY#*',
          'SHIFT#*',
          eventsKeyPattern,
          'EVENT#*',
        ],
      },
    },
  });

/**
 * The reconciler's sweep of places (functions/src/volunteers/reminders.ts, place-texts.ts): the
 * upcoming shifts and events, promotions where a place is free, the owed promotion texts, the
 * reminders claimed on places, and the day's SMS budget with its alert.
 */
export const placeSweep = (members: Table) => [
  new PolicyStatement({
    actions: [...placeActions],
    resources: [members.tableArn],
    conditions: {
      'ForAllValues:StringLike': {
        'dynamodb:LeadingKeys': [
          ...new Set([...placeKeyPatterns.shift, ...placeKeyPatterns.event]),
        ],
      },
    },
  }),
  smsBudgetItems(members, true),
];

/**
 * Retries owed confirmation SMS (the reconciler): reads the owed markers and removes the done
 * ones, reads the event, the registration and the member's profile, claims and records the SMS on
 * the registration. Nothing else of the members table.
 */
export const owedConfirmations = (members: Table) => [
  new PolicyStatement({
    actions: ['dynamodb:Query', 'dynamodb:DeleteItem'],
    resources: [members.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [owedConfirmationsKey] } },
  }),
  new PolicyStatement({
    actions: ['dynamodb:GetItem'],
    resources: [members.tableArn],
    conditions: {
      'ForAllValues:StringLike': {
        'dynamodb:LeadingKeys': [eventsKeyPattern, ...registrationKeyPatterns],
      },
    },
  }),
  new PolicyStatement({
    actions: ['dynamodb:UpdateItem'],
    resources: [members.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['EVENT#*'] } },
  }),
];

/** Checks a request's session: reads of session items only (by the token's hash). */
export const sessionReads = (members: Table) =>
  new PolicyStatement({
    actions: ['dynamodb:GetItem'],
    resources: [members.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [sessionKeyPattern] } },
  });

/** Object actions under one key prefix of the applications bucket. */
export const objectsUnder = (bucket: Bucket, prefix: string, actions: readonly ObjectAction[]) =>
  new PolicyStatement({
    actions: [...actions],
    resources: [bucket.cdk.bucket.arnForObjects(`${prefix}*`)],
  });

/**
 * Listing the applications bucket: without it S3 answers 403 instead of 404 for a missing key, and a
 * CV upload that expired or never happened would be a server error instead of a validation error.
 * Keys are random ids; listing reveals no applicant's data.
 */
export const bucketListing = (bucket: Bucket) =>
  new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] });

/** The ARN of the stage's SES sending identity (a domain or an address). */
export const sesIdentityArn = (stack: Stack, identity: string) =>
  stack.formatArn({
    service: 'ses',
    resource: 'identity',
    resourceName: identity,
    arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
  });

/**
 * Sending email through SES with the configured `From` address only. SES authorizes against the
 * identity it sends as: the address when the address itself is verified, else its domain, so both
 * are named when they differ.
 */
export const emailSending = (stack: Stack, email: StageSettings['email']) =>
  new PolicyStatement({
    actions: ['ses:SendEmail'],
    resources: [...new Set([email.identity, email.senderAddress])].map((identity) =>
      sesIdentityArn(stack, identity),
    ),
    conditions: { StringEquals: { 'ses:FromAddress': email.senderAddress } },
  });

/**
 * Text messages (functions/src/lib/sms.ts): SNS `Publish` straight to a phone number. IAM knows no
 * resource for a phone number (SNS authorizes such a Publish against `*`), so the Allow names `*`,
 * in the stage's own region only, and a Deny in the same policy takes back every ARN SNS has (topics
 * and mobile-push endpoints, `arn:aws:sns:*:*:*`): the function can text a number and nothing else.
 * The statements come as a pair; docs/infrastructure.md says why not End User Messaging SMS.
 */
export const smsSending = (stack: Stack): PolicyStatement[] => [
  new PolicyStatement({
    sid: 'SmsToPhoneNumbersOnly',
    actions: ['sns:Publish'],
    resources: ['*'],
    conditions: { StringEquals: { 'aws:RequestedRegion': stack.region } },
  }),
  new PolicyStatement({
    sid: 'NoSnsTopicsOrEndpoints',
    effect: Effect.DENY,
    actions: ['sns:Publish'],
    resources: [
      stack.formatArn({
        service: 'sns',
        region: '*',
        account: '*',
        resource: '*',
        arnFormat: ArnFormat.NO_RESOURCE_NAME,
      }),
    ],
  }),
];

/*
 * Volunteers and coordinators (docs/volunteers.md, "The model"): each grant names the partitions
 * of the members table its routes touch, and the `area` index when they count or list people.
 */

/** Partitions of activities and their shifts (functions/src/volunteers/keys.ts). */
export const activityKeyPatterns = ['ACTIVITIES', 'ACTIVITY#*'] as const;

/** Partition of the coordinators' list. */
export const coordinatorsKey = 'COORDINATORS';

/** Partitions of the day's SMS budget (functions/src/volunteers/sms-budget.ts). */
export const smsBudgetKeyPattern = 'SMS#*';

const onKeys = (members: Table, actions: string[], keys: readonly string[]) =>
  new PolicyStatement({
    actions,
    resources: [members.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...keys] } },
  });

/**
 * The member's own volunteer details (`MEMBER#{id}`/`VOLUNTEER`): read, put in a transaction with
 * a check of the profile, and deleted on withdrawal. Members' items only.
 */
export const volunteerDetails = (members: Table) =>
  onKeys(
    members,
    ['dynamodb:ConditionCheckItem', 'dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem'],
    ['MEMBER#*'],
  );

/** DynamoDB actions on activities and shifts, by access. */
export const activityActions = {
  read: ['dynamodb:GetItem', 'dynamodb:Query'],
  /** Creating, changing and approving activities, adding shifts (with a check of the activity). */
  write: [
    'dynamodb:ConditionCheckItem',
    'dynamodb:GetItem',
    'dynamodb:PutItem',
    'dynamodb:Query',
    'dynamodb:UpdateItem',
  ],
} as const;

/** Activities and their shifts, by access, and nothing else. */
export const activityItems = (members: Table, access: keyof typeof activityActions) =>
  onKeys(members, [...activityActions[access]], activityKeyPatterns);

/**
 * The people on shifts (`SHIFT#{id}`/`PLACE#…`): `read` queries them; `checkIn` also sets or
 * removes `checkedInAt` on a place. Never a put or a delete: places are the sign-ups' own.
 */
export const shiftPeople = (members: Table, access: 'read' | 'checkIn') =>
  onKeys(
    members,
    access === 'checkIn' ? ['dynamodb:Query', 'dynamodb:UpdateItem'] : ['dynamodb:Query'],
    ['SHIFT#*'],
  );

/** Members' profiles and volunteer details read in batches (names, contacts, consents). */
export const memberBatchReads = (members: Table) =>
  onKeys(members, ['dynamodb:BatchGetItem'], ['MEMBER#*']);

/**
 * Reads the members table's `area` index (infra/resources.ts), which a grant on the table alone
 * does not cover: an index has its own ARN.
 */
export const areaIndexQuery = (members: Table) =>
  new PolicyStatement({
    actions: ['dynamodb:Query'],
    resources: [`${members.tableArn}/index/${areaIndex.IndexName}`],
  });

/**
 * Coordinators: `read` queries their list; `appoint` (staff) also looks the member up by mobile
 * number, and puts, updates and deletes the appointment and its row together.
 */
export const coordinatorItems = (members: Table, access: 'read' | 'appoint') =>
  access === 'read'
    ? [onKeys(members, ['dynamodb:Query'], [coordinatorsKey])]
    : [
        onKeys(
          members,
          [
            'dynamodb:DeleteItem',
            'dynamodb:GetItem',
            'dynamodb:PutItem',
            'dynamodb:Query',
            'dynamodb:UpdateItem',
          ],
          [coordinatorsKey, 'MEMBER#*'],
        ),
        onKeys(members, ['dynamodb:GetItem'], ['MOBILE#*']),
      ];

/**
 * A coordinator's texts: the day's count under the member (a conditional counter) and the site's
 * SMS budget of the day, updated only.
 */
export const coordinatorTexts = (members: Table) =>
  onKeys(members, ['dynamodb:UpdateItem'], ['MEMBER#*', smsBudgetKeyPattern]);

/*
 * Crowdfunding (docs/crowdfunding.md): campaigns, supporters' pages, disbursements and their
 * totals in the payments table. Each access names the partitions its routes touch and the actions
 * they take there, nothing more: the public reads no disbursement's receipt key through a grant
 * of its own (the ledger reads disbursements through the listing index), a member's start puts a
 * page and its one-per-campaign marker only, staff's decision updates pages only, and a
 * disbursement updates totals without ever putting or deleting one.
 */

/** Key prefix of disbursements' receipt files in the applications bucket (private). */
export const disbursementReceiptsPrefix = 'disbursements/';

const readActions = ['dynamodb:GetItem', 'dynamodb:Query'];

/** Per access, the statements' actions and partitions of the payments table. */
export const crowdfundingAccess = {
  /** The public's and staff's reads: campaigns with updates, pages, totals, donor walls. */
  read: [{ actions: readActions, keys: ['CAMPAIGN#*', 'FUNDRAISER#*', 'TOTALS', 'WALL#*'] }],
  /** A member starts a page: the campaign read, the page and its marker put in one transaction. */
  start: [
    { actions: ['dynamodb:GetItem'], keys: ['CAMPAIGN#*'] },
    { actions: ['dynamodb:PutItem'], keys: ['FUNDRAISER#*', 'MEMBER#*'] },
  ],
  /** A member's own pages: their markers, the pages and their campaigns. */
  own: [
    { actions: ['dynamodb:Query'], keys: ['MEMBER#*'] },
    { actions: ['dynamodb:GetItem'], keys: ['FUNDRAISER#*', 'CAMPAIGN#*'] },
  ],
  /** Staff write campaigns and their updates, and read them back with their totals. */
  campaigns: [
    { actions: [...readActions, 'dynamodb:PutItem'], keys: ['CAMPAIGN#*'] },
    { actions: readActions, keys: ['TOTALS'] },
  ],
  /** Staff's list of pages: the campaigns' titles (the owners' profiles: memberBatchReads). */
  pages: [{ actions: ['dynamodb:GetItem'], keys: ['CAMPAIGN#*'] }],
  /** Staff decide a page: a conditional update of the page, its campaign read. */
  decide: [
    { actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], keys: ['FUNDRAISER#*'] },
    { actions: ['dynamodb:GetItem'], keys: ['CAMPAIGN#*'] },
  ],
  /** Staff record a disbursement: its item put, the totals updated (and read on a shortfall). */
  disburse: [
    { actions: ['dynamodb:PutItem'], keys: ['DISBURSEMENT#*'] },
    { actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], keys: ['TOTALS'] },
    { actions: ['dynamodb:GetItem'], keys: ['CAMPAIGN#*'] },
  ],
  /** Staff open a receipt: the disbursement read. */
  receipts: [{ actions: ['dynamodb:GetItem'], keys: ['DISBURSEMENT#*'] }],
} as const satisfies Record<
  string,
  readonly { actions: readonly string[]; keys: readonly string[] }[]
>;

/** A statement per entry: its actions on the payments table's partitions it names. */
const keyedStatements = (
  table: Table,
  entries: readonly { actions: readonly string[]; keys: readonly string[] }[],
) =>
  entries.map(
    ({ actions, keys }) =>
      new PolicyStatement({
        actions: [...actions],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...keys] } },
      }),
  );

/** The crowdfunding items of the payments table, by access (crowdfundingAccess). */
export const crowdfundingItems = (table: Table, access: keyof typeof crowdfundingAccess) =>
  keyedStatements(table, crowdfundingAccess[access]);

/*
 * The shop (docs/shop.md): products, variants and their stock movements (`PRODUCT#*`), the shop's
 * settings (`SHOP`), its totals (`TOTALS`), orders' payment rows and histories (`PAYMENT#*`) and
 * the buyers' pointers (`MEMBER#*`) in the payments table. Each access names the partitions its
 * routes touch and the actions they take there. The money path's own legs (the gateway's, QUERY,
 * the status page's verify, the reconciler) release and retake stock through `ledgerItems`'
 * `write`, which is table-wide (no LeadingKeys), so PRODUCT#* needs no grant of theirs.
 */
export const shopAccess = {
  /** The public's catalogue and quote: products with variants, the settings, the shop totals. */
  read: [{ actions: readActions, keys: ['PRODUCT#*', 'SHOP', 'TOTALS'] }],
  /**
   * Checkout: the catalogue read, the order's payment row and history put, per variant the
   * conditional stock take, per product the on-sale check, and the signed-in buyer's pointer.
   */
  checkout: [
    { actions: readActions, keys: ['PRODUCT#*', 'SHOP'] },
    {
      actions: ['dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
      keys: ['PRODUCT#*'],
    },
    { actions: ['dynamodb:GetItem', 'dynamodb:PutItem'], keys: ['PAYMENT#*'] },
    { actions: ['dynamodb:PutItem'], keys: ['MEMBER#*'] },
  ],
  /** An order by number and email, and a member's orders: their pointers and the orders. */
  lookup: [
    { actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem'], keys: ['PAYMENT#*'] },
    { actions: ['dynamodb:Query'], keys: ['MEMBER#*'] },
  ],
  /** Staff's products: the products, variants and movements read, put and updated (never deleted). */
  products: [
    {
      actions: [...readActions, 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
      keys: ['PRODUCT#*'],
    },
  ],
  /** Staff's orders read: rows and histories. */
  orders: [{ actions: readActions, keys: ['PAYMENT#*'] }],
  /**
   * Staff act on orders: the row updated and its history put; a refund also moves the shop
   * totals, the variants (`sold`, stock) and puts their movements.
   */
  fulfil: [
    {
      actions: [...readActions, 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
      keys: ['PAYMENT#*'],
    },
    { actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'], keys: ['PRODUCT#*'] },
    { actions: ['dynamodb:UpdateItem'], keys: ['TOTALS'] },
  ],
  /** Staff's shipping settings: read and replaced. */
  settings: [{ actions: ['dynamodb:GetItem', 'dynamodb:PutItem'], keys: ['SHOP'] }],
} as const satisfies Record<
  string,
  readonly { actions: readonly string[]; keys: readonly string[] }[]
>;

/** The shop's items of the payments table, by access (shopAccess). */
export const shopItems = (table: Table, access: keyof typeof shopAccess) =>
  keyedStatements(table, shopAccess[access]);

/*
 * Personal data (issue 32, docs/privacy.md). C3 "closure": closing a member's own account
 * (functions/src/privacy/erasure.ts).
 */

/**
 * Partitions of the payments table a closure erases in or deletes from: the member's donor
 * pointers and buyer's pointers and page markers, the payments they name (rows and histories),
 * the donor walls, the supporters' pages, the rows of applications and contact messages, and the
 * staff notices' records of the daily cap (their subjects name the person).
 */
export const closureLedgerKeyPatterns = [
  'DONOR#*',
  'MEMBER#*',
  'PAYMENT#*',
  'WALL#*',
  'FUNDRAISER#*',
  'APPLICATION#*',
  'CONTACT#*',
  'staffmail#*',
] as const;

/**
 * What a closure may do in the payments table beyond the grants it shares with other routes (the
 * members' account, the cancellation of places, the volunteer details, the coordinator's
 * appointment, the audit put: route-families.ts): read, update (erase fields) and delete
 * (pointers, wall entries) on the partitions above, never put, so no totals item (`TOTALS`, not
 * listed) can move. WIDE, said plainly: the member's applications and messages are found by
 * their number, which no index knows, so the closure reads every row of those lists through the
 * `listing` index (`listingIndexQuery`) and may delete any application's objects in the bucket
 * (`objectsUnder(bucket, applicationsPrefix, ['s3:DeleteObject'])`); the code touches only the
 * rows whose number is the member's verified one.
 */
export const closureErasure = (table: Table) =>
  new PolicyStatement({
    actions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
    resources: [table.tableArn],
    conditions: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...closureLedgerKeyPatterns] },
    },
  });

/**
 * Requests about personal data (issue 32, part C4: docs/privacy.md, "Requests";
 * functions/src/privacy/requests.ts): `PRIVACYREQ#*` items of the payments table, the request and
 * its history. Each access names the actions its routes take there and nothing else.
 */
export const privacyRequestAccess = {
  /** The code's check records the request and its first event, then how its messages went. */
  record: [{ actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'], keys: ['PRIVACYREQ#*'] }],
  /** Staff's queue (through the listing index: `listing`) and one request with its history. */
  read: [{ actions: readActions, keys: ['PRIVACYREQ#*'] }],
  /** Staff act: the request read and conditionally updated, an event put, the result read back. */
  act: [
    {
      actions: [...readActions, 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
      keys: ['PRIVACYREQ#*'],
    },
  ],
} as const satisfies Record<
  string,
  readonly { actions: readonly string[]; keys: readonly string[] }[]
>;

/** The requests about personal data in the payments table, by access (privacyRequestAccess). */
export const privacyRequestItems = (table: Table, access: keyof typeof privacyRequestAccess) =>
  keyedStatements(table, privacyRequestAccess[access]);

/*
 * Personal data, consent (issue 32, C1; docs/privacy.md): a member's consent records
 * (`MEMBER#{id}`/`CONSENT#…`) and their append-only log (`CONSENTLOG#…`). IAM's LeadingKeys
 * names partitions only, so the grant is the members' partitions; the handler writes the
 * session's own member's consent items and nothing else (tests/integration/consents.test.ts).
 */

/** A member's consents: read, and a record with its log entry put in one transaction. */
export const consentRecords = (members: Table) =>
  onKeys(members, ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query'], ['MEMBER#*']);

/*
 * Broadcasts (issue 32, part F: docs/privacy.md "Broadcasts"; functions/src/broadcasts). The
 * broadcasts' items in the members table: `BROADCAST#{id}` (the broadcast and its delivery
 * records) and the list's `BROADCASTS`; the senders' counters `MEMBER#{id}`/`BROADCASTS#…`.
 * IAM's LeadingKeys names partitions only: the handlers write the session's own member's
 * counter, and consents only through the consents' writer.
 */

/** Partition-key patterns of broadcasts and their list in the members table. */
export const broadcastKeyPatterns = ['BROADCAST#*', 'BROADCASTS'] as const;

/** Per access, the statements' actions and partitions of the members table. */
export const broadcastAccess = {
  /** Staff's and coordinators' lists and one broadcast: the list's pointers and the items. */
  read: [
    {
      actions: ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'],
      keys: broadcastKeyPatterns,
    },
  ],
  /**
   * A preview counts the segment: candidates (an event's registrations; the `area` index and the
   * payments' `listing` index by their own statements, `broadcastSegmentReads`), their profiles
   * and consents in batches.
   */
  preview: [
    { actions: ['dynamodb:Query'], keys: ['EVENT#*'] },
    { actions: ['dynamodb:BatchGetItem'], keys: ['MEMBER#*'] },
  ],
  /**
   * Starting one: the preview's reads, the sender's counter (UpdateItem), the broadcast and its
   * pointer put in one transaction.
   */
  start: [
    { actions: ['dynamodb:Query'], keys: ['EVENT#*'] },
    { actions: ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem'], keys: ['MEMBER#*'] },
    { actions: ['dynamodb:PutItem'], keys: broadcastKeyPatterns },
  ],
  /** Staff stop one: read, then a conditional update. */
  cancel: [{ actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], keys: ['BROADCAST#*'] }],
  /**
   * The planner (plan.ts): the broadcast read and updated, delivery records put with the count
   * in transactions, the segment's candidates, profiles and consents.
   */
  plan: [
    {
      actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
      keys: ['BROADCAST#*'],
    },
    { actions: ['dynamodb:Query'], keys: ['EVENT#*'] },
    { actions: ['dynamodb:BatchGetItem'], keys: ['MEMBER#*'] },
  ],
  /**
   * The sender (send.ts): the delivery and broadcast read and updated in transactions, the
   * member's profile and consent read, and an opted-out number's consents written (the
   * consents' writer: a record and its log entry put in one transaction).
   */
  send: [
    {
      actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
      keys: ['BROADCAST#*'],
    },
    {
      actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query'],
      keys: ['MEMBER#*'],
    },
  ],
  /** SES's Send events (events.ts): the delivery and the broadcast updated, the broadcast read. */
  events: [{ actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], keys: ['BROADCAST#*'] }],
} as const satisfies Record<
  string,
  readonly { actions: readonly string[]; keys: readonly string[] }[]
>;

/** The broadcasts' items of the members table, by access (broadcastAccess). */
export const broadcastItems = (members: Table, access: keyof typeof broadcastAccess) =>
  keyedStatements(members, broadcastAccess[access]);

/**
 * What counting a segment reads beyond the members table's items: the `area` index (areas,
 * skills) and the payments table's `listing` index (a campaign's donors), each its own ARN.
 */
export const broadcastSegmentReads = (members: Table, payments: Table) => [
  areaIndexQuery(members),
  listingIndexQuery(payments),
];

/**
 * Sending messages to the broadcast plan queue (the send routes start a broadcast with its first
 * planner's message): `sqs:SendMessage` on that queue only. The Broadcasts stack (part Q) owns
 * the queue; a route's function takes its ARN here and its URL as BROADCAST_PLAN_QUEUE_URL.
 */
export const broadcastPlanQueueSending = (queueArn: string) =>
  new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queueArn] });
