import { request } from 'node:http';
import { connect } from 'node:net';
import fc from 'fast-check';

/*
 * Hostile HTTP requests as fast-check arbitraries, and the means to send them to the local API
 * from any loopback address: bodies whose fields have the wrong types, lone surrogates, control
 * characters, prototype names and duplicate keys; malformed JSON, form and multipart bodies; wrong
 * content types; odd query strings, path parameters and headers; requests no client library would
 * write. route-fuzz.test.ts runs them against every route of the route table.
 */

/** The body formats a route reads (`none`: it reads no body). */
export type BodyFormat = 'json' | 'form' | 'multipart' | 'none';

/** Bytes that are not valid UTF-8 (a lone surrogate's encoding, a stray continuation, a cut sequence). */
export class RawBytes {
  constructor(readonly bytes: Buffer) {}
}

/** A field's value: anything JSON holds, or raw bytes. */
export type FieldValue =
  string | number | boolean | null | RawBytes | FieldValue[] | { [name: string]: FieldValue };

/** A body's fields in order; a name may repeat. */
export type Entries = [string, FieldValue][];

/** Names that reach inherited properties when looked up on a plain object. */
export const prototypeNames = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  '__lookupSetter__',
] as const;

/** Lone UTF-16 surrogates, alone and inside text. */
const loneSurrogates = fc.oneof(
  fc.constantFrom('\ud800', '\udfff', 'Ali\ud83d', '\ude00Ali', 'a\udc00b'),
  fc.string({
    unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
    minLength: 1,
    maxLength: 4,
  }),
);

/** Control and formatting characters. */
const controls = fc.string({
  unit: fc.constantFrom(
    '\u0000',
    '\u0007',
    '\b',
    '\t',
    '\n',
    '\r',
    '\u000b',
    '\u001b',
    '\u007f',
    '\u0085',
    '\u200b',
    '\u2028',
    '\u2029',
    '\u202e',
    '\ufeff',
    '\uffff',
  ),
  minLength: 1,
  maxLength: 8,
});

/** Text an attacker likes to try. */
const payloads = fc.constantFrom(
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  'null',
  'undefined',
  'NaN',
  '[object Object]',
  '\\u0000',
  'a@b',
  '=cmd|/c calc!A1',
);

/** Strings long enough to pass any field's limit (and a few that are merely long). */
const huge = fc
  .tuple(fc.constantFrom(300, 5_000, 70_000, 300_000), fc.constantFrom('x', 'é', '漢', '🍲', ' '))
  .map(([length, unit]) => unit.repeat(length));

/** Bytes a UTF-8 decoder refuses. */
export const invalidUtf8 = fc
  .constantFrom([0xed, 0xa0, 0x80], [0xff], [0xc3], [0xe2, 0x82], [0xc0, 0xaf], [0xf8, 0x88, 0x80])
  .map((bytes) => new RawBytes(Buffer.from(bytes)));

/** Any text: printable, unicode, lone surrogates, controls, payloads, huge. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: loneSurrogates },
  { weight: 2, arbitrary: controls },
  { weight: 2, arbitrary: payloads },
  { weight: 1, arbitrary: huge },
  { weight: 1, arbitrary: fc.constantFrom(...prototypeNames) },
);

/** A value of a type the field does not take. */
export const wrongType: fc.Arbitrary<FieldValue> = fc.oneof(
  fc.array(fc.oneof(hostileText, fc.integer()), { maxLength: 3 }),
  fc.dictionary(
    fc.oneof(fc.constantFrom(...prototypeNames), fc.string({ maxLength: 5 })),
    hostileText,
    { maxKeys: 3 },
  ),
  fc.constantFrom<FieldValue>(null, true, false, 0, -1, 1e308, -0, 4.5, [], {}, [[]], [null]),
  fc.double({ noNaN: true }),
  fc.integer(),
);

/** Any value a hostile body may put in a field. */
export const hostileValue: fc.Arbitrary<FieldValue> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 3, arbitrary: wrongType },
  { weight: 1, arbitrary: invalidUtf8 },
);

/** The name of an extra field: a prototype name, an odd name, or random text. */
export const hostileName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...prototypeNames),
  fc.constantFrom('', ' ', 'a[b]', 'a[]', '__proto__[x]', 'constructor[prototype][x]', 'a.b', '"'),
  fc.string({ maxLength: 12 }),
);

/**
 * A field the route's schema certainly refuses, so that the request is refused whatever else it
 * carries: a required field missing, a list or an object where text is expected, null, or text
 * longer than any field's limit.
 */
export type Breaker = { field: string } & (
  { kind: 'missing' } | { kind: 'set'; value: FieldValue }
);

export const breaker = (required: readonly string[]): fc.Arbitrary<Breaker> =>
  fc
    .tuple(fc.constantFrom(...required), fc.nat(4))
    .chain(([field, kind]) =>
      kind === 0
        ? fc.constant<Breaker>({ field, kind: 'missing' })
        : fc
            .oneof(
              fc.array(hostileText, { minLength: 1, maxLength: 3 }),
              fc.dictionary(hostileName, hostileText, { minKeys: 1, maxKeys: 3 }),
              fc.constant(null),
              fc.constant('x'.repeat(70_000)),
            )
            .map((value): Breaker => ({ field, kind: 'set', value })),
    );

/**
 * The route's valid fields, made hostile: some values replaced, extra fields (prototype names
 * among them), some fields repeated, then the breaker applied last (in JSON the last of repeated
 * keys wins, so the breaker's is the one read).
 */
export const hostileEntries = (
  valid: Readonly<Record<string, string | number>>,
  required: readonly string[],
): fc.Arbitrary<Entries> => {
  const names = Object.keys(valid);
  return fc
    .record({
      replaced: fc.dictionary(
        names.length > 0 ? fc.constantFrom(...names) : hostileName,
        hostileValue,
        { maxKeys: 3 },
      ),
      extra: fc.array(fc.tuple(hostileName, hostileValue), { maxLength: 3 }),
      repeated: fc.array(
        fc.tuple(names.length > 0 ? fc.constantFrom(...names) : hostileName, hostileValue),
        { maxLength: 2 },
      ),
      broken: required.length > 0 ? breaker(required).map((b) => [b]) : fc.constant([]),
      order: fc.boolean(),
    })
    .map(({ replaced, extra, repeated, broken, order }) => {
      const fields: Entries = Object.entries(valid).map(([name, value]) => [
        name,
        Object.hasOwn(replaced, name) ? (replaced[name] as FieldValue) : value,
      ]);
      let entries: Entries = order ? [...extra, ...repeated, ...fields] : [...fields, ...extra];
      if (!order) entries.push(...repeated);
      for (const cut of broken) {
        if (cut.kind === 'missing') entries = entries.filter(([name]) => name !== cut.field);
        else entries.push([cut.field, cut.value]);
      }
      return entries;
    });
};

const jsonOf = (value: FieldValue): Buffer => {
  if (value instanceof RawBytes)
    return Buffer.concat([Buffer.from('"'), value.bytes, Buffer.from('"')]);
  if (Array.isArray(value))
    return Buffer.concat([
      Buffer.from('['),
      ...value.flatMap((item, index) => [Buffer.from(index ? ',' : ''), jsonOf(item)]),
      Buffer.from(']'),
    ]);
  if (typeof value === 'object' && value !== null) return objectJson(Object.entries(value));
  return Buffer.from(JSON.stringify(value) ?? 'null');
};

/** A JSON object written out field by field, so names may repeat and `__proto__` is an own key. */
const objectJson = (entries: Entries): Buffer =>
  Buffer.concat([
    Buffer.from('{'),
    ...entries.flatMap(([name, value], index) => [
      Buffer.from(`${index ? ',' : ''}${JSON.stringify(name)}:`),
      jsonOf(value),
    ]),
    Buffer.from('}'),
  ]);

/** Percent-encoding of text's UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it). */
export const percent = (value: string | Buffer): string =>
  typeof value === 'string'
    ? encodeURIComponent(value.replace(/\p{Cs}/gu, '\ufffd'))
    : [...value].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

const textOf = (value: FieldValue): string | Buffer =>
  value instanceof RawBytes
    ? value.bytes
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** Form pairs: a list repeats its name (or as `name[]`), an object becomes `name[key]` pairs. */
const flatPairs = (entries: Entries, brackets: boolean): [string, string | Buffer][] =>
  entries.flatMap(([name, value]): [string, string | Buffer][] => {
    if (Array.isArray(value))
      return value.map((item) => [brackets ? `${name}[]` : name, textOf(item)]);
    if (typeof value === 'object' && value !== null && !(value instanceof RawBytes))
      return Object.entries(value).map(([key, item]) => [`${name}[${key}]`, textOf(item)]);
    return [[name, value === null ? '' : textOf(value)]];
  });

const formOf = (entries: Entries, brackets: boolean): Buffer =>
  Buffer.from(
    flatPairs(entries, brackets)
      .map(([name, value]) => `${percent(name)}=${percent(value)}`)
      .join('&'),
  );

/** Ways to bend a multipart body out of shape. */
export const multipartOddities = [
  'none',
  'duplicate part',
  'file part',
  'nameless part',
  'part without disposition',
  'disposition twice',
  'folded header',
  'LF line ends',
  'no closing boundary',
  'truncated',
  'preamble and epilogue',
  'boundary inside a value',
  'too many parts',
  'quoted name with escapes',
  'binary part',
  'empty name',
] as const;
export type MultipartOddity = (typeof multipartOddities)[number];

const CRLF = '\r\n';

/** A multipart/form-data body of the entries (a list: its name repeated), bent by an oddity. */
export const multipartOf = (
  entries: Entries,
  boundary: string,
  oddity: MultipartOddity,
  cut: number,
): Buffer => {
  const part = (headers: string[], content: string | Buffer) =>
    Buffer.concat([
      Buffer.from(`--${boundary}${CRLF}${headers.map((h) => `${h}${CRLF}`).join('')}${CRLF}`),
      typeof content === 'string' ? Buffer.from(content) : content,
      Buffer.from(CRLF),
    ]);
  const field = (name: string, content: string | Buffer) =>
    part([`Content-Disposition: form-data; name="${name}"`], content);
  const parts = flatPairs(entries, false).map(([name, value]) => field(name, value));
  const first = entries[0]?.[0] ?? 'name';
  switch (oddity) {
    case 'duplicate part':
      parts.push(field(first, 'again'));
      break;
    case 'file part':
      parts.unshift(
        part(
          [
            `Content-Disposition: form-data; name="${first}"; filename="../../cv.pdf"`,
            'Content-Type: application/pdf',
          ],
          Buffer.from('%PDF-1.4 %\u00e2\u00e3 junk'),
        ),
      );
      break;
    case 'nameless part':
      parts.push(part(['Content-Disposition: form-data'], 'x'));
      break;
    case 'part without disposition':
      parts.push(part(['Content-Type: text/plain'], 'x'));
      break;
    case 'disposition twice':
      parts.push(
        part(
          [
            `Content-Disposition: form-data; name="${first}"`,
            'Content-Disposition: form-data; name="x"',
          ],
          'x',
        ),
      );
      break;
    case 'folded header':
      parts.push(part([`Content-Disposition: form-data;${CRLF} name="${first}"`], 'folded'));
      break;
    case 'too many parts':
      for (let index = 0; index < 40; index += 1) parts.push(field(`extra${index}`, 'x'));
      break;
    case 'quoted name with escapes':
      parts.push(part([`Content-Disposition: form-data; name="${first}\\"; name=\\"x"`], 'q'));
      break;
    case 'binary part':
      parts.push(field(first, Buffer.from([0xff, 0xfe, 0x00, 0xed, 0xa0, 0x80])));
      break;
    case 'empty name':
      parts.push(part(['Content-Disposition: form-data; name=""'], 'x'));
      break;
    case 'boundary inside a value':
      parts.push(field(first, `before\r\n--${boundary}\r\nafter`));
      break;
    default:
      break;
  }
  let body = Buffer.concat([
    ...parts,
    Buffer.from(oddity === 'no closing boundary' ? '' : `--${boundary}--${CRLF}`),
  ]);
  if (oddity === 'LF line ends')
    body = Buffer.from(body.toString('latin1').replace(/\r\n/g, '\n'), 'latin1');
  if (oddity === 'preamble and epilogue')
    body = Buffer.concat([Buffer.from(`preamble${CRLF}`), body, Buffer.from('epilogue\u0000')]);
  if (oddity === 'truncated') body = body.subarray(0, Math.floor(body.length * cut));
  return body;
};

/** Content types a route does not read, or that lie about the body. */
export const wrongContentTypes = [
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/JSON',
  'application/json, text/plain',
  'application/x-www-form-urlencoded; charset=utf-16',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="unterminated',
  'multipart/form-data; boundary=a; boundary=b',
  'multipart/mixed; boundary=xyz',
  'image/png',
  ';',
  '*/*',
  'x'.repeat(2000),
] as const;

/** A body: its content type (none: no header) and bytes (none: no body). */
export interface Body {
  label: string;
  contentType?: string;
  body?: Buffer;
}

/** Malformed JSON text, from almost right to nonsense. */
const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"name": "Ali",',
    '{"name": "Ali"',
    "{'name': 'Ali'}",
    '{name: "Ali"}',
    '{"name": "Ali",}',
    '{"a":1}{"b":2}',
    '{"name": "\\ud800"',
    '{"name": "\\x41"}',
    '{"amount": 01}',
    '{"amount": NaN}',
    '{"amount": Infinity}',
    '{"name": "Ali"} trailing',
    '\ufeff{"name": "Ali"}',
    '['.repeat(5000),
    '{"a":'.repeat(3000),
    '"\u0000"',
    '',
    ' ',
  ),
  fc.json().map((text) => text.slice(0, Math.max(1, text.length - 1))),
  fc.string({ maxLength: 40 }),
);

/** Bodies that are no object of fields: JSON of another type, malformed text, random bytes. */
export const shapelessBody: fc.Arbitrary<Body> = fc.oneof(
  fc
    .jsonValue({ maxDepth: 2 })
    .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))
    .map((value) => ({
      label: 'JSON that is no object',
      contentType: 'application/json',
      body: Buffer.from(JSON.stringify(value)),
    })),
  fc
    .tuple(malformedJson, fc.constantFrom('application/json', 'application/x-www-form-urlencoded'))
    .map(([text, contentType]) => ({
      label: 'malformed text',
      contentType,
      body: Buffer.from(text),
    })),
  fc
    .tuple(
      fc.uint8Array({ maxLength: 2048 }),
      fc.option(
        fc.constantFrom('application/json', 'application/octet-stream', ...wrongContentTypes),
      ),
    )
    .map(([bytes, contentType]) => ({
      label: 'random bytes',
      ...(contentType !== null && { contentType }),
      body: Buffer.from(bytes),
    })),
  fc.constantFrom<Body>(
    { label: 'no body' },
    { label: 'an empty JSON body', contentType: 'application/json', body: Buffer.alloc(0) },
    {
      label: 'an empty form body',
      contentType: 'application/x-www-form-urlencoded',
      body: Buffer.alloc(0),
    },
    {
      label: 'an empty multipart body',
      contentType: 'multipart/form-data; boundary=x',
      body: Buffer.alloc(0),
    },
  ),
);

/** The entries encoded in a format, with its content type or a wrong one. */
export const encodedBody = (
  entries: fc.Arbitrary<Entries>,
  format: BodyFormat,
): fc.Arbitrary<Body> =>
  fc
    .record({
      entries,
      as: fc.oneof(
        { weight: 6, arbitrary: fc.constant(format === 'none' ? 'json' : format) },
        { weight: 2, arbitrary: fc.constantFrom<BodyFormat>('json', 'form', 'multipart') },
      ),
      contentType: fc.oneof(
        { weight: 6, arbitrary: fc.constant<string | undefined>(undefined) },
        { weight: 1, arbitrary: fc.constantFrom<string | undefined>(...wrongContentTypes) },
        { weight: 1, arbitrary: fc.constant<string | undefined>('') },
      ),
      brackets: fc.boolean(),
      oddity: fc.oneof(
        { weight: 3, arbitrary: fc.constant<MultipartOddity>('none') },
        { weight: 2, arbitrary: fc.constantFrom(...multipartOddities) },
      ),
      boundary: fc.oneof(
        fc.constant('----fuzzBoundary7MA4YWxkTrZu0gW'),
        fc.stringMatching(/^[0-9A-Za-z'()+_,\-./:=?]{1,70}$/),
      ),
      quoted: fc.boolean(),
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ entries, as, contentType, brackets, oddity, boundary, quoted, cut }): Body => {
      if (as === 'json')
        return {
          label: 'JSON',
          contentType: contentType ?? 'application/json',
          body: objectJson(entries),
        };
      if (as === 'form')
        return {
          label: 'form',
          contentType: contentType ?? 'application/x-www-form-urlencoded',
          body: formOf(entries, brackets),
        };
      return {
        label: `multipart (${oddity})`,
        contentType:
          contentType ?? `multipart/form-data; boundary=${quoted ? `"${boundary}"` : boundary}`,
        body: multipartOf(entries, boundary, oddity, cut),
      };
    });

/** Malformed percent-encoding and other odd path segments (written into the path as they are). */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%E0%A4%A',
    '%',
    '%%',
    '%zz',
    '%F',
    '%C3',
    '%ED%A0%80',
    '%FF%FE',
    '%00',
    '%2F',
    '..%2F..%2Fetc',
    '%2e%2e',
    '.',
    '..',
    'constructor',
    '__proto__',
    '1700000000000Z9901',
    '1700000000000z9901',
    '%u0041',
    '+',
    ';x=y',
    'a'.repeat(5000),
  ),
  hostileText.map((text) => percent(text.slice(0, 300))),
);

/** A query string with odd names and values, malformed encoding and repeated names. */
export const hostileQuery = (base: Readonly<Record<string, string>>): fc.Arbitrary<string> =>
  fc
    .record({
      keepBase: fc.boolean(),
      pairs: fc.array(
        fc.tuple(
          fc.oneof(
            hostileName.map((name) => percent(name)),
            hostileSegment,
          ),
          fc.oneof(
            hostileText.map((text) => percent(text.slice(0, 300))),
            hostileSegment,
          ),
        ),
        { maxLength: 4 },
      ),
      raw: fc.constantFrom(
        '',
        '&',
        '&&',
        '=',
        '==x',
        '&=&',
        '?',
        '#frag',
        'a=1&a=2&a=3',
        'constructor=x&constructor=y',
        `long=${'x'.repeat(12_000)}`,
      ),
    })
    .map(({ keepBase, pairs, raw }) =>
      [
        ...(keepBase
          ? Object.entries(base).map(([name, value]) => `${percent(name)}=${percent(value)}`)
          : []),
        ...pairs.map(([name, value]) => `${name}=${value}`),
        raw,
      ]
        .filter(Boolean)
        .join('&'),
    );

/** Header values a client library can write (latin1 without controls and DEL). */
const headerText = fc
  .string({
    unit: fc
      .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }))
      .map((code) => String.fromCharCode(code)),
    maxLength: 60,
  })
  .filter((value) => value.trim() === value);

/** Odd but sendable headers: origins, hosts, forwarded addresses, encodings, cookies, names. */
export const hostileHeaders = (site: string): fc.Arbitrary<Record<string, string>> =>
  fc
    .record({
      origin: fc.constantFrom(site, 'null', 'https://evil.example', `${site}.evil.example`, ''),
      host: fc.constantFrom(
        'a b',
        '[::1',
        'evil.example',
        'localhost:99999',
        '%',
        'x'.repeat(2000),
        ':',
        '',
      ),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not an ip', '127.0.0.1, 10.0.0.1', ''),
      'content-encoding': fc.constantFrom('gzip', 'br', 'identity, gzip'),
      accept: fc.constantFrom('*/*', 'text/html', 'application/json;q=0', ''),
      cookie: fc.oneof(headerText, fc.constantFrom('a=1; a=2', ';;', '__proto__=x', '=')),
      'user-agent': headerText,
      expect: fc.constantFrom('100-continue', 'nothing'),
      extra: fc.tuple(
        fc.oneof(
          fc.constantFrom(...prototypeNames),
          fc.constantFrom('Content-Type', 'X-Amzn-Trace-Id', 'X-Forwarded-Proto'),
        ),
        headerText,
      ),
    })
    .chain((all) =>
      fc
        .subarray(Object.keys(all), { maxLength: 3 })
        .map((chosen) =>
          Object.fromEntries(
            chosen.map((name) =>
              name === 'extra' ? all.extra : [name, all[name as keyof typeof all] as string],
            ),
          ),
        ),
    );

/** An HTTP answer. */
export interface Answer {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A request to the API, sent from a given loopback address (its own client for any per-IP limit). */
export const sendRaw = (
  api: URL,
  from: string,
  init: { method: string; path: string; headers: Record<string, string>; body?: Buffer },
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const call = request(
      {
        host: api.hostname === 'localhost' ? '127.0.0.1' : api.hostname,
        port: api.port,
        method: init.method,
        path: init.path,
        localAddress: from,
        agent: false,
        setHost: !Object.hasOwn(init.headers, 'host'),
        headers: {
          ...(init.body && { 'content-length': String(init.body.length) }),
          ...init.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            headers: response.headers,
          }),
        );
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(init.body);
  });

/** An HTTP/1.1 message body as sent: decoded from chunks when it was chunked. */
const unchunked = (head: string, body: Buffer): string => {
  if (!/^transfer-encoding:\s*chunked\s*$/im.test(head)) return body.toString('utf8');
  const chunks: Buffer[] = [];
  for (let at = 0; at < body.length;) {
    const end = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, end).toString('latin1'), 16);
    if (end < 0 || !(size > 0)) break;
    chunks.push(body.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * Bytes written straight to a socket, for requests no HTTP client writes (a malformed Host, a
 * bare LF, an absolute target): the answer's status and body, status 0 when the server closed
 * without one.
 */
export const sendBytes = (api: URL, from: string, bytes: Buffer): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: Number(api.port), localAddress: from });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, split < 0 ? all.length : split).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      const headers: Record<string, string> = {};
      for (const line of head.split('\r\n').slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0)
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: status ? Number(status[1]) : 0,
        text: split < 0 ? '' : unchunked(head, all.subarray(split + 4)),
        headers,
      });
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error('No answer in 10 s')));
    // Written, not ended: Node's server drops a request whose client half-closes before the answer.
    socket.write(bytes);
  });

/** Request heads no client library writes. */
export const rawRequest = (method: string, path: string): fc.Arbitrary<Buffer> =>
  fc
    .record({
      target: fc.constantFrom(
        path,
        `http://evil.example${path}`,
        `//evil.example${path}`,
        `${path}#x`,
        '*',
      ),
      host: fc.constantFrom(
        'Host: [::1',
        'Host: a b',
        'Host: ',
        'Host: localhost\r\nHost: evil.example',
        'Host: \u00ff\u00fe',
        'Host: localhost:abc',
        'Host: @',
        '',
      ),
      // Header lines and the body that goes with them (a body as long as its Content-Length: the
      // server would wait for the rest).
      framing: fc.constantFrom<[string, string]>(
        ['', ''],
        ['X-Odd: a\u0000b', ''],
        ['Content-Length: 5\r\nContent-Length: 6', 'xxxxx'],
        ['Transfer-Encoding: chunked\r\nContent-Length: 3', '0\r\n\r\n'],
        ['Transfer-Encoding: chunked', 'zz\r\nxx\r\n0\r\n\r\n'],
        ['Content-Length: -1', ''],
        ['Folded: a\r\n b', ''],
        [': no name', ''],
        ['Content-Type: application/json\r\nContent-Length: 4', '{"a"'],
        ['Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 3', '--x'],
      ),
      lineEnd: fc.constantFrom('\r\n', '\n'),
    })
    .map(({ target, host, framing: [extra, body], lineEnd }) =>
      Buffer.from(
        [`${method} ${target} HTTP/1.1`, host, extra, 'Connection: close']
          .filter(Boolean)
          .join(lineEnd)
          .concat(lineEnd, lineEnd, body),
        'latin1',
      ),
    );
