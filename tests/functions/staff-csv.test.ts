import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { malaysianTimestamp as malaysiaTime } from '@gsk/core/i18n/date-time';
import { csvAttachment, myr, spreadsheetPhone, toCsv } from '../../functions/src/staff/csv';

interface Row {
  name: string;
  amount: number;
  at: string;
  note?: string;
}

const columns = [
  { heading: 'Name', cell: (row: Row) => row.name },
  { heading: 'Amount (MYR)', cell: (row: Row) => myr(row.amount) },
  { heading: 'Time (Malaysia)', cell: (row: Row) => malaysiaTime(row.at) },
  { heading: 'Note', cell: (row: Row) => row.note },
];

/** What a spreadsheet or an accountant's script reads back. */
const read = (csv: string) => parse(csv, { bom: true, columns: true }) as Record<string, string>[];

describe('toCsv', () => {
  it('starts with a byte-order mark and quotes every field, with CRLF rows', () => {
    const csv = toCsv(columns, [{ name: 'Siti', amount: 50, at: '2026-11-23T16:30:00Z' }]);
    expect(csv.startsWith('\uFEFF"Name","Amount (MYR)"')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(3);
    expect(read(csv)).toEqual([
      { Name: 'Siti', 'Amount (MYR)': '50.00', 'Time (Malaysia)': '2026-11-24 00:30:00', Note: '' },
    ]);
  });

  it('keeps commas, quotes, new lines and Malay text intact', () => {
    const note = 'Terima kasih, "semua"\nbaris dua — ringgit';
    const [row] = read(toCsv(columns, [{ name: 'Nur Ḥayāt', amount: 1234, at: '', note }]));
    expect(row).toEqual({
      Name: 'Nur Ḥayāt',
      'Amount (MYR)': '1234.00',
      'Time (Malaysia)': '',
      Note: note,
    });
  });

  it.each(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\r=1'])(
    'neutralises a field a spreadsheet would run as a formula: %j',
    (name) => {
      const [row] = read(toCsv(columns, [{ name, amount: 5, at: '' }]));
      expect(row?.Name).toBe(`'${name}`);
      expect(row?.['Amount (MYR)']).toBe('5.00');
    },
  );

  it('leaves ordinary text and negative numbers the export computes alone', () => {
    const csv = toCsv([{ heading: 'Change', cell: (value: number) => value }], [-50, 20]);
    expect(read(csv)).toEqual([{ Change: '-50' }, { Change: '20' }]);
  });
});

describe('malaysiaTime', () => {
  it('writes an instant as Malaysia’s wall clock, across the date line of UTC', () => {
    expect(malaysiaTime('2026-12-31T16:00:00.000Z')).toBe('2027-01-01 00:00:00');
    expect(malaysiaTime('2026-06-01T03:04:05Z')).toBe('2026-06-01 11:04:05');
    expect(malaysiaTime('not a time')).toBe('');
    expect(malaysiaTime(undefined)).toBe('');
  });
});

describe('csvAttachment', () => {
  it('is a never-cached CSV attachment named by the Malaysian day', () => {
    const result = csvAttachment('donations', 'x', new Date('2026-11-23T17:00:00Z'));
    expect(result.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="donations-2026-11-24.csv"',
      'cache-control': 'no-store',
    });
  });
});

describe('spreadsheetPhone', () => {
  it.each([
    ['+60123456789', '012-345 6789'],
    ['+60 12-345 6789', '012-345 6789'],
    ['+601123456789', '011-2345 6789'],
    ['012-345 6789', '012-345 6789'],
    ['0123456789', '012-345 6789'],
    ['(03) 1234 5678', '03-1234 5678'],
    ['+60 3-1234 5678', '03-1234 5678'],
    ['0060 82-123 456', '082-12 3456'],
    ['+44 20 7946 0958', '0044 20 7946 0958'],
    ['+442079460958', '00 442079460958'],
  ])(
    'writes %j as %j: text to a spreadsheet, never a formula or a bare number',
    (typed, written) => {
      expect(spreadsheetPhone(typed)).toBe(written);
      const [row] = read(toCsv([{ heading: 'Phone', cell: spreadsheetPhone }], [typed]));
      expect(row?.Phone).toBe(written);
      expect(written).toMatch(/^0[^+=@-]*[ -]/);
    },
  );

  it('leaves what is no phone number to the formula guard', () => {
    const [row] = read(toCsv([{ heading: 'Phone', cell: spreadsheetPhone }], ['+++']));
    expect(row?.Phone).toBe("'+++");
  });
});
