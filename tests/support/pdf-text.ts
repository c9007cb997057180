import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';
import type { PDFObject } from 'pdf-lib';

// The bytes 0x80-0x9f of WinAnsiEncoding (the standard fonts' encoding) that differ from Latin-1.
const winAnsi: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

const fromWinAnsi = (bytes: number[]) =>
  bytes.map((byte) => winAnsi[byte] ?? String.fromCharCode(byte)).join('');

const hexBytes = (hex: string) =>
  (hex.replace(/\s+/g, '').match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16));

function literalBytes(literal: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index < literal.length; index += 1) {
    const char = literal[index] ?? '';
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const next = literal[index + 1] ?? '';
    const octal = /^[0-7]{1,3}/.exec(literal.slice(index + 1));
    if (octal) {
      bytes.push(Number.parseInt(octal[0], 8));
      index += octal[0].length;
      continue;
    }
    const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
    bytes.push(escapes[next] ?? next.charCodeAt(0));
    index += 1;
  }
  return bytes;
}

const showText = /<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj|\[((?:[^\]\\]|\\.)*)\]\s*TJ/g;
const arrayPart = /<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)/g;

/** The strings a content stream shows (Tj and TJ operators), one per operator, in order. */
function shownStrings(content: string): string[] {
  const shown: string[] = [];
  for (const match of content.matchAll(showText)) {
    const [, hex, literal, array] = match;
    if (hex !== undefined) shown.push(fromWinAnsi(hexBytes(hex)));
    else if (literal !== undefined) shown.push(fromWinAnsi(literalBytes(literal)));
    else if (array !== undefined) {
      const parts = [...array.matchAll(arrayPart)].map(([, partHex, partLiteral]) =>
        fromWinAnsi(partHex !== undefined ? hexBytes(partHex) : literalBytes(partLiteral ?? '')),
      );
      shown.push(parts.join(''));
    }
  }
  return shown;
}

/** What a test can read back from a PDF: its metadata, outline and the text of each page. */
export interface PdfContents {
  document: PDFDocument;
  title: string | undefined;
  author: string | undefined;
  subject: string | undefined;
  language: string | undefined;
  /** Titles of the outline (bookmarks), in order. */
  outline: string[];
  /** The text lines each page shows, in drawing order. */
  pages: string[][];
}

const textOf = (object: PDFObject | undefined) =>
  object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : undefined;

/**
 * Parses a PDF with pdf-lib and reads its text back by decoding every page's content streams, so a
 * test checks what a reader would select and copy, not what the generator meant to write.
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfContents> {
  // A copy in this realm: jsdom and Node each have their own Uint8Array, and pdf-lib checks instanceof.
  const document = await PDFDocument.load(Uint8Array.from(bytes), { updateMetadata: false });
  const pages = document.getPages().map((page) => {
    const contents = page.node.normalizedEntries().Contents;
    const streams = contents instanceof PDFArray ? contents.asArray() : [];
    return streams.flatMap((ref) => {
      const stream = document.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) return [];
      const decoded = decodePDFRawStream(stream).decode();
      return shownStrings(Buffer.from(decoded).toString('latin1'));
    });
  });

  const outline: string[] = [];
  const outlines = document.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict);
  let item = outlines?.lookupMaybe(PDFName.of('First'), PDFDict);
  while (item) {
    outline.push(textOf(item.lookup(PDFName.of('Title'))) ?? '');
    item = item.lookupMaybe(PDFName.of('Next'), PDFDict);
  }

  return {
    document,
    title: document.getTitle(),
    author: document.getAuthor(),
    subject: document.getSubject(),
    language: textOf(document.catalog.lookup(PDFName.of('Lang'))),
    outline,
    pages,
  };
}
