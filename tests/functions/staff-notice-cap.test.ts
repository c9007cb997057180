import type { S3Event } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as notifyHandler } from '../../functions/src/applications/notify';
import { applicationKey, storeApplication } from '../../functions/src/applications/store';
import { handler as callbackHandler } from '../../functions/src/eghl/callback';
import { Ledger } from '../../functions/src/payments/ledger';
import { handler as createHandler } from '../../functions/src/payments/create';
import { handler as reconcileHandler } from '../../functions/src/scheduled/reconcile';
import type { Emulators, OutboxMessage } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { lambdaContext } from '../support/api-event';
import {
  adminEmail,
  call,
  donation,
  formEvent,
  gatewayResult,
  siteOrigin,
  startEvent,
  startPaymentEnvironment,
} from './payment-support';

/** A small cap, so a test can pass it; the default (30) is read the same way. */
const cap = 3;

let emulators: Emulators;
let stopEnvironment: () => Promise<void>;

beforeAll(async () => {
  ({ emulators, stop: stopEnvironment } = await startPaymentEnvironment());
  Object.assign(process.env, {
    STAFF_EMAIL_DAILY_CAP: String(cap),
    THROTTLE_TABLE: names.throttleTable,
    AWS_ENDPOINT_URL_S3: emulators.endpoints.s3,
    APPLICATIONS_BUCKET: names.applicationsBucket,
    S3_FORCE_PATH_STYLE: 'true',
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  // Nothing is left open, so the reconciler asks the gateway nothing; should it, it hears nothing.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith(emulators.endpoints.outbox)) return realFetch(input, init);
    throw new Error(`unexpected request to ${url}`);
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await stopEnvironment();
});

const staffMail = async (): Promise<OutboxMessage[]> => {
  const response = await fetch(
    `${emulators.endpoints.outbox}api/messages?to=${encodeURIComponent(adminEmail)}`,
  );
  return (await response.json()) as OutboxMessage[];
};

const digests = async () =>
  (await staffMail()).filter((message) => message.subject.includes('Staff notice digest'));

/** A paid donation: started, then its authentic success delivered `deliveries` times at once. */
const paidDonation = async (n: number, deliveries = 2): Promise<string> => {
  const started = await call(
    createHandler,
    startEvent(
      donation({ email: `paid${n}@example.com`, phone_number: `014-777 ${1000 + n}` }),
      siteOrigin,
      `198.51.100.${n + 1}`,
    ),
  );
  expect(started.statusCode).toBe(201);
  const { paymentId } = started.json as { paymentId: string };
  const fields = gatewayResult(paymentId);
  await Promise.all(
    Array.from({ length: deliveries }, () =>
      call(callbackHandler, formEvent('/api/eghl/callback', fields)),
    ),
  );
  return paymentId;
};

/** S3's event for a stored application, as the bucket sends it to the notifier. */
const storedEvent = (key: string): S3Event =>
  ({
    Records: [{ s3: { bucket: { name: names.applicationsBucket }, object: { key } } }],
  }) as unknown as S3Event;

const tomorrow = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString();

describe('the daily cap of staff notices', () => {
  it('sends the first notices of a day alone and lists every later one in one digest, exactly once', async () => {
    // Seven donations paid at once, each result delivered twice at once: a race for the cap.
    const paymentIds = await Promise.all(Array.from({ length: 7 }, (_, n) => paidDonation(n)));
    const rows = await Promise.all(paymentIds.map((id) => Ledger.get(id)));
    const alone = paymentIds.filter((_, index) => rows[index]?.noticeStatus === 'sent');
    const listed = paymentIds.filter((_, index) => rows[index]?.noticeStatus === 'digest');
    expect(alone).toHaveLength(cap);
    expect(listed).toHaveLength(7 - cap);
    // Every donor still got their receipt.
    expect(rows.every((row) => row?.receiptStatus === 'sent')).toBe(true);

    // Two applications later that day: past the cap too; the notifier's retry changes nothing.
    const applications = [];
    for (const n of [1, 2]) {
      const stored = await storeApplication(
        'partner',
        {
          name: `Aminah ${n}`,
          email: `aminah${n}@example.com`,
          phone: '+60 12-345 6789',
          contributionType: 'equity',
          enterpriseType: 'kesum',
        },
        null,
      );
      applications.push(stored.id);
      await notifyHandler(storedEvent(applicationKey(stored.id)), lambdaContext());
      await notifyHandler(storedEvent(applicationKey(stored.id)), lambdaContext());
    }

    const single = await staffMail();
    for (const id of alone) expect(single.filter((m) => m.subject.includes(id))).toHaveLength(1);
    for (const id of [...listed, ...applications])
      expect(single.some((m) => m.text?.includes(id))).toBe(false);
    expect(single).toHaveLength(cap);

    // The day is not over: no digest yet, however often the reconciler runs.
    const today = await reconcileHandler({}, lambdaContext());
    expect(today.staffDigestsSent).toBe(0);
    expect(await digests()).toEqual([]);

    // The next day the reconciler sends the digest once, even when two runs race for it.
    const runs = await Promise.all([
      reconcileHandler({ time: tomorrow() }, lambdaContext()),
      reconcileHandler({ time: tomorrow() }, lambdaContext()),
    ]);
    const again = await reconcileHandler({ time: tomorrow() }, lambdaContext());
    expect(runs.map((run) => run.staffDigestsSent).sort()).toEqual([0, 1]);
    expect(runs.reduce((sum, run) => sum + run.staffNoticesInDigests, 0)).toBe(7 - cap + 2);
    expect(again.staffDigestsSent).toBe(0);

    const sent = await digests();
    expect(sent).toHaveLength(1);
    const [digest] = sent;
    expect(digest?.to).toEqual([adminEmail]);
    expect(digest?.subject).toContain(`(${7 - cap + 2} notis / notices)`);
    expect(digest?.text).toContain('Had harian 3 emel telah dicapai');
    for (const id of [...listed, ...applications]) {
      expect(digest?.text?.split('\n').filter((line) => line.includes(id))).toHaveLength(1);
      expect(digest?.html).toContain(id);
    }
    for (const id of alone) expect(digest?.text).not.toContain(id);
    expect(digest?.text).toContain('Sumbangan baharu / New donation');
    expect(digest?.text).toContain('Partner application / Permohonan rakan kongsi: Aminah 1');

    // Every notice went out exactly once: alone or in the digest.
    expect(await staffMail()).toHaveLength(cap + 1);
  });
});
