import { randomUUID } from 'node:crypto';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { signUploadToken, UPLOAD_TOKEN_TTL_SECONDS } from '../../functions/src/uploads/token';
import { localAddresses } from '../../infra/local/addresses';
import { localUploadTokenSecret } from '../../infra/local/stack';
import {
  emailMentioning,
  emailsMentioning,
  keysUnder,
  localS3,
  objectBytes,
  postForm,
  presign,
  sampleDocx,
  samplePdf,
  uniquePhone,
  storedApplications,
  uploadTo,
  zip,
} from './application-client';
import { stackUrls } from '../support/stack-setup';

const urls = await stackUrls();
const s3 = localS3(urls.s3);
const partnerUrl = `${urls.api}/api/partnerForm`;
const expertUrl = `${urls.api}/api/expertForm`;

afterAll(() => s3.destroy());

/**
 * A fresh client address per call (another range than the other files'), and below a fresh email
 * and phone per application: the abuse limits must not answer before the checks under test.
 */
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `127.6.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

interface Upload {
  key: string;
  token: string;
}

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Presigns and uploads a file as the browser does. */
const uploadCv = async (
  from: string,
  form: 'partner' | 'expert',
  bytes: Uint8Array,
  filename: string,
  contentType: string,
): Promise<Upload> => {
  const answer = await presign(urls.api, from, { filename, contentType, size: bytes.length, form });
  expect(answer.status).toBe(200);
  const upload = answer.json as Upload & { url: string; fields: Record<string, string> };
  expect(upload.token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
  expect(await uploadTo(upload, bytes, filename)).toBe(204);
  return { key: upload.key, token: upload.token };
};

const partner = (marker: string, cv?: Partial<Upload>) => ({
  name: `Aminah ${marker}`,
  email: `aminah+${randomUUID()}@example.com`,
  phone: uniquePhone(),
  contributionType: 'equity',
  enterpriseType: 'kesum',
  cvKey: cv?.key,
  cvToken: cv?.token,
});

const expert = (marker: string, cv: Partial<Upload>) => ({
  name: `Dr Lee ${marker}`,
  email: `lee+${randomUUID()}@example.edu.my`,
  phone: uniquePhone(),
  qualification: 'phd',
  interest: 'energy',
  cvKey: cv.key,
  cvToken: cv.token,
});

const refusedFor = (message: string) => ({
  error: { code: 'validation', fields: { cvKey: message } },
});

/** The stored applications that carry this marker. */
const storedWith = async (marker: string) =>
  [...(await storedApplications(s3)).values()].filter((application) =>
    JSON.stringify(application).includes(marker),
  );

const expectNothingStoredFor = async (marker: string) => {
  expect(await storedWith(marker)).toEqual([]);
  expect(await emailsMentioning(urls.outbox, marker)).toEqual([]);
};

/** The secret the local stack signs upload tokens with (its default unless the environment sets one). */
const localSecret = process.env.UPLOAD_TOKEN_SECRET || localUploadTokenSecret;

describe('upload tokens: a key is only good with the token given for it', () => {
  it('refuses a missing or forged token, storing and deleting nothing; the real one then works', async () => {
    const from = nextClient();
    const marker = randomUUID();
    const upload = await uploadCv(
      from,
      'partner',
      await samplePdf('x'),
      'cv.pdf',
      'application/pdf',
    );
    const [expiry, mac = ''] = upload.token.split('.');
    const flipped = `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    for (const token of [
      undefined,
      '',
      `${expiry}.${flipped}`,
      `${Number(expiry) + 3600}.${mac}`,
      `${expiry}.${mac}=`,
      signUploadToken({ key: upload.key, form: 'partner' }, 'not the secret'),
    ]) {
      const answer = await postForm(
        partnerUrl,
        nextClient(),
        partner(marker, { ...upload, token }),
      );
      expect(answer.status, String(token)).toBe(400);
      expect(answer.json).toEqual(refusedFor('cv.token'));
    }
    // Absurdly long: the schema's bound, with the same message.
    const long = await postForm(
      partnerUrl,
      from,
      partner(marker, { ...upload, token: 'x'.repeat(201) }),
    );
    expect(long.json).toEqual({ error: { code: 'validation', fields: { cvToken: 'cv.token' } } });
    await expectNothingStoredFor(marker);
    expect(await objectBytes(s3, upload.key)).toBeDefined();

    const accepted = await postForm(partnerUrl, nextClient(), partner(marker, upload));
    expect(accepted.status).toBe(201);
  });

  it('refuses a foreign key: another visitor’s upload with one’s own token, or the key on the other form', async () => {
    const owner = nextClient();
    const intruder = nextClient();
    const marker = randomUUID();
    const theirs = await uploadCv(
      owner,
      'partner',
      await samplePdf('a'),
      'a.pdf',
      'application/pdf',
    );
    const mine = await uploadCv(
      intruder,
      'partner',
      await samplePdf('b'),
      'b.pdf',
      'application/pdf',
    );

    for (const cv of [
      { key: theirs.key },
      { key: theirs.key, token: mine.token },
      { key: mine.key, token: theirs.token },
    ]) {
      const answer = await postForm(partnerUrl, intruder, partner(marker, cv));
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual(refusedFor('cv.token'));
    }
    // A PDF uploaded for the partner form, its own token, on the expert form.
    const crossForm = await postForm(expertUrl, intruder, expert(marker, mine));
    expect(crossForm.status).toBe(400);
    expect(crossForm.json).toEqual(refusedFor('cv.token'));
    await expectNothingStoredFor(marker);
    expect(await objectBytes(s3, theirs.key)).toBeDefined();

    const owned = await postForm(partnerUrl, owner, partner(marker, theirs));
    expect(owned.status).toBe(201);
  });

  it('refuses an expired token, signed with the right key', async () => {
    const from = nextClient();
    const marker = randomUUID();
    const upload = await uploadCv(
      from,
      'partner',
      await samplePdf('x'),
      'cv.pdf',
      'application/pdf',
    );
    const grant = { key: upload.key, form: 'partner' } as const;
    const expired = signUploadToken(
      grant,
      localSecret,
      Date.now() - (UPLOAD_TOKEN_TTL_SECONDS + 1) * 1000,
    );
    const answer = await postForm(
      partnerUrl,
      nextClient(),
      partner(marker, { ...upload, token: expired }),
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(refusedFor('cv.token'));
    await expectNothingStoredFor(marker);

    // The same signature, still valid: the refusal was the expiry's, not the secret's.
    const fresh = signUploadToken(grant, localSecret);
    expect(
      (await postForm(partnerUrl, nextClient(), partner(marker, { ...upload, token: fresh })))
        .status,
    ).toBe(201);
  });
});

describe('an upload is usable once', () => {
  it('5 simultaneous submissions of one key: 1 application, 1 staff email, 1 acknowledgement, 4 × 409', async () => {
    const from = nextClient();
    const marker = randomUUID();
    const upload = await uploadCv(
      from,
      'partner',
      await samplePdf('once'),
      'cv.pdf',
      'application/pdf',
    );

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postForm(partnerUrl, nextClient(), partner(marker, upload))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409))
      expect(answer.json).toEqual({ error: { code: 'upload_already_used' } });

    const [winner] = answers.filter((answer) => answer.status === 201);
    const { id } = winner?.json as { id: string };
    await emailMentioning(urls.outbox, id, { to: localAddresses.admin });
    // Time for any other notice to arrive, were there one.
    await new Promise((done) => setTimeout(done, 1500));
    const stored = await storedWith(marker);
    const emails = await emailsMentioning(urls.outbox, marker, { to: localAddresses.admin });
    // The applicant's acknowledgement, to the one accepted submission's address: once.
    const acknowledgements = (await emailsMentioning(urls.outbox, id)).filter(
      (email) => !email.to.includes(localAddresses.admin),
    );
    expect(acknowledgements).toHaveLength(1);
    expect(acknowledgements[0]?.to).toEqual([expect.stringMatching(/^aminah\+/)]);
    console.info(
      `5 concurrent submissions of one CV key: ${stored.length} application(s), ${emails.length} staff email(s)`,
    );
    expect(stored.map((application) => application.cv)).toEqual([
      { key: `applications/${id}/cv.pdf`, type: 'pdf', size: expect.any(Number) as number },
    ]);
    expect(emails).toHaveLength(1);
    expect(await keysUnder(s3, 'applications/')).not.toContain(undefined);

    // And later, one at a time, still refused.
    const again = await postForm(partnerUrl, nextClient(), partner(marker, upload));
    expect(again.status).toBe(409);
    expect(await storedWith(marker)).toHaveLength(1);
  });
});

/** A ZIP named .docx whose parts are `files`. */
const docxLike = (files: Record<string, string>) => zip(files);

const contentTypes = (mainType: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`;

describe('a DOCX must be a real Word document', () => {
  it.each([
    ['any ZIP', { 'hello.txt': 'Hello' }],
    [
      'a ZIP with word/document.xml but no [Content_Types].xml',
      { 'word/document.xml': '<w:document/>' },
    ],
    [
      'a macro-enabled document (.docm) renamed',
      {
        '[Content_Types].xml': contentTypes(
          'application/vnd.ms-word.document.macroEnabled.main+xml',
        ),
        'word/document.xml': '<w:document/>',
      },
    ],
    [
      'content types declaring a main part that is missing',
      {
        '[Content_Types].xml': contentTypes(
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
        ),
        'word/other.xml': '<w:document/>',
      },
    ],
  ])('refuses %s and deletes the upload', async (_label, files) => {
    const from = nextClient();
    const marker = randomUUID();
    const upload = await uploadCv(from, 'partner', docxLike(files), 'cv.docx', docxType);
    const answer = await postForm(partnerUrl, nextClient(), partner(marker, upload));
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(refusedFor('cv.type'));
    expect(await objectBytes(s3, upload.key)).toBeUndefined();
    await expectNothingStoredFor(marker);
  });

  it('accepts a minimal real DOCX', async () => {
    const from = nextClient();
    const marker = randomUUID();
    const docx = sampleDocx('Profil Aminah');
    const upload = await uploadCv(from, 'partner', docx, 'cv.docx', docxType);
    const answer = await postForm(partnerUrl, nextClient(), partner(marker, upload));
    expect(answer.status).toBe(201);
    const { id } = answer.json as { id: string };
    expect(await objectBytes(s3, `applications/${id}/cv.docx`)).toEqual(docx);
  });
});

/** A one-page PDF, with `active` applied to it before saving. */
const pdfWith = async (
  active: (document: PDFDocument) => Promise<void> | void,
  useObjectStreams: boolean,
): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([595, 842]).drawText('Curriculum vitae', { x: 72, y: 760, size: 18, font });
  await active(document);
  return document.save({ useObjectStreams });
};

const openAction = (document: PDFDocument, action: Record<string, unknown>) => {
  const ref = document.context.register(document.context.obj(action as never));
  document.catalog.set(PDFName.of('OpenAction'), ref);
};

const script = (document: PDFDocument) =>
  openAction(document, { Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('a PDF must not carry scripts, launch actions or attachments', () => {
  it.each([
    ['JavaScript in plain objects', () => pdfWith(script, false), undefined],
    [
      'JavaScript inside a compressed object stream',
      () => pdfWith(script, true),
      /\/JavaScript|\/JS\b/,
    ],
    [
      'a launch action',
      () =>
        pdfWith(
          (document) =>
            openAction(document, { Type: 'Action', S: 'Launch', F: PDFString.of('calc.exe') }),
          true,
        ),
      /\/Launch/,
    ],
    [
      'an attached file',
      () =>
        pdfWith(async (document) => {
          await document.attach(new TextEncoder().encode('MZ'), 'tool.exe', {
            mimeType: 'application/octet-stream',
          });
        }, true),
      // The file's own stream says /EmbeddedFile; the catalogue's /EmbeddedFiles is compressed.
      /\/EmbeddedFiles/,
    ],
  ])('refuses %s (cv.unsafe) and deletes the upload', async (_label, make, hidden) => {
    const pdf = await make();
    // In an object stream the names are compressed: not in the file's bytes at all.
    if (hidden) expect(latin1(pdf)).not.toMatch(hidden);
    const from = nextClient();
    const marker = randomUUID();
    const upload = await uploadCv(from, 'expert', pdf, 'cv.pdf', 'application/pdf');
    const answer = await postForm(expertUrl, nextClient(), expert(marker, upload));
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(refusedFor('cv.unsafe'));
    expect(await objectBytes(s3, upload.key)).toBeUndefined();
    await expectNothingStoredFor(marker);
  });

  it('accepts a clean PDF, in object streams or not', async () => {
    for (const useObjectStreams of [true, false]) {
      const from = nextClient();
      const marker = randomUUID();
      const pdf = await pdfWith(() => undefined, useObjectStreams);
      const upload = await uploadCv(from, 'expert', pdf, 'cv.pdf', 'application/pdf');
      const answer = await postForm(expertUrl, nextClient(), expert(marker, upload));
      expect(answer.status).toBe(201);
      const { id } = answer.json as { id: string };
      expect(await objectBytes(s3, `applications/${id}/cv.pdf`)).toEqual(pdf);
    }
  });
});
