import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import { crc32 } from 'node:zlib';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import type { OutboxMessage } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { pollInterval, uiTimeout } from '../support/waits';

/** What an HTTP answer brought back. */
export interface Answer {
  status: number;
  text: string;
  json: unknown;
  /** The Location header of a redirect. */
  location?: string;
  /** The Retry-After header of a refusal by the abuse limits (seconds). */
  retryAfter?: string;
  /** The Set-Cookie headers. */
  setCookie?: string[];
}

/**
 * A request to the local API from a given loopback address (any of 127.0.0.0/8), so each test is
 * its own client for the per-address abuse limits, as separate visitors would be.
 */
export const send = (
  url: string,
  from: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : Buffer.from(init.body);
    const call = request(
      url,
      {
        method: init.method ?? 'POST',
        localAddress: from,
        headers: { ...(body && { 'content-length': String(body.length) }), ...init.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          const { location, 'retry-after': retryAfter, 'set-cookie': setCookie } = response.headers;
          resolve({
            status: response.statusCode ?? 0,
            text,
            json,
            ...(location && { location }),
            ...(retryAfter && { retryAfter }),
            ...(setCookie && { setCookie }),
          });
        });
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(body);
  });

/** A multipart/form-data body as a browser's FormData makes it. */
export const multipart = async (
  fields: Record<string, string | undefined>,
): Promise<{ body: Buffer; contentType: string }> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, value);
  const encoded = new Request('http://local.test/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
};

/** Posts a form (multipart, as the site does) from an address. */
export const postForm = async (
  url: string,
  from: string,
  fields: Record<string, string | undefined>,
) => {
  const { body, contentType } = await multipart(fields);
  return send(url, from, {
    headers: { 'content-type': contentType, accept: 'application/json' },
    body,
  });
};

/** Asks `POST /api/uploads` for a presigned POST. */
export const presign = (api: string, from: string, request: Record<string, unknown>) =>
  send(`${api}/api/uploads`, from, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });

/** Uploads bytes to a presigned POST as the browser does (the fields, then the file). */
export const uploadTo = async (
  upload: { url: string; fields: Record<string, string> },
  bytes: Uint8Array,
  filename: string,
): Promise<number> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)]), filename);
  const response = await fetch(upload.url, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
};

/** An uploaded CV: its key and the token `POST /api/uploads` gave with it. */
export interface UploadedCv {
  key: string;
  token: string;
}

/**
 * Presigns and uploads a file as the browser does (`declaredSize` is the size the presign
 * request states); resolves with the upload's key and token, throws when either step is refused.
 */
export const uploadCv = async (
  api: string,
  from: string,
  form: 'partner' | 'expert',
  upload: { bytes: Uint8Array; filename: string; contentType: string; declaredSize?: number },
): Promise<UploadedCv> => {
  const { bytes, filename, contentType } = upload;
  const answer = await presign(api, from, {
    filename,
    contentType,
    size: upload.declaredSize ?? bytes.length,
    form,
  });
  if (answer.status !== 200) throw new Error(`presign answered ${answer.status}: ${answer.text}`);
  const presigned = answer.json as UploadedCv & { url: string; fields: Record<string, string> };
  const status = await uploadTo(presigned, bytes, filename);
  if (status !== 204) throw new Error(`the upload answered ${status}`);
  return { key: presigned.key, token: presigned.token };
};

/** An S3 client of the local stack's emulator. */
export const localS3 = (endpoint: string) =>
  new S3Client({
    endpoint,
    region: localRegion,
    credentials: localCredentials,
    forcePathStyle: true,
  });

const Bucket = names.applicationsBucket;

/** Every key under a prefix of the applications bucket. */
export const keysUnder = async (s3: S3Client, Prefix: string): Promise<string[]> => {
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
    keys.push(...(page.Contents ?? []).map((item) => item.Key ?? ''));
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return keys;
};

/** An object's bytes, or undefined when it does not exist. */
export const objectBytes = async (s3: S3Client, Key: string): Promise<Uint8Array | undefined> => {
  try {
    const { Body } = await s3.send(new GetObjectCommand({ Bucket, Key }));
    return await Body?.transformToByteArray();
  } catch {
    return undefined;
  }
};

/** Deletes an object (to leave the bucket as a test found it). */
export const deleteObject = (s3: S3Client, Key: string) =>
  s3.send(new DeleteObjectCommand({ Bucket, Key }));

/** The stored applications (their JSON), by id. */
export const storedApplications = async (s3: S3Client) => {
  const stored = new Map<string, { form: string; fields: Record<string, string>; cv: unknown }>();
  for (const key of await keysUnder(s3, 'applications/')) {
    if (!key.endsWith('/application.json')) continue;
    const bytes = await objectBytes(s3, key);
    if (!bytes) continue;
    const application = JSON.parse(Buffer.from(bytes).toString('utf8')) as {
      id: string;
      form: string;
      fields: Record<string, string>;
      cv: unknown;
    };
    stored.set(application.id, application);
  }
  return stored;
};

/** Which outbox messages a search reads: those to one address (staff's, an applicant's), or all. */
export interface MailFilter {
  to?: string;
  timeoutMs?: number;
}

const messagesOf = async (outbox: string, to?: string): Promise<OutboxMessage[]> =>
  (await (
    await fetch(`${outbox}api/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`)
  ).json()) as OutboxMessage[];

/**
 * Waits for the outbox message that mentions `text` (the notifier runs after the answer), to `to`
 * when given: an application's reference is in both the staff notice and the applicant's
 * acknowledgement.
 */
export const emailMentioning = async (
  outbox: string,
  text: string,
  { to, timeoutMs = uiTimeout }: MailFilter = {},
): Promise<OutboxMessage> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await messagesOf(outbox, to)).find((message) => message.text?.includes(text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email mentions ${text}`);
    await new Promise((done) => setTimeout(done, pollInterval));
  }
};

/** The outbox messages that mention `text` (to `to` when given), now. */
export const emailsMentioning = async (
  outbox: string,
  text: string,
  { to }: MailFilter = {},
): Promise<OutboxMessage[]> =>
  (await messagesOf(outbox, to)).filter((message) => message.text?.includes(text));

/** A real one-page PDF. */
export const samplePdf = async (title: string): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([595, 842]).drawText(title, { x: 72, y: 760, size: 18, font });
  return document.save();
};

/** A ZIP archive of stored (uncompressed) files. */
export const zip = (files: Record<string, string>): Uint8Array => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
};

/** A real minimal Word document (DOCX: a ZIP of WordprocessingML parts). */
export const sampleDocx = (text: string): Uint8Array =>
  zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });

/**
 * A Malaysian mobile number no other application of the run is likely to give (1 in 10 million),
 * so each applicant is their own identity for the per-phone abuse limits.
 */
export const uniquePhone = () =>
  `+60 12-${String(randomInt(1000)).padStart(3, '0')} ${String(randomInt(10000)).padStart(4, '0')}`;
