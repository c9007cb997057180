import { createInflate } from 'node:zlib';

/**
 * Names that make a PDF do something when opened or hold other files: scripts (`/JS`,
 * `/JavaScript`), launching programs (`/Launch`), attachments (`/EmbeddedFile`, `/EmbeddedFiles`).
 * `/Encrypt` is here too: an encrypted PDF's object streams cannot be read without its key.
 */
const refusedNames = new Set([
  'JS',
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'Encrypt',
]);

/** Bytes of a decoded stream looked at to tell an object stream from pixels or page content. */
const HEAD_BYTES = 64 * 1024;
/** Most bytes one object stream may decode to: a CV's are a few hundred kilobytes. */
export const PDF_OBJECT_STREAM_MAX_BYTES = 8 * 1024 * 1024;
/** Most bytes all decoding of one PDF may produce; past it the PDF is refused, not half-checked. */
export const PDF_DECODE_BUDGET_BYTES = 48 * 1024 * 1024;

/** Why a PDF is refused, for the log; undefined when it is accepted. */
export type PdfRefusal =
  `name:${string}` | 'filter' | 'predictor' | 'object-stream-too-large' | 'decode-budget';

const whitespace = new Set(['\0', '\t', '\n', '\f', '\r', ' ']);
const delimiters = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);
const isRegular = (char: string): boolean => !whitespace.has(char) && !delimiters.has(char);

/** A name's characters with its `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
const decodeName = (raw: string): string =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A stream found in the file: its dictionary's text and where its data lies. */
interface RawStream {
  dictionary: string;
  start: number;
  end: number;
}

/** The integers defined as whole objects (`12 0 obj 3456 endobj`), by `number generation`: indirect lengths. */
const integerObjects = (text: string): Map<string, number> =>
  new Map(
    [...text.matchAll(/(?:^|[^0-9])(\d+)\s+(\d+)\s+obj\s*(\d+)\s*endobj/g)].map((match) => [
      `${match[1]} ${match[2]}`,
      Number(match[3]),
    ]),
  );

/**
 * Where a stream's data ends: by its `/Length` (direct, or an integer object) when `endstream`
 * follows there, else at the next `endstream`.
 */
function streamEnd(
  text: string,
  dictionary: string,
  start: number,
  integers: () => Map<string, number>,
): number {
  const length = /\/Length\s+(\d+)(?:\s+(\d+)\s+R)?/.exec(dictionary);
  const bytes =
    length?.[2] !== undefined
      ? integers().get(`${length[1]} ${length[2]}`)
      : length?.[1] === undefined
        ? undefined
        : Number(length[1]);
  if (bytes !== undefined && /^\s*endstream/.test(text.slice(start + bytes, start + bytes + 32)))
    return start + bytes;
  const next = text.indexOf('endstream', start);
  return next < 0 ? text.length : next;
}

/**
 * Reads PDF syntax like a viewer's lexer: comments, literal and hexadecimal strings are skipped
 * (a `/JS` inside a string is text), names are reported decoded; with `streams`, each stream's
 * data is skipped and reported with its dictionary.
 */
function lex(
  text: string,
  onName: (name: string) => void,
  streams?: (stream: RawStream) => void,
): void {
  let position = 0;
  let objectStart = 0;
  let integers: Map<string, number> | undefined;
  while (position < text.length) {
    const char = text.charAt(position);
    if (whitespace.has(char)) position += 1;
    else if (char === '%') {
      while (
        position < text.length &&
        text.charAt(position) !== '\n' &&
        text.charAt(position) !== '\r'
      )
        position += 1;
    } else if (char === '(') {
      let depth = 1;
      position += 1;
      while (position < text.length && depth > 0) {
        const inner = text.charAt(position);
        if (inner === '\\') position += 2;
        else {
          if (inner === '(') depth += 1;
          if (inner === ')') depth -= 1;
          position += 1;
        }
      }
    } else if (char === '<') {
      // `<<` opens a dictionary; a lone `<` a hexadecimal string.
      const close = text.charAt(position + 1) === '<' ? position + 1 : text.indexOf('>', position);
      position = close < 0 ? text.length : close + 1;
    } else if (char === '/') {
      let end = position + 1;
      while (end < text.length && isRegular(text.charAt(end))) end += 1;
      onName(decodeName(text.slice(position + 1, end)));
      position = end;
    } else if (isRegular(char)) {
      let end = position + 1;
      while (end < text.length && isRegular(text.charAt(end))) end += 1;
      const word = text.slice(position, end);
      position = end;
      if (word === 'obj') objectStart = end;
      if (word === 'stream' && streams) {
        if (text.startsWith('\r\n', position)) position += 2;
        else if (text.charAt(position) === '\n' || text.charAt(position) === '\r') position += 1;
        const dictionary = text.slice(objectStart, end - word.length);
        const dataEnd = streamEnd(
          text,
          dictionary,
          position,
          () => (integers ??= integerObjects(text)),
        );
        streams({ dictionary, start: position, end: dataEnd });
        position = dataEnd;
      }
    } else position += 1;
  }
}

/** Up to `limit` bytes of a zlib stream, and whether there were more; a truncated or damaged end keeps what came before. */
async function inflate(data: Uint8Array, limit: number): Promise<{ bytes: Buffer; more: boolean }> {
  const inflater = createInflate();
  const chunks: Buffer[] = [];
  let length = 0;
  let more = false;
  const done = new Promise<void>((resolve) => {
    inflater.on('data', (chunk: Buffer) => {
      if (more) return;
      chunks.push(chunk);
      length += chunk.length;
      if (length > limit) {
        more = true;
        inflater.destroy();
        resolve();
      }
    });
    inflater.on('end', resolve);
    inflater.on('close', resolve);
    inflater.on('error', () => resolve());
  });
  inflater.end(data);
  await done;
  return { bytes: Buffer.concat(chunks).subarray(0, limit), more };
}

const fromHex = (data: Uint8Array): Buffer => {
  const digits = Buffer.from(data)
    .toString('latin1')
    .replace(/>.*$/s, '')
    .replace(/[^0-9A-Fa-f]/g, '');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
};

const fromAscii85 = (data: Uint8Array): Buffer => {
  const text = Buffer.from(data).toString('latin1').replace(/~>.*$/s, '').replace(/\s/g, '');
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    const value = group.reduce((sum, digit) => sum * 85 + digit, 0);
    for (let i = 0; i < count; i += 1) out.push((value >>> (24 - 8 * i)) & 0xff);
    group = [];
  };
  for (const char of text) {
    if (char === 'z' && group.length === 0) out.push(0, 0, 0, 0);
    else {
      const digit = char.charCodeAt(0) - 33;
      if (digit < 0 || digit > 84) continue;
      group.push(digit);
      if (group.length === 5) flush(4);
    }
  }
  if (group.length > 1) flush(group.length - 1);
  return Buffer.from(out);
};

/** Undoes PNG predictors (`/Predictor` 10 to 15) on whole rows; a partial last row is dropped. */
const unpredictPng = (data: Buffer, columns: number, colors: number, bits: number): Buffer => {
  const pixelBytes = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowBytes = Math.ceil((columns * colors * bits) / 8);
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = Buffer.alloc(rows * rowBytes);
  for (let row = 0; row < rows; row += 1) {
    const type = data[row * (rowBytes + 1)] ?? 0;
    const input = row * (rowBytes + 1) + 1;
    const at = row * rowBytes;
    for (let i = 0; i < rowBytes; i += 1) {
      const left = i >= pixelBytes ? (out[at + i - pixelBytes] ?? 0) : 0;
      const up = row > 0 ? (out[at + i - rowBytes] ?? 0) : 0;
      const upLeft = row > 0 && i >= pixelBytes ? (out[at + i - rowBytes - pixelBytes] ?? 0) : 0;
      const paeth = () => {
        const estimate = left + up - upLeft;
        const [a, b, c] = [
          Math.abs(estimate - left),
          Math.abs(estimate - up),
          Math.abs(estimate - upLeft),
        ];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const base = [0, left, up, (left + up) >> 1, paeth()][type] ?? 0;
      out[at + i] = ((data[input + i] ?? 0) + base) & 0xff;
    }
  }
  return out;
};

const numberIn = (dictionary: string, key: string, fallback: number): number => {
  const match = new RegExp(`/${key}\\s+(\\d+)`).exec(dictionary);
  return match?.[1] === undefined ? fallback : Number(match[1]);
};

/** The filters a stream's dictionary names, in order (`/Filter /X` or `/Filter [/X /Y]`); undefined when indirect. */
const filtersOf = (dictionary: string): string[] | undefined => {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+|\d+\s+\d+\s+R)/.exec(dictionary)?.[1];
  if (filter === undefined) return [];
  if (/R$/.test(filter)) return undefined;
  return [...filter.matchAll(/\/([^\s/[\]<>()]+)/g)].map((match) => match[1] ?? '');
};

const imageFilters = new Set([
  'DCTDecode',
  'DCT',
  'JPXDecode',
  'CCITTFaxDecode',
  'CCF',
  'JBIG2Decode',
]);

/** Whether decoded bytes may be an object stream: it opens with its table of integer pairs. */
const mayBeObjectStream = (head: Buffer): boolean =>
  /^\s*\d+\s+\d+\s/.test(head.subarray(0, 64).toString('latin1'));

/**
 * Why a PDF must be refused as active content, or undefined when it may be accepted. The whole
 * file is read like a viewer's lexer for the refused names outside strings and comments (also
 * `#xx`-escaped), and so is every stream that may be an object stream (PDF 1.5 compresses
 * dictionaries into them) once decoded: Flate, ASCIIHex and ASCII85 chains and PNG predictors,
 * within PDF_OBJECT_STREAM_MAX_BYTES each and PDF_DECODE_BUDGET_BYTES in all. Streams it cannot
 * decode (LZW, RunLength, Crypt, an indirect filter, TIFF predictors) are refused rather than
 * trusted; image codecs are skipped. docs/threat-model.md lists what this does not cover.
 */
export async function pdfRefusal(bytes: Uint8Array): Promise<PdfRefusal | undefined> {
  const text = Buffer.from(bytes).toString('latin1');
  let found: string | undefined;
  const onName = (name: string) => {
    if (!found && refusedNames.has(name)) found = name;
  };
  const streams: RawStream[] = [];
  lex(text, onName, (stream) => streams.push(stream));
  if (found) return `name:${found}`;

  let budget = PDF_DECODE_BUDGET_BYTES;
  for (const { dictionary: rawDictionary, start, end } of streams) {
    const dictionary = decodeName(rawDictionary);
    const filters = filtersOf(dictionary);
    if (!filters) return 'filter';
    let data: Buffer = Buffer.from(bytes.subarray(start, end));
    let truncated = false;
    let image = false;
    for (const [index, filter] of filters.entries()) {
      if (imageFilters.has(filter)) {
        image = true;
        break;
      }
      if (filter === 'FlateDecode' || filter === 'Fl') {
        // The last stage first decodes a head: pixels and page content stop there.
        const last = index === filters.length - 1;
        let result = await inflate(data, last ? HEAD_BYTES : PDF_OBJECT_STREAM_MAX_BYTES);
        if (last && result.more && mayBeObjectStream(result.bytes))
          result = await inflate(data, PDF_OBJECT_STREAM_MAX_BYTES);
        data = result.bytes;
        truncated = result.more;
      } else if (filter === 'ASCIIHexDecode' || filter === 'AHx') data = fromHex(data);
      else if (filter === 'ASCII85Decode' || filter === 'A85') data = fromAscii85(data);
      else return 'filter';
      budget -= data.length;
      if (budget < 0) return 'decode-budget';
    }
    if (image) continue;
    const predictor = numberIn(dictionary, 'Predictor', 1);
    if (predictor === 2) return 'predictor';
    if (predictor >= 10)
      data = unpredictPng(
        data,
        numberIn(dictionary, 'Columns', 1),
        numberIn(dictionary, 'Colors', 1),
        numberIn(dictionary, 'BitsPerComponent', 8),
      );
    if (!mayBeObjectStream(data)) continue;
    if (truncated) return 'object-stream-too-large';
    lex(data.toString('latin1'), onName);
    if (found) return `name:${found}`;
  }
  return undefined;
}
