import type { SQSEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { transition } from './deliveries';
import { finishIfDone } from './items';
import { eachRecord } from './sqs-records';

/*
 * SES's Send events of broadcast emails (docs/privacy.md "Broadcasts", "Exactly once"): the
 * configuration set's event destination (EventBridge → the events queue) reports each message
 * SES accepted, tagged with its broadcast and member. The delivery still `sending` (a sender that
 * crashed between SES's answer and its own mark) becomes `sent` with SES's message id, and the
 * broadcast's `sent` moves with it, in one conditional transaction: a delivery the sender marked
 * already, or an event repeated, changes nothing. Events of other messages are ignored.
 */

/** The part of the EventBridge event SES publishes that this reads. */
export interface SesSendEvent {
  source?: string;
  'detail-type'?: string;
  detail?: {
    eventType?: string;
    mail?: {
      messageId?: string;
      timestamp?: string;
      tags?: Record<string, string[] | undefined>;
    };
  };
}

/** Marks the delivery an accepted message was for as sent; answers whether it changed. */
export async function recordSend(event: SesSendEvent): Promise<boolean> {
  const mail = event.detail?.mail;
  const broadcastId = mail?.tags?.broadcast?.[0];
  const memberId = mail?.tags?.member?.[0];
  if (event.detail?.eventType !== 'Send' || !broadcastId || !memberId) return false;
  const recorded = await transition({ broadcastId, memberId }, 'sent', 'sending', {
    sentAt: mail?.timestamp ?? new Date().toISOString(),
    messageId: mail?.messageId ?? '',
  });
  if (!recorded) return false;
  logger.info('broadcast.send_event_recorded', { broadcastId });
  await finishIfDone(broadcastId);
  return true;
}

/** The events queue's handler. */
export const handler = (event: SQSEvent) =>
  eachRecord<SesSendEvent>(event, 'broadcast.events', async (body) => {
    await recordSend(body);
    return 'done';
  });
