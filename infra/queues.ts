/*
 * The broadcasts' three queues (issue 32), defined once for the SST stack (infra/stacks/broadcasts.ts)
 * and the local stack (infra/local/stack.ts): each queue's name, the handler its event source
 * mapping invokes, how many records an invocation gets and how many invocations run at once, and
 * how long a received message stays hidden before it is retried. Each has a dead-letter queue
 * (`<name>-dead-letters`) that takes a message after `maxReceiveCount` failed receives.
 *
 * Pacing the sends (AWS's own queueing does it; no Lambda loops over a segment):
 * - SES's default production quota is 14 emails a second (`BROADCAST_SEND_RATE`, a stage setting,
 *   for an account whose quota was raised); SNS's default SMS rate is 20 a second, so the email
 *   quota is the tighter one and bounds both channels.
 * - An SQS event source mapping's `maximumConcurrency` cannot be below 2. With 2 invocations at
 *   once, each may send 14 / 2 = 7 messages a second: one message every ceil(1000 × 2 / 14) =
 *   143 ms (`sendIntervalMs`). The send handler takes its batch's records one after another and
 *   never starts the next sooner than that after the last, so at most 2 × 1000 / 143 = 13.99
 *   messages a second leave, under 14 (and under SNS's 20).
 * - A batch of 10 takes at least 10 × 143 ms = 1.43 s, well inside the function's 30 s timeout,
 *   and a failed record is retried alone (batch item failures). 2,000 recipients take at least
 *   2,000 / 14 ≈ 143 s; 50,000 about an hour, as the quota allows.
 * - AWS recommends a queue's visibility timeout of six times its function's timeout, so a record
 *   is not handed to a second invocation while the first may still run: 6 × 30 s = 180 s. The
 *   local stack uses a few seconds instead, so a killed stack resumes within seconds.
 * The planner's and the events' queues are not paced by quotas: the planner writes at most one
 * page (≤ 100 candidates) per message, and the events handler one update per event.
 */

/** SES's default production sending quota (emails a second), unless the stage sets `BROADCAST_SEND_RATE`. */
export const defaultBroadcastSendRate = 14;

/** SNS's default SMS rate (messages a second): the send rate never exceeds it either. */
export const snsSmsRate = 20;

/** The least `maximumConcurrency` an SQS event source mapping takes. */
export const minimumMaxConcurrency = 2;

/** One broadcast queue and the function its event source mapping invokes. */
export interface BroadcastQueueDefinition {
  /** The queue's name (locally) and construct id (in AWS); its dead-letter queue adds `-dead-letters`. */
  name: string;
  /** `path/to/file.export`, as the routes' handlers are named. */
  handler: string;
  /** Records per invocation (the event source mapping's `batchSize`). */
  batchSize: number;
  /** Invocations at once (the mapping's `maximumConcurrency`, at least 2). */
  maxConcurrency: number;
  /** The function's timeout. */
  timeoutSeconds: number;
  /** How long a received record stays hidden (six times the function's timeout). */
  visibilityTimeoutSeconds: number;
  /** Receives after which a record goes to the dead-letter queue. */
  maxReceiveCount: number;
  /** The local stack's shorter visibility timeout. */
  localVisibilityTimeoutSeconds: number;
}

const visibilityFor = (timeoutSeconds: number) => 6 * timeoutSeconds;

/** Reads one page of a segment and enqueues its deliveries and the next page (functions/src/broadcasts/plan.ts). */
export const broadcastPlanQueue: BroadcastQueueDefinition = {
  name: 'broadcast-plan',
  handler: 'functions/src/broadcasts/plan.handler',
  // One page per invocation: each message is a cursor, and the next page's message follows it.
  batchSize: 1,
  maxConcurrency: minimumMaxConcurrency,
  timeoutSeconds: 60,
  visibilityTimeoutSeconds: visibilityFor(60),
  maxReceiveCount: 5,
  localVisibilityTimeoutSeconds: 5,
};

/** Claims, sends and marks one delivery per record (functions/src/broadcasts/send.ts). */
export const broadcastSendQueue: BroadcastQueueDefinition = {
  name: 'broadcast-send',
  handler: 'functions/src/broadcasts/send.handler',
  batchSize: 10,
  maxConcurrency: minimumMaxConcurrency,
  timeoutSeconds: 30,
  visibilityTimeoutSeconds: visibilityFor(30),
  maxReceiveCount: 5,
  localVisibilityTimeoutSeconds: 5,
};

/** Marks a delivery sent from SES's `Send` event (functions/src/broadcasts/events.ts). */
export const broadcastEventsQueue: BroadcastQueueDefinition = {
  name: 'broadcast-events',
  handler: 'functions/src/broadcasts/events.handler',
  batchSize: 10,
  maxConcurrency: minimumMaxConcurrency,
  timeoutSeconds: 30,
  visibilityTimeoutSeconds: visibilityFor(30),
  maxReceiveCount: 5,
  localVisibilityTimeoutSeconds: 5,
};

/** The three, in the order a broadcast goes through them. */
export const broadcastQueues = [
  broadcastPlanQueue,
  broadcastSendQueue,
  broadcastEventsQueue,
] as const;

/** A queue's dead-letter queue's name. */
export const deadLetterQueueName = (queue: BroadcastQueueDefinition): string =>
  `${queue.name}-dead-letters`;

/** Dead letters are kept 14 days (SQS's most), for staff to look into and redrive. */
export const deadLetterRetentionSeconds = 14 * 24 * 60 * 60;

/** The SES configuration set every broadcast email is sent with (its `Send` events mark deliveries). */
export const broadcastConfigurationSet = 'broadcasts';

/**
 * The least time between two sends of one send invocation, so `maxConcurrency` invocations
 * together stay under `rate` messages a second (and under SNS's SMS rate): the handler's
 * `BROADCAST_SEND_INTERVAL_MS`.
 */
export const sendIntervalMs = (rate = defaultBroadcastSendRate): number =>
  Math.ceil((1000 * broadcastSendQueue.maxConcurrency) / Math.min(rate, snsSmsRate));

/**
 * The EventBridge rule that takes SES's `Send` events of broadcast emails to the events queue: on
 * the default bus, from SES, "Email Sent", tagged `broadcast`. The SST stack's rule and the local
 * SES emulator's forwarder both use it.
 */
export const broadcastSendEventPattern = {
  source: ['aws.ses'],
  detailType: ['Email Sent'],
  detail: { mail: { tags: { broadcast: [{ exists: true }] } } },
} as const;
