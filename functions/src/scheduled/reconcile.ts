import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import { secrets } from '../lib/secrets';
import { logger } from '../lib/logger';
import { metrics } from '../lib/metrics';
import { retryOwedConfirmations, type ConfirmationSummary } from '../events/confirmation';
import { sendStaffDigests, type DigestSummary } from '../email/staff-notices';
import { Reconciler, type ReconcileSummary } from '../payments/reconcile';

/** The metric each summary figure is published as (the alarms stack names the same ones). */
export const reconcileMetrics = {
  queried: 'ReconcilerQueried',
  settled: 'ReconcilerSettled',
  expired: 'PaymentsExpired',
  unavailable: 'ReconcilerGatewayUnavailable',
  emailsSent: 'ReconcilerEmailsSent',
  emailsFailed: 'ReconcilerEmailsFailed',
  unsettled: 'PaymentsUnsettled',
  unsent: 'PaymentEmailsUnsent',
  inReview: 'PaymentsInReview',
} as const satisfies Record<keyof ReconcileSummary, string>;

/**
 * The scheduled reconciler (every few minutes in AWS, every minute in the local stack): one run
 * of `Reconciler.run` as at the event's scheduled `time`, with the gateway settings read here,
 * then the digests of staff notices of the Malaysian days that have ended past their cap, the
 * registrations' owed confirmation SMS (functions/src/events/confirmation.ts), a
 * summary log line (`reconcile.summary`) and one metric per reconciler figure (the digests
 * publish their own). Returns the summary (the local stack logs it).
 */
export const handler = middy(
  async (event?: {
    time?: string;
  }): Promise<ReconcileSummary & DigestSummary & ConfirmationSummary> => {
    const scheduled = event?.time ? new Date(event.time) : undefined;
    const now = scheduled && !Number.isNaN(scheduled.getTime()) ? scheduled : new Date();
    const summary = {
      ...(await Reconciler.run({ eghl: secrets.eghl }, now)),
      ...(await sendStaffDigests(now)),
      ...(await retryOwedConfirmations(now)),
    };
    logger.info('reconcile.summary', { ...summary });
    for (const [figure, name] of Object.entries(reconcileMetrics)) {
      metrics.addMetric(name, MetricUnit.Count, summary[figure as keyof ReconcileSummary]);
    }
    return summary;
  },
)
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(logMetrics(metrics));
