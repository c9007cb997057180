import { malaysianDateTime, malaysianTimestamp } from '@gsk/core/i18n/date-time';
import type { Language } from '@gsk/core/i18n/language';
import type { OrderStatus } from '@gsk/core/shop';
import { myr, spreadsheetPhone, toCsv, type CsvColumn } from '../staff/csv';
import { lineText } from './fulfilment-emails';
import { addressLines } from './order-emails';
import type { OrderRecord } from './order-view';

/*
 * The orders' CSV (docs/shop.md, "Staff"), by the console's CSV rules (staff/csv.ts: UTF-8 with
 * a byte-order mark, every field quoted, formulas neutralised, amounts in MYR with two decimals,
 * Malaysian time) in the console's language: the headings, states and delivery words here, the
 * lines' names and variants as the order holds them in that language.
 */

const words = {
  bm: {
    headings: {
      order: 'No. pesanan',
      placed: 'Dibuat (waktu Malaysia)',
      state: 'Status',
      name: 'Nama',
      email: 'Emel',
      phone: 'Telefon',
      items: 'Barangan',
      subtotal: 'Subjumlah (MYR)',
      shipping: 'Penghantaran (MYR)',
      total: 'Jumlah (MYR)',
      delivery: 'Penghantaran ke',
      courier: 'Kurier',
      tracking: 'No. penjejakan',
    },
    states: {
      awaiting_payment: 'Menunggu bayaran',
      unpaid: 'Tidak dibayar',
      paid: 'Dibayar',
      packed: 'Dibungkus',
      shipped: 'Dihantar',
      delivered: 'Diterima',
      cancelled: 'Dibatalkan',
      returned: 'Dipulangkan',
      refunded: 'Dibayar balik',
    },
    pickup: 'Ambil di',
  },
  eng: {
    headings: {
      order: 'Order number',
      placed: 'Placed (Malaysia time)',
      state: 'State',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      items: 'Items',
      subtotal: 'Subtotal (MYR)',
      shipping: 'Shipping (MYR)',
      total: 'Total (MYR)',
      delivery: 'Delivery',
      courier: 'Courier',
      tracking: 'Tracking number',
    },
    states: {
      awaiting_payment: 'Awaiting payment',
      unpaid: 'Unpaid',
      paid: 'Paid',
      packed: 'Packed',
      shipped: 'Shipped',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
      returned: 'Returned',
      refunded: 'Refunded',
    },
    pickup: 'Pickup at',
  },
} as const satisfies Record<
  Language,
  { headings: Record<string, string>; states: Record<OrderStatus, string>; pickup: string }
>;

/** Where the order goes: its address on one line, or the event it is collected at. */
const deliveryText = (order: OrderRecord, language: Language): string => {
  const delivery = order.delivery;
  if (delivery.method === 'pickup') {
    return `${words[language].pickup} ${delivery.event.title[language]} (${malaysianDateTime(delivery.event.startsAt, language)})`;
  }
  return addressLines(delivery).join(', ');
};

/** An amount in sen as the accountant's sheet wants it: `79.80`. */
const ringgitOf = (sen: number): string => myr(sen / 100);

/** The columns of the orders' CSV in a language. */
const columns = (language: Language): CsvColumn<OrderRecord>[] => {
  const heading = words[language].headings;
  return [
    { heading: heading.order, cell: (row) => row.paymentId },
    { heading: heading.placed, cell: (row) => malaysianTimestamp(row.createdAt) },
    { heading: heading.state, cell: (row) => words[language].states[row.orderState] },
    { heading: heading.name, cell: (row) => row.name },
    { heading: heading.email, cell: (row) => row.email },
    { heading: heading.phone, cell: (row) => spreadsheetPhone(row.phone) },
    {
      heading: heading.items,
      cell: (row) => row.lines.map((line) => lineText(line, language)).join('; '),
    },
    { heading: heading.subtotal, cell: (row) => ringgitOf(row.subtotalSen) },
    { heading: heading.shipping, cell: (row) => ringgitOf(row.shippingSen) },
    { heading: heading.total, cell: (row) => ringgitOf(row.totalSen) },
    { heading: heading.delivery, cell: (row) => deliveryText(row, language) },
    { heading: heading.courier, cell: (row) => row.courier },
    { heading: heading.tracking, cell: (row) => row.trackingNumber },
  ];
};

/** The CSV text of orders in a language. */
export const ordersCsv = (orders: readonly OrderRecord[], language: Language): string =>
  toCsv(columns(language), orders);
