import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from '../lib/dynamo-conditions';
import { broadcastKey, deliveryKey } from './items';
import type { StoredDelivery } from './items';

/*
 * A delivery record's transitions (docs/privacy.md "Broadcasts", "Exactly once"), each
 * conditional on the state it leaves: `pending` → `sending` (a claim, at a time), the claim given
 * back, and `pending` or a claim → `sent`, `skipped` or `failed` with the broadcast's counter in
 * the same transaction. The sender (send.ts) and SES's Send events (events.ts) move them.
 */

/** Where a delivery ends. */
export type Transition = 'sent' | 'skipped' | 'failed';

/**
 * A delivery's transition, with the broadcast's counter of `to` moved in the same transaction:
 * from `pending`, from the claim of `claimedAt`, or (SES's Send event) from any claim. False when
 * the delivery is not in that state (someone else moved it first: nothing is counted twice).
 */
export async function transition(
  delivery: Pick<StoredDelivery, 'broadcastId' | 'memberId'>,
  to: Transition,
  from: { claimedAt: string } | 'pending' | 'sending',
  fields: Record<string, string> = {},
): Promise<boolean> {
  const names = Object.fromEntries(Object.keys(fields).map((name) => [`#${name}`, name]));
  const values = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [`:${name}`, value]),
  );
  const sets = Object.keys(fields).map((name) => `#${name} = :${name}`);
  try {
    await dynamoDb().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: config.membersTable,
              Key: deliveryKey(delivery.broadcastId, delivery.memberId),
              UpdateExpression: `SET ${['#status = :to', ...sets].join(', ')}`,
              ConditionExpression:
                typeof from === 'string'
                  ? '#status = :from'
                  : '#status = :sending AND claimedAt = :claimedAt',
              ExpressionAttributeNames: { '#status': 'status', ...names },
              ExpressionAttributeValues: {
                ':to': to,
                ...values,
                ...(typeof from === 'string'
                  ? { ':from': from }
                  : { ':sending': 'sending', ':claimedAt': from.claimedAt }),
              },
            },
          },
          {
            Update: {
              TableName: config.membersTable,
              Key: broadcastKey(delivery.broadcastId),
              UpdateExpression: 'ADD #counter :one',
              ExpressionAttributeNames: { '#counter': to },
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Claims a delivery at `now`: from `pending`, or from a stale claim of `staleClaimedAt`;
 * false when someone else changed it first.
 */
export async function claim(delivery: StoredDelivery, now: string, staleClaimedAt?: string) {
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: deliveryKey(delivery.broadcastId, delivery.memberId),
        UpdateExpression: 'SET #status = :sending, claimedAt = :now ADD attempts :one',
        ConditionExpression: staleClaimedAt
          ? '#status = :sending AND claimedAt = :old'
          : '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':now': now,
          ':one': 1,
          ...(staleClaimedAt ? { ':old': staleClaimedAt } : { ':pending': 'pending' }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives a claim back (`pending`): the provider refused for now (a throttle), and said so. */
export async function release(delivery: StoredDelivery, claimedAt: string): Promise<void> {
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: deliveryKey(delivery.broadcastId, delivery.memberId),
        UpdateExpression: 'SET #status = :pending REMOVE claimedAt',
        ConditionExpression: '#status = :sending AND claimedAt = :claimedAt',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':sending': 'sending',
          ':claimedAt': claimedAt,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
