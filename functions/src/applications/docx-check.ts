import { SaxesParser } from 'saxes';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';

/**
 * Most entries a CV's ZIP may list. A Word document has a dozen or two parts (a few hundred with
 * many images); a directory of thousands is a way to make the reader work, not a CV.
 */
export const DOCX_MAX_ENTRIES = 1000;

/** Most bytes `[Content_Types].xml` may inflate to: Word's is about 2 KB. */
export const CONTENT_TYPES_MAX_BYTES = 64 * 1024;

/** The package part that lists the content type of every other part (ECMA-376 Part 2, OPC). */
const contentTypesPart = '[Content_Types].xml';
/** Where Word (and every other writer) puts the main document part. */
const mainDocumentPart = 'word/document.xml';
/** The content type of a WordprocessingML main document; a macro-enabled (.docm) one differs. */
const mainDocumentType =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const contentTypesNamespace = 'http://schemas.openxmlformats.org/package/2006/content-types';

/** OPC part names compare case-insensitively (ASCII), and ZIP names have no leading slash. */
const partName = (name: string): string => name.replace(/^\//, '').toLowerCase();

/** The whole of an entry, or undefined when it inflates to more than `max` bytes. */
async function entryText(zip: ZipFile, entry: Entry, max: number): Promise<string | undefined> {
  if (entry.uncompressedSize > max) return undefined;
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    length += chunk.length;
    // validateEntrySizes already stops a stream that outgrows its declared size; this is a second bound.
    if (length > max) {
      stream.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
}

/**
 * The content type `[Content_Types].xml` gives a part: its `Override`, else the `Default` of its
 * extension. Parsed as namespaced XML; a DOCTYPE (never in a real package, and the door to entity
 * expansion) or malformed XML makes it undefined.
 */
function contentTypeOf(xml: string, part: string): string | undefined {
  const overrides = new Map<string, string>();
  const defaults = new Map<string, string>();
  const parser = new SaxesParser({ xmlns: true });
  let refused = false;
  parser.on('doctype', () => {
    refused = true;
  });
  parser.on('opentag', (tag) => {
    if (tag.uri !== contentTypesNamespace) return;
    const attribute = (name: string) => tag.attributes[name]?.value;
    const contentType = attribute('ContentType')?.trim();
    if (!contentType) return;
    const name = attribute('PartName');
    const extension = attribute('Extension');
    if (tag.local === 'Override' && name) overrides.set(partName(name), contentType);
    if (tag.local === 'Default' && extension) defaults.set(extension.toLowerCase(), contentType);
  });
  try {
    parser.write(xml).close();
  } catch {
    return undefined;
  }
  if (refused) return undefined;
  const key = partName(part);
  return overrides.get(key) ?? defaults.get(key.slice(key.lastIndexOf('.') + 1));
}

/**
 * Whether bytes are a real Word document (an Office Open XML WordprocessingML package), not any
 * ZIP named `.docx`: a readable ZIP (central directory, at most DOCX_MAX_ENTRIES entries, no
 * encryption) holding `word/document.xml` and one `[Content_Types].xml` of at most
 * CONTENT_TYPES_MAX_BYTES that declares it the WordprocessingML main document. Only that one small
 * entry is ever inflated, so a ZIP bomb costs nothing; yauzl checks every entry's sizes and
 * offsets against the archive.
 */
export async function isWordDocument(bytes: Uint8Array): Promise<boolean> {
  let zip: ZipFile | undefined;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes), {
      autoClose: false,
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: true,
    });
    if (zip.entryCount === 0 || zip.entryCount > DOCX_MAX_ENTRIES) return false;
    let contentTypes: Entry | undefined;
    let hasMainDocument = false;
    for await (const entry of zip.eachEntry()) {
      const name = partName(entry.fileName);
      if (entry.isEncrypted()) return false;
      if (name === partName(contentTypesPart)) {
        if (contentTypes) return false; // two of them: which one would Word read?
        contentTypes = entry;
      }
      if (name === mainDocumentPart) hasMainDocument = true;
    }
    if (!contentTypes || !hasMainDocument) return false;
    const xml = await entryText(zip, contentTypes, CONTENT_TYPES_MAX_BYTES);
    return xml !== undefined && contentTypeOf(xml, mainDocumentPart) === mainDocumentType;
  } catch {
    return false;
  } finally {
    zip?.close();
  }
}
