import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '@gsk/core/i18n/language';
import { isLanguage } from '@gsk/core/i18n/language';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { errorName, logger } from '../lib/logger';
import { sendSms } from '../lib/sms';
import { claimText, recordText } from '../lib/text-claims';
import type { TextClaimRule } from '../lib/text-claims';
import { registrationText } from '../members/sms-texts';
import { getEvent } from './events';
import type { StoredEvent } from './events';
import { owedConfirmationKey, owedConfirmationsPk, registrationKey } from './registrations';

/*
 * The registration's confirmation SMS: one in the normal path, never lost, retried until sent.
 * The registration's own transaction (registrations.ts) stores it as owed (`confirmation: 'owed'`
 * on `EVENT#{id}`/`REG#{memberId}`, and a marker in the `CONFIRMATIONS` partition); the request
 * that registered then claims it with a conditional write (owed → sending, with a lease and a
 * claim token), sends it and records it sent. Of any number of requests at once only one claim
 * succeeds, so one SMS goes out (tests/integration/events.test.ts sends 20 at once).
 *
 * At-least-once, and its limits:
 * - A send that fails (SNS refuses, a timeout) gives the claim back (sending → owed). The
 *   reconciler's run (every 5 minutes in AWS, every minute locally) reads the markers and tries
 *   again (`retryOwedConfirmations`), as does the member's next registration request (answered
 *   `already_registered`); so does either after a dead sender's lease ran out (a process killed
 *   between claim and send). The marker goes once the SMS is known sent.
 * - A process killed after SNS took the SMS and before the record: the lease runs out and the next
 *   try sends it a second time. SNS has no idempotency key for SMS, so this window (milliseconds)
 *   cannot be closed; twice beats never for a confirmation.
 * - After `CONFIRMATION_MAX_ATTEMPTS` tries (one per reconciler run at most: 40 minutes in AWS; a
 *   number SNS will not take), or once the event has started, it is given up: `confirmation: 'abandoned'` stays on
 *   the registration for staff; the registration itself is never in doubt.
 */

/** How long a claim keeps other requests off: above a Lambda's 20 s timeout. */
export const CONFIRMATION_LEASE_MS = 60 * 1000;

/** Tries of one confirmation before it is given up. */
export const CONFIRMATION_MAX_ATTEMPTS = 8;

/** What sending the confirmation did now. */
export type ConfirmationOutcome = 'sent' | 'already_sent' | 'held' | 'failed' | 'abandoned';

/** The member's profile fields the SMS needs (MEMBER#{id}/PROFILE). */
export interface Recipient {
  mobile: string;
  language: Language;
}

/** The mobile number and language a member's texts go to, from their profile; none without one. */
export const recipientOf = async (memberId: string): Promise<Recipient | undefined> => {
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.membersTable,
      Key: { pk: `MEMBER#${memberId}`, sk: 'PROFILE' },
      ConsistentRead: true,
    }),
  );
  if (!Item || typeof Item.mobile !== 'string') return undefined;
  return { mobile: Item.mobile, language: isLanguage(Item.language) ? Item.language : 'bm' };
};

/** How a registration's confirmation is claimed (functions/src/lib/text-claims.ts). */
const confirmationRule: TextClaimRule = {
  fields: {
    state: 'confirmation',
    attempts: 'confirmationAttempts',
    lease: 'leaseUntil',
    token: 'claimToken',
    sentAt: 'confirmationSentAt',
    error: 'confirmationError',
  },
  maxAttempts: CONFIRMATION_MAX_ATTEMPTS,
  leaseMs: CONFIRMATION_LEASE_MS,
};

/**
 * Sends a registration's confirmation if it is owed and no one else is sending it. A failed send
 * does not throw: the registration stands, and the SMS stays owed for the next try.
 */
export async function confirmRegistration(
  event: StoredEvent,
  memberId: string,
  now = new Date(),
): Promise<ConfirmationOutcome> {
  const key = registrationKey(event.id, memberId);
  const claimed = await claimText(key, confirmationRule, now);
  if (claimed === 'sent') return 'already_sent';
  if (claimed === 'held' || claimed === 'abandoned') return claimed;
  const { token } = claimed;
  const recipient = await recipientOf(memberId);
  if (!recipient || Date.parse(event.startsAt) <= now.getTime()) {
    const code = recipient ? 'EventStarted' : 'NoProfile';
    await recordText(key, confirmationRule, token, { state: 'abandoned', code }, now);
    return 'abandoned';
  }
  try {
    await sendSms(
      recipient.mobile,
      registrationText(event.title[recipient.language], event.startsAt, recipient.language),
    );
  } catch (error) {
    // No number or text in the log: the event's id and the error's name are enough.
    logger.warn('registration.confirmation_failed', { eventId: event.id, error: errorName(error) });
    await recordText(key, confirmationRule, token, { state: 'owed', code: errorName(error) }, now);
    return 'failed';
  }
  await recordText(key, confirmationRule, token, { state: 'sent' }, now);
  return 'sent';
}

/** What one run of `retryOwedConfirmations` did. */
export interface ConfirmationSummary {
  confirmationsSent: number;
  confirmationsFailed: number;
  confirmationsAbandoned: number;
  /** Markers still owed after the run (held by a sender, or failed and waiting). */
  confirmationsOwed: number;
}

/** Markers read per run; the rest wait for the next run. */
const sweepLimit = 100;

/**
 * The reconciler's part: every owed confirmation (the `CONFIRMATIONS` markers) is tried again
 * (a claim keeps it from a sender holding it now), and the markers of the sent or abandoned ones
 * are removed. Errors of one marker are logged and leave it for the next run.
 */
export async function retryOwedConfirmations(now = new Date()): Promise<ConfirmationSummary> {
  const summary: ConfirmationSummary = {
    confirmationsSent: 0,
    confirmationsFailed: 0,
    confirmationsAbandoned: 0,
    confirmationsOwed: 0,
  };
  const { Items = [] } = await dynamoDb().send(
    new QueryCommand({
      TableName: config.membersTable,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': owedConfirmationsPk },
      Limit: sweepLimit,
    }),
  );
  for (const marker of Items) {
    const eventId = String(marker.eventId);
    const memberId = String(marker.memberId);
    try {
      const event = await getEvent(eventId);
      const outcome = event ? await confirmRegistration(event, memberId, now) : 'abandoned';
      if (outcome === 'sent') summary.confirmationsSent += 1;
      if (outcome === 'failed') summary.confirmationsFailed += 1;
      if (outcome === 'abandoned') summary.confirmationsAbandoned += 1;
      if (outcome === 'sent' || outcome === 'already_sent' || outcome === 'abandoned') {
        await dynamoDb().send(
          new DeleteCommand({
            TableName: config.membersTable,
            Key: owedConfirmationKey(eventId, memberId),
          }),
        );
      } else summary.confirmationsOwed += 1;
    } catch (error) {
      logger.error('registration.confirmation_retry_failed', { eventId, error: errorName(error) });
      summary.confirmationsOwed += 1;
    }
  }
  return summary;
}
