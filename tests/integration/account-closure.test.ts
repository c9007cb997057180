import { createHash, randomBytes } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { PutCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { canonicalMobile, mobileDigits } from '@gsk/core/account/mobile';
import { apiPath, apiPaths } from '@gsk/core/api';
import type { OrderStartResponse } from '@gsk/core/api';
import { SESSION_COOKIE_NAME } from '@gsk/core/constants';
import { validationBm } from '@gsk/core/i18n/validation-bm';
import { validationEng } from '@gsk/core/i18n/validation-eng';
import { validationPrivacyBm } from '@gsk/core/i18n/validation-privacy-bm';
import { validationPrivacyEng } from '@gsk/core/i18n/validation-privacy-eng';
import type { AccountClosed } from '@gsk/core/privacy/closure';
import { afterAll, describe, expect, it } from 'vitest';
import { names } from '../../infra/names';
import {
  keysUnder,
  localS3,
  objectBytes,
  postForm,
  samplePdf,
  uploadCv,
} from './application-client';
import { moneyStack, seedCampaignItems } from './crowdfunding-seed';
import { memberCall, signUpMember, type SignedUpMember } from './member-client';
import { newMember } from './member-fixture';
import { donation } from './payment-client';
import { line, orderBody, putEvent, putProduct, shopClient } from './shop-fixture';
import { newActivity } from './volunteer-fixture';
import { apiCall, volunteerForm } from './volunteer-support';

/*
 * Closing an account (issue 32, docs/privacy.md "Closing an account") over HTTP against a stack
 * of the file's own (its checks scan whole tables and the bucket): a member who donated (paid at
 * the eGHL simulator, named on the donor wall), registered for an event, took a shift,
 * volunteered, ran a supporter's page, applied with a CV, ordered (delivered) and wrote a contact
 * message closes their account. The ledger's totals stay byte for byte, nothing anywhere holds
 * their name, number, email or address, the CV is gone, their sessions end, the number can sign
 * up afresh, and another member's data is untouched. Refusals, a wrong password, a missing
 * confirmation and a signed-out request write nothing; the route is limited. Visitors use
 * 127.59.x.x.
 */

const { urls, client, documents } = await moneyStack();
const s3 = localS3(urls.s3);
afterAll(() => s3.destroy());

let visitors = 0;
const nextVisitor = () => {
  visitors += 1;
  return `127.59.${1 + Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
};
const shop = shopClient(urls, nextVisitor);

/** A call of the member's own routes, with their session, from an address of its own. */
const call = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  cookie: string | undefined,
  body?: unknown,
) => apiCall(urls, nextVisitor(), method, path, { body, cookie });

const close = (cookie: string | undefined, body: unknown) =>
  call('POST', apiPaths.closeAccount, cookie, body);

/** Starts a donation (201) with the member's session and opens its payment page. */
async function give(cookie: string, body: Record<string, unknown>): Promise<string> {
  const answer = await call('POST', apiPaths.payments, cookie, donation(body));
  expect(answer.status, answer.text).toBe(201);
  const { paymentId, url } = answer.json as { paymentId: string; url: string };
  expect((await fetch(url)).status).toBe(200);
  return paymentId;
}

/** The gateway's success of a started payment, its callback answered. */
async function pay(paymentId: string) {
  await client.decide(paymentId, 'success');
  await client.callbackAnswered(paymentId, '0');
}

/** Places a signed-in order and pays it; answers its number. */
async function paidOrder(cookie: string, body: ReturnType<typeof orderBody>): Promise<string> {
  const answer = await shop.order(body, cookie);
  expect(answer.status, answer.text).toBe(201);
  const { orderId, url } = answer.json as OrderStartResponse;
  expect((await fetch(url)).status).toBe(200);
  await pay(orderId);
  return orderId;
}

/** Marks an order delivered as staff's "delivered" leaves it (docs/shop.md, "Staff"). */
const deliver = (orderId: string) =>
  documents.send(
    new UpdateCommand({
      TableName: names.paymentsTable,
      Key: { pk: `PAYMENT#${orderId}`, sk: 'PAYMENT' },
      UpdateExpression:
        'SET orderState = :delivered, fulfilment = :delivered, listKind = :kind, deliveredAt = :now',
      ExpressionAttributeValues: {
        ':delivered': 'delivered',
        ':kind': 'order#delivered',
        ':now': new Date().toISOString(),
      },
    }),
  );

/** Every item of a table, each as its JSON, sorted. */
async function scan(table: string): Promise<string[]> {
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({ TableName: table, ConsistentRead: true, ExclusiveStartKey: start }),
    );
    items.push(...(page.Items ?? []).map((item) => JSON.stringify(item)));
    start = page.LastEvaluatedKey;
  } while (start);
  return items.sort();
}

/** Every object of the bucket: its key and its text. */
async function bucket(): Promise<string[]> {
  const { Contents = [] } = await s3.send(
    new ListObjectsV2Command({ Bucket: names.applicationsBucket }),
  );
  return Promise.all(
    Contents.map(
      async ({ Key = '' }) =>
        `${Key} ${Buffer.from((await objectBytes(s3, Key)) ?? []).toString('latin1')}`,
    ),
  );
}

/** Both tables (the request counters aside: a refused request may count) and the bucket. */
async function everything(): Promise<string[]> {
  const [payments, members, objects] = await Promise.all([
    scan(names.paymentsTable),
    scan(names.membersTable),
    bucket(),
  ]);
  return [...payments, ...members, ...objects];
}

/** The ledger's totals: every `TOTALS` item (overall, enterprises, days, months, campaigns, shop). */
const totals = async () =>
  (
    await documents.send(
      new QueryCommand({
        TableName: names.paymentsTable,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'TOTALS' },
        ConsistentRead: true,
      }),
    )
  ).Items?.map((item) => JSON.stringify(item)) ?? [];

/** The strings that would say who the member was, in the forms every store may spell them. */
const identityOf = (member: SignedUpMember, email: string) => {
  const canonical = canonicalMobile(member.mobile);
  return [
    member.profile.name,
    email,
    canonical,
    mobileDigits(canonical),
    member.mobile,
    // The local number without its country code, as a form may have kept it.
    `0${mobileDigits(canonical).slice(2)}`,
    address.line1,
  ];
};

const address = {
  line1: 'No. 7, Lorong Sentosa 3, Taman Tunku',
  line2: '',
  postcode: '50300',
  city: 'Kuala Lumpur',
};

/** The validation message of a field in both languages: a real text of each catalogue. */
const bothLanguages = (key: string) => {
  const bm = { ...validationBm, ...validationPrivacyBm } as Record<string, string>;
  const eng = { ...validationEng, ...validationPrivacyEng } as Record<string, string>;
  expect(bm[key], key).toBeTruthy();
  expect(eng[key], key).toBeTruthy();
  expect(bm[key]).not.toBe(eng[key]);
};

describe('closing an account', () => {
  it('erases a member who gave, registered, volunteered, applied, ordered and wrote; keeps the ledger whole and another member untouched', async () => {
    const member = await signUpMember(urls, nextVisitor(), { name: 'Nurul Izzah binti Hashim' });
    const other = await signUpMember(urls, nextVisitor(), { name: 'Kamarul Ariffin bin Said' });
    const email = `nurul.izzah+${process.pid}@example.com`;
    const profiled = await call('POST', apiPaths.profile, member.cookie, {
      name: member.profile.name,
      state: member.profile.state,
      parliament: member.profile.parliament,
      dun: member.profile.dun,
      language: 'bm',
      email,
    });
    expect(profiled.status, profiled.text).toBe(200);

    // A campaign with the member's approved supporter's page, and a donation through it.
    await seedCampaignItems(
      documents,
      { id: `tutup-${process.pid}`, enterprise: 'kesum' },
      { code: 'nurul7', memberId: member.profile.id, status: 'approved', title: 'Larian Nurul' },
    );
    const donated = await give(member.cookie, {
      name: member.profile.name,
      email,
      phone_number: member.mobile,
      amount: 50,
      notes: 'Untuk anak-anak Kampung Kerinchi',
      fundraiser: 'nurul7',
      donor_wall: true,
    });
    await pay(donated);
    const othersGift = await give(other.cookie, {
      name: other.profile.name,
      phone_number: other.mobile,
      amount: 30,
    });
    await pay(othersGift);

    // An upcoming event with one place, taken by the member, a third member waiting for it.
    const eventId = await putEvent(documents, { capacity: 1 });
    const registrations = apiPath(apiPaths.eventRegistrations, { id: eventId });
    expect((await call('POST', registrations, member.cookie)).status).toBe(201);
    const waiting = await newMember(urls);
    const joined = await call('POST', registrations, waiting.cookie, { waitingList: true });
    expect(joined.status, joined.text).toBe(201);
    // A past event the member attended: its registration is detached, its count kept.
    const pastId = await putEvent(documents, {
      startsAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() - 3 * 86_400_000 + 7_200_000).toISOString(),
      registeredCount: 1,
    });
    for (const Item of [
      { pk: `EVENT#${pastId}`, sk: `REG#${member.profile.id}`, eventId: pastId },
      { pk: `MEMBER#${member.profile.id}`, sk: `REG#${pastId}`, eventId: pastId },
    ]) {
      await documents.send(new PutCommand({ TableName: names.membersTable, Item }));
    }

    // A volunteer with a place on a shift.
    const volunteered = await call('PUT', apiPaths.volunteer, member.cookie, volunteerForm());
    expect(volunteered.status, volunteered.text).toBe(200);
    const { activityId, shiftIds } = await newActivity(urls, { places: 3 });
    const shiftId = shiftIds[0] ?? '';
    const signedUp = await call(
      'POST',
      apiPath(apiPaths.shiftSignups, { id: activityId, shiftId }),
      member.cookie,
    );
    expect(signedUp.status, signedUp.text).toBe(201);

    // A partner application with a CV, given with the member's number typed another way.
    const from = nextVisitor();
    const cv = await uploadCv(urls.api, from, 'partner', {
      bytes: await samplePdf('Nurul Izzah CV'),
      filename: 'cv-nurul.pdf',
      contentType: 'application/pdf',
    });
    const applied = await postForm(`${urls.api}/api/partnerForm`, from, {
      name: member.profile.name,
      email,
      phone: `+60 ${member.mobile.slice(1)}`,
      contributionType: 'equity',
      enterpriseType: 'kesum',
      additionalComments: 'Saya mengusahakan gerai di Pasar Kerinchi',
      cvKey: cv.key,
      cvToken: cv.token,
    });
    expect(applied.status, applied.text).toBe(201);
    const { id: applicationId } = applied.json as { id: string };
    expect(await keysUnder(s3, `applications/${applicationId}/`)).toHaveLength(2);

    // A delivered order, and a contact message.
    const slug = await putProduct(documents, {
      variants: [{ sku: 'M', size: 'M', priceSen: 3_990, stock: 50 }],
    });
    const orderId = await paidOrder(
      member.cookie,
      orderBody([line(slug, 'M')], 3_990 + 800, {
        name: member.profile.name,
        email,
        phone_number: member.mobile,
        address,
      }),
    );
    await deliver(orderId);
    const wrote = await call('POST', apiPaths.contact, undefined, {
      name: member.profile.name,
      email,
      phone: member.mobile,
      message: 'Saya ingin tahu tentang koperasi belia di Lembah Pantai.',
      language: 'bm',
    });
    expect(wrote.status, wrote.text).toBe(201);

    const identity = identityOf(member, email);
    const before = await everything();
    // The set-up really holds the member's data everywhere the closure must reach.
    for (const value of identity.slice(0, 3)) {
      expect(
        before.some((item) => item.includes(value)),
        value,
      ).toBe(true);
    }
    const totalsBefore = await totals();
    const othersBefore = before.filter(
      (item) => item.includes(other.profile.id) || item.includes(other.profile.name),
    );
    expect(othersBefore.length).toBeGreaterThan(3);

    const closed = await close(member.cookie, { password: member.password, confirm: true });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.json).toEqual({
      status: 'closed',
      counts: {
        placesCancelled: 2,
        placesDetached: 1,
        paymentsErased: 2,
        fundraisersErased: 1,
        applicationsErased: 1,
        messagesErased: 1,
      },
    } satisfies AccountClosed);
    expect(closed.setCookie?.join(' ')).toMatch(new RegExp(`${SESSION_COOKIE_NAME}=;.*Max-Age=0`));

    const after = await everything();
    // The ledger's totals, byte for byte; and the page's and the payments' amounts kept.
    expect(await totals()).toEqual(totalsBefore);
    expect(await client.ledgerRow(donated)).toMatchObject({
      status: 'success',
      amount: 50,
      fundraiser: 'nurul7',
      name: '',
      email: '',
      phone: '',
    });
    expect(await client.ledgerRow(orderId)).toMatchObject({
      orderState: 'delivered',
      totalSen: 3_990 + 800,
      delivery: { method: 'post', line1: '', postcode: '', city: '' },
    });
    // Nothing anywhere says who they were.
    for (const value of identity) {
      expect(
        after.filter((item) => item.toLowerCase().includes(value.toLowerCase())),
        value,
      ).toEqual([]);
    }
    expect(after.some((item) => item.includes(`MEMBER#${member.profile.id}`))).toBe(false);
    // The CV and the application's file are gone.
    expect(await keysUnder(s3, `applications/${applicationId}/`)).toEqual([]);
    // Another member's data is exactly as it was.
    expect(
      after.filter((item) => item.includes(other.profile.id) || item.includes(other.profile.name)),
    ).toEqual(othersBefore);
    // The place freed went to the person waiting.
    const promoted = after.find((item) => item.includes(`"sk":"REG#${waiting.memberId}"`));
    expect(promoted).toMatch(/"status":"confirmed"/);
    // One audit entry, with no personal data.
    const audit = after.filter((item) => item.includes('"account.closed"'));
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0] ?? '{}')).toMatchObject({
      pk: 'AUDIT',
      action: 'account.closed',
      subject: { type: 'member', id: member.profile.id },
      details: { paymentsErased: 2 },
    });

    // The session no longer works, the account cannot sign in, the number signs up afresh.
    expect((await call('GET', apiPaths.me, member.cookie)).status).toBe(401);
    expect((await close(member.cookie, { password: member.password, confirm: true })).status).toBe(
      401,
    );
    const signIn = await memberCall(urls, apiPaths.signIn, nextVisitor(), {
      body: { mobile: member.mobile, password: member.password },
    });
    expect(signIn.status).toBe(401);
    const again = await signUpMember(urls, nextVisitor(), { mobile: member.mobile });
    expect(again.profile.id).not.toBe(member.profile.id);
    expect((await call('GET', apiPaths.ownDonations, again.cookie)).json).toMatchObject({
      donations: [],
    });
  });

  it('refuses a wrong password, a missing confirmation and a signed-out request, writing nothing', async () => {
    const member = await signUpMember(urls, nextVisitor());
    const before = await everything();
    const wrong = await close(member.cookie, { password: 'bukan-kata-laluan', confirm: true });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({
      error: { code: 'validation', fields: { password: 'account.currentPassword.wrong' } },
    });
    bothLanguages('account.currentPassword.wrong');
    for (const confirm of [false, 'true', 1, undefined]) {
      const unconfirmed = await close(member.cookie, { password: member.password, confirm });
      expect(unconfirmed.status).toBe(400);
      expect(unconfirmed.json).toEqual({
        error: { code: 'validation', fields: { confirm: 'closure.confirm.required' } },
      });
    }
    bothLanguages('closure.confirm.required');
    const blank = await close(member.cookie, { password: '', confirm: true });
    expect(blank.json).toMatchObject({
      error: { fields: { password: 'account.currentPassword.required' } },
    });
    const signedOut = await close(undefined, { password: member.password, confirm: true });
    expect(signedOut.status).toBe(401);
    expect(signedOut.json).toEqual({ error: { code: 'unauthenticated' } });
    expect(await everything()).toEqual(before);
    expect((await call('GET', apiPaths.me, member.cookie)).status).toBe(200);
  });

  it('refuses while a payment is pending or a paid order is undelivered, saying which, writing nothing', async () => {
    const pending = await signUpMember(urls, nextVisitor());
    await give(pending.cookie, { phone_number: pending.mobile });
    const undelivered = await signUpMember(urls, nextVisitor());
    const slug = await putProduct(documents, {
      variants: [{ sku: 'L', size: 'L', priceSen: 2_000, stock: 10 }],
    });
    const orderId = await paidOrder(
      undelivered.cookie,
      orderBody([line(slug, 'L')], 2_000 + 800, { phone_number: undelivered.mobile }),
    );
    const before = await everything();
    const refusedPending = await close(pending.cookie, {
      password: pending.password,
      confirm: true,
    });
    expect(refusedPending.status).toBe(409);
    expect(refusedPending.json).toEqual({ error: { code: 'close_payment_pending' } });
    const refusedOrder = await close(undelivered.cookie, {
      password: undelivered.password,
      confirm: true,
    });
    expect(refusedOrder.status).toBe(409);
    expect(refusedOrder.json).toEqual({ error: { code: 'close_order_undelivered' } });
    expect(await everything()).toEqual(before);
    // Once delivered, the same member can close.
    await deliver(orderId);
    const closed = await close(undelivered.cookie, {
      password: undelivered.password,
      confirm: true,
    });
    expect(closed.status, closed.text).toBe(200);
  });

  it('ends every session of the member, and finishes a closure that crashed before ending them', async () => {
    const member = await signUpMember(urls, nextVisitor());
    const second = await memberCall(urls, apiPaths.signIn, nextVisitor(), {
      body: { mobile: member.mobile, password: member.password },
    });
    expect(second.status).toBe(200);
    const secondCookie = second.setCookie?.[0]?.split(';')[0] ?? '';
    expect((await close(member.cookie, { password: member.password, confirm: true })).status).toBe(
      200,
    );
    expect((await call('GET', apiPaths.me, secondCookie)).status).toBe(401);

    // A closure killed after its last write (the profile gone, the audit written) and before
    // the sessions ended: the session left behind, as sessions.ts writes one.
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    for (const Item of [
      {
        pk: `SESSION#${hash}`,
        sk: 'SESSION',
        memberId: member.profile.id,
        role: 'member',
        expiresAt,
      },
      { pk: `MEMBER#${member.profile.id}`, sk: `SESSION#${hash}`, expiresAt },
    ]) {
      await documents.send(new PutCommand({ TableName: names.membersTable, Item }));
    }
    const audits = async () =>
      (await scan(names.membersTable)).filter((item) => item.includes('"account.closed"')).length;
    const auditsBefore = await audits();
    // The retry needs no password: nothing is left that one protects, only sessions to end.
    const retried = await close(`${SESSION_COOKIE_NAME}=${token}`, {
      password: 'apa-apa-sahaja',
      confirm: true,
    });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.setCookie?.join(' ')).toMatch(/Max-Age=0/);
    expect(
      (await scan(names.membersTable)).filter((item) => item.includes(member.profile.id)),
    ).toEqual(
      (await scan(names.membersTable)).filter(
        (item) => item.includes('"account.closed"') && item.includes(member.profile.id),
      ),
    );
    expect(await audits()).toBe(auditsBefore);
  });

  it('limits closures per member', async () => {
    const member = await signUpMember(urls, nextVisitor());
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push(
        (await close(member.cookie, { password: 'salah-lagi-2024', confirm: true })).status,
      );
    }
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
