import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Language } from '@gsk/core/i18n/language';
import { isLanguage } from '@gsk/core/i18n/language';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from '../lib/dynamo-conditions';
import { errorName, logger } from '../lib/logger';
import { sendSms } from '../lib/sms';
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
interface Recipient {
  mobile: string;
  language: Language;
}

const recipientOf = async (memberId: string): Promise<Recipient | undefined> => {
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

/**
 * A conditional update of a registration's confirmation fields: `true` when it applied, `false`
 * when its condition did not hold.
 */
async function updateRegistration(
  eventId: string,
  memberId: string,
  update: Omit<UpdateCommandInput, 'TableName' | 'Key'>,
): Promise<boolean> {
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: registrationKey(eventId, memberId),
        ...update,
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/** A claim on a confirmation: the token its holder records with, or why there is none. */
type Claim = { token: string } | 'sent' | 'held' | 'abandoned';

/**
 * Claims the owed confirmation of a registration: a token for this sender, `sent` when it went
 * out already, `held` while another sender has it (its lease not run out), `abandoned` when it
 * was given up.
 */
async function claim(eventId: string, memberId: string, now: Date): Promise<Claim> {
  const token = randomUUID();
  const claimed = await updateRegistration(eventId, memberId, {
    UpdateExpression:
      'SET confirmation = :sending, leaseUntil = :lease, claimToken = :token ' +
      'ADD confirmationAttempts :one',
    ConditionExpression:
      '(confirmation = :owed OR (confirmation = :sending AND leaseUntil < :now)) AND ' +
      '(attribute_not_exists(confirmationAttempts) OR confirmationAttempts < :max)',
    ExpressionAttributeValues: {
      ':sending': 'sending',
      ':owed': 'owed',
      ':now': now.toISOString(),
      ':lease': new Date(now.getTime() + CONFIRMATION_LEASE_MS).toISOString(),
      ':token': token,
      ':one': 1,
      ':max': CONFIRMATION_MAX_ATTEMPTS,
    },
  });
  if (claimed) return { token };
  const { Item } = await dynamoDb().send(
    new GetCommand({
      TableName: config.membersTable,
      Key: registrationKey(eventId, memberId),
      ConsistentRead: true,
    }),
  );
  if (!Item || Item.confirmation === 'sent') return 'sent';
  if (Item.confirmation === 'abandoned') return 'abandoned';
  const exhausted =
    Number(Item.confirmationAttempts ?? 0) >= CONFIRMATION_MAX_ATTEMPTS &&
    (Item.confirmation === 'owed' || String(Item.leaseUntil ?? '') < now.toISOString());
  if (!exhausted) return 'held';
  await updateRegistration(eventId, memberId, {
    UpdateExpression: 'SET confirmation = :abandoned REMOVE leaseUntil, claimToken',
    ConditionExpression: 'confirmation <> :sent',
    ExpressionAttributeValues: { ':abandoned': 'abandoned', ':sent': 'sent' },
  });
  return 'abandoned';
}

/**
 * Records how the claimed send went, if the claim is still this sender's: sent, owed again with
 * the error's code, or abandoned (no profile to send to, the event started, tries used up).
 */
async function record(
  eventId: string,
  memberId: string,
  token: string,
  outcome: { state: 'sent' } | { state: 'owed' | 'abandoned'; code: string },
  now: Date,
) {
  // A sender slower than its lease finds the claim taken over: the new holder records instead.
  await updateRegistration(eventId, memberId, {
    UpdateExpression:
      outcome.state === 'sent'
        ? 'SET confirmation = :state, confirmationSentAt = :now REMOVE leaseUntil, claimToken'
        : 'SET confirmation = :state, confirmationError = :code REMOVE leaseUntil, claimToken',
    ConditionExpression: 'claimToken = :token',
    ExpressionAttributeValues: {
      ':state': outcome.state,
      ':token': token,
      ...(outcome.state === 'sent' ? { ':now': now.toISOString() } : { ':code': outcome.code }),
    },
  });
}

/**
 * Sends a registration's confirmation if it is owed and no one else is sending it. A failed send
 * does not throw: the registration stands, and the SMS stays owed for the next try.
 */
export async function confirmRegistration(
  event: StoredEvent,
  memberId: string,
  now = new Date(),
): Promise<ConfirmationOutcome> {
  const claimed = await claim(event.id, memberId, now);
  if (claimed === 'sent') return 'already_sent';
  if (claimed === 'held' || claimed === 'abandoned') return claimed;
  const { token } = claimed;
  const recipient = await recipientOf(memberId);
  if (!recipient || Date.parse(event.startsAt) <= now.getTime()) {
    const code = recipient ? 'EventStarted' : 'NoProfile';
    await record(event.id, memberId, token, { state: 'abandoned', code }, now);
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
    await record(event.id, memberId, token, { state: 'owed', code: errorName(error) }, now);
    return 'failed';
  }
  await record(event.id, memberId, token, { state: 'sent' }, now);
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
