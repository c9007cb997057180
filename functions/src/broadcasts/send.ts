import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { CheckIfPhoneNumberIsOptedOutCommand, PublishCommand } from '@aws-sdk/client-sns';
import { broadcastSmsText } from '@gsk/core/broadcasts/terms';
import type { SQSEvent } from 'aws-lambda';
import { snsClient } from '../lib/aws';
import { smsAttributes } from '../lib/sms';
import { config } from '../lib/config';
import { errorName, logger } from '../lib/logger';
import { unsubscribeSecret } from '../lib/secrets';
import { memberOf } from '../members/members';
import { consentOf, decideConsent } from '../privacy/consents';
import { claim, release, transition } from './deliveries';
import { finishIfDone, getBroadcast, getDelivery } from './items';
import type { StoredBroadcast, StoredDelivery } from './items';
import { broadcastEmail } from './messages';
import type { SendMessage } from './queue';
import { addressOf } from './segments';
import { broadcastSettings, sendIntervalMs } from './settings';
import { eachRecord } from './sqs-records';
import type { RecordOutcome } from './sqs-records';
import { signUnsubscribeToken } from './tokens';

/*
 * The sender (docs/privacy.md "Broadcasts", "Exactly once"): one message of the send queue is one
 * delivery. It claims the delivery (`pending` → `sending`, conditional) before the message goes
 * and marks it `sent` after (conditional on its own claim), each transition moving the
 * broadcast's counter in the same transaction. A claim a crash left `sending` is resolved by
 * SES's own record: the configuration set's Send event (events.ts) marks it sent; a claim older
 * than BROADCAST_CLAIM_STALE_SECONDS with no such event was never accepted, and is sent again.
 * SNS reports no such event for a text: a stale SMS claim is counted `failed` (reason
 * `uncertain`), never sent twice.
 */

let sesv2: SESv2Client | undefined;

/**
 * SES through its v2 API (headers, configuration set and tags on SendEmail); the local emulator
 * through AWS_ENDPOINT_URL_SESV2.
 */
const sesv2Client = () => (sesv2 ??= new SESv2Client({}));

/** The time of this invocation's last send, for its pacing. */
let lastSendAt = 0;

/**
 * Waits so that this invocation's sends are at least sendIntervalMs() apart: with the mapping's
 * `maximumConcurrency` invocations at once, the whole stays under the providers' rates.
 */
async function paced(): Promise<void> {
  const wait = lastSendAt + sendIntervalMs() - Date.now();
  if (wait > 0) await new Promise((done) => setTimeout(done, wait));
  lastSendAt = Date.now();
}

/** Errors that say the provider did not take the message now, and will later. */
const throttles = new Set([
  'TooManyRequestsException',
  'LimitExceededException',
  'SendingPausedException',
  'Throttling',
  'ThrottlingException',
  'ThrottledException',
]);
/** Errors that say this message will never be taken (a refused address or content). */
const permanent = new Set([
  'MessageRejected',
  'BadRequestException',
  'InvalidParameter',
  'InvalidParameterException',
  'InvalidParameterValueException',
]);

/** What the provider said of a message: accepted (with its id), or an error's name. */
type SendResult = { messageId: string } | { error: string };

async function sendEmail(
  broadcast: StoredBroadcast,
  delivery: StoredDelivery,
  address: string,
): Promise<SendResult> {
  const token = signUnsubscribeToken(
    { memberId: delivery.memberId, channel: broadcast.channel, purpose: broadcast.purpose },
    unsubscribeSecret(),
  );
  const email = broadcastEmail(
    broadcast.words[delivery.language],
    delivery.language,
    broadcast.purpose,
    token,
  );
  try {
    const { MessageId } = await sesv2Client().send(
      new SendEmailCommand({
        FromEmailAddress: config.emailSender,
        Destination: { ToAddresses: [address] },
        Content: {
          Simple: {
            Subject: { Data: email.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: email.text, Charset: 'UTF-8' },
              Html: { Data: email.html, Charset: 'UTF-8' },
            },
            Headers: email.headers.map(({ name, value }) => ({ Name: name, Value: value })),
          },
        },
        ConfigurationSetName: broadcastSettings.configurationSet,
        EmailTags: [
          { Name: 'broadcast', Value: broadcast.id },
          { Name: 'member', Value: delivery.memberId },
        ],
      }),
    );
    return { messageId: MessageId ?? '' };
  } catch (error) {
    return { error: errorName(error) };
  }
}

async function sendText(
  broadcast: StoredBroadcast,
  delivery: StoredDelivery,
  mobile: string,
): Promise<SendResult> {
  try {
    const { MessageId } = await snsClient().send(
      new PublishCommand({
        PhoneNumber: mobile,
        Message: broadcastSmsText(broadcast.words[delivery.language].body, delivery.language),
        MessageAttributes: smsAttributes('Promotional'),
      }),
    );
    return { messageId: MessageId ?? '' };
  } catch (error) {
    return { error: errorName(error) };
  }
}

/**
 * A number that replied STOP is on SNS's opt-out list: both of the member's SMS consents are
 * withdrawn (source `unsubscribe`), so no later text is even tried.
 */
async function optedOut(memberId: string, mobile: string, language: 'bm' | 'eng') {
  const { isOptedOut } = await snsClient().send(
    new CheckIfPhoneNumberIsOptedOutCommand({ phoneNumber: mobile }),
  );
  if (!isOptedOut) return false;
  for (const purpose of ['activity', 'news'] as const) {
    await decideConsent(memberId, {
      channel: 'sms',
      purpose,
      given: false,
      language,
      source: 'unsubscribe',
    });
  }
  return true;
}

/** Sends a claimed delivery and records what came of it. */
async function deliver(
  broadcast: StoredBroadcast,
  delivery: StoredDelivery,
  address: string,
  claimedAt: string,
): Promise<RecordOutcome> {
  await paced();
  const result =
    broadcast.channel === 'email'
      ? await sendEmail(broadcast, delivery, address)
      : await sendText(broadcast, delivery, address);
  if ('messageId' in result) {
    await transition(
      delivery,
      'sent',
      { claimedAt },
      {
        sentAt: new Date().toISOString(),
        messageId: result.messageId,
      },
    );
    return 'done';
  }
  logger.warn('broadcast.send_refused', { broadcastId: broadcast.id, code: result.error });
  if (permanent.has(result.error)) {
    await transition(delivery, 'failed', { claimedAt }, { reason: result.error });
    return 'done';
  }
  // Refused for now: nothing went, so the claim is given back and the message comes again.
  if (throttles.has(result.error)) await release(delivery, claimedAt);
  // Anything else (a timeout, a 5xx) may have been accepted: the claim stays, and SES's Send
  // event or the stale window decides.
  return 'retry';
}

/** Handles one delivery's message (see above). */
export async function sendDelivery(message: SendMessage, now = () => new Date()) {
  const delivery = await getDelivery(String(message.broadcastId), String(message.memberId));
  if (!delivery || !['pending', 'sending'].includes(delivery.status)) return 'done';
  const broadcast = await getBroadcast(delivery.broadcastId);
  if (!broadcast) return 'done';
  let outcome: RecordOutcome = 'done';
  if (delivery.status === 'sending') {
    outcome = await resolveClaim(broadcast, delivery, now());
  } else if (broadcast.status === 'cancelled') {
    await transition(delivery, 'skipped', 'pending', { reason: 'cancelled' });
  } else {
    outcome = await sendPending(broadcast, delivery, now());
  }
  await finishIfDone(broadcast.id);
  return outcome;
}

/** A `sending` delivery: wait for a fresh claim; a stale one is sent again (email) or failed (SMS). */
async function resolveClaim(
  broadcast: StoredBroadcast,
  delivery: StoredDelivery,
  now: Date,
): Promise<RecordOutcome> {
  const claimedAt = delivery.claimedAt ?? '';
  const age = (now.getTime() - Date.parse(claimedAt)) / 1000;
  if (age < broadcastSettings.claimStaleSeconds) return 'retry';
  if (broadcast.channel === 'sms') {
    await transition(delivery, 'failed', { claimedAt }, { reason: 'uncertain' });
    return 'done';
  }
  // No Send event came for the claim in the stale window: SES never accepted it. The consent and
  // address are read again, as for a first send.
  const reached = await reachable(broadcast, delivery);
  if ('skip' in reached) {
    await transition(delivery, 'skipped', { claimedAt }, { reason: reached.skip });
    return 'done';
  }
  const reclaimedAt = now.toISOString();
  if (!(await claim(delivery, reclaimedAt, claimedAt))) return 'done';
  return deliver(broadcast, delivery, reached.address, reclaimedAt);
}

/** Whether the member may be reached now: their consent and address as they stand. */
async function reachable(
  broadcast: StoredBroadcast,
  delivery: StoredDelivery,
): Promise<{ address: string } | { skip: string }> {
  const member = await memberOf(delivery.memberId);
  if (!member) return { skip: 'closed' };
  const consent = await consentOf(delivery.memberId, broadcast.channel, broadcast.purpose);
  if (consent?.given !== true) return { skip: 'consent' };
  const address = addressOf(member as unknown as Record<string, unknown>, broadcast.channel);
  if (!address) return { skip: 'no_address' };
  if (broadcast.channel === 'sms' && (await optedOut(member.id, address, member.language))) {
    return { skip: 'opted_out' };
  }
  return { address };
}

/** A `pending` delivery: consent and address checked now, then claimed and sent. */
async function sendPending(
  broadcast: StoredBroadcast,
  delivery: StoredDelivery,
  now: Date,
): Promise<RecordOutcome> {
  const reached = await reachable(broadcast, delivery);
  if ('skip' in reached) {
    await transition(delivery, 'skipped', 'pending', { reason: reached.skip });
    return 'done';
  }
  const claimedAt = now.toISOString();
  // Another message of the same delivery claimed it first: its own message carries it on.
  if (!(await claim(delivery, claimedAt))) return 'done';
  return deliver(broadcast, delivery, reached.address, claimedAt);
}

/** The send queue's handler: one delivery per message, in order, paced. */
export const handler = (event: SQSEvent) =>
  eachRecord<SendMessage>(event, 'broadcast.send', (message) => sendDelivery(message));
