import { randomUUID } from 'node:crypto';
import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { apiPath, apiPaths } from '@gsk/core/api';
import type { EventFundraising, OwnDonations } from '@gsk/core/api';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import { validationBm } from '@gsk/core/i18n/validation-bm';
import { validationEng, type ValidationKey } from '@gsk/core/i18n/validation-eng';
import { afterEach, describe, expect, it } from 'vitest';
import { names } from '../../infra/names';
import { readPdf } from '../support/pdf-text';
import { send } from './application-client';
import { moneyStack, seedCampaignItems } from './crowdfunding-seed';
import { eventValues } from './event-fixture';
import { newMember, type TestMember } from './member-fixture';
import { donation } from './payment-client';

/*
 * The money path's attribution (docs/crowdfunding.md, "Attribution") and the donor's own record
 * (donations, PDF receipts, yearly statements, the LHDN 44(6) setting) over HTTP against a stack
 * of the file's own: its refusals check that nothing at all was written, and the 44(6) setting is
 * this process's environment (the handlers read it per call). Visitors use the loopback range
 * 127.45.x (127.45.100 on: the race file has the lower blocks).
 */

const { urls, client, documents } = await moneyStack();
const { createEvent } = await import('../../functions/src/events/events');
afterEach(() => {
  delete process.env.TAX_DEDUCTION_REFERENCE;
});

let visitors = 0;
const nextVisitor = () => {
  visitors += 1;
  return `127.45.${100 + Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
};

/** `POST /api/payments` as the site's form sends it, with a member's session when given. */
const start = (body: Record<string, unknown>, cookie?: string) =>
  send(`${urls.api}${apiPaths.payments}`, nextVisitor(), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: urls.site,
      ...(cookie && { cookie }),
    },
    body: JSON.stringify(donation(body)),
  });

/** Starts a donation (201) and opens its payment page, answering its PaymentID. */
async function give(body: Record<string, unknown>, cookie?: string): Promise<string> {
  const answer = await start(body, cookie);
  expect(answer.status, answer.text).toBe(201);
  const { paymentId, url } = answer.json as { paymentId: string; url: string };
  expect((await fetch(url)).status).toBe(200);
  return paymentId;
}

/** The gateway's success for a started donation, delivered to the callback. */
async function pay(paymentId: string) {
  await client.decide(paymentId, 'success', false);
  expect((await client.redeliver(paymentId)).body).toBe('OK');
}

const paymentRowCount = async () =>
  (
    await documents.send(
      new ScanCommand({
        TableName: names.paymentsTable,
        FilterExpression: 'begins_with(pk, :payment) OR begins_with(pk, :donor)',
        ExpressionAttributeValues: { ':payment': 'PAYMENT#', ':donor': 'DONOR#' },
        ConsistentRead: true,
      }),
    )
  ).Items?.length ?? 0;

const pointers = async (mobile: string) =>
  (
    (
      await documents.send(
        new QueryCommand({
          TableName: names.paymentsTable,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `DONOR#${mobile}` },
          ConsistentRead: true,
        }),
      )
    ).Items ?? []
  ).map((item) => String(item.paymentId));

/** A GET of the member's own routes, by fetch (a PDF's bytes stay bytes). */
const own = (path: string, cookie?: string) =>
  fetch(`${urls.api}${path}`, { headers: cookie ? { cookie } : {} });

const pdfText = async (response: Response) =>
  (await readPdf(new Uint8Array(await response.arrayBuffer()))).pages
    .flat()
    .join(' ')
    .replace(/\s+/g, ' ');

/** A member's mobile as a donor types it in the form (`+60113…` → `011-3… …`). */
const typed = (mobile: string) => `0${mobile.slice(3, 5)}-${mobile.slice(5, 9)} ${mobile.slice(9)}`;

const stackItem = async (pk: string, sk: string) => {
  const { Items = [] } = await documents.send(
    new QueryCommand({
      TableName: names.paymentsTable,
      KeyConditionExpression: 'pk = :pk AND sk = :sk',
      ExpressionAttributeValues: { ':pk': pk, ':sk': sk },
      ConsistentRead: true,
    }),
  );
  return Items[0];
};

describe('attribution at the payment’s start', () => {
  it('gives a supporter’s page’s donation to the page, its campaign and the campaign’s enterprise', async () => {
    await seedCampaignItems(
      documents,
      { id: 'dapur-kesum-a', enterprise: 'kesum' },
      { code: 'kesum2', memberId: randomUUID() },
    );
    const paymentId = await give({ fundraiser: 'kesum2', enterprise: 'tanamduit' });
    expect(await client.ledgerRow(paymentId)).toMatchObject({
      fundraiser: 'kesum2',
      campaign: 'dapur-kesum-a',
      enterprise: 'kesum',
    });
  });

  it('gives an ended campaign’s donation to its enterprise only', async () => {
    await seedCampaignItems(documents, {
      id: 'tanam-sudah-tamat',
      enterprise: 'tanamduit',
      startsInDays: -30,
      endsInDays: -1,
    });
    const paymentId = await give({ campaign: 'tanam-sudah-tamat' });
    const row = await client.ledgerRow(paymentId);
    expect(row).toMatchObject({ enterprise: 'tanamduit' });
    expect(row).not.toHaveProperty('campaign');
    await pay(paymentId);
    expect(await stackItem('TOTALS', 'CAMPAIGN#tanam-sudah-tamat')).toBeUndefined();
  });

  it.each([
    ['an unknown campaign', { campaign: 'tiada-kempen-ini' }, 'campaign'],
    ['a draft campaign', { campaign: 'kempen-draf' }, 'campaign'],
    ['an upcoming campaign', { campaign: 'kempen-akan-datang' }, 'campaign'],
    ['a cancelled campaign', { campaign: 'kempen-batal' }, 'campaign'],
    ['an unknown supporter’s page', { fundraiser: 'zzzzzz' }, 'fundraiser'],
    ['a page waiting for approval', { fundraiser: 'tunggu' }, 'fundraiser'],
    ['an unknown event', { event: randomUUID() }, 'event'],
  ])('refuses %s with the translated key on its field, writing nothing', async (_, body, field) => {
    await seedCampaignItems(documents, { id: 'kempen-draf', status: 'draft' });
    await seedCampaignItems(documents, {
      id: 'kempen-akan-datang',
      startsInDays: 3,
      endsInDays: 20,
    });
    await seedCampaignItems(documents, { id: 'kempen-batal', status: 'cancelled' });
    await seedCampaignItems(
      documents,
      { id: 'kempen-berjalan' },
      { code: 'tunggu', memberId: randomUUID(), status: 'pending' },
    );
    const before = await paymentRowCount();
    const answer = await start(body);
    const key = `donation.${field}.invalid` as ValidationKey;
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: { code: 'validation', fields: { [field]: key } } });
    // The key the form shows, in both languages.
    expect(validationBm[key]).toBeTruthy();
    expect(validationEng[key]).toBeTruthy();
    expect(await paymentRowCount()).toBe(before);
  });

  it('counts an event page’s donation towards a visible event with a goal, live', async () => {
    const { id } = await createEvent(eventValues({ fundraisingGoal: 5_000 }));
    const noGoal = await createEvent(eventValues());
    const draft = await createEvent(eventValues({ fundraisingGoal: 800, status: 'draft' }));
    const fundraising = () => own(apiPath(apiPaths.eventFundraising, { id }));

    const empty = await fundraising();
    expect(empty.status).toBe(200);
    expect(empty.headers.get('cache-control')).toMatch(/^public, max-age=30/);
    expect(await empty.json()).toEqual({ goal: 5_000, raised: { amount: 0, contributors: 0 } });

    await pay(await give({ event: id, amount: 120 }));
    await pay(await give({ event: id, amount: 30 }));
    expect((await (await fundraising()).json()) as EventFundraising).toEqual({
      goal: 5_000,
      raised: { amount: 150, contributors: 2 },
    });

    for (const other of [noGoal.id, draft.id]) {
      expect((await start({ event: other })).json).toEqual({
        error: { code: 'validation', fields: { event: 'donation.event.invalid' } },
      });
      const answer = await own(apiPath(apiPaths.eventFundraising, { id: other }));
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ error: { code: 'event_not_found' } });
    }
  });

  it('points a signed-in donor’s donation to their own mobile, whatever number they typed', async () => {
    const member = await newMember(urls);
    const paymentId = await give({ phone_number: '012-999 0001' }, member.cookie);
    expect(await client.ledgerRow(paymentId)).toMatchObject({
      memberId: member.memberId,
      donorKey: member.mobile,
    });
    expect(await pointers(member.mobile)).toEqual([paymentId]);
    expect(await pointers('+60129990001')).toEqual([]);
  });

  it('points a donation to the typed number when it is a Malaysian mobile, and nowhere otherwise', async () => {
    const mobile = `+6017${String(Date.now()).slice(-7)}`;
    const paymentId = await give({ phone_number: typed(mobile) });
    expect(await pointers(mobile)).toEqual([paymentId]);
    const landline = await give({ phone_number: '(03) 2691 4455' });
    const foreign = await give({ phone_number: '+1 212-555 0199' });
    for (const id of [landline, foreign]) {
      const row = await client.ledgerRow(id);
      expect(row).not.toHaveProperty('donorKey');
    }
  });

  it('ignores an identity-card number while the LHDN setting is off', async () => {
    const paymentId = await give({ identity_no: '900101-14-5678' });
    expect(await client.ledgerRow(paymentId)).not.toHaveProperty('identityNo');
  });
});

describe('the donor’s own record', () => {
  /** A member with a signed-in success, a success given with their typed mobile, and a failure. */
  async function donorWithHistory(): Promise<{
    member: TestMember;
    signedIn: string;
    byMobile: string;
  }> {
    const member = await newMember(urls);
    const campaign = `kempen-${member.memberId.slice(0, 8)}`;
    await seedCampaignItems(documents, { id: campaign, enterprise: 'kesum' });
    const signedIn = await give({ campaign, amount: 75 }, member.cookie);
    await pay(signedIn);
    const byMobile = await give({ phone_number: typed(member.mobile), amount: 40 });
    await pay(byMobile);
    const failed = await give({ phone_number: typed(member.mobile) });
    await client.decide(failed, 'failure', false);
    await client.redeliver(failed);
    return { member, signedIn, byMobile };
  }

  it('lists the donations made signed in or with the member’s mobile, newest first, with the statement years', async () => {
    const { member, signedIn, byMobile } = await donorWithHistory();
    const answer = await own(apiPaths.ownDonations, member.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const record = (await answer.json()) as OwnDonations;
    expect(record.donations.map((item) => item.paymentId)).toEqual([byMobile, signedIn]);
    expect(record.donations[1]).toMatchObject({
      amount: 75,
      status: 'success',
      enterprise: 'kesum',
      campaign: { title: { bm: expect.stringMatching(/^Dapur Komuniti/) } },
      receipt: true,
    });
    expect(record.statementYears).toEqual([Number(malaysianDate(new Date()).slice(0, 4))]);
    expect((await own(apiPaths.ownDonations)).status).toBe(401);
  });

  it('downloads a PDF receipt in the member’s language, or the one asked for, and no one else’s', async () => {
    const { member, signedIn } = await donorWithHistory();
    const path = apiPath(apiPaths.ownDonationReceipt, { id: signedIn });
    const malay = await own(path, member.cookie);
    expect(malay.status).toBe(200);
    expect(malay.headers.get('content-type')).toBe('application/pdf');
    expect(malay.headers.get('cache-control')).toBe('private, no-store');
    expect(malay.headers.get('content-disposition')).toBe(
      `attachment; filename="resit-${signedIn}.pdf"`,
    );
    const bm = await pdfText(malay);
    // The donor as named on the donation's form.
    for (const text of ['Resit Sumbangan', signedIn, 'RM75.00', 'Ahmad Faiz', 'Perusahaan Kesum']) {
      expect(bm).toContain(text);
    }
    expect(bm).toContain(
      'Ini bukan resit potongan cukai: Gerakan Sektor Ketiga tidak memegang kelulusan di bawah subseksyen 44(6) Akta Cukai Pendapatan 1967.',
    );
    const eng = await pdfText(await own(`${path}?lang=eng`, member.cookie));
    expect(eng).toContain('Donation Receipt');
    expect(eng).toContain(
      'This is not a tax-deduction receipt: Gerakan Sektor Ketiga does not hold an approval under subsection 44(6) of the Income Tax Act 1967.',
    );

    const stranger = await newMember(urls);
    const refused = await own(path, stranger.cookie);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: { code: 'donation_not_found' } });
    expect((await own(path)).status).toBe(401);
  });

  it('downloads a year’s statement with its total, and 404 for a year without a donation', async () => {
    const { member, signedIn, byMobile } = await donorWithHistory();
    const year = malaysianDate(new Date()).slice(0, 4);
    const answer = await own(`${apiPath(apiPaths.ownStatement, { year })}?lang=eng`, member.cookie);
    expect(answer.status).toBe(200);
    const text = await pdfText(answer);
    for (const expected of [`Donation Statement for ${year}`, signedIn, byMobile, 'RM115.00']) {
      expect(text).toContain(expected);
    }
    const none = await own(apiPath(apiPaths.ownStatement, { year: '2019' }), member.cookie);
    expect(none.status).toBe(404);
  });

  it('prints the 44(6) approval and the identity-card number while the LHDN setting is on', async () => {
    process.env.TAX_DEDUCTION_REFERENCE = 'LHDN.01/35/42/51/179-6.7890';
    const member = await newMember(urls, 'eng');
    const paymentId = await give({ identity_no: '900101145678' }, member.cookie);
    expect(await client.ledgerRow(paymentId)).toMatchObject({ identityNo: '900101-14-5678' });
    await pay(paymentId);
    const text = await pdfText(
      await own(apiPath(apiPaths.ownDonationReceipt, { id: paymentId }), member.cookie),
    );
    expect(text).toContain('Identity-card number 900101-14-5678');
    expect(text).toContain(
      'Tax-deduction receipt: Gerakan Sektor Ketiga is approved under subsection 44(6) of the Income Tax Act 1967 (approval reference LHDN.01/35/42/51/179-6.7890).',
    );
  });
});
