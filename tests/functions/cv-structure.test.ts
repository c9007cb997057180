import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_TYPES_MAX_BYTES,
  DOCX_MAX_ENTRIES,
  isWordDocument,
} from '../../functions/src/applications/docx-check';
import { pdfRefusal } from '../../functions/src/applications/pdf-check';
import { sampleDocx, zip } from '../integration/application-client';

const mainType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const types = (body: string, prolog = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>${prolog}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${body}</Types>`;
const document =
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>';

describe('isWordDocument', () => {
  it('accepts a WordprocessingML package, its main part declared by Override or by Default', async () => {
    expect(await isWordDocument(sampleDocx('CV'))).toBe(true);
    const byDefault = zip({
      '[Content_Types].xml': types(`<Default Extension="XML" ContentType="${mainType}"/>`),
      'word/document.xml': document,
    });
    expect(await isWordDocument(byDefault)).toBe(true);
  });

  it('refuses what only looks like one', async () => {
    const override = `<Override PartName="/word/document.xml" ContentType="${mainType}"/>`;
    for (const bytes of [
      zip({ 'a.txt': 'a' }),
      zip({ '[Content_Types].xml': types(override) }),
      // The right element in another namespace.
      zip({
        '[Content_Types].xml': `<Types xmlns="urn:other"><Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`,
        'word/document.xml': document,
      }),
      // A DOCTYPE: the way to entity expansion; no real package has one.
      zip({
        '[Content_Types].xml': types(override, '<!DOCTYPE Types [<!ENTITY a "a">]>'),
        'word/document.xml': document,
      }),
      // Bigger than any real one: not inflated at all.
      zip({
        '[Content_Types].xml': types(`${override}<!--${'x'.repeat(CONTENT_TYPES_MAX_BYTES)}-->`),
        'word/document.xml': document,
      }),
      // Too many entries: refused from the end record, before reading them.
      zip({
        '[Content_Types].xml': types(override),
        'word/document.xml': document,
        ...Object.fromEntries(
          Array.from({ length: DOCX_MAX_ENTRIES }, (_, i) => [`word/media/${i}.txt`, '']),
        ),
      }),
      new TextEncoder().encode('PK\u0003\u0004 not a zip at all'),
    ])
      expect(await isWordDocument(bytes)).toBe(false);
  });
});

const pdf = (...objects: (string | Buffer)[]) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    ...objects.map((o) => Buffer.from(o)),
    Buffer.from('%%EOF\n'),
  ]);
const streamObject = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`5 0 obj <<${dictionary} /Length ${data.length}>> stream\n`),
    data,
    Buffer.from('\nendstream endobj\n'),
  ]);
const objectStream = (body: string) => `1 0 ${body}`;

describe('pdfRefusal', () => {
  it('finds the refused names outside strings, also #-escaped', async () => {
    expect(await pdfRefusal(pdf('1 0 obj <</S /J#61vaScript /JS (x)>> endobj\n'))).toBe(
      'name:JavaScript',
    );
    expect(await pdfRefusal(pdf('1 0 obj <</Type/EmbeddedFile>> endobj\n'))).toBe(
      'name:EmbeddedFile',
    );
    expect(await pdfRefusal(pdf('trailer <</Encrypt 3 0 R>>\n'))).toBe('name:Encrypt');
    expect(
      await pdfRefusal(pdf('1 0 obj <</Title (About /JavaScript and /Launch)>> endobj\n% /JS\n')),
    ).toBe(undefined);
  });

  it('decodes object streams: Flate, chained with ASCIIHex, behind a PNG predictor', async () => {
    const body = Buffer.from(objectStream('<</S/Launch/F(calc)>>'));
    expect(
      await pdfRefusal(pdf(streamObject('/Type/ObjStm/Filter/FlateDecode', deflateSync(body)))),
    ).toBe('name:Launch');
    const hex = Buffer.from(deflateSync(body).toString('hex'));
    expect(await pdfRefusal(pdf(streamObject('/Filter[/AHx/Fl]', hex)))).toBe('name:Launch');
    // PNG "Up" predictor over rows of 4 bytes: each row holds the difference to the one above.
    const columns = 4;
    const rows: number[] = [];
    for (let at = 0; at < body.length; at += columns) {
      rows.push(2);
      for (let i = 0; i < columns; i += 1)
        rows.push(
          ((body[at + i] ?? 0x20) - (at > 0 ? (body[at + i - columns] ?? 0x20) : 0)) & 0xff,
        );
    }
    const predicted = deflateSync(Buffer.from(rows));
    expect(Buffer.from(predicted).includes('Launch')).toBe(false);
    expect(
      await pdfRefusal(
        pdf(
          streamObject(
            `/Filter/FlateDecode/DecodeParms<</Predictor 12/Columns ${columns}>>`,
            predicted,
          ),
        ),
      ),
    ).toBe('name:Launch');
  });

  it('refuses streams it cannot decode, and bounds what it inflates', async () => {
    expect(await pdfRefusal(pdf(streamObject('/Filter/LZWDecode', Buffer.from('x'))))).toBe(
      'filter',
    );
    expect(await pdfRefusal(pdf(streamObject('/Filter 7 0 R', Buffer.from('x'))))).toBe('filter');
    // 64 MB of spaces after an object stream's header, in 64 KB: refused, not inflated.
    const bomb = deflateSync(Buffer.concat([Buffer.from('1 0 '), Buffer.alloc(64_000_000, 0x20)]));
    expect(await pdfRefusal(pdf(streamObject('/Filter/FlateDecode', bomb)))).toBe(
      'object-stream-too-large',
    );
    // The same size of pixels is only looked at, and accepted.
    const pixels = deflateSync(Buffer.alloc(64_000_000, 0x80));
    expect(await pdfRefusal(pdf(streamObject('/Subtype/Image/Filter/FlateDecode', pixels)))).toBe(
      undefined,
    );
  });
});
