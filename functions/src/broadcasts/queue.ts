import { SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { broadcastSettings } from './settings';

/*
 * The broadcast queues (docs/privacy.md "Broadcasts", "Flow"): the planner's, one message per page
 * of candidates, and the sender's, one message per delivery. The SDK finds the local emulator
 * through AWS_ENDPOINT_URL_SQS.
 */

let sqs: SQSClient | undefined;

/** SQS client. */
export const sqsClient = () => (sqs ??= new SQSClient({}));

/** A planner's message: the broadcast, and where its next page begins (none: the first). */
export interface PlanMessage {
  broadcastId: string;
  cursor?: string;
}

/** A sender's message: one delivery. */
export interface SendMessage {
  broadcastId: string;
  memberId: string;
}

/** Queues the planning of the page at `cursor`. */
export async function enqueuePlan(message: PlanMessage): Promise<void> {
  await sqsClient().send(
    new SendMessageCommand({
      QueueUrl: broadcastSettings.planQueueUrl,
      MessageBody: JSON.stringify(message),
    }),
  );
}

/** SQS's most messages a batch. */
const batchSize = 10;
/** Rounds of a batch's failed entries before giving up (the page's message comes back). */
const batchRounds = 5;

/**
 * Queues one sender's message per delivery, ten a batch, a batch's failed entries sent again;
 * throws when some could not be queued (the planner's message then comes back, and queues the
 * page again: a repeated message is a no-op to the sender).
 */
export async function enqueueDeliveries(broadcastId: string, memberIds: string[]): Promise<void> {
  for (let start = 0; start < memberIds.length; start += batchSize) {
    let entries = memberIds.slice(start, start + batchSize).map((memberId, index) => ({
      Id: String(index),
      MessageBody: JSON.stringify({ broadcastId, memberId } satisfies SendMessage),
    }));
    for (let round = 1; entries.length > 0; round += 1) {
      if (round > batchRounds) throw new Error('enqueueDeliveries: messages left unsent');
      const { Failed = [] } = await sqsClient().send(
        new SendMessageBatchCommand({ QueueUrl: broadcastSettings.sendQueueUrl, Entries: entries }),
      );
      const failed = new Set(Failed.map((entry) => entry.Id));
      entries = entries.filter((entry) => failed.has(entry.Id));
    }
  }
}
