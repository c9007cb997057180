import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { apiPaths } from '@gsk/core/api';
import type {
  AreaVolunteerList,
  ChannelConsent,
  CoordinatorRow,
  OwnConsents,
  VolunteerDetails,
} from '@gsk/core/api';
import { validationPrivacyBm } from '@gsk/core/i18n/validation-privacy-bm';
import {
  isPrivacyValidationKey,
  validationPrivacyEng,
} from '@gsk/core/i18n/validation-privacy-eng';
import { parseValidationMessage } from '@gsk/core/i18n/validation-message';
import { consentWordingOf, currentConsentVersion } from '@gsk/core/privacy/consent-wording';
import { beforeAll, describe, expect, it } from 'vitest';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { stackUrls } from '../support/stack-setup';
import type { TestMember } from './member-fixture';
import { newMember } from './member-fixture';
import { memberCall, signUpForm, signUpMember } from './member-client';
import { waitForCode } from './sms-client';
import {
  apiCall,
  becomeVolunteer,
  memberIn,
  seatsOf,
  setEmail,
  staffMember,
} from './volunteer-support';

/*
 * Consent (issue 32, C1; docs/privacy.md): a member's consents per channel and purpose through
 * `GET`/`PUT /api/account/consents` (only their own, history kept, bad input translated with
 * nothing written, limited), the sign-up's choices recorded with the account, and the volunteer
 * form's consents as the same `activity` records, which decide what a coordinator sees. Calls
 * from 127.57.x.x (this part's block).
 */

const urls = await stackUrls();
let visitors = 0;
const nextVisitor = () => {
  visitors += 1;
  return `127.57.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
};
const call = (
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  init: { body?: unknown; cookie?: string } = {},
) => apiCall(urls, nextVisitor(), method, path, init);

const documents = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: urls.dynamodb,
    region: localRegion,
    credentials: localCredentials,
  }),
);

/** A member's items whose sort keys start with `prefix` (`CONSENT#`, `CONSENTLOG#`). */
const itemsOf = async (memberId: string, prefix: string) =>
  (
    await documents.send(
      new QueryCommand({
        TableName: names.membersTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `MEMBER#${memberId}`, ':prefix': prefix },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

/** Every consent item of a member, current and logged, as stored. */
const consentItems = async (memberId: string) => [
  ...(await itemsOf(memberId, 'CONSENT#')),
  ...(await itemsOf(memberId, 'CONSENTLOG#')),
];

const ownConsents = async (member: Pick<TestMember, 'cookie'>) => {
  const answer = await call('GET', apiPaths.ownConsents, { cookie: member.cookie });
  expect(answer.status, answer.text).toBe(200);
  return answer.json as OwnConsents;
};

const change = (member: Pick<TestMember, 'cookie'>, body: Record<string, unknown>) =>
  call('PUT', apiPaths.ownConsents, { body, cookie: member.cookie });

const currentOf = (answer: OwnConsents, channel: string, purpose: string) =>
  answer.consents.find((consent) => consent.channel === channel && consent.purpose === purpose);

const unrecorded = [
  { channel: 'sms', purpose: 'activity', given: false },
  { channel: 'email', purpose: 'activity', given: false },
  { channel: 'sms', purpose: 'news', given: false },
  { channel: 'email', purpose: 'news', given: false },
];

let staff: TestMember;
beforeAll(async () => {
  staff = await staffMember(urls);
});

describe('a member’s own consents', { timeout: 120_000 }, () => {
  it('is 401 signed out, for reading and for changing', async () => {
    expect((await call('GET', apiPaths.ownConsents)).status).toBe(401);
    const put = await call('PUT', apiPaths.ownConsents, {
      body: { channel: 'sms', purpose: 'news', given: true, language: 'bm' },
    });
    expect(put.status).toBe(401);
  });

  it('records a change with core’s words, its time and where; the same answer again writes nothing; the history is kept newest first', async () => {
    const member = await newMember(urls, 'eng');
    expect(await ownConsents(member)).toEqual({ consents: unrecorded, history: [] });

    const before = Date.now();
    const given = await change(member, {
      channel: 'sms',
      purpose: 'news',
      given: true,
      language: 'eng',
      source: 'profile',
    });
    expect(given.status, given.text).toBe(200);
    const afterGiving = given.json as OwnConsents;
    const record = currentOf(afterGiving, 'sms', 'news') as ChannelConsent;
    expect(record).toMatchObject({
      channel: 'sms',
      purpose: 'news',
      given: true,
      version: currentConsentVersion,
      language: 'eng',
      wording: consentWordingOf('sms', 'news', 'eng'),
      source: 'profile',
    });
    expect(Date.parse(record.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(afterGiving.history).toEqual([record]);
    expect(currentOf(afterGiving, 'email', 'news')).toEqual({
      channel: 'email',
      purpose: 'news',
      given: false,
    });

    // The same answer again: nothing new.
    const again = await change(member, {
      channel: 'sms',
      purpose: 'news',
      given: true,
      language: 'bm',
    });
    expect((again.json as OwnConsents).history).toHaveLength(1);
    expect(await itemsOf(member.memberId, 'CONSENTLOG#')).toHaveLength(1);

    // Withdrawn in Malay: the current record and a second log entry, newest first.
    await new Promise((done) => setTimeout(done, 5));
    const withdrawn = await change(member, {
      channel: 'sms',
      purpose: 'news',
      given: false,
      language: 'bm',
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    const history = (withdrawn.json as OwnConsents).history;
    expect(history.map(({ given: was, language }) => [was, language])).toEqual([
      [false, 'bm'],
      [true, 'eng'],
    ]);
    expect(history[0]?.wording).toBe(consentWordingOf('sms', 'news', 'bm'));
    expect(currentOf(withdrawn.json as OwnConsents, 'sms', 'news')).toEqual(history[0]);
    expect(await ownConsents(member)).toEqual(withdrawn.json);
  });

  it('changes the session’s member only: another member’s consents are never read or touched', async () => {
    const alice = await newMember(urls, 'bm', 'Aminah binti Yusof');
    const bob = await newMember(urls, 'bm', 'Rajesh a/l Kumar');
    const bobs = await change(bob, {
      channel: 'email',
      purpose: 'news',
      given: true,
      language: 'bm',
    });
    expect(bobs.status).toBe(200);
    const bobItems = await consentItems(bob.memberId);

    // A body naming Bob (an id, a key) still changes Alice's only.
    const answer = await change(alice, {
      channel: 'email',
      purpose: 'news',
      given: false,
      language: 'bm',
      memberId: bob.memberId,
      pk: `MEMBER#${bob.memberId}`,
    });
    expect(answer.status, answer.text).toBe(200);
    const alices = answer.json as OwnConsents;
    expect(currentOf(alices, 'email', 'news')).toMatchObject({ given: false, source: 'profile' });
    expect(alices.history).toHaveLength(1);
    expect(JSON.stringify(alices)).not.toContain(bob.memberId);
    expect(await consentItems(bob.memberId)).toEqual(bobItems);
    expect(currentOf(await ownConsents(bob), 'email', 'news')).toMatchObject({ given: true });
    // Alice's reading shows none of Bob's.
    expect((await ownConsents(alice)).history).toEqual(alices.history);
  });

  it('refuses bad input with translated keys in both languages and writes nothing', async () => {
    const member = await newMember(urls);
    await change(member, { channel: 'sms', purpose: 'activity', given: true, language: 'bm' });
    const stored = await consentItems(member.memberId);
    const bad = await change(member, {
      channel: 'fax',
      purpose: 'spam',
      given: 'perhaps',
      language: 'fr',
      source: 'sign-up',
    });
    expect(bad.status).toBe(400);
    const { fields } = (bad.json as { error: { code: string; fields: Record<string, string> } })
      .error;
    const keys = Object.values(fields).map((message) => parseValidationMessage(message).key);
    expect(keys.sort()).toEqual(
      [
        'consent.channel.invalid',
        'consent.given.invalid',
        'consent.language.invalid',
        'consent.purpose.invalid',
        'consent.source.invalid',
      ].sort(),
    );
    for (const key of keys) {
      expect(isPrivacyValidationKey(key)).toBe(true);
      if (!isPrivacyValidationKey(key)) continue;
      expect(validationPrivacyBm[key]).toBeTruthy();
      expect(validationPrivacyEng[key]).toBeTruthy();
      expect(validationPrivacyBm[key]).not.toBe(validationPrivacyEng[key]);
    }
    // Missing fields and a wrong type of body, likewise.
    expect((await change(member, {})).status).toBe(400);
    expect((await change(member, { channel: ['sms'], purpose: 'news', given: 1 })).status).toBe(
      400,
    );
    expect(await consentItems(member.memberId)).toEqual(stored);
  });

  it('limits a member’s changes, and a refused change writes nothing', async () => {
    const member = await newMember(urls);
    for (let index = 0; index < 20; index += 1) {
      const answer = await change(member, {
        channel: 'email',
        purpose: 'activity',
        given: index % 2 === 0,
        language: 'bm',
      });
      expect(answer.status, answer.text).toBe(200);
    }
    const stored = await consentItems(member.memberId);
    const refused = await change(member, {
      channel: 'email',
      purpose: 'activity',
      given: true,
      language: 'bm',
    });
    expect(refused.status).toBe(429);
    expect(await consentItems(member.memberId)).toEqual(stored);
  });
});

describe('the sign-up’s choices', { timeout: 120_000 }, () => {
  it('records those ticked with the account, in the sign-up’s language, and no others', async () => {
    const member = await signUpMember(urls, nextVisitor(), {
      language: 'eng',
      consents: ['sms.activity', 'email.news'],
    });
    const consents = await ownConsents(member);
    const given = consents.consents.filter((consent) => consent.given);
    expect(given).toEqual([
      expect.objectContaining({
        channel: 'sms',
        purpose: 'activity',
        source: 'sign-up',
        language: 'eng',
        wording: consentWordingOf('sms', 'activity', 'eng'),
        version: currentConsentVersion,
      }),
      expect.objectContaining({
        channel: 'email',
        purpose: 'news',
        source: 'sign-up',
        wording: consentWordingOf('email', 'news', 'eng'),
      }),
    ]);
    expect(consents.consents.filter((consent) => !consent.given)).toEqual([
      { channel: 'email', purpose: 'activity', given: false },
      { channel: 'sms', purpose: 'news', given: false },
    ]);
    expect(consents.history).toHaveLength(2);
    // The volunteer form, new to them, starts from these records: saving it withdraws nothing.
    const volunteer = await call('GET', apiPaths.volunteer, { cookie: member.cookie });
    expect(volunteer.json).toEqual({
      volunteer: null,
      activityConsent: { sms: true, email: false },
    });
  });

  it('records nothing when none is ticked, and refuses an unknown choice before any code is sent', async () => {
    const member = await signUpMember(urls, nextVisitor(), { language: 'bm' });
    expect(await consentItems(member.profile.id)).toEqual([]);

    const form = signUpForm({ consents: ['fax.news', 'sms.activity', 'sms.activity'] });
    const since = new Date();
    const refused = await memberCall(urls, apiPaths.signUp, nextVisitor(), { body: form });
    expect(refused.status).toBe(400);
    const { fields } = (refused.json as { error: { fields: Record<string, string> } }).error;
    expect(Object.values(fields).map((message) => parseValidationMessage(message).key)).toEqual(
      expect.arrayContaining(['consent.choices.invalid']),
    );
    await expect(waitForCode(urls, form.mobile, since, 1500)).rejects.toThrow();
  });
});

describe('the volunteer form’s consents', { timeout: 120_000 }, () => {
  it('are the member’s activity records, changeable on the privacy page, and decide what a coordinator sees', async () => {
    const seats = seatsOf(4, 1);
    const coordinator = await memberIn(urls, seats, 'Zulkifli bin Hassan');
    const appointed = await call('POST', apiPaths.staffCoordinators, {
      body: {
        mobile: coordinator.mobile,
        areas: [{ state: seats.state, parliament: seats.parliament }],
      },
      cookie: staff.cookie,
    });
    expect(appointed.status, appointed.text).toBe(201);
    expect((appointed.json as CoordinatorRow).memberId).toBe(coordinator.memberId);
    const volunteer = await memberIn(urls, seats, 'Lim Siew Ling', 'eng');
    await setEmail(urls, nextVisitor(), volunteer, `${volunteer.memberId.slice(0, 8)}@example.com`);
    await becomeVolunteer(urls, nextVisitor(), volunteer, {
      consentSms: true,
      consentEmail: false,
      language: 'eng',
    });

    const records = await ownConsents(volunteer);
    expect(currentOf(records, 'sms', 'activity')).toMatchObject({
      given: true,
      source: 'volunteer-form',
      language: 'eng',
      wording: consentWordingOf('sms', 'activity', 'eng'),
    });
    expect(currentOf(records, 'email', 'activity')).toMatchObject({
      given: false,
      source: 'volunteer-form',
    });
    expect(currentOf(records, 'sms', 'news')).toEqual({
      channel: 'sms',
      purpose: 'news',
      given: false,
    });
    const listed = async () => {
      const answer = await call('GET', apiPaths.coordinatorVolunteers, {
        cookie: coordinator.cookie,
      });
      expect(answer.status, answer.text).toBe(200);
      return (answer.json as AreaVolunteerList).volunteers.find(
        (row) => row.memberId === volunteer.memberId,
      );
    };
    expect(await listed()).toMatchObject({ mobile: volunteer.mobile, email: null });

    // Withdrawn on the privacy page, given by email: the form and the coordinator follow.
    await change(volunteer, { channel: 'sms', purpose: 'activity', given: false, language: 'eng' });
    await change(volunteer, {
      channel: 'email',
      purpose: 'activity',
      given: true,
      language: 'eng',
    });
    const details = (await call('GET', apiPaths.volunteer, { cookie: volunteer.cookie }))
      .json as VolunteerDetails;
    expect(details.volunteer?.consent.sms).toMatchObject({ given: false, language: 'eng' });
    expect(details.volunteer?.consent.email).toMatchObject({ given: true });
    expect(await listed()).toMatchObject({
      mobile: null,
      email: `${volunteer.memberId.slice(0, 8)}@example.com`,
    });

    // The form again with the same answers keeps the records: nothing new in the history.
    const historyBefore = (await ownConsents(volunteer)).history;
    await becomeVolunteer(urls, nextVisitor(), volunteer, {
      consentSms: false,
      consentEmail: true,
      language: 'bm',
    });
    expect((await ownConsents(volunteer)).history).toEqual(historyBefore);
    expect(historyBefore.map((entry) => entry.source)).toEqual([
      'profile',
      'profile',
      'volunteer-form',
      'volunteer-form',
    ]);
  });
});
