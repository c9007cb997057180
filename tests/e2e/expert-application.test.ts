import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailMentioning,
  keysUnder,
  localS3,
  objectBytes,
  samplePdf,
} from '../integration/application-client';
import { localAddresses } from '../../infra/local/addresses';
import { newContext, screenshot, watchConsole } from '../support/browser';
import { stackUrls } from '../support/stack-setup';
import { sharedBrowser } from '../support/journey';
import { liveForm, reactReady } from '../support/page-checks';

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

const expertForm = (page: Page) => page.getByRole('form', { name: 'Borang permohonan pakar' });

describe('/expert-contribution (phone, Malay)', () => {
  it('uploads a PDF CV, shows the success dialog, resets, stores the application and emails the staff', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    const problems = watchConsole(page);
    const marker = randomUUID().slice(0, 8);
    const cv = await samplePdf(`CV Dr Lee ${marker}`);

    await page.goto(`${urls.site}/expert-contribution`);
    const form = await liveForm(expertForm(page));
    await form.getByRole('button', { name: 'Hantar Permohonan' }).click();
    await expect
      .poll(() => form.getByText('Sila muat naik CV anda dalam format PDF').isVisible())
      .toBe(true);
    expect(await form.getByText('Nama penuh diperlukan').isVisible()).toBe(true);
    await screenshot(page, 'expert-form-errors-bm-phone');

    await form.getByLabel('Nama penuh').fill(`Dr Lee ${marker}`);
    await form.getByLabel('Emel').fill('lee@example.edu.my');
    await form.getByLabel('Nombor telefon').fill('03-1234 5678');
    await form.getByLabel('Kelayakan tertinggi').selectOption({ label: 'PhD' });
    await form
      .getByLabel('Bidang minat')
      .selectOption({ label: 'Perumahan Mampu Milik dan Lestari' });
    await form.getByLabel(/Muat naik CV/).setInputFiles({
      name: 'cv-lee.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(cv),
    });
    await expect.poll(() => form.getByText('cv-lee.pdf').isVisible()).toBe(true);
    await expect
      .poll(() => form.getByText('Sila muat naik CV anda dalam format PDF').count())
      .toBe(0);

    await form.getByRole('button', { name: 'Hantar Permohonan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Permohonan Dihantar!' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'Permohonan pakar anda telah berjaya dihantar. Terima kasih kerana menawarkan kepakaran anda!',
    );
    const reference = (await dialog.locator('strong').textContent()) ?? '';
    expect(await dialog.textContent()).toContain(`Rujukan permohonan anda: ${reference}`);
    expect(await dialog.getByRole('heading', { name: 'Apa seterusnya' }).isVisible()).toBe(true);
    await screenshot(page, 'expert-form-success-bm-phone');
    await dialog.getByRole('button', { name: 'Tutup' }).last().click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => form.getByLabel('Nama penuh').inputValue()).toBe('');
    await expect.poll(() => form.getByLabel('Bidang minat').inputValue()).toBe('');
    await expect.poll(() => form.getByText('Tiada fail dipilih').isVisible()).toBe(true);
    await expect.poll(() => form.getByText('Nama penuh diperlukan').count()).toBe(0);

    const email = await emailMentioning(urls.outbox, `Dr Lee ${marker}`, {
      to: localAddresses.admin,
    });
    expect(email.subject).toContain('Permohonan pakar');
    const id = /Reference \/ Rujukan: ([0-9a-f-]{36})/.exec(email.text ?? '')?.[1] ?? '';
    expect(id).toBe(reference);
    const acknowledgement = await emailMentioning(urls.outbox, reference, {
      to: 'lee@example.edu.my',
    });
    expect(acknowledgement.subject).toBe(
      `Permohonan anda telah diterima (rujukan ${reference}) — Gerakan Sektor Ketiga`,
    );
    expect(acknowledgement.text).toContain('Bidang minat: Perumahan Mampu Milik dan Lestari');
    expect(await keysUnder(s3, `applications/${id}/`)).toHaveLength(2);
    expect(await objectBytes(s3, `applications/${id}/cv.pdf`)).toEqual(cv);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses a Word file with the PDF-only alert and keeps no file', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(`${urls.site}/expert-contribution`);
    const form = expertForm(page);
    await form.waitFor();
    const alerts: string[] = [];
    page.on('dialog', (alert) => {
      alerts.push(alert.message());
      void alert.dismiss();
    });
    // As a visitor's tap on the picker does, focusing the field brings the form's code (an
    // island: web/src/lib/island.tsx) before a file is chosen.
    const picker = form.getByLabel(/Muat naik CV/);
    await picker.focus();
    await reactReady(picker);
    await picker.setInputFiles({
      name: 'cv.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK\u0003\u0004'),
    });
    await expect.poll(() => alerts).toEqual(['Hanya fail PDF dibenarkan']);
    await expect.poll(() => form.getByText('Tiada fail dipilih').isVisible()).toBe(true);
    await context.close();
  });
});
