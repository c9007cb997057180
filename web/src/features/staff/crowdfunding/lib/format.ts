import { isCalendarDay } from '@gsk/core/crowdfunding';
import type { Language } from '@gsk/core/i18n/language';
import { formatRinggit } from '@gsk/core/i18n/money';

const locales: Record<Language, string> = { bm: 'ms-MY', eng: 'en-MY' };

/** An amount in sen as ringgit to the sen ('RM1,500.50', '-RM20.00'). */
export const senText = (sen: number, language: Language) =>
  formatRinggit(sen / 100, language, { cents: true });

/** Whole ringgit as Malaysians write it ('RM5,000'). */
export const ringgitText = (amount: number, language: Language) => formatRinggit(amount, language);

/**
 * A Malaysian calendar day (`YYYY-MM-DD`) in the page's language ('5 Dis 2026'): the day as
 * written, whatever the browser's time zone; anything else as it came.
 */
export function dayText(day: string, language: Language): string {
  if (!isCalendarDay(day)) return day;
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
