import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { use } from 'sst/constructs';
import type { StackContext } from 'sst/constructs';
import { routes } from '../routes';
import type { RouteKey } from '../routes';
import { API } from './api';
import { Broadcasts } from './broadcasts';
import { Notifier } from './notifier';
import { metricNamespace, metricsService, reconcilerGauges } from './metrics';
import { Reconciler } from './reconciler';
import { familyOf } from './route-families';
import { routeId } from './route-functions';
import { stageSettings } from './settings';

/** The window every alarm looks at. */
export const alarmPeriod = Duration.minutes(5);

/**
 * What the payment handlers log when a gateway message fails its HashValue2 check
 * (functions/src/payments/payments.ts): a forgery, or a merchant password that does not match eGHL's.
 */
export const rejectedHashTerms = ['eghl.refused', 'invalid_signature'] as const;

/**
 * What the payment handlers log when SES refuses a donor's receipt
 * (functions/src/payments/payment-emails.ts, Powertools JSON): the receipt is then owed to a donor.
 */
export const receiptFailedPattern = FilterPattern.all(
  FilterPattern.stringValue('$.message', '=', 'payment.email_failed'),
  FilterPattern.stringValue('$.email', '=', 'receipt'),
);

export { metricNamespace };

/**
 * What the payment handlers and the reconciler log, once per payment, when an authentic gateway
 * result contradicts the ledger or is unexpected (functions/src/payments/apply-result.ts
 * `reviewEvent`): the payment is flagged for review and staff are emailed.
 */
export const paymentReviewPattern = FilterPattern.stringValue('$.message', '=', 'payment.review');

/**
 * How long the reconciler's gauges must stay up before their alarms fire: three runs (it runs
 * every five minutes), so one slow run or a payment settled by the next one does not page anyone.
 * The gauges themselves count only what has waited past its bound (functions/src/payments/reconcile.ts).
 */
export const gaugeEvaluationPeriods = 3;

/**
 * Alarms that need a person, all sent to one SNS topic (email subscriptions from `ALARM_EMAILS`):
 * server errors of the API, notifier failures and dead letters (an application nobody was told of),
 * rejected payment hashes, donor receipts SES refused, payments flagged for review, and the
 * reconciler's: payments unsettled or emails unsent past their bounds, and failed runs. Each fires
 * on the first occurrence in five minutes (the reconciler's gauges: for three runs in a row): at
 * this site's traffic every one of them is worth a look.
 */
export function Alarms({ stack, app }: StackContext) {
  const settings = stageSettings(app.stage);
  const { api, logGroups } = use(API);
  const { notifier, deadLetters } = use(Notifier);
  const { reconcilerFunction, reconcilerLogs } = use(Reconciler);

  const topic = new Topic(stack, 'alarms', { enforceSSL: true });
  for (const address of settings.alarmEmails) {
    topic.addSubscription(new EmailSubscription(address));
  }

  const rejectedHashes = new Metric({
    namespace: metricNamespace(app.stage),
    metricName: 'PaymentHashRejected',
    statistic: 'Sum',
    period: alarmPeriod,
  });
  const failedReceipts = new Metric({
    namespace: metricNamespace(app.stage),
    metricName: 'DonorReceiptFailed',
    statistic: 'Sum',
    period: alarmPeriod,
  });
  const reviews = new Metric({
    namespace: metricNamespace(app.stage),
    metricName: 'PaymentReview',
    statistic: 'Sum',
    period: alarmPeriod,
  });
  const gauge = (metricName: string) =>
    new Metric({
      namespace: metricNamespace(app.stage),
      metricName,
      dimensionsMap: { service: metricsService },
      statistic: 'Maximum',
      period: alarmPeriod,
    });
  const countReviews = (id: string, logGroup: ILogGroup) =>
    new MetricFilter(stack, `${id}Reviews`, {
      logGroup,
      filterPattern: paymentReviewPattern,
      metricNamespace: reviews.namespace,
      metricName: reviews.metricName,
      metricValue: '1',
    });
  const countFailedReceipts = (id: string, logGroup: ILogGroup) =>
    new MetricFilter(stack, `${id}FailedReceipts`, {
      logGroup,
      filterPattern: receiptFailedPattern,
      metricNamespace: failedReceipts.namespace,
      metricName: failedReceipts.metricName,
      metricValue: '1',
    });
  countReviews('reconciler', reconcilerLogs);
  countFailedReceipts('reconciler', reconcilerLogs);
  for (const key of Object.keys(routes) as RouteKey[]) {
    const family = familyOf(key);
    const id = routeId(key);
    if (family.gateway) {
      new MetricFilter(stack, `${id}RejectedHashes`, {
        logGroup: logGroups[key],
        filterPattern: FilterPattern.allTerms(...rejectedHashTerms),
        metricNamespace: rejectedHashes.namespace,
        metricName: rejectedHashes.metricName,
        metricValue: '1',
      });
    }
    // Routes that settle payments (the gateway's and the QUERY) send receipts and review notices.
    if (family.email && family.gateway) {
      countFailedReceipts(id, logGroups[key]);
      countReviews(id, logGroups[key]);
    }
  }

  const alarm = (id: string, metric: IMetric, description: string, evaluationPeriods = 1) => {
    const created = new Alarm(stack, id, {
      alarmName: app.logicalPrefixedName(id),
      alarmDescription: description,
      metric,
      threshold: 1,
      evaluationPeriods,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    created.addAlarmAction(new SnsAction(topic));
    return created;
  };

  alarm(
    'api-5xx',
    api.cdk.httpApi.metricServerError({ period: alarmPeriod, statistic: 'Sum' }),
    "The API answered with a server error (5xx): see the functions' logs.",
  );
  alarm(
    'notifier-errors',
    notifier.metricErrors({ period: alarmPeriod, statistic: 'Sum' }),
    'Emailing staff about an application failed; Lambda retries it twice.',
  );
  alarm(
    'notifier-dead-letters',
    deadLetters.metricApproximateNumberOfMessagesVisible({
      period: alarmPeriod,
      statistic: 'Maximum',
    }),
    'An application could not be announced to staff after every retry: its event waits in the dead-letter queue.',
  );
  alarm(
    'payment-hash-rejected',
    rejectedHashes,
    "A gateway message failed its hash check: a forgery, or EGHL_PASSWORD differs from eGHL's.",
  );

  alarm(
    'donor-receipt-failed',
    failedReceipts,
    "SES refused a donor's receipt: the payment is recorded, the receipt is owed (see the ledger row's receiptStatus).",
  );

  alarm(
    'payment-review',
    reviews,
    'An authentic gateway result contradicts the ledger or is unexpected (a late success after a failure, a failure after a success, a pending reversal, an unknown status): the payment is flagged for review (attention "review") and staff were emailed.',
  );
  alarm(
    'payment-unsettled',
    gauge(reconcilerGauges.unsettled),
    'A payment has been open for over two hours: the gateway keeps it pending or cannot be reached (see the reconciler logs).',
    gaugeEvaluationPeriods,
  );
  alarm(
    'payment-emails-unsent',
    gauge(reconcilerGauges.unsent),
    "A payment's receipt or staff notice has been unsent for over 30 minutes despite retries: SES refuses it (see the ledger row's *Status and *Error).",
    gaugeEvaluationPeriods,
  );
  alarm(
    'reconciler-errors',
    reconcilerFunction.metricErrors({ period: alarmPeriod, statistic: 'Sum' }),
    'A run of the payment reconciler failed: payments and emails may wait unsettled until it runs again.',
  );

  // Broadcasts (issue 32, part Q): a message in any of their dead-letter queues is a page of a
  // segment never planned, a delivery never sent, or a Send event never applied.
  const broadcastDeadLetters = use(Broadcasts).deadLetters;
  const deadLetterAlarms = [
    ['plan', 'A page of a broadcast could not be planned after every retry'],
    ['send', 'A broadcast delivery could not be sent after every retry'],
    ['events', "SES's Send event of a broadcast email could not be applied after every retry"],
  ] as const;
  for (const [queue, what] of deadLetterAlarms)
    alarm(
      `broadcast-${queue}-dead-letters`,
      broadcastDeadLetters[queue].metricApproximateNumberOfMessagesVisible({
        period: alarmPeriod,
        statistic: 'Maximum',
      }),
      `${what}: its message waits in the dead-letter queue (see the function's logs, then redrive it).`,
    );

  stack.addOutputs({ AlarmTopicArn: topic.topicArn });
  return { topic };
}
