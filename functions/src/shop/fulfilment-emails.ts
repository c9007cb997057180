import type { OrderLine } from '@gsk/core/api';
import { formatSen } from '@gsk/core/i18n/money';
import type { Language } from '@gsk/core/i18n/language';
import { site } from '@gsk/core/site';
import type { EmailContent } from '../lib/email';
import { renderEmail, type EmailRow } from '../lib/email-layout';
import { orderStatusUrl } from './order-emails';
import type { OrderRecord } from './order-view';

/*
 * What staff's actions tell the buyer, in the language they ordered in (docs/shop.md, "Staff"):
 * the parcel is on its way (the courier, the tracking number, the lines and the order's page), or
 * the order was cancelled or taken back and how much will be refunded. Every text the buyer or
 * staff typed is escaped by the one email layout.
 */

const copy = {
  bm: {
    greeting: (name: string) => `Salam ${name},`,
    shippedSubject: (id: string) => `Pesanan ${id} telah dihantar — ${site.name}`,
    shippedHeading: 'Pesanan anda dalam perjalanan',
    shipped:
      'Bungkusan anda telah diserahkan kepada kurier. Gunakan nombor penjejakan di bawah untuk mengikuti perjalanannya di laman web kurier.',
    courier: 'Kurier',
    tracking: 'Nombor penjejakan',
    order: 'Nombor pesanan',
    items: 'Barangan',
    total: 'Jumlah',
    follow: 'Lihat status pesanan anda di',
    cancelledSubject: (id: string) => `Pesanan ${id} telah dibatalkan — ${site.name}`,
    cancelledHeading: 'Pesanan anda telah dibatalkan',
    cancelled: (amount: string) =>
      `Kami telah membatalkan pesanan anda. Sebanyak ${amount} akan dikembalikan kepada anda melalui kaedah pembayaran yang sama; bank biasanya mengambil masa 7 hingga 14 hari bekerja.`,
    returnedSubject: (id: string) => `Pemulangan pesanan ${id} diterima — ${site.name}`,
    returnedHeading: 'Pemulangan anda telah diterima',
    returned: (amount: string) =>
      `Kami telah menerima pemulangan pesanan anda. Sebanyak ${amount} akan dikembalikan kepada anda melalui kaedah pembayaran yang sama; bank biasanya mengambil masa 7 hingga 14 hari bekerja.`,
    reason: 'Sebab',
    refund: 'Jumlah bayaran balik',
    questions: 'Ada soalan? Balas emel ini dan sertakan nombor pesanan anda.',
    signOff: 'Yang benar,',
  },
  eng: {
    greeting: (name: string) => `Dear ${name},`,
    shippedSubject: (id: string) => `Order ${id} is on its way — ${site.name}`,
    shippedHeading: 'Your order is on its way',
    shipped:
      'Your parcel is with the courier. Use the tracking number below to follow it on the courier’s website.',
    courier: 'Courier',
    tracking: 'Tracking number',
    order: 'Order number',
    items: 'Items',
    total: 'Total',
    follow: 'See your order’s status at',
    cancelledSubject: (id: string) => `Order ${id} has been cancelled — ${site.name}`,
    cancelledHeading: 'Your order has been cancelled',
    cancelled: (amount: string) =>
      `We have cancelled your order. ${amount} will be refunded to you through the same payment method; banks usually take 7 to 14 working days.`,
    returnedSubject: (id: string) => `Return of order ${id} received — ${site.name}`,
    returnedHeading: 'We have received your return',
    returned: (amount: string) =>
      `We have received the return of your order. ${amount} will be refunded to you through the same payment method; banks usually take 7 to 14 working days.`,
    reason: 'Reason',
    refund: 'Refund',
    questions: 'Any questions? Reply to this email and quote your order number.',
    signOff: 'Yours sincerely,',
  },
} as const;

/** A line as the buyer and the accountant read it: `2 × Baju Gerakan (M · Hijau)`. */
export const lineText = (line: OrderLine, language: Language): string => {
  const variant = line.variant[language];
  return `${line.quantity} × ${line.name[language]}${variant ? ` (${variant})` : ''}`;
};

/** The order's status page on the site it was placed from, in its language. */
const orderPageUrl = (order: OrderRecord): string =>
  orderStatusUrl(order.origin, order.language, order.paymentId);

/** The buyer's email that the parcel left: courier, tracking number, lines, the order's page. */
export function trackingEmail(order: OrderRecord): EmailContent {
  const language = order.language;
  const words = copy[language];
  const rows: EmailRow[] = [
    [words.order, order.paymentId],
    [words.courier, order.courier ?? ''],
    [words.tracking, order.trackingNumber ?? ''],
    [words.items, order.lines.map((line) => lineText(line, language)).join('\n')],
    [words.total, formatSen(order.totalSen, language)],
  ];
  return renderEmail({
    language,
    subject: words.shippedSubject(order.paymentId),
    heading: words.shippedHeading,
    body: [
      { kind: 'paragraph', text: words.greeting(order.name) },
      { kind: 'paragraph', text: words.shipped },
      { kind: 'table', rows },
      { kind: 'action', lead: words.follow, url: orderPageUrl(order) },
      { kind: 'paragraph', text: words.questions },
    ],
    signOff: words.signOff,
  });
}

/** The buyer's email that staff cancelled the order or took it back, and the refund due. */
export function refundEmail(order: OrderRecord, kind: 'cancelled' | 'returned'): EmailContent {
  const language = order.language;
  const words = copy[language];
  const amount = formatSen(order.totalSen, language);
  const rows: EmailRow[] = [
    [words.order, order.paymentId],
    [words.items, order.lines.map((line) => lineText(line, language)).join('\n')],
    [words.refund, amount],
    ...(order.reason ? [[words.reason, order.reason] as const] : []),
  ];
  return renderEmail({
    language,
    subject:
      kind === 'cancelled'
        ? words.cancelledSubject(order.paymentId)
        : words.returnedSubject(order.paymentId),
    heading: kind === 'cancelled' ? words.cancelledHeading : words.returnedHeading,
    body: [
      { kind: 'paragraph', text: words.greeting(order.name) },
      {
        kind: 'paragraph',
        text: kind === 'cancelled' ? words.cancelled(amount) : words.returned(amount),
      },
      { kind: 'table', rows },
      { kind: 'action', lead: words.follow, url: orderPageUrl(order) },
      { kind: 'paragraph', text: words.questions },
    ],
    signOff: words.signOff,
  });
}
