import { parse } from 'csv-parse/sync';
import type { PublicLedger } from '@gsk/core/api';
import { DISBURSEMENT_RECEIPT_MAX_BYTES } from '@gsk/core/crowdfunding/limits';
import { describe, expect, it } from 'vitest';
import { ledgerCsv, ledgerRows } from '../../functions/src/crowdfunding/ledger-csv';
import { receiptNameOf, receiptTypeOf } from '../../functions/src/crowdfunding/disbursements';
import { parseMultipartForm } from '../../functions/src/lib/multipart';
import { apiEvent } from '../support/api-event';

/*
 * The pure parts of crowdfunding's records: the public ledger's CSV (date order, running balance,
 * formula-safe descriptions), the receipt check by magic bytes, and the multipart reader's file
 * parts (a disbursement's form).
 */

const ledger: PublicLedger = {
  fund: 'all',
  raisedSen: 90_000,
  spentSen: 25_075,
  balanceSen: 64_925,
  contributors: 5,
  months: [
    { month: '2026-09', raisedSen: 0, spentSen: 5_000, balanceSen: -5_000 },
    { month: '2026-10', raisedSen: 90_000, spentSen: 20_075, balanceSen: 64_925 },
  ],
  disbursements: [
    {
      id: 'b',
      paidOn: '2026-10-20',
      amountSen: 20_075,
      category: 'wages',
      description: { bm: '=HYPERLINK("http://x")', eng: 'Wages for October' },
    },
    {
      id: 'a',
      paidOn: '2026-09-03',
      amountSen: 5_000,
      category: 'equipment',
      description: { bm: 'Periuk besar', eng: 'A large pot' },
    },
  ],
};

describe("the public ledger's CSV", () => {
  it('writes months of donations and disbursements in date order with the running balance', () => {
    expect(ledgerRows(ledger, 'eng').map((row) => [row.date, row.balanceSen])).toEqual([
      ['2026-09-03', -5_000],
      ['2026-10-01', 85_000],
      ['2026-10-20', 64_925],
    ]);
    const rows = parse(ledgerCsv(ledger, 'eng'), { bom: true }) as string[][];
    expect(rows).toEqual([
      ['Date', 'Entry', 'Category', 'Description', 'Received (RM)', 'Spent (RM)', 'Balance (RM)'],
      ['2026-09-03', 'Disbursement', 'Equipment', 'A large pot', '', '50.00', '-50.00'],
      ['2026-10-01', 'Donations received, 2026-10', '', '', '900.00', '', '850.00'],
      ['2026-10-20', 'Disbursement', 'Wages', 'Wages for October', '', '200.75', '649.25'],
    ]);
  });

  it('neutralises a description a spreadsheet would run as a formula', () => {
    const rows = parse(ledgerCsv(ledger, 'bm'), { bom: true }) as string[][];
    expect(rows[0]?.[0]).toBe('Tarikh');
    expect(rows[3]?.[3]).toBe(`'=HYPERLINK("http://x")`);
    expect(rows[3]?.[2]).toBe('Upah');
  });
});

const file = (bytes: Buffer, filename = 'resit.pdf') => ({
  filename,
  contentType: 'application/pdf',
  bytes,
});

describe('receipts', () => {
  it('are told by their first bytes, never their name', () => {
    expect(receiptTypeOf(file(Buffer.from('%PDF-1.7 …')))).toBe('pdf');
    expect(receiptTypeOf(file(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'x.pdf'))).toBe('jpg');
    expect(() => receiptTypeOf(file(Buffer.from('<html>'), 'resit.pdf'))).toThrow(
      'receipt_invalid',
    );
    expect(() => receiptTypeOf(file(Buffer.alloc(0)))).toThrow('receipt_invalid');
    const tooBig = Buffer.alloc(DISBURSEMENT_RECEIPT_MAX_BYTES + 1);
    tooBig.write('%PDF-');
    expect(() => receiptTypeOf(file(tooBig))).toThrow('receipt_invalid');
  });

  it('keep a printable name of their own', () => {
    expect(receiptNameOf('C:\\Users\\aminah\\resit "Mac".pdf', 'pdf')).toBe('resit Mac.pdf');
    expect(receiptNameOf('\u0000\u202e', 'png')).toBe('receipt.png');
  });
});

describe('a multipart form with a file', () => {
  const body = (parts: string[]) =>
    `${parts.map((part) => `--b\r\n${part}\r\n`).join('')}--b--\r\n`;
  const event = (text: string) =>
    apiEvent({
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: Buffer.from(text, 'latin1').toString('base64'),
      isBase64Encoded: true,
    });

  it('gives the allowed fields and the named file, its bytes as sent', () => {
    const form = parseMultipartForm(
      event(
        body([
          'Content-Disposition: form-data; name="amount"\r\n\r\n150.50',
          'Content-Disposition: form-data; name="other"\r\n\r\nignored',
          'Content-Disposition: form-data; name="receipt"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\xff\x00',
        ]),
      ),
      ['amount'],
      ['receipt'],
    );
    expect(form.fields).toEqual({ amount: '150.50' });
    expect(form.files.receipt).toEqual({
      filename: 'r.png',
      contentType: 'image/png',
      bytes: Buffer.from('\x89PNG\xff\x00', 'latin1'),
    });
  });

  it('takes an empty file input as no file, and refuses a file sent twice', () => {
    const empty = 'Content-Disposition: form-data; name="receipt"; filename=""\r\n\r\n';
    expect(parseMultipartForm(event(body([empty])), [], ['receipt']).files).toEqual({});
    const one = 'Content-Disposition: form-data; name="receipt"; filename="a.pdf"\r\n\r\n%PDF-';
    expect(() => parseMultipartForm(event(body([one, one])), [], ['receipt'])).toThrow(
      'malformed_body',
    );
  });
});
