/** Namespace of the metrics this app publishes (embedded in log lines) or derives from its logs, per stage. */
export const metricNamespace = (stage: string) => `GerakanSektorKetiga/${stage}`;

/**
 * The `service` dimension Powertools Metrics gives every metric the functions publish: their
 * `serviceName` (functions/src/lib/metrics.ts; a test compares the two).
 */
export const metricsService = 'gerakan-sektor-ketiga';

/**
 * The reconciler's gauges the alarms watch, as it publishes them
 * (functions/src/scheduled/reconcile.ts `reconcileMetrics`; a test compares the two).
 */
export const reconcilerGauges = {
  unsettled: 'PaymentsUnsettled',
  unsent: 'PaymentEmailsUnsent',
} as const;
