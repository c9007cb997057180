import { describe, expect, it } from 'vitest';
import type { PaymentRecord } from '../../functions/src/payments/ledger';
import {
  adminNoticeEmail,
  formatPaymentTime,
  receiptEmail,
} from '../../functions/src/payments/receipt-email';

const payment = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  paymentId: '1756700000000K4201',
  status: 'success',
  amount: 1500,
  currency: 'MYR',
  name: 'Siti <b>Aminah</b> & co',
  email: 'siti@example.com',
  phone: '012-345 6789',
  notes: 'Semoga berjaya',
  enterprise: 'tanamduit',
  language: 'bm',
  custIp: '203.0.113.9',
  origin: 'https://site.test',
  createdAt: '2025-09-01T02:10:00.000Z',
  updatedAt: '2025-09-01T02:15:00.000Z',
  paidAt: '2025-09-01T02:15:00.000Z',
  gateway: { TxnID: 'sitTXN42', PymtMethod: 'CC' },
  ...overrides,
});

describe('the donor receipt', () => {
  it('is in Malay for a Malay donation, with amount, PaymentID, Malaysian date and enterprise', () => {
    const email = receiptEmail(payment());
    expect(email.subject).toBe('Terima kasih atas sumbangan anda — Gerakan Sektor Ketiga');
    expect(email.text).toContain('Salam Siti <b>Aminah</b> & co,');
    expect(email.text).toContain('Jumlah: RM1,500.00');
    expect(email.text).toContain('ID Pembayaran: 1756700000000K4201');
    expect(email.text).toContain('Tarikh: 1 September 2025');
    expect(email.text).toContain('10:15');
    expect(email.text).toContain('Untuk perusahaan: TanamDuit');
    expect(email.text).toContain('No. rujukan transaksi: sitTXN42');
    expect(email.text).not.toMatch(/Thank you|Amount:/);
  });

  it('is in English for an English donation', () => {
    const email = receiptEmail(payment({ language: 'eng', enterprise: undefined }));
    expect(email.subject).toBe('Thank you for your donation — Gerakan Sektor Ketiga');
    expect(email.text).toContain('Dear Siti');
    expect(email.text).toContain('Amount: RM1,500.00');
    expect(email.text).toContain('Payment ID: 1756700000000K4201');
    expect(email.text).toContain('Date: 1 September 2025');
    expect(email.text).not.toContain('For the enterprise');
  });

  it('escapes the donor’s own text in the HTML part', () => {
    const { html } = receiptEmail(payment());
    expect(html).toContain('Siti &lt;b&gt;Aminah&lt;/b&gt; &amp; co');
    expect(html).not.toContain('<b>Aminah</b>');
  });
});

describe('the admins’ notice', () => {
  it('lists the donation with bilingual labels and escapes donor text', () => {
    const email = adminNoticeEmail(payment({ notes: '<script>x</script>' }));
    expect(email.subject).toBe('Sumbangan baharu / New donation: RM1,500.00 (1756700000000K4201)');
    expect(email.text).toContain('Emel / Email: siti@example.com');
    expect(email.text).toContain('Perusahaan / Enterprise: TanamDuit');
    expect(email.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(email.html).not.toContain('<script>');
  });
});

describe('formatPaymentTime', () => {
  it('prints Malaysian time in each language', () => {
    expect(formatPaymentTime('2025-12-31T16:30:00.000Z', 'eng')).toMatch(/1 January 2026.*12:30/);
    expect(formatPaymentTime('2025-12-31T16:30:00.000Z', 'bm')).toMatch(/1 Januari 2026.*12:30/);
  });
});
