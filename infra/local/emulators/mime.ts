import { randomBytes } from 'node:crypto';

/*
 * Just enough RFC 5322 / MIME for an outbox: writing a text and/or HTML message in UTF-8
 * (quoted-printable bodies, RFC 2047 encoded-word headers) and reading back any message a client
 * hands to SendRawEmail (multipart, base64/quoted-printable, charsets, encoded words).
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
  /** Extra headers (SES v2 `Content.Simple.Headers`). */
  headers?: { name: string; value: string }[];
}

export interface Attachment {
  filename: string;
  contentType: string;
  size: number;
}

export interface ParsedMail {
  /** Header values by lower-case name, encoded words decoded, in order of appearance. */
  headers: Map<string, string[]>;
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string[];
  subject: string;
  text?: string;
  html?: string;
  attachments: Attachment[];
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

/** Splits an address list at commas outside quotes, comments and angle brackets. */
export const splitAddresses = (value: string): string[] => {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  let depth = 0;
  for (let index = 0; index < value.length; index += 1) {
    const char = value.charAt(index);
    if (quoted && char === '\\') {
      current += char + value.charAt(index + 1);
      index += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '<' || char === '(')) depth += 1;
    else if (!quoted && (char === '>' || char === ')')) depth = Math.max(0, depth - 1);
    if (char === ',' && !quoted && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
};

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
export const formatDate = (date: Date): string => date.toUTCString().replace(/GMT$/, '+0000');

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
    ...(mail.headers ?? []).map(({ name, value }) => header(name, encodeText(value))),
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

/* ---------------------------------------------------------------- reading */

const decodeBytes = (bytes: Buffer, charset = 'utf-8'): string => {
  try {
    return new TextDecoder(charset.trim().toLowerCase()).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
};

const decodeQuotedPrintable = (text: string, underscoreIsSpace = false): Buffer => {
  const source = (underscoreIsSpace ? text.replace(/_/g, ' ') : text).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < source.length; index += 1) {
    const hex = source.slice(index + 1, index + 3);
    if (source.charAt(index) === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(source.charCodeAt(index) & 0xff);
  }
  return Buffer.from(bytes);
};

/** Decodes RFC 2047 encoded words; adjacent words in one charset are joined before decoding. */
export const decodeWords = (value: string): string => {
  const pattern = /=\?([^?\s*]+)(?:\*[^?\s]*)?\?([BbQq])\?([^?\s]*)\?=/g;
  let output = '';
  let last = 0;
  let run: { charset: string; bytes: Buffer[] } | undefined;
  const flush = () => {
    if (run) output += decodeBytes(Buffer.concat(run.bytes), run.charset);
    run = undefined;
  };
  for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
    const between = value.slice(last, match.index);
    if (!run || between.trim()) {
      flush();
      output += between;
    }
    const [, charset = 'utf-8', encoding = 'B', text = ''] = match;
    const bytes =
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : decodeQuotedPrintable(text, true);
    if (run && run.charset.toLowerCase() !== charset.toLowerCase()) flush();
    run ??= { charset, bytes: [] };
    run.bytes.push(bytes);
    last = match.index + match[0].length;
  }
  flush();
  return output + value.slice(last);
};

interface Entity {
  headers: Map<string, string[]>;
  body: string;
}

/** Splits an entity (as a latin1 string, one char per byte) into unfolded headers and body. */
const splitEntity = (source: string): Entity => {
  const match = /\r?\n\r?\n/.exec(source);
  const head = match ? source.slice(0, match.index) : source;
  const body = match ? source.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string[]>();
  const unfolded = decodeBytes(Buffer.from(head, 'latin1')).replace(/\r?\n(?=[ \t])/g, '');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { headers, body };
};

/** `type/subtype; a=b; c="d"` with RFC 2231 `name*=charset''value` and `name*0=` continuations. */
const parseStructured = (value = ''): { value: string; params: Map<string, string> } => {
  const [first = '', ...rest] = value.match(/(?:[^;"]+|"(?:\\.|[^"])*")+/g) ?? [];
  const raw = new Map<string, string>();
  for (const param of rest) {
    const equals = param.indexOf('=');
    if (equals < 0) continue;
    const name = param.slice(0, equals).trim().toLowerCase();
    const text = param.slice(equals + 1).trim();
    raw.set(name, text.startsWith('"') ? text.slice(1, -1).replace(/\\(.)/g, '$1') : text);
  }
  const params = new Map<string, string>();
  const names = new Set([...raw.keys()].map((name) => name.replace(/\*(\d+)?\*?$/, '')));
  for (const name of names) {
    const pieces = [...raw.entries()]
      .map(([key, text]) => ({ match: /^(.+?)(?:\*(\d+))?(\*)?$/.exec(key), text }))
      .filter(({ match }) => match?.[1] === name)
      .sort((a, b) => Number(a.match?.[2] ?? 0) - Number(b.match?.[2] ?? 0));
    const extended = pieces.some(({ match }) => match?.[3]);
    if (!extended) {
      params.set(name, decodeWords(pieces.map(({ text }) => text).join('')));
      continue;
    }
    let charset = 'utf-8';
    const bytes = pieces.map(({ match, text }, index) => {
      let piece = text;
      if (index === 0) {
        const [set = 'utf-8', , ...valueParts] = text.split("'");
        charset = set || 'utf-8';
        piece = valueParts.join("'");
      }
      return match?.[3]
        ? Buffer.from(
            piece.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            ),
            'latin1',
          )
        : Buffer.from(piece, 'latin1');
    });
    params.set(name, decodeBytes(Buffer.concat(bytes), charset));
  }
  return { value: first.trim().toLowerCase(), params };
};

const transferDecode = (body: string, encoding = ''): Buffer => {
  switch (encoding.trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return Buffer.from(body, 'latin1');
  }
};

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const walk = (entity: Entity, mail: ParsedMail): void => {
  const type = parseStructured(entity.headers.get('content-type')?.[0] ?? 'text/plain');
  const disposition = parseStructured(entity.headers.get('content-disposition')?.[0]);
  const boundary = type.params.get('boundary');
  if (type.value.startsWith('multipart/') && boundary) {
    const delimiter = new RegExp(
      `(?:^|\\r?\\n)--${escapeRegExp(boundary)}(--)?[ \\t]*(?=\\r?\\n|$)`,
      'g',
    );
    const marks = [...entity.body.matchAll(delimiter)];
    for (const [index, mark] of marks.entries()) {
      if (mark[1]) break;
      const start = (mark.index ?? 0) + mark[0].length;
      const end = marks[index + 1]?.index ?? entity.body.length;
      const part = entity.body.slice(start, end).replace(/^\r?\n/, '');
      walk(splitEntity(part), mail);
    }
    return;
  }
  const bytes = transferDecode(entity.body, entity.headers.get('content-transfer-encoding')?.[0]);
  const filename = disposition.params.get('filename') ?? type.params.get('name');
  const isText = type.value === 'text/plain' || type.value === 'text/html';
  if (disposition.value === 'attachment' || filename || !isText) {
    mail.attachments.push({
      filename: filename ?? '',
      contentType: type.value,
      size: bytes.length,
    });
    return;
  }
  const text = decodeBytes(bytes, type.params.get('charset')).replace(/\r\n/g, '\n');
  if (type.value === 'text/html') mail.html ??= text;
  else mail.text ??= text;
};

/** Reads a whole RFC 5322 message: addressing headers, subject, first text and HTML bodies. */
export const parseMail = (raw: Buffer): ParsedMail => {
  const entity = splitEntity(raw.toString('latin1'));
  const headers = new Map(
    [...entity.headers].map(([name, values]) => [name, values.map(decodeWords)]),
  );
  // Split before decoding: a decoded display name may contain a comma.
  const list = (name: string) =>
    (entity.headers.get(name) ?? []).flatMap(splitAddresses).map(decodeWords);
  const mail: ParsedMail = {
    headers,
    from: list('from')[0] ?? '',
    to: list('to'),
    cc: list('cc'),
    bcc: list('bcc'),
    replyTo: list('reply-to'),
    subject: headers.get('subject')?.[0] ?? '',
    attachments: [],
  };
  walk(entity, mail);
  return mail;
};
