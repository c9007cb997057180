import { Duration } from 'aws-cdk-lib';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Function as SstFunction, use } from 'sst/constructs';
import type { FunctionProps, StackContext } from 'sst/constructs';
import {
  broadcastConfigurationSet,
  broadcastEventsQueue,
  broadcastPlanQueue,
  broadcastSendEventPattern,
  broadcastSendQueue,
  deadLetterRetentionSeconds,
  sendIntervalMs,
} from '../queues';
import type { BroadcastQueueDefinition } from '../queues';
import { functionLogGroup } from './function-logs';
import {
  broadcastEmailSending,
  broadcastItems,
  broadcastSegmentReads,
  queueSending,
  smsOptOutChecks,
  smsSending,
} from './grants';
import { Secrets } from './secrets';
import { stageSettings } from './settings';
import { Storage } from './storage';

/**
 * How long a delivery claimed for sending, with no SES `Send` event, waits before it is sent again
 * (BROADCAST_CLAIM_STALE_SECONDS): SES answers in well under a second and publishes its event
 * within seconds, so ten minutes leaves no doubt that a claim without one was never accepted.
 */
export const claimStaleSeconds = 600;

/** `broadcast-plan` → `broadcastPlan`: a queue's construct id. */
const constructId = (definition: BroadcastQueueDefinition) =>
  definition.name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * Broadcasts (issue 32, part Q; docs/privacy.md "Broadcasts"): AWS's own queueing paces them, so no
 * function ever loops over a segment. Three SQS queues (SQS-managed encryption, TLS only), each
 * with a dead-letter queue kept 14 days and watched by the alarms stack, each feeding its function
 * through an event source mapping that reports batch item failures (infra/queues.ts sizes them):
 * - `broadcast-plan`: one page of a segment per message; the planner writes one delivery record
 *   per recipient and enqueues the page's deliveries and the next page;
 * - `broadcast-send`: one delivery per message; the sender claims it, sends it (SES v2 with the
 *   `broadcasts` configuration set and the `broadcast`/`member` tags, or SNS), marks it sent;
 * - `broadcast-events`: SES's `Send` event of each broadcast email, published by the configuration
 *   set to EventBridge's default bus and routed here by a rule; the events handler marks the
 *   delivery sent, which settles a claim a crash left `sending`.
 * Each function may touch only what it needs (grants.ts). The send routes (part F) start a
 * broadcast with the planner's first message: they take `planQueue` from this stack
 * (`use(Broadcasts)`: its ARN for grants.ts `broadcastPlanQueueSending`, its URL as
 * BROADCAST_PLAN_QUEUE_URL), so this stack comes before the handler stacks.
 */
export function Broadcasts({ stack, app }: StackContext) {
  const settings = stageSettings(app.stage);
  const { table, members } = use(Storage);
  const { unsubscribeSecret } = use(Secrets);

  const queueOf = (definition: BroadcastQueueDefinition) => {
    const id = constructId(definition);
    const deadLetters = new Queue(stack, `${id}DeadLetters`, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.seconds(deadLetterRetentionSeconds),
    });
    const queue = new Queue(stack, id, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(definition.visibilityTimeoutSeconds),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: definition.maxReceiveCount },
    });
    return { queue, deadLetters };
  };
  const plan = queueOf(broadcastPlanQueue);
  const send = queueOf(broadcastSendQueue);
  const events = queueOf(broadcastEventsQueue);

  // Named per stage: configuration sets are the account's, and stages may share one account.
  const configurationSetName = app.logicalPrefixedName(broadcastConfigurationSet);
  const configurationSet = new ConfigurationSet(stack, 'broadcastsConfigurationSet', {
    configurationSetName,
  });
  configurationSet.addEventDestination('broadcastsSendEvents', {
    destination: EventDestination.eventBus(
      EventBus.fromEventBusName(stack, 'defaultBus', 'default'),
    ),
    events: [EmailSendingEvent.SEND],
  });
  // The target adds the events queue's policy: EventBridge may send to it for this rule only.
  // An event EventBridge cannot deliver goes to the queue's own dead letters.
  new Rule(stack, 'broadcastsSendEventsRule', {
    description: "SES's Send events of broadcast emails, to the broadcasts' events queue",
    eventPattern: broadcastSendEventPattern(configurationSetName),
    targets: [new SqsQueue(events.queue, { deadLetterQueue: events.deadLetters })],
  });

  const environment: Record<string, string> = {
    MEMBERS_TABLE: members.tableName,
    PAYMENTS_TABLE: table.tableName,
    SITE_ORIGINS: settings.siteOrigins.join(','),
    EMAIL_SENDER: settings.email.sender,
    BROADCAST_PLAN_QUEUE_URL: plan.queue.queueUrl,
    BROADCAST_SEND_QUEUE_URL: send.queue.queueUrl,
    SES_CONFIGURATION_SET: configurationSetName,
    BROADCAST_CLAIM_STALE_SECONDS: String(claimStaleSeconds),
    BROADCAST_SEND_INTERVAL_MS: String(sendIntervalMs(settings.broadcastSendRate)),
    ...(settings.sms.senderId && { SMS_SENDER_ID: settings.sms.senderId }),
    ...(settings.sms.originationNumber && {
      SMS_ORIGINATION_NUMBER: settings.sms.originationNumber,
    }),
  };

  const consumer = (
    definition: BroadcastQueueDefinition,
    queue: Queue,
    props: Pick<FunctionProps, 'permissions' | 'bind'>,
  ) => {
    const id = `${constructId(definition)}Function`;
    const fn = new SstFunction(stack, id, {
      handler: definition.handler,
      timeout: definition.timeoutSeconds,
      environment,
      ...props,
      logGroup: functionLogGroup(stack, id),
    });
    fn.addEventSource(
      new SqsEventSource(queue, {
        batchSize: definition.batchSize,
        maxConcurrency: definition.maxConcurrency,
        reportBatchItemFailures: true,
      }),
    );
    return fn;
  };

  const planner = consumer(broadcastPlanQueue, plan.queue, {
    permissions: [
      ...broadcastItems(members, 'plan'),
      ...broadcastSegmentReads(members, table),
      queueSending(plan.queue.queueArn, send.queue.queueArn),
    ],
  });
  const sender = consumer(broadcastSendQueue, send.queue, {
    permissions: [
      ...broadcastItems(members, 'send'),
      broadcastEmailSending(stack, settings.email, configurationSetName),
      ...smsSending(stack),
      smsOptOutChecks(stack),
    ],
    // The one-click unsubscribe link each email and its List-Unsubscribe header carry is signed.
    bind: [unsubscribeSecret],
  });
  const eventsHandler = consumer(broadcastEventsQueue, events.queue, {
    permissions: [...broadcastItems(members, 'events')],
  });

  return {
    planQueue: plan.queue,
    sendQueue: send.queue,
    eventsQueue: events.queue,
    deadLetters: { plan: plan.deadLetters, send: send.deadLetters, events: events.deadLetters },
    functions: { planner, sender, events: eventsHandler },
    configurationSetName,
  };
}
