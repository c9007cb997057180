import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../infra/local/emulators';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { localAccountId } from '../../infra/local/emulators/sqs';
import { freePorts } from '../../infra/local/ports';
import type { LocalStack } from '../../infra/local/stack';
import { names } from '../../infra/names';
import { broadcastPlanQueue, broadcastSendQueue } from '../../infra/queues';
import { KillableStack } from '../support/killable-stack';
import { ownArea, partition, writePerson } from './broadcast-fixture';
import type { WrittenPerson } from './broadcast-fixture';

/*
 * Issue 32's "must show" for the queues (part Q): a broadcast of 2,000 people (one in five without
 * consent) through the local stack's real queues, pollers and handlers, the stack SIGKILLed
 * halfway through the sending (no clean-up, no flush) and started again on the same folder. After
 * the restart every consenting person has exactly one email and nobody without consent has any:
 * messages in flight came back after their visibility timeout, claims a kill left `sending` were
 * settled by SES's Send events (or sent again once stale), and the SES emulator forwarded the
 * events of emails it stored just before the kill.
 */

type Urls = LocalStack['urls'];

let dataDir: string;
let stack: KillableStack;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gsk-broadcast-kill-'));
  // The emulators have no quota: the pacing is tested in tests/infra/local/broadcast-queues.test.ts.
  stack = new KillableStack(dataDir, await freePorts(), { BROADCAST_SEND_INTERVAL_MS: '0' });
});

afterAll(async () => {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The broadcast's emails in the outbox, by member (from the `member` tag). */
const emailsOf = async (urls: Urls, broadcastId: string): Promise<OutboxMessage[]> =>
  ((await (await fetch(`${urls.outbox}api/messages`)).json()) as OutboxMessage[]).filter(
    (message) => message.tags?.broadcast === broadcastId,
  );

const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

describe(
  'a broadcast of 2,000 people across a SIGKILL of the local stack',
  { timeout: 600_000 },
  () => {
    it('reaches every consenting person exactly once and nobody else', async () => {
      let urls = await stack.start();
      const area = ownArea();
      const audience: WrittenPerson[] = [];
      const figures: Record<string, number> = {};
      let started = Date.now();
      for (let from = 0; from < 2_000; from += 50) {
        audience.push(
          ...(await Promise.all(
            Array.from({ length: 50 }, (_, offset) =>
              writePerson(urls, area, {
                consents: (from + offset) % 5 === 4 ? [] : ['email#news'],
                language: (from + offset) % 3 === 0 ? 'eng' : 'bm',
              }),
            ),
          )),
        );
      }
      figures.audienceWrittenMs = Date.now() - started;
      const consenting = new Set(
        audience.filter((person) => person.consents?.length).map((person) => person.memberId),
      );
      expect(consenting.size).toBe(1_600);

      // The broadcast as the send route starts it: the item, then the planner's first message.
      Object.assign(process.env, {
        AWS_REGION: localRegion,
        AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
        AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
        AWS_ENDPOINT_URL_DYNAMODB: urls.dynamodb,
        AWS_ENDPOINT_URL_SQS: urls.sqs,
        MEMBERS_TABLE: names.membersTable,
        BROADCAST_PLAN_QUEUE_URL: `${urls.sqs}/${localAccountId}/${broadcastPlanQueue.name}`,
        BROADCAST_SEND_QUEUE_URL: `${urls.sqs}/${localAccountId}/${broadcastSendQueue.name}`,
      });
      const { createBroadcast } = await import('../../functions/src/broadcasts/items');
      const { enqueuePlan } = await import('../../functions/src/broadcasts/queue');
      const broadcast = await createBroadcast({
        channel: 'email',
        purpose: 'news',
        segment: { kind: 'area', state: area.state },
        words: {
          bm: { subject: 'Gotong-royong Sabtu ini', body: 'Jom sertai kami di Kuala Selangor.' },
          eng: { subject: 'Community clean-up this Saturday', body: 'Join us in Kuala Selangor.' },
        },
        createdBy: { id: randomUUID(), name: 'Farid', as: 'staff' },
      });
      started = Date.now();
      await enqueuePlan({ broadcastId: broadcast.id });

      // Halfway through the sending: SIGKILL, whatever is in flight.
      const before = await waitFor(
        () => emailsOf(urls, broadcast.id),
        (emails) => emails.length >= 800,
        240_000,
      );
      expect(before.length).toBeGreaterThanOrEqual(800);
      await stack.kill();
      figures.sentBeforeKill = before.length;
      figures.killedAfterMs = Date.now() - started;

      urls = await stack.start();
      const restarted = Date.now();
      const deliveries = await waitFor(
        () => partition(urls, `BROADCAST#${broadcast.id}`, 'TO#'),
        (items) => items.length === 1_600 && items.every((item) => item.status === 'sent'),
        240_000,
      );
      figures.finishedAfterRestartMs = Date.now() - restarted;
      expect(deliveries.filter((item) => item.status !== 'sent')).toEqual([]);
      expect(new Set(deliveries.map((item) => item.memberId))).toEqual(consenting);

      const emails = await emailsOf(urls, broadcast.id);
      const perMember = new Map<string, number>();
      for (const email of emails) {
        const member = email.tags?.member ?? '';
        perMember.set(member, (perMember.get(member) ?? 0) + 1);
      }
      figures.emails = emails.length;
      process.stdout.write(`\nBroadcast kill figures: ${JSON.stringify(figures)}\n`);
      expect([...perMember.entries()].filter(([, count]) => count !== 1)).toEqual([]);
      expect(new Set(perMember.keys())).toEqual(consenting);
      expect(emails).toHaveLength(1_600);
    });
  },
);
