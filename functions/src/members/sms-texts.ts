import { ACCOUNT_OTP_TTL_SECONDS } from '@gsk/core/constants';
import type { Language } from '@gsk/core/i18n/language';
import { gsm7Length, gsm7Text, SMS_PREFIX, SMS_SEGMENT_LENGTH } from '../lib/sms';

/*
 * What the movement's text messages say, in the member's language. Each follows the Malaysian
 * rules for application-to-person SMS that functions/src/lib/sms.ts enforces: it starts with
 * "RM0 " (free to the member), names the movement, is transactional (a code, a confirmation:
 * never promotion), carries no link, and fits one 160-character GSM-7 segment. A code's text says
 * how many minutes it lasts and that it must not be shared.
 */

/** What a one-time code is for. */
export type OtpPurpose = 'sign-up' | 'password-reset' | 'staff-sign-in' | 'privacy-request';

/** The sender, as every text names it after "RM0 ". */
const movement = 'Gerakan Sektor Ketiga';

/** Minutes a code lasts (ACCOUNT_OTP_TTL_SECONDS, rounded up). */
const otpMinutes = Math.ceil(ACCOUNT_OTP_TTL_SECONDS / 60);

const otpPurposes: Record<Language, Record<OtpPurpose, string>> = {
  bm: {
    'sign-up': 'Kod pengesahan pendaftaran anda',
    'password-reset': 'Kod untuk menetapkan semula kata laluan anda',
    'staff-sign-in': 'Kod log masuk kakitangan anda',
    'privacy-request': 'Kod pengesahan permintaan data peribadi anda',
  },
  eng: {
    'sign-up': 'Your sign-up verification code',
    'password-reset': 'Your password reset code',
    'staff-sign-in': 'Your staff sign-in code',
    'privacy-request': 'Your personal data request code',
  },
};

/** "Valid for 5 minutes. Do not share it with anyone." */
const otpValidity: Record<Language, string> = {
  bm: `Sah selama ${otpMinutes} minit. Jangan kongsi kod ini dengan sesiapa.`,
  eng: `Valid for ${otpMinutes} minute${otpMinutes === 1 ? '' : 's'}. Do not share it with anyone.`,
};

const otpIs: Record<Language, string> = { bm: 'ialah', eng: 'is' };

/**
 * The text that carries a one-time code (`code`, its digits), e.g. "RM0 Gerakan Sektor Ketiga: Kod
 * pengesahan pendaftaran anda ialah 4821. Sah selama 5 minit. Jangan kongsi kod ini dengan
 * sesiapa."
 */
export function otpText(code: string, purpose: OtpPurpose, language: Language): string {
  if (!/^\d+$/.test(code)) throw new Error('otpText: a code is digits only');
  return `${SMS_PREFIX}${movement}: ${otpPurposes[language][purpose]} ${otpIs[language]} ${code}. ${otpValidity[language]}`;
}

const locales: Record<Language, string> = { bm: 'ms-MY', eng: 'en-MY' };

/** A date and time, short, in Malaysian time and plain spaces: "Sab, 5 Dis 2026, 9:00 PG". */
export function smsDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error('smsDateTime: not a date');
  const formatted = new Intl.DateTimeFormat(locales[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(date);
  return gsm7Text(formatted);
}

/** A registration's confirmation, around the event's title (`{title}`) and time (`{time}`). */
const registrationTemplates: Record<Language, { titled: string; untitled: string }> = {
  bm: {
    titled: `${SMS_PREFIX}${movement}: Pendaftaran anda untuk "{title}" pada {time} telah disahkan. Terima kasih.`,
    untitled: `${SMS_PREFIX}${movement}: Pendaftaran anda untuk program pada {time} telah disahkan. Terima kasih.`,
  },
  eng: {
    titled: `${SMS_PREFIX}${movement}: Your registration for "{title}" on {time} is confirmed. Thank you.`,
    untitled: `${SMS_PREFIX}${movement}: Your registration for the event on {time} is confirmed. Thank you.`,
  },
};

const ellipsis = '...';

/** `title` cut (at a word when it can) to at most `room` GSM-7 characters, marked when cut. */
const fitTitle = (title: string, room: number): string => {
  if ((gsm7Length(title) ?? Infinity) <= room) return title;
  const chars = Array.from(title);
  let cut = '';
  for (const char of chars) {
    if ((gsm7Length(cut + char + ellipsis) ?? Infinity) > room) break;
    cut += char;
  }
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= cut.length / 2 ? atWord : cut).trimEnd()}${ellipsis}`;
};

/** A text around a title (`{title}`, quoted) and a time (`{time}`), and its words without a title. */
type TitledTemplates = Record<Language, { titled: string; untitled: string }>;

/**
 * A text of `templates` about `title` at `startsAt` (ISO), in one segment: the title is made
 * GSM-7 (gsm7Text) and shortened to what room is left, or left out when nothing of it can be sent
 * (a title in a script GSM-7 lacks).
 */
function titledText(
  templates: TitledTemplates,
  title: string,
  startsAt: string,
  language: Language,
): string {
  const { titled, untitled } = templates[language];
  const time = smsDateTime(startsAt, language);
  // Quoted in the text, so its own double quotes become single ones.
  const quoted = gsm7Text(title).replace(/"/g, "'");
  const frame = titled.replace('{time}', time);
  const room = SMS_SEGMENT_LENGTH - (gsm7Length(frame.replace('{title}', '')) ?? Infinity);
  if (!/[\p{L}\p{N}]/u.test(quoted) || room < 8) return untitled.replace('{time}', time);
  return frame.replace('{title}', () => fitTitle(quoted, room));
}

/**
 * The confirmation of a registration for the event `eventTitle` starting at `startsAt` (ISO), in
 * one segment (titledText).
 */
export function registrationText(eventTitle: string, startsAt: string, language: Language): string {
  return titledText(registrationTemplates, eventTitle, startsAt, language);
}

/** What a member who cannot come should do: give the place back for the next person waiting. */
const cancelHint: Record<Language, string> = {
  bm: 'Jika tidak dapat hadir, batalkan di profil.',
  eng: "Can't come? Please cancel in your profile.",
};

/** A waiting-list promotion, around the shift's or event's title and time. */
const promotionTemplates: TitledTemplates = {
  bm: {
    titled: `${SMS_PREFIX}${movement}: Anda mendapat tempat untuk "{title}" pada {time}. ${cancelHint.bm}`,
    untitled: `${SMS_PREFIX}${movement}: Anda mendapat tempat untuk aktiviti pada {time}. ${cancelHint.bm}`,
  },
  eng: {
    titled: `${SMS_PREFIX}${movement}: You got a place for "{title}" on {time}. ${cancelHint.eng}`,
    untitled: `${SMS_PREFIX}${movement}: You got a place for the activity on {time}. ${cancelHint.eng}`,
  },
};

/**
 * The text to a member promoted from a waiting list to a place on the shift or event `title`
 * starting at `startsAt` (ISO), in one segment: "RM0 Gerakan Sektor Ketiga: You got a place for
 * "Gotong-royong" on Sat, 5 Dec 2026, 9:00 am. Can't come? Please cancel in your profile."
 */
export function promotionText(title: string, startsAt: string, language: Language): string {
  return titledText(promotionTemplates, title, startsAt, language);
}

/** The reminder of a shift or event, about a day before it. */
const reminderTemplates: TitledTemplates = {
  bm: {
    titled: `${SMS_PREFIX}${movement}: Peringatan: "{title}" bermula pada {time}. ${cancelHint.bm}`,
    untitled: `${SMS_PREFIX}${movement}: Peringatan: aktiviti anda bermula pada {time}. ${cancelHint.bm}`,
  },
  eng: {
    titled: `${SMS_PREFIX}${movement}: Reminder: "{title}" starts on {time}. ${cancelHint.eng}`,
    untitled: `${SMS_PREFIX}${movement}: Reminder: your activity starts on {time}. ${cancelHint.eng}`,
  },
};

/**
 * The reminder to a member with a place on the shift or event `title` starting at `startsAt`
 * (ISO), sent about REMINDER_HOURS_BEFORE hours before it, in one segment.
 */
export function reminderText(title: string, startsAt: string, language: Language): string {
  return titledText(reminderTemplates, title, startsAt, language);
}
