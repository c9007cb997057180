import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPath, apiPaths } from '@gsk/core/api';
import type { BroadcastDetail, BroadcastPreview } from '@gsk/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../infra/local/ports';
import type { LocalPorts } from '../../infra/local/ports';
import type { LocalStack } from '../../infra/local/stack';
import { ownArea, writePerson } from './broadcast-fixture';
import type { Person, WrittenPerson } from './broadcast-fixture';
import type { TestMember } from './member-fixture';
import { apiCall, staffMember } from './volunteer-support';

/*
 * The proof of a broadcast that survives a crash (issue 32, docs/privacy.md
 * "Broadcasts"): 2,000 members who agreed to emails of news and 500 who did not (or have no email)
 * in one area; staff preview and send; once about half the emails are in SES's outbox the whole
 * local stack (API, queues, pollers, emulators: one process) is killed with SIGKILL, then started
 * again on the same data folder and ports. The broadcast must then finish by itself, and SES's
 * outbox must hold exactly one email for each consenting member, with the one-click unsubscribe
 * headers, and none for anyone else. Calls from 127.67.x.x.
 */

type Urls = LocalStack['urls'];

const consenting = 2000;
/** People in the area who must get nothing, by why. */
const leftOut: Person[] = [
  ...Array.from({ length: 200 }, (): Person => ({})),
  ...Array.from({ length: 100 }, (): Person => ({ consents: ['email#activity'] })),
  ...Array.from({ length: 100 }, (): Person => ({ consents: ['sms#news'] })),
  ...Array.from({ length: 100 }, (): Person => ({ consents: ['email#news'], email: false })),
];
/** The outbox's emails of the broadcast at which the stack is killed: about half. */
const killAt = consenting / 2;
/** The sender's least interval between two emails: none here (SES's quota is AWS's concern). */
const sendIntervalMs = '0';

let dataDir: string;
let ports: LocalPorts;
let child: ChildProcess | undefined;
let log = '';
let visitors = 0;
const figures: Record<string, number | string> = {};

const nextVisitor = () => {
  visitors += 1;
  return `127.67.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
};

/** The local stack in a process of its own (tests/support/stack-process.ts) over `dataDir`. */
const startStack = async (): Promise<Urls> => {
  const started = fork(
    join(import.meta.dirname, '../support/stack-process.ts'),
    [dataDir, 'none', JSON.stringify(ports)],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: { ...process.env, BROADCAST_SEND_INTERVAL_MS: sendIntervalMs },
    },
  );
  started.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  child = started;
  return new Promise((resolve, reject) => {
    started.once('message', (message) => resolve((message as { urls: Urls }).urls));
    started.once('exit', (code) => reject(new Error(`The stack exited (${String(code)})\n${log}`)));
  });
};

const stopChild = async (signal: NodeJS.Signals) => {
  const running = child;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  const exited = once(running, 'exit');
  running.kill(signal);
  await exited;
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The emails SES's emulator has stored so far (each an `.eml` file in its outbox folder). */
const storedEmails = async () =>
  (await readdir(join(dataDir, 'outbox')).catch(() => [])).filter((name) => name.endsWith('.eml'))
    .length;

/** An email in SES's outbox, as its JSON API shows it. */
interface OutboxEmail {
  destinations: string[];
  headers?: { name: string; value: string }[];
  tags?: Record<string, string>;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gsk-broadcast-kill-'));
  ports = await freePorts();
});

afterAll(async () => {
  await stopChild('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
  process.stdout.write(`\nBroadcast kill figures: ${JSON.stringify(figures)}\n`);
});

describe('a broadcast of 2,000 with the stack killed halfway', { timeout: 900_000 }, () => {
  it('after a restart, every consenting member has exactly one email and nobody else has any', async () => {
    let urls = await startStack();
    const call = (
      method: 'GET' | 'POST',
      path: string,
      init: { body?: unknown; cookie?: string } = {},
    ) => apiCall(urls, nextVisitor(), method, path, init);

    const area = ownArea();
    const seeded = Date.now();
    const people = [
      ...Array.from({ length: consenting }, (_, index): Person => ({
        consents: ['email#news'],
        language: index % 3 === 0 ? 'eng' : 'bm',
      })),
      ...leftOut,
    ];
    const written: WrittenPerson[] = [];
    for (let start = 0; start < people.length; start += 50) {
      written.push(
        ...(await Promise.all(
          people.slice(start, start + 50).map((person) => writePerson(urls, area, person)),
        )),
      );
    }
    figures.seedMs = Date.now() - seeded;
    const staff: TestMember = await staffMember(urls);

    const draft = {
      channel: 'email',
      purpose: 'news',
      segment: { kind: 'area', state: area.state },
      words: {
        bm: { subject: 'Mesyuarat agung Gerakan', body: 'Salam,\n\nJumpa kita di dewan.' },
        eng: { subject: 'The Movement’s general meeting', body: 'Hello,\n\nSee you at the hall.' },
      },
    };
    const previewed = Date.now();
    const preview = await call('POST', apiPaths.staffBroadcastPreview, {
      body: draft,
      cookie: staff.cookie,
    });
    figures.previewMs = Date.now() - previewed;
    expect(preview.status, preview.text).toBe(200);
    expect(preview.json).toMatchObject({
      recipients: consenting,
      leftOut: leftOut.length,
    } satisfies Partial<BroadcastPreview>);

    const sendStarted = Date.now();
    const started = await call('POST', apiPaths.staffBroadcasts, {
      body: { ...draft, expectedRecipients: String(consenting) },
      cookie: staff.cookie,
    });
    expect(started.status, started.text).toBe(202);
    const { id } = started.json as BroadcastDetail;

    // Killed once about half the emails have gone: the others are planned, queued, claimed or
    // on their way to SES at that moment.
    const before = await storedEmails();
    const deadline = Date.now() + 600_000;
    while ((await storedEmails()) - before < killAt && Date.now() < deadline) await sleep(20);
    await stopChild('SIGKILL');
    figures.emailsAtKill = (await storedEmails()) - before;
    figures.msToKill = Date.now() - sendStarted;
    expect(figures.emailsAtKill).toBeGreaterThanOrEqual(killAt);
    expect(figures.emailsAtKill).toBeLessThan(consenting);

    const restarted = Date.now();
    urls = await startStack();
    let broadcast: BroadcastDetail | undefined;
    const finishBy = Date.now() + 600_000;
    while (Date.now() < finishBy) {
      const answer = await call('GET', apiPath(apiPaths.staffBroadcast, { id }), {
        cookie: staff.cookie,
      });
      broadcast = answer.json as BroadcastDetail;
      if (broadcast.status === 'sent') break;
      await sleep(500);
    }
    figures.msToFinishAfterRestart = Date.now() - restarted;
    expect(broadcast).toMatchObject({
      status: 'sent',
      progress: { recipients: consenting, planned: true, sent: consenting, skipped: 0, failed: 0 },
    });

    const outbox = (await (await fetch(`${urls.outbox}api/messages`)).json()) as OutboxEmail[];
    const ofBroadcast = outbox.filter((email) => email.tags?.broadcast === id);
    const received = new Map<string, number>();
    for (const email of ofBroadcast) {
      for (const address of email.destinations)
        received.set(address.toLowerCase(), (received.get(address.toLowerCase()) ?? 0) + 1);
      const header = (name: string) =>
        email.headers?.find((one) => one.name.toLowerCase() === name.toLowerCase())?.value;
      expect(header('List-Unsubscribe')).toMatch(/^<https?:\/\/.+\/api\/unsubscribe\?t=[\w-]+\.[\w-]+>$/);
      expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
    figures.emailsOfBroadcast = ofBroadcast.length;
    const addressOf = (person: WrittenPerson) =>
      typeof person.email === 'string' ? person.email.toLowerCase() : undefined;
    const expected = written.slice(0, consenting).map(addressOf);
    expect(expected.every(Boolean)).toBe(true);
    // Exactly one each, and no one else.
    expect(ofBroadcast).toHaveLength(consenting);
    expect([...received.values()].filter((count) => count !== 1)).toEqual([]);
    expect(new Set(received.keys())).toEqual(new Set(expected));
    const others = written
      .slice(consenting)
      .map(addressOf)
      .filter((address): address is string => address !== undefined);
    expect(others.filter((address) => received.has(address))).toEqual([]);
  });
});
