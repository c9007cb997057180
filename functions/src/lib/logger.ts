import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The functions' one logger: structured JSON lines with the level, the Lambda request id and cold
 * start (added by the handler factory), and the API Gateway request id of the call. Never log
 * personal data (names, emails, phone numbers, addresses) or hashes: ids, codes and statuses only.
 * `LOG_LEVEL` sets the threshold (INFO by default).
 */
export const logger = new Logger({ serviceName: 'gerakan-sektor-ketiga' });

/** A short, safe description of an error for a log line: its name (never its message's data). */
export const errorName = (error: unknown): string =>
  error instanceof Error ? error.name || 'Error' : 'UnknownError';
