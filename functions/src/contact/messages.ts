import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { StaffActor } from '@gsk/core/api';
import type { ContactMessage } from '@gsk/core/contact';
import type { Language } from '@gsk/core/i18n/language';
import {
  EMAIL_CLAIM_LEASE_MS,
  EmailClaims,
  later,
  type EmailDebt,
  type EmailOutcome,
  type EmailStatus,
} from '../email/claims';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { sendEmail } from '../lib/email';
import { errorName, logger } from '../lib/logger';
import { acknowledgementEmail, staffMessageEmail } from './emails';

/*
 * Messages from the contact page, in the payments table (keys `pk` `CONTACT#{messageId}`, sk
 * `MESSAGE`): stored before anything is sent, so a message is never lost, then emailed to the
 * staff (Reply-To the visitor) and acknowledged to the visitor (Reply-To the contact address).
 * While either email is owed the row carries `attention: 'contact'` in the attention index, where
 * the reconciler finds it and retries with the payments' claims and backoff (email/claims.ts).
 * Every message is also in the staff console's open list (`listKind: contact#open` in the listing
 * index) until staff mark it handled.
 */

/** The emails a message owes: the staff's copy and the visitor's acknowledgement. */
export type ContactEmail = 'staff' | 'acknowledgement';

/** The attention a message owing emails carries (the attention index's partition). */
export const contactAttention = 'contact';

/** The log message of a contact email SES refused. */
export const contactEmailFailedEvent = 'contact.email_failed';

/** A message as the table keeps it. */
export interface ContactRecord {
  messageId: string;
  name: string;
  email: string;
  phone?: string;
  message: string;
  /** The page's language: the acknowledgement's. */
  language: Language;
  createdAt: string;
  staffStatus?: EmailStatus;
  staffError?: string;
  acknowledgementStatus?: EmailStatus;
  acknowledgementError?: string;
  emailClaimedAt?: string;
  emailAttempts?: number;
  nextEmailAt?: string;
  attention?: typeof contactAttention;
  attentionSince?: string;
  /** The staff console's list it is in (the `listing` index): open until staff handle it. */
  listKind?: ContactListKind;
  listedAt?: string;
  /** When and by whom staff marked it handled (functions/src/staff/messages.ts). */
  handledAt?: string;
  handledBy?: StaffActor;
}

/** The staff console's lists of messages (functions/src/staff/messages.ts). */
export const contactListKinds = { open: 'contact#open', handled: 'contact#handled' } as const;
export type ContactListKind = (typeof contactListKinds)[keyof typeof contactListKinds];

export const messageKey = (messageId: string) => ({ pk: `CONTACT#${messageId}`, sk: 'MESSAGE' });

const emails = ['staff', 'acknowledgement'] as const satisfies readonly ContactEmail[];

const done = (status: EmailStatus | undefined) => status === 'sent' || status === 'skipped';

/** The emails a message still owes (not sent, nor skipped for want of staff). */
export const owedContactEmails = (message: ContactRecord): ContactEmail[] =>
  emails.filter((email) => !done(message[`${email}Status`]));

/** Sends one email of a message; a failure is logged and returned (never thrown). */
const deliver = async (
  message: ContactRecord,
  email: ContactEmail,
): Promise<EmailOutcome<ContactEmail>> => {
  if (email === 'staff' && config.adminEmails.length === 0) return { email, status: 'skipped' };
  try {
    if (email === 'staff') {
      await sendEmail(config.adminEmails, staffMessageEmail(message), message.email);
    } else {
      await sendEmail([message.email], acknowledgementEmail(message), config.contactEmail);
    }
    return { email, status: 'sent' };
  } catch (error) {
    const code = errorName(error);
    logger.error(contactEmailFailedEvent, { messageId: message.messageId, email, code });
    return { email, status: 'failed', code };
  }
};

const debtOf = (message: ContactRecord): EmailDebt<ContactEmail> => {
  const owed = owedContactEmails(message);
  return {
    key: messageKey(message.messageId),
    logKeys: { messageId: message.messageId },
    domain: 'contact',
    emailAttempts: message.emailAttempts,
    nextEmailAt: message.nextEmailAt,
    owed,
    failed: owed.some((email) => message[`${email}Status`] === 'failed'),
    deliver: (email) => deliver(message, email),
  };
};

/**
 * Takes a message from the contact page: stores it (with the claim on its two emails, so only
 * this caller sends them), then sends them and records how that went. An email that fails leaves
 * the message stored and owing it, for the reconciler; only the store failing fails the request.
 */
async function receive(input: ContactMessage, now = new Date()): Promise<ContactRecord> {
  const createdAt = now.toISOString();
  const record: ContactRecord = {
    messageId: randomUUID(),
    name: input.name,
    email: input.email,
    ...(input.phone ? { phone: input.phone } : {}),
    message: input.message,
    language: input.language,
    createdAt,
    staffStatus: 'sending',
    acknowledgementStatus: 'sending',
    emailClaimedAt: createdAt,
    emailAttempts: 1,
    nextEmailAt: later(now, EMAIL_CLAIM_LEASE_MS),
    attention: contactAttention,
    attentionSince: createdAt,
    listKind: contactListKinds.open,
    listedAt: createdAt,
  };
  await dynamoDb().send(
    new PutCommand({
      TableName: config.paymentsTable,
      Item: { ...messageKey(record.messageId), ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  logger.info('contact.stored', { messageId: record.messageId, language: record.language });
  await EmailClaims.send(debtOf(record), now);
  return record;
}

/** The messages owing emails, oldest first (a Query of the attention index). */
async function owingEmails(limit: number): Promise<ContactRecord[]> {
  const items = await EmailClaims.needingAttention(contactAttention, undefined, limit);
  return items.map(({ pk: _pk, sk: _sk, ...record }) => record as unknown as ContactRecord);
}

/** Retries a message's owed emails once their backoff or lease has run out (the reconciler). */
function retryEmails(message: ContactRecord, now: Date): Promise<EmailOutcome<ContactEmail>[]> {
  return EmailClaims.retry(debtOf(message), now, 'due');
}

/** The contact page's messages: store and send, find those owing emails, retry them. */
export const ContactMessages = { receive, owingEmails, retryEmails };
