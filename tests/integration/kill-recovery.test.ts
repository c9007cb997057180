import { randomUUID } from 'node:crypto';
import { mkdtemp, open, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { enterpriseSlugs } from '@gsk/core/enterprise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAddresses } from '../../infra/local/addresses';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { freePorts } from '../../infra/local/ports';
import type { LocalStack } from '../../infra/local/stack';
import { names } from '../../infra/names';
import { KillableStack } from '../support/killable-stack';
import { pollInterval, uiTimeout } from '../support/waits';
import {
  emailsMentioning,
  localS3,
  postForm,
  presign,
  samplePdf,
  send,
  storedApplications,
  uploadTo,
} from './application-client';
import { donation } from './payment-client';
import type { CampaignTotals, SimTransaction } from './payment-client';

/*
 * The local stack killed in the middle of a burst: 60 donations settled by the gateway
 * simulator's callbacks and 20 applications with a CV, then SIGKILL (no clean-up, no flush), a
 * restart on the same data folder and ports, and the gateway re-sending its results. Every total
 * must equal the sum of its paid ledger rows, and every stored application must have exactly one
 * staff notice in the outbox and its row in the staff console. Two rounds, killed at different
 * points of the burst.
 */

type Urls = LocalStack['urls'];

const payments = 60;
const applications = 20;
/**
 * Each round's kill point: once this many of the round's staff notices are in the outbox (the
 * others are being sent, and most callbacks are still queued at the serialised DynamoDB), and,
 * in the second round, at the next moment the journal shows a transaction begun and not done.
 */
const killPoints = [
  { notices: 8, midTransaction: false },
  { notices: 4, midTransaction: true },
];

const journalFile = () => join(dataDir, 'dynamodb-journal', 'journal.jsonl');

/** The kind of the journal's last record ('begin' while a transaction is being applied). */
const lastJournalRecord = async (): Promise<string | undefined> => {
  const handle = await open(journalFile(), 'r').catch(() => undefined);
  if (!handle) return undefined;
  let text: string;
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, 64 * 1024);
    const { buffer } = await handle.read(Buffer.alloc(length), 0, length, size - length);
    text = buffer.toString('utf8');
  } finally {
    await handle.close();
  }
  const last = text.trimEnd().split('\n').pop() ?? '';
  return /^\{"kind":"(\w+)"/.exec(last)?.[1];
};

/** Waits (briefly, polling fast) until a transaction is between its `begin` and its `done`. */
const midTransaction = async (): Promise<boolean> => {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if ((await lastJournalRecord()) === 'begin') return true;
    await sleep(1);
  }
  return false;
};

let dataDir: string;
let stack: KillableStack;
const figures: Record<string, number | string>[] = [];

/** The local stack in a child process (tests/support/killable-stack.ts) over `dataDir`. */
const startStack = (): Promise<Urls> => stack.start();
const kill = (): Promise<void> => stack.kill();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gsk-kill-'));
  stack = new KillableStack(dataDir, await freePorts());
});

afterAll(async () => {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
  process.stdout.write(`\nKill-recovery figures:\n${JSON.stringify(figures, null, 2)}\n`);
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls `read` until `done` holds of its value, for at most `timeoutMs`. */
const waitFor = async <T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = uiTimeout,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(pollInterval);
  }
};

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

/** One round's visitors: a loopback address each, so no per-client limit is reached. */
const address = (round: number, index: number) => `127.9.${round}.${index + 1}`;

interface Round {
  paymentIds: string[];
  cvs: { key: string; token: string }[];
  markers: string[];
}

/** Starts the donations (each at its payment page) and uploads the CVs, ahead of the burst. */
const prepare = async (urls: Urls, round: number): Promise<Round> => {
  const paymentIds = await Promise.all(
    Array.from({ length: payments }, async (_, index) => {
      const body = donation({
        name: `Penderma ${round}-${index}`,
        email: `donor-${round}-${index}@example.com`,
        phone_number: `+60 12-${String(round).padStart(3, '0')} ${String(1000 + index)}`,
        amount: 10 + index,
        enterprise: enterpriseSlugs[index % enterpriseSlugs.length],
      });
      const answer = await send(`${urls.api}/api/payments`, address(round, index), {
        headers: { 'content-type': 'application/json', origin: urls.site },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(201);
      const started = answer.json as { paymentId: string; url: string };
      expect((await fetch(started.url)).status).toBe(200);
      return started.paymentId;
    }),
  );
  const pdf = await samplePdf('Curriculum vitae');
  const cvs = await Promise.all(
    Array.from({ length: applications }, async (_, index) => {
      const answer = await presign(urls.api, address(round, 100 + index), {
        filename: 'cv.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        form: 'partner',
      });
      expect(answer.status).toBe(200);
      const upload = answer.json as {
        url: string;
        fields: Record<string, string>;
        key: string;
        token: string;
      };
      expect(await uploadTo(upload, pdf, 'cv.pdf')).toBe(204);
      return { key: upload.key, token: upload.token };
    }),
  );
  const markers = cvs.map(() => randomUUID());
  return { paymentIds, cvs, markers };
};

/** Every payment decided at the gateway, at once; the simulator's callbacks follow. */
const decideAll = (urls: Urls, paymentIds: string[]) =>
  Promise.all(
    paymentIds.map((paymentId) =>
      fetch(`${urls.eghl}_sim/transactions/${paymentId}/decide`, {
        method: 'POST',
        body: JSON.stringify({ outcome: 'success', notify: true }),
      }).catch(() => undefined),
    ),
  );

/** Every application sent at once; `progress.answered` counts the answers so far. */
const applyAll = (
  urls: Urls,
  round: number,
  { cvs, markers }: Round,
  progress: { answered: number },
) =>
  Promise.all(
    cvs.map((cv, index) =>
      postForm(`${urls.api}/api/partnerForm`, address(round, 100 + index), {
        name: `Pemohon ${markers[index]}`,
        email: `applicant-${round}-${index}@example.com`,
        phone: `+60 13-${String(round).padStart(3, '0')} ${String(1000 + index)}`,
        contributionType: 'equity',
        enterpriseType: 'kesum',
        additionalComments: '',
        cvKey: cv.key,
        cvToken: cv.token,
      })
        .catch(() => undefined)
        .finally(() => (progress.answered += 1)),
    ),
  );

const transactions = async (urls: Urls): Promise<SimTransaction[]> =>
  json<SimTransaction[]>(await fetch(`${urls.eghl}_sim/transactions`));

const answeredOk = (tx: SimTransaction) => tx.deliveries.some((delivery) => delivery.ok);

/** Every item of the payments table, read straight from it. */
const tableRows = async (urls: Urls) => {
  const documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: urls.dynamodb,
      region: localRegion,
      credentials: localCredentials,
    }),
  );
  const rows: Record<string, unknown>[] = [];
  try {
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await documents.send(
        new ScanCommand({
          TableName: names.paymentsTable,
          ExclusiveStartKey,
          ConsistentRead: true,
        }),
      );
      rows.push(...(page.Items ?? []));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  } finally {
    documents.destroy();
  }
  return rows;
};

/** Every payment row of the ledger. */
const ledgerRows = async (urls: Urls) =>
  (await tableRows(urls)).filter((row) => String(row.pk).startsWith('PAYMENT#'));

/** How many times each application's staff notice was claimed (notice-claim.ts), by id. */
const noticeClaims = async (urls: Urls) =>
  new Map(
    (await tableRows(urls))
      .filter((row) => String(row.pk).startsWith('notice#'))
      .map((row) => [String(row.pk).slice('notice#'.length), Number(row.claims)]),
  );

/** Totals minus the sums of the paid rows they count: 0 everywhere when the ledger is exact. */
const totalsGap = async (urls: Urls) => {
  const totals = await json<CampaignTotals>(await fetch(`${urls.api}/api/campaign/totals`));
  const paid = (await ledgerRows(urls)).filter((row) => row.status === 'success');
  const sum = (rows: typeof paid) => ({
    amount: rows.reduce((total, row) => total + Number(row.amount), 0),
    contributors: rows.length,
  });
  const gaps: Record<string, { amount: number; contributors: number }> = {};
  const overall = sum(paid);
  gaps.overall = {
    amount: totals.overall.amount - overall.amount,
    contributors: totals.overall.contributors - overall.contributors,
  };
  for (const slug of enterpriseSlugs) {
    const rows = sum(paid.filter((row) => row.enterprise === slug));
    const total = totals.enterprises[slug] ?? { amount: 0, contributors: 0 };
    gaps[slug] = {
      amount: total.amount - rows.amount,
      contributors: total.contributors - rows.contributors,
    };
  }
  return { gaps, paid: paid.length };
};

/** The gateway's part after the restart: re-send every result (it re-sends until `OK`). */
const redeliverAll = async (urls: Urls, paymentIds: string[]) => {
  const unanswered = (await transactions(urls)).filter(
    (tx) => paymentIds.includes(tx.paymentId) && !answeredOk(tx),
  );
  await Promise.all(
    unanswered.map(async (tx) => {
      // A decision the simulator had not saved when it was killed is made again.
      if (tx.state === 'awaiting')
        await fetch(`${urls.eghl}_sim/transactions/${tx.paymentId}/decide`, {
          method: 'POST',
          body: JSON.stringify({ outcome: 'success', notify: false }),
        });
      await fetch(`${urls.eghl}_sim/transactions/${tx.paymentId}/deliver-callback`, {
        method: 'POST',
      });
    }),
  );
  return unanswered.length;
};

const queuedEvents = async () =>
  (await readdir(join(dataDir, 'notifier', 'queue')).catch(() => [])).filter((name) =>
    name.endsWith('.json'),
  ).length;

const callbacksAnswered = async (urls: Urls, paymentIds: Set<string>) =>
  (await transactions(urls)).filter((tx) => paymentIds.has(tx.paymentId) && answeredOk(tx)).length;

const shortfall = (gaps: Record<string, { amount: number }>) =>
  -Object.values(gaps).reduce((total, gap) => total + Math.min(0, gap.amount), 0);

describe('the local stack killed in the middle of a burst', () => {
  it('recovers with every total exact and every stored application announced', async () => {
    const clock = Date.now();
    let urls = await startStack();
    const allPayments: string[] = [];

    for (const [round, point] of killPoints.entries()) {
      const prepared = await prepare(urls, round);
      allPayments.push(...prepared.paymentIds);
      const burstStart = Date.now();
      const decisions = decideAll(urls, prepared.paymentIds);
      const progress = { answered: 0 };
      const forms = applyAll(urls, round, prepared, progress);
      const ours = new Set(prepared.paymentIds);
      const roundNotices = async () =>
        (await emailsMentioning(urls.outbox, 'Pemohon', { to: localAddresses.admin })).filter(
          (message) => prepared.markers.some((marker) => message.text?.includes(marker)),
        ).length;
      const noticesAtKill = await waitFor(roundNotices, (count) => count >= point.notices);
      const atKill = await callbacksAnswered(urls, ours);
      const caughtMidTransaction = point.midTransaction && (await midTransaction());
      await kill();
      const journalAtKill = await lastJournalRecord();
      const killedAfterMs = Date.now() - burstStart;
      await decisions;
      const accepted = (await forms).flatMap((answer) =>
        answer?.status === 201 ? [(answer.json as { id: string }).id] : [],
      );

      const rolledBefore = (stack.log.match(/rolled forward a transaction/g) ?? []).length;
      urls = await startStack();
      const rolledForward =
        (stack.log.match(/rolled forward a transaction/g) ?? []).length - rolledBefore;
      const beforeResend = await totalsGap(urls);
      const resent = await redeliverAll(urls, allPayments);
      const settled = await waitFor(
        async () => (await ledgerRows(urls)).filter((row) => row.status === 'success').length,
        (count) => count === allPayments.length,
      );
      const after = await totalsGap(urls);

      const client = localS3(urls.s3);
      const stored = [...(await storedApplications(client)).keys()];
      client.destroy();
      /** Staff notices in the outbox per stored application (its id is the notice's reference). */
      const noticeCounts = async () => {
        const messages = await emailsMentioning(urls.outbox, 'Pemohon', {
          to: localAddresses.admin,
        });
        return stored.map((id) => messages.filter((message) => message.text?.includes(id)).length);
      };
      await waitFor(
        async () => ({ queued: await queuedEvents(), notices: await noticeCounts() }),
        ({ queued, notices }) => queued === 0 && notices.every((count) => count >= 1),
      );
      const notices = await noticeCounts();
      const claims = await noticeClaims(urls);
      // The staff console's row of each (functions/src/applications/index-row.ts): the form's
      // write or, when a kill cut it, the notifier's.
      const listed = new Set(
        (await tableRows(urls))
          .filter((row) => String(row.pk).startsWith('APPLICATION#'))
          .map((row) => String(row.id)),
      );
      const unlisted = stored.filter((id) => !listed.has(id));

      figures.push({
        round: round + 1,
        killedAfterMs,
        callbacksAnsweredAtKill: atKill,
        applicationsAnsweredAtKill: progress.answered,
        applicationNoticesAtKill: noticesAtKill,
        killedMidTransaction: String(journalAtKill === 'begin'),
        caughtMidTransaction: String(caughtMidTransaction),
        transactionsRolledForward: rolledForward,
        ringgitShortBeforeResend: shortfall(beforeResend.gaps),
        callbacksResent: resent,
        paymentsSettled: settled,
        ringgitShortAfterRecovery: shortfall(after.gaps),
        storedApplications: stored.length,
        applicationsAccepted: accepted.length,
        noticesLost: notices.filter((count) => count === 0).length,
        noticesRepeated: notices.filter((count) => count > 1).length,
        applicationsUnlisted: unlisted.length,
        elapsedMs: Date.now() - clock,
      });

      // A kill between a transaction's begin and done is rolled forward at the restart.
      expect(rolledForward).toBe(journalAtKill === 'begin' ? 1 : 0);
      expect(settled).toBe(allPayments.length);
      for (const gap of Object.values(after.gaps))
        expect(gap).toEqual({ amount: 0, contributors: 0 });
      expect(stored).toEqual(expect.arrayContaining(accepted));
      expect(unlisted).toEqual([]);
      // Every stored application announced; a second notice only where the kill cut a sender
      // between SES taking the email and its claim being marked sent (the claim was taken again).
      for (const [index, id] of stored.entries()) {
        const count = notices[index] ?? 0;
        expect(count, id).toBeGreaterThanOrEqual(1);
        expect(count, id).toBeLessThanOrEqual(claims.get(id) ?? 1);
      }
    }
  }, 150_000);
});
