import type {
  StaffOrder,
  StaffOrderSummary,
  StaffProduct,
  StockMovement,
  ShopSettingsAnswer,
} from '@gsk/core/api';
import { defaultShippingSettings } from '@gsk/core/shop';

/*
 * The console's shop answers (core/src/api/shop.ts) the shop's web tests share: orders in their
 * states, products with their variants' stock, movements and the shipping fees.
 */

export const orderRow = (
  orderId: string,
  overrides: Partial<StaffOrderSummary> = {},
): StaffOrderSummary => ({
  orderId,
  createdAt: '2026-11-20T02:30:00.000Z',
  status: 'paid',
  name: 'Tan Mei Ling',
  email: 'mei.ling@example.com',
  totalSen: 7_980,
  items: 2,
  delivery: 'post',
  region: 'sabah',
  ...overrides,
});

/** A paid parcel to Kota Kinabalu: two lines, shipping to Sabah. */
export const staffOrder = (overrides: Partial<StaffOrder> = {}): StaffOrder => ({
  orderId: '1732694400000A1201',
  createdAt: '2026-11-20T02:30:00.000Z',
  status: 'paid',
  lines: [
    {
      product: 'baju-gerakan',
      sku: 'TS-M-GRN',
      name: { bm: 'Baju Gerakan', eng: 'Movement T-shirt' },
      variant: { bm: 'M · Hijau', eng: 'M · Green' },
      artwork: 'tshirt',
      colour: 'green',
      quantity: 1,
      unitSen: 3_990,
      lineSen: 3_990,
    },
    {
      product: 'beg-kesum',
      sku: 'TOTE',
      name: { bm: 'Beg Jinjit Kesum', eng: 'Kesum Tote Bag' },
      variant: { bm: '', eng: '' },
      artwork: 'tote',
      quantity: 1,
      unitSen: 2_490,
      lineSen: 2_490,
      enterprise: 'kesum',
    },
  ],
  subtotalSen: 6_480,
  shippingSen: 1_500,
  totalSen: 7_980,
  delivery: {
    method: 'post',
    line1: 'Lot 12, Jalan Lintas',
    postcode: '88300',
    city: 'Kota Kinabalu',
    state: 'sabah',
    region: 'sabah',
    shipping: 'standard',
  },
  name: 'Tan Mei Ling',
  language: 'bm',
  paidAt: '2026-11-20T02:31:00.000Z',
  email: 'mei.ling@example.com',
  phone: '0123456789',
  paymentStatus: 'success',
  events: [
    { at: '2026-11-20T02:30:00.000Z', kind: 'created' },
    { at: '2026-11-20T02:31:00.000Z', kind: 'paid' },
  ],
  actions: ['pack', 'ship', 'cancel'],
  ...overrides,
});

export const staffProduct = (overrides: Partial<StaffProduct> = {}): StaffProduct => ({
  slug: 'baju-gerakan',
  name: { bm: 'Baju Gerakan', eng: 'Movement T-shirt' },
  description: { bm: 'Baju kapas organik.', eng: 'An organic cotton shirt.' },
  category: 'apparel',
  artwork: 'tshirt',
  status: 'on_sale',
  lowStockAt: 5,
  variants: [
    { sku: 'TS-M-GRN', size: 'M', colour: 'green', priceSen: 3_990, stock: 40, low: false },
    { sku: 'TS-L-GRN', size: 'L', colour: 'green', priceSen: 3_990, stock: 3, low: true },
  ],
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-01T02:00:00.000Z',
  sold: 57,
  proceedsSen: 227_430,
  ...overrides,
});

export const kesumTote = staffProduct({
  slug: 'beg-kesum',
  name: { bm: 'Beg Jinjit Kesum', eng: 'Kesum Tote Bag' },
  category: 'accessories',
  artwork: 'tote',
  enterprise: 'kesum',
  status: 'draft',
  variants: [{ sku: 'TOTE', colour: 'natural', priceSen: 2_490, stock: 120, low: false }],
  sold: 0,
  proceedsSen: 0,
});

export const movements: StockMovement[] = [
  {
    at: '2026-11-21T03:00:00.000Z',
    sku: 'TS-L-GRN',
    change: -2,
    stockAfter: 3,
    reason: 'Rosak semasa penghantaran',
    by: 'Nur Aisyah binti Kamal',
  },
  {
    at: '2026-11-20T05:00:00.000Z',
    sku: 'TS-M-GRN',
    change: 1,
    reason: 'Pesanan dibatalkan',
    order: '1732694400000A1100',
  },
];

/** The fees as staff first find them (core's defaults). */
export const shopSettings: ShopSettingsAnswer = defaultShippingSettings;
