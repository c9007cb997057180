import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '@gsk/core/i18n';
import { isLanguage } from '@gsk/core/i18n/language';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from '../lib/email-claims';
import { errorName, logger } from '../lib/logger';
import { sendSms, smsTextProblem } from '../lib/sms';
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

const monthsBm = [
  'Jan',
  'Feb',
  'Mac',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Ogo',
  'Sep',
  'Okt',
  'Nov',
  'Dis',
];
const monthsEng = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** `5 Dis 2026 9:00 pagi` / `5 Dec 2026 9:00am`, in Malaysia time (UTC+8, no daylight saving). */
export function smsDateTime(iso: string, language: Language): string {
  const local = new Date(Date.parse(iso) + 8 * 3600 * 1000);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const months = language === 'bm' ? monthsBm : monthsEng;
  const day = `${local.getUTCDate()} ${months[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  if (language === 'eng') return `${day} ${hour12}:${minutes}${hours < 12 ? 'am' : 'pm'}`;
  const period = hours < 12 ? 'pagi' : hours < 14 ? 'tengah hari' : hours < 19 ? 'petang' : 'malam';
  return `${day} ${hour12}:${minutes} ${period}`;
}

/** One GSM-7 segment: a text over it is split (and billed) as several. */
const segment = 160;

/**
 * A title as one GSM-7 line: accents dropped (é → e), typographic quotes and dashes made plain,
 * anything else outside plain ASCII letters, digits and punctuation removed, so the SMS stays
 * one 7-bit segment whatever staff typed.
 */
const plainTitle = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^A-Za-z0-9 .,:;'"!?()&/+\-#%*=@]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The confirmation in the member's language: Malaysian A2P rules (starts with "RM0", names the
 * movement, transactional, no link), one GSM-7 segment: the title is shortened to fit.
 */
export function registrationText(
  language: Language,
  event: Pick<StoredEvent, 'title' | 'startsAt' | 'online'>,
): string {
  const when = `${smsDateTime(event.startsAt, language)}${event.online ? (language === 'bm' ? ' (dalam talian)' : ' (online)') : ''}`;
  const textOf = (title: string) =>
    language === 'bm'
      ? `RM0 Gerakan Sektor Ketiga: Pendaftaran anda untuk ${title} pada ${when} disahkan.`
      : `RM0 Gerakan Sektor Ketiga: You are registered for ${title} on ${when}.`;
  const room = segment - textOf('').length;
  const plain = plainTitle(event.title[language]);
  const fitted = `"${plain.length <= room - 2 ? plain : `${plain.slice(0, room - 5).trimEnd()}...`}"`;
  const text = textOf(fitted);
  // A title that still reads as a link ("FlexiMart.com") is left out rather than break the rules.
  return smsTextProblem(text) ? textOf(language === 'bm' ? 'program kami' : 'our programme') : text;
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
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: registrationKey(eventId, memberId),
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
      }),
    );
    return { token };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
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
    await dynamoDb()
      .send(
        new UpdateCommand({
          TableName: config.membersTable,
          Key: registrationKey(eventId, memberId),
          UpdateExpression: 'SET confirmation = :abandoned REMOVE leaseUntil, claimToken',
          ConditionExpression: 'confirmation <> :sent',
          ExpressionAttributeValues: { ':abandoned': 'abandoned', ':sent': 'sent' },
        }),
      )
      .catch((failure: unknown) => {
        if (!isConditionFailure(failure)) throw failure;
      });
    return 'abandoned';
  }
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
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: registrationKey(eventId, memberId),
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
      }),
    );
  } catch (error) {
    // A sender slower than its lease: the one that took over records instead.
    if (!isConditionFailure(error)) throw error;
  }
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
    await sendSms(recipient.mobile, registrationText(recipient.language, event));
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
