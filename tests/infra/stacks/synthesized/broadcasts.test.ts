import { describe, expect, it } from 'vitest';
import {
  broadcastEventsQueue,
  broadcastPlanQueue,
  broadcastQueues,
  broadcastSendQueue,
  deadLetterRetentionSeconds,
  sendIntervalMs,
} from '../../../../infra/queues';
import type { BroadcastQueueDefinition } from '../../../../infra/queues';
import { account, prodSettings } from '../stage-settings';
import { loadStack, onlyResource, render, resourcesOf } from './templates';
import type { Resource } from './templates';

const { json } = loadStack('Broadcasts');
const configurationSetName = 'prod-gerakan-sektor-ketiga-broadcasts';

/** The logical id CDK gives a construct id (its hash suffix aside). */
const idOf = (definition: BroadcastQueueDefinition) =>
  definition.name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

const resource = (type: string, idPrefix: string): [string, Resource] => {
  const found = resourcesOf(json, type).filter(([id]) =>
    new RegExp(`^${idPrefix}[0-9A-F]{8}$`).test(id),
  );
  if (found.length !== 1)
    throw new Error(`Expected one ${type} ${idPrefix}, found ${found.length}`);
  return found[0]!;
};

const functionOf = (definition: BroadcastQueueDefinition) => {
  const found = resourcesOf(json, 'AWS::Lambda::Function').find(
    ([, fn]) => fn.Properties.Handler === definition.handler,
  );
  if (!found) throw new Error(`No function runs ${definition.handler}`);
  return found;
};

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

/** A function's grants, one line each: actions on resources, if conditions. */
const grantsOf = (fn: Resource): string[] => {
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return resourcesOf(json, 'AWS::IAM::Policy')
    .filter(([, policy]) =>
      (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId),
    )
    .flatMap(
      ([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    )
    .map((statement) => {
      const actions = [statement.Action].flat().sort().join(',');
      const resources = [statement.Resource]
        .flat()
        .map((value) => render(value))
        .sort()
        .join(' + ');
      const conditions = statement.Condition ? ` if ${JSON.stringify(statement.Condition)}` : '';
      return `${statement.Effect === 'Deny' ? 'DENY ' : ''}${actions} on ${resources}${conditions}`;
    });
};

describe('Broadcasts stack (prod)', () => {
  it('has the three queues, encrypted and TLS-only, each redriving to its dead letters kept 14 days', () => {
    expect(resourcesOf(json, 'AWS::SQS::Queue')).toHaveLength(6);
    for (const definition of broadcastQueues) {
      const [deadId, dead] = resource('AWS::SQS::Queue', `${idOf(definition)}DeadLetters`);
      const [, queue] = resource('AWS::SQS::Queue', idOf(definition));
      expect(queue.Properties).toMatchObject({
        SqsManagedSseEnabled: true,
        VisibilityTimeout: definition.visibilityTimeoutSeconds,
        RedrivePolicy: {
          deadLetterTargetArn: { 'Fn::GetAtt': [deadId, 'Arn'] },
          maxReceiveCount: definition.maxReceiveCount,
        },
      });
      expect(dead.Properties).toMatchObject({
        SqsManagedSseEnabled: true,
        MessageRetentionPeriod: deadLetterRetentionSeconds,
      });
    }
    const policies = resourcesOf(json, 'AWS::SQS::QueuePolicy').flatMap(
      ([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
    const tlsDenials = policies.filter(
      (statement) =>
        statement.Effect === 'Deny' &&
        JSON.stringify(statement.Condition) === '{"Bool":{"aws:SecureTransport":"false"}}',
    );
    expect(tlsDenials).toHaveLength(6);
  });

  it('feeds each function from its queue at the batch size and concurrency of infra/queues.ts, reporting batch item failures', () => {
    const mappings = resourcesOf(json, 'AWS::Lambda::EventSourceMapping');
    expect(mappings).toHaveLength(3);
    for (const definition of broadcastQueues) {
      const [fnId, fn] = functionOf(definition);
      const [queueId] = resource('AWS::SQS::Queue', idOf(definition));
      const [, mapping] =
        mappings.find(([, found]) => render(found.Properties.FunctionName) === `{ref:${fnId}}`) ??
        [];
      expect(mapping?.Properties).toMatchObject({
        EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
        BatchSize: definition.batchSize,
        ScalingConfig: { MaximumConcurrency: definition.maxConcurrency },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Timeout: definition.timeoutSeconds,
      });
      // A record is not handed to a second invocation while the first may still run.
      expect(definition.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(
        6 * definition.timeoutSeconds,
      );
    }
  });

  it('gives the functions the environment of the common brief, paced at the stage’s SES rate', () => {
    for (const definition of broadcastQueues) {
      const [, fn] = functionOf(definition);
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(variables).toMatchObject({
        SES_CONFIGURATION_SET: configurationSetName,
        BROADCAST_CLAIM_STALE_SECONDS: '600',
        // prod's BROADCAST_SEND_RATE is 20: two invocations, one send each 100 ms apiece.
        BROADCAST_SEND_INTERVAL_MS: String(
          sendIntervalMs(Number(prodSettings.BROADCAST_SEND_RATE)),
        ),
        EMAIL_SENDER: prodSettings.EMAIL_SENDER,
        SITE_ORIGINS: 'https://www.site.test,https://site.test',
        SMS_ORIGINATION_NUMBER: prodSettings.SMS_ORIGINATION_NUMBER,
      });
      expect(render(variables.BROADCAST_PLAN_QUEUE_URL)).toMatch(
        /^\{ref:broadcastPlan[0-9A-F]{8}\}$/,
      );
      expect(render(variables.BROADCAST_SEND_QUEUE_URL)).toMatch(
        /^\{ref:broadcastSend[0-9A-F]{8}\}$/,
      );
      expect(render(variables.MEMBERS_TABLE)).toMatch(/members/i);
      expect(render(variables.PAYMENTS_TABLE)).toMatch(/paymentsTable/);
    }
    expect(sendIntervalMs(20)).toBe(100);
    // Only the sender signs unsubscribe links: it alone is bound to the secret.
    const bound = broadcastQueues.filter((definition) => {
      const [, fn] = functionOf(definition);
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      return 'SST_Secret_value_UNSUBSCRIBE_SECRET' in variables;
    });
    expect(bound).toEqual([broadcastSendQueue]);
  });

  it("publishes the configuration set's Send events to the default bus, and a rule takes this stage's broadcast emails to the events queue", () => {
    const [setId, set] = onlyResource(json, 'AWS::SES::ConfigurationSet');
    expect(set.Properties.Name).toBe(configurationSetName);
    const [, destination] = onlyResource(json, 'AWS::SES::ConfigurationSetEventDestination');
    expect(destination.Properties).toMatchObject({
      ConfigurationSetName: { Ref: setId },
      EventDestination: { Enabled: true, MatchingEventTypes: ['send'] },
    });
    expect(
      render(
        (
          destination.Properties.EventDestination as {
            EventBridgeDestination: { EventBusArn: unknown };
          }
        ).EventBridgeDestination.EventBusArn,
      ),
    ).toMatch(/:events:ap-southeast-1:123456789012:event-bus\/default$/);

    const [, rule] = onlyResource(json, 'AWS::Events::Rule');
    expect(rule.Properties.EventPattern).toEqual({
      source: ['aws.ses'],
      'detail-type': ['Email Sent'],
      detail: {
        mail: {
          tags: {
            'ses:configuration-set': [configurationSetName],
            broadcast: [{ exists: true }],
          },
        },
      },
    });
    const [eventsQueueId] = resource('AWS::SQS::Queue', idOf(broadcastEventsQueue));
    const [eventsDeadId] = resource('AWS::SQS::Queue', `${idOf(broadcastEventsQueue)}DeadLetters`);
    expect(rule.Properties.Targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [eventsQueueId, 'Arn'] },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [eventsDeadId, 'Arn'] } },
      }),
    ]);
    // EventBridge may send to the events queue for this rule only.
    const allowed = resourcesOf(json, 'AWS::SQS::QueuePolicy')
      .flatMap(
        ([, policy]) =>
          (
            policy.Properties.PolicyDocument as {
              Statement: (Statement & { Principal?: unknown })[];
            }
          ).Statement,
      )
      .filter((statement) => statement.Effect === 'Allow');
    expect(allowed).toHaveLength(2);
    for (const statement of allowed) {
      expect(statement.Principal).toEqual({ Service: 'events.amazonaws.com' });
      // The queue's (with its attributes and URL) and its dead letters' (sending only).
      expect([
        ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'],
        ['sqs:SendMessage'],
      ]).toContainEqual([statement.Action].flat().sort());
      expect(render(statement.Condition)).toMatch(/aws:SourceArn.*broadcastsSendEventsRule/);
    }
  });

  it('grants each function only what it needs', () => {
    const arn = (service: string, resourceName: string) =>
      `arn:{AWS::Partition}:${service}:ap-southeast-1:${account}:${resourceName}`;
    const planner = grantsOf(functionOf(broadcastPlanQueue)[1]);
    const sender = grantsOf(functionOf(broadcastSendQueue)[1]);
    const events = grantsOf(functionOf(broadcastEventsQueue)[1]);
    // Each consumes its own queue and no other.
    for (const [grants, definition] of [
      [planner, broadcastPlanQueue],
      [sender, broadcastSendQueue],
      [events, broadcastEventsQueue],
    ] as const) {
      const consumed = grants.filter((line) => line.includes('sqs:ReceiveMessage'));
      expect(consumed).toHaveLength(1);
      expect(consumed[0]).toMatch(new RegExp(`on \\{${idOf(definition)}[0-9A-F]{8}\\.Arn\\}$`));
      expect(grants.join('\n')).not.toMatch(/"\*"|dynamodb:\*|sqs:\*/);
    }
    // The planner enqueues pages and deliveries, the others nothing.
    expect(planner.filter((line) => line.startsWith('sqs:SendMessage '))).toEqual([
      expect.stringMatching(
        /^sqs:SendMessage on \{broadcastPlan[0-9A-F]{8}\.Arn\} \+ \{broadcastSend[0-9A-F]{8}\.Arn\}$/,
      ),
    ]);
    for (const grants of [sender, events])
      expect(grants.filter((line) => line.startsWith('sqs:SendMessage '))).toEqual([]);
    // Only the sender emails, from the stage's sender with this configuration set, and texts.
    expect(sender).toContain(
      `ses:SendEmail on ${arn('ses', `configuration-set/${configurationSetName}`)} + ${arn('ses', 'identity/noreply@site.test')} + ${arn('ses', 'identity/site.test')} if {"StringEquals":{"ses:FromAddress":"noreply@site.test"}}`,
    );
    expect(sender).toContain(
      'sns:CheckIfPhoneNumberIsOptedOut on * if {"StringEquals":{"aws:RequestedRegion":"ap-southeast-1"}}',
    );
    expect(sender).toContain('DENY sns:Publish on arn:{AWS::Partition}:sns:*:*:*');
    for (const grants of [planner, events]) expect(grants.join('\n')).not.toMatch(/ses:|sns:/);
    // The members table's items by their partitions only; indexes only for the planner.
    for (const grants of [planner, sender, events]) {
      for (const line of grants.filter(
        (found) => /dynamodb:/.test(found) && !/\/index\//.test(found),
      ))
        expect(line).toMatch(/dynamodb:LeadingKeys/);
    }
    expect(planner.some((line) => /index\/area/.test(line))).toBe(true);
    expect([...sender, ...events].some((line) => /\/index\//.test(line))).toBe(false);
  });
});
