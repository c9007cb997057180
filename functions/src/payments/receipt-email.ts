import { formatRinggit } from '@gsk/core/donation';
import { findEnterprise } from '@gsk/core/enterprise';
import type { Language } from '@gsk/core/i18n/language';
import { site } from '@gsk/core/site';
import { localizePath, sitePaths } from '@gsk/core/paths';
import type { EmailContent } from '../lib/email';
import { malaysianDateTime, renderEmail, type EmailRow } from '../lib/email-layout';
import type { PaymentRecord } from './ledger';

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

/** The contact page of the site at `origin`, in a language. */
export const contactPageUrl = (origin: string, language: Language): string =>
  `${origin.replace(/\/$/, '')}${localizePath(sitePaths.contact, language)}`;

/** The donor's receipt, in the donation's language. */
export function receiptEmail(payment: PaymentRecord): EmailContent {
  const language = payment.language;
  const copy = receiptCopy[language];
  const details: EmailRow[] = [
    [copy.amount, formatRinggit(payment.amount, language, { cents: true })],
    [copy.paymentId, payment.paymentId],
    [copy.date, formatPaymentTime(payment.paidAt ?? payment.updatedAt, language)],
  ];
  if (payment.enterprise) {
    details.push([copy.enterprise, findEnterprise(payment.enterprise, language).ent_name]);
  }
  const txnId = payment.gateway?.TxnID;
  if (txnId) details.push([copy.transaction, txnId]);
  return renderEmail({
    language,
    subject: copy.subject,
    heading: copy.heading,
    body: [
      { kind: 'paragraph', text: copy.greeting(payment.name) },
      { kind: 'paragraph', text: copy.thanks },
      { kind: 'table', rows: details },
      { kind: 'paragraph', text: copy.keep },
      { kind: 'paragraph', text: copy.impact },
      { kind: 'action', lead: copy.contact, url: contactPageUrl(payment.origin, language) },
    ],
    signOff: copy.signOff,
  });
}

/** The admins' notice of a successful donation; labels in both languages, as staff use both. */
export function adminNoticeEmail(payment: PaymentRecord): EmailContent {
  const amount = formatRinggit(payment.amount, 'bm', { cents: true });
  const details: EmailRow[] = [
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
  return renderEmail({
    language: 'bm',
    subject: `Sumbangan baharu / New donation: ${amount} (${payment.paymentId})`,
    heading: 'Sumbangan baharu diterima / New donation received',
    body: [{ kind: 'table', rows: details }],
  });
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
  const details: EmailRow[] = [
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
  return renderEmail({
    language: 'bm',
    subject: `Semak pembayaran / Review payment: ${payment.paymentId}`,
    heading: 'Pembayaran perlu disemak / Payment needs review',
    body: [{ kind: 'table', rows: details }],
  });
}
