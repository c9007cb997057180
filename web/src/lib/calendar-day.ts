import type { Language } from '@gsk/core/i18n/language';

const locales: Record<Language, string> = { bm: 'ms-MY', eng: 'en-MY' };

/**
 * A Malaysian calendar day (`YYYY-MM-DD`, a campaign's first or last day, a donor wall's date) as
 * people read it: '5 Disember 2026', '5 December 2026'. The day is already Malaysia's, so it is
 * printed as it is (formatted at UTC midnight, never moved by the browser's zone); anything that
 * is not a day comes back as it came.
 */
export function formatDay(day: string, language: Language): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}
