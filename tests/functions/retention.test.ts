import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { APPLICATION_RETENTION_DAYS } from '@gsk/core/content/legal-facts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicationRowKey, putApplicationRow } from '../../functions/src/applications/index-row';
import { ContactMessages, messageKey } from '../../functions/src/contact/messages';
import { dynamoDb } from '../../functions/src/lib/aws';
import { sweepRetention } from '../../functions/src/privacy/retention';
import { handler as reconcileHandler } from '../../functions/src/scheduled/reconcile';
import { AUDIT_RETENTION_YEARS, recordStaffAction } from '../../functions/src/staff/audit';
import { setHandled } from '../../functions/src/staff/messages';
import type { Emulators } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { lambdaContext } from '../support/api-event';
import { startPaymentEnvironment } from './payment-support';

const dayMs = 24 * 60 * 60 * 1000;
const yearMs = 365.25 * dayMs;
const staff = { memberId: 'staff-1', name: 'Aminah' };

let emulators: Emulators;
let stopEnvironment: () => Promise<void>;

beforeAll(async () => {
  ({ emulators, stop: stopEnvironment } = await startPaymentEnvironment());
  process.env.CONTACT_EMAIL = 'hello@gsk.test';
});

afterAll(async () => {
  await stopEnvironment?.();
});

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.APPLICATION_RETENTION_DAYS;
});

const quietly = () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
};

const exists = async (table: string, Key: Record<string, string>) =>
  (await dynamoDb().send(new GetCommand({ TableName: table, Key, ConsistentRead: true }))).Item !==
  undefined;

/** A message from the contact page, received at `at`, as the contact route stores it. */
const messageAt = async (at: Date, name: string) =>
  ContactMessages.receive(
    {
      name,
      email: `${name.toLowerCase()}@example.test`,
      message: 'Bagaimana saya boleh menyertai koperasi?',
      language: 'bm',
    },
    at,
  );

/** An application of the expert form submitted at `at`, with its staff row as the form writes it. */
let applications = 0;
const applicationAt = async (at: Date) => {
  applications += 1;
  const id = `00000000-0000-4000-8000-${String(applications).padStart(12, '0')}`;
  await putApplicationRow(
    {
      id,
      form: 'expert',
      submittedAt: at.toISOString(),
      fields: { name: 'Farid', email: 'farid@example.test', phone: '0123456789' },
      cv: null,
      language: 'eng',
    },
    at,
  );
  return applicationRowKey(id);
};

describe('retention sweeps (the reconciler)', () => {
  it('deletes contact messages two years after they were handled, or after they came if never handled', async () => {
    quietly();
    const now = new Date();
    const longHandled = await messageAt(new Date(now.getTime() - 3 * yearMs), 'Lama');
    await setHandled(longHandled.messageId, true, staff, new Date(now.getTime() - 2.5 * yearMs));
    const lateHandled = await messageAt(new Date(now.getTime() - 3 * yearMs), 'Lewat');
    await setHandled(lateHandled.messageId, true, staff, new Date(now.getTime() - 30 * dayMs));
    const neverHandled = await messageAt(new Date(now.getTime() - 2.1 * yearMs), 'Terbiar');
    const recentOpen = await messageAt(new Date(now.getTime() - 1.9 * yearMs), 'Baru');

    const summary = await sweepRetention(now);

    expect(summary.contactMessagesDeleted).toBe(2);
    const table = names.paymentsTable;
    expect(await exists(table, messageKey(longHandled.messageId))).toBe(false);
    expect(await exists(table, messageKey(neverHandled.messageId))).toBe(false);
    expect(await exists(table, messageKey(lateHandled.messageId))).toBe(true);
    expect(await exists(table, messageKey(recentOpen.messageId))).toBe(true);
    // Nothing left to do on the next run.
    expect((await sweepRetention(now)).contactMessagesDeleted).toBe(0);
  });

  it('keeps a message reopened since it was read: it is no longer a closed matter', async () => {
    quietly();
    const now = new Date();
    const message = await messageAt(new Date(now.getTime() - 3 * yearMs), 'Semula');
    await setHandled(message.messageId, true, staff, new Date(now.getTime() - 2.5 * yearMs));
    await setHandled(message.messageId, false, staff, now);
    await sweepRetention(now);
    // Open again, and received three years ago: it goes as a message nobody handled would.
    expect(await exists(names.paymentsTable, messageKey(message.messageId))).toBe(false);
    const kept = await messageAt(new Date(now.getTime() - 1.5 * yearMs), 'Simpan');
    await setHandled(kept.messageId, true, staff, new Date(now.getTime() - 1.4 * yearMs));
    await setHandled(kept.messageId, false, staff, now);
    await sweepRetention(now);
    expect(await exists(names.paymentsTable, messageKey(kept.messageId))).toBe(true);
  });

  it("deletes an application's staff row when the bucket deletes its files, whatever its status", async () => {
    quietly();
    const now = new Date();
    const old = await applicationAt(
      new Date(now.getTime() - (APPLICATION_RETENTION_DAYS + 1) * dayMs),
    );
    const declined = await applicationAt(
      new Date(now.getTime() - (APPLICATION_RETENTION_DAYS + 2) * dayMs),
    );
    await dynamoDb().send(
      new UpdateCommand({
        TableName: names.paymentsTable,
        Key: declined,
        UpdateExpression: 'SET #status = :status, listKind = :kind',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': 'declined', ':kind': 'application#declined' },
      }),
    );
    const recent = await applicationAt(
      new Date(now.getTime() - (APPLICATION_RETENTION_DAYS - 1) * dayMs),
    );

    expect((await sweepRetention(now)).applicationRowsDeleted).toBe(2);
    expect(await exists(names.paymentsTable, old)).toBe(false);
    expect(await exists(names.paymentsTable, declined)).toBe(false);
    expect(await exists(names.paymentsTable, recent)).toBe(true);
  });

  it("follows a stage's shorter application retention, never a longer one than promised", async () => {
    quietly();
    const now = new Date();
    const ninetyOne = await applicationAt(new Date(now.getTime() - 91 * dayMs));
    const fortnight = await applicationAt(new Date(now.getTime() - 14 * dayMs));
    process.env.APPLICATION_RETENTION_DAYS = '90';
    await sweepRetention(now);
    expect(await exists(names.paymentsTable, ninetyOne)).toBe(false);
    expect(await exists(names.paymentsTable, fortnight)).toBe(true);

    const year = await applicationAt(
      new Date(now.getTime() - (APPLICATION_RETENTION_DAYS + 1) * dayMs),
    );
    process.env.APPLICATION_RETENTION_DAYS = '9999';
    await sweepRetention(now);
    expect(await exists(names.paymentsTable, year)).toBe(false);
  });

  it('runs in every run of the scheduled reconciler, which reports what it deleted', async () => {
    quietly();
    const now = new Date();
    const message = await messageAt(new Date(now.getTime() - 2.5 * yearMs), 'Jadual');
    const summary = await reconcileHandler({ time: now.toISOString() }, lambdaContext());
    expect(summary.contactMessagesDeleted).toBe(1);
    expect(summary.applicationRowsDeleted).toBe(0);
    expect(await exists(names.paymentsTable, messageKey(message.messageId))).toBe(false);
  });
});

describe("the staff's audit trail", () => {
  it('expires each entry by TTL seven years after the action, and not before', async () => {
    const entry = await recordStaffAction({ memberId: staff.memberId }, 'test.retained', {
      type: 'test',
      id: 'retention',
    });
    const Key = { pk: 'AUDIT', sk: entry.id };
    const { Item } = await dynamoDb().send(
      new GetCommand({ TableName: names.membersTable, Key, ConsistentRead: true }),
    );
    const at = Date.parse(entry.at);
    expect(AUDIT_RETENTION_YEARS).toBe(7);
    expect(Number(Item?.expiresAt) * 1000).toBeGreaterThan(at + 7 * 365 * dayMs);
    expect(Number(Item?.expiresAt) * 1000).toBeLessThanOrEqual(at + 7 * 366 * dayMs);

    await emulators.expire(new Date(at + 7 * 365 * dayMs - dayMs));
    expect(await exists(names.membersTable, Key)).toBe(true);
    await emulators.expire(new Date(at + 7 * 366 * dayMs + dayMs));
    expect(await exists(names.membersTable, Key)).toBe(false);
  });
});
