import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from '../lib/dynamo-conditions';
import { errorName, logger } from '../lib/logger';

/*
 * Emails owed by a row of the payments table (a payment's receipt and notices, a contact message's
 * staff email and acknowledgement), sent at most once at a time and retried until sent: a sender
 * claims them (a counted attempt with a lease), sends, and records each outcome on the row in one
 * write. A row owing emails carries `attention`/`attentionSince` (the sparse attention index,
 * infra/resources.ts), where the reconciler finds it once the backoff or a dead sender's lease has
 * run out.
 */

/** How long a claim on a row's emails lasts: a sender that died is replaced after this. */
export const EMAIL_CLAIM_LEASE_MS = 5 * 60 * 1000;

/** The first retry of a failed email waits this long; each further one twice as long. */
export const EMAIL_RETRY_BASE_MS = 60 * 1000;

/** The longest wait between two tries. */
export const EMAIL_RETRY_MAX_MS = 60 * 60 * 1000;

/**
 * Claims (tries) of a row's emails before they are left to staff: with the backoff above the
 * last one is about two hours after the first. The row stays in its attention, which the
 * unsent-emails alarm watches.
 */
export const EMAIL_MAX_ATTEMPTS = 8;

/**
 * State of one owed email; `digest`: a staff notice past the day's cap, listed in the day's
 * digest instead (functions/src/email/staff-notices.ts).
 */
export type EmailStatus = 'sending' | 'sent' | 'failed' | 'skipped' | 'digest';

/** The outcome of sending one owed email: sent, skipped (no recipient), or failed with a code. */
export interface EmailOutcome<E extends string = string> {
  email: E;
  status: Exclude<EmailStatus, 'sending'>;
  code?: string;
}

/** What a conditional write did. */
export type TransitionOutcome = 'changed' | 'refused';

/** The key of a row of the payments table. */
export interface RowKey {
  pk: string;
  sk: string;
}

/** The time `ms` after `now`, as ISO text. */
export const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/** When the next try may run after `attempts` claims. */
export const emailBackoff = (attempts: number) =>
  Math.min(EMAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), EMAIL_RETRY_MAX_MS);

/** The attention index's name (infra/resources.ts defines it; the functions receive no infra). */
const attentionIndexName = 'attention';

/**
 * Claims a row's owed emails for one sender: the claim must be the next after the one the caller
 * read (`attempts`), so of concurrent claimers exactly one wins. It counts an attempt and leases
 * the emails until `leaseUntil`; the owed emails show `sending` meanwhile, so a concurrent reader
 * sees no failure to retry.
 */
async function claim(
  key: RowKey,
  attempts: number | undefined,
  owed: readonly string[],
  now: string,
  leaseUntil: string,
): Promise<TransitionOutcome> {
  const names = Object.fromEntries(owed.map((email, index) => [`#o${index}`, `${email}Status`]));
  const sending = owed.map((_, index) => `, #o${index} = :sending`).join('');
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.paymentsTable,
        Key: key,
        UpdateExpression: `SET emailClaimedAt = :now, nextEmailAt = :lease${sending} ADD emailAttempts :one`,
        ConditionExpression:
          attempts === undefined
            ? 'attribute_exists(pk) AND attribute_not_exists(emailAttempts)'
            : 'attribute_exists(pk) AND emailAttempts = :attempts',
        ...(owed.length ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: {
          ':now': now,
          ':lease': leaseUntil,
          ':one': 1,
          ...(owed.length ? { ':sending': 'sending' } : {}),
          ...(attempts === undefined ? {} : { ':attempts': attempts }),
        },
      }),
    );
    return 'changed';
  } catch (error) {
    if (isConditionFailure(error)) return 'refused';
    throw error;
  }
}

/**
 * Records how sending a row's owed emails went, in one write. When nothing is owed any more
 * (`done`) the row leaves its attention (a payment under review stays there); otherwise the next
 * try waits until `nextTryAt`.
 */
async function record(
  key: RowKey,
  outcomes: readonly EmailOutcome[],
  done: boolean,
  nextTryAt: string,
): Promise<void> {
  const sets: string[] = [];
  const removes: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  outcomes.forEach(({ email, status, code }, index) => {
    names[`#s${index}`] = `${email}Status`;
    names[`#e${index}`] = `${email}Error`;
    values[`:s${index}`] = status;
    sets.push(`#s${index} = :s${index}`);
    if (code) {
      values[`:e${index}`] = code;
      sets.push(`#e${index} = :e${index}`);
    } else {
      removes.push(`#e${index}`);
    }
  });
  const write = (extraSets: string[], extraRemoves: string[], condition: string) =>
    dynamoDb().send(
      new UpdateCommand({
        TableName: config.paymentsTable,
        Key: key,
        UpdateExpression:
          `SET ${[...sets, ...extraSets].join(', ')}` +
          ([...removes, ...extraRemoves].length
            ? ` REMOVE ${[...removes, ...extraRemoves].join(', ')}`
            : ''),
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: {
          ...values,
          ...(extraSets.length ? { ':next': nextTryAt } : {}),
        },
      }),
    );
  if (!done) {
    await write(['nextEmailAt = :next'], [], 'attribute_exists(pk)');
    return;
  }
  try {
    await write(
      [],
      ['nextEmailAt', 'attention', 'attentionSince'],
      'attribute_exists(pk) AND attribute_not_exists(review)',
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Flagged for review meanwhile: the row stays in the review attention.
    await write([], ['nextEmailAt'], 'attribute_exists(pk)');
  }
}

/**
 * The rows needing one kind of attention, oldest first, whose `attentionSince` is before `before`
 * when given: a Query of the sparse attention index, never a scan.
 */
async function needingAttention(
  attention: string,
  before?: string,
  limit = 100,
): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDb().send(
      new QueryCommand({
        TableName: config.paymentsTable,
        IndexName: attentionIndexName,
        KeyConditionExpression: before
          ? 'attention = :attention AND attentionSince < :before'
          : 'attention = :attention',
        ExpressionAttributeValues: {
          ':attention': attention,
          ...(before ? { ':before': before } : {}),
        },
        Limit: limit - found.length,
        ExclusiveStartKey: start,
      }),
    );
    found.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start && found.length < limit);
  return found;
}

/** A row that owes emails, as the sender and the retries see it. */
export interface EmailDebt<E extends string> {
  key: RowKey;
  /** The row's name in log lines (`{ paymentId }`, `{ messageId }`). */
  logKeys: Record<string, string>;
  /** The log message prefix of its domain (`payment`, `contact`). */
  domain: string;
  emailAttempts?: number;
  nextEmailAt?: string;
  /** The emails still owed (not sent, not skipped). */
  owed: readonly E[];
  /** Whether any owed email's last try failed. */
  failed: boolean;
  /** Sends one email; a failure is logged and returned, never thrown. */
  deliver(email: E): Promise<EmailOutcome<E>>;
}

/**
 * Sends the emails a row owes, for a caller that holds the claim on them (it made the row, or won
 * `claim`), and records every outcome in one write: all sent and the row leaves its attention;
 * any failed and the next try waits by backoff. Never throws: an email failure must not undo or
 * hide the row; it stays visible on it (`…Status: 'failed'`, `…Error`) and the reconciler retries.
 */
async function send<E extends string>(debt: EmailDebt<E>, now: Date): Promise<EmailOutcome<E>[]> {
  const outcomes = await Promise.all(debt.owed.map((email) => debt.deliver(email)));
  if (outcomes.length === 0) return outcomes;
  try {
    const allDone = outcomes.every((outcome) => outcome.status !== 'failed');
    const nextTry = later(now, emailBackoff(debt.emailAttempts ?? 1));
    await record(debt.key, outcomes, allDone, nextTry);
  } catch (error) {
    // The lease lapses and the reconciler claims the emails again; a sent one may then repeat.
    logger.error(`${debt.domain}.email_record_failed`, { ...debt.logKeys, code: errorName(error) });
  }
  return outcomes;
}

/**
 * Retries a row's owed emails when this caller wins the claim: `failed` ones at once (on a
 * repeated delivery of a gateway result) or only `due` ones (the reconciler: the backoff or a
 * dead sender's lease has run out). Gives up after `EMAIL_MAX_ATTEMPTS` claims, leaving the row
 * for staff. Never throws; returns what was tried.
 */
async function retry<E extends string>(
  debt: EmailDebt<E>,
  now: Date,
  when: 'failed_or_due' | 'due',
): Promise<EmailOutcome<E>[]> {
  if (debt.owed.length === 0 || (debt.emailAttempts ?? 0) >= EMAIL_MAX_ATTEMPTS) return [];
  const due = !debt.nextEmailAt || debt.nextEmailAt <= now.toISOString();
  if (!due && !(when === 'failed_or_due' && debt.failed)) return [];
  try {
    const lease = later(now, EMAIL_CLAIM_LEASE_MS);
    const claimed = await claim(debt.key, debt.emailAttempts, debt.owed, now.toISOString(), lease);
    if (claimed !== 'changed') return [];
    return await send({ ...debt, emailAttempts: (debt.emailAttempts ?? 0) + 1 }, now);
  } catch (error) {
    logger.error(`${debt.domain}.email_retry_failed`, { ...debt.logKeys, code: errorName(error) });
    return [];
  }
}

/** Owed emails on rows of the payments table: claim, send, record, retry, find. */
export const EmailClaims = { claim, record, needingAttention, send, retry };
