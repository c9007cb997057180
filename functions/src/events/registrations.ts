import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { conflict, notFound } from '../lib/errors';
import { eventKey, getEvent, isEventId, isVisible, registrationState } from './events';
import type { StoredEvent } from './events';

/*
 * A member's registration for an event, exactly once, within the event's places, in ONE
 * conditional write: a transaction that puts the registration (`EVENT#{id}`/`REG#{memberId}`,
 * only if absent), its mirror under the member (`MEMBER#{id}`/`REG#{eventId}`) and adds one to
 * the event's `registeredCount` only if the event is published, has a place left and has not
 * started. DynamoDB applies all three or none, so two requests of one member (or the last place
 * wanted by many) can never both win: the loser's transaction is cancelled, and its reasons say
 * which condition failed. The same transaction records the confirmation SMS as owed (confirmation.ts).
 * A cancellation by a concurrent transaction on the same items
 * (`TransactionConflict`, DynamoDB's optimistic locking) is tried again.
 */

/** The key of a registration, under its event. */
export const registrationKey = (eventId: string, memberId: string) => ({
  pk: `EVENT#${eventId}`,
  sk: `REG#${memberId}`,
});

/** The key of a registration's mirror, under its member (the profile lists them). */
export const memberRegistrationKey = (memberId: string, eventId: string) => ({
  pk: `MEMBER#${memberId}`,
  sk: `REG#${eventId}`,
});

/**
 * The owed confirmations' partition: one marker per registration whose SMS is not known sent
 * (`REG#{eventId}#{memberId}`), written by the registration's transaction, which the reconciler
 * reads to retry (confirmation.ts `retryOwedConfirmations`) and removes once the SMS went out.
 */
export const owedConfirmationsPk = 'CONFIRMATIONS';

/** The key of a registration's owed-confirmation marker. */
export const owedConfirmationKey = (eventId: string, memberId: string) => ({
  pk: owedConfirmationsPk,
  sk: `REG#${eventId}#${memberId}`,
});

/** What registering did: the first time, or a repeat that changed nothing. */
export type Registration = 'registered' | 'already_registered';

/** Attempts of a transaction that keeps losing races to others before the caller gets a 500. */
const maxAttempts = 8;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

const reasonAt = (error: TransactionCanceledException, index: number) =>
  error.CancellationReasons?.[index]?.Code;

/** Why the event's update was refused, read from the event as it is now. */
const refusal = (event: StoredEvent | undefined, now: Date) => {
  if (!event || !isVisible(event)) return notFound('event_not_found');
  return registrationState(event, now) === 'full'
    ? conflict('event_full')
    : conflict('event_closed');
};

/**
 * Registers a member for an event. Throws a 404 `event_not_found` (unknown or draft), 409
 * `event_closed` (closed by staff, or started) or 409 `event_full`. A member registered already
 * gets `already_registered` whatever the event's state now.
 */
export async function register(
  eventId: string,
  memberId: string,
  now = new Date(),
): Promise<Registration> {
  if (!isEventId(eventId)) throw notFound('event_not_found');
  const at = now.toISOString();
  const transaction = new TransactWriteCommand({
    TransactItems: [
      {
        Put: {
          TableName: config.membersTable,
          Item: {
            ...registrationKey(eventId, memberId),
            eventId,
            memberId,
            registeredAt: at,
            // The confirmation SMS is owed until confirmation.ts records it sent.
            confirmation: 'owed',
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: config.membersTable,
          Item: { ...memberRegistrationKey(memberId, eventId), eventId, registeredAt: at },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: config.membersTable,
          Key: eventKey(eventId),
          UpdateExpression: 'SET registeredCount = registeredCount + :one',
          ConditionExpression:
            '#status = :published AND registeredCount < #capacity AND startsAt > :now',
          ExpressionAttributeNames: { '#status': 'status', '#capacity': 'capacity' },
          ExpressionAttributeValues: { ':one': 1, ':published': 'published', ':now': at },
        },
      },
      {
        Put: {
          TableName: config.membersTable,
          Item: { ...owedConfirmationKey(eventId, memberId), eventId, memberId, owedSince: at },
        },
      },
    ],
  });
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dynamoDb().send(transaction);
      return 'registered';
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      if (
        reasonAt(error, 0) === 'ConditionalCheckFailed' ||
        reasonAt(error, 1) === 'ConditionalCheckFailed'
      ) {
        return 'already_registered';
      }
      if (reasonAt(error, 2) === 'ConditionalCheckFailed') {
        throw refusal(await getEvent(eventId), now);
      }
      const conflicting = (error.CancellationReasons ?? []).some(
        (reason) => reason.Code === 'TransactionConflict',
      );
      if (!conflicting || attempt >= maxAttempts) throw error;
      // Jittered backoff, so the losers of one race do not all meet again in the next.
      await pause(Math.random() * 20 * 2 ** attempt);
    }
  }
}
