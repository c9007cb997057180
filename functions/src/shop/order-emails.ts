import type { OrderDelivery } from '@gsk/core/api';
import { malaysianLongDate } from '@gsk/core/i18n/date-time';
import type { Language } from '@gsk/core/i18n/language';
import { formatSen } from '@gsk/core/i18n/money';
import { localizePath, sitePaths } from '@gsk/core/paths';
import type { MalaysianState, ShippingMethod } from '@gsk/core/shop';
import { site } from '@gsk/core/site';
import type { EmailContent } from '../lib/email';
import { malaysianDateTime, renderEmail, type EmailRow } from '../lib/email-layout';
import { contactPageUrl } from '../payments/receipt-email';
import type { OrderRecord } from './order-view';

/*
 * An order's emails (docs/shop.md, "Emails"): the buyer's receipt in their language, with the
 * lines, amounts, delivery and a link to the order's status page, and the staff's notice. Sent
 * and retried by the payment's own email claims (payments/payment-emails.ts), as a donation's are.
 */

/** States as an address writes them. */
const stateNames: Record<MalaysianState, string> = {
  johor: 'Johor',
  kedah: 'Kedah',
  kelantan: 'Kelantan',
  melaka: 'Melaka',
  'negeri-sembilan': 'Negeri Sembilan',
  pahang: 'Pahang',
  'pulau-pinang': 'Pulau Pinang',
  perak: 'Perak',
  perlis: 'Perlis',
  sabah: 'Sabah',
  sarawak: 'Sarawak',
  selangor: 'Selangor',
  terengganu: 'Terengganu',
  'kuala-lumpur': 'Kuala Lumpur',
  labuan: 'Labuan',
  putrajaya: 'Putrajaya',
};

const receiptCopy = {
  bm: {
    subject: (id: string) => `Terima kasih atas pesanan anda ${id} — Kedai ${site.name}`,
    heading: 'Resit pesanan',
    greeting: (name: string) => `Salam ${name},`,
    thanks:
      'Terima kasih kerana membeli-belah di Kedai kami. Pembayaran anda telah berjaya diterima dan pesanan anda sedang kami sediakan.',
    columns: ['Barang', 'Pilihan', 'Kuantiti', 'Harga seunit', 'Jumlah'],
    subtotal: 'Jumlah kecil',
    shipping: 'Penghantaran',
    total: 'Jumlah keseluruhan',
    orderNumber: 'No. pesanan',
    date: 'Tarikh',
    deliverTo: 'Dihantar ke',
    method: { standard: 'Pos biasa', tracked: 'Pos berjejak' } satisfies Record<
      ShippingMethod,
      string
    >,
    free: 'percuma',
    collect: (event: string, date: string) => `Ambil di ${event}, ${date}`,
    transaction: 'No. rujukan transaksi',
    follow:
      'Ikuti status pesanan anda (anda akan menerima nombor penjejakan melalui emel apabila ia dipos):',
    keep: 'Sila simpan emel ini sebagai rekod pembelian anda. Sertakan nombor pesanan jika anda menghubungi kami.',
    contact: 'Ada soalan? Balas emel ini atau hubungi kami di',
    signOff: 'Yang benar,',
  },
  eng: {
    subject: (id: string) => `Thank you for your order ${id} — ${site.name} shop`,
    heading: 'Order receipt',
    greeting: (name: string) => `Dear ${name},`,
    thanks:
      'Thank you for shopping with us. We have received your payment and are preparing your order.',
    columns: ['Item', 'Option', 'Quantity', 'Unit price', 'Total'],
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    total: 'Total',
    orderNumber: 'Order number',
    date: 'Date',
    deliverTo: 'Deliver to',
    method: { standard: 'Standard post', tracked: 'Tracked post' } satisfies Record<
      ShippingMethod,
      string
    >,
    free: 'free',
    collect: (event: string, date: string) => `Collect at ${event}, ${date}`,
    transaction: 'Transaction reference',
    follow:
      "Follow your order's status (you will receive the tracking number by email once it is posted):",
    keep: 'Please keep this email as a record of your purchase. Quote the order number if you contact us.',
    contact: 'Any questions? Reply to this email or contact us at',
    signOff: 'Yours sincerely,',
  },
} as const;

/** The order's status page on the site it was placed from, in a language, with its number. */
export const orderStatusUrl = (origin: string, language: Language, orderId: string): string =>
  `${origin.replace(/\/$/, '')}${localizePath(sitePaths.orderStatus, language)}?number=${encodeURIComponent(orderId)}`;

/** A postal delivery's address as it is written on a parcel, one line each. */
export const addressLines = (delivery: Extract<OrderDelivery, { method: 'post' }>): string[] =>
  [
    delivery.line1,
    delivery.line2,
    `${delivery.postcode} ${delivery.city}`,
    stateNames[delivery.state],
  ].filter((line): line is string => Boolean(line));

/** The delivery's address on lines, or where and when to collect. */
const addressOf = (delivery: OrderDelivery, language: Language): string => {
  if (delivery.method === 'pickup') {
    const venue = delivery.event.venue?.[language];
    return [delivery.event.title[language], venue].filter(Boolean).join(', ');
  }
  return addressLines(delivery).join('\n');
};

/** The shipping line: its method and fee, or where and when to collect. */
const shippingOf = (order: OrderRecord, language: Language): string => {
  const copy = receiptCopy[language];
  const { delivery } = order;
  if (delivery.method === 'pickup') {
    return copy.collect(
      delivery.event.title[language],
      malaysianLongDate(delivery.event.startsAt, language),
    );
  }
  const fee = order.shippingSen === 0 ? copy.free : formatSen(order.shippingSen, language);
  return `${copy.method[delivery.shipping]}: ${fee}`;
};

/** The buyer's receipt of a paid order, in the language they ordered in. */
export function orderReceiptEmail(order: OrderRecord): EmailContent {
  const language = order.language;
  const copy = receiptCopy[language];
  const money = (sen: number) => formatSen(sen, language);
  const details: EmailRow[] = [
    [copy.subtotal, money(order.subtotalSen)],
    [copy.shipping, shippingOf(order, language)],
    [copy.total, money(order.totalSen)],
    [copy.orderNumber, order.paymentId],
    [copy.date, malaysianDateTime(order.paidAt ?? order.updatedAt, language)],
    [copy.deliverTo, addressOf(order.delivery, language)],
  ];
  const txnId = order.gateway?.TxnID;
  if (txnId) details.push([copy.transaction, txnId]);
  return renderEmail({
    language,
    subject: copy.subject(order.paymentId),
    heading: copy.heading,
    body: [
      { kind: 'paragraph', text: copy.greeting(order.name) },
      { kind: 'paragraph', text: copy.thanks },
      {
        kind: 'list',
        columns: copy.columns,
        rows: order.lines.map((line) => [
          line.name[language],
          line.variant[language] || '—',
          String(line.quantity),
          money(line.unitSen),
          money(line.lineSen),
        ]),
      },
      { kind: 'table', rows: details },
      {
        kind: 'action',
        lead: copy.follow,
        url: orderStatusUrl(order.origin, language, order.paymentId),
      },
      { kind: 'paragraph', text: copy.keep },
      { kind: 'action', lead: copy.contact, url: contactPageUrl(order.origin, language) },
    ],
    signOff: copy.signOff,
  });
}

/** The staff's notice of a paid order; labels in both languages, as staff use both. */
export function orderNoticeEmail(order: OrderRecord): EmailContent {
  const total = formatSen(order.totalSen, 'bm');
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const details: EmailRow[] = [
    ['No. pesanan / Order number', order.paymentId],
    ['Jumlah / Total', total],
    ['Barang / Items', String(units)],
    ['Penghantaran / Delivery', shippingOf(order, 'bm')],
    ['Ke / To', addressOf(order.delivery, 'bm')],
    ['Masa / Time', malaysianDateTime(order.paidAt ?? order.updatedAt, 'bm')],
    ['Nama / Name', order.name],
    ['Emel / Email', order.email],
    ['Telefon / Phone', order.phone],
    ['Bahasa / Language', order.language === 'bm' ? 'Bahasa Melayu' : 'English'],
    ['ID Transaksi / Transaction ID', order.gateway?.TxnID || '—'],
  ];
  return renderEmail({
    language: 'bm',
    subject: `Pesanan baharu / New order: ${total} (${order.paymentId})`,
    heading: 'Pesanan kedai baharu / New shop order',
    body: [
      {
        kind: 'list',
        columns: ['Barang / Item', 'Pilihan / Option', 'Kuantiti / Qty', 'Jumlah / Total'],
        rows: order.lines.map((line) => [
          line.name.bm,
          line.variant.bm || '—',
          String(line.quantity),
          formatSen(line.lineSen, 'bm'),
        ]),
      },
      { kind: 'table', rows: details },
    ],
  });
}
