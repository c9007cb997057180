import { names } from './names';
import { applicationNotifier, routes } from './routes';

/*
 * The definitions of the resources the handlers rely on, as plain data in the AWS APIs' own shapes:
 * the SST stacks (infra/stacks) and the local stack (infra/local) both build from them, so the
 * table and the CORS rules cannot drift apart. No CDK here, so the local stack imports it cheaply.
 */

/** A DynamoDB table as CreateTable takes it (and DescribeTable and CloudFormation show it). */
export interface TableDefinition {
  TableName: string;
  KeySchema: { AttributeName: string; KeyType: 'HASH' | 'RANGE' }[];
  AttributeDefinitions: { AttributeName: string; AttributeType: 'S' | 'N' | 'B' }[];
  BillingMode: 'PAY_PER_REQUEST';
  /** Global secondary indexes, as CreateTable takes them (on demand: no throughput). */
  GlobalSecondaryIndexes: {
    IndexName: string;
    KeySchema: { AttributeName: string; KeyType: 'HASH' | 'RANGE' }[];
    Projection: { ProjectionType: 'ALL' | 'KEYS_ONLY' };
  }[];
  /** The attribute holding each item's expiry in epoch seconds (DynamoDB TTL). */
  TimeToLiveAttribute: string;
}

/**
 * The sparse index of payments needing attention: only rows carrying an `attention` attribute
 * (`open`: not settled yet; `emails`: a receipt or staff notice is unsent; `review`: the gateway
 * said something that needs a person) are in it, sorted by `attentionSince` (ISO time). The
 * ledger sets and removes the attribute in the same conditional writes that change the row; the
 * reconciler and the staff console read it instead of scanning the table.
 */
export const attentionIndex = {
  IndexName: 'attention',
  partitionKey: 'attention',
  sortKey: 'attentionSince',
} as const;

/**
 * The staff console's lists (functions/src/staff): a sparse index of the rows staff page through,
 * newest first. `listKind` says which list a row is in and `listedAt` (ISO time) orders it:
 * `payment` for every payment; `contact#open` / `contact#handled` for contact messages;
 * `application#{status}` for applications (`application#new`…), so the dashboard counts the new
 * ones and a status filter is a Query, never a scan. Other filters (email, enterprise, dates) are
 * a key condition on `listedAt` or a filter on the Query. One index for all lists: CloudFormation
 * adds at most one secondary index to a live table per update, and a partition per kind is far
 * below an index partition's write limit at the API's throttles.
 */
export const listingIndex = {
  IndexName: 'listing',
  partitionKey: 'listKind',
  sortKey: 'listedAt',
} as const;

/**
 * The payments ledger and campaign totals, and the daily cap of staff notices and its digests
 * (items with an `expiresAt`, which DynamoDB's TTL removes): keys `pk`/`sk`, on demand, one sparse
 * secondary index of the payments needing attention (`attentionIndex`).
 */
export const paymentsTable: TableDefinition = {
  TableName: names.paymentsTable,
  KeySchema: [
    { AttributeName: 'pk', KeyType: 'HASH' },
    { AttributeName: 'sk', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'sk', AttributeType: 'S' },
    { AttributeName: attentionIndex.partitionKey, AttributeType: 'S' },
    { AttributeName: attentionIndex.sortKey, AttributeType: 'S' },
    { AttributeName: listingIndex.partitionKey, AttributeType: 'S' },
    { AttributeName: listingIndex.sortKey, AttributeType: 'S' },
  ],
  BillingMode: 'PAY_PER_REQUEST',
  GlobalSecondaryIndexes: [
    {
      IndexName: attentionIndex.IndexName,
      KeySchema: [
        { AttributeName: attentionIndex.partitionKey, KeyType: 'HASH' },
        { AttributeName: attentionIndex.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    },
    {
      IndexName: listingIndex.IndexName,
      KeySchema: [
        { AttributeName: listingIndex.partitionKey, KeyType: 'HASH' },
        { AttributeName: listingIndex.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
  TimeToLiveAttribute: 'expiresAt',
};

/**
 * The counters of the abuse limits (functions/src/lib/limits.ts), in the shape
 * rate-limiter-flexible's `RateLimiterDynamo` reads and writes: one item per limiter key (hash key
 * `key`, attributes `points` and `expire`), which DynamoDB's TTL removes by `expire` (epoch
 * seconds). A table of its own, since the store's key schema is not the ledger's `pk`/`sk`.
 */
export const throttleTable: TableDefinition = {
  TableName: names.throttleTable,
  KeySchema: [{ AttributeName: 'key', KeyType: 'HASH' }],
  AttributeDefinitions: [{ AttributeName: 'key', AttributeType: 'S' }],
  BillingMode: 'PAY_PER_REQUEST',
  GlobalSecondaryIndexes: [],
  TimeToLiveAttribute: 'expire',
};

/**
 * The members' side (functions/src/members): accounts (`MEMBER#{id}`/`PROFILE`), the claim on each
 * mobile number (`MOBILE#{digits}`/`MOBILE`), one-time code challenges (`OTP#{id}`/`OTP`), sessions
 * (`SESSION#{sha256 of the token}`/`SESSION`, listed under their member as `MEMBER#{id}`/
 * `SESSION#{hash}`), password-reset permissions (`RESET#{sha256 of the token}`/`RESET`), programmes
 * and events (`EVENTS`/`EVENT#{id}`) and registrations
 * (`EVENT#{id}`/`REG#{memberId}`, mirrored as `MEMBER#{id}`/`REG#{eventId}`), and the staff's
 * audit trail (`AUDIT`/`{ISO time}#{uuid}`, never expiring: functions/src/staff/audit.ts).
 * Challenges and sessions carry an `expiresAt` (epoch seconds) that DynamoDB's TTL removes;
 * handlers check expiry themselves, since TTL deletes late.
 */
/**
 * The members' side by area (docs/volunteers.md): a sparse index of the items that carry an
 * `areaKind` (`member` on every profile, `volunteer` on every volunteer's details) sorted by
 * `areaKey` (`{state}#{parliament}#{dun}#{memberId}`), so the staff's map, the volunteer lists and
 * a coordinator's own area are a Query on a key prefix, never a scan. The writes that set or
 * change a member's seats set both attributes in the same write.
 */
export const areaIndex = {
  IndexName: 'area',
  partitionKey: 'areaKind',
  sortKey: 'areaKey',
} as const;

export const membersTable: TableDefinition = {
  TableName: names.membersTable,
  KeySchema: [
    { AttributeName: 'pk', KeyType: 'HASH' },
    { AttributeName: 'sk', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'pk', AttributeType: 'S' },
    { AttributeName: 'sk', AttributeType: 'S' },
    { AttributeName: areaIndex.partitionKey, AttributeType: 'S' },
    { AttributeName: areaIndex.sortKey, AttributeType: 'S' },
  ],
  BillingMode: 'PAY_PER_REQUEST',
  GlobalSecondaryIndexes: [
    {
      IndexName: areaIndex.IndexName,
      KeySchema: [
        { AttributeName: areaIndex.partitionKey, KeyType: 'HASH' },
        { AttributeName: areaIndex.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    },
  ],
  TimeToLiveAttribute: 'expiresAt',
};

/** An S3 bucket CORS rule as PutBucketCors takes it and GetBucketCors returns it. */
export interface BucketCorsRule {
  AllowedOrigins: string[];
  AllowedMethods: ('GET' | 'PUT' | 'HEAD' | 'POST' | 'DELETE')[];
  AllowedHeaders: string[];
  MaxAgeSeconds: number;
}

/** The applications bucket's CORS: the browser posts a CV straight to it with a presigned POST. */
export const applicationsBucketCors = (siteOrigins: readonly string[]): BucketCorsRule[] => [
  {
    AllowedOrigins: [...siteOrigins],
    AllowedMethods: ['POST'],
    AllowedHeaders: ['*'],
    MaxAgeSeconds: 600,
  },
];

/** Key prefix of CV uploads (core's `cvKeyPrefix`): presigned POSTs land here. */
export const uploadsPrefix = 'uploads/';

/** Days an upload may wait for its form: presigned POSTs expire in minutes, so older ones are orphans. */
export const uploadRetentionDays = 1;

/**
 * An S3 lifecycle rule as PutBucketLifecycleConfiguration takes it and GetBucketLifecycleConfiguration
 * returns it: the subset the applications bucket uses (a prefix filter, expiry in days, the abort
 * of incomplete multipart uploads). An empty prefix is the whole bucket.
 */
export interface BucketLifecycleRule {
  ID: string;
  Status: 'Enabled' | 'Disabled';
  Filter: { Prefix: string };
  Expiration?: { Days: number };
  AbortIncompleteMultipartUpload?: { DaysAfterInitiation: number };
}

/**
 * The applications bucket's lifecycle (docs/privacy.md, "Retention"): an application's JSON and
 * CV expire `applicationRetentionDays` after they were stored (the stage's
 * `APPLICATION_RETENTION_DAYS`), a CV never claimed by a form after `uploadRetentionDays`, and an
 * unfinished multipart upload after a day. The SST stack and the local S3 emulator apply these
 * same rules.
 */
export const applicationsBucketLifecycle = (
  applicationRetentionDays: number,
): BucketLifecycleRule[] => [
  {
    ID: 'expire-orphan-uploads',
    Status: 'Enabled',
    Filter: { Prefix: uploadsPrefix },
    Expiration: { Days: uploadRetentionDays },
  },
  {
    ID: 'expire-applications',
    Status: 'Enabled',
    Filter: { Prefix: applicationNotifier.prefix },
    Expiration: { Days: applicationRetentionDays },
  },
  {
    ID: 'abort-incomplete-uploads',
    Status: 'Enabled',
    Filter: { Prefix: '' },
    AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
  },
];

/** An HTTP API's CORS configuration, as CloudFormation's `AWS::ApiGatewayV2::Api` holds it. */
export interface ApiCors {
  AllowOrigins: string[];
  AllowMethods: ('GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS')[];
  AllowHeaders: string[];
  AllowCredentials: false;
  MaxAge: number;
}

/** The API's CORS: the site's origins only, the methods of the route table, no credentials. */
export const apiCors = (siteOrigins: readonly string[]): ApiCors => ({
  AllowOrigins: [...siteOrigins],
  AllowMethods: [
    ...new Set(
      Object.keys(routes).map((key) => key.split(' ')[0] as ApiCors['AllowMethods'][number]),
    ),
  ],
  AllowHeaders: ['content-type', 'accept'],
  AllowCredentials: false,
  MaxAge: 600,
});
