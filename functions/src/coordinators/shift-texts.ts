import type { Language } from '@gsk/core/i18n/language';
import { gsm7Length, gsm7Text, SMS_PREFIX, SMS_SEGMENT_LENGTH } from '../lib/sms';

/*
 * A coordinator's text to the volunteers of one shift (docs/volunteers.md, "Limits"), built like
 * the movement's other texts (functions/src/members/sms-texts.ts): "RM0 ", the movement, the
 * activity's title and the shift's date in the volunteer's language, then the coordinator's
 * words; transactional, no link, one GSM-7 segment. The words are made GSM-7 and links broken
 * (gsm7Text); the title is shortened to the room left, or left out.
 */

const movement = 'Gerakan Sektor Ketiga';
const ellipsis = '...';

const locales: Record<Language, string> = { bm: 'ms-MY', eng: 'en-MY' };

/** A shift's day and time, short, on Malaysia's clock: "5 Dis, 9:00 PG". */
export function shiftDate(iso: string, language: Language): string {
  return gsm7Text(
    new Intl.DateTimeFormat(locales[language], {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kuala_Lumpur',
    }).format(new Date(iso)),
  );
}

/** `title` cut to at most `room` GSM-7 characters, marked when cut. */
const fitTitle = (title: string, room: number): string => {
  if ((gsm7Length(title) ?? Infinity) <= room) return title;
  let cut = '';
  for (const char of Array.from(title)) {
    if ((gsm7Length(cut + char + ellipsis) ?? Infinity) > room) break;
    cut += char;
  }
  return `${cut.trimEnd()}${ellipsis}`;
};

/** The coordinator's words as they can be sent: GSM-7, on one line, links broken. */
export const sendableWords = (words: string): string => gsm7Text(words);

/**
 * The text to a volunteer about the shift of `title` starting at `startsAt`, in `language`, with
 * the coordinator's `words`; `undefined` when the words alone do not fit one segment.
 */
export function shiftMessageText(
  title: string,
  startsAt: string,
  words: string,
  language: Language,
): string | undefined {
  const body = sendableWords(words);
  const date = shiftDate(startsAt, language);
  const bare = `${SMS_PREFIX}${movement}: ${date}: ${body}`;
  const bareLength = gsm7Length(bare);
  if (!body || bareLength === undefined || bareLength > SMS_SEGMENT_LENGTH) return undefined;
  const cleanTitle = gsm7Text(title).replace(/"/g, "'");
  // Room for `"{title}" ` in front of the date.
  const room = SMS_SEGMENT_LENGTH - bareLength - 3;
  if (!/[\p{L}\p{N}]/u.test(cleanTitle) || room < 8) return bare;
  return `${SMS_PREFIX}${movement}: "${fitTitle(cleanTitle, room)}" ${date}: ${body}`;
}
