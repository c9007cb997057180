import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  REMINDER_HOURS_BEFORE,
  SMS_BUDGET_ALERT_RATIO,
  SMS_DAILY_BUDGET,
} from '@gsk/core/constants';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as reconcileHandler, placeMetrics } from '../../functions/src/scheduled/reconcile';
import { shiftPool } from '../../functions/src/volunteers/places';
import { join } from '../../functions/src/volunteers/waiting-list';
import type { Emulators, OutboxMessage } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { smsTo } from '../integration/sms-client';
import { lambdaContext } from '../support/api-event';
import { adminEmail, startPaymentEnvironment } from './payment-support';

/*
 * The reconciler's places part against the emulators, at chosen times: the reminders of a shift
 * about REMINDER_HOURS_BEFORE hours before it, sent once however many runs race; the day's SMS
 * budget refusing a reminder (owed for a later run) and staff's one alert email a day.
 */

let emulators: Emulators;
let stop: () => Promise<void>;
let documents: DynamoDBDocumentClient;

beforeAll(async () => {
  ({ emulators, stop } = await startPaymentEnvironment());
  documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: emulators.endpoints.dynamodb,
      region: emulators.region,
      credentials: emulators.credentials,
    }),
  );
});

afterAll(async () => {
  documents?.destroy();
  await stop?.();
});

afterEach(() => vi.restoreAllMocks());

const quietly = () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
};

const hourMs = 3_600_000;
const TableName = names.membersTable;

/** Each test in its own week, far ahead, so that their days and shifts never meet. */
let clock = Date.UTC(2040, 0, 5, 1);
const nextWeek = () => {
  clock += 7 * 24 * hourMs;
  return new Date(clock);
};

let mobiles = 0;
/** A member's profile (what a text needs). */
const member = async (language: 'bm' | 'eng' = 'bm') => {
  mobiles += 1;
  const memberId = randomUUID();
  const mobile = `+6019${String(process.pid % 1000).padStart(3, '0')}${String(mobiles).padStart(5, '0')}`;
  await documents.send(
    new PutCommand({
      TableName,
      Item: { pk: `MEMBER#${memberId}`, sk: 'PROFILE', id: memberId, mobile, language },
    }),
  );
  return { memberId, mobile };
};

/** A published activity with one shift starting at `startsAt`. */
const shiftAt = async (startsAt: Date, places = 10) => {
  const activityId = randomUUID();
  const shiftId = randomUUID();
  await documents.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName,
            Item: {
              pk: 'ACTIVITIES',
              sk: `ACTIVITY#${activityId}`,
              id: activityId,
              title: { bm: 'Kelas Komputer Warga Emas', eng: 'Computer Class for Seniors' },
              description: { bm: 'Kelas', eng: 'Class' },
              enterprise: null,
              area: { state: '10', parliament: 'P.106' },
              online: false,
              venue: { bm: 'Dewan Seksyen 17', eng: 'Section 17 Hall' },
              skills: [],
              status: 'published',
              proposedBy: null,
              createdAt: startsAt.toISOString(),
              updatedAt: startsAt.toISOString(),
            },
          },
        },
        {
          Put: {
            TableName,
            Item: {
              pk: `ACTIVITY#${activityId}`,
              sk: `SHIFT#${shiftId}`,
              id: shiftId,
              activityId,
              startsAt: startsAt.toISOString(),
              endsAt: new Date(startsAt.getTime() + 2 * hourMs).toISOString(),
              places,
              taken: 0,
              waiting: 0,
              nextPosition: 0,
              createdAt: startsAt.toISOString(),
            },
          },
        },
      ],
    }),
  );
  return { activityId, shiftId, pool: shiftPool(activityId, shiftId) };
};

const place = async (shiftId: string, memberId: string) =>
  (
    await documents.send(
      new GetCommand({
        TableName,
        Key: { pk: `SHIFT#${shiftId}`, sk: `PLACE#${memberId}` },
        ConsistentRead: true,
      }),
    )
  ).Item;

const urls = () => ({ smsOutbox: emulators.endpoints.smsOutbox });

const run = (time: Date) => reconcileHandler({ time: time.toISOString() }, lambdaContext());

/** Sets the Malaysian day's count of texts (the budget's item) for `day`. */
const setBudget = (time: Date, sent: number) =>
  documents.send(
    new PutCommand({
      TableName,
      Item: { pk: `SMS#${malaysianDate(time)}`, sk: 'BUDGET', sent, expiresAt: 0 },
    }),
  );

describe('reminders', () => {
  it('texts each confirmed volunteer once, about a day before, however many runs race', async () => {
    quietly();
    const joinedAt = nextWeek();
    const startsAt = new Date(joinedAt.getTime() + 3 * 24 * hourMs);
    const { shiftId, pool } = await shiftAt(startsAt, 3);
    const people = await Promise.all([member('bm'), member('eng'), member('bm'), member('bm')]);
    for (const person of people) await join(pool, person.memberId, true, joinedAt);

    // Two days before: nothing yet.
    const early = await run(new Date(startsAt.getTime() - 48 * hourMs));
    expect(early.remindersSent).toBe(0);

    const due = new Date(startsAt.getTime() - (REMINDER_HOURS_BEFORE - 1) * hourMs);
    const runs = await Promise.all([run(due), run(due), run(due)]);
    expect(runs.reduce((sum, summary) => sum + summary.remindersSent, 0)).toBe(3);
    const [malay, english, third, waiting] = people;
    for (const person of [malay, english, third]) {
      const texts = await smsTo(urls(), person?.mobile ?? '');
      expect(texts).toHaveLength(1);
      expect(await place(shiftId, person?.memberId ?? '')).toMatchObject({
        reminder: 'sent',
        reminderAttempts: 1,
      });
    }
    expect((await smsTo(urls(), malay?.mobile ?? ''))[0]?.text).toMatch(
      /^RM0 Gerakan Sektor Ketiga: Peringatan: "Kelas Komputer Warga Emas" bermula pada .+\. Jika tidak dapat hadir, batalkan di profil\.$/,
    );
    expect((await smsTo(urls(), english?.mobile ?? ''))[0]?.text).toMatch(
      /^RM0 Gerakan Sektor Ketiga: Reminder: "Computer Class for Seniors" starts on .+\. Can't come\? Please cancel in your profile\.$/,
    );
    // The one waiting is not reminded; later runs send nothing more.
    expect(await smsTo(urls(), waiting?.mobile ?? '')).toEqual([]);
    const later = await run(new Date(due.getTime() + hourMs));
    expect(later.remindersSent).toBe(0);
    for (const person of [malay, english, third]) {
      expect(await smsTo(urls(), person?.mobile ?? '')).toHaveLength(1);
    }
  });

  it('leaves a reminder owed while the day’s budget refuses it, and sends it once there is room', async () => {
    quietly();
    const joinedAt = nextWeek();
    const startsAt = new Date(joinedAt.getTime() + 2 * 24 * hourMs);
    const { shiftId, pool } = await shiftAt(startsAt);
    const person = await member();
    await join(pool, person.memberId, false, joinedAt);
    const due = new Date(startsAt.getTime() - 20 * hourMs);
    await setBudget(due, SMS_DAILY_BUDGET);
    const refused = await run(due);
    expect(refused).toMatchObject({ remindersSent: 0, remindersDeferred: 1 });
    expect(await smsTo(urls(), person.mobile)).toEqual([]);
    expect(await place(shiftId, person.memberId)).toMatchObject({
      reminder: 'owed',
      reminderAttempts: 0,
      reminderError: 'SmsBudget',
    });
    const warned = vi
      .mocked(console.warn)
      .mock.calls.map((args) => String(args[0]))
      .some((line) => line.includes('sms.budget_refused'));
    expect(warned).toBe(true);
    await setBudget(due, 0);
    expect(await run(new Date(due.getTime() + hourMs))).toMatchObject({ remindersSent: 1 });
    expect(await smsTo(urls(), person.mobile)).toHaveLength(1);
    expect(await place(shiftId, person.memberId)).toMatchObject({
      reminder: 'sent',
      reminderAttempts: 1,
    });
  });

  it('alerts staff once a day when the day’s texts reach the alert ratio, however many runs race', async () => {
    quietly();
    const joinedAt = nextWeek();
    const startsAt = new Date(joinedAt.getTime() + 2 * 24 * hourMs);
    const { pool } = await shiftAt(startsAt);
    const person = await member();
    await join(pool, person.memberId, false, joinedAt);
    const due = new Date(startsAt.getTime() - 20 * hourMs);
    const day = malaysianDate(due);
    const threshold = Math.floor(SMS_DAILY_BUDGET * SMS_BUDGET_ALERT_RATIO);
    // One text short of the ratio: the reminder takes the count to it.
    await setBudget(due, threshold - 1);
    const [first, second] = await Promise.all([run(due), run(due)]);
    expect(first.remindersSent + second.remindersSent).toBe(1);
    expect(first.smsBudgetAlerts + second.smsBudgetAlerts).toBe(1);
    const alerts = async () =>
      (
        (await (
          await fetch(
            `${emulators.endpoints.outbox}api/messages?to=${encodeURIComponent(adminEmail)}`,
          )
        ).json()) as OutboxMessage[]
      ).filter(
        (message) =>
          message.subject.startsWith('Bajet SMS hampir habis') && message.subject.includes(day),
      );
    expect(await alerts()).toHaveLength(1);
    expect((await alerts())[0]?.subject).toContain(`${threshold}/${SMS_DAILY_BUDGET}`);
    const again = await run(new Date(due.getTime() + hourMs));
    expect(again).toMatchObject({ smsBudgetAlerts: 0, smsSentToday: threshold });
    expect(await alerts()).toHaveLength(1);
  });

  it('publishes a metric for each figure of the places’ part', () => {
    expect(Object.values(placeMetrics)).toEqual([
      'PromotionTextsSent',
      'PromotionTextsFailed',
      'PromotionTextsOwed',
      'PromotionsHealed',
      'RemindersSent',
      'RemindersFailed',
      'RemindersDeferred',
      'SmsSentToday',
      'SmsBudgetAlerts',
    ]);
  });
});

describe('promotions the reconciler heals', () => {
  it('promotes the first waiting where a place is free (a crash between a cancellation and its promotion) and texts them once', async () => {
    quietly();
    const joinedAt = nextWeek();
    const { activityId, shiftId, pool } = await shiftAt(
      new Date(joinedAt.getTime() + 5 * 24 * hourMs),
      1,
    );
    const [inside, first, second] = await Promise.all([member(), member('eng'), member()]);
    await join(pool, inside.memberId, false, joinedAt);
    await join(pool, first.memberId, true, joinedAt);
    await join(pool, second.memberId, true, joinedAt);
    // The place given back without its promotion, as a crash would leave it.
    await documents.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: { TableName, Key: { pk: `SHIFT#${shiftId}`, sk: `PLACE#${inside.memberId}` } },
          },
          {
            Update: {
              TableName,
              Key: { pk: `ACTIVITY#${activityId}`, sk: `SHIFT#${shiftId}` },
              UpdateExpression: 'SET taken = taken - :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
    const now = new Date(joinedAt.getTime() + hourMs);
    const runs = await Promise.all([run(now), run(now)]);
    expect(runs.reduce((sum, summary) => sum + summary.promotionsHealed, 0)).toBe(1);
    expect(await place(shiftId, first.memberId)).toMatchObject({
      status: 'confirmed',
      promotion: 'sent',
    });
    expect(await place(shiftId, second.memberId)).toMatchObject({ status: 'waiting', position: 2 });
    expect(await smsTo(urls(), first.mobile)).toHaveLength(1);
    expect(await smsTo(urls(), second.mobile)).toEqual([]);
  });
});
