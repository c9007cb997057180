import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/*
 * How a conditional DynamoDB write that was refused tells so: alone, by its error's name; in a
 * transaction, by a cancellation reason per item. Every domain's "make this change once" writes
 * read it (payments, emails, members, staff, events).
 */

/** Whether a write failed on its condition (alone or in a transaction). */
export const isConditionFailure = (error: unknown): boolean =>
  (error instanceof Error && error.name === 'ConditionalCheckFailedException') ||
  (error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed'));

/** Whether a transaction was cancelled because the condition of its item at `index` failed. */
export const cancelledAt = (error: unknown, index: number): boolean =>
  error instanceof TransactionCanceledException &&
  error.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed';
