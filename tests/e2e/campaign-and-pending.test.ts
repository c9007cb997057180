import { formatRinggit } from '@gsk/core/i18n/money';
import { afterAll, describe, expect, it } from 'vitest';
import { paymentClient } from '../integration/payment-client';
import { screenshot } from '../support/browser';
import { axeViolations } from '../support/page-checks';
import { useBrowser, visit } from '../support/journey';
import { ownStack } from '../support/own-stack';

/**
 * A stack of the file's own: its checks read the campaign's totals, which every donation of the run
 * moves.
 */
const urls = (await ownStack({ site: true })).urls;
const client = paymentClient(urls);
const browser = useBrowser();

afterAll(() => client.close());

const prefix = { bm: '', eng: '/en' } as const;
const titles = { bm: 'Kempen setakat ini', eng: 'The campaign so far' } as const;
const raised = { bm: 'Dana terkumpul', eng: 'Raised' } as const;

const cases = [
  ['bm', 'phone'],
  ['eng', 'desktop'],
  ['eng', 'phone'],
  ['bm', 'desktop'],
] as const;

describe('the overall campaign totals in the browser', () => {
  it.each(cases)(
    'move after a general donation, on home and /contribute (%s, %s)',
    async (language, viewport) => {
      const before = await client.totals();
      const { paymentId } = await client.startAtGateway({ amount: 23, enterprise: '' });
      await client.decide(paymentId, 'success');
      await client.callbackAnswered(paymentId, '0');
      const expected = formatRinggit(before.overall.amount + 23, language);
      const { context, page, problems } = await visit(browser(), viewport);
      for (const path of ['', '/contribute']) {
        await page.goto(`${urls.site}${prefix[language]}${path || (language === 'bm' ? '/' : '')}`);
        const region = page.getByRole('region', { name: titles[language] });
        const amount = region.getByText(raised[language], { exact: true }).locator('xpath=../dd');
        // On home the figures come with their section, which loads as the visitor nears it.
        await region.scrollIntoViewIfNeeded();
        await expect.poll(() => amount.textContent()).toBe(expected);
        await screenshot(page, `campaign-totals-${language}-${viewport}${path.replace('/', '-')}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe('the pending page in the browser', () => {
  it.each(cases)('says a made-up payment id was not found (%s, %s)', async (language, viewport) => {
    const { context, page, problems } = await visit(browser(), viewport);
    await page.goto(
      `${urls.site}${prefix[language]}/transaction-pending?PaymentID=1756700000000A1201`,
    );
    const title =
      language === 'eng'
        ? 'We could not find this payment'
        : 'Kami tidak dapat menemui pembayaran ini';
    await expect.poll(() => page.getByRole('heading', { name: title }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `pending-not-found-${language}-${viewport}`);
    // A real pending payment: 'Please wait ...' and the next automatic check.
    const { paymentId } = await client.startAtGateway({ amount: 12 });
    await client.decide(paymentId, 'pending', false);
    await page.goto(`${urls.site}${prefix[language]}/transaction-pending?PaymentID=${paymentId}`);
    const wait = language === 'eng' ? 'Please wait ...' : 'Sila tunggu ...';
    await expect.poll(() => page.getByText(wait).isVisible()).toBe(true);
    const recheck = language === 'eng' ? /check again in \d+ s/ : /menyemak semula dalam \d+ saat/;
    await expect.poll(() => page.getByText(recheck).isVisible()).toBe(true);
    await screenshot(page, `pending-waiting-${language}-${viewport}`);
    // The browser itself logs the made-up id's 404; nothing else may go wrong.
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
    await context.close();
  });
});
