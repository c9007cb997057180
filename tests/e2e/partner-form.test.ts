import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailMentioning,
  localS3,
  objectBytes,
  sampleDocx,
  samplePdf,
  storedApplications,
} from '../integration/application-client';
import { localAddresses } from '../../infra/local/addresses';
import { newContext, screenshot, watchConsole } from '../support/browser';
import { stackUrls } from '../support/stack-setup';
import { sharedBrowser } from '../support/journey';
import { liveForm } from '../support/page-checks';

const urls = await stackUrls();
const s3 = localS3(urls.s3);
let browser: Browser;

beforeAll(async () => {
  browser = await sharedBrowser();
});

afterAll(async () => {
  s3.destroy();
  await browser?.close();
});

const names = { eng: 'Partner application form', bm: 'Borang permohonan rakan kongsi' } as const;

/** Opens a page in a language and returns its (visible) partner form. */
const open = async (page: Page, path: string, language: keyof typeof names): Promise<Locator> => {
  await page.addInitScript((value) => localStorage.setItem('language', value), language);
  await page.goto(`${urls.site}${path}`);
  const form = page.getByRole('form', { name: names[language] });
  await form.waitFor();
  await form.scrollIntoViewIfNeeded();
  return liveForm(form);
};

/** The application's reference as the success dialog shows it, with the next step beneath. */
const confirmedReference = async (dialog: Locator): Promise<string> => {
  const reference = (await dialog.locator('strong').textContent()) ?? '';
  expect(reference).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(await dialog.getByText(reference).isVisible()).toBe(true);
  return reference;
};

const fillEnglish = async (form: Locator, marker: string, enterprise = true) => {
  await form.getByLabel('Full name').fill(`Hafiz ${marker}`);
  await form.getByLabel('Email').fill(`hafiz+${marker}@example.com`);
  await form.getByLabel('Phone number').fill('011-2345 6789');
  await form
    .getByLabel('How would you like to contribute?')
    .selectOption({ label: 'Become an Equity Partner' });
  if (enterprise)
    await form
      .getByLabel('Which enterprise would you like to help?')
      .selectOption({ label: 'PinjamGajet' });
};

describe('partner form on the home page (phone, Malay)', () => {
  it('shows errors once touched, refuses bad files, submits with a CV, shows success and resets', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    const problems = watchConsole(page);
    const alerts: string[] = [];
    page.on('dialog', (alert) => {
      alerts.push(alert.message());
      void alert.dismiss();
    });
    const form = await open(page, '/', 'bm');
    const marker = randomUUID().slice(0, 8);

    await form.getByLabel('Nama penuh').focus();
    await form.getByLabel('Emel').focus();
    await expect.poll(() => form.getByText('Nama penuh diperlukan').isVisible()).toBe(true);
    expect(await form.getByText('Email diperlukan').count()).toBe(0);

    const picker = form.getByLabel(/Muat naik CV/);
    await picker.setInputFiles({
      name: 'virus.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await picker.setInputFiles({
      name: 'besar.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5_242_881, 0x25),
    });
    await expect
      .poll(() => alerts)
      .toEqual([
        'Hanya fail PDF, DOC, DOCX dan TXT dibenarkan',
        'Saiz fail mesti kurang daripada 5MB.',
      ]);
    await expect.poll(() => form.getByText('Tiada fail dipilih').isVisible()).toBe(true);

    await form.getByLabel('Nama penuh').fill(`Hafiz ${marker}`);
    await form.getByLabel('Emel').fill(`hafiz+${marker}@example.com`);
    await form.getByLabel('Nombor telefon').fill('011-2345 6789');
    await form
      .getByLabel('Bagaimana anda ingin menyumbang?')
      .selectOption({ label: 'Menjadi Rakan Kongsi Operasi' });
    await form.getByLabel('Perusahaan yang ingin anda bantu').selectOption({ label: 'CLIB' });
    await form.getByLabel('Komen tambahan').fill('Boleh bantu hujung minggu');
    const cv = sampleDocx(`Profil ${marker}`);
    await picker.setInputFiles({
      name: 'profil.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(cv),
    });
    await expect.poll(() => form.getByText('profil.docx').isVisible()).toBe(true);

    // The form's request is held until the busy state has been seen; released only once it is held.
    let release: () => void = () => undefined;
    const released = new Promise<void>((done) => (release = done));
    let holding: () => void = () => undefined;
    const held = new Promise<void>((done) => (holding = done));
    await page.route('**/api/partnerForm', async (route) => {
      holding();
      await released;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Hantar Permohonan' }).click();
    const busy = form.getByRole('button', { name: 'Hantar...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await expect.poll(() => form.getByText('Memuat naik CV… 100%').isVisible()).toBe(true);
    await held;
    release();

    const dialog = page.getByRole('dialog', { name: 'Permohonan Dihantar!' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'Permohonan perkongsian anda telah berjaya dihantar. Terima kasih kerana memohon!',
    );
    const reference = await confirmedReference(dialog);
    expect(await dialog.textContent()).toContain(`Rujukan permohonan anda: ${reference}`);
    expect(await dialog.getByRole('heading', { name: 'Apa seterusnya' }).isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(
      `Kami telah menghantar pengesahan dengan rujukan ini ke hafiz+${marker}@example.com.`,
    );
    await screenshot(page, 'partner-form-success-bm-phone');
    await dialog.getByRole('button', { name: 'Tutup' }).last().click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    for (const label of ['Nama penuh', 'Emel', 'Nombor telefon', 'Komen tambahan'])
      await expect.poll(() => form.getByLabel(label).inputValue(), { message: label }).toBe('');
    await expect.poll(() => form.getByText('Tiada fail dipilih').isVisible()).toBe(true);
    await expect.poll(() => form.getByText('Nama penuh diperlukan').count()).toBe(0);
    await expect
      .poll(() => form.getByRole('button', { name: 'Hantar Permohonan' }).isEnabled())
      .toBe(true);

    const email = await emailMentioning(urls.outbox, `Hafiz ${marker}`, {
      to: localAddresses.admin,
    });
    expect(email.text).toContain(`Reference / Rujukan: ${reference}`);
    expect(email.text).toContain('Enterprise / Perusahaan: CLIB');
    // The applicant's acknowledgement, in Malay, quotes the reference the dialog showed.
    const acknowledgement = await emailMentioning(urls.outbox, reference, {
      to: `hafiz+${marker}@example.com`,
    });
    expect(acknowledgement.subject).toBe(
      `Permohonan anda telah diterima (rujukan ${reference}) — Gerakan Sektor Ketiga`,
    );
    expect(acknowledgement.text).toContain(
      'Terima kasih kerana memohon untuk menjadi rakan kongsi CLIB.',
    );
    expect(email.text).toContain('Contribution / Sumbangan: Become an Operations Partner');
    const stored = [...(await storedApplications(s3)).values()].find(
      (application) => application.fields.name === `Hafiz ${marker}`,
    );
    expect(stored?.fields).toMatchObject({
      enterpriseType: 'clib',
      contributionType: 'operations',
    });
    const cvKey = (stored?.cv as { key: string } | null)?.key ?? '';
    expect(await objectBytes(s3, cvKey)).toEqual(cv);

    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('partner form on an enterprise page (desktop, English)', () => {
  it('applies to the page’s enterprise', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const form = await open(page, '/kesum', 'eng');
    const marker = randomUUID().slice(0, 8);
    const enterprise = form.getByLabel('Which enterprise would you like to help?');
    expect(await enterprise.inputValue()).toBe('Kesum');
    expect(await enterprise.getAttribute('readonly')).not.toBeNull();
    await fillEnglish(form, marker, false);
    await form.getByLabel(/Upload CV/).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await samplePdf(marker)),
    });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Application Submitted!' });
    await dialog.waitFor();
    const reference = await confirmedReference(dialog);
    expect(await dialog.textContent()).toContain(`Your application's reference: ${reference}`);
    expect(await dialog.getByRole('heading', { name: 'What happens next' }).isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(
      `We have emailed a confirmation with this reference to hafiz+${marker}@example.com. ` +
        'Our team will review your application and contact you by email or phone about the next steps.',
    );
    const stored = [...(await storedApplications(s3)).values()].find(
      (application) => application.fields.name === `Hafiz ${marker}`,
    );
    expect(stored?.fields.enterpriseType).toBe('kesum');
    expect((await storedApplications(s3)).get(reference)?.fields.name).toBe(`Hafiz ${marker}`);
    // The applicant's acknowledgement, in English (the page's language), with the same reference.
    const acknowledgement = await emailMentioning(urls.outbox, reference, {
      to: `hafiz+${marker}@example.com`,
    });
    expect(acknowledgement.subject).toBe(
      `We have received your application (reference ${reference}) — Gerakan Sektor Ketiga`,
    );
    expect(acknowledgement.text).toContain(`Your application's reference: ${reference}`);
    expect(acknowledgement.text).toContain('Thank you for applying to become a partner of Kesum.');
    await screenshot(page, 'partner-form-success-eng-desktop');
    await context.close();
  });
});
