/** Logical names of the resources every environment has (SST stacks and the local stack alike). */
export const names = {
  /** DynamoDB table holding the payments ledger and the campaign totals (keys `pk`, `sk`). */
  paymentsTable: 'payments',
  /**
   * DynamoDB table of the abuse limits' counters (functions/src/lib/limits.ts): the key schema
   * rate-limiter-flexible's DynamoDB store uses (hash key `key`), TTL on `expire`.
   */
  throttleTable: 'throttle',
  /**
   * DynamoDB table of the members' side (keys `pk`, `sk`, TTL on `expiresAt`): accounts, their
   * mobile numbers, one-time codes, sessions, programmes and events, and registrations.
   */
  membersTable: 'members',
  /** Private S3 bucket for partner/expert applications and their CVs (under `uploads/`, `applications/`). */
  applicationsBucket: 'applications',
} as const;
