import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { dynamoDb } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from '../lib/dynamo-conditions';
import { logger } from '../lib/logger';
import { broadcastExpiryOf, broadcastKey, deliveryKey, finishIfDone, getBroadcast } from './items';
import type { StoredBroadcast } from './items';
import { enqueueDeliveries, enqueuePlan } from './queue';
import type { PlanMessage } from './queue';
import { candidatePage, recipientsAmong } from './segments';
import type { Recipient } from './segments';
import { eachRecord } from './sqs-records';

/*
 * The planner (docs/privacy.md "Broadcasts", "Flow"): one message of the plan queue is one page
 * of the segment's candidates (segments.ts, at most PAGE_SIZE), never the whole segment. For
 * each recipient of the page it puts ONE delivery record (`attribute_not_exists`) and adds one
 * to the broadcast's `recipients` in the same transaction, so a page planned twice (a crash, a
 * repeated message) neither counts anyone twice nor misses anyone; then a sender's message per
 * recipient of the page (a repeated one is a no-op to the sender), then the next page's message,
 * or at the end `planned` and status `sending`.
 */

/** Recipients a transaction records: with the broadcast's counter, under DynamoDB's 100 items. */
const transactionRecipients = 24;

const deliveryPut = (broadcast: StoredBroadcast, recipient: Recipient) => ({
  Put: {
    TableName: config.membersTable,
    Item: {
      ...deliveryKey(broadcast.id, recipient.memberId),
      broadcastId: broadcast.id,
      memberId: recipient.memberId,
      status: 'pending',
      language: recipient.language,
      attempts: 0,
      expiresAt: broadcastExpiryOf(broadcast.createdAt),
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

const countRecipients = (broadcastId: string, count: number) => ({
  Update: {
    TableName: config.membersTable,
    Key: broadcastKey(broadcastId),
    UpdateExpression: 'ADD recipients :count',
    ExpressionAttributeValues: { ':count': count },
  },
});

/**
 * Records `recipients` of `broadcast`: a transaction per group, and when one's condition fails
 * (someone of the group is recorded already: this page is being planned again), each of the
 * group alone, the recorded ones left as they are. Answers how many were new.
 */
async function record(broadcast: StoredBroadcast, recipients: Recipient[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < recipients.length; start += transactionRecipients) {
    const group = recipients.slice(start, start + transactionRecipients);
    try {
      await dynamoDb().send(
        new TransactWriteCommand({
          TransactItems: [
            ...group.map((recipient) => deliveryPut(broadcast, recipient)),
            countRecipients(broadcast.id, group.length),
          ],
        }),
      );
      added += group.length;
      continue;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    for (const recipient of group) {
      try {
        await dynamoDb().send(
          new TransactWriteCommand({
            TransactItems: [deliveryPut(broadcast, recipient), countRecipients(broadcast.id, 1)],
          }),
        );
        added += 1;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
  }
  return added;
}

/** Marks every page planned: status `sending` (from `planning` only), then the finish check. */
async function planned(broadcastId: string): Promise<void> {
  try {
    await dynamoDb().send(
      new UpdateCommand({
        TableName: config.membersTable,
        Key: broadcastKey(broadcastId),
        UpdateExpression: 'SET planned = :true, #status = :sending',
        ConditionExpression: '#status = :planning',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':true': true,
          ':sending': 'sending',
          ':planning': 'planning',
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  await finishIfDone(broadcastId);
}

/** Plans one page; a cancelled, finished or unknown broadcast plans nothing more. */
export async function planPage(message: PlanMessage): Promise<void> {
  const broadcast = await getBroadcast(String(message.broadcastId ?? ''));
  if (!broadcast || broadcast.status !== 'planning') return;
  const page = await candidatePage(broadcast.segment, message.cursor);
  const { recipients } = await recipientsAmong(
    page.memberIds,
    broadcast.channel,
    broadcast.purpose,
  );
  const added = await record(broadcast, recipients);
  await enqueueDeliveries(
    broadcast.id,
    recipients.map((recipient) => recipient.memberId),
  );
  logger.info('broadcast.page_planned', {
    broadcastId: broadcast.id,
    candidates: page.memberIds.length,
    recipients: recipients.length,
    added,
    last: !page.cursor,
  });
  if (page.cursor) await enqueuePlan({ broadcastId: broadcast.id, cursor: page.cursor });
  else await planned(broadcast.id);
}

/** The plan queue's handler: one page per message. */
export const handler = (event: SQSEvent) =>
  eachRecord<PlanMessage>(event, 'broadcast.plan', async (message) => {
    await planPage(message);
    return 'done';
  });
