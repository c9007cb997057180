import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tokenFor, writeAudience } from '../integration/broadcast-fixture';
import { newStaffOn } from '../integration/staff-client';
import { screenshot } from '../support/browser';
import { useBrowser, visit } from '../support/journey';
import { ownStack } from '../support/own-stack';
import { axeViolations, sidewaysOverflow } from '../support/page-checks';
import { signInToConsole } from './staff-journey';

/*
 * Broadcasts in the browser (issue 32, part W), in both languages: staff write an email to the
 * members of a seat on a desktop, preview it (who it reaches, who is left out, both languages'
 * messages), send it after the confirmation, and watch its progress reach "sent"; a recipient
 * opens the email's link on a phone and stops these emails with one press, without a session.
 * Axe clean, nothing wider than the screen. A stack of the file's own with the site (the counts
 * are the file's own people); its API calls from 127.66.x.x (this part's block).
 */

const stack = await ownStack({ site: true });
const { urls } = stack;
const browser = useBrowser();
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `127.66.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
};

/** The page fits its viewport, passes axe and is kept as a screenshot. */
async function checkPage(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  expect(await sidewaysOverflow(page), name).toBeLessThanOrEqual(0);
  await screenshot(page, name);
}

const copy = {
  bm: {
    prefix: '',
    state: '16',
    write: 'Tulis siaran',
    stateLabel: /^Negeri/,
    subject: /^Subjek \(Bahasa Melayu\)/,
    body: /^Mesej \(Bahasa Melayu\)/,
    subjectEng: /^Subjek \(Bahasa Inggeris\)/,
    bodyEng: /^Mesej \(Bahasa Inggeris\)/,
    preview: 'Pratonton',
    reaches: 'Akan sampai kepada 2 orang',
    leftOut: /^1 orang dalam segmen ini tidak akan menerimanya/,
    send: 'Hantar kepada 2 orang',
    confirm: 'Ya, hantar sekarang',
    sent: 'Selesai',
    progress: '2 daripada 2 selesai: 2 dihantar, 0 dilangkau, 0 gagal',
    what: 'Emel berita dan rayuan daripada Gerakan Sektor Ketiga',
    stop: 'Berhenti menerima',
    done: 'Anda tidak akan menerimanya lagi',
  },
  eng: {
    prefix: '/en',
    state: '15',
    write: 'Write a broadcast',
    stateLabel: /^State/,
    subject: /^Subject \(Malay\)/,
    body: /^Message \(Malay\)/,
    subjectEng: /^Subject \(English\)/,
    bodyEng: /^Message \(English\)/,
    preview: 'Preview',
    reaches: 'Reaches 2 people',
    leftOut: /^1 people of this segment will not receive it/,
    send: 'Send to 2 people',
    confirm: 'Yes, send it now',
    sent: 'Sent',
    progress: '2 of 2 done: 2 sent, 0 skipped, 0 failed',
    what: 'News and appeal emails from Gerakan Sektor Ketiga',
    stop: 'Stop these emails',
    done: 'You will not receive them any more',
  },
} as const;

describe.each(['bm', 'eng'] as const)('broadcasts in %s', (language) => {
  const text = copy[language];

  it('staff preview, send and follow an email; a recipient stops them from its link', async () => {
    const area = { state: text.state, parliament: language === 'bm' ? 'P.125' : 'P.166' };
    const [reader] = await writeAudience(urls, area, [
      { language, email: `reader-${language}-${Date.now()}@example.com`, consents: ['email#news'] },
      {
        language: 'eng',
        email: `other-${language}-${Date.now()}@example.com`,
        consents: ['email#news'],
      },
      { language, email: `quiet-${language}-${Date.now()}@example.com`, consents: [] },
    ]);
    const staff = await newStaffOn(urls, nextClient);
    const desk = await visit(browser(), 'desktop', { language });
    await signInToConsole(desk.page, urls, { staff, language, path: 'staff/broadcasts' });
    const page = desk.page;
    await page.getByRole('link', { name: text.write }).click();
    await page.getByLabel(text.stateLabel).selectOption(text.state);
    await page.getByLabel(text.subject).fill('Gotong-royong Sabtu ini');
    await page.getByLabel(text.body).fill('Salam,\n\nKami perlukan 20 orang.');
    await page.getByLabel(text.subjectEng).fill('Clean-up this Saturday');
    await page.getByLabel(text.bodyEng).fill('Hello,\n\nWe need 20 people.');
    await page.getByRole('button', { name: text.preview, exact: true }).click();
    await page.getByText(text.reaches).waitFor();
    await page.getByText(text.leftOut).waitFor();
    await checkPage(page, `broadcast-preview-${language}`);
    // Staff on a phone: the languages' columns stack, and nothing is wider than the screen.
    const desktopSize = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 780 });
    await checkPage(page, `broadcast-preview-${language}-phone`);
    if (desktopSize) await page.setViewportSize(desktopSize);
    await page.getByRole('button', { name: text.send }).click();
    await page.getByRole('dialog').getByRole('button', { name: text.confirm }).click();
    await page.getByText(text.sent, { exact: true }).first().waitFor({ timeout: 60_000 });
    expect(await page.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(text.progress);
    await checkPage(page, `broadcast-detail-${language}`);
    expect(desk.problems).toEqual([]);
    await desk.context.close();

    const phone = await visit(browser(), 'phone', { language });
    const token = tokenFor(reader?.memberId ?? '', 'email', 'news');
    await phone.page.goto(`${urls.site}${text.prefix}/unsubscribe?t=${token}`);
    await phone.page.getByText(text.what).waitFor();
    await checkPage(phone.page, `unsubscribe-${language}`);
    await phone.page.getByRole('button', { name: text.stop }).click();
    await phone.page.getByRole('heading', { name: text.done }).waitFor();
    await checkPage(phone.page, `unsubscribe-done-${language}`);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  }, 240_000);
});
