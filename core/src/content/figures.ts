import {
  ASSET_RENT_BELOW_MARKET_PERCENT,
  EQUITY_RETURN_PERCENT_PER_YEAR,
  GADGET_RENTAL_RM_PER_YEAR,
  MINIMUM_WAGE_RM,
  OPERATIONS_START,
  POST_PROFIT_RATES_PERCENT,
  POST_PROFIT_SPLIT_PERCENT,
  PRE_PROFIT_SPLIT_PERCENT,
  ROLLOUT_START,
  WORKING_CAPITAL_RESERVE_PERCENT,
} from '../constants';
import { enterpriseFacts, enterpriseIds, enterpriseSlugs } from '../enterprise/types';
import type { Language } from '../i18n/language';
import { formatRinggit } from '../i18n/money';
import type { Figure } from './types';

const monthNames: Record<Language, readonly string[]> = {
  bm: [
    'Januari',
    'Februari',
    'Mac',
    'April',
    'Mei',
    'Jun',
    'Julai',
    'Ogos',
    'September',
    'Oktober',
    'November',
    'Disember',
  ],
  eng: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

function parseIsoDate(iso: string): { year: number; month: number; day?: number } {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(iso);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new Error(`Not an ISO date: ${iso}`);
  return { year: Number(match[1]), month, day: match[3] ? Number(match[3]) : undefined };
}

/**
 * An ISO year-month ('2025-08') or date ('2025-08-01') written out: 'Ogos 2025' / 'August 2025',
 * or '1 Ogos 2025' / '1 August 2025'. Both languages put the day first, as Malaysia does.
 */
export function formatIsoDate(iso: string, language: Language): string {
  const { year, month, day } = parseIsoDate(iso);
  const monthName = monthNames[language][month - 1] ?? '';
  return day === undefined ? `${monthName} ${year}` : `${day} ${monthName} ${year}`;
}

/** Split figures written as the copy quotes them: '10-50-40'. */
export const splitText = (parts: readonly number[]) => parts.join('-');

/** A percentage as the copy writes it: '2.4%' (Malaysia uses the decimal point in both languages). */
export const percentText = (value: number) => `${value}%`;

/** Month the phased rollout starts, written out ('Ogos 2025' / 'August 2025'). */
export const rolloutStartText = (language: Language) => formatIsoDate(ROLLOUT_START, language);

/** Month the enterprises start operating, written out ('September 2025'). */
export const operationsStartText = (language: Language) =>
  formatIsoDate(OPERATIONS_START, language);

/**
 * How many enterprises the movement starts with (the spec's 'seven initial enterprises'): those of
 * the enterprise table.
 */
export const enterpriseCount = enterpriseIds.length;

/** Items as the copy lists them: 'A, B and C' ('A, B dan C'), no comma before the last. */
function listText(items: readonly string[], language: Language): string {
  const last = items[items.length - 1] ?? '';
  if (items.length < 2) return last;
  return `${items.slice(0, -1).join(', ')} ${language === 'bm' ? 'dan' : 'and'} ${last}`;
}

/** The sample post-profit rates with the reserve: '15%, 10% dan 45%, dengan rizab modal kerja 30%'. */
function ratesText(language: Language): string {
  const rates = listText(POST_PROFIT_RATES_PERCENT.map(percentText), language);
  const reserve = percentText(WORKING_CAPITAL_RESERVE_PERCENT);
  return language === 'bm'
    ? `${rates}, dengan rizab modal kerja ${reserve}`
    : `${rates}, with a ${reserve} working-capital reserve`;
}

/** Every enterprise's name in id order, as the copy lists them: 'FlexiMart, Kesum, … and TanamDuit'. */
export const enterpriseNamesText = (language: Language) =>
  listText(
    enterpriseSlugs.map((slug) => enterpriseFacts[slug].ent_name),
    language,
  );

/**
 * The movement's figures from the spec (section 1), every number read from the business constants,
 * so the pages and the PDFs print the same values the rest of the site uses.
 */
export function movementFigures(language: Language): readonly Figure[] {
  const wage = formatRinggit(MINIMUM_WAGE_RM, language);
  const rental = formatRinggit(GADGET_RENTAL_RM_PER_YEAR, language);
  const equity = percentText(EQUITY_RETURN_PERCENT_PER_YEAR);
  const rent = percentText(ASSET_RENT_BELOW_MARKET_PERCENT);
  if (language === 'bm') {
    return [
      { label: 'Perusahaan sosial pertama', value: String(enterpriseCount) },
      { label: 'Pelancaran berperingkat', value: `Mulai ${rolloutStartText(language)}` },
      { label: 'Perusahaan mula beroperasi', value: operationsStartText(language) },
      { label: 'Contoh pembahagian sebelum untung', value: splitText(PRE_PROFIT_SPLIT_PERCENT) },
      { label: 'Contoh pembahagian selepas untung', value: splitText(POST_PROFIT_SPLIT_PERCENT) },
      { label: 'Contoh kadar selepas untung', value: ratesText(language) },
      { label: 'Pulangan rakan kongsi ekuiti', value: `${equity} setahun` },
      { label: 'Sewa aset rakan kongsi', value: `${rent} di bawah harga pasaran` },
      { label: 'Contoh gaji minimum', value: `${wage} sebulan` },
      { label: 'Sewa gajet PinjamGajet', value: `Dari ${rental} setahun` },
    ];
  }
  return [
    { label: 'First social enterprises', value: String(enterpriseCount) },
    { label: 'Phased rollout', value: `From ${rolloutStartText(language)}` },
    { label: 'Enterprises start operating', value: operationsStartText(language) },
    { label: 'Sample pre-profit split', value: splitText(PRE_PROFIT_SPLIT_PERCENT) },
    { label: 'Sample post-profit split', value: splitText(POST_PROFIT_SPLIT_PERCENT) },
    { label: 'Sample post-profit rates', value: ratesText(language) },
    { label: 'Equity partner return', value: `${equity} a year` },
    { label: 'Asset partner rent', value: `${rent} below the market rate` },
    { label: 'Minimum-wage example', value: `${wage} a month` },
    { label: 'PinjamGajet gadget rental', value: `From ${rental} a year` },
  ];
}

/** Date of the current edition of the overview and the policy briefs (ISO). */
export const DOCUMENTS_EDITION = '2025-08-01';
