import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { apiPath, apiPaths } from '@gsk/core/api';
import type {
  BroadcastDetail,
  BroadcastPreview,
  BroadcastSummary,
  UnsubscribeState,
} from '@gsk/core/api';
import { broadcastSmsSegments } from '@gsk/core/broadcasts/terms';
import { beforeAll, describe, expect, it } from 'vitest';
import { names } from '../../infra/names';
import { routes } from '../../infra/routes';
import { stackUrls } from '../support/stack-setup';
import { send } from './application-client';
import {
  appoint,
  documentsOf,
  ownArea,
  partition,
  tokenFor,
  translatedInBoth,
  writeAudience,
  writePerson,
} from './broadcast-fixture';
import type { TestMember } from './member-fixture';
import { newMember } from './member-fixture';
import { apiCall, staffMember } from './volunteer-support';

/*
 * Broadcasts (issue 32, part F; docs/privacy.md "Broadcasts") through the API of the shared local
 * stack: the preview counts only those who consented, in both languages; bad input is translated
 * and writes nothing; the limits hold; staff's routes are staff's, a coordinator's are their own
 * areas' and broadcasts'; the one-click unsubscribe works without a session and only with the
 * site's token. Calls from 127.65.x.x (this part's block).
 */

const urls = await stackUrls();
const documents = documentsOf(urls);
let visitors = 0;
const nextVisitor = () => {
  visitors += 1;
  return `127.65.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
};
const call = (
  method: 'GET' | 'POST',
  path: string,
  init: { body?: unknown; cookie?: string } = {},
) => apiCall(urls, nextVisitor(), method, path, init);

/** An email draft to `segment`, in both languages. */
const emailDraft = (segment: Record<string, unknown>, purpose = 'news') => ({
  channel: 'email',
  purpose,
  segment,
  words: {
    bm: { subject: 'Gotong-royong Sabtu ini', body: 'Salam,\n\nKami perlukan 20 orang.' },
    eng: { subject: 'Clean-up this Saturday', body: 'Hello,\n\nWe need 20 people.' },
  },
});

/**
 * The broadcasts' pointers of one author (others' files start broadcasts at the same time), to
 * show that nothing was written.
 */
const pointers = async (author: Pick<TestMember, 'memberId'> = staff) =>
  (await partition(urls, 'BROADCASTS')).filter((item) => item.createdById === author.memberId);

let staff: TestMember;
beforeAll(async () => {
  staff = await staffMember(urls);
});

describe('the preview', { timeout: 120_000 }, () => {
  it('counts only the members who consented to the channel and purpose and have an address, by language; shows both languages as sent; writes nothing', async () => {
    const area = ownArea();
    await writeAudience(urls, area, [
      { consents: ['email#news'] },
      { consents: ['email#news'], language: 'eng' },
      { consents: ['email#news', 'sms#news'], language: 'eng' },
      // Consented to something else, or to nothing, or has no email: left out.
      { consents: ['email#activity'] },
      { consents: ['sms#news'] },
      {},
      { consents: ['email#news'], email: false },
    ]);
    const before = await pointers();
    const answer = await call('POST', apiPaths.staffBroadcastPreview, {
      body: emailDraft({ kind: 'area', state: area.state }),
      cookie: staff.cookie,
    });
    expect(answer.status, answer.text).toBe(200);
    const preview = answer.json as BroadcastPreview;
    expect(preview).toMatchObject({ recipients: 3, byLanguage: { bm: 1, eng: 2 }, leftOut: 4 });
    expect(preview.messages.bm.subject).toBe('Gotong-royong Sabtu ini');
    expect(preview.messages.bm.text).toContain('Kami perlukan 20 orang.');
    expect(preview.messages.bm.text).toContain('Berhenti menerima emel ini');
    expect(preview.messages.bm.html).toContain('/unsubscribe?t=');
    expect(preview.messages.eng.subject).toBe('Clean-up this Saturday');
    expect(preview.messages.eng.html).toContain('/en/unsubscribe?t=');
    expect(preview.smsSegments).toBeUndefined();
    // The seat narrows it; an SMS to the same area reaches the one who agreed to texts.
    const seat = await call('POST', apiPaths.staffBroadcastPreview, {
      body: emailDraft({ kind: 'area', state: area.state, parliament: 'P.902' }),
      cookie: staff.cookie,
    });
    expect((seat.json as BroadcastPreview).recipients).toBe(0);
    const sms = await call('POST', apiPaths.staffBroadcastPreview, {
      body: {
        channel: 'sms',
        purpose: 'news',
        segment: { kind: 'area', state: area.state },
        words: { bm: { body: 'Gotong-royong Sabtu 8 pagi.' }, eng: { body: 'Clean-up Sat 8am.' } },
      },
      cookie: staff.cookie,
    });
    expect(sms.status, sms.text).toBe(200);
    const texted = sms.json as BroadcastPreview;
    expect(texted).toMatchObject({ recipients: 2, byLanguage: { bm: 1, eng: 1 } });
    expect(texted.messages.bm.text).toBe(
      'RM0 Gerakan Sektor Ketiga: Gotong-royong Sabtu 8 pagi. Balas STOP untuk berhenti.',
    );
    expect(texted.smsSegments).toBe(
      broadcastSmsSegments('Gotong-royong Sabtu 8 pagi.', 'bm').segments +
        broadcastSmsSegments('Clean-up Sat 8am.', 'eng').segments,
    );
    expect(await pointers()).toEqual(before);
  });

  it('finds volunteers by skill, an event’s registrants with a place, a campaign’s signed-in donors', async () => {
    const area = ownArea();
    const [cook, , driver] = await writeAudience(urls, area, [
      { consents: ['email#news'], skills: ['cooking'] },
      { consents: [], skills: ['cooking'] },
      { consents: ['email#news', 'email#activity'], skills: ['driving'] },
    ]);
    const skill = await call('POST', apiPaths.staffBroadcastPreview, {
      body: emailDraft({ kind: 'skill', skill: 'cooking', state: area.state }),
      cookie: staff.cookie,
    });
    expect(skill.json).toMatchObject({ recipients: 1, leftOut: 1 });

    const eventId = `ev-${area.state}`;
    for (const [person, status] of [
      [cook, undefined],
      [driver, 'confirmed'],
    ] as const) {
      await documents.send(
        new PutCommand({
          TableName: names.membersTable,
          Item: {
            pk: `EVENT#${eventId}`,
            sk: `REG#${person?.memberId}`,
            memberId: person?.memberId,
            ...(status && { status }),
          },
        }),
      );
    }
    const waiting = await writePerson(urls, area, { consents: ['email#activity'] });
    await documents.send(
      new PutCommand({
        TableName: names.membersTable,
        Item: { pk: `EVENT#${eventId}`, sk: `REG#${waiting.memberId}`, status: 'waiting' },
      }),
    );
    const event = await call('POST', apiPaths.staffBroadcastPreview, {
      body: emailDraft({ kind: 'event', eventId }, 'activity'),
      cookie: staff.cookie,
    });
    // The cook agreed to news only; the one waiting holds no place.
    expect(event.json).toMatchObject({ recipients: 1, leftOut: 1 });

    const campaignId = `c-${area.state}`;
    // Whole ledger rows, as the payments' code writes them: the shared stack's other readers (the
    // staff's list and export) read these too.
    const donation = async (memberId: string | undefined, status: string, n: number) => {
      const at = new Date(Date.now() - n * 1000).toISOString();
      const paymentId = `B${area.state}${n}`;
      return documents.send(
        new PutCommand({
          TableName: names.paymentsTable,
          Item: {
            pk: `PAYMENT#${paymentId}`,
            sk: 'PAYMENT',
            paymentId,
            status,
            amount: 10 * n,
            currency: 'MYR',
            name: `Penderma ${n}`,
            email: `penderma${n}.${area.state.toLowerCase()}@example.com`,
            phone: '+60123456789',
            language: 'bm',
            custIp: '127.65.0.1',
            origin: urls.site,
            createdAt: at,
            updatedAt: at,
            ...(status === 'success' && { paidAt: at }),
            campaign: campaignId,
            ...(memberId && { memberId }),
            listKind: 'payment',
            listedAt: at,
          },
        }),
      );
    };
    // The driver gave twice (counted once), the cook's gift failed, one gift was signed out.
    await donation(driver?.memberId, 'success', 1);
    await donation(driver?.memberId, 'success', 2);
    await donation(cook?.memberId, 'failed', 3);
    await donation(undefined, 'success', 4);
    const campaign = await call('POST', apiPaths.staffBroadcastPreview, {
      body: emailDraft({ kind: 'campaign', campaignId }),
      cookie: staff.cookie,
    });
    expect(campaign.status, campaign.text).toBe(200);
    expect(campaign.json).toMatchObject({ recipients: 1, leftOut: 0 });
  });
});

describe('bad input', { timeout: 120_000 }, () => {
  const area = ownArea();
  const bad: [string, Record<string, unknown>, string][] = [
    [
      'no channel',
      { ...emailDraft({ kind: 'area', state: area.state }), channel: '' },
      'broadcast.channel.required',
    ],
    ['a segment of no known kind', emailDraft({ kind: 'everyone' }), 'option.unknown'],
    ['an area without a state', emailDraft({ kind: 'area' }), 'area.state.required'],
    ['an unknown skill', emailDraft({ kind: 'skill', skill: 'juggling' }), 'option.unknown'],
    ['an event without its id', emailDraft({ kind: 'event' }), 'broadcast.event.required'],
    [
      'a subject too long',
      {
        ...emailDraft({ kind: 'area', state: area.state }),
        words: {
          bm: { subject: 'x'.repeat(121), body: 'Salam' },
          eng: { subject: 'Hello', body: 'Hello' },
        },
      },
      'broadcast.subject.max',
    ],
    [
      'a text with a link',
      {
        channel: 'sms',
        purpose: 'news',
        segment: { kind: 'area', state: area.state },
        words: { bm: { body: 'Lihat gsk.my/acara' }, eng: { body: 'See gsk.my/events' } },
      },
      'broadcast.sms.link',
    ],
    [
      'a text over four segments',
      {
        channel: 'sms',
        purpose: 'news',
        segment: { kind: 'area', state: area.state },
        words: { bm: { body: 'panjang '.repeat(90) }, eng: { body: 'Short.' } },
      },
      'broadcast.sms.segments',
    ],
  ];

  it.each(bad)(
    '%s: 400 translated in both languages, nothing written',
    async (_name, body, key) => {
      const before = await pointers();
      for (const path of [apiPaths.staffBroadcastPreview, apiPaths.staffBroadcasts]) {
        const answer = await call('POST', path, {
          body: { ...body, expectedRecipients: '3' },
          cookie: staff.cookie,
        });
        expect(answer.status, answer.text).toBe(400);
        const { error } = answer.json as {
          error: { code: string; fields: Record<string, string> };
        };
        expect(error.code).toBe('validation');
        expect(translatedInBoth(error.fields)).toContain(key);
      }
      expect(await pointers()).toEqual(before);
    },
  );

  it('a send without the preview’s count is 400; one that reaches nobody, or more than five more or fewer than previewed, is 409 with nothing written', async () => {
    const own = ownArea();
    await writeAudience(
      urls,
      own,
      Array.from({ length: 7 }, () => ({ consents: ['email#news' as const] })),
    );
    const before = await pointers();
    const draft = emailDraft({ kind: 'area', state: own.state });
    const missing = await call('POST', apiPaths.staffBroadcasts, {
      body: draft,
      cookie: staff.cookie,
    });
    expect(missing.status).toBe(400);
    expect(
      translatedInBoth(
        (missing.json as { error: { fields: Record<string, string> } }).error.fields,
      ),
    ).toEqual(['broadcast.expected.required']);
    const changed = await call('POST', apiPaths.staffBroadcasts, {
      body: { ...draft, expectedRecipients: '1' },
      cookie: staff.cookie,
    });
    expect(changed.status, changed.text).toBe(409);
    expect(changed.json).toEqual({ error: { code: 'broadcast_count_changed', recipients: 7 } });
    const empty = await call('POST', apiPaths.staffBroadcasts, {
      body: { ...emailDraft({ kind: 'area', state: ownArea().state }), expectedRecipients: '0' },
      cookie: staff.cookie,
    });
    expect(empty.status, empty.text).toBe(409);
    expect(empty.json).toEqual({ error: { code: 'broadcast_empty' } });
    expect(await pointers()).toEqual(before);
  });
});

describe('who may call', { timeout: 120_000 }, () => {
  const staffRoutes = (Object.keys(routes) as (keyof typeof routes)[]).filter((key) =>
    key.includes('/api/staff/broadcasts'),
  );
  const coordinatorRoutes = (Object.keys(routes) as (keyof typeof routes)[]).filter((key) =>
    key.includes('/api/coordinator/broadcasts'),
  );
  const pathOf = (key: string) =>
    key.slice(key.indexOf(' ') + 1).replace('{id}', '00000000-0000-4000-8000-000000000000');
  const methodOf = (key: string) => key.slice(0, key.indexOf(' ')) as 'GET' | 'POST';

  it('staff’s routes: 401 signed out, 403 for a member or a coordinator, whatever the body', async () => {
    const member = await newMember(urls);
    const coordinator = await newMember(urls);
    await appoint(urls, coordinator.memberId, [ownArea()]);
    for (const key of staffRoutes) {
      const body = emailDraft({ kind: 'area', state: 'X' });
      expect((await call(methodOf(key), pathOf(key), { body })).status, key).toBe(401);
      for (const who of [member, coordinator]) {
        const answer = await call(methodOf(key), pathOf(key), { body, cookie: who.cookie });
        expect(answer.status, key).toBe(403);
      }
    }
  });

  it('coordinators’ routes: 401 signed out, 403 for a member who coordinates nothing', async () => {
    const member = await newMember(urls);
    for (const key of coordinatorRoutes) {
      expect((await call(methodOf(key), pathOf(key))).status, key).toBe(401);
      expect((await call(methodOf(key), pathOf(key), { cookie: member.cookie })).status, key).toBe(
        403,
      );
    }
  });

  it('a coordinator previews their own area, and nothing beyond it: another state, the country, an event, a campaign', async () => {
    const mine = ownArea();
    const elsewhere = ownArea();
    await writeAudience(urls, mine, [{ consents: ['email#news'], skills: ['cooking'] }]);
    const coordinator = await newMember(urls);
    await appoint(urls, coordinator.memberId, [{ state: mine.state, parliament: '' }]);
    const inside = await call('POST', apiPaths.coordinatorBroadcastPreview, {
      body: emailDraft({ kind: 'area', state: mine.state, parliament: mine.parliament }),
      cookie: coordinator.cookie,
    });
    expect(inside.status, inside.text).toBe(200);
    expect(inside.json).toMatchObject({ recipients: 1 });
    const before = await pointers(coordinator);
    for (const segment of [
      { kind: 'area', state: elsewhere.state },
      { kind: 'skill', skill: 'cooking' },
      { kind: 'skill', skill: 'cooking', state: elsewhere.state },
      { kind: 'event', eventId: 'ev-1' },
      { kind: 'campaign', campaignId: 'c-1' },
    ]) {
      for (const path of [apiPaths.coordinatorBroadcastPreview, apiPaths.coordinatorBroadcasts]) {
        const answer = await call('POST', path, {
          body: { ...emailDraft(segment), expectedRecipients: '1' },
          cookie: coordinator.cookie,
        });
        expect(answer.status, `${path} ${JSON.stringify(segment)}`).toBe(403);
        expect(answer.json).toEqual({ error: { code: 'broadcast_outside_area' } });
      }
    }
    expect(await pointers(coordinator)).toEqual(before);
  });
});

describe('one broadcast', { timeout: 120_000 }, () => {
  /** A broadcast as the send route writes it, by `createdBy`, still sending. */
  const writeBroadcast = async (createdBy: { id: string; name: string; as: string }) => {
    const id = crypto.randomUUID();
    const createdAt = new Date().toISOString();
    const broadcast = {
      id,
      channel: 'email',
      purpose: 'news',
      segment: { kind: 'area', state: 'T0' },
      words: {
        bm: { subject: 'Subjek', body: 'Isi' },
        eng: { subject: 'Subject', body: 'Body' },
      },
      status: 'sending',
      createdAt,
      createdBy,
      recipients: 4,
      sent: 1,
      skipped: 0,
      failed: 0,
      planned: true,
    };
    await documents.send(
      new PutCommand({
        TableName: names.membersTable,
        Item: { pk: `BROADCAST#${id}`, sk: 'BROADCAST', ...broadcast },
      }),
    );
    await documents.send(
      new PutCommand({
        TableName: names.membersTable,
        Item: { pk: 'BROADCASTS', sk: `${createdAt}#${id}`, id, createdById: createdBy.id },
      }),
    );
    return id;
  };

  it('staff see every one; a coordinator only their own (another’s is 404, as an unknown one)', async () => {
    const alice = await newMember(urls);
    const bob = await newMember(urls);
    for (const coordinator of [alice, bob]) await appoint(urls, coordinator.memberId, [ownArea()]);
    const alices = await writeBroadcast({ id: alice.memberId, name: 'Alice', as: 'coordinator' });
    const bobs = await writeBroadcast({ id: bob.memberId, name: 'Bob', as: 'coordinator' });

    const staffList = (await call('GET', apiPaths.staffBroadcasts, { cookie: staff.cookie }))
      .json as BroadcastSummary[];
    expect(staffList.map((summary) => summary.id)).toEqual(expect.arrayContaining([alices, bobs]));
    const staffView = await call('GET', apiPath(apiPaths.staffBroadcast, { id: bobs }), {
      cookie: staff.cookie,
    });
    expect(staffView.json).toMatchObject({
      id: bobs,
      title: 'Subjek',
      createdBy: { name: 'Bob', as: 'coordinator' },
      progress: { recipients: 4, planned: true, sent: 1, skipped: 0, failed: 0 },
      words: { bm: { subject: 'Subjek', body: 'Isi' }, eng: { subject: 'Subject', body: 'Body' } },
    } satisfies Partial<BroadcastDetail>);

    const alicesList = (await call('GET', apiPaths.coordinatorBroadcasts, { cookie: alice.cookie }))
      .json as BroadcastSummary[];
    expect(alicesList.map((summary) => summary.id)).toEqual([alices]);
    const own = await call('GET', apiPath(apiPaths.coordinatorBroadcast, { id: alices }), {
      cookie: alice.cookie,
    });
    expect(own.status).toBe(200);
    for (const id of [bobs, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answer = await call('GET', apiPath(apiPaths.coordinatorBroadcast, { id }), {
        cookie: alice.cookie,
      });
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ error: { code: 'broadcast_not_found' } });
    }
  });

  it('staff cancel one still sending, once (then 409), recorded; an unknown one is 404', async () => {
    const id = await writeBroadcast({ id: staff.memberId, name: 'Farid', as: 'staff' });
    const cancel = apiPath(apiPaths.staffBroadcastCancel, { id });
    const first = await call('POST', cancel, { cookie: staff.cookie });
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({ id, status: 'cancelled', cancelledAt: expect.any(String) });
    const again = await call('POST', cancel, { cookie: staff.cookie });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: { code: 'broadcast_state' } });
    const unknown = await call(
      'POST',
      apiPath(apiPaths.staffBroadcastCancel, { id: crypto.randomUUID() }),
      {
        cookie: staff.cookie,
      },
    );
    expect(unknown.status).toBe(404);
    const audit = (await partition(urls, 'AUDIT')).filter(
      (entry) =>
        entry.action === 'broadcast.cancelled' && (entry.subject as { id: string }).id === id,
    );
    expect(audit).toHaveLength(1);
  });
});

describe('the one-click unsubscribe', { timeout: 120_000 }, () => {
  const oneClick = (token: string, headers: Record<string, string> = {}) =>
    send(`${urls.api}${apiPaths.unsubscribe}?t=${encodeURIComponent(token)}`, nextVisitor(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: 'List-Unsubscribe=One-Click',
    });
  const state = (token: string) =>
    send(`${urls.api}${apiPaths.unsubscribe}?t=${encodeURIComponent(token)}`, nextVisitor(), {
      method: 'GET',
    });

  it('works without a session or an Origin, as a mail provider posts it: the consent withdrawn (record and log), once', async () => {
    const [person] = await writeAudience(urls, ownArea(), [
      { consents: ['email#news', 'sms#news'], language: 'eng' },
    ]);
    const memberId = person?.memberId ?? '';
    const token = tokenFor(memberId, 'email', 'news');
    const before = await state(token);
    expect(before.status, before.text).toBe(200);
    expect(before.json).toEqual({
      channel: 'email',
      purpose: 'news',
      given: true,
    } satisfies UnsubscribeState);

    const stopped = await oneClick(token);
    expect(stopped.status, stopped.text).toBe(200);
    expect(stopped.json).toEqual({ channel: 'email', purpose: 'news', given: false });
    const current = await partition(urls, `MEMBER#${memberId}`, 'CONSENT#email#news');
    expect(current).toEqual([
      expect.objectContaining({ given: false, source: 'unsubscribe', language: 'eng' }),
    ]);
    const log = await partition(urls, `MEMBER#${memberId}`, 'CONSENTLOG#');
    expect(log.filter((entry) => entry.source === 'unsubscribe')).toHaveLength(1);
    // The SMS consent is another: untouched.
    expect(await partition(urls, `MEMBER#${memberId}`, 'CONSENT#sms#news')).toEqual([
      expect.objectContaining({ given: true }),
    ]);

    // Again (a second click, the site's page posting JSON after the header did): nothing new.
    const again = await send(`${urls.api}${apiPaths.unsubscribe}?t=${token}`, nextVisitor(), {
      method: 'POST',
      headers: { origin: urls.site, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(again.status, again.text).toBe(200);
    expect((await partition(urls, `MEMBER#${memberId}`, 'CONSENTLOG#')).length).toBe(log.length);
    expect((await state(token)).json).toEqual({ channel: 'email', purpose: 'news', given: false });
  });

  it('refuses a forged, altered or missing token with 400 `unsubscribe_invalid`, and a cross-site page, writing nothing', async () => {
    const [person] = await writeAudience(urls, ownArea(), [{ consents: ['email#news'] }]);
    const memberId = person?.memberId ?? '';
    const token = tokenFor(memberId, 'email', 'news');
    const [payload = '', mac = ''] = token.split('.');
    const forged = `${Buffer.from(`u1|${memberId}|email|news`).toString('base64url')}.${Buffer.from('x'.repeat(32)).toString('base64url')}`;
    for (const bad of [forged, `${payload}.${mac.slice(1)}`, payload, '', 'a.b.c']) {
      for (const answer of [await oneClick(bad), await state(bad)]) {
        expect(answer.status, bad).toBe(400);
        expect(answer.json).toEqual({ error: { code: 'unsubscribe_invalid' } });
      }
    }
    const crossSite = await oneClick(token, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await partition(urls, `MEMBER#${memberId}`, 'CONSENT#email#news')).toEqual([
      expect.objectContaining({ given: true, source: 'profile' }),
    ]);
  });

  it('answers a closed account’s token with nothing to stop, and writes nothing', async () => {
    const memberId = crypto.randomUUID();
    const answer = await oneClick(tokenFor(memberId, 'email', 'news'));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ channel: 'email', purpose: 'news', given: false });
    expect(await partition(urls, `MEMBER#${memberId}`)).toEqual([]);
  });
});

describe('limits', { timeout: 180_000 }, () => {
  it('previews: 30 per writer in ten minutes, then 429 with Retry-After', async () => {
    const writer = await staffMember(urls);
    const draft = emailDraft({ kind: 'area', state: ownArea().state });
    for (let index = 0; index < 30; index += 1) {
      const answer = await call('POST', apiPaths.staffBroadcastPreview, {
        body: draft,
        cookie: writer.cookie,
      });
      expect(answer.status, answer.text).toBe(200);
    }
    const refused = await call('POST', apiPaths.staffBroadcastPreview, {
      body: draft,
      cookie: writer.cookie,
    });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: { code: 'too_many_requests' } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });
});
