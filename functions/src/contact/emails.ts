import { site } from '@gsk/core/site';
import type { EmailContent } from '../lib/email';
import { malaysianDateTime, oneLine, renderEmail, type EmailRow } from '../lib/email-layout';
import type { ContactRecord } from './messages';

/**
 * The staff's copy of a message from the contact page, labels in both languages (staff read both);
 * sent with Reply-To set to the visitor, so Reply answers them.
 */
export function staffMessageEmail(message: ContactRecord): EmailContent {
  const details: EmailRow[] = [
    ['Nama / Name', message.name],
    ['Emel / Email', message.email],
    ['Telefon / Phone', message.phone || '—'],
    ['Bahasa / Language', message.language === 'bm' ? 'Bahasa Melayu' : 'English'],
    ['Diterima / Received', `${malaysianDateTime(message.createdAt, 'eng')} (MYT)`],
    ['Rujukan / Reference', message.messageId],
  ];
  return renderEmail({
    language: 'bm',
    subject: `Mesej / Message: ${oneLine(message.name, 80)} — ${oneLine(message.message, 60)}`,
    heading: 'Mesej baharu dari laman web / New message from the website',
    body: [
      { kind: 'table', rows: details },
      { kind: 'quote', label: 'Mesej / Message:', text: message.message },
    ],
    footer: ['Balas emel ini untuk menjawab pengirim. / Reply to this email to answer the sender.'],
  });
}

const acknowledgementCopy = {
  bm: {
    subject: `Kami telah menerima mesej anda — ${site.name}`,
    heading: 'Terima kasih kerana menghubungi kami',
    greeting: (name: string) => `Salam ${name},`,
    received: (time: string) =>
      `Kami telah menerima mesej anda pada ${time}. Pasukan kami akan membalas melalui emel ini secepat mungkin, biasanya dalam tempoh beberapa hari bekerja.`,
    reference: (id: string) => `Rujukan mesej anda: ${id}`,
    copy: 'Mesej anda:',
    reply: 'Jika anda ingin menambah sesuatu, balas sahaja emel ini.',
    signOff: 'Yang benar,',
  },
  eng: {
    subject: `We have received your message — ${site.name}`,
    heading: 'Thank you for contacting us',
    greeting: (name: string) => `Dear ${name},`,
    received: (time: string) =>
      `We received your message on ${time}. Our team will answer by email as soon as we can, usually within a few working days.`,
    reference: (id: string) => `Your message's reference: ${id}`,
    copy: 'Your message:',
    reply: 'If you would like to add anything, simply reply to this email.',
    signOff: 'Yours sincerely,',
  },
} as const;

/** The visitor's acknowledgement, in the language of the page they wrote from. */
export function acknowledgementEmail(message: ContactRecord): EmailContent {
  const copy = acknowledgementCopy[message.language];
  const received = copy.received(malaysianDateTime(message.createdAt, message.language));
  return renderEmail({
    language: message.language,
    subject: copy.subject,
    heading: copy.heading,
    body: [
      { kind: 'paragraph', text: copy.greeting(message.name) },
      { kind: 'paragraph', text: `${received}\n${copy.reference(message.messageId)}` },
      { kind: 'quote', label: copy.copy, text: message.message },
      { kind: 'paragraph', text: copy.reply },
    ],
    signOff: copy.signOff,
  });
}
