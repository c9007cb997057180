import { describe, expect, it } from 'vitest';
import { handler as partnerHandler } from '../../functions/src/applications/partner';
import { boundaryOf, parseMultipartFields } from '../../functions/src/lib/multipart';
import { handler as uploadsHandler } from '../../functions/src/uploads/create';
import { AppError } from '../../functions/src/lib/errors';
import { apiEvent, jsonEvent, lambdaContext } from '../support/api-event';

const boundary = '----WebKitFormBoundary7MA4YWxkTrZu0gW';

/** A multipart event from raw parts (each a header block and a content), as API Gateway passes it. */
const event = (parts: [string, string][], options: { close?: string; base64?: boolean } = {}) => {
  const raw =
    parts
      .map(([headers, content]) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`)
      .join('') + (options.close ?? `--${boundary}--\r\n`);
  return apiEvent({
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: options.base64 ? Buffer.from(raw).toString('base64') : raw,
    isBase64Encoded: options.base64 ?? false,
  });
};

const field = (name: string, value: string): [string, string] => [
  `Content-Disposition: form-data; name="${name}"`,
  value,
];

const allowed = ['name', 'email', 'cvKey'];

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).code;
  }
  throw new Error('not refused');
};

describe('boundaryOf', () => {
  it('reads the boundary of a multipart/form-data type, quoted or not', () => {
    expect(boundaryOf(`multipart/form-data; boundary=${boundary}`)).toBe(boundary);
    expect(boundaryOf('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
    expect(boundaryOf('multipart/form-data; boundary=----formdata-undici-0123')).toBe(
      '----formdata-undici-0123',
    );
  });

  it('refuses other types and missing, empty, too long or ill-formed boundaries', () => {
    for (const type of [
      undefined,
      'application/json',
      'multipart/mixed; boundary=abc',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      `multipart/form-data; boundary=${'a'.repeat(71)}`,
      'multipart/form-data; boundary="ends with space "',
      'multipart/form-data; boundary=a b',
      'multipart/form-data; boundary=a"b',
    ])
      expect(boundaryOf(type)).toBeUndefined();
  });
});

describe('parseMultipartFields', () => {
  it('reads the allowed text fields of a browser’s form, in UTF-8, base64 or not', () => {
    const parts = [
      field('name', 'Nur Āisyah 🍲'),
      field('email', 'a@example.com'),
      field('other', 'dropped'),
      [
        'Content-Disposition: form-data; name="cvFile"; filename="cv.pdf"\r\nContent-Type: application/pdf',
        '%PDF-1.7',
      ],
    ] satisfies [string, string][];
    const expected = { name: 'Nur Āisyah 🍲', email: 'a@example.com' };
    expect(parseMultipartFields(event(parts), allowed)).toEqual(expected);
    expect(parseMultipartFields(event(parts, { base64: true }), allowed)).toEqual(expected);
  });

  it('keeps empty values, multi-line values and escaped quotes in names', () => {
    expect(
      parseMultipartFields(
        event([
          field('name', ''),
          ['Content-Disposition: form-data;\r\n name="email"', 'line 1\r\nline 2'],
          ['content-disposition: FORM-DATA; name=cvKey', 'uploads/x.pdf'],
          ['Content-Disposition: form-data; name="a\\"b"', 'x'],
        ]),
        [...allowed, 'a"b'],
      ),
    ).toEqual({ name: '', email: 'line 1\r\nline 2', cvKey: 'uploads/x.pdf', 'a"b': 'x' });
  });

  it('turns a field sent twice into a list (which the schemas refuse)', () => {
    expect(parseMultipartFields(event([field('name', 'a'), field('name', 'b')]), allowed)).toEqual({
      name: ['a', 'b'],
    });
  });

  it('ignores names like __proto__, constructor or toString[] rather than tripping on them', () => {
    const fields = parseMultipartFields(
      event([
        field('__proto__', 'x'),
        field('constructor', 'x'),
        field('toString[]', 'x'),
        field('name', 'ok'),
      ]),
      allowed,
    );
    expect(fields).toEqual({ name: 'ok' });
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });

  it('refuses a part without a name, of another disposition, or with broken headers', () => {
    for (const part of [
      ['Content-Disposition: form-data', 'x'],
      ['Content-Disposition: form-data; name=""', 'x'],
      ['Content-Disposition: attachment; name="name"', 'x'],
      ['Content-Type: text/plain', 'x'],
      ['Content-Disposition form-data; name="name"', 'x'],
      ['Content-Disposition: form-data; name="name"; name="email"', 'x'],
      [
        'Content-Disposition: form-data; name="name"\r\nContent-Disposition: form-data; name="x"',
        'x',
      ],
      ['Content-Disposition: form-data; name="name"; junk', 'x'],
      ["Content-Disposition: form-data; name*=UTF-8''name", 'x'],
    ] satisfies [string, string][])
      expect(refusal(() => parseMultipartFields(event([part]), allowed))).toBe('malformed_body');
  });

  it('reads a body closed at its end, or followed by padding and a CRLF epilogue', () => {
    for (const close of [`--${boundary}--`, `--${boundary}-- \t`, `--${boundary}--\r\nepilogue`])
      expect(parseMultipartFields(event([field('name', 'a')], { close }), allowed)).toEqual({
        name: 'a',
      });
  });

  it('refuses bodies that are cut short, unclosed, not UTF-8 or not multipart at all', () => {
    const good = event([field('name', 'a')]);
    const cases = [
      { ...good, body: (good.body ?? '').slice(0, 60) },
      event([field('name', 'a')], { close: '' }),
      event([field('name', 'a')], { close: `--${boundary}` }),
      event([field('name', 'a')], { close: `--${boundary}x\r\n` }),
      event([field('name', 'a')], { close: `--${boundary}--[]. trailing` }),
      event([field('name', 'a')], { close: `--${boundary}--x\r\n` }),
      {
        ...good,
        body: Buffer.from([0x2d, 0x2d, 0xff, 0xfe]).toString('base64'),
        isBase64Encoded: true,
      },
      { ...event([field('name', '\u00e9')], { base64: false }), body: undefined },
      { ...good, headers: { 'content-type': 'application/json' } },
      { ...good, body: `preamble--${boundary}\r\n` },
    ];
    for (const bad of cases)
      expect(refusal(() => parseMultipartFields(bad, allowed))).toBe('malformed_body');
    const latin1 = event([field('name', 'x')]);
    latin1.body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n\xe9\r\n--${boundary}--`,
      'latin1',
    ).toString('base64');
    latin1.isBase64Encoded = true;
    expect(refusal(() => parseMultipartFields(latin1, allowed))).toBe('malformed_body');
  });

  it('refuses a form of more than 32 parts', () => {
    const parts = Array.from({ length: 33 }, (_, i) => field(`f${i}`, 'x'));
    expect(refusal(() => parseMultipartFields(event(parts), allowed))).toBe('malformed_body');
  });
});

describe('a multipart application through the handler factory', () => {
  it('is validated with the schema, every message at once', async () => {
    const result = await partnerHandler(
      event([field('name', ''), field('email', 'x')]),
      lambdaContext(),
    );
    expect(result.statusCode).toBe(400);
    const { error } = JSON.parse(result.body ?? '') as {
      error: { code: string; fields: Record<string, string> };
    };
    expect(error.code).toBe('validation');
    expect(Object.values(error.fields)).toEqual(
      expect.arrayContaining(['partner.fullName.required', 'partner.email.invalid']),
    );
  });
});

describe('the handlers answer malformed bodies with 400, never 500', () => {
  it('/api/partnerForm: a nameless part and a prototype-named list', async () => {
    for (const parts of [
      [['Content-Disposition: form-data', 'x']],
      [field('toString[]', 'x'), field('constructor', 'y')],
    ] satisfies [string, string][][]) {
      const result = await partnerHandler(event(parts), lambdaContext());
      expect(result.statusCode).toBe(400);
    }
  });

  it('/uploads: keys like constructor or __proto__ are stripped, not looked up', async () => {
    for (const body of [
      '{"constructor":"x","toString":1,"form":"partner","filename":"cv.txt","size":0}',
      '{"__proto__":{"form":"partner"},"filename":"cv.txt","size":0}',
    ]) {
      const result = await uploadsHandler(jsonEvent(body), lambdaContext());
      expect(result.statusCode).toBe(400);
      expect(JSON.parse(result.body ?? '')).toMatchObject({ error: { code: 'validation' } });
    }
  });

  it('/api/partnerForm: a field sent twice (a list where text is expected) is a validation 400', async () => {
    const parts = [
      field('name', 'Ali'),
      field('name', 'Abu'),
      field('email', 'ali@example.com'),
      field('phone', '0123456789'),
      field('contributionType', 'equity'),
      field('enterpriseType', 'kesum'),
    ];
    const result = await partnerHandler(event(parts), lambdaContext());
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body ?? '')).toMatchObject({
      error: { code: 'validation', fields: { name: 'string.type' } },
    });
  });

  it('/uploads: a list, an object or a number where text is expected is a validation 400', async () => {
    for (const filename of [['cv.pdf'], { name: 'cv.pdf' }, 7, true]) {
      const body = JSON.stringify({
        form: 'partner',
        filename,
        contentType: 'application/pdf',
        size: 10,
      });
      const result = await uploadsHandler(jsonEvent(body), lambdaContext());
      expect(result.statusCode, JSON.stringify(filename)).toBe(400);
      expect(JSON.parse(result.body ?? '')).toMatchObject({ error: { code: 'validation' } });
    }
  });
});
