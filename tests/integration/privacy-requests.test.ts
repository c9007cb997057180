import { randomInt, randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  PutCommand,
  QueryCommand,
  ScanCommand,
} from '@aws-sdk/lib-dynamodb';
import { canonicalMobile } from '@gsk/core/account';
import { apiPath, apiPaths } from '@gsk/core/api';
import type {
  OtpChallenge,
  PrivacyRequestReceived,
  StaffDashboard,
  StaffPrivacyRequest,
  StaffPrivacyRequestList,
} from '@gsk/core/api';
import { PRIVACY_RESPONSE_DAYS } from '@gsk/core/constants';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { localAddresses } from '../../infra/local/addresses';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { emailMentioning, emailsMentioning } from './application-client';
import { memberCall, signUpMember, uniqueMobile } from './member-client';
import { codeIn, smsTo, waitForCode, waitForSms } from './sms-client';
import { staffConsole, type StaffConsole } from './staff-console-client';
import { stackUrls } from '../support/stack-setup';

/*
 * Requests about personal data (issue 32, part C4; docs/privacy.md, "Requests") against the local
 * stack: a request by mobile and by email with its one-time code from the SMS and email outboxes,
 * nothing recorded before the code, wrong and expired codes, bad input, the limits, the staff's
 * queue with its 21-day clock, actions and their audit, an overdue request (seeded 22 days back),
 * and who may reach the staff's routes. Each call from its own loopback address (127.60.x.x).
 */

const urls = await stackUrls();
const testTimeout = 120_000;

let clients = 0;
const nextClient = () => {
  clients += 1;
  return `127.60.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

const documents = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: urls.dynamodb,
    region: localRegion,
    credentials: localCredentials,
  }),
);

const post = (path: string, body: unknown, from = nextClient()) =>
  memberCall(urls, path, from, { body });

/** Every request item whose name holds `marker` (the payments table, scanned). */
const requestsNamed = async (marker: string) => {
  const { Items = [] } = await documents.send(
    new ScanCommand({
      TableName: names.paymentsTable,
      ConsistentRead: true,
      FilterExpression: 'begins_with(pk, :prefix) AND contains(#name, :marker)',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: { ':prefix': 'PRIVACYREQ#', ':marker': marker },
    }),
  );
  return Items;
};

/** A request form, its name carrying a marker no other test uses. */
const requestForm = (overrides: Record<string, unknown> = {}) => {
  const marker = randomUUID().slice(0, 8);
  return {
    marker,
    form: {
      kind: 'access',
      name: `Siti Khadijah ${marker}`,
      contactBy: 'mobile',
      mobile: uniqueMobile(),
      email: '',
      details: '',
      language: 'bm',
      ...overrides,
    } as Record<string, string>,
  };
};

const uniqueEmail = () => `privasi-${randomUUID()}@example.com`;

/** Starts a request and answers its challenge. */
const start = async (form: Record<string, string>, from = nextClient()) => {
  const answer = await post(apiPath(apiPaths.privacyRequests), form, from);
  expect(answer.status, answer.text).toBe(202);
  return answer.json as OtpChallenge;
};

/** The one-time code emailed to `email` (its newest code email). */
const emailedCode = async (email: string) => {
  const mail = await emailMentioning(urls.outbox, 'data', { to: email });
  const code = codeIn(mail.text ?? '');
  if (!code) throw new Error(`No code in the email to ${email}`);
  return code;
};

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** A request made and verified by mobile; answers what was recorded and the form. */
const madeRequest = async (overrides: Record<string, unknown> = {}) => {
  const { marker, form } = requestForm(overrides);
  const since = new Date();
  const challenge = await start(form);
  const code = await waitForCode(urls, form.mobile ?? '', since);
  const verified = await post(apiPath(apiPaths.privacyRequestVerify), {
    challengeId: challenge.challengeId,
    code,
  });
  expect(verified.status, verified.text).toBe(201);
  return { marker, form, received: verified.json as PrivacyRequestReceived };
};

const referenceAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newReference = () =>
  `PD-${Array.from({ length: 8 }, () => referenceAlphabet[randomInt(referenceAlphabet.length)]).join('')}`;

/** A request put straight into the table, received `daysAgo` days back (the clock moved back). */
const seedRequest = async (daysAgo: number) => {
  const reference = newReference();
  const receivedAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const received = malaysianDate(receivedAt);
  const due = new Date(Date.parse(`${received}T00:00:00Z`) + PRIVACY_RESPONSE_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await documents.send(
    new PutCommand({
      TableName: names.paymentsTable,
      Item: {
        pk: `PRIVACYREQ#${reference}`,
        sk: 'REQUEST',
        reference,
        kind: 'deletion',
        name: `Ahmad Zaki ${reference}`,
        contactBy: 'email',
        contact: uniqueEmail(),
        details: '',
        language: 'eng',
        receivedAt,
        dueDay: due,
        status: 'received',
        extended: false,
        listKind: 'privacy#open',
        listedAt: receivedAt,
      },
    }),
  );
  return { reference, due };
};

let staff: StaffConsole;
const queue = apiPath(apiPaths.staffPrivacyRequests);
const one = (id: string) => apiPath(apiPaths.staffPrivacyRequest, { id });
const action = (id: string) => apiPath(apiPaths.staffPrivacyRequestAction, { id });

beforeAll(async () => {
  staff = await staffConsole(urls, nextClient);
}, testTimeout);

describe('a request about personal data, by its one-time code', () => {
  it(
    'records nothing before the code, then records it with its 21 days, acknowledges it and tells staff',
    async () => {
      const { marker, form } = requestForm({ kind: 'correction', details: 'Alamat saya berubah.' });
      const since = new Date();
      const challenge = await start(form);
      expect(challenge).toMatchObject({ resendAfterSeconds: 60, expiresInSeconds: 300 });
      const text = await waitForSms(urls, form.mobile ?? '', since);
      expect(text.text).toContain('permintaan data peribadi');
      expect(await requestsNamed(marker)).toEqual([]);

      const code = codeIn(text.text) ?? '';
      const refused = await post(apiPath(apiPaths.privacyRequestVerify), {
        challengeId: challenge.challengeId,
        code: wrong(code),
      });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({
        error: { code: 'validation', fields: { code: 'account.code.wrong?count=2' } },
      });
      expect(await requestsNamed(marker)).toEqual([]);

      const verified = await post(apiPath(apiPaths.privacyRequestVerify), {
        challengeId: challenge.challengeId,
        code,
      });
      expect(verified.status, verified.text).toBe(201);
      const received = verified.json as PrivacyRequestReceived;
      const day = malaysianDate(received.receivedAt);
      const due = new Date(Date.parse(`${day}T00:00:00Z`) + 21 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      expect(received).toMatchObject({ kind: 'correction', contactBy: 'mobile', dueDay: due });
      expect(received.reference).toMatch(/^PD-[2-9A-HJ-NP-Z]{8}$/);

      const stored = await requestsNamed(marker);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        status: 'received',
        contact: canonicalMobile(form.mobile ?? ''),
        details: 'Alamat saya berubah.',
        language: 'bm',
      });

      const acknowledgement = await waitForSms(
        urls,
        form.mobile ?? '',
        new Date(received.receivedAt),
      );
      expect(acknowledgement.text).toContain(received.reference);
      expect(acknowledgement.text).toMatch(/^RM0 /);
      const notice = await emailMentioning(urls.outbox, received.reference, {
        to: localAddresses.admin,
      });
      expect(notice.text).toContain('Alamat saya berubah.');

      // A code records once.
      const again = await post(apiPath(apiPaths.privacyRequestVerify), {
        challengeId: challenge.challengeId,
        code,
      });
      expect(again.status).toBe(404);
      expect(await requestsNamed(marker)).toHaveLength(1);
    },
    testTimeout,
  );

  it(
    'sends the code and the acknowledgement by email, in English',
    async () => {
      const email = uniqueEmail();
      const { marker, form } = requestForm({
        contactBy: 'email',
        email,
        mobile: '',
        kind: 'portability',
        language: 'eng',
      });
      const challenge = await start(form);
      const code = await emailedCode(email);
      expect(await requestsNamed(marker)).toEqual([]);
      const verified = await post(apiPath(apiPaths.privacyRequestVerify), {
        challengeId: challenge.challengeId,
        code,
      });
      expect(verified.status, verified.text).toBe(201);
      const { reference } = verified.json as PrivacyRequestReceived;
      const acknowledgement = await emailMentioning(urls.outbox, reference, { to: email });
      expect(acknowledgement.subject).toContain('Personal data request');
      expect(acknowledgement.text).toContain('My data as a file to take elsewhere');
      expect((await requestsNamed(marker))[0]).toMatchObject({
        contact: email,
        contactBy: 'email',
      });
    },
    testTimeout,
  );

  it(
    'refuses an expired code and records nothing',
    async () => {
      const { marker, form } = requestForm();
      const since = new Date();
      const challenge = await start(form);
      const code = await waitForCode(urls, form.mobile ?? '', since);
      // The code was sent five minutes and a second ago.
      await documents.send(
        new PutCommand({
          TableName: names.membersTable,
          Item: {
            ...(
              await documents.send(
                new QueryCommand({
                  TableName: names.membersTable,
                  KeyConditionExpression: 'pk = :pk',
                  ExpressionAttributeValues: { ':pk': `OTP#${challenge.challengeId}` },
                  ConsistentRead: true,
                }),
              )
            ).Items?.[0],
            codeExpiresAt: Math.floor(Date.now() / 1000) - 1,
          },
        }),
      );
      const refused = await post(apiPath(apiPaths.privacyRequestVerify), {
        challengeId: challenge.challengeId,
        code,
      });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ error: { fields: { code: 'account.code.expired' } } });
      expect(await requestsNamed(marker)).toEqual([]);
    },
    testTimeout,
  );

  it('refuses bad input with translated keys, sending and writing nothing', async () => {
    const email = uniqueEmail();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ kind: 'correction', details: '' }, { details: 'privacyRequest.details.required' }],
      [{ kind: 'gossip' }, { kind: 'privacyRequest.kind.required' }],
      [{ contactBy: 'email', email: 'not-an-email' }, { email: 'privacyRequest.email.invalid' }],
      [{ contactBy: 'mobile', mobile: '12' }, { mobile: 'account.mobile.min?min=10' }],
      [{ name: '' }, { name: 'privacyRequest.name.required' }],
      [{ details: 'x'.repeat(2001) }, { details: 'privacyRequest.details.max?max=2000' }],
    ];
    for (const [overrides, fields] of cases) {
      const { marker, form } = requestForm({ email, ...overrides });
      const answer = await post(apiPath(apiPaths.privacyRequests), form);
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.json).toMatchObject({ error: { code: 'validation', fields } });
      expect(await requestsNamed(marker)).toEqual([]);
      if (form.mobile) expect(await smsTo(urls, form.mobile)).toEqual([]);
    }
    expect(await emailsMentioning(urls.outbox, 'data', { to: email })).toEqual([]);
  });

  it(
    'limits the codes one email is sent, whatever the address asking',
    async () => {
      const email = uniqueEmail();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const { form } = requestForm({ contactBy: 'email', email, mobile: '' });
        statuses.push((await post(apiPath(apiPaths.privacyRequests), form)).status);
      }
      // Three an hour and a reserve of two (functions/src/lib/limits.ts privacyRequestLimitRule).
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    },
    testTimeout,
  );
});

describe("the staff's queue of requests", () => {
  it(
    'lists a new request open with its days left, and takes it through start and complete, audited',
    async () => {
      const { received } = await madeRequest({ kind: 'deletion' });
      const list = await staff.get(queue);
      expect(list.status, list.text).toBe(200);
      const row = (list.json as StaffPrivacyRequestList).requests.find(
        (request) => request.reference === received.reference,
      );
      expect(row).toMatchObject({
        status: 'received',
        daysLeft: PRIVACY_RESPONSE_DAYS,
        overdue: false,
        dueDay: received.dueDay,
      });
      const dues = (list.json as StaffPrivacyRequestList).requests.map((request) => request.dueDay);
      expect(dues).toEqual([...dues].sort());

      const started = await staff.post(action(received.reference), { action: 'start' });
      expect(started.status, started.text).toBe(200);
      expect(started.json).toMatchObject({ status: 'in-progress' });

      const bare = await staff.post(action(received.reference), { action: 'complete', note: '' });
      expect(bare.status).toBe(400);
      expect(bare.json).toMatchObject({
        error: { fields: { note: 'privacyRequest.outcome.required' } },
      });

      const completed = await staff.post(action(received.reference), {
        action: 'complete',
        note: 'Akaun dan data dipadam; rekod derma dipisahkan daripada nama.',
      });
      expect(completed.status, completed.text).toBe(200);
      const request = completed.json as StaffPrivacyRequest;
      expect(request.status).toBe('completed');
      expect(request.history.map((event) => [event.action, event.status])).toEqual([
        ['received', 'received'],
        ['start', 'in-progress'],
        ['complete', 'completed'],
      ]);
      expect(request.history[2]?.by?.memberId).toBe(staff.memberId);
      expect(request.actions).toEqual(['note']);

      const late = await staff.post(action(received.reference), { action: 'start' });
      expect(late.status).toBe(409);
      expect(late.json).toMatchObject({
        error: { code: 'privacy_request_state', actions: ['note'] },
      });

      expect(await staff.auditEntry('privacy.request_started', received.reference)).toBeDefined();
      expect(await staff.auditEntry('privacy.request_completed', received.reference)).toMatchObject(
        { actor: { memberId: staff.memberId }, details: { from: 'in-progress', to: 'completed' } },
      );

      const open = (await staff.get(queue)).json as StaffPrivacyRequestList;
      expect(open.requests.some((each) => each.reference === received.reference)).toBe(false);
      const closed = await staff.walk<{ reference: string }>(
        queue,
        'requests',
        { status: 'completed' },
        (rows) => rows.some((each) => each.reference === received.reference),
      );
      expect(closed.rows.some((each) => each.reference === received.reference)).toBe(true);
    },
    testTimeout,
  );

  it(
    'flags a request received 22 days ago as overdue, on the queue and the dashboard, and refuses to extend it',
    async () => {
      const { reference } = await seedRequest(PRIVACY_RESPONSE_DAYS + 1);
      const { requests } = (await staff.get(queue)).json as StaffPrivacyRequestList;
      const row = requests.find((request) => request.reference === reference);
      expect(row).toMatchObject({ overdue: true, daysLeft: -1 });
      // Overdue ones come first: they are due soonest.
      expect(requests[0]?.overdue).toBe(true);

      const dashboard = (await staff.get(apiPath(apiPaths.staffDashboard))).json as StaffDashboard;
      expect(dashboard.privacy.overdue).toBeGreaterThanOrEqual(1);
      expect(dashboard.privacy.open).toBeGreaterThanOrEqual(dashboard.privacy.overdue);

      const extend = await staff.post(action(reference), {
        action: 'extend',
        note: 'Rekod lama dalam arkib.',
      });
      expect(extend.status).toBe(409);
      expect(extend.json).toMatchObject({
        error: { code: 'privacy_request_state', actions: ['note', 'start', 'complete', 'refuse'] },
      });
    },
    testTimeout,
  );

  it(
    'extends a request once by 14 days, telling the person why',
    async () => {
      const { reference, due } = await seedRequest(3);
      const bare = await staff.post(action(reference), { action: 'extend' });
      expect(bare.status).toBe(400);
      expect(bare.json).toMatchObject({
        error: { fields: { note: 'privacyRequest.reason.required' } },
      });

      const extended = await staff.post(action(reference), {
        action: 'extend',
        note: 'Your records span three old systems.',
      });
      expect(extended.status, extended.text).toBe(200);
      const request = extended.json as StaffPrivacyRequest;
      const newDue = new Date(Date.parse(`${due}T00:00:00Z`) + 14 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      expect(request).toMatchObject({ dueDay: newDue, extended: true, status: 'received' });
      const notice = await emailMentioning(urls.outbox, reference, { to: request.contact });
      expect(notice.text).toContain('Your records span three old systems.');

      const twice = await staff.post(action(reference), { action: 'extend', note: 'Again.' });
      expect(twice.status).toBe(409);
      expect(await staff.auditEntry('privacy.request_extended', reference)).toBeDefined();
    },
    testTimeout,
  );

  it('answers 404 for no such request and 400 for a bad filter', async () => {
    expect((await staff.get(one(newReference()))).status).toBe(404);
    expect((await staff.get(one('not-a-reference'))).status).toBe(404);
    expect((await staff.post(action(newReference()), { action: 'start' })).status).toBe(404);
    const bad = await staff.get(queue, { status: 'lost' });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      error: { fields: { status: 'privacyRequest.status.invalid' } },
    });
  });

  it(
    "lets no member or signed-out visitor read or change anyone's request",
    async () => {
      const { reference } = await seedRequest(1);
      const member = await signUpMember(urls, nextClient());
      const routes: [string, 'GET' | 'POST', unknown?][] = [
        [queue, 'GET'],
        [one(reference), 'GET'],
        [action(reference), 'POST', { action: 'start' }],
      ];
      for (const [path, method, body] of routes) {
        const asMember = await memberCall(urls, path, nextClient(), {
          method,
          body,
          cookie: member.cookie,
        });
        expect(asMember.status, path).toBe(403);
        expect(asMember.text).not.toContain(reference);
        const signedOut = await memberCall(urls, path, nextClient(), { method, body });
        expect(signedOut.status, path).toBe(401);
      }
      const after = (await staff.get(one(reference))).json as StaffPrivacyRequest;
      expect(after.status).toBe('received');
      expect(after.history).toEqual([]);
    },
    testTimeout,
  );
});
