import type { Bilingual } from '@gsk/core/api';
import { formatRinggit } from '@gsk/core/donation';
import { findEnterprise, type EnterpriseSlug } from '@gsk/core/enterprise';
import { malaysianDate, malaysianDateTime } from '@gsk/core/i18n/date-time';
import type { Language } from '@gsk/core/i18n/language';
import { site } from '@gsk/core/site';

/*
 * The words of a donor's PDF receipt and yearly statement (docs/crowdfunding.md, "A donor's own
 * record"), apart from their drawing (receipt-pdf.ts) so that what they say is tested as text.
 * Whether a receipt serves for a tax deduction is the stage's setting: only a movement approved
 * under subsection 44(6) of the Income Tax Act 1967 may issue one, and LHDN requires the donor's
 * identity-card number on it.
 */

/** A successful donation as a receipt describes it. */
export interface ReceiptDonation {
  paymentId: string;
  /** Whole ringgit. */
  amount: number;
  paidAt: string;
  name: string;
  enterprise?: EnterpriseSlug;
  campaign?: { title: Bilingual };
  fundraiser?: { title: string };
  event?: { title: Bilingual };
  /** The gateway's PymtMethod, when it said. */
  method?: string;
  identityNo?: string;
}

/** What a PDF shows, top to bottom: a title, label/value rows, an optional table, paragraphs. */
export interface PdfText {
  /** The document's title (its metadata too). */
  title: string;
  /** The line under the title (the movement's name). */
  issuer: string;
  rows: [string, string][];
  table?: { columns: string[]; rows: string[][]; total?: [string, string] };
  paragraphs: string[];
}

const methods: Record<string, Bilingual> = {
  CC: { bm: 'Kad kredit atau debit', eng: 'Credit or debit card' },
  DD: { bm: 'Perbankan dalam talian (FPX)', eng: 'Online banking (FPX)' },
  WA: { bm: 'E-dompet', eng: 'E-wallet' },
  OTC: { bm: 'Bayaran di kaunter', eng: 'Over the counter' },
  MO: { bm: 'Pesanan mel atau telefon', eng: 'Mail or telephone order' },
};

const copy = {
  bm: {
    receiptTitle: 'Resit Sumbangan',
    statementTitle: (year: number) => `Penyata Sumbangan Tahun ${year}`,
    receiptNo: 'No. resit',
    datePaid: 'Tarikh dibayar',
    donor: 'Penderma',
    amount: 'Jumlah',
    purpose: 'Untuk',
    method: 'Kaedah pembayaran',
    identity: 'No. kad pengenalan',
    year: 'Tahun',
    count: 'Bilangan sumbangan',
    columns: ['Tarikh', 'No. resit', 'Untuk', 'Jumlah'],
    total: 'Jumlah keseluruhan',
    general: `${site.name} (sumbangan am)`,
    enterprise: (name: string) => `Perusahaan ${name}`,
    campaign: (title: string) => `Kempen "${title}"`,
    fundraiser: (title: string) => `Halaman penyokong "${title}"`,
    event: (title: string) => `Acara "${title}"`,
    notTax: `Ini bukan resit potongan cukai: ${site.name} tidak memegang kelulusan di bawah subseksyen 44(6) Akta Cukai Pendapatan 1967.`,
    approved: (reference: string) =>
      `Resit potongan cukai: ${site.name} diluluskan di bawah subseksyen 44(6) Akta Cukai Pendapatan 1967 (rujukan kelulusan ${reference}).`,
    noIdentity: (reference: string) =>
      `${site.name} diluluskan di bawah subseksyen 44(6) Akta Cukai Pendapatan 1967 (rujukan kelulusan ${reference}), tetapi resit ini tidak boleh digunakan sebagai resit potongan cukai: tiada nombor kad pengenalan diberikan bersama sumbangan ini, dan LHDN memerlukannya.`,
    statementApproved: (reference: string) =>
      `${site.name} diluluskan di bawah subseksyen 44(6) Akta Cukai Pendapatan 1967 (rujukan kelulusan ${reference}). Penyata ini ialah ringkasan: resit setiap sumbangan yang membawa nombor kad pengenalan anda ialah resit potongan cukainya.`,
    thanks: `Terima kasih kerana menyokong perusahaan sosial milik rakyat. Resit ini dikeluarkan oleh ${site.name} daripada rekod pembayaran kami.`,
    statementThanks: `Terima kasih atas sokongan anda sepanjang tahun. Penyata ini disediakan oleh ${site.name} daripada rekod pembayaran kami.`,
  },
  eng: {
    receiptTitle: 'Donation Receipt',
    statementTitle: (year: number) => `Donation Statement for ${year}`,
    receiptNo: 'Receipt number',
    datePaid: 'Date paid',
    donor: 'Donor',
    amount: 'Amount',
    purpose: 'For',
    method: 'Payment method',
    identity: 'Identity-card number',
    year: 'Year',
    count: 'Donations',
    columns: ['Date', 'Receipt number', 'For', 'Amount'],
    total: 'Total',
    general: `${site.name} (general donation)`,
    enterprise: (name: string) => `The enterprise ${name}`,
    campaign: (title: string) => `The campaign "${title}"`,
    fundraiser: (title: string) => `The supporter's page "${title}"`,
    event: (title: string) => `The event "${title}"`,
    notTax: `This is not a tax-deduction receipt: ${site.name} does not hold an approval under subsection 44(6) of the Income Tax Act 1967.`,
    approved: (reference: string) =>
      `Tax-deduction receipt: ${site.name} is approved under subsection 44(6) of the Income Tax Act 1967 (approval reference ${reference}).`,
    noIdentity: (reference: string) =>
      `${site.name} is approved under subsection 44(6) of the Income Tax Act 1967 (approval reference ${reference}), but this receipt cannot serve as a tax-deduction receipt: no identity-card number was given with this donation, and LHDN requires one.`,
    statementApproved: (reference: string) =>
      `${site.name} is approved under subsection 44(6) of the Income Tax Act 1967 (approval reference ${reference}). This statement is a summary: the receipt of each donation that carries your identity-card number is its tax-deduction receipt.`,
    thanks: `Thank you for supporting social enterprises owned by the people. This receipt is issued by ${site.name} from our payment records.`,
    statementThanks: `Thank you for your support throughout the year. This statement is prepared by ${site.name} from our payment records.`,
  },
} as const;

/** What a donation went to, in a language: its page, campaign, enterprise and event. */
export function purposeOf(donation: ReceiptDonation, language: Language): string {
  const words = copy[language];
  const parts: string[] = [];
  if (donation.fundraiser) parts.push(words.fundraiser(donation.fundraiser.title));
  if (donation.campaign) parts.push(words.campaign(donation.campaign.title[language]));
  if (donation.enterprise) {
    parts.push(words.enterprise(findEnterprise(donation.enterprise, language).ent_name));
  }
  if (donation.event) parts.push(words.event(donation.event.title[language]));
  return parts.length > 0 ? parts.join('; ') : words.general;
}

const amountOf = (ringgit: number, language: Language) =>
  formatRinggit(ringgit, language, { cents: true });

/**
 * A receipt's text, in a language: number, date paid (Malaysian time), donor, amount, what it was
 * for, the payment method when known, and whether it serves for a tax deduction
 * (`taxReference`: the stage's 44(6) approval reference, none when the movement holds none).
 */
export function receiptText(
  donation: ReceiptDonation,
  language: Language,
  taxReference: string | undefined,
): PdfText {
  const words = copy[language];
  const rows: [string, string][] = [
    [words.receiptNo, donation.paymentId],
    [words.datePaid, malaysianDateTime(donation.paidAt, language)],
    [words.donor, donation.name],
    [words.amount, amountOf(donation.amount, language)],
    [words.purpose, purposeOf(donation, language)],
  ];
  const method = donation.method ? methods[donation.method] : undefined;
  if (method) rows.push([words.method, method[language]]);
  let tax: string = words.notTax;
  if (taxReference) {
    if (donation.identityNo) {
      rows.push([words.identity, donation.identityNo]);
      tax = words.approved(taxReference);
    } else {
      tax = words.noIdentity(taxReference);
    }
  }
  return {
    title: words.receiptTitle,
    issuer: site.name,
    rows,
    paragraphs: [tax, words.thanks],
  };
}

/**
 * A year's statement, in a language: the donor, every successful donation of that Malaysian
 * year (oldest first) with its date, receipt number, purpose and amount, and their total.
 */
export function statementText(
  year: number,
  donorName: string,
  donations: readonly ReceiptDonation[],
  language: Language,
  taxReference: string | undefined,
): PdfText {
  const words = copy[language];
  const sorted = [...donations].sort((a, b) => a.paidAt.localeCompare(b.paidAt));
  const total = sorted.reduce((sum, donation) => sum + donation.amount, 0);
  return {
    title: words.statementTitle(year),
    issuer: site.name,
    rows: [
      [words.donor, donorName],
      [words.year, String(year)],
      [words.count, String(sorted.length)],
    ],
    table: {
      columns: [...words.columns],
      rows: sorted.map((donation) => [
        malaysianDate(donation.paidAt),
        donation.paymentId,
        purposeOf(donation, language),
        amountOf(donation.amount, language),
      ]),
      total: [words.total, amountOf(total, language)],
    },
    paragraphs: [
      taxReference ? words.statementApproved(taxReference) : words.notTax,
      words.statementThanks,
    ],
  };
}
