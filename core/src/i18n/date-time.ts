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
 * A date as Malaysians read it, without the time ('5 Disember 2026', '5 December 2026'): a
 * calendar day (`YYYY-MM-DD`, already Malaysian) as it is, an instant on Malaysia's calendar; an
 * unreadable value is returned as it came.
 */
export function malaysianLongDate(value: string, language: Language): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = valid(day ? `${value}T00:00:00Z` : value);
  if (!date) return value;
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'long',
    timeZone: day ? 'UTC' : MALAYSIA_TIME_ZONE,
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

/*
 * Malaysia's wall clock as plain values (no language): what CSV sheets, day totals, day filters and
 * the console's date-time pickers (`<input type="datetime-local">`) hold. The conversions go through
 * Intl's Asia/Kuala_Lumpur rules, never the zone of the machine or browser that runs them.
 */

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: MALAYSIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant's fields on Malaysia's clock, zero-padded; undefined when it is no instant. */
function wallClockOf(instant: string | Date) {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return undefined;
  const part = Object.fromEntries(
    wallClock.formatToParts(date).map(({ type, value }) => [type, value]),
  );
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minute: `${part.hour}:${part.minute}`,
    second: part.second,
  };
}

/** The Malaysian calendar day of an instant, `YYYY-MM-DD` (empty when it is no instant). */
export function malaysianDate(instant: string | Date): string {
  return wallClockOf(instant)?.date ?? '';
}

/** An instant as Malaysia's wall-clock time, `YYYY-MM-DD HH:mm:ss` (empty when absent or unreadable). */
export function malaysianTimestamp(iso: string | undefined): string {
  const clock = iso ? wallClockOf(iso) : undefined;
  return clock ? `${clock.date} ${clock.minute}:${clock.second}` : '';
}

/** The Malaysian wall-clock time of an instant, as a datetime-local value (`2026-12-05T09:00`). */
export function toMalaysiaInput(iso: string): string {
  const clock = wallClockOf(iso);
  return clock ? `${clock.date}T${clock.minute}` : '';
}

const localPattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/;

/** How far Malaysia's clock is ahead of UTC at an instant, in milliseconds. */
const offsetAt = (instant: number): number =>
  Date.parse(`${toMalaysiaInput(new Date(instant).toISOString())}:00Z`) -
  Math.floor(instant / 60_000) * 60_000;

/**
 * The instant a datetime-local value means on Malaysia's clock, as an ISO string in UTC
 * (`2026-12-05T09:00` → `2026-12-05T01:00:00.000Z`); empty for an empty or unreadable value.
 */
export function fromMalaysiaInput(value: string): string {
  const match = localPattern.exec(value);
  if (!match) return '';
  const asUtc = Date.parse(`${match[1]}T${match[2]}${match[3] ?? ':00'}Z`);
  if (Number.isNaN(asUtc)) return '';
  return new Date(asUtc - offsetAt(asUtc)).toISOString();
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The first and last instants (ISO, UTC) of a Malaysian calendar day (`YYYY-MM-DD`), for a range
 * filter; undefined when `day` is no real date.
 */
export function malaysianDayRange(day: string): { start: string; end: string } | undefined {
  const match = dayPattern.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnight = new Date(Date.UTC(year, month - 1, date));
  if (midnight.getUTCMonth() !== month - 1 || midnight.getUTCDate() !== date) return undefined;
  const next = new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
  const start = fromMalaysiaInput(`${day}T00:00`);
  const end = new Date(Date.parse(fromMalaysiaInput(`${next}T00:00`)) - 1).toISOString();
  return { start, end };
}
