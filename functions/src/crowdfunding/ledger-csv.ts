import type { PublicLedger } from '@gsk/core/api';
import { ringgitOfSen, type DisbursementCategory } from '@gsk/core/crowdfunding';
import type { Language } from '@gsk/core/i18n/language';
import { toCsv, type CsvColumn } from '../staff/csv';

/*
 * The public ledger as a CSV (`GET /api/ledger/{fund}/export?lang=bm|eng`), by the staff exports'
 * rules (functions/src/staff/csv.ts: UTF-8 with a BOM, every field quoted, a text that a
 * spreadsheet would run as a formula neutralised): in date order, one row per month of donations
 * received (the month's sum, never a donor) and one per disbursement, each with the balance after
 * it, amounts in ringgit with two decimals. The month's donations come first in their month (dated
 * its first day), its disbursements after, so the last row's balance is the fund's balance.
 */

interface LedgerCsvWords {
  date: string;
  entry: string;
  category: string;
  description: string;
  received: string;
  spent: string;
  balance: string;
  donations: (month: string) => string;
  disbursement: string;
  categories: Record<DisbursementCategory, string>;
}

const words: Record<Language, LedgerCsvWords> = {
  bm: {
    date: 'Tarikh',
    entry: 'Catatan',
    category: 'Kategori',
    description: 'Keterangan',
    received: 'Diterima (RM)',
    spent: 'Dibelanjakan (RM)',
    balance: 'Baki (RM)',
    donations: (month) => `Sumbangan diterima, ${month}`,
    disbursement: 'Pembayaran',
    categories: {
      equipment: 'Peralatan',
      premises: 'Premis',
      stock: 'Stok',
      wages: 'Upah',
      operations: 'Operasi',
      training: 'Latihan',
      transport: 'Pengangkutan',
      other: 'Lain-lain',
    },
  },
  eng: {
    date: 'Date',
    entry: 'Entry',
    category: 'Category',
    description: 'Description',
    received: 'Received (RM)',
    spent: 'Spent (RM)',
    balance: 'Balance (RM)',
    donations: (month) => `Donations received, ${month}`,
    disbursement: 'Disbursement',
    categories: {
      equipment: 'Equipment',
      premises: 'Premises',
      stock: 'Stock',
      wages: 'Wages',
      operations: 'Operations',
      training: 'Training',
      transport: 'Transport',
      other: 'Other',
    },
  },
};

/** One row of the ledger's CSV. */
export interface LedgerRow {
  date: string;
  entry: string;
  category: string;
  description: string;
  receivedSen: number;
  spentSen: number;
  balanceSen: number;
}

/** The ledger's rows in date order, each with the running balance after it. */
export function ledgerRows(ledger: PublicLedger, language: Language): LedgerRow[] {
  const text = words[language];
  const entries = [
    ...ledger.months
      .filter((month) => month.raisedSen > 0)
      .map((month) => ({
        date: `${month.month}-01`,
        order: 0,
        entry: text.donations(month.month),
        category: '',
        description: '',
        receivedSen: month.raisedSen,
        spentSen: 0,
      })),
    ...ledger.disbursements.map((disbursement) => ({
      date: disbursement.paidOn,
      order: 1,
      entry: text.disbursement,
      category: text.categories[disbursement.category],
      description: disbursement.description[language],
      receivedSen: 0,
      spentSen: disbursement.amountSen,
    })),
  ].sort(
    (a, b) =>
      a.date.slice(0, 7).localeCompare(b.date.slice(0, 7)) ||
      a.order - b.order ||
      a.date.localeCompare(b.date),
  );
  let balanceSen = 0;
  return entries.map(({ order: _order, ...entry }) => {
    balanceSen += entry.receivedSen - entry.spentSen;
    return { ...entry, balanceSen };
  });
}

const money = (sen: number) => (sen === 0 ? '' : ringgitOfSen(sen));

/** The CSV of a public ledger in `language`. */
export function ledgerCsv(ledger: PublicLedger, language: Language): string {
  const text = words[language];
  const columns: CsvColumn<LedgerRow>[] = [
    { heading: text.date, cell: (row) => row.date },
    { heading: text.entry, cell: (row) => row.entry },
    { heading: text.category, cell: (row) => row.category },
    { heading: text.description, cell: (row) => row.description },
    { heading: text.received, cell: (row) => money(row.receivedSen) },
    { heading: text.spent, cell: (row) => money(row.spentSen) },
    { heading: text.balance, cell: (row) => ringgitOfSen(row.balanceSen) },
  ];
  return toCsv(columns, ledgerRows(ledger, language));
}
