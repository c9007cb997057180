import type { LedgerMonth } from '@gsk/core/api';
import { htmlLang, type Language } from '@gsk/core/i18n/language';

const monthPattern = /^(\d{4})-(\d{2})$/;

/** The month after a `YYYY-MM`. */
const nextMonth = (month: string): string => {
  const [, year = '0', number = '1'] = monthPattern.exec(month) ?? [];
  const date = new Date(Date.UTC(Number(year), Number(number), 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * A ledger's months, oldest first, with every month between the first and the last: a month in
 * which nothing was raised or spent shows as such (its balance the month before's), so the chart's
 * and the table's months follow the calendar. Unreadable months are left out.
 */
export function calendarMonths(months: readonly LedgerMonth[]): LedgerMonth[] {
  const known = [...months]
    .filter(({ month }) => monthPattern.test(month))
    .sort((a, b) => a.month.localeCompare(b.month));
  const filled: LedgerMonth[] = [];
  for (const month of known) {
    let previous = filled.at(-1);
    // A year of empty months at most between two known ones: more would be a bad answer.
    for (let gap = 0; previous && gap < 12 && nextMonth(previous.month) < month.month; gap++) {
      previous = {
        month: nextMonth(previous.month),
        raisedSen: 0,
        spentSen: 0,
        balanceSen: previous.balanceSen,
      };
      filled.push(previous);
    }
    filled.push(month);
  }
  return filled;
}

/**
 * A `YYYY-MM` month as the page's language names it: 'Januari 2026', 'January 2026' (`long`), or
 * 'Jan 2026' (`short`, the chart's axis).
 */
export function monthName(month: string, language: Language, style: 'long' | 'short'): string {
  const [, year, number] = monthPattern.exec(month) ?? [];
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(`${htmlLang(language)}-MY`, {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(year), Number(number) - 1, 1)));
}

/** A chart's value axis: its ends and ticks, in sen, every tick a round number of ringgit. */
export interface ValueScale {
  min: number;
  max: number;
  ticks: number[];
}

/**
 * The value axis for amounts from `low` to `high` sen: about four steps of 1, 2 or 5 times a power
 * of ten ringgit (never less than RM1), from zero or below (an overdrawn balance) to the top.
 */
export function valueScale(low: number, high: number, steps = 4): ValueScale {
  const bottom = Math.min(0, low);
  const top = Math.max(high, 0);
  const span = Math.max(top - bottom, 100);
  const rough = span / steps;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(100, ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power);
  const min = Math.floor(bottom / step) * step;
  const max = Math.max(Math.ceil(top / step) * step, min + step);
  const ticks: number[] = [];
  for (let tick = min; tick <= max; tick += step) ticks.push(tick);
  return { min, max, ticks };
}
