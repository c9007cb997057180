import escapeHtml from 'escape-html';
import { htmlLang, type Language } from '@gsk/core/i18n/language';
import { site } from '@gsk/core/site';
import type { EmailContent } from './email';

/** Emails show dates as the site does (core/src/i18n/date-time.ts). */
export { malaysianDateTime } from '@gsk/core/i18n/date-time';

/*
 * The one layout of every email the site sends (receipts, staff notices, the digest, contact
 * acknowledgements): a sender describes what it says, and both the HTML part and the plain-text
 * part are rendered from that one description, so they never drift apart, and every text a
 * visitor typed is escaped here and nowhere else (by escape-html; why a library here and not for
 * the text part or the markup: docs/libraries.md).
 */

/** A line of a label/value table: `label: value` in the text part. */
export type EmailRow = readonly [label: string, value: string];

/** A part of an email's body, in reading order. */
export type EmailBlock =
  /** Text; a blank line starts a new paragraph, a single line break stays a line break. */
  | { kind: 'paragraph'; text: string }
  /** Label/value rows (a receipt's details, a notice's fields). */
  | { kind: 'table'; rows: readonly EmailRow[] }
  /** Rows of several values under column headings (the digest's notices). */
  | { kind: 'list'; columns: readonly string[]; rows: readonly (readonly string[])[] }
  /** Text someone else wrote (a visitor's message), set apart under its label. */
  | { kind: 'quote'; label: string; text: string }
  /**
   * A link: after `lead` and shown as `label` (the address itself when none), with `note` below
   * it in small print.
   */
  | { kind: 'action'; url: string; label?: string; lead?: string; note?: string };

/** What an email says, for `renderEmail`. */
export interface EmailMessage {
  /** The language it is written in (`<html lang>`); a bilingual staff email names its first. */
  language: Language;
  /** Made one line here, whatever a visitor typed into it. */
  subject: string;
  heading: string;
  body: readonly EmailBlock[];
  /** Small print after the body (how to reply, where a file is kept). */
  footer?: readonly string[];
  /** The closing above the site's name ('Yours sincerely,'); without one the name stands alone. */
  signOff?: string;
}

/** Most characters of a subject, however long what a visitor typed into it. */
export const SUBJECT_MAX_CHARS = 200;

/** A header-safe one-line text: control characters (CR and LF among them) become spaces. */
export const oneLine = (value: string, max: number): string =>
  Array.from(
    value
      .replace(/\p{Cc}|[\u2028\u2029]/gu, ' ')
      .replace(/ {2,}/g, ' ')
      .trim(),
  )
    .slice(0, max)
    .join('');

const colours = { text: '#16212b', heading: '#073f3b', rule: '#d8dee4', quiet: '#4a5a68' };
const cell = `padding:6px 12px 6px 0;border-bottom:1px solid ${colours.rule};text-align:left;vertical-align:top`;

/** Paragraphs of a text, escaped; line breaks inside one are kept. */
const paragraphsHtml = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p style="white-space:pre-wrap">${escapeHtml(block)}</p>`)
    .join('\n');

const blockHtml = (block: EmailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return paragraphsHtml(block.text);
    case 'table':
      return (
        '<table style="border-collapse:collapse">\n' +
        block.rows
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="${cell}">${escapeHtml(label)}</th>` +
              `<td style="${cell};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
          )
          .join('\n') +
        '\n</table>'
      );
    case 'list':
      return (
        '<table style="border-collapse:collapse">\n' +
        `<tr>${block.columns.map((column) => `<th scope="col" style="${cell}">${escapeHtml(column)}</th>`).join('')}</tr>\n` +
        block.rows
          .map(
            (row) =>
              `<tr>${row.map((value) => `<td style="${cell}">${escapeHtml(value)}</td>`).join('')}</tr>`,
          )
          .join('\n') +
        '\n</table>'
      );
    case 'quote':
      return (
        `<p><strong>${escapeHtml(block.label)}</strong></p>\n` +
        `<blockquote style="border-left:3px solid ${colours.rule};margin:0;padding-left:12px">` +
        `${paragraphsHtml(block.text)}</blockquote>`
      );
    case 'action':
      return (
        `<p>${block.lead ? `${escapeHtml(block.lead)} ` : ''}` +
        `<a href="${escapeHtml(block.url)}" style="color:${colours.heading};font-weight:600">` +
        `${escapeHtml(block.label ?? block.url)}</a>` +
        `${block.note ? `<br><small>${escapeHtml(block.note)}</small>` : ''}</p>`
      );
  }
};

const blockText = (block: EmailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'table':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'list':
      return [block.columns, ...block.rows].map((row) => row.join(' · ')).join('\n');
    case 'quote':
      return `${block.label}\n${block.text}`;
    case 'action':
      return [
        [block.lead, block.label && `${block.label}:`, block.url].filter(Boolean).join(' '),
        ...(block.note ? [block.note] : []),
      ].join('\n');
  }
};

/**
 * An email ready for SES: its one-line subject, and its plain-text and HTML parts rendered from
 * the same message (heading, body, small print, then the sign-off and the site's name).
 */
export function renderEmail(message: EmailMessage): EmailContent {
  const subject = oneLine(message.subject, SUBJECT_MAX_CHARS);
  const footer = message.footer ?? [];
  const text = [
    message.heading,
    ...message.body.map(blockText),
    ...footer,
    message.signOff ? `${message.signOff}\n${site.name}` : `— ${site.name}`,
  ].join('\n\n');
  const html = [
    '<!doctype html>',
    `<html lang="${htmlLang(message.language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:16px;font-family:system-ui,sans-serif;color:${colours.text};line-height:1.5">`,
    `<h1 style="font-size:20px;color:${colours.heading}">${escapeHtml(message.heading)}</h1>`,
    ...message.body.map(blockHtml),
    ...footer.map(
      (line) => `<p style="color:${colours.quiet}"><small>${escapeHtml(line)}</small></p>`,
    ),
    message.signOff
      ? `<p>${escapeHtml(message.signOff)}<br>${escapeHtml(site.name)}</p>`
      : `<p style="color:${colours.quiet}"><small>${escapeHtml(site.name)}</small></p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { subject, text: `${text}\n`, html };
}
