import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext } from '../support/browser';
import { stackUrls } from '../support/stack-setup';
import { sharedBrowser } from '../support/journey';
import { liveForm } from '../support/page-checks';

const urls = await stackUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await sharedBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Language = 'eng' | 'bm';

/** A form under test: where it is, its endpoint, and how to fill it validly in each language. */
interface FormUnderTest {
  name: string;
  path: string;
  endpoint: string;
  formName: Record<Language, string>;
  fill: (form: Locator, language: Language) => Promise<void>;
}

const partner: FormUnderTest = {
  name: 'partner form (home page)',
  path: '/',
  endpoint: '**/api/partnerForm',
  formName: { eng: 'Partner application form', bm: 'Borang permohonan rakan kongsi' },
  fill: async (form, language) => {
    const eng = language === 'eng';
    await form.getByLabel(eng ? 'Full name' : 'Nama penuh').fill('Hafiz Rahman');
    await form.getByLabel(eng ? 'Email' : 'Emel').fill('hafiz@example.com');
    await form.getByLabel(eng ? 'Phone number' : 'Nombor telefon').fill('011-2345 6789');
    await form
      .getByLabel(eng ? 'How would you like to contribute?' : 'Bagaimana anda ingin menyumbang?')
      .selectOption({ index: 2 });
    await form
      .getByLabel(
        eng ? 'Which enterprise would you like to help?' : 'Perusahaan yang ingin anda bantu',
      )
      .selectOption({ label: 'Suria' });
  },
};

const expert: FormUnderTest = {
  name: 'expert form (/expert-contribution)',
  path: '/expert-contribution',
  endpoint: '**/api/expertForm',
  formName: { eng: 'Expert application form', bm: 'Borang permohonan pakar' },
  fill: async (form, language) => {
    const eng = language === 'eng';
    await form.getByLabel(eng ? 'Full name' : 'Nama penuh').fill('Dr Lee');
    await form.getByLabel(eng ? 'Email' : 'Emel').fill('lee@example.edu.my');
    await form.getByLabel(eng ? 'Phone number' : 'Nombor telefon').fill('03-1234 5678');
    await form
      .getByLabel(eng ? 'Highest qualification' : 'Kelayakan tertinggi')
      .selectOption({ index: 1 });
    await form.getByLabel(eng ? 'Area of interest' : 'Bidang minat').selectOption({ index: 1 });
    await form.getByLabel(/CV/).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
  },
};

/**
 * Submits a valid application while `answer` stands in for the API, and resolves with the text of
 * the 'Error!' dialog. With `clock`, the page's timers are faked and moved past 30 seconds once
 * the request is out. What was typed must still be there.
 */
const errorFor = async (
  target: FormUnderTest,
  answer: (route: Route) => Promise<void>,
  options: { clock?: boolean; language?: Language } = {},
) => {
  const language = options.language ?? 'eng';
  const context = await newContext(browser, 'desktop');
  const page: Page = await context.newPage();
  try {
    if (options.clock) await page.clock.install();
    await page.addInitScript((value) => localStorage.setItem('language', value), language);
    await page.goto(`${urls.site}${target.path}`);
    const form = await liveForm(page.getByRole('form', { name: target.formName[language] }));
    let requests = 0;
    await page.route(target.endpoint, (route) => {
      requests += 1;
      return answer(route);
    });
    await target.fill(form, language);
    const eng = language === 'eng';
    await form
      .getByRole('button', { name: eng ? 'Submit Application' : 'Hantar Permohonan' })
      .click();
    if (options.clock) {
      await expect.poll(() => requests).toBe(1);
      await form
        .getByRole('button', {
          name: eng ? 'Submitting...' : target === partner ? 'Hantar...' : 'Menghantar...',
        })
        .waitFor();
      // The installed clock also runs in real time: on a loaded machine a second or more passes
      // between the request and this line, so the check before the 30 s leaves 2 s of slack.
      await page.clock.fastForward(28_000);
      expect(await page.getByRole('dialog').allTextContents()).toEqual([]);
      await page.clock.fastForward(2_000);
    }
    const dialog = page.getByRole('dialog', { name: eng ? 'Error!' : 'Ralat!' });
    await dialog.waitFor();
    expect(await form.getByLabel(eng ? 'Full name' : 'Nama penuh').inputValue()).not.toBe('');
    return (await dialog.locator('.dialog__body p').textContent()) ?? '';
  } finally {
    await context.close();
  }
};

const allowOrigin = { 'access-control-allow-origin': urls.site };
const status =
  (code: number, body: unknown = { error: { code: 'x' } }) =>
  (route: Route) =>
    route.fulfill({
      status: code,
      headers: allowOrigin,
      contentType: 'application/json',
      body: JSON.stringify(body),
    });
const hang = () => new Promise<void>(() => undefined);
const drop = (route: Route) => route.abort('connectionreset');
// The form calls its own origin's /api in `same-origin` mode, so an answer that leads to another
// origin (a redirect, as a misconfigured front or a captive portal would send) is refused by the
// browser; the address itself still answers the browser's plain probe (a GET), so the refusal is
// not a network failure.
const otherOrigin = (route: Route) =>
  route.request().method() === 'POST'
    ? route.fulfill({ status: 302, headers: { location: 'https://elsewhere.example/' } })
    : route.fulfill({ status: 200, body: '' });

const texts = {
  badRequest:
    'Invalid form data. Please check all required fields and try again. Please try again.',
  forbidden:
    'Access denied. The API may not be configured to accept requests from this domain. Please try again.',
  notFound: 'API endpoint not found. Please contact support. Please try again.',
  server: 'Server error. Please try again later or contact support. Please try again.',
  timeout: 'Request timed out. Please check your connection and try again. Please try again.',
  network: 'Network error. Please check your internet connection and try again. Please try again.',
  cors: 'Cross-origin request blocked. Please contact the website administrator. Please try again.',
};

describe(`the error catalogue: ${partner.name}`, () => {
  it('400: the fallback, or the server’s message when its JSON has one', async () => {
    expect(await errorFor(partner, status(400, { error: { code: 'validation' } }))).toBe(
      texts.badRequest,
    );
    expect(await errorFor(partner, status(400, { message: 'Enterprise is full' }))).toBe(
      'Enterprise is full. Please try again.',
    );
  });

  it('403, 404 and 500', async () => {
    expect(await errorFor(partner, status(403))).toBe(texts.forbidden);
    expect(await errorFor(partner, status(404))).toBe(texts.notFound);
    expect(await errorFor(partner, status(500))).toBe(texts.server);
  });

  it('another status, as HTTP {status}: {statusText}', async () => {
    expect(await errorFor(partner, status(503))).toBe(
      'HTTP 503: Service Unavailable. Please try again.',
    );
  });

  it('a request that hangs past 30 seconds (fake clock)', async () => {
    expect(await errorFor(partner, hang, { clock: true })).toBe(texts.timeout);
  });

  it('a dropped connection', async () => {
    expect(await errorFor(partner, drop)).toBe(texts.network);
  });

  it('an answer the browser’s cross-origin check refuses', async () => {
    expect(await errorFor(partner, otherOrigin)).toBe(texts.cors);
  });

  it('in Malay', async () => {
    expect(await errorFor(partner, status(404), { language: 'bm' })).toBe(
      'Titik akhir API tidak dijumpai. Sila hubungi pasukan sokongan. Sila cuba lagi.',
    );
    expect(await errorFor(partner, hang, { clock: true, language: 'bm' })).toBe(
      'Permintaan tamat masa. Sila semak sambungan anda dan cuba lagi. Sila cuba lagi.',
    );
  });
});

describe(`the error catalogue: ${expert.name}, after a real CV upload`, () => {
  it('500, a 30-second hang, a dropped connection and a cross-origin refusal', async () => {
    expect(await errorFor(expert, status(500))).toBe(texts.server);
    expect(await errorFor(expert, hang, { clock: true })).toBe(texts.timeout);
    expect(await errorFor(expert, drop, { language: 'bm' })).toBe(
      'Ralat rangkaian. Sila semak sambungan internet anda dan cuba lagi. Sila cuba lagi.',
    );
    expect(await errorFor(expert, otherOrigin)).toBe(texts.cors);
  });
});
