import type { Language } from './language';

/** The movement's time zone: every date and time the site or an email shows is Malaysia's. */
export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur';

const locales: Record<Language, string> = { bm: 'ms-MY', eng: 'en-MY' };

const valid = (iso: string): Date | undefined => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/**
 * A date and time as Malaysians read it, in Malaysian time ('21 November 2025 pada 1:42 PTG',
 * '21 November 2025 at 1:42 pm'); an unreadable instant is returned as it came.
 */
export function malaysianDateTime(iso: string, language: Language): string {
  const date = valid(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: MALAYSIA_TIME_ZONE,
  }).format(date);
}

/**
 * When an event takes place, in Malaysian time, weekday included: one date when it starts and ends
 * on the same day ('Sabtu, 5 Disember 2026, 9:00 PG – 12:30 PTG'), both dates otherwise.
 */
export function malaysianTimeRange(startsAt: string, endsAt: string, language: Language): string {
  const start = valid(startsAt);
  if (!start) return startsAt;
  const format = new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: MALAYSIA_TIME_ZONE,
  });
  const end = valid(endsAt);
  return end && end > start ? format.formatRange(start, end) : format.format(start);
}
