import { CV_MAX_BYTES, CV_TYPES, EXPERT_CV_TYPES } from '../constants';
import type { ValidationKey } from '../i18n/validation-eng';

/** A CV format, named by its file extension. */
export type CvType = (typeof CV_TYPES)[number];

/** The CV formats a form accepts and the message shown for any other file. */
export interface CvPolicy {
  readonly types: readonly CvType[];
  readonly typeMessage: ValidationKey;
}

/** Partner form: PDF, DOC, DOCX or TXT. */
export const partnerCvPolicy: CvPolicy = { types: CV_TYPES, typeMessage: 'cv.type' };

/** Expert form: PDF only. */
export const expertCvPolicy: CvPolicy = { types: EXPERT_CV_TYPES, typeMessage: 'cv.typePdf' };

/** MIME types a browser or a client may declare for each CV format. */
export const cvMimeTypes: Readonly<Record<CvType, readonly string[]>> = {
  pdf: ['application/pdf', 'application/x-pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  txt: ['text/plain'],
};

/** Declared types that say nothing about the format; the content check decides for them. */
const unknownMimeTypes = new Set(['', 'application/octet-stream']);

/** A file as the browser's `File` describes it. */
export interface CvFileInfo {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** The CV format a file name (or an object key) names by its extension, case-insensitive. */
export function cvTypeOfName(name: string): CvType | undefined {
  const match = /\.([A-Za-z]+)$/.exec(name.trim());
  const extension = match?.[1]?.toLowerCase();
  return (CV_TYPES as readonly string[]).includes(extension ?? '')
    ? (extension as CvType)
    : undefined;
}

/** Checks the extension of a file name: the policy's type message when it is not accepted. */
export function checkCvName(
  name: string,
  policy: CvPolicy = partnerCvPolicy,
): ValidationKey | undefined {
  const type = cvTypeOfName(name);
  return type && policy.types.includes(type) ? undefined : policy.typeMessage;
}

/**
 * Checks a declared MIME type (parameters and letter case ignored). It must belong to an accepted
 * format, and to the format of `name` when a name is given. An empty or generic type
 * ('application/octet-stream') passes: browsers leave it empty for formats they do not know, and
 * the server checks the content.
 */
export function checkCvMimeType(
  mimeType: string,
  name?: string,
  policy: CvPolicy = partnerCvPolicy,
): ValidationKey | undefined {
  const essence = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (unknownMimeTypes.has(essence)) return undefined;
  const named = name === undefined ? undefined : cvTypeOfName(name);
  const candidates = named === undefined ? policy.types : policy.types.filter((t) => t === named);
  return candidates.some((type) => cvMimeTypes[type].includes(essence))
    ? undefined
    : policy.typeMessage;
}

/** Checks a size in bytes: 'cv.empty' for an empty file, 'cv.size' above 5,242,880 bytes. */
export function checkCvSize(size: number): ValidationKey | undefined {
  if (!Number.isFinite(size) || size > CV_MAX_BYTES) return 'cv.size';
  if (size <= 0) return 'cv.empty';
  return undefined;
}

/**
 * The browser-side check of a chosen file, in the spec's order: format (name, then declared type),
 * then size. Returns the first failing message key, or undefined when the file may be uploaded.
 */
export function checkCvFile(
  file: CvFileInfo,
  policy: CvPolicy = partnerCvPolicy,
): ValidationKey | undefined {
  return (
    checkCvName(file.name, policy) ??
    checkCvMimeType(file.type, file.name, policy) ??
    checkCvSize(file.size)
  );
}

/** The `accept` attribute of a file input for a policy, extensions and MIME types. */
export function cvAccept(policy: CvPolicy = partnerCvPolicy): string {
  const extensions = policy.types.map((type) => `.${type}`);
  const mimeTypes = policy.types.flatMap((type) => cvMimeTypes[type]);
  return [...extensions, ...mimeTypes].join(',');
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

const PDF = [0x25, 0x50, 0x44, 0x46];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * Whether bytes are UTF-8 text without NUL bytes. A multi-byte sequence cut off at the very end
 * is accepted, since the bytes are usually only the first part of a file.
 */
export function isUtf8Text(bytes: Uint8Array): boolean {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] ?? 0;
    if (lead === 0) return false;
    if (lead < 0x80) {
      i += 1;
      continue;
    }
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return false;
    for (let k = 1; k < length; k += 1) {
      if (i + k >= bytes.length) return true;
      const next = bytes[i + k] ?? 0;
      const min = k === 1 ? low : 0x80;
      const max = k === 1 ? high : 0xbf;
      if (next < min || next > max) return false;
    }
    i += length;
  }
  return true;
}

/**
 * The CV format the first bytes of a file show: '%PDF' is PDF, the OLE header
 * D0 CF 11 E0 A1 B1 1A E1 is DOC, a ZIP header 'PK\x03\x04' is DOCX, UTF-8 text without NUL bytes
 * is TXT; anything else is undefined.
 */
export function detectCvType(head: Uint8Array): CvType | undefined {
  if (head.length === 0) return undefined;
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, OLE)) return 'doc';
  if (startsWith(head, ZIP)) return 'docx';
  return isUtf8Text(head) ? 'txt' : undefined;
}

/**
 * The server-side check of an uploaded CV's first bytes (a few kilobytes are enough): the format
 * they show must be accepted, and must be `expected` (the format of the file name) when given.
 * 'cv.empty' when there are no bytes at all.
 */
export function checkCvContent(
  head: Uint8Array,
  policy: CvPolicy = partnerCvPolicy,
  expected?: CvType,
): ValidationKey | undefined {
  if (head.length === 0) return 'cv.empty';
  const detected = detectCvType(head);
  if (detected === undefined || !policy.types.includes(detected)) return policy.typeMessage;
  if (expected !== undefined && detected !== expected) return policy.typeMessage;
  return undefined;
}

/** Prefix of the object key of every uploaded CV. */
export const cvKeyPrefix = 'uploads/';

/**
 * Whether a string is a plausible key of an uploaded CV: under `uploads/`, at most 1024
 * characters, without control characters, backslashes or '..' segments.
 */
export function isCvKey(value: string): boolean {
  return (
    value.length > cvKeyPrefix.length &&
    value.length <= 1024 &&
    value.startsWith(cvKeyPrefix) &&
    !Array.from(value).some(
      (char) => char.charCodeAt(0) < 0x20 || char === '\u007f' || char === '\\',
    ) &&
    !value.split('/').some((segment) => segment === '..' || segment === '.')
  );
}
