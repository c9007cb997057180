import { describe, expect, it } from 'vitest';
import { routes } from '../../../../infra/routes';
import { prodSettings } from '../stage-settings';
import {
  functionOfRoute,
  importedName,
  loadAll,
  onlyResource,
  render,
  resourcesOf,
  stackNames,
} from './templates';
import type { Resource } from './templates';

const templates = loadAll();
const json = templates.Alarms;
const [topicId] = onlyResource(json, 'AWS::SNS::Topic');

const alarm = (name: string): Resource => {
  const found = resourcesOf(json, 'AWS::CloudWatch::Alarm').find(
    ([, resource]) => resource.Properties.AlarmName === `prod-gerakan-sektor-ketiga-${name}`,
  );
  if (!found) throw new Error(`No alarm ${name}`);
  return found[1];
};

/** The log groups (`stack/logical id`) of the functions behind these routes, wherever they live. */
const logGroupsOf = (keys: string[]) =>
  keys.map((key) => {
    const { stack, fn } = functionOfRoute(templates, key);
    const config = fn.Properties.LoggingConfig as { LogGroup: unknown };
    return `${stack}/${/^\{ref:(.+)\}$/.exec(render(config.LogGroup))?.[1]}`;
  });

/** The log group (`stack/logical id`) a value imported into the Alarms stack is the name of. */
const exportedLogGroup = (value: unknown) => {
  for (const stack of stackNames) {
    const exported = Object.values(templates[stack].Outputs ?? {}).find(
      (output) => output.Export?.Name === importedName(value),
    );
    if (exported) return `${stack}/${/^\{ref:(.+)\}$/.exec(render(exported.Value))?.[1]}`;
  }
  return undefined;
};

/** The properties of the metric filters that feed one metric. */
const metricFilters = (metricName: string) =>
  resourcesOf(json, 'AWS::Logs::MetricFilter')
    .map(([, filter]) => filter.Properties)
    .filter((properties) =>
      JSON.stringify(properties.MetricTransformations).includes(`"${metricName}"`),
    );

describe('Alarms stack (prod)', () => {
  it('has exactly the twelve alarms, each firing on the first occurrence in five minutes', () => {
    expect(resourcesOf(json, 'AWS::CloudWatch::Alarm')).toHaveLength(12);
    for (const name of [
      'api-5xx',
      'notifier-errors',
      'notifier-dead-letters',
      'payment-hash-rejected',
      'donor-receipt-failed',
      'payment-review',
      'reconciler-errors',
      'broadcast-plan-dead-letters',
      'broadcast-send-dead-letters',
      'broadcast-events-dead-letters',
    ]) {
      expect(alarm(name).Properties).toMatchObject({
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        EvaluationPeriods: 1,
        Period: 300,
        TreatMissingData: 'notBreaching',
        AlarmActions: [{ Ref: topicId }],
      });
    }
  });

  it('watches server errors of the HTTP API', () => {
    const { Properties } = alarm('api-5xx');
    expect(Properties).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Statistic: 'Sum',
    });
    expect(render(Properties.Dimensions)).toMatch(/ApiId.*-API:.*apiApi/);
  });

  it("watches the notifier's errors and its dead-letter queue", () => {
    const errors = alarm('notifier-errors').Properties;
    expect(errors).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Statistic: 'Sum',
    });
    expect(render(errors.Dimensions)).toMatch(/FunctionName.*-Notifier:.*notifier/);
    const deadLetters = alarm('notifier-dead-letters').Properties;
    expect(deadLetters).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Statistic: 'Maximum',
    });
    expect(render(deadLetters.Dimensions)).toMatch(
      /QueueName.*-Notifier:.*notifierDeadLetters.*QueueName/,
    );
  });

  it("watches each of the broadcasts' dead-letter queues", () => {
    for (const [queue, id] of [
      ['plan', 'broadcastPlanDeadLetters'],
      ['send', 'broadcastSendDeadLetters'],
      ['events', 'broadcastEventsDeadLetters'],
    ]) {
      const { Properties } = alarm(`broadcast-${queue}-dead-letters`);
      expect(Properties).toMatchObject({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Statistic: 'Maximum',
      });
      expect(render(Properties.Dimensions)).toMatch(
        new RegExp(`QueueName.*-Broadcasts:.*${id}.*QueueName`),
      );
    }
  });

  it('counts rejected payment hashes in the logs of every handler that checks them', () => {
    const gatewayRoutes = Object.keys(routes).filter((key) =>
      /^(GET|POST) \/api\/eghl\/|^POST \/api\/payments|^POST \/api\/shop\/orders$|^POST \/api\/staff\/payments\/\{id\}\/check/.test(
        key,
      ),
    );
    const filters = metricFilters('PaymentHashRejected');
    expect(filters).toHaveLength(gatewayRoutes.length);
    const watched = filters.map((filter) => exportedLogGroup(filter.LogGroupName));
    expect(watched.sort()).toEqual(logGroupsOf(gatewayRoutes).sort());
    for (const filter of filters) {
      expect(filter).toMatchObject({
        FilterPattern: '"eghl.refused" "invalid_signature"',
        MetricTransformations: [
          {
            MetricNamespace: 'GerakanSektorKetiga/prod',
            MetricName: 'PaymentHashRejected',
            MetricValue: '1',
          },
        ],
      });
    }
    expect(alarm('payment-hash-rejected').Properties).toMatchObject({
      Namespace: 'GerakanSektorKetiga/prod',
      MetricName: 'PaymentHashRejected',
      Statistic: 'Sum',
    });
  });

  it('counts refused donor receipts in the logs of every handler that can settle a payment', () => {
    const settlingRoutes = Object.keys(routes).filter((key) =>
      /^(GET|POST) \/api\/eghl\/|\/payments\/\{id\}\/(query|check)$/.test(key),
    );
    const filters = metricFilters('DonorReceiptFailed');
    // The reconciler sends receipts too.
    expect(filters).toHaveLength(settlingRoutes.length + 1);
    for (const filter of filters) {
      expect(filter.FilterPattern).toBe(
        '{ ($.message = "payment.email_failed") && ($.email = "receipt") }',
      );
      expect(filter.MetricTransformations).toEqual([
        {
          MetricNamespace: 'GerakanSektorKetiga/prod',
          MetricName: 'DonorReceiptFailed',
          MetricValue: '1',
        },
      ]);
    }
    expect(alarm('donor-receipt-failed').Properties).toMatchObject({
      Namespace: 'GerakanSektorKetiga/prod',
      MetricName: 'DonorReceiptFailed',
      Statistic: 'Sum',
    });
  });

  it('counts payments flagged for review in the logs of every handler that applies results, and the reconciler', () => {
    const settlingRoutes = Object.keys(routes).filter((key) =>
      /^(GET|POST) \/api\/eghl\/|\/payments\/\{id\}\/(query|check)$/.test(key),
    );
    const filters = metricFilters('PaymentReview');
    expect(filters).toHaveLength(settlingRoutes.length + 1);
    const watched = filters.map((filter) => render(filter.LogGroupName));
    expect(watched.filter((name) => /reconcilerLogs/.test(name))).toHaveLength(1);
    for (const filter of filters) {
      expect(filter.FilterPattern).toBe('{ $.message = "payment.review" }');
      expect(filter.MetricTransformations).toEqual([
        {
          MetricNamespace: 'GerakanSektorKetiga/prod',
          MetricName: 'PaymentReview',
          MetricValue: '1',
        },
      ]);
    }
    expect(alarm('payment-review').Properties).toMatchObject({
      Namespace: 'GerakanSektorKetiga/prod',
      MetricName: 'PaymentReview',
      Statistic: 'Sum',
    });
  });

  it("alarms on the reconciler's gauges after three runs in a row, and on its failed runs", () => {
    for (const [name, metric] of [
      ['payment-unsettled', 'PaymentsUnsettled'],
      ['payment-emails-unsent', 'PaymentEmailsUnsent'],
    ] as const) {
      expect(alarm(name).Properties).toMatchObject({
        Namespace: 'GerakanSektorKetiga/prod',
        MetricName: metric,
        Dimensions: [{ Name: 'service', Value: 'gerakan-sektor-ketiga' }],
        Statistic: 'Maximum',
        Period: 300,
        EvaluationPeriods: 3,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
        AlarmActions: [{ Ref: topicId }],
      });
    }
    const errors = alarm('reconciler-errors').Properties;
    expect(errors).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Statistic: 'Sum',
    });
    expect(render(errors.Dimensions)).toMatch(/FunctionName.*-Reconciler:.*reconciler/);
  });

  it('emails the alarms to ALARM_EMAILS over a TLS-only topic', () => {
    const subscriptions = resourcesOf(json, 'AWS::SNS::Subscription').map(([, s]) => s.Properties);
    expect(subscriptions).toEqual([
      { Protocol: 'email', Endpoint: prodSettings.ALARM_EMAILS, TopicArn: { Ref: topicId } },
    ]);
    const [, policy] = onlyResource(json, 'AWS::SNS::TopicPolicy');
    expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain(
      '"aws:SecureTransport":"false"',
    );
  });
});
