import { randomBytes } from 'node:crypto';

/*
 * Just enough RFC 5322 / MIME for an outbox: the message SES builds for SendEmail, a text and/or
 * HTML body in UTF-8 (quoted-printable bodies, RFC 2047 encoded-word headers).
 */

const crlf = '\r\n';
/** RFC 5322's recommended line length; RFC 2045 caps quoted-printable lines at 76. */
const lineLength = 76;
/**
 * UTF-8 bytes per encoded word: `=?UTF-8?B?…?=` is then 60 characters, so even the first word fits
 * on the header's first line (`Reply-To: ` + word) within 78.
 */
const encodedWordBytes = 36;

export interface OutgoingMail {
  from: string;
  to: string[];
  cc: string[];
  replyTo: string[];
  subject: string;
  text?: string;
  html?: string;
  date: Date;
  messageId: string;
  /** Headers the request added (SES v2's `Content.Simple.Headers`), after SES's own. */
  headers?: { name: string; value: string }[];
}

const isPlainAscii = (value: string): boolean =>
  /^[\x20-\x7e]*$/.test(value) && !value.includes('=?');

/** `=?UTF-8?B?…?=` words, split between characters so none breaks a UTF-8 sequence. */
const encodeWords = (value: string): string[] => {
  const words: string[] = [];
  let bytes: Buffer[] = [];
  let size = 0;
  const flush = () => {
    if (size) words.push(`=?UTF-8?B?${Buffer.concat(bytes).toString('base64')}?=`);
    bytes = [];
    size = 0;
  };
  for (const char of value) {
    const encoded = Buffer.from(char, 'utf8');
    if (size + encoded.length > encodedWordBytes) flush();
    bytes.push(encoded);
    size += encoded.length;
  }
  flush();
  return words;
};

/** A header line folded at spaces so no line exceeds 78 characters where it can be helped. */
const foldHeader = (name: string, value: string): string => {
  const lines: string[] = [];
  let line = `${name}:`;
  for (const token of value.replace(/[\r\n]+/g, ' ').split(' ')) {
    if (token && line.length + 1 + token.length > 78 && line.trim().length > name.length + 1) {
      lines.push(line);
      line = '';
    }
    line += ` ${token}`;
  }
  lines.push(line);
  return lines.join(crlf);
};

/** An unstructured header value (Subject): as is when plain ASCII, else encoded words. */
export const encodeText = (value: string): string =>
  isPlainAscii(value) ? value : encodeWords(value).join(' ');

/** The bare address of `Name <user@host>` or `user@host`. */
export const addressOf = (mailbox: string): string =>
  (/<([^<>]*)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();

/** A mailbox for a header: a non-ASCII display name becomes encoded words, the address stays. */
const encodeMailbox = (mailbox: string): string => {
  const match = /^(.*?)\s*<([^<>]*)>\s*$/.exec(mailbox.trim());
  if (!match) return mailbox.trim();
  const name = (match[1] ?? '').trim();
  const address = match[2] ?? '';
  if (!name) return `<${address}>`;
  if (isPlainAscii(name)) return `${name} <${address}>`;
  const unquoted = name.replace(/^"(.*)"$/, '$1').replace(/\\(.)/g, '$1');
  return `${encodeWords(unquoted).join(' ')} <${address}>`;
};

/** Quoted-printable (RFC 2045) of UTF-8 text, with CRLF line breaks and soft breaks at 76. */
export const encodeQuotedPrintable = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const bytes = Buffer.from(line, 'utf8');
      const tokens = [...bytes].map((byte, index) => {
        const last = index === bytes.length - 1;
        const literal =
          (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
        return literal
          ? String.fromCharCode(byte)
          : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      });
      const wrapped: string[] = [];
      let current = '';
      for (const token of tokens) {
        if (current.length + token.length > lineLength - 1) {
          wrapped.push(`${current}=`);
          current = '';
        }
        current += token;
      }
      wrapped.push(current);
      return wrapped.join(crlf);
    })
    .join(crlf);

/** RFC 5322 date-time in UTC: `Sat, 21 Nov 2026 13:27:08 +0000`. */
const formatDate = (date: Date): string => date.toUTCString().replace(/GMT$/, '+0000');

const textPart = (subtype: 'plain' | 'html', body: string): string =>
  [
    `Content-Type: text/${subtype}; charset=UTF-8`,
    'Content-Transfer-Encoding: quoted-printable',
    '',
    encodeQuotedPrintable(body),
  ].join(crlf);

/** The message SES would send for SendEmail: one text/HTML part, or both as alternatives. */
export const buildMail = (mail: OutgoingMail): Buffer => {
  const header = (name: string, value: string) => foldHeader(name, value);
  const addresses = (list: string[]) => list.map(encodeMailbox).join(', ');
  const lines = [
    header('Date', formatDate(mail.date)),
    header('From', encodeMailbox(mail.from)),
    ...(mail.to.length ? [header('To', addresses(mail.to))] : []),
    ...(mail.cc.length ? [header('Cc', addresses(mail.cc))] : []),
    ...(mail.replyTo.length ? [header('Reply-To', addresses(mail.replyTo))] : []),
    header('Subject', encodeText(mail.subject)),
    header('Message-ID', `<${mail.messageId}>`),
    ...(mail.headers ?? []).map(({ name, value }) => header(name, value)),
    'MIME-Version: 1.0',
  ];
  const parts = [
    ...(mail.text !== undefined ? [textPart('plain', mail.text)] : []),
    ...(mail.html !== undefined ? [textPart('html', mail.html)] : []),
  ];
  if (parts.length <= 1)
    return Buffer.from([...lines, parts[0] ?? textPart('plain', '')].join(crlf), 'utf8');
  // "=_" cannot occur in quoted-printable text, so the boundary never collides with a body.
  const boundary = `=_${randomBytes(12).toString('hex')}`;
  return Buffer.from(
    [
      ...lines,
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      '',
      ...parts.flatMap((part) => [`--${boundary}`, part]),
      `--${boundary}--`,
      '',
    ].join(crlf),
    'utf8',
  );
};
