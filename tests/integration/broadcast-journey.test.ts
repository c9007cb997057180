import { apiPath, apiPaths } from '@gsk/core/api';
import type { BroadcastDetail, BroadcastPreview } from '@gsk/core/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackUrls } from '../support/stack-setup';
import { send } from './application-client';
import { appoint, ownArea, partition, tokenFor, writeAudience } from './broadcast-fixture';
import type { Person } from './broadcast-fixture';
import type { TestMember } from './member-fixture';
import { newMember } from './member-fixture';
import { apiCall, staffMember } from './volunteer-support';

/*
 * Broadcasts end to end through the shared local stack's queues (issue 32, part F; docs/privacy.md
 * "Broadcasts"): the API starts one, the planner and the sender (the stack's SQS pollers) send it,
 * SES's outbox holds what went. Every consenting member gets exactly one email, with RFC 8058's
 * headers and a visible link; nobody else gets any; the progress adds up; a cancel stops it; a
 * coordinator's are theirs, two a week. Calls from 127.65.100.x on (this part's block).
 */

const urls = await stackUrls();
let visitors = 0;
const nextVisitor = () => {
  visitors += 1;
  return `127.65.${100 + Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
};
const call = (
  method: 'GET' | 'POST',
  path: string,
  init: { body?: unknown; cookie?: string } = {},
) => apiCall(urls, nextVisitor(), method, path, init);

/** An email in SES's outbox, as its JSON API shows it. */
interface OutboxEmail {
  id: string;
  destinations: string[];
  subject: string;
  text: string | null;
  html: string | null;
  headers?: { name: string; value: string }[];
  configurationSet?: string;
  tags?: Record<string, string>;
}

const outbox = async (): Promise<OutboxEmail[]> =>
  (await (await fetch(`${urls.outbox}api/messages`)).json()) as OutboxEmail[];

const draft = (state: string) => ({
  channel: 'email',
  purpose: 'news',
  segment: { kind: 'area', state },
  words: {
    bm: { subject: 'Gotong-royong Sabtu ini', body: 'Salam,\n\nKami perlukan 20 orang.' },
    eng: { subject: 'Clean-up this Saturday', body: 'Hello,\n\nWe need 20 people.' },
  },
});

/** The broadcast as staff see it, once `done` says so (or the time is up). */
async function until(
  id: string,
  cookie: string,
  done: (broadcast: BroadcastDetail) => boolean,
  path: string = apiPaths.staffBroadcast,
): Promise<BroadcastDetail> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const answer = await call('GET', apiPath(path as typeof apiPaths.staffBroadcast, { id }), {
      cookie,
    });
    const broadcast = answer.json as BroadcastDetail;
    if (done(broadcast) || Date.now() > deadline) return broadcast;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A delivery record's settled state. */
const settled = (item: Record<string, unknown>) =>
  ['sent', 'skipped', 'failed'].includes(String(item.status));

let staff: TestMember;
beforeAll(async () => {
  staff = await staffMember(urls);
});

describe('a broadcast sent through the queues', { timeout: 180_000 }, () => {
  it('reaches every consenting member exactly once, with the one-click headers and a visible link; nobody else; a consent withdrawn after the preview is respected', async () => {
    const area = ownArea();
    const audience = await writeAudience(urls, area, [
      ...Array.from({ length: 40 }, (_, index): Person => ({
        consents: ['email#news'],
        language: index % 4 === 0 ? 'eng' : 'bm',
      })),
      ...Array.from({ length: 6 }, (): Person => ({ consents: ['sms#news', 'email#activity'] })),
      ...Array.from({ length: 4 }, (): Person => ({ consents: ['email#news'], email: false })),
    ]);
    const preview = await call('POST', apiPaths.staffBroadcastPreview, {
      body: draft(area.state),
      cookie: staff.cookie,
    });
    expect(preview.json).toMatchObject({
      recipients: 40,
      leftOut: 10,
    } satisfies Partial<BroadcastPreview>);

    // One of them stops such emails between the preview and the send (the site's page).
    const [leaver] = audience;
    const stop = await send(
      `${urls.api}${apiPaths.unsubscribe}?t=${tokenFor(leaver?.memberId ?? '', 'email', 'news')}`,
      nextVisitor(),
      { method: 'POST', headers: { origin: urls.site } },
    );
    expect(stop.status, stop.text).toBe(200);

    const started = await call('POST', apiPaths.staffBroadcasts, {
      body: { ...draft(area.state), expectedRecipients: '40' },
      cookie: staff.cookie,
    });
    expect(started.status, started.text).toBe(202);
    const { id } = started.json as BroadcastDetail;
    expect(started.json).toMatchObject({ status: 'planning', createdBy: { as: 'staff' } });

    const done = await until(id, staff.cookie, (broadcast) => broadcast.status === 'sent');
    expect(done).toMatchObject({
      status: 'sent',
      finishedAt: expect.any(String),
      progress: { recipients: 39, planned: true, sent: 39, skipped: 0, failed: 0 },
    });

    const emails = (await outbox()).filter((email) => email.tags?.broadcast === id);
    const consenting = audience.slice(1, 40);
    expect(emails).toHaveLength(39);
    for (const person of consenting) {
      const theirs = emails.filter((email) => email.destinations.includes(String(person.email)));
      expect(theirs, String(person.email)).toHaveLength(1);
      const [email] = theirs;
      const english = person.language === 'eng';
      expect(email?.subject).toBe(english ? 'Clean-up this Saturday' : 'Gotong-royong Sabtu ini');
      expect(email?.configurationSet).toBe('broadcasts');
      expect(email?.tags).toEqual({ broadcast: id, member: person.memberId });
      const header = email?.headers?.find((each) => each.name === 'List-Unsubscribe')?.value ?? '';
      expect(header).toMatch(
        /^<http:\/\/[^>]+\/api\/unsubscribe\?t=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+>$/,
      );
      expect(email?.headers).toContainEqual({
        name: 'List-Unsubscribe-Post',
        value: 'List-Unsubscribe=One-Click',
      });
      const token = /\?t=([^>]+)>/.exec(header)?.[1] ?? '';
      expect(token).toBe(tokenFor(person.memberId, 'email', 'news'));
      expect(email?.html).toContain(`${english ? '/en' : ''}/unsubscribe?t=${token}`);
      expect(email?.text).toContain(english ? 'Stop these emails' : 'Berhenti menerima emel ini');
    }
    // Nobody else: the one who stopped, those who agreed to something else, those without an email.
    const reached = new Set(emails.flatMap((email) => email.destinations));
    expect(reached).toEqual(new Set(consenting.map((person) => String(person.email))));

    const deliveries = await partition(urls, `BROADCAST#${id}`, 'TO#');
    expect(deliveries).toHaveLength(39);
    expect(deliveries.every((item) => item.status === 'sent' && item.messageId)).toBe(true);

    // The header's one-click POST, as a mail provider sends it: no session, no Origin.
    const one = emails[0];
    const url =
      /^<(.+)>$/.exec(one?.headers?.find((h) => h.name === 'List-Unsubscribe')?.value ?? '')?.[1] ??
      '';
    const clicked = await send(url.replace(/^http:\/\/[^/]+/, urls.api), nextVisitor(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status, clicked.text).toBe(200);
    const member = one?.tags?.member ?? '';
    expect(await partition(urls, `MEMBER#${member}`, 'CONSENT#email#news')).toEqual([
      expect.objectContaining({ given: false, source: 'unsubscribe' }),
    ]);
  });

  it('stops when cancelled: nothing more is planned or sent, each delivery settled once, nobody twice', async () => {
    const area = ownArea();
    await writeAudience(
      urls,
      area,
      Array.from({ length: 150 }, (): Person => ({ consents: ['email#news'] })),
    );
    const started = await call('POST', apiPaths.staffBroadcasts, {
      body: { ...draft(area.state), expectedRecipients: '150' },
      cookie: staff.cookie,
    });
    expect(started.status, started.text).toBe(202);
    const { id } = started.json as BroadcastDetail;
    const cancel = await call('POST', apiPath(apiPaths.staffBroadcastCancel, { id }), {
      cookie: staff.cookie,
    });
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.json).toMatchObject({ status: 'cancelled' });
    const again = await call('POST', apiPath(apiPaths.staffBroadcastCancel, { id }), {
      cookie: staff.cookie,
    });
    expect(again.json).toEqual({ error: { code: 'broadcast_state' } });

    const final = await until(
      id,
      staff.cookie,
      (broadcast) =>
        broadcast.progress.sent + broadcast.progress.skipped + broadcast.progress.failed >=
        broadcast.progress.recipients,
    );
    expect(final.status).toBe('cancelled');
    const deliveries = await partition(urls, `BROADCAST#${id}`, 'TO#');
    expect(deliveries).toHaveLength(final.progress.recipients);
    expect(deliveries.every(settled)).toBe(true);
    const skipped = deliveries.filter((item) => item.status === 'skipped');
    expect(skipped.every((item) => item.reason === 'cancelled')).toBe(true);
    const emails = (await outbox()).filter((email) => email.tags?.broadcast === id);
    expect(emails).toHaveLength(deliveries.filter((item) => item.status === 'sent').length);
    expect(new Set(emails.map((email) => email.tags?.member)).size).toBe(emails.length);
  });

  it('texts each consenting member once in their language, as a promotional SMS with how to stop; a number that replied STOP is skipped and its SMS consents withdrawn', async () => {
    const area = ownArea();
    const audience = await writeAudience(urls, area, [
      { consents: ['sms#news'] },
      { consents: ['sms#news'], language: 'eng' },
      { consents: ['sms#news', 'sms#activity'] },
      { consents: ['email#news'] },
    ]);
    const [malay, english, stopped] = audience;
    const reply = await fetch(`${urls.smsOutbox}api/replies`, {
      method: 'POST',
      body: JSON.stringify({ from: stopped?.mobile, text: 'STOP' }),
    });
    expect(reply.status).toBe(200);
    const started = await call('POST', apiPaths.staffBroadcasts, {
      body: {
        channel: 'sms',
        purpose: 'news',
        segment: { kind: 'area', state: area.state },
        words: { bm: { body: 'Gotong-royong Sabtu 8 pagi.' }, eng: { body: 'Clean-up Sat 8am.' } },
        expectedRecipients: '3',
      },
      cookie: staff.cookie,
    });
    expect(started.status, started.text).toBe(202);
    const { id } = started.json as BroadcastDetail;
    const done = await until(id, staff.cookie, (broadcast) => broadcast.status === 'sent');
    expect(done.progress).toMatchObject({ recipients: 3, sent: 2, skipped: 1, failed: 0 });
    expect(done.smsSegments).toBe(3);

    const texts = async (to: string) =>
      (await (
        await fetch(`${urls.smsOutbox}api/messages?to=${encodeURIComponent(to)}`)
      ).json()) as { text: string; type: string | null }[];
    expect(await texts(malay?.mobile ?? '')).toEqual([
      expect.objectContaining({
        text: 'RM0 Gerakan Sektor Ketiga: Gotong-royong Sabtu 8 pagi. Balas STOP untuk berhenti.',
        type: 'Promotional',
      }),
    ]);
    expect(await texts(english?.mobile ?? '')).toEqual([
      expect.objectContaining({
        text: 'RM0 Gerakan Sektor Ketiga: Clean-up Sat 8am. Reply STOP to stop these texts.',
        type: 'Promotional',
      }),
    ]);
    expect(await texts(stopped?.mobile ?? '')).toEqual([]);
    expect(await partition(urls, `BROADCAST#${id}`, `TO#${stopped?.memberId}`)).toEqual([
      expect.objectContaining({ status: 'skipped', reason: 'opted_out' }),
    ]);
    const consents = await partition(urls, `MEMBER#${stopped?.memberId}`, 'CONSENT#sms#');
    expect(consents).toHaveLength(2);
    expect(consents.every((item) => item.given === false && item.source === 'unsubscribe')).toBe(
      true,
    );
  });

  it('a coordinator’s: within their area, theirs only (another coordinator’s is 404), two a week', async () => {
    const area = ownArea();
    await writeAudience(urls, area, [{ consents: ['email#news'] }, { consents: ['email#news'] }]);
    const [alice, bob] = [await newMember(urls), await newMember(urls)];
    for (const coordinator of [alice, bob]) {
      await appoint(urls, coordinator.memberId, [{ state: area.state, parliament: '' }]);
    }
    const body = {
      ...draft(area.state),
      segment: { kind: 'area', state: area.state, parliament: area.parliament },
      expectedRecipients: '2',
    };
    const ids: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const answer = await call('POST', apiPaths.coordinatorBroadcasts, {
        body,
        cookie: alice?.cookie,
      });
      expect(answer.status, answer.text).toBe(202);
      expect(answer.json).toMatchObject({ createdBy: { as: 'coordinator' } });
      ids.push((answer.json as BroadcastDetail).id);
    }
    const third = await call('POST', apiPaths.coordinatorBroadcasts, {
      body,
      cookie: alice?.cookie,
    });
    expect(third.status).toBe(429);
    expect(Number(third.retryAfter)).toBeGreaterThan(0);

    for (const id of ids) {
      const own = await until(
        id,
        alice?.cookie ?? '',
        (broadcast) => broadcast.status === 'sent',
        apiPaths.coordinatorBroadcast,
      );
      expect(own.progress).toMatchObject({ recipients: 2, sent: 2 });
      const other = await call('GET', apiPath(apiPaths.coordinatorBroadcast, { id }), {
        cookie: bob?.cookie,
      });
      expect(other.status).toBe(404);
    }
  });
});
