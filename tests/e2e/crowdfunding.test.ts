import { randomInt } from 'node:crypto';
import {
  apiPath,
  apiPaths,
  type ApiErrorBody,
  type FundraiserPage,
  type PublicLedger,
} from '@gsk/core/api';
import { ringgitOfSen, type LedgerFund } from '@gsk/core/crowdfunding';
import { formatSen } from '@gsk/core/i18n/money';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  crowdfundingClient,
  disbursementFields,
  newCampaignId,
} from '../integration/crowdfunding-fixture';
import { donation, paymentClient } from '../integration/payment-client';
import { waitForCode } from '../integration/sms-client';
import { newStaffOn } from '../integration/staff-client';
import { screenshot } from '../support/browser';
import { useBrowser, visit } from '../support/journey';
import { ownStack } from '../support/own-stack';
import { appReady, axeViolations, liveForm, sidewaysOverflow } from '../support/page-checks';
import { signInToConsole } from './staff-journey';

/*
 * Crowdfunding in the browser (issue 30), on a phone in both languages: a visitor gives to a
 * campaign staff made (named on its donor wall); a signed-out visitor starts a supporter's page,
 * signs up on the way with the texted code and sends it, staff approve it in the console (on a
 * desktop), and the page is public, shared and given through; the public ledger of an enterprise
 * and of the whole movement, to the sen, with its chart, table, spending and CSV. Axe clean,
 * console clean, nothing wider than the screen.
 *
 * A stack of the file's own (as e2e/donation.test.ts): its checks read campaign, page and ledger
 * totals, which other files' donations would move on the run's stack. Its API calls come from the
 * file's own loopback block, 127.50.x.x.
 */

const urls = (await ownStack({ site: true })).urls;
const browser = useBrowser();
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `127.50.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
};
const crowdfunding = crowdfundingClient(urls, nextClient);
const payments = paymentClient(urls);

type Language = 'bm' | 'eng';

/** The page fits its viewport, passes axe and is kept as a screenshot. */
async function checkPage(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  expect(await sidewaysOverflow(page), name).toBeLessThanOrEqual(0);
  await screenshot(page, name);
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

/**
 * Waits until `target` shows the text `text` somewhere inside it: an element's whole text, or with
 * `within` part of it (beside a visually hidden label, or followed by more).
 */
const shows = (target: Locator, text: string, { within = false } = {}) =>
  target.getByText(text, { exact: !within }).first().waitFor();

const giveCopy = {
  bm: {
    name: 'Nama',
    email: 'Emel',
    phone: 'Nombor telefon',
    amount: 'Jumlah (RM)',
    wall: 'Paparkan nama saya di dinding penderma',
    submit: 'Sumbang Hari Ini!',
    success: 'Transaksi Berjaya',
  },
  eng: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    amount: 'Amount (RM)',
    wall: 'Show my name on the donor wall',
    submit: 'Contribute Today!',
    success: 'Transaction Successful',
  },
} as const;

/**
 * Gives through the donation form in `form` (a campaign's or a supporter's page), pays at the
 * gateway simulator and waits for the success page and the callback's answer.
 */
async function giveThroughForm(
  page: Page,
  form: Locator,
  language: Language,
  donor: { name: string; email: string; phone: string; amount: number; wall: boolean },
) {
  const text = giveCopy[language];
  await liveForm(form);
  await form.getByLabel(text.name, { exact: true }).fill(donor.name);
  await form.getByLabel(text.email, { exact: true }).fill(donor.email);
  await form.getByLabel(text.phone, { exact: true }).fill(donor.phone);
  await form.getByLabel(text.amount, { exact: true }).fill(String(donor.amount));
  if (donor.wall) await form.getByLabel(text.wall).check();
  await form.getByRole('button', { name: text.submit }).click();
  await page.waitForURL(/\/IPGSG\/Payment\.aspx/);
  const paymentId = new URL(page.url()).searchParams.get('PaymentID') ?? '';
  await page.getByText(`MYR ${donor.amount}.00`).waitFor();
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await page.waitForURL(/\/transaction-status\?/);
  await heading(page, text.success);
  await payments.callbackAnswered(paymentId, '0');
  return paymentId;
}

/** A donation made to the end through the API (started, paid, its callback answered). */
async function giveThroughApi(overrides: Record<string, unknown>) {
  const started = await payments.start(donation(overrides), urls.site, nextClient());
  expect(started.status, await started.clone().text()).toBe(201);
  const { paymentId, url } = (await started.json()) as { paymentId: string; url: string };
  expect((await fetch(url)).status).toBe(200);
  await payments.decide(paymentId, 'success');
  await payments.callbackAnswered(paymentId, '0');
}

describe('giving to a campaign (phone, Malay)', () => {
  it('the campaign in the list with its progress and days left, a gift of RM50 named on the donor wall, then raised, contributors and the name on its page in both languages', async () => {
    const staff = await crowdfunding.staff();
    const campaign = await crowdfunding.createCampaign(staff, {
      id: newCampaignId('e2e-dapur'),
      title: { bm: 'Dapur Komuniti Kesum', eng: 'Kesum’s Community Kitchen' },
      goal: 20_000,
    });
    // From yesterday to 30 days on: 31 days left, today counted.
    expect(campaign.daysLeft).toBe(31);

    const { context, page, problems } = await visit(browser(), 'phone', { language: 'bm' });
    await page.goto(`${urls.site}/crowdfund`);
    await heading(page, 'Kempen kutipan dana');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Dapur Komuniti Kesum' }) });
    await shows(card, 'RM0 terkumpul daripada sasaran RM20,000');
    await shows(card, '0 penyumbang');
    await shows(card, '31 hari lagi');
    await shows(card, 'Untuk Kesum');
    await checkPage(page, 'crowdfund-bm-phone');

    await appReady(page);
    await card.getByRole('link', { name: 'Dapur Komuniti Kesum' }).click();
    await heading(page, 'Dapur Komuniti Kesum');
    expect(new URL(page.url()).pathname).toBe(`/crowdfund/${campaign.id}`);
    await page.getByText('Belum ada nama di sini. Jadilah yang pertama dinamakan!').waitFor();
    await checkPage(page, 'campaign-bm-phone');

    const form = page.getByRole('region', { name: 'Sumbang kepada kempen ini' });
    await giveThroughForm(page, form, 'bm', {
      name: 'Siti Aminah binti Yusof',
      email: 'e2e-crowdfund-siti@example.com',
      phone: '012-505 0001',
      amount: 50,
      wall: true,
    });
    expect(await page.getByText('Terima kasih atas sumbangan anda!').isVisible()).toBe(true);
    await checkPage(page, 'campaign-given-bm-phone');
    expect(problems).toEqual([]);
    await context.close();

    // Another visitor, in English (a browser without the first one's cached answers), sees the
    // gift counted and the donor named.
    const later = await visit(browser(), 'phone', { language: 'eng' });
    await later.page.goto(`${urls.site}/en/crowdfund/${campaign.id}`);
    await heading(later.page, 'Kesum’s Community Kitchen');
    const main = later.page.locator('main');
    await shows(main, 'For Kesum');
    await shows(main, 'RM50 raised of a RM20,000 goal');
    await shows(main, '1 contributor');
    await shows(main, '31 days left');
    await shows(main, 'Start your own fundraising page');
    await later.page.getByRole('region', { name: 'Give to this campaign' }).waitFor();
    await shows(later.page.getByRole('region', { name: 'Donor wall' }), 'Siti Aminah binti Yusof');
    await checkPage(later.page, 'campaign-eng-phone');
    expect(later.problems).toEqual([]);
    await later.context.close();
  });
});

const signUpCopy = {
  form: 'Member sign-up form',
  name: /^Full name/,
  mobile: /^Mobile number/,
  password: /^Password/,
  confirm: /^Confirm password/,
  state: /^Voting state/,
  parliament: /^Parliament constituency/,
  dun: /^DUN constituency/,
  signUp: 'Sign up',
  otpForm: 'Verification code form',
  code: /^Verification code/,
  verify: 'Verify',
};

describe('starting a supporter’s page (phone, English; staff on a desktop)', () => {
  it('from signed out through sign-up with the values kept, pending in the profile, approved in the console, public with its story, shared, given through, and read in Malay', async () => {
    const staffAccount = newStaffOn(urls, nextClient);
    const staff = await crowdfunding.staff();
    const campaign = await crowdfunding.createCampaign(staff, {
      id: newCampaignId('e2e-larian'),
      title: { bm: 'Larian Amal Kesum', eng: 'Kesum Charity Run' },
      goal: 10_000,
    });
    const draft = {
      title: 'Run for Kesum’s kitchen',
      story:
        'I will run 10 km around Titiwangsa Lake so Kesum’s community kitchen can cook for more neighbours.',
      goal: '600',
    };

    const supporter = await visit(browser(), 'phone', { language: 'eng' });
    const tab = supporter.page;
    await tab.goto(`${urls.site}/en/crowdfund/${campaign.id}`);
    await heading(tab, 'Kesum Charity Run');
    await appReady(tab);
    await tab.getByRole('link', { name: 'Start your own fundraising page' }).click();
    await heading(tab, 'Start your fundraising page');
    expect(new URL(tab.url()).pathname).toBe(`/en/crowdfund/${campaign.id}/start`);
    const form = await liveForm(tab.getByRole('form', { name: 'Start your fundraising page' }));
    await form.getByLabel(/^Page title/).fill(draft.title);
    await form.getByLabel(/^Your story/).fill(draft.story);
    await form.getByLabel(/^Your goal \(RM\)/).fill(draft.goal);
    await checkPage(tab, 'start-fundraiser-eng-phone');
    await form.getByRole('button', { name: 'Sign up or sign in to send' }).click();

    // Sign-up, coming back to the form afterwards with what was typed.
    const back = `/en/crowdfund/${campaign.id}/start`;
    await tab.waitForURL(`${urls.site}/en/sign-up?next=${encodeURIComponent(back)}`);
    const signUp = tab.getByRole('form', { name: signUpCopy.form });
    const submit = signUp.getByRole('button', { name: signUpCopy.signUp, exact: true });
    await liveForm(signUp);
    const mobile = `011-${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    await signUp.getByLabel(signUpCopy.name).fill('Farid bin Hassan');
    await signUp.getByLabel(signUpCopy.mobile).fill(mobile);
    await signUp.getByLabel(signUpCopy.password).fill('larian-kesum-10');
    await signUp.getByLabel(signUpCopy.confirm).fill('larian-kesum-10');
    await signUp.getByLabel(signUpCopy.state).selectOption({ label: 'Johor' });
    await signUp.getByLabel(signUpCopy.parliament).selectOption({ label: 'P.140 Segamat' });
    await signUp.getByLabel(signUpCopy.dun).selectOption({ label: 'N.02 Jementah' });
    const sent = new Date(Date.now() - 1000);
    await submit.click();
    const otp = tab.getByRole('form', { name: signUpCopy.otpForm });
    await otp.waitFor();
    await otp.getByLabel(signUpCopy.code).fill(await waitForCode(urls, mobile, sent));
    await otp.getByRole('button', { name: signUpCopy.verify }).click();

    await tab.waitForURL(`${urls.site}${back}`);
    const again = tab.getByRole('form', { name: 'Start your fundraising page' });
    const send = again.getByRole('button', { name: 'Send for review' });
    await send.waitFor();
    expect(await again.getByLabel(/^Page title/).inputValue()).toBe(draft.title);
    expect(await again.getByLabel(/^Your story/).inputValue()).toBe(draft.story);
    expect(await again.getByLabel(/^Your goal \(RM\)/).inputValue()).toBe(draft.goal);
    await liveForm(again);
    await send.click();
    const done = tab
      .getByRole('status')
      .filter({ hasText: 'Your page has been sent for approval' });
    await done.waitFor();
    await checkPage(tab, 'start-fundraiser-sent-eng-phone');

    // The profile shows it waiting for review.
    await done.getByRole('link', { name: 'Go to my profile' }).click();
    const mine = tab.getByRole('region', { name: 'My fundraising pages' });
    const item = mine.getByRole('listitem').filter({ hasText: draft.title });
    await shows(item, 'Pending review');
    await shows(item, 'RM0 of RM600', { within: true });
    await checkPage(tab, 'profile-fundraiser-pending-eng-phone');

    // Staff approve it from the console's waiting pages, on a desktop.
    const desk = await visit(browser(), 'desktop', { language: 'eng' });
    await signInToConsole(desk.page, urls, {
      staff: await staffAccount,
      language: 'eng',
      path: 'staff/fundraisers',
    });
    await heading(desk.page, "Supporters' Pages");
    await desk.page.getByText('1 page is waiting for a decision.').waitFor();
    const row = desk.page
      .getByRole('table', { name: "List of supporters' pages" })
      .getByRole('row')
      .filter({ hasText: draft.title });
    await shows(row, 'Kesum Charity Run', { within: true });
    await shows(row, 'Farid bin Hassan', { within: true });
    await checkPage(desk.page, 'staff-fundraisers-eng-desktop');
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = desk.page.getByRole('dialog', { name: `Approve “${draft.title}”?` });
    await dialog.getByRole('button', { name: 'Yes, approve' }).click();
    await desk.page
      .getByRole('status')
      .filter({ hasText: `“${draft.title}” is approved and now shown to the public.` })
      .waitFor();
    await desk.page.getByText('No page is waiting for a decision.').waitFor();
    expect(desk.problems).toEqual([]);
    await desk.context.close();

    // Live in the profile, with its short link to the public page.
    await tab.reload();
    const live = tab
      .getByRole('region', { name: 'My fundraising pages' })
      .getByRole('listitem')
      .filter({ hasText: draft.title });
    await shows(live, 'Live');
    const link = live.getByRole('link', { name: /\/fundraise\// });
    const code = /\/fundraise\/([^/]+)$/.exec((await link.textContent()) ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
    await appReady(tab);
    await link.click();
    await heading(tab, draft.title);
    expect(new URL(tab.url()).pathname).toBe(`/en/fundraise/${code}`);
    const main = tab.locator('main');
    await shows(main, 'Farid’s fundraising page');
    await shows(main, draft.story);
    await shows(main, 'RM0 raised of a RM600 goal');
    await checkPage(tab, 'fundraiser-eng-phone');

    // Its share dialog shows the short link, and Escape closes it.
    const share = tab.getByRole('button', { name: `Share the page ${draft.title}` });
    await share.click();
    const shareDialog = tab.getByRole('dialog', { name: 'Share' });
    await shareDialog.waitFor();
    await expect
      .poll(() => shareDialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    expect(await shareDialog.locator('.share__link').getAttribute('title')).toBe(
      `${urls.site}/fundraise/${code}`,
    );
    expect(await axeViolations(tab)).toEqual([]);
    await screenshot(tab, 'fundraiser-share-eng-phone');
    await tab.keyboard.press('Escape');
    await shareDialog.waitFor({ state: 'detached' });
    expect(supporter.problems).toEqual([]);
    await supporter.context.close();

    // A friend reads it in Malay and gives through it.
    const friend = await visit(browser(), 'phone', { language: 'bm' });
    await friend.page.goto(`${urls.site}/fundraise/${code}`);
    await heading(friend.page, draft.title);
    await shows(friend.page.locator('main'), 'Halaman kutipan Farid');
    await shows(friend.page.locator('main'), 'RM0 terkumpul daripada sasaran RM600');
    await shows(friend.page.locator('main'), 'Menyokong kempen');
    await checkPage(friend.page, 'fundraiser-bm-phone');
    await giveThroughForm(
      friend.page,
      friend.page.getByRole('region', { name: 'Sumbang melalui halaman Farid' }),
      'bm',
      {
        name: 'Lim Wei Jie',
        email: 'e2e-crowdfund-lim@example.com',
        phone: '012-505 0002',
        amount: 30,
        wall: false,
      },
    );
    expect(friend.problems).toEqual([]);
    await friend.context.close();

    // It counts for the page and for its campaign.
    const answer = await crowdfunding.call('GET', apiPath(apiPaths.fundraiser, { code }));
    const counted = answer.json as FundraiserPage;
    expect(counted.fundraiser.raised).toEqual({ amount: 30, contributors: 1 });
    expect(counted.campaign.raised).toEqual({ amount: 30, contributors: 1 });
    const reader = await visit(browser(), 'phone', { language: 'eng' });
    await reader.page.goto(`${urls.site}/en/fundraise/${code}`);
    await heading(reader.page, draft.title);
    const progress = reader.page.getByRole('progressbar', { name: 'This page’s progress' });
    await expect
      .poll(() => progress.getAttribute('aria-valuetext'))
      .toBe('RM30 raised of a RM600 goal');
    await shows(reader.page.locator('main'), '1 contributor');
    expect(
      await reader.page
        .getByRole('progressbar', { name: 'Campaign progress' })
        .getAttribute('aria-valuetext'),
    ).toBe('RM30 raised of a RM10,000 goal');
    expect(reader.problems).toEqual([]);
    await reader.context.close();
  });
});

const ledgerCopy = {
  bm: {
    prefix: '',
    raised: 'Dikumpul',
    spent: 'Dibelanjakan',
    balance: 'Baki',
    chart: /^Wang dikumpul dan dibelanjakan setiap bulan/,
    table: 'Wang dikumpul, dibelanjakan dan baki setiap bulan',
    spending: 'Perbelanjaan',
    csv: 'Muat turun lejar (CSV)',
    csvBalance: 'Baki (RM)',
    locale: 'ms-MY',
  },
  eng: {
    prefix: '/en',
    raised: 'Raised',
    spent: 'Spent',
    balance: 'Balance',
    chart: /^Money raised and spent each month/,
    table: 'Money raised, spent and the balance, month by month',
    spending: 'Spending',
    csv: 'Download the ledger (CSV)',
    csvBalance: 'Balance (RM)',
    locale: 'en-MY',
  },
} as const;

/** A fund's public ledger as the API answers it. */
async function ledgerOf(fund: LedgerFund): Promise<PublicLedger> {
  const answer = await crowdfunding.call('GET', apiPath(apiPaths.ledger, { fund }));
  expect(answer.status, answer.text).toBe(200);
  return answer.json as PublicLedger;
}

/**
 * Reads a ledger page: its figures (raised, spent, balance) as shown, this month's row of the
 * table, and the last balance of the CSV its link downloads.
 */
async function readLedgerPage(page: Page, language: Language) {
  const text = ledgerCopy[language];
  const figure = (name: string) =>
    page
      .locator('.ledger-figures__item')
      .filter({ has: page.getByRole('term').getByText(name, { exact: true }) })
      .locator('.ledger-figures__amount')
      .textContent();
  await page.locator('.ledger-figures').waitFor();
  const month = new Intl.DateTimeFormat(text.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(new Date());
  await page.getByRole('img', { name: text.chart }).waitFor();
  const row = page
    .getByRole('table', { name: text.table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: month }) });

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: text.csv }).click();
  const download = await downloading;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const rows = parse(Buffer.concat(chunks).toString('utf8'), {
    bom: true,
    columns: true,
  }) as Record<string, string>[];
  return {
    raised: await figure(text.raised),
    spent: await figure(text.spent),
    balance: await figure(text.balance),
    month: await row.getByRole('cell').allTextContents(),
    csvBalance: rows.at(-1)?.[text.csvBalance],
    filename: download.suggestedFilename(),
  };
}

describe('the public ledger (phone, both languages)', () => {
  it('an enterprise’s and the whole movement’s: raised, spent and balance to the sen as the API says, the chart, this month’s row, the disbursement in the page’s language and the CSV’s last balance', async () => {
    const staff = await crowdfunding.staff();
    const campaign = await crowdfunding.createCampaign(staff, {
      id: newCampaignId('e2e-suria'),
      enterprise: 'solar',
      title: { bm: 'Panel Suria untuk Rumah Panjang', eng: 'Solar Panels for a Longhouse' },
      goal: 5_000,
    });
    await giveThroughApi({ amount: 120, enterprise: 'solar', campaign: campaign.id });
    const description = {
      bm: 'Dua panel suria 400 W untuk rumah panjang di Kapit',
      eng: 'Two 400 W solar panels for a longhouse in Kapit',
    };
    const fields = disbursementFields({
      enterprise: 'solar',
      category: 'equipment',
      'description.bm': description.bm,
      'description.eng': description.eng,
    });
    // More than the balance is refused without staff's confirmation, and nothing is written.
    const over = await crowdfunding.disburse(staff, { ...fields, amount: '120.01' });
    expect(over.status, over.text).toBe(409);
    expect((over.json as ApiErrorBody).error).toEqual({
      code: 'balance_insufficient',
      overdraw: { fund: 'solar', balanceSen: 12_000, amountSen: 12_001 },
    });
    const recorded = await crowdfunding.disburse(staff, { ...fields, amount: '45.25' });
    expect(recorded.status, recorded.text).toBe(201);

    // Suria's own ledger, exactly: RM120 raised, RM45.25 spent.
    expect(await ledgerOf('solar')).toMatchObject({
      raisedSen: 12_000,
      spentSen: 4_525,
      balanceSen: 7_475,
      contributors: 1,
    });
    // A visitor who never chose a language: each URL's own (a stored choice would send them on).
    const { context, page, problems } = await visit(browser(), 'phone', { acceptDownloads: true });
    await page.goto(`${urls.site}/where-the-money-went/solar`);
    await heading(page, 'Ke mana wang Suria disalurkan');
    const suria = await readLedgerPage(page, 'bm');
    expect(suria).toMatchObject({
      raised: 'RM120.00',
      spent: 'RM45.25',
      balance: 'RM74.75',
      month: ['RM120.00', 'RM45.25', 'RM74.75'],
      csvBalance: '74.75',
    });
    expect(suria.filename).toMatch(/^ledger-solar-\d{4}-\d{2}-\d{2}\.csv$/);
    await page.getByText('daripada 1 sumbangan').waitFor();
    const spending = page.getByRole('region', { name: ledgerCopy.bm.spending });
    const entry = spending.getByRole('listitem').filter({ hasText: description.bm });
    await shows(entry, 'RM45.25', { within: true });
    await shows(entry, 'Peralatan', { within: true });
    expect(await spending.getByText(description.eng).count()).toBe(0);
    await checkPage(page, 'ledger-solar-bm-phone');

    // The whole movement's, in English: whatever this file's other journeys gave too.
    const all = await ledgerOf('all');
    await page.goto(`${urls.site}/en/where-the-money-went`);
    await heading(page, 'Where the money went');
    const overall = await readLedgerPage(page, 'eng');
    expect(overall).toMatchObject({
      raised: formatSen(all.raisedSen, 'eng'),
      spent: 'RM45.25',
      balance: formatSen(all.balanceSen, 'eng'),
      csvBalance: ringgitOfSen(all.balanceSen),
    });
    expect(all.balanceSen).toBe(all.raisedSen - 4_525);
    const english = page
      .getByRole('region', { name: ledgerCopy.eng.spending })
      .getByRole('listitem')
      .filter({ hasText: description.eng });
    await shows(english, 'For Suria');
    await shows(english, 'Equipment', { within: true });
    await checkPage(page, 'ledger-all-eng-phone');
    expect(problems).toEqual([]);
    await context.close();
  });
});
