import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GatewayResponse } from '../../functions/src/eghl/gateway-fields';
import { Ledger } from '../../functions/src/payments/ledger';
import { EMAIL_CLAIM_LEASE_MS } from '../../functions/src/payments/payment-emails';
import { RECONCILE_AFTER_MS } from '../../functions/src/payments/reconcile';
import { freePorts } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import type { LocalStack } from '../../infra/local/stack';
import { startFaultProxy } from './fault-proxy';
import type { FaultProxy } from './fault-proxy';
import { paymentClient } from './payment-client';
import type { CampaignTotals } from './payment-client';

/*
 * Fault injection: the handlers reach DynamoDB and SES through proxies that can take either away
 * while the gateway simulator delivers a success, then the reconciler runs (as the schedule
 * would, at a later time) and every captured payment must end recorded once, counted once, with
 * one receipt and one staff notice. Each scenario records its figures; they are printed at the end.
 */

let stack: LocalStack;
let dataDir: string;
let client: ReturnType<typeof paymentClient>;
let dynamodb: FaultProxy;
let ses: FaultProxy;
const figures: Record<string, Record<string, number | string>> = {};

/** Callback re-sends as the protocol has them (three more), closer together than eGHL's. */
const callbackRetries = 3;

beforeAll(async () => {
  // The handlers run in this process: their log lines of failed requests are expected here.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  dataDir = await mkdtemp(join(tmpdir(), 'gsk-healing-'));
  const ports = await freePorts();
  dynamodb = await startFaultProxy(ports.dynamodb);
  ses = await startFaultProxy(ports.ses);
  stack = await startLocalStack({
    dataDir,
    ports,
    web: 'none',
    handlerEndpoints: { dynamodb: dynamodb.url, ses: ses.url },
    reconcileIntervalMs: false,
    eghlCallbacks: { retries: callbackRetries, retryDelayMs: 300 },
  });
  client = paymentClient(stack.urls);
});

afterAll(async () => {
  client?.close();
  await stack?.stop();
  await dynamodb?.stop();
  await ses?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  process.stdout.write(`\nSelf-healing figures:\n${JSON.stringify(figures, null, 2)}\n`);
});

const admin = () => process.env.ADMIN_EMAILS ?? '';
const donorEmail = (scenario: string) => `${scenario}-${randomUUID().slice(0, 8)}@example.com`;

/** Receipts to the donor and staff notices about the payment, as the outbox holds them. */
const mailAbout = async (paymentId: string, email: string) => ({
  receipts: (await client.outbox(email)).length,
  notices: (await client.outbox(admin())).filter((m) => m.subject.includes(paymentId)).length,
});

/** Totals read straight from the emulator's table (the API may be cut off from it). */
const totalsNow = async (): Promise<CampaignTotals> => {
  const saved = dynamodb.mode;
  dynamodb.mode = 'pass';
  try {
    return await client.totals();
  } finally {
    dynamodb.mode = saved;
  }
};

/** When the payment was recorded as started, from its row. */
const createdAt = async (paymentId: string) =>
  new Date(String((await client.ledgerRow(paymentId))?.createdAt));

describe('self-healing payments under injected faults', () => {
  it.each(['refuse', 'fail'] as const)(
    'DynamoDB %s through every delivery of a success: the reconciler records it once, with its emails',
    async (fault) => {
      const email = donorEmail('dynamo');
      const before = await totalsNow();
      const { paymentId } = await client.startAtGateway({ amount: 37, email });

      const faultedBefore = dynamodb.counts.refused + dynamodb.counts.failed;
      dynamodb.mode = fault;
      const leg = await client.decide(paymentId, 'success');
      const browser = await client.followBrowserLeg(leg);
      // The donor is not shown an error: the pending page asks the API to settle by QUERY later.
      expect(browser.status).toBe(303);
      expect(browser.headers.get('location')).toBe(
        `${stack.urls.site}/transaction-pending?PaymentID=${paymentId}&Amount=37.00&PymtMethod=CC`,
      );
      await expect
        .poll(async () => (await client.transaction(paymentId)).deliveries.length, {
          timeout: 15_000,
        })
        .toBe(callbackRetries + 1);
      const deliveries = (await client.transaction(paymentId)).deliveries;
      expect(deliveries.every((delivery) => !delivery.ok)).toBe(true);
      const faultedConnections = dynamodb.counts.refused + dynamodb.counts.failed - faultedBefore;
      dynamodb.mode = 'pass';
      expect(await client.ledgerRow(paymentId)).toMatchObject({
        status: 'initiated',
        attention: 'open',
      });

      const started = await createdAt(paymentId);
      const early = await stack.reconcile(new Date(started.getTime() + RECONCILE_AFTER_MS - 1000));
      expect((await client.ledgerRow(paymentId))?.status).toBe('initiated');
      const clock = Date.now();
      const run = await stack.reconcile(new Date(started.getTime() + RECONCILE_AFTER_MS + 1000));
      const settleMs = Date.now() - clock;
      // Settling sends the receipt and notice itself, as any delivery of the success would.
      expect(run).toMatchObject({ queried: 1, settled: 1 });
      const row = await client.ledgerRow(paymentId);
      expect(row).toMatchObject({ status: 'success', receiptStatus: 'sent', noticeStatus: 'sent' });
      expect(row?.attention).toBeUndefined();

      // Again, and the gateway's callback re-sent: nothing moves twice.
      await stack.reconcile(new Date(started.getTime() + 2 * RECONCILE_AFTER_MS));
      expect((await client.redeliver(paymentId)).body).toBe('OK');
      const after = await totalsNow();
      expect(after.overall.amount - before.overall.amount).toBe(37);
      expect(after.overall.contributors - before.overall.contributors).toBe(1);
      expect(await mailAbout(paymentId, email)).toEqual({ receipts: 1, notices: 1 });

      figures[`dynamodb-${fault}`] = {
        callbackDeliveries: deliveries.length,
        browserLegs: 1,
        faultedConnections,
        reconcilerQueriesBeforeDue: early.queried ?? 0,
        reconcilerQueries: run.queried ?? 0,
        settledAfterSimulatedMinutes: Math.round((RECONCILE_AFTER_MS + 1000) / 60_000),
        reconcileRunMs: settleMs,
        receipts: 1,
        notices: 1,
      };
    },
  );

  it('SES down through both legs: the reconciler sends exactly one receipt and one notice', async () => {
    const email = donorEmail('ses');
    const before = await totalsNow();
    const { paymentId } = await client.startAtGateway({ amount: 41, email });

    const sesRefusedBefore = ses.counts.refused;
    ses.mode = 'refuse';
    const leg = await client.decide(paymentId, 'success');
    await client.callbackAnswered(paymentId, '0');
    const browser = await client.followBrowserLeg(leg);
    expect(browser.status).toBe(303);
    expect(new URL(browser.headers.get('location') ?? '').pathname).toBe('/transaction-status');
    const failed = await client.ledgerRow(paymentId);
    expect(failed).toMatchObject({
      status: 'success',
      receiptStatus: 'failed',
      noticeStatus: 'failed',
      attention: 'emails',
    });
    const attemptsWhileDown = Number(failed?.emailAttempts);
    const refusedConnections = ses.counts.refused - sesRefusedBefore;
    ses.mode = 'pass';
    expect(await mailAbout(paymentId, email)).toEqual({ receipts: 0, notices: 0 });

    const nextTry = new Date(String(failed?.nextEmailAt));
    const clock = Date.now();
    const run = await stack.reconcile(new Date(nextTry.getTime() + 1000));
    const settleMs = Date.now() - clock;
    expect(run.emailsSent).toBe(2);
    await stack.reconcile(new Date(nextTry.getTime() + 60 * 60 * 1000));
    expect((await client.redeliver(paymentId)).body).toBe('OK');
    const row = await client.ledgerRow(paymentId);
    expect(row).toMatchObject({ receiptStatus: 'sent', noticeStatus: 'sent' });
    expect(row?.attention).toBeUndefined();
    expect(await mailAbout(paymentId, email)).toEqual({ receipts: 1, notices: 1 });
    expect((await totalsNow()).overall.amount - before.overall.amount).toBe(41);

    figures.sesDown = {
      callbackDeliveries: (await client.transaction(paymentId)).deliveries.length,
      browserLegs: 1,
      emailClaimsWhileDown: attemptsWhileDown,
      refusedConnections,
      emailClaimsInAll: Number(row?.emailAttempts),
      settledAfterSimulatedSeconds: Math.round(
        (nextTry.getTime() + 1000 - new Date(String(failed?.paidAt)).getTime()) / 1000,
      ),
      reconcileRunMs: settleMs,
      receipts: 1,
      notices: 1,
    };
  });

  it('a crash between the success write and SES: the reconciler sends them once the claim lapses', async () => {
    const email = donorEmail('crash');
    const before = await totalsNow();
    const { paymentId } = await client.startAtGateway({ amount: 43, email });
    await client.decide(paymentId, 'success', false);
    const { response } = await client.transaction(paymentId);

    // The success transaction alone, exactly as the handler writes it, then nothing: the process died.
    const payment = await Ledger.get(paymentId);
    const paidAt = new Date();
    const lease = new Date(paidAt.getTime() + EMAIL_CLAIM_LEASE_MS).toISOString();
    const { HashValue: _hash, ...gateway } = response;
    expect(
      await Ledger.succeed(payment!, gateway as GatewayResponse, paidAt.toISOString(), lease),
    ).toBe('changed');
    expect(await mailAbout(paymentId, email)).toEqual({ receipts: 0, notices: 0 });

    // The gateway's callback arrives meanwhile: a duplicate, and the claim is still held.
    expect((await client.redeliver(paymentId)).body).toBe('OK');
    const held = await stack.reconcile(new Date(paidAt.getTime() + EMAIL_CLAIM_LEASE_MS - 1000));
    expect(held.emailsSent).toBe(0);
    expect(await mailAbout(paymentId, email)).toEqual({ receipts: 0, notices: 0 });

    const clock = Date.now();
    const runs = await Promise.all([
      stack.reconcile(new Date(paidAt.getTime() + EMAIL_CLAIM_LEASE_MS + 1000)),
      stack.reconcile(new Date(paidAt.getTime() + EMAIL_CLAIM_LEASE_MS + 1000)),
    ]);
    const settleMs = Date.now() - clock;
    expect(runs.reduce((sum, run) => sum + (run.emailsSent ?? 0), 0)).toBe(2);
    expect(await mailAbout(paymentId, email)).toEqual({ receipts: 1, notices: 1 });
    const row = await client.ledgerRow(paymentId);
    expect(row).toMatchObject({ status: 'success', receiptStatus: 'sent', noticeStatus: 'sent' });
    expect(row?.attention).toBeUndefined();
    expect((await totalsNow()).overall.amount - before.overall.amount).toBe(43);

    figures.crashAfterWrite = {
      duplicateDeliveriesWhileClaimed: 1,
      reconcilerRunsBeforeLeaseLapsed: 1,
      concurrentReconcilerRuns: runs.length,
      settledAfterSimulatedSeconds: (EMAIL_CLAIM_LEASE_MS + 1000) / 1000,
      reconcileRunMs: settleMs,
      receipts: 1,
      notices: 1,
    };
  });
});
