import { createHash, randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  apiPath,
  apiPaths,
  type ManagedActivity,
  type OrderStartResponse,
  type OwnData,
  type ShopQuote,
  type StaffCampaign,
  type OwnFundraiser,
} from '@gsk/core/api';
import { canonicalMobile } from '@gsk/core/account/mobile';
import { SESSION_COOKIE_NAME } from '@gsk/core/constants';
import { validationBm } from '@gsk/core/i18n/validation-bm';
import { validationEng } from '@gsk/core/i18n/validation-eng';
import { describe, expect, it } from 'vitest';
import { names } from '../../infra/names';
import { postForm, samplePdf, send, uploadCv, type Answer } from './application-client';
import { crowdfundingClient } from './crowdfunding-fixture';
import { moneyStack } from './crowdfunding-seed';
import { memberCall, someSeat, signUpMember, type SignedUpMember } from './member-client';
import { newMember, type TestMember } from './member-fixture';
import { donation } from './payment-client';
import { line, orderBody, putEvent, putProduct, shopClient } from './shop-fixture';
import { becomeVolunteer, publishedActivity, signUpForShift } from './volunteer-support';

/*
 * A member's own data (issue 32, docs/privacy.md "Your data") over HTTP against a stack of the
 * file's own. Two members, A and B, each do everything through the real routes: sign up (texted
 * code), add an email, donate (the eGHL simulator), register for an event, volunteer and take a
 * shift, start a supporter's page, order from the shop and pay, apply as a partner with a CV and
 * send a contact message with their mobile; staff act on A's application. A's file and summary
 * must hold every record of A's and nothing of B's. Visitors use 127.58.x.x only.
 */

const { urls, client, documents } = await moneyStack();
let visitors = 0;
const from = () => {
  visitors += 1;
  return `127.58.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
};
const shop = shopClient(urls, from);
const crowdfunding = crowdfundingClient(urls, from);
const seats = someSeat();

const get = (path: string, cookie?: string) =>
  send(`${urls.api}${path}`, from(), {
    method: 'GET',
    headers: { origin: urls.site, ...(cookie && { cookie }) },
  });

const call = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, cookie?: string) =>
  send(`${urls.api}${path}`, from(), {
    method,
    headers: {
      origin: urls.site,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(cookie && { cookie }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

const expectStatus = (answer: Answer, status: number) =>
  expect(answer.status, answer.text).toBe(status);

/** What one person did through the site, and the ids the site gave each record. */
interface Person {
  name: string;
  email: string;
  typedMobile: string;
  mobile: string;
  cookie: string;
  memberId: string;
  paymentId: string;
  orderId: string;
  eventId: string;
  cancelledEventId: string;
  activityId: string;
  shiftId: string;
  fundraiserCode: string;
  applicationId: string;
  messageId: string;
  cvBytes: Uint8Array;
  marker: string;
}

const staff = await newMember(urls, 'bm', 'Siti Hajar binti Omar', {
  role: 'staff',
  seats,
});
const campaign: StaffCampaign = await crowdfunding.createCampaign(staff);
const product = await putProduct(documents, {
  variants: [{ sku: 'M-GREEN', size: 'M', colour: 'green', priceSen: 3_990, stock: 100 }],
});

/** Pays a started payment or order at the simulator, as the browser and the gateway would. */
async function pay(paymentId: string, url: string) {
  expect((await fetch(url)).status).toBe(200);
  await client.decide(paymentId, 'success');
  await client.callbackAnswered(paymentId, '0');
}

/** Everything a person does on the site, through its routes. */
async function personWhoDidEverything(name: string, language: 'bm' | 'eng'): Promise<Person> {
  const marker = randomUUID().slice(0, 8);
  const email = `${name.split(' ')[0]?.toLowerCase()}-${marker}@example.com`;
  const member: SignedUpMember = await signUpMember(urls, from(), { name, language, ...seats });
  const { cookie } = member;
  expectStatus(
    await memberCall(urls, apiPaths.profile, from(), {
      body: { name, ...seats, language, email },
      cookie,
    }),
    200,
  );

  // A donation with their verified mobile.
  const started = await call('POST', '/api/payments', {
    ...donation({ name, email, phone_number: member.mobile, notes: `Derma ${marker}` }),
  });
  expectStatus(started, 201);
  const { paymentId, url } = started.json as { paymentId: string; url: string };
  await pay(paymentId, url);

  // An event's place.
  const eventId = await putEvent(documents);
  expectStatus(
    await call('POST', apiPath(apiPaths.eventRegistrations, { id: eventId }), {}, cookie),
    201,
  );

  // A place taken and given back: its cooldown is remembered.
  const cancelledEventId = await putEvent(documents);
  const registrations = apiPath(apiPaths.eventRegistrations, { id: cancelledEventId });
  expectStatus(await call('POST', registrations, {}, cookie), 201);
  expectStatus(await call('DELETE', registrations, undefined, cookie), 200);

  // Volunteer details and a shift.
  const asTestMember = { cookie } as TestMember;
  await becomeVolunteer(urls, from(), asTestMember);
  const activity: ManagedActivity = await publishedActivity(urls, from, staff.cookie, {
    state: seats.state,
    parliament: seats.parliament,
  });
  const shiftId = activity.shifts[0]?.id ?? '';
  await signUpForShift(urls, from(), activity.id, shiftId, asTestMember);

  // A supporter's page.
  const page: OwnFundraiser = await crowdfunding.startFundraiser(
    { cookie } as TestMember,
    campaign.id,
    { title: `Larian ${marker}` },
  );

  // A shop order, signed in, paid.
  const lines = [line(product, 'M-GREEN', 2)];
  const quoted = await shop.quote({ lines, postcode: '50300' });
  expectStatus(quoted, 200);
  const { totalSen } = quoted.json as ShopQuote;
  const ordered = await shop.order(
    orderBody(lines, totalSen, { name, email, phone_number: member.mobile, language }),
    cookie,
  );
  expectStatus(ordered, 201);
  const order = ordered.json as OrderStartResponse;
  await pay(order.orderId, order.url);

  // A partner application with a CV, and a contact message, both with their mobile.
  const cvBytes = await samplePdf(`CV ${name} ${marker}`);
  const cv = await uploadCv(urls.api, from(), 'partner', {
    bytes: cvBytes,
    filename: 'cv.pdf',
    contentType: 'application/pdf',
  });
  const applied = await postForm(`${urls.api}/api/partnerForm`, from(), {
    name,
    email,
    phone: member.mobile,
    contributionType: 'equity',
    enterpriseType: 'kesum',
    additionalComments: `Saya ada <b>kedai</b> & stor ${marker}`,
    cvKey: cv.key,
    cvToken: cv.token,
    language,
  });
  expectStatus(applied, 201);
  const messaged = await call('POST', apiPaths.contact, {
    name,
    email,
    phone: member.mobile,
    message: `Boleh saya sertai gotong-royong? <i>${marker}</i>`,
    language,
  });
  expectStatus(messaged, 201);

  return {
    name,
    email,
    typedMobile: member.mobile,
    mobile: canonicalMobile(member.mobile),
    cookie,
    memberId: member.profile.id,
    paymentId,
    orderId: order.orderId,
    eventId,
    cancelledEventId,
    activityId: activity.id,
    shiftId,
    fundraiserCode: page.code,
    applicationId: (applied.json as { id: string }).id,
    messageId: (messaged.json as { id: string }).id,
    cvBytes,
    marker,
  };
}

/** What of a person must never be in another's file or summary. */
const tracesOf = (person: Person) => [
  person.name,
  person.email,
  person.typedMobile,
  person.mobile,
  person.memberId,
  person.paymentId,
  person.orderId,
  person.fundraiserCode,
  person.applicationId,
  person.messageId,
  person.marker,
];

const tokenOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE_NAME}=`.length);

let a: Person;
let b: Person;
/** The mark of a message giving A's email but another person's number. */
const unverifiedMarker = randomUUID();
/** A's file, fetched once for the tests that read it. */
let aFile: Answer;
let aData: OwnData;

describe('two people who did everything through the site', () => {
  // A test, not a hook: paying at the simulator polls with `expect.poll`, which needs one.
  it('sign up, give, register, volunteer, start a page, order, apply and write to us', async () => {
    a = await personWhoDidEverything('Nurul Aisyah binti Kamal', 'bm');
    b = await personWhoDidEverything('Farid Iskandar bin Halim', 'eng');
    // Staff act on A's application: an audit entry about A's record.
    expectStatus(
      await call(
        'POST',
        apiPath(apiPaths.staffApplication, { id: a.applicationId }),
        { status: 'contacted' },
        staff.cookie,
      ),
      200,
    );
    // Someone else writes to us giving A's email (never verified) with their own number: theirs.
    expectStatus(
      await call('POST', apiPaths.contact, {
        name: 'Orang Lain',
        email: a.email,
        phone: '+60 19-555 0101',
        message: `Bukan daripada A. ${unverifiedMarker}`,
        language: 'bm',
      }),
      201,
    );
    // A's consent, as the shared model keeps it (the consent routes write these items).
    const consent = {
      channel: 'email',
      purpose: 'news',
      given: true,
      at: new Date().toISOString(),
      version: '1',
      language: 'bm',
      wording: `Saya mahu menerima berita dan rayuan melalui emel. ${a.marker}`,
      source: 'profile',
    };
    await documents.send(
      new BatchWriteCommand({
        RequestItems: {
          [names.membersTable]: [
            {
              PutRequest: {
                Item: { pk: `MEMBER#${a.memberId}`, sk: 'CONSENT#email#news', ...consent },
              },
            },
            {
              PutRequest: {
                Item: {
                  pk: `MEMBER#${a.memberId}`,
                  sk: `CONSENTLOG#${consent.at}#email#news`,
                  ...consent,
                },
              },
            },
          ],
        },
      }),
    );
    // A record no section describes (a coordinator's count of texts), with a secret-looking field.
    await documents.send(
      new BatchWriteCommand({
        RequestItems: {
          [names.membersTable]: [
            {
              PutRequest: {
                Item: {
                  pk: `MEMBER#${a.memberId}`,
                  sk: 'TEXTS#2026-11-27',
                  count: 3,
                  resetCodeHash: 'f00dfeedsecret',
                },
              },
            },
          ],
        },
      }),
    );
    aFile = await get(apiPaths.ownData, a.cookie);
    aData = aFile.json as OwnData;
  }, 240_000);
});

describe('GET /api/account/data', () => {
  it('answers a dated JSON download, never cached', () => {
    expectStatus(aFile, 200);
    expect(aData.schemaVersion).toBe(1);
    expect(Date.now() - Date.parse(aData.generatedAt)).toBeLessThan(120_000);
  });

  it('holds every section, each of A’s records, and A’s details as given', async () => {
    expect(Object.keys(aData).sort()).toEqual(
      [
        'schemaVersion',
        'generatedAt',
        'profile',
        'consents',
        'sessions',
        'places',
        'cancellations',
        'volunteer',
        'coordinator',
        'donations',
        'orders',
        'fundraisers',
        'applications',
        'messages',
        'staffActions',
        'other',
      ].sort(),
    );
    expect(aData.profile).toMatchObject({
      id: a.memberId,
      name: a.name,
      mobile: a.mobile,
      email: a.email,
      language: 'bm',
    });
    expect(aData.sessions.length).toBeGreaterThanOrEqual(1);
    // The consent written above, and those A's volunteer form recorded through the same items
    // (about their activities: SMS yes, email no), each with its history's entry.
    expect(aData.consents.current).toEqual([
      expect.objectContaining({
        channel: 'email',
        purpose: 'activity',
        given: false,
        source: 'volunteer-form',
      }),
      expect.objectContaining({
        channel: 'email',
        purpose: 'news',
        given: true,
        source: 'profile',
        wording: expect.stringContaining(a.marker),
      }),
      expect.objectContaining({
        channel: 'sms',
        purpose: 'activity',
        given: true,
        source: 'volunteer-form',
      }),
    ]);
    expect(aData.consents.history).toHaveLength(3);
    expect(aData.other).toEqual([{ kind: 'TEXTS', fields: { count: 3 } }]);
    expect(aFile.text).not.toContain('f00dfeedsecret');
    expect(aData.donations.map((row) => row.paymentId)).toContain(a.paymentId);
    expect(aData.donations.find((row) => row.paymentId === a.paymentId)).toMatchObject({
      status: 'success',
      name: a.name,
      email: a.email,
      notes: `Derma ${a.marker}`,
    });
    expect(aData.orders.map((row) => row.orderId)).toEqual([a.orderId]);
    expect(aData.orders[0]).toMatchObject({ name: a.name, email: a.email, status: 'paid' });
    expect(aData.places.map((place) => [place.kind, place.id]).sort()).toEqual(
      [
        ['event', a.eventId],
        ['shift', a.activityId],
      ].sort(),
    );
    expect(aData.places.every((place) => place.title !== null)).toBe(true);
    expect(aData.cancellations).toEqual([
      { kind: 'event', poolId: a.cancelledEventId, until: expect.any(String) },
    ]);
    expect(aData.volunteer).toMatchObject({ skills: ['cooking', 'driving'], reach: 'parliament' });
    expect(aData.volunteer?.consent.sms).toMatchObject({ given: true });
    expect(aData.fundraisers.map((page) => page.code)).toEqual([a.fundraiserCode]);
    expect(aData.messages.map((message) => message.id)).toEqual([a.messageId]);
    expect(aData.applications.map((application) => application.id)).toEqual([a.applicationId]);
    expect(aData.applications[0]).toMatchObject({ status: 'contacted', form: 'partner' });
    expect(aData.staffActions).toEqual([
      expect.objectContaining({
        action: 'application.status_changed',
        subjectId: a.applicationId,
        staffName: 'Siti Hajar binti Omar',
      }),
    ]);
  });

  it('links A’s CV for a short while: the very bytes uploaded', async () => {
    const cv = aData.applications[0]?.cv;
    expect(cv).toMatchObject({ type: 'pdf', size: a.cvBytes.length });
    const expiresIn = Date.parse(cv?.linkExpiresAt ?? '') - Date.parse(aData.generatedAt);
    expect(expiresIn).toBe(900_000);
    const fetched = await fetch(cv?.link ?? '');
    expect(fetched.status).toBe(200);
    expect(new Uint8Array(await fetched.arrayBuffer())).toEqual(a.cvBytes);
  });

  it('holds nothing of B’s, nor what someone else sent with A’s unverified email, and no secret', () => {
    for (const trace of tracesOf(b)) expect(aFile.text).not.toContain(trace);
    expect(aFile.text).not.toContain(unverifiedMarker);
    expect(aFile.text).not.toContain('Orang Lain');
    const token = tokenOf(a.cookie);
    expect(aFile.text).not.toContain(token);
    expect(aFile.text).not.toContain(createHash('sha256').update(token).digest('hex'));
    expect(aFile.text).not.toMatch(/passwordHash|scrypt|\$s0\$/i);
  });

  it('gives B only B’s own, whatever a request names', async () => {
    for (const query of [
      '',
      `?memberId=${a.memberId}`,
      `?id=${a.memberId}&member=${a.memberId}`,
      `?mobile=${encodeURIComponent(a.mobile)}`,
    ]) {
      const answer = await get(`${apiPaths.ownData}${query}`, b.cookie);
      expectStatus(answer, 200);
      expect((answer.json as OwnData).profile.id).toBe(b.memberId);
      for (const trace of tracesOf(a)) expect(answer.text).not.toContain(trace);
    }
    const headed = await send(`${urls.api}${apiPaths.ownData}`, from(), {
      method: 'GET',
      headers: { origin: urls.site, cookie: `${b.cookie}; member=${a.memberId}` },
    });
    expect((headed.json as OwnData).profile.id).toBe(b.memberId);
  });

  it('is 401 signed out or with a session that is no one’s, and reads nothing', async () => {
    for (const cookie of [undefined, `${SESSION_COOKIE_NAME}=${'x'.repeat(43)}`]) {
      for (const path of [apiPaths.ownData, apiPaths.ownDataSummary]) {
        const answer = await get(path, cookie);
        expectStatus(answer, 401);
        expect(answer.json).toEqual({ error: { code: 'unauthenticated' } });
      }
    }
  });
});

describe('GET /api/account/data/summary', () => {
  it('is a readable page in the member’s language, escaped, with A’s facts and none of B’s', async () => {
    const malay = await get(apiPaths.ownDataSummary, a.cookie);
    expectStatus(malay, 200);
    expect(malay.text).toMatch(/^<!doctype html>\n<html lang="ms">/);
    expect(malay.text).toContain('<h1>Data peribadi anda di Gerakan Sektor Ketiga</h1>');
    for (const text of [a.name, a.email, a.mobile, a.paymentId, a.orderId, a.applicationId])
      expect(malay.text).toContain(text);
    expect(malay.text).toContain('Saya ada &lt;b&gt;kedai&lt;/b&gt; &amp; stor');
    expect(malay.text).not.toContain('<b>kedai');
    expect(malay.text).not.toContain('<i>');
    expect(malay.text).not.toMatch(/<script|<img|<link|src=/i);
    for (const trace of tracesOf(b)) expect(malay.text).not.toContain(trace);

    const english = await get(`${apiPaths.ownDataSummary}?language=eng`, a.cookie);
    expectStatus(english, 200);
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain('<h1>Your personal data at Gerakan Sektor Ketiga</h1>');
    expect(english.text).toContain('Partner and expert applications');
    for (const trace of tracesOf(b)) expect(english.text).not.toContain(trace);
  });

  it('refuses another language with a translated error, counting and reading nothing', async () => {
    const answer = await get(`${apiPaths.ownDataSummary}?language=fr`, b.cookie);
    expectStatus(answer, 400);
    expect(answer.json).toEqual({
      error: { code: 'validation', fields: { language: 'account.language.invalid' } },
    });
    expect(validationBm['account.language.invalid']).toBeTruthy();
    expect(validationEng['account.language.invalid']).toBeTruthy();
  });
});

describe('headers and limits', () => {
  it('sends both as attachments named by the day, kept by no cache', async () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(
      new Date(),
    );
    // A member of its own: A's and B's downloads spent much of their hour's budget.
    const { cookie } = await newMember(urls, 'eng', 'Chong Wei Ling');
    const raw = await fetch(`${urls.api}${apiPaths.ownData}`, { headers: { cookie } });
    expect(raw.headers.get('cache-control')).toBe('private, no-store');
    expect(raw.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(raw.headers.get('content-disposition')).toBe(
      `attachment; filename="gsk-data-${day}.json"`,
    );
    const page = await fetch(`${urls.api}${apiPaths.ownDataSummary}`, { headers: { cookie } });
    expect(await page.text()).toContain('<html lang="en">');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-disposition')).toBe(
      `attachment; filename="gsk-data-${day}.html"`,
    );
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('allows a member 6 downloads an hour, then 429 with Retry-After', async () => {
    const member = await newMember(urls, 'bm', 'Zainab binti Idris');
    const answers: Answer[] = [];
    for (let count = 0; count < 7; count += 1)
      answers.push(
        await get(count % 2 ? apiPaths.ownData : apiPaths.ownDataSummary, member.cookie),
      );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(answers[6]?.json).toEqual({ error: { code: 'too_many_requests' } });
    expect(Number(answers[6]?.retryAfter)).toBeGreaterThan(0);
  });
});

describe('speed', () => {
  it('makes the file of a member with hundreds of records well within a minute', async () => {
    const member = await newMember(urls, 'bm', 'Kamal bin Yusof');
    const createdAt = new Date().toISOString();
    // 400 donations under the member's mobile and 300 audit entries about them, as the ledger
    // and the staff routes write them (the routes would take many minutes to make so many).
    const items: { table: string; item: Record<string, unknown> }[] = [];
    for (let index = 0; index < 400; index += 1) {
      const paymentId = `17${String(index).padStart(11, '0')}Z${randomUUID().slice(0, 4)}`;
      items.push(
        {
          table: names.paymentsTable,
          item: {
            pk: `DONOR#${member.mobile}`,
            sk: `${createdAt}#${paymentId}`,
            paymentId,
          },
        },
        {
          table: names.paymentsTable,
          item: {
            pk: `PAYMENT#${paymentId}`,
            sk: 'PAYMENT',
            paymentId,
            status: 'success',
            amount: 10,
            currency: 'MYR',
            name: 'Kamal bin Yusof',
            email: 'kamal@example.com',
            phone: member.mobile,
            language: 'bm',
            custIp: '127.58.200.1',
            origin: urls.site,
            createdAt,
            updatedAt: createdAt,
            paidAt: createdAt,
          },
        },
      );
    }
    for (let index = 0; index < 300; index += 1) {
      const at = new Date(Date.now() - index * 1000).toISOString();
      items.push({
        table: names.membersTable,
        item: {
          pk: 'AUDIT',
          sk: `${at}#${randomUUID()}`,
          at,
          action: 'member.viewed',
          actor: { memberId: 'staff', name: 'Siti Hajar binti Omar' },
          subject: { type: 'member', id: member.memberId },
        },
      });
    }
    for (let start = 0; start < items.length; start += 25) {
      const batch = items.slice(start, start + 25);
      const byTable: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> = {};
      for (const { table, item } of batch)
        (byTable[table] ??= []).push({ PutRequest: { Item: item } });
      await documents.send(new BatchWriteCommand({ RequestItems: byTable }));
    }

    const began = performance.now();
    const answer = await get(apiPaths.ownData, member.cookie);
    const took = performance.now() - began;
    expectStatus(answer, 200);
    const data = answer.json as OwnData;
    expect(data.donations).toHaveLength(400);
    expect(data.staffActions).toHaveLength(300);
    console.info(`own data of 400 donations and 300 audit entries: ${Math.round(took)} ms`);
    expect(took).toBeLessThan(30_000);
  });
});
