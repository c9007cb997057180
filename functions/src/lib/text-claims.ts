import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoDb } from './aws';
import { config } from './config';
import { isConditionFailure } from './dynamo-conditions';

/*
 * A text message owed on an item of the members table, sent once in the normal path and never
 * lost: the item carries its state (`owed` → `sending` under a lease and a claim token → `sent`,
 * or `abandoned`), a sender takes it with a conditional update (of any number of senders at once
 * only one claim succeeds), sends, and records how it went under its token. A send that fails
 * gives the claim back (owed again) for the next try; a sender killed between claim and record
 * leaves a lease that runs out. Used by the registrations' confirmation
 * (functions/src/events/confirmation.ts), the waiting lists' promotion texts and the reminders
 * (functions/src/volunteers/place-texts.ts).
 */

/** The item's key (members table). */
export type ItemKey = { pk: string; sk: string };

/** The attribute names one kind of text keeps its state in, on the item it belongs to. */
export interface TextFields {
  /** `owed`, `sending`, `sent` or `abandoned`. */
  state: string;
  attempts: string;
  lease: string;
  token: string;
  sentAt: string;
  error: string;
}

/** How one kind of text is claimed. */
export interface TextClaimRule {
  fields: TextFields;
  /** Tries before it is given up. */
  maxAttempts: number;
  /** How long a claim keeps other senders off: above a Lambda's timeout. */
  leaseMs: number;
  /**
   * Whether an item with no state yet owes the text (a reminder is owed by every confirmed place
   * once its time comes, without a write that says so).
   */
  owedWhenAbsent?: boolean;
  /** A further condition of the claim, with its names and values (a reminder: a confirmed place). */
  condition?: {
    expression: string;
    names?: Record<string, string>;
    values?: Record<string, unknown>;
  };
}

/** A claim on a text: the token its holder records with, or why there is none. */
export type TextClaim = { token: string } | 'sent' | 'held' | 'abandoned';

/** A conditional update of an item: `true` when it applied, `false` when its condition did not. */
async function updateItem(
  key: ItemKey,
  update: Omit<UpdateCommandInput, 'TableName' | 'Key'>,
): Promise<boolean> {
  try {
    await dynamoDb().send(
      new UpdateCommand({ TableName: config.membersTable, Key: key, ...update }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/**
 * Claims the text owed on `key`: a token for this sender, `sent` when it went out already (or the
 * item is gone, or no longer owes it), `held` while another sender has it (its lease not run
 * out), `abandoned` when it was given up (now, if its tries are used up).
 */
export async function claimText(key: ItemKey, rule: TextClaimRule, now: Date): Promise<TextClaim> {
  const { fields } = rule;
  const token = randomUUID();
  const owed = `(#state = :owed OR (#state = :sending AND #lease < :now)${
    rule.owedWhenAbsent ? ' OR attribute_not_exists(#state)' : ''
  })`;
  const claimed = await updateItem(key, {
    UpdateExpression: 'SET #state = :sending, #lease = :lease, #token = :token ADD #attempts :one',
    ConditionExpression: [
      'attribute_exists(pk)',
      owed,
      '(attribute_not_exists(#attempts) OR #attempts < :max)',
      ...(rule.condition ? [rule.condition.expression] : []),
    ].join(' AND '),
    ExpressionAttributeNames: {
      '#state': fields.state,
      '#lease': fields.lease,
      '#token': fields.token,
      '#attempts': fields.attempts,
      ...rule.condition?.names,
    },
    ExpressionAttributeValues: {
      ':sending': 'sending',
      ':owed': 'owed',
      ':now': now.toISOString(),
      ':lease': new Date(now.getTime() + rule.leaseMs).toISOString(),
      ':token': token,
      ':one': 1,
      ':max': rule.maxAttempts,
      ...rule.condition?.values,
    },
  });
  if (claimed) return { token };
  const { Item } = await dynamoDb().send(
    new GetCommand({ TableName: config.membersTable, Key: key, ConsistentRead: true }),
  );
  const state = Item?.[fields.state] as unknown;
  if (!Item || state === 'sent') return 'sent';
  if (state === 'abandoned') return 'abandoned';
  if (state === undefined && !rule.owedWhenAbsent) return 'sent';
  const exhausted =
    Number(Item[fields.attempts] ?? 0) >= rule.maxAttempts &&
    (state === 'owed' || String(Item[fields.lease] ?? '') < now.toISOString());
  if (!exhausted) return state === undefined ? 'sent' : 'held';
  await updateItem(key, {
    UpdateExpression: 'SET #state = :abandoned REMOVE #lease, #token',
    ConditionExpression: '#state <> :sent',
    ExpressionAttributeNames: {
      '#state': fields.state,
      '#lease': fields.lease,
      '#token': fields.token,
    },
    ExpressionAttributeValues: { ':abandoned': 'abandoned', ':sent': 'sent' },
  });
  return 'abandoned';
}

/** How a claimed send went: sent, owed again (with the error's code), or given up. */
export type TextOutcome =
  | { state: 'sent' }
  | {
      state: 'owed' | 'abandoned';
      code: string;
      /** Owed again without spending a try (the day's SMS budget refused it, nothing was sent). */
      refund?: boolean;
    };

/**
 * Records how the claimed send went, if the claim is still this sender's (a sender slower than
 * its lease finds the claim taken over: the new holder records instead).
 */
export async function recordText(
  key: ItemKey,
  rule: TextClaimRule,
  token: string,
  outcome: TextOutcome,
  now: Date,
): Promise<void> {
  const { fields } = rule;
  const refund = outcome.state !== 'sent' && outcome.refund === true;
  await updateItem(key, {
    UpdateExpression:
      outcome.state === 'sent'
        ? 'SET #state = :state, #sentAt = :now REMOVE #lease, #token'
        : `SET #state = :state, #error = :code${refund ? ', #attempts = #attempts - :one' : ''} REMOVE #lease, #token`,
    ConditionExpression: '#token = :token',
    ExpressionAttributeNames: {
      '#state': fields.state,
      '#lease': fields.lease,
      '#token': fields.token,
      ...(outcome.state === 'sent' ? { '#sentAt': fields.sentAt } : { '#error': fields.error }),
      ...(refund && { '#attempts': fields.attempts }),
    },
    ExpressionAttributeValues: {
      ':state': outcome.state,
      ':token': token,
      ...(outcome.state === 'sent' ? { ':now': now.toISOString() } : { ':code': outcome.code }),
      ...(refund && { ':one': 1 }),
    },
  });
}
