/*
 * How a text message is encoded and billed (3GPP TS 23.038 and 23.040): a text whose every
 * character is in GSM 03.38's 7-bit alphabet goes as GSM-7, 160 characters in one segment or 153
 * per segment once split (the rest carries the concatenation header), extension characters counting
 * twice; any other character makes the whole text UCS-2, 70 characters in one segment or 67 per
 * segment once split, a character outside the Basic Multilingual Plane (an emoji) counting twice.
 * Each segment is billed as one message. No yup here: the staff's composer counts as they type.
 */

/** GSM 03.38's basic character set: each counts as one septet. */
const gsm7Basic = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Its extension table: each is sent as an escape plus the character, so counts as two. */
const gsm7Extension = new Set('^{}\\[~]|€\f');

/** Characters of one GSM-7 segment, and of each once a text is split. */
export const GSM7_SINGLE = 160;
export const GSM7_PART = 153;
/** Characters (UTF-16 code units) of one UCS-2 segment, and of each once a text is split. */
export const UCS2_SINGLE = 70;
export const UCS2_PART = 67;

/**
 * The text's length in GSM-7 septets, or `undefined` when a character is outside GSM-7 (which
 * makes the whole text UCS-2).
 */
export function gsm7Length(text: string): number | undefined {
  let length = 0;
  for (const char of text) {
    if (gsm7Basic.has(char)) length += 1;
    else if (gsm7Extension.has(char)) length += 2;
    else return undefined;
  }
  return length;
}

/** How a text goes: its encoding, its length in that encoding's units, and the segments billed. */
export interface SmsSegments {
  encoding: 'gsm7' | 'ucs2';
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
  /** Units left before the text takes one more segment. */
  left: number;
}

/** The encoding, length and segments of `text` as a network would send it. */
export function smsSegments(text: string): SmsSegments {
  const septets = gsm7Length(text);
  const [encoding, units, single, part] =
    septets === undefined
      ? (['ucs2', text.length, UCS2_SINGLE, UCS2_PART] as const)
      : (['gsm7', septets, GSM7_SINGLE, GSM7_PART] as const);
  const segments = units <= single ? 1 : Math.ceil(units / part);
  const room = segments === 1 ? single : segments * part;
  return { encoding, units, segments, left: room - units };
}

/** Anything a phone would show as a link: a scheme, `www.` or a bare domain name. */
export const smsLinkPattern =
  /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:my|com|org|net|gov|edu|info|io|co)\b/i;
