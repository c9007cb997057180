import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import { config } from '../lib/config';
import { secrets } from '../lib/secrets';
import { logger } from '../lib/logger';
import { metrics } from '../lib/metrics';
import { retryOwedConfirmations, type ConfirmationSummary } from '../events/confirmation';
import { sendStaffDigests, type DigestSummary } from '../email/staff-notices';
import { Reconciler, type ReconcileSummary } from '../payments/reconcile';
import { sweepRetention, type RetentionSummary } from '../privacy/retention';
import { retryOwedPromotions, type PromotionSummary } from '../volunteers/place-texts';
import { sweepPlaces, type PlacesSummary } from '../volunteers/reminders';
import { alertSmsBudget, type SmsBudgetSummary } from '../volunteers/sms-budget-alert';

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
 * The metric of each figure of the places' part (waiting-list promotions, reminders, the day's
 * SMS budget and its alert: functions/src/volunteers).
 */
export const placeMetrics = {
  promotionsSent: 'PromotionTextsSent',
  promotionsFailed: 'PromotionTextsFailed',
  promotionsOwed: 'PromotionTextsOwed',
  promotionsHealed: 'PromotionsHealed',
  remindersSent: 'RemindersSent',
  remindersFailed: 'RemindersFailed',
  remindersDeferred: 'RemindersDeferred',
  smsSentToday: 'SmsSentToday',
  smsBudgetAlerts: 'SmsBudgetAlerts',
} as const satisfies Record<keyof (PromotionSummary & PlacesSummary & SmsBudgetSummary), string>;

/** Everything one run did. */
export type RunSummary = ReconcileSummary &
  DigestSummary &
  ConfirmationSummary &
  PromotionSummary &
  PlacesSummary &
  SmsBudgetSummary &
  RetentionSummary;

/**
 * The scheduled reconciler (every few minutes in AWS, every minute in the local stack): one run
 * of `Reconciler.run` as at the event's scheduled `time`, with the gateway settings read here,
 * then the digests of staff notices of the Malaysian days that have ended past their cap, the
 * registrations' owed confirmation SMS (functions/src/events/confirmation.ts), the waiting
 * lists' owed promotion texts, the promotions and reminders of upcoming shifts and events, and the
 * day's SMS budget alert (functions/src/volunteers), the retention sweeps
 * (functions/src/privacy/retention.ts), a summary log line (`reconcile.summary`) and one metric per reconciler figure (the digests
 * publish their own). Returns the summary (the local stack logs it).
 */
export const handler = middy(async (event?: { time?: string }): Promise<RunSummary> => {
  const scheduled = event?.time ? new Date(event.time) : undefined;
  const now = scheduled && !Number.isNaN(scheduled.getTime()) ? scheduled : new Date();
  const summary = {
    ...(await Reconciler.run({ eghl: secrets.eghl }, now)),
    ...(await sendStaffDigests(now)),
    ...(await retryOwedConfirmations(now)),
    ...(await retryOwedPromotions(now)),
    ...(await sweepPlaces(now)),
    // Last, so the alert counts what this run texted.
    ...(await alertSmsBudget(now, config.adminEmails)),
    // The retention sweeps (docs/privacy.md): messages and application rows past their time.
    ...(await sweepRetention(now)),
  };
  logger.info('reconcile.summary', { ...summary });
  for (const [figure, name] of Object.entries({ ...reconcileMetrics, ...placeMetrics })) {
    metrics.addMetric(name, MetricUnit.Count, summary[figure as keyof RunSummary]);
  }
  return summary;
})
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(logMetrics(metrics));
