import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/**
 * How long functions' logs are kept: long enough to trace a disputed payment or a lost application
 * back through a quarter, short enough not to hoard donors' request details.
 */
export const functionLogRetention = RetentionDays.THREE_MONTHS;

/** How long the API's access logs (client addresses included) are kept. */
export const accessLogRetention = 'one_month';

/**
 * A log group of its own for a function, created with the stack: metric filters can be attached to
 * it before the function first runs, and its retention is set rather than infinite.
 */
export function functionLogGroup(scope: Construct, id: string): LogGroup {
  return new LogGroup(scope, `${id}Logs`, { retention: functionLogRetention });
}
