import {
  POST_PROFIT_RATES_PERCENT,
  POST_PROFIT_SPLIT_PERCENT,
  PRE_PROFIT_SPLIT_PERCENT,
  WORKING_CAPITAL_RESERVE_PERCENT,
} from '../constants';
import type { Language } from '../i18n/language';

/** One share of a split: a percentage and who or what receives it. */
export interface SplitPart {
  readonly percent: number;
  readonly label: string;
}

/** A sample split of an enterprise's money, with a title and a one-sentence explanation. */
export interface ProfitSplit {
  readonly title: string;
  readonly caption: string;
  readonly parts: readonly SplitPart[];
}

const shares = (percents: readonly number[], labels: readonly string[]): SplitPart[] =>
  percents.map((percent, index) => ({ percent, label: labels[index] ?? '' }));

/**
 * The business model's sample splits, with the meaning the site gives each share (the home page's
 * model cards say the same): before profit 10-50-40 (community fund, wages and running costs,
 * repaying the partners' capital); after profit, once the 30% working-capital reserve is set aside,
 * 40-30-30 (workers' profit share, partners, community and reinvestment); and the sample rates
 * 15%, 10%, 45% with the 30% reserve as one enterprise's own setting, as shares of the whole profit.
 */
export function businessModel(language: Language): {
  preProfit: ProfitSplit;
  postProfit: ProfitSplit;
  sampleRates: ProfitSplit;
} {
  const rates = [...POST_PROFIT_RATES_PERCENT, WORKING_CAPITAL_RESERVE_PERCENT];
  const reserve = `${WORKING_CAPITAL_RESERVE_PERCENT}%`;
  if (language === 'bm') {
    return {
      preProfit: {
        title: 'Sebelum untung',
        caption:
          'Sementara perusahaan membina perniagaannya, pendapatan selepas kos barangan dibahagikan begini:',
        parts: shares(PRE_PROFIT_SPLIT_PERCENT, [
          'Dana komuniti',
          'Gaji dan kos operasi',
          'Bayaran balik modal rakan kongsi',
        ]),
      },
      postProfit: {
        title: 'Selepas untung',
        caption: `Apabila perusahaan mencapai keuntungan, rizab modal kerja ${reserve} diketepikan dahulu, dan bakinya dibahagikan begini:`,
        parts: shares(POST_PROFIT_SPLIT_PERCENT, [
          'Bahagian keuntungan pekerja dan ahli',
          'Rakan kongsi ekuiti dan aset',
          'Komuniti dan pelaburan semula',
        ]),
      },
      sampleRates: {
        title: 'Contoh kadar sebuah perusahaan',
        caption:
          'Setiap perusahaan menetapkan kadarnya sendiri dalam model ini. Sebagai bahagian daripada keseluruhan keuntungan, perusahaan yang kerjanya banyak bergantung pada pekerja, misalnya, boleh menetapkan:',
        parts: shares(rates, [
          'Rakan kongsi ekuiti',
          'Rakan kongsi aset',
          'Pekerja, ahli dan komuniti',
          'Rizab modal kerja',
        ]),
      },
    };
  }
  return {
    preProfit: {
      title: 'Before profit',
      caption:
        'While an enterprise builds its business, its income after the cost of goods is shared like this:',
      parts: shares(PRE_PROFIT_SPLIT_PERCENT, [
        'Community fund',
        'Wages and running costs',
        "Repaying the partners' capital",
      ]),
    },
    postProfit: {
      title: 'After profit',
      caption: `Once the enterprise makes a profit, a ${reserve} working-capital reserve is set aside first, and the rest is shared like this:`,
      parts: shares(POST_PROFIT_SPLIT_PERCENT, [
        'Workers’ and members’ profit share',
        'Equity and asset partners',
        'Community and reinvestment',
      ]),
    },
    sampleRates: {
      title: "One enterprise's sample rates",
      caption:
        'Each enterprise sets its own rates within the model. As shares of the whole profit, one whose work rests mostly on its workers might, for example, set:',
      parts: shares(rates, [
        'Equity partners',
        'Asset partners',
        'Workers, members and the community',
        'Working-capital reserve',
      ]),
    },
  };
}
