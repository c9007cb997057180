import { createEvent } from 'ics';
import type { EventAttributes } from 'ics';
import type { Bilingual } from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';
import { localizePath, sitePaths } from '@gsk/core/paths';
import { site } from '@gsk/core/site';
import { notFound } from '../lib/errors';
import type { HttpResult } from '../lib/responses';
import { getEvent, isEventId, isVisible } from '../events/events';
import { getShift } from './places';

/*
 * Calendar files (`.ics`, RFC 5545) of a shift and of an event: one VEVENT with a stable UID (the
 * same file downloaded twice updates one calendar entry), DTSTAMP, DTSTART/DTEND in UTC, the
 * title, description, venue (or "Dalam talian"/"Online") and the page's URL on the site, in the
 * language asked for (`?language=eng`, Malay by default). The `ics` library writes, escapes
 * (backslash, comma, semicolon, newline) and folds; its folding counts characters, so lines are
 * folded again here at 75 octets (RFC 5545 3.1), never inside a character.
 */

/** A shift's page on the site (the volunteer activity's, which lists its shifts). */
const activityPath = (activityId: string) =>
  `/volunteer/activities/${encodeURIComponent(activityId)}`;

const onlineWords: Bilingual = { bm: 'Dalam talian', eng: 'Online' };

/** What a calendar file says. */
interface CalendarEntry {
  uid: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  location: string;
  url: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
}

const octets = (text: string) => Buffer.byteLength(text, 'utf8');

/** Unfolds a content line and folds it again at 75 octets, at character boundaries. */
const foldOctets = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let limit = 75;
  for (const char of line) {
    if (octets(current + char) > limit) {
      parts.push(current);
      current = '';
      // A continuation line starts with one space, which counts.
      limit = 74;
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

/** The iCalendar text of one entry. */
export function calendarText(entry: CalendarEntry): string {
  // DTSTAMP: the library takes it (`timestamp`) though its types do not name it.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: `-//${site.name}//ms`,
    uid: entry.uid,
    timestamp: entry.stamp.getTime(),
    start: Date.parse(entry.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(entry.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: entry.title,
    description: entry.description,
    location: entry.location,
    url: entry.url,
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('calendarText: no calendar');
  const lines = value.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines.map((line) => (line ? foldOctets(line) : line)).join('\r\n');
}

/** A file name of letters, digits and dashes from a title. */
const fileName = (title: string, fallback: string) => {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60)
    .replace(/-$/, '');
  return `${slug || fallback}.ics`;
};

/** The answer carrying a calendar file, to be saved (a download). */
const calendarAnswer = (text: string, name: string): HttpResult => ({
  statusCode: 200,
  headers: {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'public, max-age=300',
    'x-content-type-options': 'nosniff',
  },
  body: text,
});

const where = (online: boolean, venue: Bilingual | null, language: Language) =>
  online || !venue ? onlineWords[language] : venue[language];

/**
 * The calendar file of a published activity's shift, or a 404 `shift_not_found` (unknown, or an
 * activity the public does not see).
 */
export async function shiftCalendar(
  activityId: string,
  shiftId: string,
  language: Language,
  siteOrigin: string,
  now = new Date(),
): Promise<HttpResult> {
  const found = await getShift(activityId, shiftId);
  if (!found || found.activity.status !== 'published') {
    throw notFound('shift_not_found');
  }
  const { activity, shift } = found;
  const text = calendarText({
    uid: `shift-${shift.id}@${new URL(siteOrigin).hostname}`,
    title: activity.title[language],
    description: activity.description[language],
    startsAt: shift.startsAt,
    endsAt: shift.endsAt,
    location: where(activity.online, activity.venue, language),
    url: `${siteOrigin}${localizePath(activityPath(activity.id), language)}`,
    stamp: now,
  });
  return calendarAnswer(text, fileName(activity.title[language], 'shift'));
}

/** The calendar file of a published event, or a 404 `event_not_found` (unknown or a draft). */
export async function eventCalendar(
  eventId: string,
  language: Language,
  siteOrigin: string,
  now = new Date(),
): Promise<HttpResult> {
  const event = isEventId(eventId) ? await getEvent(eventId) : undefined;
  if (!event || !isVisible(event)) throw notFound('event_not_found');
  const text = calendarText({
    uid: `event-${event.id}@${new URL(siteOrigin).hostname}`,
    title: event.title[language],
    description: event.description[language],
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    location: where(event.online, event.venue, language),
    url: `${siteOrigin}${localizePath(sitePaths.event(event.id), language)}`,
    stamp: now,
  });
  return calendarAnswer(text, fileName(event.title[language], 'event'));
}
