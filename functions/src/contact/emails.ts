import { site } from '@gsk/core/site';
import { escapeHtml, malaysianDateTime, oneLine, type EmailContent } from '../lib/email';
import type { ContactRecord } from './messages';

const page = (heading: string, body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#16212b;line-height:1.5">` +
  `<h1 style="color:#073f3b;font-size:20px">${escapeHtml(heading)}</h1>${body}</body></html>`;

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p style="white-space:pre-wrap">${escapeHtml(block)}</p>`)
    .join('');

/**
 * The staff's copy of a message from the contact page, labels in both languages (staff read both);
 * sent with Reply-To set to the visitor, so Reply answers them.
 */
export function staffMessageEmail(message: ContactRecord): EmailContent {
  const details: [string, string][] = [
    ['Nama / Name', message.name],
    ['Emel / Email', message.email],
    ['Telefon / Phone', message.phone || '—'],
    ['Bahasa / Language', message.language === 'bm' ? 'Bahasa Melayu' : 'English'],
    ['Diterima / Received', `${malaysianDateTime(message.createdAt, 'eng')} (MYT)`],
    ['Rujukan / Reference', message.messageId],
  ];
  const heading = 'Mesej baharu dari laman web / New message from the website';
  const cell = 'padding:4px 16px 4px 0;text-align:left;vertical-align:top';
  const table = details
    .map(
      ([label, value]) =>
        `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return {
    subject: `Mesej / Message: ${oneLine(message.name, 80)} — ${oneLine(message.message, 60)}`,
    text: [
      heading,
      '',
      ...details.map(([label, value]) => `${label}: ${value}`),
      '',
      'Mesej / Message:',
      message.message,
      '',
      'Balas emel ini untuk menjawab pengirim. / Reply to this email to answer the sender.',
      '',
    ].join('\n'),
    html: page(
      heading,
      `<table role="presentation">${table}</table><h2 style="font-size:16px">Mesej / Message</h2>` +
        paragraphs(message.message) +
        '<p><small>Balas emel ini untuk menjawab pengirim. / Reply to this email to answer the sender.</small></p>',
      'ms',
    ),
  };
}

const acknowledgementCopy = {
  bm: {
    lang: 'ms',
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
    lang: 'en',
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
  return {
    subject: copy.subject,
    text: [
      copy.greeting(message.name),
      '',
      received,
      copy.reference(message.messageId),
      '',
      copy.copy,
      message.message,
      '',
      copy.reply,
      '',
      copy.signOff,
      site.name,
      '',
    ].join('\n'),
    html: page(
      copy.heading,
      `<p>${escapeHtml(copy.greeting(message.name))}</p><p>${escapeHtml(received)}<br>` +
        `${escapeHtml(copy.reference(message.messageId))}</p>` +
        `<p><strong>${escapeHtml(copy.copy)}</strong></p>` +
        `<blockquote style="border-left:3px solid #d8dee4;margin:0;padding-left:12px">${paragraphs(message.message)}</blockquote>` +
        `<p>${escapeHtml(copy.reply)}</p><p>${escapeHtml(copy.signOff)}<br>${escapeHtml(site.name)}</p>`,
      copy.lang,
    ),
  };
}
