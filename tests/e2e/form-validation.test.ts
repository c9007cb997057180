import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, visit } from '../support/journey';
import { stackUrls } from '../support/stack-setup';
import { liveForm } from '../support/page-checks';

const urls = await stackUrls();
const browser = useBrowser();

type Language = 'bm' | 'eng';

/** The text of what describes a field to assistive technology (its hint and its error). */
const description = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/**
 * Fills the fields (by label), submits, and checks each listed field shows the message, word for
 * word, visibly and as its description.
 */
const expectMessages = async (
  form: Locator,
  submit: string,
  values: Record<string, string>,
  messages: Record<string, string>,
  // A donation form's 'Nama' is also in its donor wall choice ('Paparkan nama saya…').
  exact = false,
) => {
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(label, { exact }).fill(value);
  }
  await form.getByRole('button', { name: submit }).click();
  for (const [label, message] of Object.entries(messages)) {
    await form.getByText(message, { exact: true }).first().waitFor();
    const field = form.getByLabel(label, { exact });
    expect(await field.getAttribute('aria-invalid'), label).toBe('true');
    expect(await description(field), label).toContain(message);
  }
};

/** The spec's donation messages (section 5), with the form's labels, in each language. */
const donation = {
  bm: {
    page: 'Dana Awam',
    card: 'Buat sumbangan',
    submitPage: 'Sumbang Hari Ini!',
    submitCard: 'Sumbang sekarang',
    name: 'Nama',
    email: 'Emel',
    phone: 'Nombor telefon',
    amount: 'Jumlah (RM)',
    nameRequired: 'Nama anda diperlukan',
    emailRequired: 'Emel anda diperlukan',
    emailInvalid: 'Mesti menggunakan emel yang sah',
    phoneRequired: 'Nombor telefon anda diperlukan',
    phoneInvalid: 'Nombor telefon tidak sah',
    amountRequired: 'Jumlah sumbangan anda diperlukan',
    amountMin: 'Jumlah mesti lebih dari 0',
    amountMax: 'Jumlah mesti sama atau kurang dari 10000',
    amountInteger: 'Tempat perpuluhan tidak dibenarkan',
  },
  eng: {
    page: 'Crowdfund',
    card: 'Make a donation',
    submitPage: 'Contribute Today!',
    submitCard: 'Donate now',
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    amount: 'Amount (RM)',
    nameRequired: 'Your name is required',
    emailRequired: 'Your email is required',
    emailInvalid: 'Must be a valid email',
    phoneRequired: 'Your phone number is required',
    phoneInvalid: 'Invalid phone number',
    amountRequired: 'Donation amount is required',
    amountMin: 'Amount must be greater than 0',
    amountMax: 'Amount must be equal or less than 10000',
    amountInteger: 'Decimal places are not allowed',
  },
} as const;

/** Every donation message of the spec, on a donation form (the page's or the home card). */
const checkDonationForm = async (form: Locator, language: Language, submit: string) => {
  const text = donation[language];
  await expectMessages(
    form,
    submit,
    {},
    {
      [text.name]: text.nameRequired,
      [text.email]: text.emailRequired,
      [text.phone]: text.phoneRequired,
      [text.amount]: text.amountRequired,
    },
    true,
  );
  await expectMessages(
    form,
    submit,
    { [text.email]: 'not-an-email', [text.phone]: '12', [text.amount]: '0' },
    {
      [text.email]: text.emailInvalid,
      [text.phone]: text.phoneInvalid,
      [text.amount]: text.amountMin,
    },
    true,
  );
  await expectMessages(
    form,
    submit,
    { [text.amount]: '-5' },
    { [text.amount]: text.amountMin },
    true,
  );
  await expectMessages(
    form,
    submit,
    { [text.amount]: '10001' },
    { [text.amount]: text.amountMax },
    true,
  );
  await expectMessages(
    form,
    submit,
    { [text.amount]: '10.5' },
    { [text.amount]: text.amountInteger },
    true,
  );
  // The boundaries are accepted: no amount message at 1 or at 10000.
  for (const amount of ['1', '10000']) {
    await form.getByLabel(text.amount, { exact: true }).fill(amount);
    await form.getByLabel(text.name, { exact: true }).focus();
    await expect
      .poll(() => form.getByLabel(text.amount, { exact: true }).getAttribute('aria-invalid'), {
        message: amount,
      })
      .toBe('false');
  }
};

const applications = {
  bm: {
    partner: 'Borang permohonan rakan kongsi',
    expert: 'Borang permohonan pakar',
    submit: 'Hantar Permohonan',
    email: 'Emel',
    phone: 'Nombor telefon',
    cv: /Muat naik CV/,
    /** Label → message, when the form is sent empty. */
    partnerRequired: {
      'Nama penuh': 'Nama penuh diperlukan',
      Emel: 'Email diperlukan',
      'Nombor telefon': 'No telefon diperlukan',
      'Bagaimana anda ingin menyumbang?': 'Sila pilih bagaimana anda ingin menyumbang',
      'Perusahaan yang ingin anda bantu': 'Sila pilih jenis perusahaan',
    },
    expertRequired: {
      'Nama penuh': 'Nama penuh diperlukan',
      Emel: 'Emel diperlukan',
      'Nombor telefon': 'Nombor telefon diperlukan',
      'Kelayakan tertinggi': 'Sila pilih kelayakan tertinggi anda',
      'Bidang minat': 'Sila pilih bidang yang anda minati',
    },
    cvRequired: 'Sila muat naik CV anda dalam format PDF',
    emailInvalid: 'Sila masukkan alamat emel yang sah',
    phoneInvalid: 'Sila masukkan nombor telefon yang sah',
    alerts: {
      type: 'Hanya fail PDF, DOC, DOCX dan TXT dibenarkan',
      size: 'Saiz fail mesti kurang daripada 5MB.',
      pdf: 'Hanya fail PDF dibenarkan',
    },
  },
  eng: {
    partner: 'Partner application form',
    expert: 'Expert application form',
    submit: 'Submit Application',
    email: 'Email',
    phone: 'Phone number',
    cv: /Upload CV/,
    partnerRequired: {
      'Full name': 'Full name is required',
      Email: 'Email is required',
      'Phone number': 'Phone number is required',
      'How would you like to contribute?': 'Please select how you want to contribute',
      'Which enterprise would you like to help?': 'Please select an enterprise type',
    },
    expertRequired: {
      'Full name': 'Full name is required',
      Email: 'Email is required',
      'Phone number': 'Phone number is required',
      'Highest qualification': 'Please select your highest qualification',
      'Area of interest': 'Please select your area of interest',
    },
    cvRequired: 'Please upload your CV in PDF format',
    emailInvalid: 'Please enter a valid email address',
    phoneInvalid: 'Please enter a valid phone number',
    alerts: {
      type: 'Only PDF, DOC, DOCX, and TXT files are allowed',
      size: 'File size must be smaller than 5MB.',
      pdf: 'Only PDF files are allowed',
    },
  },
} as const;

/** Collects the texts of `alert()`s, dismissing each. */
const watchAlerts = (page: Page) => {
  const alerts: string[] = [];
  page.on('dialog', (alert) => {
    alerts.push(alert.message());
    void alert.dismiss();
  });
  return alerts;
};

const open = async (page: Page, path: string) => {
  await page.goto(`${urls.site}${path}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
};

describe.each(['bm', 'eng'] as const)('validation messages, word for word, in %s', (language) => {
  const text = applications[language];

  it('the donation forms: /contribute and the home page card', async () => {
    const { context, page, problems } = await visit(
      browser(),
      language === 'bm' ? 'phone' : 'desktop',
      { language },
    );
    await open(page, '/contribute');
    await checkDonationForm(
      page.getByRole('region', { name: donation[language].page }),
      language,
      donation[language].submitPage,
    );
    await open(page, '/');
    await checkDonationForm(
      page.getByRole('region', { name: donation[language].card }),
      language,
      donation[language].submitCard,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the partner form (home page) and the expert form, with the CV alerts', async () => {
    const { context, page, problems } = await visit(
      browser(),
      language === 'bm' ? 'desktop' : 'phone',
      { language },
    );
    const alerts = watchAlerts(page);
    await open(page, '/');
    const partner = await liveForm(page.getByRole('form', { name: text.partner }));
    await expectMessages(partner, text.submit, {}, text.partnerRequired);
    await expectMessages(
      partner,
      text.submit,
      { [text.email]: 'aisyah@', [text.phone]: '012 abc 345' },
      { [text.email]: text.emailInvalid, [text.phone]: text.phoneInvalid },
    );
    // A program, then a PDF one byte over 5 MB: each refused with its alert.
    for (const [name, mimeType, buffer] of [
      ['cv.exe', 'application/x-msdownload', Buffer.from('MZ')],
      ['cv.pdf', 'application/pdf', Buffer.alloc(5_242_881, 0x25)],
    ] as const)
      await partner.getByLabel(text.cv).setInputFiles({ name, mimeType, buffer });
    await expect.poll(() => alerts).toEqual([text.alerts.type, text.alerts.size]);

    await open(page, '/expert-contribution');
    const expert = await liveForm(page.getByRole('form', { name: text.expert }));
    await expectMessages(expert, text.submit, {}, text.expertRequired);
    await expect.poll(() => expert.getByText(text.cvRequired).isVisible()).toBe(true);
    await expectMessages(
      expert,
      text.submit,
      { [text.email]: 'lee.example.com', [text.phone]: 'call me' },
      { [text.email]: text.emailInvalid, [text.phone]: text.phoneInvalid },
    );
    await expert.getByLabel(text.cv).setInputFiles({
      name: 'cv.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Curriculum vitae'),
    });
    await expect.poll(() => alerts.slice(2)).toEqual([text.alerts.pdf]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
