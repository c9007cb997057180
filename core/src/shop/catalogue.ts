/*
 * The shop's catalogue names (issue 31, docs/shop.md): its shelves, the drawings a product is made
 * with and the colours they are tinted in. A module apart from ./index.ts (the schemas, which
 * bring yup), so that the shop's pages showing products carry only these.
 */

/** The shop's shelves. */
export const productCategories = ['apparel', 'accessories', 'home', 'food', 'print'] as const;
export type ProductCategory = (typeof productCategories)[number];

/**
 * The artwork a product is drawn with: SVG drawings the site makes (web/src/features/shop), each
 * tinted with its variant's colour. A product picks one; the project draws no photographs.
 */
export const productArtworks = [
  'tshirt',
  'tote',
  'cap',
  'mug',
  'produce-box',
  'sauce-jar',
  'badge',
  'notebook',
] as const;
export type ProductArtwork = (typeof productArtworks)[number];

/** The colours a variant may come in; each artwork is tinted with it (`shopColourHex`). */
export const shopColours = [
  'black',
  'white',
  'green',
  'maroon',
  'navy',
  'yellow',
  'natural',
] as const;
export type ShopColour = (typeof shopColours)[number];

/** The tint of each colour on the artwork. */
export const shopColourHex: Record<ShopColour, string> = {
  black: '#22262a',
  white: '#f7f7f2',
  green: '#1f6b45',
  maroon: '#7a2230',
  navy: '#1f2f57',
  yellow: '#f2c230',
  natural: '#e6d7b8',
};
