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

/** A plain decimal number (`-50.00`): a spreadsheet reads it as the number, never a formula. */
const plainNumber = /^-?\d+(?:\.\d+)?$/;

/**
 * A text cell made safe to open: neutralised when a spreadsheet would read it as a formula (a
 * negative amount written with its two decimals, `-50.00`, is a number and stays one).
 */
const safeText = (value: string): string =>
  formulaStart.test(value) && !plainNumber.test(value) ? `'${value}` : value;

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

/** A Malaysian number with its trunk 0 (`0123456789`) grouped as Malaysians write it. */
function malaysianGroups(local: string): string {
  // Sabah's and Sarawak's area codes have three digits (082, 088…); mobiles (01x) are written so too.
  const prefix = /^0(1|8)/.test(local) ? 3 : 2;
  const head = local.slice(0, prefix);
  const rest = local.slice(prefix);
  return rest.length > 4 ? `${head}-${rest.slice(0, -4)} ${rest.slice(-4)}` : `${head}-${rest}`;
}

/**
 * A phone number as a spreadsheet keeps it: text, never a formula (a leading `+`, which Excel,
 * LibreOffice and Google Sheets all read as one) and never a number (bare digits lose their
 * leading 0). A Malaysian number (`+60…`, `0060…` or with its trunk 0) is written as Malaysians
 * write it, `012-345 6789`, `03-1234 5678`; another country's number with the international
 * prefix dialled from Malaysia, `00`, in place of the `+` (`+44 20 7946 0958` is
 * `0044 20 7946 0958`). Both keep a space or a hyphen, so no spreadsheet takes them for numbers
 * (docs/staff.md, "Phone numbers in the exports"). Anything else is left to the formula guard.
 */
export function spreadsheetPhone(typed: string): string {
  const trimmed = typed.trim();
  const international = /^(?:\+|00)/.exec(trimmed)?.[0];
  const groups = trimmed
    .slice(international?.length ?? 0)
    .split(/\D+/)
    .filter(Boolean);
  const digits = groups.join('');
  if (!digits) return trimmed;
  if (!international) return digits.startsWith('0') ? malaysianGroups(digits) : trimmed;
  if (digits.startsWith('60')) return malaysianGroups(`0${digits.slice(2)}`);
  return groups.length > 1 ? `00${groups[0]} ${groups.slice(1).join(' ')}` : `00 ${digits}`;
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
