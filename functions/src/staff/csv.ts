import { malaysianDate } from '@gsk/core/i18n/date-time';
import type { HttpResult } from '../lib/responses';

/*
 * The staff console's CSV exports, made for the accountant's spreadsheet: UTF-8 with a byte-order
 * mark (so Excel reads Malay names and the ringgit sign right), CRLF rows, every field quoted,
 * amounts as plain decimals in MYR, times in Malaysia's time as `YYYY-MM-DD HH:mm:ss`.
 *
 * Formula injection (OWASP, "CSV Injection"): a field a visitor wrote that starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return would be run by a spreadsheet as a formula; such a field is
 * written with a leading apostrophe, which spreadsheets show as text. Numbers the export itself
 * writes (amounts) are never prefixed.
 */

/** One column: its heading and how a row gives its cell. */
export interface CsvColumn<Row> {
  heading: string;
  cell: (row: Row) => string | number | boolean | undefined | null;
}

const BOM = '\uFEFF';

const formulaStart = /^[=+\-@\t\r]/;

/** A text cell made safe to open: neutralised when a spreadsheet would read it as a formula. */
const safeText = (value: string): string => (formulaStart.test(value) ? `'${value}` : value);

const quoted = (value: string): string => `"${value.replaceAll('"', '""')}"`;

const cellText = (value: string | number | boolean | undefined | null): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return safeText(value);
};

/** The CSV text of `rows` under `columns`' headings, BOM first. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [columns.map((column) => quoted(safeText(column.heading))).join(',')];
  for (const row of rows) {
    lines.push(columns.map((column) => quoted(cellText(column.cell(row)))).join(','));
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** A whole-ringgit amount as the accountant's sheet wants it: `1234.00`. */
export const myr = (amount: number): string => amount.toFixed(2);

/**
 * 200 with a CSV attachment named `{name}-{Malaysian date}.csv`; never cached, since it holds
 * personal data.
 */
export function csvAttachment(name: string, csv: string, now = new Date()): HttpResult {
  const day = malaysianDate(now);
  return {
    statusCode: 200,
    headers: {
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${day}.csv"`,
    },
    body: csv,
  };
}
