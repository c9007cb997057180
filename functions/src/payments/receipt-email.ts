import { formatRinggit } from '@gsk/core/donation';
import { findEnterprise } from '@gsk/core/enterprise';
import type { Language } from '@gsk/core/i18n/language';
import { site } from '@gsk/core/site';
import { localizePath, sitePaths } from '@gsk/core/paths';
import { escapeHtml, malaysianDateTime, type EmailContent } from '../lib/email';
import type { PaymentRecord } from './ledger';

export type { EmailContent };

/** A date and time as Malaysians read it, in Malaysian time ('21 November 2025 pada 1:42 PTG'). */
export const formatPaymentTime = malaysianDateTime;

const receiptCopy = {
  bm: {
    subject: `Terima kasih atas sumbangan anda — ${site.name}`,
    greeting: (name: string) => `Salam ${name},`,
    thanks: `Terima kasih atas sumbangan anda kepada ${site.name}. Pembayaran anda telah berjaya diterima.`,
    heading: 'Resit sumbangan',
    amount: 'Jumlah',
    paymentId: 'ID Pembayaran',
    date: 'Tarikh',
    enterprise: 'Untuk perusahaan',
    transaction: 'No. rujukan transaksi',
    keep: 'Sila simpan emel ini sebagai rekod sumbangan anda. Sertakan ID Pembayaran di atas jika anda menghubungi kami tentang sumbangan ini.',
    impact:
      'Sumbangan anda membantu kami membina perusahaan sosial milik rakyat dan melawan maklumat yang mengelirukan dengan fakta yang tepat.',
    contact: 'Ada soalan? Balas emel ini atau hubungi kami di',
    signOff: 'Yang benar,',
  },
  eng: {
    subject: `Thank you for your donation — ${site.name}`,
    greeting: (name: string) => `Dear ${name},`,
    thanks: `Thank you for your donation to ${site.name}. We have received your payment.`,
    heading: 'Donation receipt',
    amount: 'Amount',
    paymentId: 'Payment ID',
    date: 'Date',
    enterprise: 'For the enterprise',
    transaction: 'Transaction reference',
    keep: 'Please keep this email as a record of your donation. Quote the Payment ID above if you contact us about it.',
    impact:
      'Your donation helps us build social enterprises owned by the people and counter misleading information with accurate facts.',
    contact: 'Any questions? Reply to this email or contact us at',
    signOff: 'Yours sincerely,',
  },
} as const;

const rows = (entries: [string, string][]) => ({
  text: entries.map(([label, value]) => `${label}: ${value}`).join('\n'),
  html: entries
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join(''),
});

const layout = (heading: string, body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#16212b;line-height:1.5">` +
  `<h1 style="color:#073f3b;font-size:20px">${escapeHtml(heading)}</h1>${body}</body></html>`;

/** The contact page of the site at `origin`, in a language. */
export const contactPageUrl = (origin: string, language: Language): string =>
  `${origin.replace(/\/$/, '')}${localizePath(sitePaths.contact, language)}`;

/** The donor's receipt, in the donation's language. */
export function receiptEmail(payment: PaymentRecord): EmailContent {
  const language = payment.language;
  const copy = receiptCopy[language];
  const details: [string, string][] = [
    [copy.amount, formatRinggit(payment.amount, language, { cents: true })],
    [copy.paymentId, payment.paymentId],
    [copy.date, formatPaymentTime(payment.paidAt ?? payment.updatedAt, language)],
  ];
  if (payment.enterprise) {
    details.push([copy.enterprise, findEnterprise(payment.enterprise, language).ent_name]);
  }
  const txnId = payment.gateway?.TxnID;
  if (txnId) details.push([copy.transaction, txnId]);
  const table = rows(details);
  const paragraphs = [copy.thanks, copy.keep, copy.impact];
  const contactUrl = contactPageUrl(payment.origin, language);
  return {
    subject: copy.subject,
    text: [
      copy.greeting(payment.name),
      '',
      paragraphs[0],
      '',
      `${copy.heading}`,
      table.text,
      '',
      paragraphs[1],
      '',
      paragraphs[2],
      '',
      `${copy.contact} ${contactUrl}`,
      '',
      copy.signOff,
      site.name,
      '',
    ].join('\n'),
    html: layout(
      copy.heading,
      `<p>${escapeHtml(copy.greeting(payment.name))}</p><p>${escapeHtml(copy.thanks)}</p>` +
        `<table role="presentation">${table.html}</table>` +
        `<p>${escapeHtml(copy.keep)}</p><p>${escapeHtml(copy.impact)}</p>` +
        `<p>${escapeHtml(copy.contact)} <a href="${escapeHtml(contactUrl)}">${escapeHtml(contactUrl)}</a></p>` +
        `<p>${escapeHtml(copy.signOff)}<br>${escapeHtml(site.name)}</p>`,
    ),
  };
}

/** The admins' notice of a successful donation; labels in both languages, as staff use both. */
export function adminNoticeEmail(payment: PaymentRecord): EmailContent {
  const amount = formatRinggit(payment.amount, 'bm', { cents: true });
  const details: [string, string][] = [
    ['Jumlah / Amount', amount],
    ['ID Pembayaran / Payment ID', payment.paymentId],
    ['Masa / Time', formatPaymentTime(payment.paidAt ?? payment.updatedAt, 'bm')],
    ['Nama / Name', payment.name],
    ['Emel / Email', payment.email],
    ['Telefon / Phone', payment.phone],
    [
      'Perusahaan / Enterprise',
      payment.enterprise ? findEnterprise(payment.enterprise, 'bm').ent_name : '—',
    ],
    ['Catatan / Notes', payment.notes || '—'],
    ['Bahasa / Language', payment.language === 'bm' ? 'Bahasa Melayu' : 'English'],
    ['ID Transaksi / Transaction ID', payment.gateway?.TxnID || '—'],
    ['Kaedah / Method', payment.gateway?.PymtMethod || '—'],
  ];
  const table = rows(details);
  const heading = 'Sumbangan baharu diterima / New donation received';
  return {
    subject: `Sumbangan baharu / New donation: ${amount} (${payment.paymentId})`,
    text: `${heading}\n\n${table.text}\n`,
    html: layout(heading, `<table role="presentation">${table.html}</table>`),
  };
}

/** What each review reason means and what the ledger did about it, in both languages. */
const reviewReasons: Record<NonNullable<PaymentRecord['review']>, string> = {
  late_success:
    'Bank mengesahkan pembayaran selepas ia direkodkan gagal atau tamat tempoh; ia kini direkodkan berjaya dan dikira. / ' +
    'The bank confirmed the payment after it was recorded failed or expired; it is now recorded as paid and counted.',
  failure_after_success:
    'Gerbang pembayaran menghantar kegagalan yang sah selepas pembayaran direkodkan berjaya; rekod kekal berjaya. / ' +
    'The gateway sent an authentic failure after the payment was recorded paid; the record stays paid.',
  unexpected_result:
    'Gerbang pembayaran menghantar status yang tidak dijangka (contohnya pembalikan belum selesai); tiada apa yang dikira. / ' +
    'The gateway sent an unexpected status (such as a pending reversal); nothing was counted.',
};

/**
 * The staff's notice that a payment needs review: why, what the ledger now says, and the
 * gateway's answer that raised it (no donor contact details beyond what the staff notice carries).
 */
export function reviewNoticeEmail(payment: PaymentRecord): EmailContent {
  const amount = formatRinggit(payment.amount, 'bm', { cents: true });
  const gateway = payment.reviewGateway ?? {};
  const details: [string, string][] = [
    ['Sebab / Reason', payment.review ? reviewReasons[payment.review] : '—'],
    ['ID Pembayaran / Payment ID', payment.paymentId],
    ['Jumlah / Amount', amount],
    ['Status dalam rekod / Ledger status', payment.status],
    ['TxnStatus', gateway.TxnStatus || '—'],
    ['Mesej / TxnMessage', gateway.TxnMessage || '—'],
    ['ID Transaksi / Transaction ID', gateway.TxnID || payment.gateway?.TxnID || '—'],
    ['Masa / Time', formatPaymentTime(payment.reviewAt ?? payment.updatedAt, 'bm')],
    ['Nama / Name', payment.name],
    ['Emel / Email', payment.email],
  ];
  const table = rows(details);
  const heading = 'Pembayaran perlu disemak / Payment needs review';
  return {
    subject: `Semak pembayaran / Review payment: ${payment.paymentId}`,
    text: `${heading}\n\n${table.text}\n`,
    html: layout(heading, `<table role="presentation">${table.html}</table>`),
  };
}
