import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';

/*
 * The staff notice of an application is sent at most once per invocation chain, however often its
 * S3 event arrives: S3 may deliver an event twice, Lambda retries a failed invocation, and the
 * local notifier replays its queue after a kill. Before sending, the handler claims the notice in
 * the payments table (pk `notice#{applicationId}`, sk `NOTICE`) with a conditional write; after
 * SES has taken the email, it marks the notice sent. A replay then finds it sent and sends
 * nothing. A claim is the invocation's: a retry of the same invocation (Lambda keeps its request
 * id across retries) takes it over at once; another invocation only once its lease has run out,
 * so a sender that died is replaced. The one case left: a sender killed after SES took the email
 * and before the mark; its retry sends the notice again (at least once, never lost).
 */

/** Partition-key prefix of the notice claims; the notifier may write these items only. */
export const noticeKeyPrefix = 'notice#';

/** How long a claim keeps another invocation off: above the notifier's 30 s timeout. */
export const NOTICE_CLAIM_LEASE_MS = 60 * 1000;

/** Claims are kept long past any retry or replay (Lambda keeps an event 6 h), then TTL'd. */
const claimTtlSeconds = 30 * 24 * 3600;

const keyOf = (applicationId: string) => ({
  pk: `${noticeKeyPrefix}${applicationId}`,
  sk: 'NOTICE',
});

/**
 * `claimed`: this invocation sends the notice; `sent`: it was sent already; `held`: another
 * invocation is sending it now. A held notice is that invocation's to deliver: if it fails or
 * dies, Lambda (or the local notifier's queue) retries it under its own request id, which takes
 * the claim over; so the repeated event sends nothing.
 */
export type NoticeClaim = 'claimed' | 'sent' | 'held';

export async function claimNotice(
  applicationId: string,
  requestId: string,
  now = new Date(),
): Promise<NoticeClaim> {
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.paymentsTable,
        Key: keyOf(applicationId),
        UpdateExpression:
          'SET noticeStatus = :sending, claimedBy = :request, claimedAt = :now, ' +
          'leaseUntil = :lease, expiresAt = :expires ADD claims :one',
        ConditionExpression:
          'attribute_not_exists(pk) OR (noticeStatus = :sending AND ' +
          '(claimedBy = :request OR leaseUntil < :now))',
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':request': requestId,
          ':now': now.toISOString(),
          ':lease': new Date(now.getTime() + NOTICE_CLAIM_LEASE_MS).toISOString(),
          ':expires': Math.floor(now.getTime() / 1000) + claimTtlSeconds,
          ':one': 1,
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return 'claimed';
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return error.Item?.noticeStatus?.S === 'sent' ? 'sent' : 'held';
  }
}

/** Marks the notice sent by the claim's holder. */
export async function markNoticeSent(
  applicationId: string,
  requestId: string,
  now = new Date(),
): Promise<void> {
  await dynamoDb().send(
    new UpdateCommand({
      TableName: config.paymentsTable,
      Key: keyOf(applicationId),
      UpdateExpression: 'SET noticeStatus = :sent, sentAt = :now REMOVE leaseUntil',
      ConditionExpression: 'claimedBy = :request',
      ExpressionAttributeValues: {
        ':sent': 'sent',
        ':now': now.toISOString(),
        ':request': requestId,
      },
    }),
  );
}
