import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '@gsk/core/i18n';
import { isLanguage } from '@gsk/core/i18n/language';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from '../lib/email-claims';
import { errorName, logger } from '../lib/logger';
import { sendSms, smsTextProblem } from '../lib/sms';
import type { StoredEvent } from './events';
import { registrationKey } from './registrations';

/*
 * The registration's confirmation SMS, sent once in the normal path and never lost while the
 * member can retry. The registration's own transaction (registrations.ts) stores it as owed
 * (`confirmation: 'owed'` on `EVENT#{id}`/`REG#{memberId}`); the request that registered then
 * claims it with a conditional write (owed → sending, with a lease), sends it and records it sent.
 * Of any number of requests at once, only one claim succeeds, so one SMS goes out.
 *
 * At-least-once, and its limits:
 * - A send that fails (SNS refuses, a timeout) gives the claim back (sending → owed); the member's
 *   next registration request (answered `already_registered`) claims and sends it again, as does a
 *   request after a dead sender's lease ran out (a process killed between claim and send).
 * - A process killed after SNS took the SMS and before the record: the lease runs out and the next
 *   try sends it a second time. SNS has no idempotency key for SMS, so this window (milliseconds)
 *   cannot be closed; twice beats never for a confirmation.
 * - Nothing retries an owed SMS by itself: a member who never sends the request again keeps it
 *   owed (visible on the registration as `confirmation: 'owed'`, with the attempts and the last
 *   error code). The registration itself is never in doubt: the answer says it.
 */

/** How long a claim keeps other requests off: above a Lambda's 20 s timeout. */
export const CONFIRMATION_LEASE_MS = 60 * 1000;

/** What sending the confirmation did now. */
export type ConfirmationOutcome = 'sent' | 'already_sent' | 'held' | 'failed' | 'no_member';

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

/**
 * Claims the owed confirmation of a registration: `claimed` for this request, `sent` when it went
 * out already, `held` while another request sends it (its lease not run out).
 */
async function claim(
  eventId: string,
  memberId: string,
  now: Date,
): Promise<'claimed' | 'sent' | 'held'> {
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: registrationKey(eventId, memberId),
        UpdateExpression:
          'SET confirmation = :sending, leaseUntil = :lease ADD confirmationAttempts :one',
        ConditionExpression:
          'confirmation = :owed OR (confirmation = :sending AND leaseUntil < :now)',
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':owed': 'owed',
          ':now': now.toISOString(),
          ':lease': new Date(now.getTime() + CONFIRMATION_LEASE_MS).toISOString(),
          ':one': 1,
        },
      }),
    );
    return 'claimed';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { Item } = await dynamoDb().send(
      new GetCommand({
        TableName: config.membersTable,
        Key: registrationKey(eventId, memberId),
        ConsistentRead: true,
      }),
    );
    return Item?.confirmation === 'sent' ? 'sent' : 'held';
  }
}

/** Records how the claimed send went: sent, or owed again with the error's code. */
async function record(
  eventId: string,
  memberId: string,
  outcome: { sent: true } | { sent: false; code: string },
  now: Date,
) {
  await dynamoDb().send(
    new UpdateCommand({
      TableName: config.membersTable,
      Key: registrationKey(eventId, memberId),
      UpdateExpression: outcome.sent
        ? 'SET confirmation = :state, confirmationSentAt = :now REMOVE leaseUntil'
        : 'SET confirmation = :state, confirmationError = :code REMOVE leaseUntil',
      ConditionExpression: 'confirmation = :sending',
      ExpressionAttributeValues: {
        ':state': outcome.sent ? 'sent' : 'owed',
        ':sending': 'sending',
        ...(outcome.sent ? { ':now': now.toISOString() } : { ':code': outcome.code }),
      },
    }),
  );
}

/**
 * Sends a registration's confirmation if it is owed and no one else is sending it. Never throws
 * for a failed send: the registration stands, and the SMS stays owed for the next try.
 */
export async function confirmRegistration(
  event: StoredEvent,
  memberId: string,
  now = new Date(),
): Promise<ConfirmationOutcome> {
  const claimed = await claim(event.id, memberId, now);
  if (claimed === 'sent') return 'already_sent';
  if (claimed === 'held') return 'held';
  const recipient = await recipientOf(memberId);
  if (!recipient) {
    await record(event.id, memberId, { sent: false, code: 'NoProfile' }, now);
    return 'no_member';
  }
  try {
    await sendSms(recipient.mobile, registrationText(recipient.language, event));
  } catch (error) {
    // No number or text in the log: the member's id and the error's name are enough.
    logger.warn('registration.confirmation_failed', { eventId: event.id, error: errorName(error) });
    await record(event.id, memberId, { sent: false, code: errorName(error) }, now);
    return 'failed';
  }
  await record(event.id, memberId, { sent: true }, now);
  return 'sent';
}
