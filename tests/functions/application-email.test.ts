import { describe, expect, it } from 'vitest';
import { acknowledgementEmail, applicationEmail } from '../../functions/src/applications/email';
import { applicationRowOf } from '../../functions/src/applications/index-row';
import type { StoredApplication } from '../../functions/src/applications/store';

const partner: StoredApplication = {
  id: '0b6c1a52-5d0e-4c1b-9d5a-3f1e2a7b8c90',
  form: 'partner',
  submittedAt: '2025-09-01T02:30:00.000Z',
  fields: {
    name: 'Siti <script>alert(1)</script>',
    email: 'siti@example.com',
    phone: '+60 12-345 6789',
    contributionType: 'asset',
    enterpriseType: 'sivik101',
    additionalComments: 'Kedai & stor "kosong"\nboleh guna',
  },
  cv: {
    key: 'applications/0b6c1a52-5d0e-4c1b-9d5a-3f1e2a7b8c90/cv.pdf',
    type: 'pdf',
    size: 1234,
  },
  language: 'bm',
};

const link = { url: 'https://s3.example/cv.pdf?X-Amz-Signature=a&b=<c>', hours: 24 };

describe('applicationEmail', () => {
  it('lists every partner field with English and Malay labels, in text and HTML', () => {
    const email = applicationEmail(partner, link);
    expect(email.text).toContain('Full name / Nama penuh: Siti <script>alert(1)</script>');
    expect(email.text).toContain('Email / Emel: siti@example.com');
    expect(email.text).toContain('Phone / Telefon: +60 12-345 6789');
    expect(email.text).toContain('Contribution / Sumbangan: Become an Asset Partner');
    expect(email.text).toContain('Enterprise / Perusahaan: Saga Sivik');
    expect(email.text).toContain(
      'Additional comments / Komen tambahan: Kedai & stor "kosong"\nboleh guna',
    );
    expect(email.text).toContain('Received / Diterima: 1 September 2025 at 10:30 am (MYT)');
    expect(email.text).toContain(`Reference / Rujukan: ${partner.id}`);
    expect(email.text).toContain(`CV: ${link.url}`);
    expect(email.text).toContain('Link valid for 24 hours');
    expect(email.replyTo).toBe('siti@example.com');
  });

  it('escapes every value in the HTML body, the link included', () => {
    const { html } = applicationEmail(partner, link);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Siti &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Kedai &amp; stor &quot;kosong&quot;');
    expect(html).toContain('href="https://s3.example/cv.pdf?X-Amz-Signature=a&amp;b=&lt;c&gt;"');
  });

  it('keeps the subject on one line, whatever the applicant typed', () => {
    const email = applicationEmail(
      { ...partner, fields: { ...partner.fields, name: 'Ali\r\nBcc: victim@example.com' } },
      link,
    );
    expect(email.subject).toBe(
      'Partner application / Permohonan rakan kongsi: Ali Bcc: victim@example.com (Saga Sivik)',
    );
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it('says so when no CV was attached, and names the expert fields', () => {
    const expert: StoredApplication = {
      id: '5a1f0e9c-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
      form: 'expert',
      submittedAt: '2025-09-01T02:30:00.000Z',
      fields: {
        name: 'Dr Lee',
        email: 'lee@example.edu.my',
        phone: '03-1234 5678',
        qualification: 'masters',
        interest: 'housing',
      },
      cv: null,
      language: 'bm',
    };
    const email = applicationEmail(expert, undefined);
    expect(email.subject).toBe(
      'Expert application / Permohonan pakar: Dr Lee (Affordable and Sustainable Housing)',
    );
    expect(email.text).toContain(
      'Highest qualification / Kelayakan tertinggi: MSc/MBA/MPhil/MEng or equivalent',
    );
    expect(email.text).toContain(
      'Area of interest / Bidang minat: Affordable and Sustainable Housing',
    );
    expect(email.text).toContain('No CV attached / Tiada CV dilampirkan');
    expect(email.html).toContain('No CV attached / Tiada CV dilampirkan');
  });
});

describe('acknowledgementEmail', () => {
  const rowOf = (application: StoredApplication) =>
    applicationRowOf(application, new Date(application.submittedAt));

  it('labels a partner’s choices and CV in Malay, quoting the reference in subject and body', () => {
    const email = acknowledgementEmail(rowOf(partner));
    expect(email.subject).toBe(
      `Permohonan anda telah diterima (rujukan ${partner.id}) — Gerakan Sektor Ketiga`,
    );
    for (const line of [
      'Terima kasih kerana memohon untuk menjadi rakan kongsi Saga Sivik.',
      'Kami telah menerima permohonan anda pada',
      `Rujukan permohonan anda: ${partner.id}`,
      'Emel: siti@example.com',
      'Telefon: +60 12-345 6789',
      'Jenis sumbangan: Menjadi Rakan Kongsi Aset',
      'Perusahaan: Saga Sivik',
      'CV: PDF diterima',
    ])
      expect(email.text).toContain(line);
    expect(email.html).toContain(`Rujukan permohonan anda: ${partner.id}`);
    expect(email.html).toContain('Salam Siti &lt;script&gt;');
  });

  it('labels an expert’s qualification and interest in the applicant’s language', () => {
    const expert: StoredApplication = {
      id: '5a1f0e9c-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
      form: 'expert',
      submittedAt: '2025-09-01T02:30:00.000Z',
      fields: {
        name: 'Dr Lee',
        email: 'lee@example.edu.my',
        phone: '03-1234 5678',
        qualification: 'masters',
        interest: 'housing',
      },
      cv: { key: 'applications/5a1f0e9c-2b3d-4e5f-8a9b-0c1d2e3f4a5b/cv.pdf', type: 'pdf', size: 9 },
      language: 'bm',
    };
    const malay = acknowledgementEmail(rowOf(expert)).text;
    expect(malay).toContain('Terima kasih kerana menawarkan kepakaran anda kepada Sektor Ketiga.');
    expect(malay).toContain('Kelayakan tertinggi: MSc/MBA/MPhil/MEng atau setaraf');
    expect(malay).toContain('Bidang minat: Perumahan Mampu Milik dan Lestari');
    const english = acknowledgementEmail(rowOf({ ...expert, language: 'eng' })).text;
    expect(english).toContain('Highest qualification: MSc/MBA/MPhil/MEng or equivalent');
    expect(english).toContain('Area of interest: Affordable and Sustainable Housing');
    expect(english).toContain('CV: PDF received');
  });
});
