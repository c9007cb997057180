import { SESClient } from '@aws-sdk/client-ses';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentSettings, secrets } from '../../functions/src/lib/secrets';
import { Ledger } from '../../functions/src/payments/ledger';
import {
  EMAIL_CLAIM_LEASE_MS,
  EMAIL_MAX_ATTEMPTS,
} from '../../functions/src/payments/payment-emails';
import { paymentHistory } from '../../functions/src/payments/payment-history';
import { Payments } from '../../functions/src/payments/payments';
import {
  EXPIRE_AFTER_MS,
  RECONCILE_AFTER_MS,
  Reconciler,
  UNSETTLED_ALARM_AFTER_MS,
} from '../../functions/src/payments/reconcile';
import { metricsServiceName } from '../../functions/src/lib/metrics';
import {
  handler as reconcileHandler,
  reconcileMetrics,
} from '../../functions/src/scheduled/reconcile';
import { metricsService, reconcilerGauges } from '../../infra/stacks/metrics';
import type { GatewayResponse } from '../../functions/src/eghl/gateway-fields';
import type { Emulators, OutboxMessage } from '../../infra/local/emulators';
import { ContactMessages } from '../../functions/src/contact/messages';
import { handler as contactHandler } from '../../functions/src/contact/post';
import { apiEvent, lambdaContext } from '../support/api-event';
import {
  adminEmail,
  call,
  donation,
  gatewayResult as signedResult,
  gatewayUrl,
  siteOrigin,
  startPaymentEnvironment,
} from './payment-support';

/** A signed gateway result, as the gateway's deliveries carry it. */
const gatewayResult = (paymentId: string, overrides: Record<string, string> = {}) =>
  signedResult(paymentId, overrides) as GatewayResponse;

let emulators: Emulators;
let stopEnvironment: () => Promise<void>;

beforeAll(async () => {
  ({ emulators, stop: stopEnvironment } = await startPaymentEnvironment());
});

afterAll(async () => {
  await stopEnvironment?.();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const quietly = () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
};

const minutes = (n: number) => n * 60 * 1000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

/** Each test runs in its own stretch of (simulated) time, after everything earlier tests left. */
let clock = Date.now() + minutes(24 * 60);
const nextEra = () => {
  clock += minutes(7 * 24 * 60);
  return new Date(clock);
};

/** Starts a payment as the create handler does, at a chosen time. */
const start = async (createdAt: Date, overrides: Record<string, unknown> = {}) => {
  const { paymentId } = await Payments.start(
    donation(overrides) as never,
    { ip: '203.0.113.7', origin: siteOrigin, now: createdAt },
    paymentSettings(),
  );
  return paymentId;
};

/** The gateway's QUERY answers, by PaymentID; a payment not listed is one it never saw. */
const gatewayKnows = (answers: Record<string, Record<string, string>>) => {
  const asked: string[] = [];
  const realFetch = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== gatewayUrl || !init) return realFetch(url, init);
      const id = new URLSearchParams(String(init.body)).get('PaymentID') ?? '';
      asked.push(id);
      const fields = answers[id];
      const body = fields
        ? `TxnExists=0&QueryDesc=Record%20exists&${new URLSearchParams(fields)}\r\n`
        : 'TxnExists=1&QueryDesc=Record%20not%20found\r\n';
      return new Response(body, { status: 200 });
    }),
  );
  return asked;
};

const outboxTo = async (address: string): Promise<OutboxMessage[]> => {
  const response = await fetch(
    `${emulators.endpoints.outbox}api/messages?to=${encodeURIComponent(address)}`,
  );
  return (await response.json()) as OutboxMessage[];
};

const staffAbout = async (paymentId: string) =>
  (await outboxTo(adminEmail)).filter((m) => m.subject.includes(paymentId));

/** Makes SES refuse every email while `down()` says so. */
const sesDown = (down: () => boolean) => {
  const realSend = SESClient.prototype.send;
  vi.spyOn(SESClient.prototype, 'send').mockImplementation(function (this: SESClient, command) {
    if (down()) {
      const error = new Error('connect ECONNREFUSED');
      error.name = 'ECONNREFUSED';
      return Promise.reject(error);
    }
    return (realSend as (this: SESClient, c: typeof command) => Promise<unknown>).call(
      this,
      command,
    );
  });
};

describe('Reconciler.run: open payments', () => {
  it('asks the gateway about open payments past the page timeout and applies what it says', async () => {
    quietly();
    const era = nextEra();
    const before = await Ledger.totals();
    const paid = await start(era, { email: 'reconciled@example.com' });
    const young = await start(at(era, RECONCILE_AFTER_MS));
    const asked = gatewayKnows({
      [paid]: gatewayResult(paid),
      [young]: gatewayResult(young),
    });

    const summary = await Reconciler.run({ eghl: secrets.eghl }, at(era, RECONCILE_AFTER_MS + 1));
    expect(asked).toContain(paid);
    expect(asked).not.toContain(young);
    expect(summary.settled).toBeGreaterThanOrEqual(1);
    const record = await Ledger.get(paid);
    expect(record).toMatchObject({
      status: 'success',
      receiptStatus: 'sent',
      noticeStatus: 'sent',
    });
    expect(record?.attention).toBeUndefined();
    expect((await Ledger.get(young))?.attention).toBe('open');
    expect(await outboxTo('reconciled@example.com')).toHaveLength(1);
    expect(await staffAbout(paid)).toHaveLength(1);
    expect((await Ledger.totals()).overall.amount - before.overall.amount).toBe(50);

    // Later the younger one is due too; the settled one is out of the index and moves no more.
    await Reconciler.run({ eghl: secrets.eghl }, at(era, 2 * RECONCILE_AFTER_MS + 1));
    expect((await Ledger.get(young))?.status).toBe('success');
    expect((await Ledger.totals()).overall.amount - before.overall.amount).toBe(50 + 50);
    expect(await outboxTo('reconciled@example.com')).toHaveLength(1);
  });

  it('expires a payment the gateway never saw after the bound, out of the totals and the index', async () => {
    quietly();
    const era = nextEra();
    const unseen = await start(era);
    gatewayKnows({});
    const totals = await Ledger.totals();

    await Reconciler.run({ eghl: secrets.eghl }, at(era, RECONCILE_AFTER_MS + 1));
    expect((await Ledger.get(unseen))?.status).toBe('initiated');

    const late = await Reconciler.run({ eghl: secrets.eghl }, at(era, EXPIRE_AFTER_MS + 1));
    expect(late.expired).toBeGreaterThanOrEqual(1);
    const record = await Ledger.get(unseen);
    expect(record).toMatchObject({ status: 'expired' });
    expect(record?.attention).toBeUndefined();
    expect(await Ledger.totals()).toEqual(totals);

    // Should the gateway confirm it after all, the money is recorded and staff are told.
    const confirmed = await Payments.apply(gatewayResult(unseen), 'callback', secrets.eghl);
    expect(confirmed.payment).toMatchObject({ status: 'success', review: 'late_success' });
    expect((await Ledger.totals()).overall.amount - totals.overall.amount).toBe(50);
  });

  it('counts open payments the gateway keeps pending past the alarm bound as unsettled', async () => {
    quietly();
    const era = nextEra();
    const pending = await start(era);
    gatewayKnows({ [pending]: gatewayResult(pending, { TxnStatus: '2', AuthCode: '' }) });
    const first = await Reconciler.run({ eghl: secrets.eghl }, at(era, RECONCILE_AFTER_MS + 1));
    expect((await Ledger.get(pending))?.status).toBe('pending');
    expect(first.unsettled).toBe(0);
    const later = await Reconciler.run(
      { eghl: secrets.eghl },
      at(era, UNSETTLED_ALARM_AFTER_MS + 1),
    );
    expect(later.unsettled).toBeGreaterThanOrEqual(1);
    expect((await Ledger.get(pending))?.attention).toBe('open');
  });
});

describe('Reconciler.run: a payment the gateway keeps pending', () => {
  it('records the answer that changed it, then folds the unchanged checks into one counted entry', async () => {
    quietly();
    const era = nextEra();
    const pending = await start(era);
    const answer = gatewayResult(pending, { TxnStatus: '2', AuthCode: '', TxnMessage: 'Pending' });
    gatewayKnows({ [pending]: answer });
    // 47 runs, a minute apart, as the local stack runs it.
    const runs = Array.from({ length: 47 }, (_, i) => at(era, RECONCILE_AFTER_MS + minutes(i) + 1));
    for (const now of runs) await Reconciler.run({ eghl: secrets.eghl }, now);
    expect((await Ledger.get(pending))?.status).toBe('pending');

    const history = await paymentHistory(pending);
    expect(history.map((entry) => entry.kind)).toEqual(['created', 'gateway_result', 'query']);
    expect(history[1]).toMatchObject({
      at: runs[0]?.toISOString(),
      details: { source: 'reconcile', TxnStatus: '2', TxnMessage: 'Pending' },
    });
    expect(history[2]).toEqual({
      at: runs[1]?.toISOString(),
      kind: 'query',
      details: {
        source: 'reconciler',
        answer: 'answer',
        TxnStatus: '2',
        checks: 46,
        lastAt: runs[46]?.toISOString(),
      },
    });

    // An answer that changes it is recorded as such, after the checks, and a new run starts after it.
    gatewayKnows({ [pending]: gatewayResult(pending) });
    await Reconciler.run({ eghl: secrets.eghl }, at(era, RECONCILE_AFTER_MS + minutes(50)));
    const settled = await paymentHistory(pending);
    expect(settled.slice(0, 3)).toEqual(history);
    expect(settled[3]).toMatchObject({ kind: 'gateway_result', details: { TxnStatus: '0' } });
    expect(settled.filter((entry) => entry.kind === 'query')).toHaveLength(1);
  });
});

describe('Reconciler.run: payments under review', () => {
  it('keeps asking about an open payment flagged for review, telling staff only once', async () => {
    quietly();
    const era = nextEra();
    const paymentId = await start(era);
    const reversalPending = gatewayResult(paymentId, { TxnStatus: '31', AuthCode: '' });
    const first = await Payments.apply(reversalPending, 'callback', secrets.eghl, era);
    expect(first.outcome).toBe('review');
    const asked = gatewayKnows({ [paymentId]: reversalPending });

    const run = await Reconciler.run({ eghl: secrets.eghl }, at(era, RECONCILE_AFTER_MS + 1));
    expect(asked).toContain(paymentId);
    expect(run.settled).toBe(0);
    const later = await Reconciler.run(
      { eghl: secrets.eghl },
      at(era, UNSETTLED_ALARM_AFTER_MS + 1),
    );
    expect(later.unsettled).toBeGreaterThanOrEqual(1);
    expect(later.inReview).toBeGreaterThanOrEqual(1);
    expect(await Ledger.get(paymentId)).toMatchObject({
      status: 'initiated',
      attention: 'review',
      review: 'unexpected_result',
      reviewNoticeStatus: 'sent',
    });
    expect(
      (await staffAbout(paymentId)).filter((m) => m.subject.startsWith('Semak pembayaran')),
    ).toHaveLength(1);
  });
});

describe('Reconciler.step: a review row the QUERY settles', () => {
  it('sends its receipt once: the answer sends it, the run does not send it again', async () => {
    quietly();
    const era = nextEra();
    const paymentId = await start(era, { email: 'flagged-then-paid@example.com' });
    const unexpected = gatewayResult(paymentId, { TxnStatus: '31', AuthCode: '' });
    expect((await Payments.apply(unexpected, 'callback', secrets.eghl, era)).outcome).toBe(
      'review',
    );
    // The review notice's claim has lapsed by the run, so its emails are due.
    gatewayKnows({ [paymentId]: gatewayResult(paymentId) });
    const run = await Reconciler.run({ eghl: secrets.eghl }, at(era, RECONCILE_AFTER_MS + 1));
    expect(run.settled).toBeGreaterThanOrEqual(1);
    expect(await Ledger.get(paymentId)).toMatchObject({ status: 'success', receiptStatus: 'sent' });
    expect(await outboxTo('flagged-then-paid@example.com')).toHaveLength(1);
    await Reconciler.run({ eghl: secrets.eghl }, at(era, RECONCILE_AFTER_MS + minutes(10)));
    expect(await outboxTo('flagged-then-paid@example.com')).toHaveLength(1);
  });
});

describe('Reconciler.run: emails', () => {
  it('retries failed emails with backoff, once each, until sent', async () => {
    quietly();
    const era = nextEra();
    const paymentId = await start(era, { email: 'backoff@example.com' });
    let down = true;
    sesDown(() => down);
    await Payments.apply(gatewayResult(paymentId), 'callback', secrets.eghl, at(era, 1000));
    expect(await Ledger.get(paymentId)).toMatchObject({
      status: 'success',
      receiptStatus: 'failed',
      noticeStatus: 'failed',
      attention: 'emails',
      emailAttempts: 1,
    });

    // Within the first backoff (a minute) nothing is tried again.
    const soon = await Reconciler.run({ eghl: secrets.eghl }, at(era, 30_000));
    expect(soon.emailsSent + soon.emailsFailed).toBe(0);
    // Due, but SES still down: one more failed attempt, and a longer wait.
    const failing = await Reconciler.run({ eghl: secrets.eghl }, at(era, minutes(2)));
    expect(failing.emailsFailed).toBe(2);
    expect((await Ledger.get(paymentId))?.emailAttempts).toBe(2);

    down = false;
    const sent = await Reconciler.run({ eghl: secrets.eghl }, at(era, minutes(5)));
    expect(sent.emailsSent).toBe(2);
    const record = await Ledger.get(paymentId);
    expect(record).toMatchObject({ receiptStatus: 'sent', noticeStatus: 'sent', emailAttempts: 3 });
    expect(record?.attention).toBeUndefined();
    expect(await outboxTo('backoff@example.com')).toHaveLength(1);
    expect(await staffAbout(paymentId)).toHaveLength(1);
    await Reconciler.run({ eghl: secrets.eghl }, at(era, minutes(60)));
    expect(await outboxTo('backoff@example.com')).toHaveLength(1);
    // The receipt's replies go to the contact address (the first staff address when unset), a
    // staff notice's to the donor; the receipt links to the contact page in its language.
    const [receipt] = await outboxTo('backoff@example.com');
    expect(receipt?.replyTo).toEqual([adminEmail]);
    expect(receipt?.text).toContain(`${siteOrigin}/contact`);
    expect((await staffAbout(paymentId))[0]?.replyTo).toEqual(['backoff@example.com']);
  });

  it('keeps a contact message whose emails failed and sends them once they are due', async () => {
    quietly();
    const era = nextEra();
    let down = true;
    sesDown(() => down);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(era);
    const visitor = `contact-${era.getTime()}@example.com`;
    const answer = await call(
      contactHandler,
      apiEvent({
        method: 'POST',
        path: '/contact',
        headers: { 'content-type': 'application/json' },
        sourceIp: '198.51.100.77',
        body: JSON.stringify({
          name: 'Lim Wei Ling',
          email: visitor,
          message: 'Where can I see the totals of TanamDuit?',
          language: 'eng',
        }),
      }),
    );
    vi.useRealTimers();
    expect(answer.statusCode).toBe(201);
    const [stored] = await ContactMessages.owingEmails(1000).then((rows) =>
      rows.filter((row) => row.email === visitor),
    );
    expect(stored).toMatchObject({
      staffStatus: 'failed',
      acknowledgementStatus: 'failed',
      attention: 'contact',
      emailAttempts: 1,
    });

    const failing = await Reconciler.run({ eghl: secrets.eghl }, at(era, minutes(2)));
    expect(failing.emailsFailed).toBeGreaterThanOrEqual(2);
    down = false;
    const sent = await Reconciler.run({ eghl: secrets.eghl }, at(era, minutes(5)));
    expect(sent.emailsSent).toBeGreaterThanOrEqual(2);
    expect(
      (await ContactMessages.owingEmails(1000)).filter((row) => row.email === visitor),
    ).toEqual([]);
    const [acknowledgement] = await outboxTo(visitor);
    expect(acknowledgement?.subject).toContain('We have received your message');
    expect(acknowledgement?.replyTo).toEqual([adminEmail]);
    const staff = (await outboxTo(adminEmail)).filter((m) => m.text?.includes('TanamDuit'));
    expect(staff).toHaveLength(1);
    expect(staff[0]?.replyTo).toEqual([visitor]);
  });

  it('sends the emails of a success whose sender died, once its claim has lapsed', async () => {
    quietly();
    const era = nextEra();
    const paymentId = await start(era, { email: 'crashed@example.com' });
    const payment = await Ledger.get(paymentId);
    // The success write alone, as if the process stopped before SES was called.
    const lease = at(era, EMAIL_CLAIM_LEASE_MS).toISOString();
    expect(await Ledger.succeed(payment!, gatewayResult(paymentId), era.toISOString(), lease)).toBe(
      'changed',
    );

    await Reconciler.run({ eghl: secrets.eghl }, at(era, EMAIL_CLAIM_LEASE_MS - 1000));
    expect(await outboxTo('crashed@example.com')).toHaveLength(0);
    const results = await Promise.all([
      Reconciler.run({ eghl: secrets.eghl }, at(era, EMAIL_CLAIM_LEASE_MS + 1000)),
      Reconciler.run({ eghl: secrets.eghl }, at(era, EMAIL_CLAIM_LEASE_MS + 1000)),
    ]);
    expect(results.reduce((sum, summary) => sum + summary.emailsSent, 0)).toBe(2);
    expect(await outboxTo('crashed@example.com')).toHaveLength(1);
    expect(await staffAbout(paymentId)).toHaveLength(1);
    expect((await Ledger.get(paymentId))?.attention).toBeUndefined();
  });

  it('stops after the attempt bound and leaves the payment visible as unsent', async () => {
    quietly();
    const era = nextEra();
    const paymentId = await start(era, { email: 'bounced@example.com' });
    sesDown(() => true);
    await Payments.apply(gatewayResult(paymentId), 'callback', secrets.eghl, era);
    let last = await Reconciler.run({ eghl: secrets.eghl }, era);
    for (let hour = 1; hour <= EMAIL_MAX_ATTEMPTS + 2; hour += 1) {
      last = await Reconciler.run({ eghl: secrets.eghl }, at(era, minutes(60 * hour)));
    }
    const record = await Ledger.get(paymentId);
    expect(record?.emailAttempts).toBe(EMAIL_MAX_ATTEMPTS);
    expect(record).toMatchObject({ attention: 'emails', receiptStatus: 'failed' });
    expect(last.unsent).toBeGreaterThanOrEqual(1);
  });
});

describe('the scheduled handler', () => {
  it('publishes the gauges the alarms watch, under the service dimension they name', () => {
    expect(reconcileMetrics.unsettled).toBe(reconcilerGauges.unsettled);
    expect(reconcileMetrics.unsent).toBe(reconcilerGauges.unsent);
    expect(metricsServiceName).toBe(metricsService);
  });

  it('runs the reconciler once and returns its summary', async () => {
    quietly();
    gatewayKnows({});
    const summary = await reconcileHandler({}, lambdaContext());
    expect(summary).toEqual({
      queried: expect.any(Number),
      settled: expect.any(Number),
      expired: expect.any(Number),
      unavailable: expect.any(Number),
      emailsSent: expect.any(Number),
      emailsFailed: expect.any(Number),
      unsettled: expect.any(Number),
      unsent: expect.any(Number),
      inReview: expect.any(Number),
      staffDigestsSent: 0,
      staffNoticesInDigests: 0,
      confirmationsSent: 0,
      confirmationsFailed: 0,
      confirmationsAbandoned: 0,
      confirmationsOwed: 0,
      promotionsSent: 0,
      promotionsFailed: 0,
      promotionsOwed: 0,
      promotionsHealed: 0,
      remindersSent: 0,
      remindersFailed: 0,
      remindersDeferred: 0,
      smsSentToday: 0,
      smsBudgetAlerts: 0,
      contactMessagesDeleted: 0,
      applicationRowsDeleted: 0,
    });
    const logged = vi.mocked(console.info).mock.calls.map((args) => String(args[0]));
    expect(logged.some((line) => line.includes('reconcile.summary'))).toBe(true);
  });
});
