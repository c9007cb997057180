import type { QUICK_DONATION_AMOUNTS } from '@gsk/core/constants';
import type { Language } from '@gsk/core/i18n/language';
import { localizePath, sitePaths } from '@gsk/core/paths';
import type * as QrCodes from 'qrcode';

/** The anchor of an event page's donation form (its `#give` section). */
const giveAnchor = 'give';

/**
 * The amounts a "give here" card offers, each its own QR code, and the word keys that print them
 * (the donation form's `?donate=` pre-fills only core's quick amounts, so these are some of them).
 */
export const cardAmounts = [
  { amount: 10, words: 'ten' },
  { amount: 50, words: 'fifty' },
  { amount: 100, words: 'hundred' },
] as const satisfies readonly {
  amount: (typeof QUICK_DONATION_AMOUNTS)[number];
  words: string;
}[];

/**
 * Where a card's QR code takes a donor: the event's page in the card's language (English under
 * `/en`), at its donation form, with `?donate=` pre-filling an amount when one is given.
 */
export function giveUrl(
  origin: string,
  eventId: string,
  language: Language,
  amount?: number,
): string {
  const url = new URL(localizePath(sitePaths.event(eventId), language), origin);
  if (amount !== undefined) url.searchParams.set('donate', String(amount));
  url.hash = giveAnchor;
  return url.href;
}

let library: Promise<typeof QrCodes> | undefined;
/** The codes made so far, by text: a card drawn again (another language and back) reuses them. */
const made = new Map<string, Promise<string>>();

/**
 * An SVG of a QR code of `text`: the `qrcode` package, loaded once, the first time a card needs
 * it. A failure is not kept (drawing the card again tries again).
 */
export function qrSvg(text: string): Promise<string> {
  const known = made.get(text);
  if (known) return known;
  const svg = (library ??= import('qrcode')).then(({ toString }) =>
    toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
  );
  made.set(text, svg);
  svg.catch(() => made.delete(text));
  return svg;
}
