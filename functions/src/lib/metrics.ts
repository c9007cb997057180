import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * The functions' metrics, written as CloudWatch embedded-metric-format lines in the function's log
 * (no API call, no extra grant). The namespace comes from `POWERTOOLS_METRICS_NAMESPACE`, which
 * the stacks set per stage (infra/stacks/alarms.ts `metricNamespace`); the alarms read them there.
 */
/** The `service` dimension every metric carries (the alarms name it: infra/stacks/metrics.ts). */
export const metricsServiceName = 'gerakan-sektor-ketiga';

export const metrics = new Metrics({ serviceName: metricsServiceName });

/**
 * Publishes a count at once, on its own line (Powertools' single metric), for code that runs
 * outside a handler wrapped in `logMetrics`: the API's handlers, the notifier.
 */
export const countNow = (name: string, value = 1): void => {
  metrics.singleMetric().addMetric(name, MetricUnit.Count, value);
};
