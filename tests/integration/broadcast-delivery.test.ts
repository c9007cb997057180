import { randomUUID } from 'node:crypto';
import {
  CreateQueueCommand,
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { stackUrls } from '../support/stack-setup';
import { documentsOf, ownArea, partition, writeAudience, writePerson } from './broadcast-fixture';

/*
 * Broadcasts' queue handlers (issue 32, part F; docs/privacy.md "Broadcasts", "Exactly once"),
 * run in this process against the shared stack's DynamoDB and SQS, with queues of this file's own
 * (no poller reads them): the planner records each recipient once however often a page is
 * planned; the sender's transitions; SES's Send events resolving a claim.
 */

const urls = await stackUrls();
const sqs = new SQSClient({
  endpoint: urls.sqs,
  region: localRegion,
  credentials: localCredentials,
});
afterAll(() => sqs.destroy());

const queueUrl = async (name: string) =>
  (await sqs.send(new CreateQueueCommand({ QueueName: `${name}-${randomUUID().slice(0, 8)}` })))
    .QueueUrl ?? '';

// The handlers read their tables, queues and endpoints from the environment, as in Lambda.
Object.assign(process.env, {
  AWS_REGION: localRegion,
  AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
  AWS_ENDPOINT_URL_DYNAMODB: urls.dynamodb,
  AWS_ENDPOINT_URL_SQS: urls.sqs,
  AWS_ENDPOINT_URL_SNS: urls.sns,
  AWS_ENDPOINT_URL_SESV2: urls.ses,
  MEMBERS_TABLE: names.membersTable,
  PAYMENTS_TABLE: names.paymentsTable,
  BROADCAST_PLAN_QUEUE_URL: await queueUrl('test-plan'),
  BROADCAST_SEND_QUEUE_URL: await queueUrl('test-send'),
  SES_CONFIGURATION_SET: 'broadcasts',
  BROADCAST_CLAIM_STALE_SECONDS: '60',
  BROADCAST_SEND_INTERVAL_MS: '0',
  UNSUBSCRIBE_SECRET: 'broadcast-delivery-test',
  EMAIL_SENDER: 'noreply@example.com',
});
const { createBroadcast } = await import('../../functions/src/broadcasts/items');
const { planPage } = await import('../../functions/src/broadcasts/plan');
const send = await import('../../functions/src/broadcasts/send');
const events = await import('../../functions/src/broadcasts/events');

const documents = documentsOf(urls);

/** Every message of a queue of this file's, taken off it. */
async function drain(url: string): Promise<unknown[]> {
  const bodies: unknown[] = [];
  for (;;) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }),
    );
    if (Messages.length === 0) return bodies;
    bodies.push(...Messages.map((message) => JSON.parse(message.Body ?? '{}') as unknown));
    await sqs.send(
      new DeleteMessageBatchCommand({
        QueueUrl: url,
        Entries: Messages.map((message, index) => ({
          Id: String(index),
          ReceiptHandle: message.ReceiptHandle ?? '',
        })),
      }),
    );
  }
}

const words = {
  bm: { subject: 'Subjek', body: 'Isi' },
  eng: { subject: 'Subject', body: 'Body' },
};
const author = { id: randomUUID(), name: 'Farid', as: 'staff' as const };

const broadcastItem = async (id: string) =>
  (
    await documents.send(
      new GetCommand({
        TableName: names.membersTable,
        Key: { pk: `BROADCAST#${id}`, sk: 'BROADCAST' },
        ConsistentRead: true,
      }),
    )
  ).Item ?? {};
const deliveryItem = async (id: string, memberId: string) =>
  (
    await documents.send(
      new GetCommand({
        TableName: names.membersTable,
        Key: { pk: `BROADCAST#${id}`, sk: `TO#${memberId}` },
        ConsistentRead: true,
      }),
    )
  ).Item ?? {};

describe('the planner', { timeout: 180_000 }, () => {
  it('pages through the segment (≤ 100 a message), records each consenting member once however often a page is planned, queues each delivery and the next page', async () => {
    const area = ownArea();
    const audience = await writeAudience(
      urls,
      area,
      Array.from({ length: 230 }, (_, index) => ({
        consents: index % 5 === 4 ? [] : ['email#news' as const],
        language: index % 3 === 0 ? ('eng' as const) : ('bm' as const),
      })),
    );
    const consenting = new Set(
      audience.filter((person) => person.consents?.length).map((person) => person.memberId),
    );
    expect(consenting.size).toBe(184);
    const broadcast = await createBroadcast({
      channel: 'email',
      purpose: 'news',
      segment: { kind: 'area', state: area.state },
      words,
      createdBy: author,
    });
    const planUrl = process.env.BROADCAST_PLAN_QUEUE_URL ?? '';
    const sendUrl = process.env.BROADCAST_SEND_QUEUE_URL ?? '';
    await drain(sendUrl);
    let message: { broadcastId: string; cursor?: string } = { broadcastId: broadcast.id };
    let pages = 0;
    for (;;) {
      await planPage(message);
      // The same page again, as after a crash or a repeated message: nothing new.
      await planPage(message);
      pages += 1;
      const next = (await drain(planUrl)) as { broadcastId: string; cursor?: string }[];
      if (next.length === 0) break;
      expect(new Set(next.map((each) => each.cursor)).size).toBe(1);
      message = next[0] ?? message;
    }
    expect(pages).toBe(3);
    const stored = await broadcastItem(broadcast.id);
    expect(stored).toMatchObject({ recipients: 184, planned: true, status: 'sending' });
    const deliveries = await partition(urls, `BROADCAST#${broadcast.id}`, 'TO#');
    expect(deliveries).toHaveLength(184);
    expect(new Set(deliveries.map((item) => item.memberId))).toEqual(consenting);
    expect(deliveries.every((item) => item.status === 'pending' && item.attempts === 0)).toBe(true);
    const english = audience.filter((p) => p.language === 'eng' && consenting.has(p.memberId));
    expect(deliveries.filter((item) => item.language === 'eng')).toHaveLength(english.length);
    const queued = (await drain(sendUrl)) as { broadcastId: string; memberId: string }[];
    expect(new Set(queued.map((each) => each.memberId))).toEqual(consenting);
    expect(queued.every((each) => each.broadcastId === broadcast.id)).toBe(true);
    // A cancelled broadcast plans nothing more.
    await documents.send(
      new PutCommand({
        TableName: names.membersTable,
        Item: { ...stored, status: 'cancelled' },
      }),
    );
    await planPage({ broadcastId: broadcast.id });
    expect(await drain(planUrl)).toEqual([]);
    expect(await drain(sendUrl)).toEqual([]);
  });
});

describe('the sender and SES’s Send events', { timeout: 120_000 }, () => {
  /** A broadcast already planned, with deliveries in the states given. */
  async function planned(
    channel: 'email' | 'sms',
    deliveries: { memberId: string; status: string; claimedAt?: string }[],
    status = 'sending',
  ) {
    const broadcast = await createBroadcast({
      channel,
      purpose: 'news',
      segment: { kind: 'area', state: 'T0' },
      words: channel === 'sms' ? { bm: { body: 'Isi' }, eng: { body: 'Body' } } : words,
      createdBy: author,
    });
    await documents.send(
      new PutCommand({
        TableName: names.membersTable,
        Item: {
          ...(await broadcastItem(broadcast.id)),
          status,
          planned: true,
          recipients: deliveries.length,
        },
      }),
    );
    for (const delivery of deliveries) {
      await documents.send(
        new PutCommand({
          TableName: names.membersTable,
          Item: {
            pk: `BROADCAST#${broadcast.id}`,
            sk: `TO#${delivery.memberId}`,
            broadcastId: broadcast.id,
            language: 'bm',
            attempts: delivery.status === 'pending' ? 0 : 1,
            ...delivery,
          },
        }),
      );
    }
    return broadcast.id;
  }

  const sqsEvent = (bodies: unknown[]): SQSEvent =>
    ({
      Records: bodies.map((body, index) => ({
        messageId: `m-${index}`,
        receiptHandle: `r-${index}`,
        body: JSON.stringify(body),
      })),
    }) as SQSEvent;

  const sesSend = (broadcastId: string, memberId: string, messageId = `ses-${randomUUID()}`) => ({
    source: 'aws.ses',
    'detail-type': 'Email Sent',
    detail: {
      eventType: 'Send',
      mail: {
        messageId,
        timestamp: new Date().toISOString(),
        destination: ['someone@example.com'],
        tags: { broadcast: [broadcastId], member: [memberId] },
      },
    },
  });

  it('skips, counted, what it must not send: a cancelled broadcast’s, a withdrawn consent’s, a closed account’s', async () => {
    const area = ownArea();
    const [withdrawn] = await writeAudience(urls, area, [{ consents: [] }]);
    const closed = randomUUID();
    const cancelledId = await planned(
      'email',
      [{ memberId: closed, status: 'pending' }],
      'cancelled',
    );
    const id = await planned('email', [
      { memberId: withdrawn?.memberId ?? '', status: 'pending' },
      { memberId: closed, status: 'pending' },
    ]);
    const answer = await send.handler(
      sqsEvent([
        { broadcastId: cancelledId, memberId: closed },
        { broadcastId: id, memberId: withdrawn?.memberId },
        { broadcastId: id, memberId: closed },
      ]),
    );
    expect(answer).toEqual({ batchItemFailures: [] });
    expect(await deliveryItem(cancelledId, closed)).toMatchObject({
      status: 'skipped',
      reason: 'cancelled',
    });
    expect(await deliveryItem(id, withdrawn?.memberId ?? '')).toMatchObject({
      status: 'skipped',
      reason: 'consent',
    });
    expect(await deliveryItem(id, closed)).toMatchObject({ status: 'skipped', reason: 'closed' });
    expect(await broadcastItem(id)).toMatchObject({
      skipped: 2,
      sent: 0,
      status: 'sent',
      finishedAt: expect.any(String),
    });
    // A repeated message changes nothing.
    await send.handler(sqsEvent([{ broadcastId: id, memberId: closed }]));
    expect((await broadcastItem(id)).skipped).toBe(2);
  });

  it('leaves a fresh claim to come back later; a stale text’s claim is failed as uncertain, never sent twice', async () => {
    const person = await writePerson(urls, ownArea(), { consents: ['sms#news'] });
    const fresh = new Date().toISOString();
    const stale = new Date(Date.now() - 61_000).toISOString();
    const id = await planned('sms', [
      { memberId: person.memberId, status: 'sending', claimedAt: fresh },
    ]);
    const waiting = await send.handler(sqsEvent([{ broadcastId: id, memberId: person.memberId }]));
    expect(waiting).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-0' }] });
    expect(await deliveryItem(id, person.memberId)).toMatchObject({ status: 'sending' });

    const staleId = await planned('sms', [
      { memberId: person.memberId, status: 'sending', claimedAt: stale },
    ]);
    const resolved = await send.handler(
      sqsEvent([{ broadcastId: staleId, memberId: person.memberId }]),
    );
    expect(resolved).toEqual({ batchItemFailures: [] });
    expect(await deliveryItem(staleId, person.memberId)).toMatchObject({
      status: 'failed',
      reason: 'uncertain',
      attempts: 1,
    });
    expect(await broadcastItem(staleId)).toMatchObject({ failed: 1, sent: 0, status: 'sent' });
  });

  it('sends again an email whose claim went stale with no Send event (SES never took it), once; a fresh claim resolved by its event is not sent again', async () => {
    const [person] = await writeAudience(urls, ownArea(), [{ consents: ['email#news'] }]);
    const memberId = person?.memberId ?? '';
    const stale = new Date(Date.now() - 61_000).toISOString();
    const id = await planned('email', [{ memberId, status: 'sending', claimedAt: stale }]);
    const outbox = async () =>
      (
        (await (await fetch(`${urls.outbox}api/messages`)).json()) as {
          tags?: Record<string, string>;
        }[]
      ).filter((email) => email.tags?.broadcast === id);
    expect(await send.handler(sqsEvent([{ broadcastId: id, memberId }]))).toEqual({
      batchItemFailures: [],
    });
    const sent = await deliveryItem(id, memberId);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, messageId: expect.any(String) });
    expect(await outbox()).toHaveLength(1);
    // The same message again, and SES's Send event of the resent email: nothing more.
    await send.handler(sqsEvent([{ broadcastId: id, memberId }]));
    await events.handler(sqsEvent([sesSend(id, memberId, String(sent.messageId))]));
    expect(await outbox()).toHaveLength(1);
    expect(await broadcastItem(id)).toMatchObject({ sent: 1, status: 'sent' });

    // A claim whose email SES did take: its event marks it, and its message then sends nothing.
    const fresh = new Date().toISOString();
    const taken = await planned('email', [{ memberId, status: 'sending', claimedAt: fresh }]);
    await events.handler(sqsEvent([sesSend(taken, memberId, 'ses-taken')]));
    expect(await send.handler(sqsEvent([{ broadcastId: taken, memberId }]))).toEqual({
      batchItemFailures: [],
    });
    expect(await deliveryItem(taken, memberId)).toMatchObject({
      status: 'sent',
      messageId: 'ses-taken',
    });
    expect(
      (
        (await (await fetch(`${urls.outbox}api/messages`)).json()) as {
          tags?: Record<string, string>;
        }[]
      ).filter((email) => email.tags?.broadcast === taken),
    ).toHaveLength(0);
  });

  it('marks a claim SES accepted as sent with its message id, once, and finishes the broadcast; ignores what is not a broadcast’s Send', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const claimedAt = new Date().toISOString();
    const id = await planned('email', [
      { memberId: first, status: 'sending', claimedAt },
      { memberId: second, status: 'sending', claimedAt },
    ]);
    const event = sesSend(id, first, 'ses-first');
    const other = {
      ...sesSend(id, second),
      detail: { ...sesSend(id, second).detail, eventType: 'Delivery' },
    };
    const untagged = { detail: { eventType: 'Send', mail: { messageId: 'x', tags: {} } } };
    expect(await events.handler(sqsEvent([event, event, other, untagged, 'not json']))).toEqual({
      batchItemFailures: [],
    });
    expect(await deliveryItem(id, first)).toMatchObject({ status: 'sent', messageId: 'ses-first' });
    expect(await deliveryItem(id, second)).toMatchObject({ status: 'sending' });
    expect(await broadcastItem(id)).toMatchObject({ sent: 1, status: 'sending' });
    // The second's event arrives: every recipient is accounted for.
    await events.handler(sqsEvent([sesSend(id, second)]));
    expect(await broadcastItem(id)).toMatchObject({
      sent: 2,
      status: 'sent',
      finishedAt: expect.any(String),
    });
    // A delivery the sender marked already, or never claimed, is not moved by an event.
    const pendingId = await planned('email', [{ memberId: first, status: 'pending' }]);
    await events.handler(sqsEvent([sesSend(pendingId, first)]));
    expect(await deliveryItem(pendingId, first)).toMatchObject({ status: 'pending' });
    expect((await broadcastItem(pendingId)).sent).toBe(0);
  });
});
