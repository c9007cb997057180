import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { errorName, logger } from '../lib/logger';

/*
 * The broadcast queues' handlers (plan, send, events) take SQS batches through event source
 * mappings that report batch item failures: a record whose work threw, or asked to come back, is
 * named in `batchItemFailures` and returns after its visibility timeout (up to the queue's
 * maxReceiveCount, then its dead-letter queue); the others are deleted.
 */

/** What a record's work asks for: done (deleted), or `retry` (comes back later). */
export type RecordOutcome = 'done' | 'retry';

/**
 * Runs `work` on each record in turn (in order: the sender's pacing counts on it) and answers
 * the records to retry. A record whose body is not JSON is done (logged): it would never parse.
 */
export async function eachRecord<T>(
  event: SQSEvent,
  name: string,
  work: (body: T, record: SQSRecord) => Promise<RecordOutcome>,
): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    let body: T;
    try {
      body = JSON.parse(record.body) as T;
    } catch {
      logger.error(`${name}.unreadable`, { messageId: record.messageId });
      continue;
    }
    try {
      if ((await work(body, record)) === 'retry') {
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    } catch (error) {
      logger.error(`${name}.failed`, {
        messageId: record.messageId,
        code: errorName(error),
        error,
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
