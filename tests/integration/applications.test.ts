import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { CV_MAX_BYTES } from '@gsk/core/constants';
import { afterAll, describe, expect, it } from 'vitest';
import { limitRules } from '../../functions/src/lib/limits';
import { localAddresses } from '../../infra/local/addresses';
import { names } from '../../infra/names';
import {
  emailMentioning,
  emailsMentioning,
  keysUnder,
  localS3,
  objectBytes,
  postForm,
  presign,
  samplePdf,
  uniquePhone,
  sampleDocx,
  send,
  storedApplications,
  uploadCv as uploadCvAs,
} from './application-client';
import type { UploadedCv } from './application-client';
import { stackUrls } from '../support/stack-setup';

const urls = await stackUrls();
const s3 = localS3(urls.s3);
const partnerUrl = `${urls.api}/api/partnerForm`;
const expertUrl = `${urls.api}/api/expertForm`;

afterAll(() => s3.destroy());

/** Where the stack sends staff notices (an applicant's acknowledgement quotes the same reference). */
const staff = localAddresses.admin;

/** A fresh client address per call: each test is its own visitor to the per-address limits. */
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `127.2.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

/** Presigns and uploads a file as the browser does; resolves with the upload's key and token. */
const uploadCv = (
  from: string,
  form: 'partner' | 'expert',
  bytes: Uint8Array,
  filename: string,
  contentType: string,
  declaredSize = bytes.length,
): Promise<UploadedCv> =>
  uploadCvAs(urls.api, from, form, { bytes, filename, contentType, declaredSize });

const partner = (marker: string, cv?: Partial<UploadedCv>) => ({
  name: `Aminah ${marker}`,
  email: `aminah+${marker}@example.com`,
  phone: uniquePhone(),
  contributionType: 'equity',
  enterpriseType: 'kesum',
  additionalComments: 'Saya ada <b>kedai</b> & stor',
  cvKey: cv?.key,
  cvToken: cv?.token,
});

/** Asserts no application of this marker exists anywhere in the bucket. */
const expectNothingStoredFor = async (marker: string) => {
  for (const application of (await storedApplications(s3)).values())
    expect(JSON.stringify(application)).not.toContain(marker);
  expect(await emailsMentioning(urls.outbox, marker)).toEqual([]);
};

const cases = [
  {
    kind: 'PDF',
    filename: 'Aminah CV.pdf',
    contentType: 'application/pdf',
    bytes: () => samplePdf('Curriculum vitae: Aminah'),
  },
  {
    kind: 'DOCX',
    filename: 'profil.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: async () => sampleDocx('Profil ringkas Aminah'),
  },
  {
    kind: 'TXT',
    filename: 'profil.txt',
    contentType: 'text/plain',
    bytes: async () =>
      new TextEncoder().encode('Profil ringkas: pengurus kedai runcit, 12 tahun. Dapur 🍲\n'),
  },
] as const;

describe('a partner application with a CV', () => {
  it.each(cases)(
    'stores a $kind beside its JSON, deletes the upload, emails the staff and acknowledges it in Malay',
    async ({ filename, contentType, bytes }) => {
      const from = nextClient();
      const marker = randomUUID();
      const cv = await bytes();
      const upload = await uploadCv(from, 'partner', cv, filename, contentType);
      const { key } = upload;
      expect(key).toMatch(/^uploads\/partner\//);

      const sent = partner(marker, upload);
      const answer = await postForm(partnerUrl, from, sent);
      expect(answer.status).toBe(201);
      const { id } = answer.json as { id: string };
      expect(id).toMatch(/^[0-9a-f-]{36}$/);

      const extension = filename.split('.').pop();
      expect((await keysUnder(s3, `applications/${id}/`)).sort()).toEqual([
        `applications/${id}/application.json`,
        `applications/${id}/cv.${extension}`,
      ]);
      expect(await objectBytes(s3, `applications/${id}/cv.${extension}`)).toEqual(cv);
      expect(await objectBytes(s3, key)).toBeUndefined();
      const stored = (await storedApplications(s3)).get(id);
      expect(stored).toMatchObject({
        form: 'partner',
        fields: {
          name: `Aminah ${marker}`,
          email: `aminah+${marker}@example.com`,
          phone: sent.phone,
          contributionType: 'equity',
          enterpriseType: 'kesum',
          additionalComments: 'Saya ada <b>kedai</b> & stor',
        },
        cv: { key: `applications/${id}/cv.${extension}`, type: extension, size: cv.length },
      });
      expect(JSON.stringify(stored)).not.toContain('homepage');

      const email = await emailMentioning(urls.outbox, id, { to: staff });
      expect(email.to).toEqual(['admin@sektorketiga.local']);
      expect(email.replyTo).toEqual([`aminah+${marker}@example.com`]);
      expect(email.subject).toBe(
        `Partner application / Permohonan rakan kongsi: Aminah ${marker} (Kesum)`,
      );
      for (const line of [
        `Full name / Nama penuh: Aminah ${marker}`,
        `Email / Emel: aminah+${marker}@example.com`,
        `Phone / Telefon: ${sent.phone}`,
        'Contribution / Sumbangan: Become an Equity Partner',
        'Enterprise / Perusahaan: Kesum',
        'Additional comments / Komen tambahan: Saya ada <b>kedai</b> & stor',
      ])
        expect(email.text).toContain(line);
      expect(email.html).toContain('Saya ada &lt;b&gt;kedai&lt;/b&gt; &amp; stor');
      expect(email.html).not.toContain('<b>kedai');

      const link = /CV: (\S+)/.exec(email.text ?? '')?.[1] ?? '';
      expect(link).toContain('X-Amz-Expires=86400');
      const download = await fetch(link);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="cv-${id}.${extension}"`,
      );
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(cv);

      // The applicant's acknowledgement, in Malay (the form sent no language), quoting the id.
      const acknowledgement = await emailMentioning(urls.outbox, id, { to: sent.email });
      expect(acknowledgement.subject).toBe(
        `Permohonan anda telah diterima (rujukan ${id}) — Gerakan Sektor Ketiga`,
      );
      expect(acknowledgement.replyTo).toEqual([localAddresses.contact]);
      expect(acknowledgement.text).toContain(`Rujukan permohonan anda: ${id}`);
      expect(acknowledgement.text).toContain(`CV: ${extension?.toUpperCase()} diterima`);
      expect(acknowledgement.html).toContain(`Rujukan permohonan anda: ${id}`);
    },
  );

  it('stores one without a CV too, and says so in the email', async () => {
    const marker = randomUUID();
    const answer = await postForm(partnerUrl, nextClient(), partner(marker));
    expect(answer.status).toBe(201);
    const { id } = answer.json as { id: string };
    expect(await keysUnder(s3, `applications/${id}/`)).toEqual([
      `applications/${id}/application.json`,
    ]);
    expect((await emailMentioning(urls.outbox, id, { to: staff })).text).toContain(
      'No CV attached / Tiada CV dilampirkan',
    );
  });
});

describe('an expert application', () => {
  it('stores a PDF CV, emails every field and acknowledges it in English from an English page', async () => {
    const from = nextClient();
    const marker = randomUUID();
    const cv = await samplePdf('Dr Lee Mei Ling, PhD');
    const { key, token } = await uploadCv(from, 'expert', cv, 'lee.pdf', 'application/pdf');
    const answer = await postForm(expertUrl, from, {
      name: `Dr Lee ${marker}`,
      email: `lee+${marker}@example.edu.my`,
      phone: uniquePhone(),
      qualification: 'phd',
      interest: 'energy',
      cvKey: key,
      cvToken: token,
      language: 'eng',
    });
    expect(answer.status).toBe(201);
    const { id } = answer.json as { id: string };
    expect(await objectBytes(s3, `applications/${id}/cv.pdf`)).toEqual(cv);
    const email = await emailMentioning(urls.outbox, id, { to: staff });
    expect(email.subject).toBe(
      `Expert application / Permohonan pakar: Dr Lee ${marker} (Energy and Renewables)`,
    );
    expect(email.text).toContain('Highest qualification / Kelayakan tertinggi: PhD');
    expect(email.text).toContain('Area of interest / Bidang minat: Energy and Renewables');
    // The language is the acknowledgement's, not one of the application's fields.
    expect((await storedApplications(s3)).get(id)?.fields).not.toHaveProperty('language');

    const acknowledgement = await emailMentioning(urls.outbox, id, {
      to: `lee+${marker}@example.edu.my`,
    });
    expect(acknowledgement.subject).toBe(
      `We have received your application (reference ${id}) — Gerakan Sektor Ketiga`,
    );
    for (const line of [
      `Dear Dr Lee ${marker},`,
      `Your application's reference: ${id}`,
      'What happens next',
      'Highest qualification: PhD',
      'Area of interest: Energy and Renewables',
      'CV: PDF received',
    ])
      expect(acknowledgement.text).toContain(line);
  });

  it('requires the CV, in PDF, uploaded for this form', async () => {
    const from = nextClient();
    const marker = randomUUID();
    const fields = {
      name: `Dr Lee ${marker}`,
      email: `lee+${marker}@example.edu.my`,
      phone: uniquePhone(),
      qualification: 'phd',
      interest: 'energy',
    };
    const missing = await postForm(expertUrl, from, fields);
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      error: { code: 'validation', fields: { cvKey: 'expert.cv.required' } },
    });

    const word = await presign(urls.api, from, {
      filename: 'cv.docx',
      contentType: '',
      size: 100,
      form: 'expert',
    });
    expect(word.status).toBe(400);
    expect(word.json).toEqual({
      error: { code: 'validation', fields: { filename: 'cv.typePdf' } },
    });

    const { key, token } = await uploadCv(
      from,
      'partner',
      await samplePdf('x'),
      'cv.pdf',
      'application/pdf',
    );
    // The partner form's token does not vouch for the key on the expert form.
    const borrowed = await postForm(expertUrl, from, { ...fields, cvKey: key, cvToken: token });
    expect(borrowed.status).toBe(400);
    expect(borrowed.json).toEqual({
      error: { code: 'validation', fields: { cvKey: 'cv.token' } },
    });
    await expectNothingStoredFor(marker);
  });
});

describe('refused CVs store nothing', () => {
  it('an EXE renamed .pdf: refused by its first bytes, the upload deleted', async () => {
    const from = nextClient();
    const marker = randomUUID();
    const exe = new Uint8Array(2048);
    exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03], 0);
    const upload = await uploadCv(from, 'partner', exe, 'cv.pdf', 'application/pdf');
    const { key } = upload;
    const answer = await postForm(partnerUrl, from, partner(marker, upload));
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: { code: 'validation', fields: { cvKey: 'cv.type' } } });
    expect(await objectBytes(s3, key)).toBeUndefined();
    await expectNothingStoredFor(marker);
  });

  it('a PDF posing as a Word file: the name and the content must agree', async () => {
    const from = nextClient();
    const marker = randomUUID();
    const upload = await uploadCv(from, 'partner', await samplePdf('x'), 'cv.docx', '');
    const answer = await postForm(partnerUrl, from, partner(marker, upload));
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: { code: 'validation', fields: { cvKey: 'cv.type' } } });
    await expectNothingStoredFor(marker);
  });

  it('an empty file: refused when asked for, and when uploaded regardless', async () => {
    const from = nextClient();
    const marker = randomUUID();
    const asked = await presign(urls.api, from, {
      filename: 'cv.txt',
      contentType: 'text/plain',
      size: 0,
      form: 'partner',
    });
    expect(asked.status).toBe(400);
    expect(asked.json).toEqual({ error: { code: 'validation', fields: { size: 'cv.empty' } } });

    // The local S3 does not enforce the presigned POST's conditions (AWS would refuse this upload).
    const upload = await uploadCv(from, 'partner', new Uint8Array(), 'cv.txt', 'text/plain', 10);
    const { key } = upload;
    const answer = await postForm(partnerUrl, from, partner(marker, upload));
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: { code: 'validation', fields: { cvKey: 'cv.empty' } } });
    expect(await objectBytes(s3, key)).toBeUndefined();
    await expectNothingStoredFor(marker);
  });

  it('a file over 5 MB: refused when asked for, and when uploaded regardless', async () => {
    const from = nextClient();
    const marker = randomUUID();
    const asked = await presign(urls.api, from, {
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      size: CV_MAX_BYTES + 1,
      form: 'partner',
    });
    expect(asked.status).toBe(400);
    expect(asked.json).toEqual({ error: { code: 'validation', fields: { size: 'cv.size' } } });

    const big = new Uint8Array(CV_MAX_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'), 0);
    const upload = await uploadCv(from, 'partner', big, 'cv.pdf', 'application/pdf', 1000);
    const { key } = upload;
    const answer = await postForm(partnerUrl, from, partner(marker, upload));
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: { code: 'validation', fields: { cvKey: 'cv.size' } } });
    expect(await objectBytes(s3, key)).toBeUndefined();
    await expectNothingStoredFor(marker);
  });

  it('a key that was never uploaded, or is not an upload key at all', async () => {
    const from = nextClient();
    const marker = randomUUID();
    const asked = await presign(urls.api, from, {
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      size: 100,
      form: 'partner',
    });
    const never = asked.json as UploadedCv;
    for (const [cv, message] of [
      [never, 'cv.upload'],
      [{ key: `uploads/partner/${randomUUID()}.pdf` }, 'cv.token'],
      [{ key: 'uploads/../applications/x/cv.pdf' }, 'cv.upload'],
      [{ key: 'applications/x/cv.pdf' }, 'cv.upload'],
      [{ key: `uploads/expert/${randomUUID()}.pdf`, token: never.token }, 'cv.token'],
    ] as const) {
      const answer = await postForm(partnerUrl, from, partner(marker, cv));
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: { code: 'validation', fields: { cvKey: message } } });
    }
    await expectNothingStoredFor(marker);
  });

  it('an application with invalid fields, even with a good CV, and keeps the upload for a retry', async () => {
    const from = nextClient();
    const marker = randomUUID();
    const upload = await uploadCv(
      from,
      'partner',
      await samplePdf('x'),
      'cv.pdf',
      'application/pdf',
    );
    const { key } = upload;
    const answer = await postForm(partnerUrl, from, {
      ...partner(marker, upload),
      email: 'not-an-email',
      enterpriseType: 'unknown',
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: {
        code: 'validation',
        fields: {
          email: 'partner.email.invalid',
          enterpriseType: 'option.unknown',
        },
      },
    });
    expect(await objectBytes(s3, key)).toBeDefined();
    await expectNothingStoredFor(marker);
  });
});

describe('a partner application naming its choices as the spec’s forms send them', () => {
  it.each([
    ['Become an Asset Partner', 'Kesum', 'asset', 'kesum'],
    ['Menjadi Rakan Kongsi Operasi', 'Saga Sivik', 'operations', 'sivik101'],
    ['  become an EQUITY partner ', 'SagaSivik', 'equity', 'sivik101'],
    ['operations', 'TanamDuit', 'operations', 'tanamduit'],
  ])('stores %s / %s as the codes %s / %s', async (contribution, enterprise, type, slug) => {
    const marker = randomUUID();
    const answer = await postForm(partnerUrl, nextClient(), {
      ...partner(marker),
      contributionType: contribution,
      enterpriseType: enterprise,
    });
    expect(answer.status).toBe(201);
    const { id } = answer.json as { id: string };
    expect((await storedApplications(s3)).get(id)).toMatchObject({
      fields: { contributionType: type, enterpriseType: slug },
    });
  });

  it('says a value is not one of the options, and an empty one that it is required', async () => {
    const marker = randomUUID();
    const answer = await postForm(partnerUrl, nextClient(), {
      ...partner(marker),
      contributionType: 'Become a Silent Partner',
      enterpriseType: '',
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: {
        code: 'validation',
        fields: {
          contributionType: 'option.unknown',
          enterpriseType: 'partner.enterpriseType.required',
        },
      },
    });
    await expectNothingStoredFor(marker);
  });
});

describe('spam protection', () => {
  it('answers a filled honeypot as if accepted, and stores and sends nothing', async () => {
    const marker = randomUUID();
    const answer = await postForm(partnerUrl, nextClient(), {
      ...partner(marker),
      homepage: 'https://cheap-pills.example',
    });
    expect(answer.status).toBe(201);
    const { id } = answer.json as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await keysUnder(s3, `applications/${id}/`)).toEqual([]);
    await new Promise((done) => setTimeout(done, 500));
    await expectNothingStoredFor(marker);
  });

  it('refuses applications from one address past its budget with 429 and Retry-After', async () => {
    const { points, burst } = limitRules.applications.ip;
    const from = nextClient();
    const other = nextClient();
    const marker = randomUUID();
    const statuses: number[] = [];
    // Honeypot-filled, so nothing is stored; each its own applicant, so only the address counts.
    for (let i = 0; i <= points + burst; i += 1)
      statuses.push(
        (await postForm(partnerUrl, from, { ...partner(`${marker}-${i}`), homepage: 'bot' }))
          .status,
      );
    expect(statuses).toEqual([...Array<number>(points + burst).fill(201), 429]);
    const refused = await postForm(expertUrl, from, {});
    expect(refused.status).toBe(400);
    const throttled = await postForm(partnerUrl, from, partner(`${marker}-last`));
    expect(throttled.status).toBe(429);
    expect(throttled.json).toEqual({ error: { code: 'too_many_requests' } });
    expect(Number(throttled.retryAfter)).toBeGreaterThanOrEqual(1);
    await expectNothingStoredFor(`${marker}-last`);
    expect(
      (await postForm(partnerUrl, other, { ...partner(`${marker}-other`), homepage: 'bot' }))
        .status,
    ).toBe(201);
  });

  it('refuses one applicant (the same email) from many addresses, telling the staff once per accepted one', async () => {
    const { points, burst } = limitRules.applications.identity;
    const marker = randomUUID();
    const email = `flood+${marker}@example.com`;
    const addresses = Array.from({ length: 5 }, () => nextClient());
    const answers = [];
    for (let i = 0; i < 50; i += 1) {
      const fields = { ...partner(`${marker}-${i}`), email: i % 2 ? email.toUpperCase() : email };
      answers.push(await postForm(partnerUrl, addresses[i % 5] ?? '', fields));
    }
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(accepted).toHaveLength(points + burst);
    expect(answers.slice(points + burst).every((answer) => answer.status === 429)).toBe(true);
    const ids = accepted.map((answer) => (answer.json as { id: string }).id);
    for (const id of ids) await emailMentioning(urls.outbox, id, { to: staff });
    expect(await emailsMentioning(urls.outbox, `Aminah ${marker}-`, { to: staff })).toHaveLength(
      points + burst,
    );
    const stored = [...(await storedApplications(s3)).values()].filter((application) =>
      JSON.stringify(application).includes(marker),
    );
    expect(stored).toHaveLength(points + burst);
  });

  it('refuses upload requests from one address past its budget with 429', async () => {
    const { points, burst } = limitRules.uploads.ip;
    const from = nextClient();
    const request = {
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      size: 10,
      form: 'partner',
    };
    const statuses: number[] = [];
    for (let i = 0; i <= points + burst; i += 1)
      statuses.push((await presign(urls.api, from, request)).status);
    expect(statuses).toEqual([...Array<number>(points + burst).fill(200), 429]);
  });

  it('keeps the counters in the throttle table, shared by every handler instance', async () => {
    const from = nextClient();
    const request = {
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      size: 10,
      form: 'partner',
    };
    expect((await presign(urls.api, from, request)).status).toBe(200);
    const { DynamoDBClient, GetItemCommand } = await import('@aws-sdk/client-dynamodb');
    const dynamo = new DynamoDBClient({
      endpoint: urls.dynamodb,
      region: 'ap-southeast-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const { Item } = await dynamo.send(
      new GetItemCommand({
        TableName: names.throttleTable,
        Key: { key: { S: `limit#uploads#ip:${from}` } },
        ConsistentRead: true,
      }),
    );
    dynamo.destroy();
    expect(Item?.points).toEqual({ N: '1' });
    expect(Number(Item?.expire?.N)).toBeGreaterThan(Date.now() / 1000);
  });
});

describe('the API around the forms', () => {
  it('answers the site’s preflight for /uploads and a cross-origin multipart POST', async () => {
    const preflight = await send(`${urls.api}/api/uploads`, nextClient(), {
      method: 'OPTIONS',
      headers: {
        origin: urls.site,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    const posted = await send(partnerUrl, nextClient(), {
      headers: { origin: urls.site, 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(posted.status).toBe(400);
  });

  it('mails only an application’s JSON, not any other object under applications/', async () => {
    // The one writer of applications/ is the handler; a stray object there would be mailed.
    const stray = `applications/${randomUUID()}/note.txt`;
    await s3.send(
      new PutObjectCommand({ Bucket: names.applicationsBucket, Key: stray, Body: 'x' }),
    );
    await new Promise((done) => setTimeout(done, 300));
    expect(await emailsMentioning(urls.outbox, stray)).toEqual([]);
  });
});
