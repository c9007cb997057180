import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { badRequest } from './errors';

/** Parts a form may have: the application's fields and a few more (a file part, the honeypot). */
const MAX_PARTS = 32;

const CRLF = Buffer.from('\r\n');
const malformed = () => badRequest('malformed_body');
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The boundary of a `multipart/form-data` content type (RFC 2046 characters, 1 to 70). */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const [type = '', ...params] = (contentType ?? '').split(';');
  if (type.trim().toLowerCase() !== 'multipart/form-data') return undefined;
  for (const param of params) {
    const match = /^\s*boundary\s*=\s*(?:"([^"]*)"|([^\s"]*))\s*$/i.exec(param);
    if (!match) continue;
    const boundary = match[1] ?? match[2] ?? '';
    return /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/.test(boundary)
      ? boundary
      : undefined;
  }
  return undefined;
}

/** The parameters of a Content-Disposition value after its type: token or quoted-string values. */
const dispositionOf = (value: string): { type: string; params: Map<string, string> } => {
  const params = new Map<string, string>();
  const type = /^\s*([^;\s]+)\s*/.exec(value);
  if (!type?.[1]) throw malformed();
  let rest = value.slice(type[0].length);
  const param = /^;\s*([!#$%&'*+\-.^_`|~0-9A-Za-z]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s"]*))\s*/;
  while (rest.length > 0) {
    const match = param.exec(rest);
    if (!match?.[1]) throw malformed();
    const name = match[1].toLowerCase();
    if (params.has(name)) throw malformed();
    params.set(name, match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : (match[3] ?? ''));
    rest = rest.slice(match[0].length);
  }
  return { type: type[1].toLowerCase(), params };
};

/** The headers of a part, by lower-case name; folded lines are joined. */
const headersOf = (block: string): Map<string, string> => {
  const headers = new Map<string, string>();
  const lines = block === '' ? [] : block.split('\r\n');
  let last: string | undefined;
  for (const line of lines) {
    if (/^[ \t]/.test(line) && last !== undefined) {
      headers.set(last, `${headers.get(last) ?? ''} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) throw malformed();
    last = line.slice(0, colon).trim().toLowerCase();
    if (headers.has(last)) throw malformed();
    headers.set(last, line.slice(colon + 1).trim());
  }
  return headers;
};

/** One part of a multipart body: its name, its file name when it is a file, its raw content. */
interface RawPart {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer;
}

/**
 * The parts of a `multipart/form-data` body, strictly read: every part must be `form-data` with a
 * name and UTF-8 headers, the body closed by its final boundary (followed by nothing, or a CRLF and
 * an epilogue, as RFC 2046 says). Anything else is a 400 `malformed_body`.
 */
function readParts(event: APIGatewayProxyEventV2): RawPart[] {
  const boundary = boundaryOf(event.headers['content-type'] ?? event.headers['Content-Type']);
  if (!boundary || !event.body) throw malformed();
  const body = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  const delimiter = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  const parts: RawPart[] = [];

  let position = body.indexOf(delimiter);
  if (position < 0 || (position > 0 && !body.subarray(position - 2, position).equals(CRLF)))
    throw malformed();
  for (;;) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString('latin1') === '--') {
      // The close delimiter: only padding may follow, then the end or a CRLF and an epilogue.
      position += 2;
      while (body[position] === 0x20 || body[position] === 0x09) position += 1;
      if (position < body.length && !body.subarray(position, position + 2).equals(CRLF))
        throw malformed();
      break;
    }
    while (body[position] === 0x20 || body[position] === 0x09) position += 1;
    if (!body.subarray(position, position + 2).equals(CRLF) || parts.length >= MAX_PARTS)
      throw malformed();
    position += 2;
    const headersEnd = body.subarray(position, position + 2).equals(CRLF)
      ? position
      : body.indexOf('\r\n\r\n', position);
    if (headersEnd < 0) throw malformed();
    const contentStart = headersEnd === position ? position + 2 : headersEnd + 4;
    const contentEnd = body.indexOf(next, contentStart);
    if (contentEnd < 0) throw malformed();

    let headerText: string;
    try {
      headerText = utf8.decode(body.subarray(position, headersEnd));
    } catch {
      throw malformed();
    }
    const headers = headersOf(headerText);
    const disposition = headers.get('content-disposition');
    if (disposition === undefined) throw malformed();
    const { type, params } = dispositionOf(disposition);
    const name = params.get('name');
    if (type !== 'form-data' || name === undefined || name === '') throw malformed();
    const filename = params.get('filename');
    const contentType = headers.get('content-type');
    parts.push({
      name,
      ...(filename !== undefined && { filename }),
      ...(contentType !== undefined && { contentType }),
      content: body.subarray(contentStart, contentEnd),
    });
    position = contentEnd + 2;
  }
  return parts;
}

const textOf = (content: Buffer): string => {
  try {
    return utf8.decode(content);
  } catch {
    throw malformed();
  }
};

const fieldsOf = (fields: Map<string, string[]>): Record<string, string | string[]> =>
  Object.fromEntries(
    [...fields].map(([name, values]) => [name, values.length === 1 ? (values[0] ?? '') : values]),
  );

/**
 * The text fields of a `multipart/form-data` body that are named in `allowed` (readParts' strict
 * reading; every part's content must be valid UTF-8); file parts are skipped (the forms carry an
 * upload's key, never file bytes). A field sent twice becomes a list, which the schemas refuse.
 * Only allowed names are kept, so names like `__proto__` or `toString[]` are inert.
 */
export function parseMultipartFields(
  event: APIGatewayProxyEventV2,
  allowed: readonly string[],
): Record<string, string | string[]> {
  const fields = new Map<string, string[]>();
  for (const part of readParts(event)) {
    const content = textOf(part.content);
    if (part.filename === undefined && allowed.includes(part.name))
      fields.set(part.name, [...(fields.get(part.name) ?? []), content]);
  }
  return fieldsOf(fields);
}

/** A file part of a multipart form: the name the browser gave it, its declared type, its bytes. */
export interface FormFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * The text fields named in `allowed` and the file parts named in `files` of a
 * `multipart/form-data` body (a disbursement's form with its receipt). A file part named twice,
 * or a field part under a file's name, is malformed; an empty file part (a form's file input left
 * empty) counts as no file.
 */
export function parseMultipartForm(
  event: APIGatewayProxyEventV2,
  allowed: readonly string[],
  files: readonly string[],
): { fields: Record<string, string | string[]>; files: Record<string, FormFile> } {
  const fields = new Map<string, string[]>();
  const found: Record<string, FormFile> = {};
  for (const part of readParts(event)) {
    if (files.includes(part.name)) {
      if (part.filename === undefined || Object.hasOwn(found, part.name)) throw malformed();
      if (part.content.length === 0 && part.filename === '') continue;
      found[part.name] = {
        filename: part.filename,
        contentType: (part.contentType ?? '').toLowerCase(),
        bytes: Buffer.from(part.content),
      };
      continue;
    }
    if (part.filename !== undefined || !allowed.includes(part.name)) continue;
    fields.set(part.name, [...(fields.get(part.name) ?? []), textOf(part.content)]);
  }
  return { fields: fieldsOf(fields), files: found };
}
