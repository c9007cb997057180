import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../functions/src/crowdfunding/receipt-pdf';
import {
  receiptText,
  statementText,
  type ReceiptDonation,
} from '../../functions/src/crowdfunding/receipt-text';
import { readPdf } from '../support/pdf-text';

const donation = (overrides: Partial<ReceiptDonation> = {}): ReceiptDonation => ({
  paymentId: '1756700000000K4201',
  amount: 150,
  paidAt: '2026-03-01T02:15:00.000Z',
  name: 'Siti Aminah binti Yusof',
  enterprise: 'kesum',
  campaign: { title: { bm: 'Dapur Kesum Kampung Baru', eng: 'The Kampung Baru Kesum Kitchen' } },
  fundraiser: { title: 'Larian untuk Kesum' },
  method: 'DD',
  ...overrides,
});

const notTaxEng =
  'This is not a tax-deduction receipt: Gerakan Sektor Ketiga does not hold an approval under subsection 44(6) of the Income Tax Act 1967.';
const notTaxBm =
  'Ini bukan resit potongan cukai: Gerakan Sektor Ketiga tidak memegang kelulusan di bawah subseksyen 44(6) Akta Cukai Pendapatan 1967.';

/** Every line a PDF's pages show, joined with spaces (wrapped lines read as one text). */
const pdfText = async (bytes: Uint8Array) =>
  (await readPdf(bytes)).pages.flat().join(' ').replace(/\s+/g, ' ');

describe('a donation receipt', () => {
  it('states number, Malaysian date, donor, amount, purpose and method, and that it is no tax-deduction receipt (English)', () => {
    const text = receiptText(donation(), 'eng', undefined);
    expect(text.title).toBe('Donation Receipt');
    expect(text.issuer).toBe('Gerakan Sektor Ketiga');
    expect(Object.fromEntries(text.rows)).toEqual({
      'Receipt number': '1756700000000K4201',
      'Date paid': expect.stringMatching(/^1 March 2026 at 10:15/),
      Donor: 'Siti Aminah binti Yusof',
      Amount: 'RM150.00',
      For: 'The supporter\'s page "Larian untuk Kesum"; The campaign "The Kampung Baru Kesum Kitchen"; The enterprise Kesum',
      'Payment method': 'Online banking (FPX)',
    });
    expect(text.paragraphs[0]).toBe(notTaxEng);
  });

  it('says the same in Malay', () => {
    const text = receiptText(donation({ method: undefined }), 'bm', undefined);
    expect(text.title).toBe('Resit Sumbangan');
    const rows = Object.fromEntries(text.rows);
    expect(rows['No. resit']).toBe('1756700000000K4201');
    expect(rows['Tarikh dibayar']).toMatch(/^1 Mac 2026/);
    expect(rows.Jumlah).toBe('RM150.00');
    expect(rows.Untuk).toBe(
      'Halaman penyokong "Larian untuk Kesum"; Kempen "Dapur Kesum Kampung Baru"; Perusahaan Kesum',
    );
    expect(rows).not.toHaveProperty('Kaedah pembayaran');
    expect(text.paragraphs[0]).toBe(notTaxBm);
  });

  it('is a tax-deduction receipt with the approval reference and identity-card number when the setting is on', () => {
    const text = receiptText(
      donation({ identityNo: '900101-14-5678' }),
      'eng',
      'LHDN.01/35/42/51/179-6.7890',
    );
    expect(Object.fromEntries(text.rows)['Identity-card number']).toBe('900101-14-5678');
    expect(text.paragraphs[0]).toBe(
      'Tax-deduction receipt: Gerakan Sektor Ketiga is approved under subsection 44(6) of the Income Tax Act 1967 (approval reference LHDN.01/35/42/51/179-6.7890).',
    );
    const malay = receiptText(donation({ identityNo: '900101-14-5678' }), 'bm', 'LHDN.01/35');
    expect(Object.fromEntries(malay.rows)['No. kad pengenalan']).toBe('900101-14-5678');
    expect(malay.paragraphs[0]).toContain('diluluskan di bawah subseksyen 44(6)');
    expect(malay.paragraphs[0]).toContain('rujukan kelulusan LHDN.01/35');
  });

  it('says it cannot serve for a tax deduction when the setting is on but no identity-card number was given', () => {
    const text = receiptText(donation(), 'eng', 'LHDN.01/35');
    expect(text.rows.map(([label]) => label)).not.toContain('Identity-card number');
    expect(text.paragraphs[0]).toContain('approval reference LHDN.01/35');
    expect(text.paragraphs[0]).toContain('cannot serve as a tax-deduction receipt');
    expect(receiptText(donation(), 'bm', 'LHDN.01/35').paragraphs[0]).toContain(
      'tidak boleh digunakan sebagai resit potongan cukai',
    );
  });

  it('names a general donation as the movement’s when it went to nothing in particular', () => {
    const text = receiptText(
      donation({ enterprise: undefined, campaign: undefined, fundraiser: undefined }),
      'eng',
      undefined,
    );
    expect(Object.fromEntries(text.rows).For).toBe('Gerakan Sektor Ketiga (general donation)');
  });

  it('draws every word into the PDF, readable back from its content streams', async () => {
    const bytes = await renderPdf(receiptText(donation(), 'eng', undefined), 'eng');
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe('Donation Receipt');
    expect(pdf.language).toBe('en-MY');
    const text = await pdfText(bytes);
    for (const expected of ['Donation Receipt', '1756700000000K4201', 'RM150.00', 'Siti Aminah']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(notTaxEng);
  });

  it('draws a name the standard fonts cannot show with question marks instead of failing', async () => {
    const bytes = await renderPdf(
      receiptText(donation({ name: 'Tan 陈 Mei' }), 'bm', undefined),
      'bm',
    );
    expect(await pdfText(bytes)).toContain('Tan ? Mei');
  });
});

describe('a yearly statement', () => {
  const donations = [
    donation({ paymentId: '1770000000000A0002', amount: 50, paidAt: '2026-06-01T01:00:00.000Z' }),
    donation({
      paymentId: '1770000000000A0001',
      amount: 25,
      paidAt: '2026-01-15T01:00:00.000Z',
      campaign: undefined,
      fundraiser: undefined,
      enterprise: undefined,
      event: { title: { bm: 'Malam Amal Koperasi', eng: 'Co-operative Charity Night' } },
    }),
  ];

  it('lists the year’s donations oldest first with their total, and its tax statement', () => {
    const text = statementText(2026, 'Siti Aminah binti Yusof', donations, 'eng', undefined);
    expect(text.title).toBe('Donation Statement for 2026');
    expect(Object.fromEntries(text.rows)).toEqual({
      Donor: 'Siti Aminah binti Yusof',
      Year: '2026',
      Donations: '2',
    });
    expect(text.table?.rows).toEqual([
      ['2026-01-15', '1770000000000A0001', 'The event "Co-operative Charity Night"', 'RM25.00'],
      [
        '2026-06-01',
        '1770000000000A0002',
        'The supporter\'s page "Larian untuk Kesum"; The campaign "The Kampung Baru Kesum Kitchen"; The enterprise Kesum',
        'RM50.00',
      ],
    ]);
    expect(text.table?.total).toEqual(['Total', 'RM75.00']);
    expect(text.paragraphs[0]).toBe(notTaxEng);
    const on = statementText(2026, 'Siti', donations, 'bm', 'LHDN.01/35');
    expect(on.title).toBe('Penyata Sumbangan Tahun 2026');
    expect(on.table?.total).toEqual(['Jumlah keseluruhan', 'RM75.00']);
    expect(on.paragraphs[0]).toContain('rujukan kelulusan LHDN.01/35');
  });

  it('draws a long statement over as many pages as it needs, every row readable', async () => {
    const many = Array.from({ length: 80 }, (_, index) =>
      donation({
        paymentId: `17700000000${String(index).padStart(2, '0')}A0001`,
        paidAt: `2026-02-${String((index % 28) + 1).padStart(2, '0')}T01:00:00.000Z`,
        amount: 10,
      }),
    );
    const bytes = await renderPdf(statementText(2026, 'Siti', many, 'bm', undefined), 'bm');
    const pdf = await readPdf(bytes);
    expect(pdf.pages.length).toBeGreaterThan(1);
    const text = await pdfText(bytes);
    for (const item of many) expect(text).toContain(item.paymentId);
    expect(text).toContain('RM800.00');
    expect(text).toContain(notTaxBm);
  });
});
