import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { malaysianDateTime } from '@gsk/core/i18n/date-time';
import { afterAll, describe, expect, it } from 'vitest';
import { historyItem } from '../../functions/src/payments/payment-history';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { paymentClient } from '../integration/payment-client';
import { screenshot } from '../support/browser';
import { useBrowser, visit } from '../support/journey';
import { sidewaysOverflow } from '../support/page-checks';
import {
  expectAxeClean,
  exportedRows,
  newStaff,
  signInToConsole,
  staffClients,
} from './staff-journey';
import { stackUrls } from '../support/stack-setup';

/*
 * The staff console in the browser (issue 18): a staff member signs in with the texted second
 * factor, finds a donation, exports the search (the CSV read by a CSV parser) and settles a
 * pending payment with 'Check with the gateway', in both languages, on a phone and a desktop;
 * the payment's history folds the checks stored one by one before they were counted (issue 28),
 * and a donor's cancel reads as cancelled. Needs the staff API routes (dashboard, payments,
 * export, check) on the stack.
 */

const urls = await stackUrls();
const browser = useBrowser();
const payments = paymentClient(urls);
afterAll(() => payments.close());
const documents = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: urls.dynamodb,
    region: localRegion,
    credentials: localCredentials,
  }),
);

/**
 * A pending payment's checks as the reconciler stored them before checks were counted (a QUERY
 * entry, then its answer applied, each time), `count` of them after `from`: the first answer made
 * the payment pending, the rest repeat it. Returns the last one's time.
 */
const storeOldChecks = async (paymentId: string, from: number, count: number) => {
  for (let i = 1; i <= count; i += 1) {
    const at = new Date(from + i).toISOString();
    for (const [kind, details] of [
      ['query', { source: 'reconciler', answer: 'answer', TxnStatus: '2' }],
      ['gateway_result', { source: 'reconcile', TransactionType: 'QUERY', TxnStatus: '2' }],
    ] as const) {
      await documents.send(
        new PutCommand({
          TableName: names.paymentsTable,
          Item: historyItem(paymentId, kind, details, at),
        }),
      );
    }
  }
  return new Date(from + count).toISOString();
};

/** The API calls' own loopback block (127.38.1.x; staff-people.test.ts has 127.38.0.x). */
const nextClient = staffClients(1);

const copy = {
  bm: {
    prefix: '',
    dashboard: 'Papan Pemuka',
    raised: 'Kutipan',
    openMenu: 'Buka menu konsol',
    donations: 'Sumbangan',
    searchForm: 'Borang carian sumbangan',
    paymentId: 'ID bayaran',
    search: 'Cari',
    export: 'Eksport CSV',
    open: (id: string) => `Buka sumbangan ${id}`,
    pending: /Dimulakan|Belum selesai/,
    exportId: 'ID bayaran',
    check: 'Semak dengan gerbang pembayaran',
    settled: 'Gerbang pembayaran memberikan keputusan; status bayaran telah dikemas kini.',
    success: 'Berjaya',
    folded: (last: string) =>
      `Disemak dengan gerbang pembayaran sebanyak 12 kali, kali terakhir pada ${last}: masih belum selesai`,
    result: 'Keputusan gerbang pembayaran: berjaya',
    cancelled: 'Dibatalkan',
    audit: 'Jejak Audit',
    signOut: 'Log keluar',
  },
  eng: {
    prefix: '/en',
    dashboard: 'Dashboard',
    raised: 'Raised',
    openMenu: 'Open the console menu',
    donations: 'Donations',
    searchForm: 'Donation search form',
    paymentId: 'Payment ID',
    search: 'Search',
    export: 'Export CSV',
    open: (id: string) => `Open donation ${id}`,
    pending: /Started|Pending/,
    exportId: 'Payment ID',
    check: 'Check with the gateway',
    settled: "The gateway gave a result; the payment's status is updated.",
    success: 'Successful',
    folded: (last: string) => `Checked with the gateway 12 times, last at ${last}: still pending`,
    result: "Gateway's result: successful",
    cancelled: 'Cancelled',
    audit: 'Audit trail',
    signOut: 'Sign out',
  },
} as const;

const cases = [
  ['bm', 'phone'],
  ['eng', 'desktop'],
] as const;

describe.each(cases)('the staff console in %s on a %s', (language, viewport) => {
  const text = copy[language];

  it('signs in with the texted code, finds a donation, exports it and settles it with the gateway', async () => {
    const staff = await newStaff(nextClient);
    // A donation left pending at the gateway, then paid there without telling the site.
    const { paymentId } = await payments.startAtGateway({ amount: 37 });
    await payments.decide(paymentId, 'pending', false);
    const lastCheck = await storeOldChecks(paymentId, Date.now(), 13);
    await payments.settle(paymentId, 'success', false);
    // And one the donor cancelled on the payment page.
    const cancelled = await payments.startAtGateway({ amount: 12 });
    await payments.decide(cancelled.paymentId, 'cancel');
    await payments.callbackAnswered(cancelled.paymentId, '1');

    const { context, page, problems } = await visit(browser(), viewport, { language });
    // A console page asked for while signed out: the sign-in, then back to it.
    const signIn = await signInToConsole(page, urls, {
      staff,
      language,
      path: 'staff/donations',
      axe: true,
    });

    // The donations, searched by the payment's id.
    await page.getByRole('heading', { level: 1, name: text.donations }).waitFor();
    const form = page.getByRole('form', { name: text.searchForm });
    await form.getByLabel(text.paymentId).fill(paymentId);
    await form.getByRole('button', { name: text.search, exact: true }).click();
    const open = page.getByRole('link', { name: text.open(paymentId) });
    await open.waitFor();
    await expectAxeClean(page, 'donations search');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `staff-donations-${language}-${viewport}`);

    // The export of the same search, with the session's cookie, read by a CSV parser.
    const { href, rows } = await exportedRows(page, urls, text.export);
    expect(href).toBe(
      `/api/staff/payments/export?paymentId=${encodeURIComponent(paymentId)}&language=${language}`,
    );
    expect(rows).toHaveLength(1);
    expect(Object.values(rows[0] ?? {})).toContain(paymentId);
    // In the console's language: its headings and the status in words.
    expect(rows[0]).toMatchObject({
      [text.exportId]: paymentId,
      Status: expect.stringMatching(text.pending),
    });

    // The cancelled one is named so.
    await form.getByLabel(text.paymentId).fill(cancelled.paymentId);
    await form.getByRole('button', { name: text.search, exact: true }).click();
    const cancelledRow = page
      .getByRole('link', { name: text.open(cancelled.paymentId) })
      .locator('xpath=ancestor::*[self::tr or self::li][1]');
    await expect.poll(() => cancelledRow.textContent()).toContain(text.cancelled);
    await form.getByLabel(text.paymentId).fill(paymentId);
    await form.getByRole('button', { name: text.search, exact: true }).click();

    // The payment: still pending on the site until the check asks the gateway.
    await open.click();
    await page.getByRole('heading', { level: 1, name: new RegExp(paymentId) }).waitFor();
    const details = page.getByRole('region').first();
    await expect.poll(() => details.textContent()).toMatch(text.pending);
    await page.getByRole('button', { name: text.check }).click();
    await page.getByRole('status').filter({ hasText: text.settled }).waitFor();
    await expect.poll(() => details.textContent()).toContain(text.success);
    // Its history: the stored checks as one line, then the answer that settled it.
    const history = page.getByRole('region').nth(1);
    await history.getByText(text.result).waitFor();
    const lines = await history.getByRole('listitem').locator('strong').allTextContents();
    expect(lines).toContain(text.folded(malaysianDateTime(lastCheck, language)));
    expect(lines.filter((line) => line === text.result)).toHaveLength(1);
    await expectAxeClean(page, 'payment after the check');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `staff-payment-${language}-${viewport}`);

    // The audit trail, through the nav (the menu on a phone), then sign out.
    if (viewport === 'phone') await page.getByRole('button', { name: text.openMenu }).click();
    await page.getByRole('link', { name: text.audit }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(text.audit, 'i') }).waitFor();
    await page.getByRole('table').waitFor();
    await expectAxeClean(page, 'audit trail');
    if (viewport === 'phone') await page.getByRole('button', { name: text.openMenu }).click();
    await page.getByRole('button', { name: text.signOut }).click();
    await signIn.waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
