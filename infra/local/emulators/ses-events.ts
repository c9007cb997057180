import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { broadcastSendEventPattern } from '../../queues';
import { addressOf } from './mime';
import type { LocalClientConfig } from './index';
import { readJsonLines } from './durable-file';
import type { Outbox, OutboxMessage } from './outbox';

/*
 * What SES does with a configuration set's event destination on EventBridge, and what the rule
 * targeting the events queue does with it, on this machine: for every message accepted with a
 * configuration set, the `Send` event SES publishes ("Email Sent", source aws.ses), sent to the
 * queue when it matches the rule's pattern (infra/queues.ts). At least once and durable: the stored
 * message is the source of truth, and `forwarded.jsonl` records each message whose event went (or
 * matched no rule); at start-up every stored message with a configuration set and no record is
 * forwarded, so a kill between storing and forwarding loses no event. A duplicate is possible
 * (kill after sending, before recording): the events handler is idempotent.
 */

/** The event SES publishes on EventBridge for a message it accepted (detail type "Email Sent"). */
export interface SesSendEvent {
  version: '0';
  id: string;
  'detail-type': 'Email Sent';
  source: 'aws.ses';
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: {
    eventType: 'Send';
    mail: {
      timestamp: string;
      source: string;
      sourceArn: string;
      sendingAccountId: string;
      messageId: string;
      destination: string[];
      headersTruncated: boolean;
      headers: { name: string; value: string }[];
      commonHeaders: { from: string[]; to: string[]; messageId: string; subject: string };
      tags: Record<string, string[]>;
    };
    send: Record<string, never>;
  };
}

/** The `Send` event of a stored message sent with a configuration set. */
export function sendEventOf(
  message: OutboxMessage,
  region: string,
  accountId: string,
): SesSendEvent {
  const set = message.configurationSet ?? '';
  const domain = addressOf(message.source).split('@')[1] ?? '';
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Email Sent',
    source: 'aws.ses',
    account: accountId,
    time: message.date,
    region,
    resources: [`arn:aws:ses:${region}:${accountId}:configuration-set/${set}`],
    detail: {
      eventType: 'Send',
      mail: {
        timestamp: message.date,
        source: message.source,
        sourceArn: `arn:aws:ses:${region}:${accountId}:identity/${domain}`,
        sendingAccountId: accountId,
        messageId: message.id,
        destination: message.destinations,
        headersTruncated: false,
        headers: [
          { name: 'From', value: message.from },
          ...(message.to.length ? [{ name: 'To', value: message.to.join(', ') }] : []),
          { name: 'Subject', value: message.subject },
          ...(message.headers ?? []),
        ],
        commonHeaders: {
          from: [message.from],
          to: message.to,
          messageId: message.id,
          subject: message.subject,
        },
        tags: {
          'ses:configuration-set': [set],
          'ses:source-ip': ['127.0.0.1'],
          'ses:from-domain': [domain],
          'ses:caller-identity': ['local'],
          ...Object.fromEntries(
            Object.entries(message.tags ?? {}).map(([name, value]) => [name, [value]]),
          ),
        },
      },
      send: {},
    },
  };
}

type PatternValue = readonly (string | { readonly exists: boolean })[];
interface Pattern {
  readonly [key: string]: PatternValue | Pattern;
}

/** EventBridge's matching, for the parts of its pattern language the rule uses. */
const matches = (value: unknown, pattern: Pattern): boolean =>
  Object.entries(pattern).every(([key, wanted]) => {
    const field = (value as Record<string, unknown> | undefined)?.[key];
    if (!Array.isArray(wanted)) return matches(field, wanted as Pattern);
    return (wanted as PatternValue).some((option) =>
      typeof option === 'string'
        ? field === option || (Array.isArray(field) && field.includes(option))
        : option.exists === (field !== undefined),
    );
  });

/** Whether the broadcasts' rule takes this event to the events queue. */
export function matchesBroadcastRule(event: SesSendEvent): boolean {
  const { detailType, ...rest } = broadcastSendEventPattern;
  return matches(event, { ...rest, 'detail-type': detailType });
}

export interface SesEventsOptions {
  /** The forwarder's own folder (`forwarded.jsonl`). */
  stateDir: string;
  /** The configuration sets that exist, each with the queue its rule's target is. */
  configurationSets: Record<string, { queueUrl: string }>;
  /** How the forwarder reaches the SQS emulator. */
  client: LocalClientConfig;
  accountId: string;
}

/** How long the forwarder waits after a failed send (SQS not up yet, its queue not made yet). */
const retryMs = 500;

/** Forwards the `Send` events of stored messages, once each as far as a kill allows. */
export class SendEventForwarder {
  private readonly forwarded = new Set<string>();
  private readonly pending: OutboxMessage[] = [];
  private readonly client: SQSClient;
  private working: Promise<void> | undefined;
  private stopped = false;
  private idleWaiters: (() => void)[] = [];
  private warned: string | undefined;

  private constructor(private readonly options: SesEventsOptions) {
    this.client = new SQSClient(options.client);
  }

  private get log(): string {
    return join(this.options.stateDir, 'forwarded.jsonl');
  }

  /** Starts forwarding, first the events of stored messages that have no record yet. */
  static async start(options: SesEventsOptions, outbox: Outbox): Promise<SendEventForwarder> {
    mkdirSync(options.stateDir, { recursive: true });
    const forwarder = new SendEventForwarder(options);
    for (const entry of await readJsonLines<{ id?: string }>(forwarder.log))
      if (entry.id) forwarder.forwarded.add(entry.id);
    const stored = (await outbox.list()).reverse(); // oldest first
    for (const message of stored) if (message.configurationSet) forwarder.add(message);
    return forwarder;
  }

  /** Queues a stored message's event (nothing for one without a configuration set, or forwarded). */
  add(message: OutboxMessage): void {
    if (!message.configurationSet || this.forwarded.has(message.id) || this.stopped) return;
    this.pending.push(message);
    this.working ??= this.work();
  }

  /** Resolves once every queued event has been forwarded. */
  idle(): Promise<void> {
    if (!this.working) return Promise.resolve();
    return new Promise((done) => this.idleWaiters.push(done));
  }

  /** Stops after the event being sent; the rest are forwarded at the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.working;
    this.client.destroy();
  }

  private async work(): Promise<void> {
    while (this.pending.length && !this.stopped) {
      const message = this.pending[0]!;
      try {
        await this.forward(message);
        this.pending.shift();
      } catch (error) {
        if (this.stopped) break;
        // Once per message: the queue may not exist until `ensureResources` has made it.
        if (this.warned !== message.id)
          console.warn(
            `[ses] cannot forward the Send event of ${message.id} yet (${error instanceof Error ? error.name : String(error)}); retrying`,
          );
        this.warned = message.id;
        await new Promise((done) => setTimeout(done, retryMs));
      }
    }
    this.working = undefined;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const done of waiters) done();
  }

  private async forward(message: OutboxMessage): Promise<void> {
    const target = this.options.configurationSets[message.configurationSet ?? ''];
    const event = sendEventOf(message, this.options.client.region, this.options.accountId);
    const ruled = target !== undefined && matchesBroadcastRule(event);
    if (ruled)
      await this.client.send(
        new SendMessageCommand({ QueueUrl: target.queueUrl, MessageBody: JSON.stringify(event) }),
      );
    appendFileSync(
      this.log,
      `${JSON.stringify({ id: message.id, outcome: ruled ? 'sent' : 'no-rule' })}\n`,
    );
    this.forwarded.add(message.id);
  }
}
