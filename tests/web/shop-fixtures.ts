import type {
  OrderView,
  PostcodeAnswer,
  QuoteLine,
  ShopProduct,
  ShopProductSummary,
  ShopQuote,
} from '@gsk/core/api';
import type { Language } from '@gsk/core/i18n/language';
import { CART_STORAGE_KEY } from '@gsk/core/shop/limits';

/*
 * The shop's pages' fixtures (issue 31): products, quotes and orders as the API answers them.
 */

export const shirt: ShopProduct = {
  slug: 'kemeja-gerakan',
  name: { bm: 'Kemeja-T Gerakan', eng: 'Movement T-shirt' },
  description: {
    bm: 'Kapas organik, dicetak di Malaysia.',
    eng: 'Organic cotton, printed in Malaysia.',
  },
  category: 'apparel',
  artwork: 'tshirt',
  fromSen: 3990,
  colours: ['green', 'black'],
  soldOut: false,
  variants: [
    { sku: 'TS-M-GRN', size: 'M', colour: 'green', priceSen: 3990, soldOut: false },
    { sku: 'TS-L-GRN', size: 'L', colour: 'green', priceSen: 3990, left: 2, soldOut: false },
    { sku: 'TS-M-BLK', size: 'M', colour: 'black', priceSen: 3990, soldOut: false },
    { sku: 'TS-L-BLK', size: 'L', colour: 'black', priceSen: 3990, soldOut: true },
    { sku: 'TS-XL-GRN', size: 'XL', colour: 'green', priceSen: 4490, soldOut: false },
  ],
};

export const sauce: ShopProductSummary = {
  slug: 'sambal-kesum',
  name: { bm: 'Sambal Kesum', eng: 'Kesum Sambal' },
  category: 'food',
  artwork: 'sauce-jar',
  enterprise: 'kesum',
  fromSen: 1500,
  colours: [],
  soldOut: true,
};

export const { description: _description, variants: _variants, ...shirtSummary } = shirt;

export const catalogue = { products: [shirtSummary, sauce] };

/** A quoted line of the shirt. */
export const quoteLine = (overrides: Partial<QuoteLine> = {}): QuoteLine => ({
  product: shirt.slug,
  sku: 'TS-M-GRN',
  name: shirt.name,
  variant: { bm: 'M · Hijau', eng: 'M · Green' },
  artwork: 'tshirt',
  colour: 'green',
  quantity: 2,
  unitSen: 3990,
  lineSen: 7980,
  ...overrides,
});

/** A quote of lines, with shipping when given. */
export const quoteOf = (
  lines: QuoteLine[],
  shipping?: ShopQuote['shipping'],
  freeShippingFromSen = 15_000,
): ShopQuote => {
  const subtotalSen = lines.reduce((sum, line) => sum + line.lineSen, 0);
  return {
    lines,
    subtotalSen,
    ...(shipping ? { shipping } : {}),
    totalSen: subtotalSen + (shipping?.feeSen ?? 0),
    freeShippingFromSen,
    orderable: lines.every((line) => !line.problem),
  };
};

export const kualaLumpur: PostcodeAnswer = {
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'kuala-lumpur',
  region: 'peninsular',
};

export const shippedOrder: OrderView = {
  orderId: '1732694400000A1201',
  createdAt: '2027-02-01T02:00:00.000Z',
  status: 'shipped',
  lines: [
    {
      product: shirt.slug,
      sku: 'TS-M-GRN',
      name: shirt.name,
      variant: { bm: 'M · Hijau', eng: 'M · Green' },
      artwork: 'tshirt',
      colour: 'green',
      quantity: 2,
      unitSen: 3990,
      lineSen: 7980,
    },
  ],
  subtotalSen: 7980,
  shippingSen: 800,
  totalSen: 8780,
  delivery: {
    method: 'post',
    line1: '12 Jalan Ampang',
    postcode: '50450',
    city: 'Kuala Lumpur',
    state: 'kuala-lumpur',
    region: 'peninsular',
    shipping: 'standard',
  },
  name: 'Siti Hajar',
  language: 'bm',
  paidAt: '2027-02-01T02:05:00.000Z',
  packedAt: '2027-02-02T02:00:00.000Z',
  shippedAt: '2027-02-03T02:00:00.000Z',
  courier: 'Pos Laju',
  trackingNumber: 'EP123456789MY',
};

/** Puts lines in the browser's cart as the store keeps them (a test may add other fields). */
export const storeCart = (lines: unknown[]) =>
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));

export const prefix = (language: Language) => (language === 'bm' ? '' : '/en');
