import { MALAYSIA_TIME_ZONE } from '@gsk/core/i18n/date-time';

/*
 * The console's date-time pickers (`<input type="datetime-local">`) hold a wall-clock time with no
 * zone. Staff always mean Malaysia's clock, wherever their browser is, so the conversion goes
 * through Intl's Asia/Kuala_Lumpur rules, never the browser's own zone (`new Date(local)`).
 */

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: MALAYSIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const localPattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/;

/** The Malaysian wall-clock time of an instant, as a datetime-local value (`2026-12-05T09:00`). */
export function toMalaysiaInput(iso: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

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
