import { rgb } from 'pdf-lib';
import type { RGB } from 'pdf-lib';

const hex = (value: string): RGB => {
  const number = Number.parseInt(value.slice(1), 16);
  return rgb(((number >> 16) & 255) / 255, ((number >> 8) & 255) / 255, (number & 255) / 255);
};

/** The brand colours of the site (styles/global.css), for the PDFs. */
export const colours = {
  brand: hex('#0b5d57'),
  brandDark: hex('#073f3b'),
  brandSoft: hex('#e3f2ef'),
  accent: hex('#f4b73f'),
  mint: hex('#7fd1c4'),
  ink: hex('#16212b'),
  inkSoft: hex('#4a5663'),
  line: hex('#d8dee4'),
  white: hex('#ffffff'),
};

/** Colours of the shares of a split bar, in order; each keeps readable text on top of it. */
export const splitColours: readonly { fill: RGB; text: RGB }[] = [
  { fill: colours.brand, text: colours.white },
  { fill: colours.accent, text: colours.ink },
  { fill: colours.brandDark, text: colours.white },
  { fill: colours.mint, text: colours.ink },
];

/** A4 in points, with the margins of every page. */
export const page = {
  width: 595.28,
  height: 841.89,
  marginX: 56,
  top: 70,
  bottom: 70,
} as const;

/** Type sizes and line heights, in points. */
export const type = {
  body: { size: 10.5, leading: 15.5 },
  small: { size: 8.5, leading: 12 },
  heading: { size: 15, leading: 20 },
  subheading: { size: 11.5, leading: 16 },
  title: { size: 26, leading: 31 },
  lead: { size: 11.5, leading: 17 },
} as const;
