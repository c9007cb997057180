import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
} from '@aws-sdk/lib-dynamodb';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { CV_LINK_SECONDS, STAFF_PAGE_SIZE, apiPath, apiPaths } from '@gsk/core/api';
import type {
  StaffApplicationDetail,
  StaffApplicationPage,
  StaffApplicationRow,
} from '@gsk/core/api';
import {
  contributionTypeLabels,
  enterpriseOptions,
  interestLabels,
  qualificationLabels,
} from '@gsk/core/application';
import { staffLabelsEng } from '@gsk/core/staff/labels-eng';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCredentials, localRegion } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import {
  emailMentioning,
  localS3,
  postForm,
  samplePdf,
  sampleDocx,
  uniquePhone,
  uploadCv,
} from './application-client';
import { staffConsole } from './staff-console-client';
import type { StaffConsole } from './staff-console-client';
import { stackUrls } from '../support/stack-setup';

/*
 * Applications in the staff console (issue 18): real partner and expert applications sent
 * through the public forms, then listed and filtered, opened with a fresh CV link, given a status
 * and notes, and exported; bad input is refused and changes nothing; each action is in the audit
 * trail. Each call comes from its own loopback address (127.36.x).
 */

const urls = await stackUrls();
const s3 = localS3(urls.s3);
const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: urls.dynamodb,
    region: localRegion,
    credentials: localCredentials,
  }),
);

let clients = 0;
const nextClient = () => {
  clients += 1;
  return `127.36.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let staff: StaffConsole;
const list = apiPath(apiPaths.staffApplications);
const exportPath = apiPath(apiPaths.staffApplicationsExport);
const one = (id: string) => apiPath(apiPaths.staffApplication, { id });

interface Sent {
  id: string;
  fields: Record<string, string>;
  cv?: Uint8Array;
}

/** A partner application through the public form, with a CV when given. */
const sendPartner = async (
  fields: Partial<Record<string, string>> = {},
  cv?: { bytes: Uint8Array; filename: string; contentType: string },
): Promise<Sent> => {
  const from = nextClient();
  const upload = cv && (await uploadCv(urls.api, from, 'partner', cv));
  const sent = {
    name: `Siti ${randomUUID()}`,
    email: `siti+${randomUUID()}@example.com`,
    phone: uniquePhone(),
    contributionType: 'asset',
    enterpriseType: 'solar',
    additionalComments: 'Saya ada tanah di Kuala Selangor',
    ...fields,
  } as Record<string, string>;
  const answer = await postForm(`${urls.api}/api/partnerForm`, from, {
    ...sent,
    cvKey: upload?.key,
    cvToken: upload?.token,
  });
  expect(answer.status, answer.text).toBe(201);
  return { id: (answer.json as { id: string }).id, fields: sent, cv: cv?.bytes };
};

/** An expert application (a PDF CV is required) through the public form. */
const sendExpert = async (): Promise<Sent> => {
  const from = nextClient();
  const bytes = await samplePdf('CV: Dr Rahman');
  const upload = await uploadCv(urls.api, from, 'expert', {
    bytes,
    filename: 'rahman.pdf',
    contentType: 'application/pdf',
  });
  const sent = {
    name: `Rahman ${randomUUID()}`,
    email: `rahman+${randomUUID()}@example.com`,
    phone: uniquePhone(),
    qualification: 'phd',
    interest: 'energy',
  };
  const answer = await postForm(`${urls.api}/api/expertForm`, from, {
    ...sent,
    cvKey: upload.key,
    cvToken: upload.token,
  });
  expect(answer.status, answer.text).toBe(201);
  return { id: (answer.json as { id: string }).id, fields: sent, cv: bytes };
};

const rowsOf = (answer: { json: unknown }) => (answer.json as StaffApplicationPage).applications;

/** The application's row in a list of every page of a filter, or undefined. */
const listed = async (id: string, query: Record<string, string> = {}) =>
  (
    await staff.walk<StaffApplicationRow>(list, 'applications', query, (rows) =>
      rows.some((row) => row.id === id),
    )
  ).rows.find((row) => row.id === id);

const detail = async (id: string) => {
  const answer = await staff.get(one(id));
  expect(answer.status, answer.text).toBe(200);
  return answer.json as StaffApplicationDetail;
};

let partnerWithPdf: Sent;
let partnerWithDocx: Sent;
let partnerWithoutCv: Sent;
let expert: Sent;

beforeAll(async () => {
  staff = await staffConsole(urls, nextClient);
  partnerWithPdf = await sendPartner(
    { name: '=HYPERLINK("http://evil.test","Aminah")', additionalComments: '@SUM(A1:A9)' },
    {
      bytes: await samplePdf('CV: Aminah'),
      filename: 'aminah.pdf',
      contentType: 'application/pdf',
    },
  );
  partnerWithDocx = await sendPartner(
    { enterpriseType: 'kesum', contributionType: 'equity' },
    { bytes: sampleDocx('Profil Siti'), filename: 'siti.docx', contentType: docxType },
  );
  partnerWithoutCv = await sendPartner({ enterpriseType: 'kesum', contributionType: 'operations' });
  expert = await sendExpert();
}, 120_000);

afterAll(() => {
  s3.destroy();
  dynamo.destroy();
});

describe('the applications list', () => {
  it('lists every accepted application at once, new, with the fields a list shows', async () => {
    expect(await listed(partnerWithPdf.id, { status: 'new' })).toEqual({
      id: partnerWithPdf.id,
      form: 'partner',
      submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      name: partnerWithPdf.fields.name,
      email: partnerWithPdf.fields.email,
      phone: partnerWithPdf.fields.phone,
      enterprise: 'solar',
      partnership: 'asset',
      status: 'new',
      hasCv: true,
    });
    expect(await listed(partnerWithoutCv.id)).toMatchObject({ hasCv: false, enterprise: 'kesum' });
    const expertRow = await listed(expert.id, { form: 'expert' });
    expect(expertRow).toMatchObject({ form: 'expert', hasCv: true, status: 'new' });
    expect(expertRow).not.toHaveProperty('enterprise');
  });

  it('filters by form and enterprise, newest first', async () => {
    const { rows } = await staff.walk<StaffApplicationRow>(list, 'applications', {
      form: 'partner',
      enterprise: 'kesum',
    });
    expect(rows.every((row) => row.form === 'partner' && row.enterprise === 'kesum')).toBe(true);
    const ids = rows.map((row) => row.id);
    expect(ids).toContain(partnerWithDocx.id);
    expect(ids).toContain(partnerWithoutCv.id);
    expect(ids).not.toContain(partnerWithPdf.id);
    expect(ids).not.toContain(expert.id);
    // Newest first: the one without a CV was sent last.
    expect(ids.indexOf(partnerWithoutCv.id)).toBeLessThan(ids.indexOf(partnerWithDocx.id));
    const submitted = rows.map((row) => row.submittedAt);
    expect([...submitted].sort().reverse()).toEqual(submitted);
  });

  it('pages every status merged, each row once, newest first, and each status on its own', async () => {
    // More rows than a page, across three statuses: index rows as the forms write them, dated
    // long ago so they come after every application of the run.
    const statuses = ['contacted', 'accepted', 'declined'] as const;
    const seeded = Array.from({ length: STAFF_PAGE_SIZE + 13 }, (_, index) => {
      const id = randomUUID();
      const status = statuses[index % 3]!;
      const at = new Date(Date.UTC(2001, 0, 1, 0, 0, index)).toISOString();
      return {
        pk: `APPLICATION#${id}`,
        sk: 'APPLICATION',
        id,
        form: 'expert',
        submittedAt: at,
        name: `Seeded ${index}`,
        email: `seeded${index}@example.com`,
        hasCv: false,
        status,
        fields: {},
        notes: [],
        listKind: `application#${status}`,
        listedAt: at,
      };
    });
    for (let start = 0; start < seeded.length; start += 25) {
      await dynamo.send(
        new BatchWriteCommand({
          RequestItems: {
            [names.paymentsTable]: seeded
              .slice(start, start + 25)
              .map((Item) => ({ PutRequest: { Item } })),
          },
        }),
      );
    }
    try {
      const { rows, pages } = await staff.walk<StaffApplicationRow>(list, 'applications');
      expect(pages).toBeGreaterThan(1);
      const ids = rows.map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const row of seeded) expect(ids).toContain(row.id);
      for (const sent of [partnerWithPdf, partnerWithDocx, partnerWithoutCv, expert])
        expect(ids).toContain(sent.id);
      const submitted = rows.map((row) => row.submittedAt);
      expect([...submitted].sort().reverse()).toEqual(submitted);
      // The oldest seeded row is the list's last.
      expect(ids.at(-1)).toBe(seeded[0]!.id);

      const declined = await staff.walk<StaffApplicationRow>(list, 'applications', {
        status: 'declined',
      });
      expect(declined.rows.every((row) => row.status === 'declined')).toBe(true);
      expect(declined.rows.map((row) => row.id)).toEqual(
        expect.arrayContaining(
          seeded.filter((row) => row.status === 'declined').map((row) => row.id),
        ),
      );
      const first = await staff.get(list, { status: 'declined' });
      expect(rowsOf(first).length).toBeLessThanOrEqual(STAFF_PAGE_SIZE);
    } finally {
      for (const row of seeded)
        await dynamo.send(
          new DeleteCommand({ TableName: names.paymentsTable, Key: { pk: row.pk, sk: row.sk } }),
        );
    }
  });

  it('finds by a part of the name, whatever its case and accents, across every status', async () => {
    const mark = randomUUID().slice(0, 8);
    const sent = await sendPartner({ name: `Ahmad Zulkiflī ${mark}` });
    const other = await sendPartner({ name: `Ahmad Zulkifli ${mark}x` });
    await staff.post(one(other.id), { status: 'contacted' });
    for (const name of [`zulkifli ${mark}`, `ZULKIFLĪ ${mark.toUpperCase()}`]) {
      const { rows } = await staff.walk<StaffApplicationRow>(list, 'applications', { name });
      expect(rows.map((row) => row.id)).toEqual([other.id, sent.id]);
    }
    const contacted = await staff.walk<StaffApplicationRow>(list, 'applications', {
      name: `${mark}x`,
      status: 'contacted',
    });
    expect(contacted.rows.map((row) => row.id)).toEqual([other.id]);
    const answer = await staff.get(exportPath, { name: `zulkifli ${mark}`, language: 'eng' });
    const records = parse(answer.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(records.map((record) => record.Application)).toEqual([other.id, sent.id]);
  });

  it('refuses a bad filter or cursor with 400 and its key', async () => {
    for (const [query, field, key] of [
      [{ status: 'won' }, 'status', 'staff.application.status.invalid'],
      [{ form: 'volunteer' }, 'form', 'staff.application.form.invalid'],
      [{ enterprise: 'nope' }, 'enterprise', 'staff.application.enterprise.invalid'],
      [{ name: 'x'.repeat(101) }, 'name', 'staff.application.name.invalid'],
    ] as const) {
      const answer = await staff.get(list, query);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: { code: 'validation', fields: { [field]: key } } });
    }
    for (const cursor of ['not-a-cursor', Buffer.from('{"new":5}').toString('base64url')]) {
      const answer = await staff.get(list, { cursor });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: { code: 'bad_request' } });
    }
    const tooLong = await staff.get(list, { status: 'new', cursor: 'x'.repeat(3000) });
    expect(tooLong.status).toBe(400);
  });
});

describe('an application opened', () => {
  const cvPath = (id: string) => apiPath(apiPaths.staffApplicationCv, { id });

  /** The CV route's answer, not followed: a redirect to the CV's signed link. */
  const openCv = async (id: string) => {
    const answer = await staff.get(cvPath(id));
    expect(answer.status, answer.text).toBe(303);
    expect(answer.location).toBeDefined();
    return new URL(answer.location!);
  };

  it('shows every field as submitted and what CV there is, without a link', async () => {
    const opened = await detail(partnerWithPdf.id);
    expect(opened.application).toMatchObject({
      id: partnerWithPdf.id,
      status: 'new',
      fields: partnerWithPdf.fields,
    });
    expect(opened.notes).toEqual([]);
    expect(opened.cv).toEqual({ type: 'pdf', size: partnerWithPdf.cv!.length });
  });

  it('opens the CV through a link signed for 5 minutes, one audit entry per opening in names', async () => {
    const since = new Date().toISOString();
    const sent = await sendPartner(
      { name: `Ahmad ${randomUUID()}` },
      {
        bytes: await samplePdf('CV: Ahmad'),
        filename: 'ahmad.pdf',
        contentType: 'application/pdf',
      },
    );
    // The page opened, read again and changed: no CV was opened.
    await detail(sent.id);
    await detail(sent.id);
    expect((await staff.post(one(sent.id), { note: 'Called him' })).status).toBe(200);
    expect(await staff.auditEntriesSince('application.cv_opened', sent.id, since)).toEqual([]);

    const link = await openCv(sent.id);
    expect(link.searchParams.get('X-Amz-Expires')).toBe(String(CV_LINK_SECONDS));
    const download = await fetch(link);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="cv-${sent.id}.pdf"`,
    );
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(sent.cv);
    await openCv(sent.id);
    const entries = await staff.auditEntriesSince('application.cv_opened', sent.id, since);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actor: { memberId: staff.memberId, name: staff.name },
      subject: { type: 'application', id: sent.id, name: sent.fields.name },
      details: { form: 'partner' },
    });
    const noted = await staff.auditEntriesSince('application.note_added', sent.id, since);
    expect(noted).toHaveLength(1);
    expect(noted[0]?.subject).toEqual({ type: 'application', id: sent.id, name: sent.fields.name });
  });

  it('names a Word CV cv-{id}.docx; an application without a CV has none to open', async () => {
    const download = await fetch(await openCv(partnerWithDocx.id));
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="cv-${partnerWithDocx.id}.docx"`,
    );
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(partnerWithDocx.cv);
    const without = await detail(partnerWithoutCv.id);
    expect(without.cv).toBeUndefined();
    const none = await staff.get(cvPath(partnerWithoutCv.id));
    expect(none.status).toBe(404);
    expect(none.json).toEqual({ error: { code: 'application_not_found' } });
    expect(await staff.auditEntry('application.cv_opened', partnerWithoutCv.id)).toBeUndefined();
  });

  it('answers 404 application_not_found for an id that is no application', async () => {
    for (const id of [randomUUID(), 'some-id']) {
      const answer = await staff.get(one(id));
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ error: { code: 'application_not_found' } });
    }
  });
});

describe('status and notes', () => {
  it('moves the application between the status lists and appends notes, each recorded', async () => {
    const { id } = expert;
    const changed = await staff.post(one(id), {
      status: 'contacted',
      note: 'Called; meeting on Monday',
    });
    expect(changed.status, changed.text).toBe(200);
    const first = changed.json as StaffApplicationDetail;
    expect(first.application.status).toBe('contacted');
    expect(first.notes).toEqual([
      {
        at: expect.any(String),
        by: { memberId: staff.memberId, name: staff.name },
        text: 'Called; meeting on Monday',
      },
    ]);
    expect(await listed(id, { status: 'new' })).toBeUndefined();
    expect(await listed(id, { status: 'contacted' })).toMatchObject({ status: 'contacted' });

    const noted = await staff.post(one(id), { note: '  Sent the programme outline  ' });
    expect(noted.status).toBe(200);
    expect((noted.json as StaffApplicationDetail).notes.map((note) => note.text)).toEqual([
      'Called; meeting on Monday',
      'Sent the programme outline',
    ]);
    const accepted = await staff.post(one(id), { status: 'accepted' });
    expect((accepted.json as StaffApplicationDetail).application.status).toBe('accepted');
    expect((await detail(id)).notes).toHaveLength(2);
    expect(await listed(id, { status: 'contacted' })).toBeUndefined();
    expect(await listed(id, { status: 'accepted' })).toBeDefined();

    const statusEntry = await staff.auditEntry('application.status_changed', id);
    expect(statusEntry?.details).toEqual({ form: 'expert', from: 'contacted', to: 'accepted' });
    expect(statusEntry?.subject).toEqual({ type: 'application', id, name: expert.fields.name });
    expect(await staff.auditEntry('application.note_added', id)).toBeDefined();
  });

  it('refuses bad updates with 400 and its key, changing nothing', async () => {
    const { id } = partnerWithoutCv;
    const before = await detail(id);
    for (const [body, field, key] of [
      [{}, 'note', 'staff.application.update.empty'],
      [{ status: 'won' }, 'status', 'staff.application.status.invalid'],
      [{ note: '   ' }, 'note', 'staff.note.empty'],
      [{ status: 'contacted', note: '' }, 'note', 'staff.note.empty'],
      [{ note: 'x'.repeat(2001) }, 'note', 'staff.note.max'],
      [{ note: ['a list'] }, 'note', undefined],
    ] as const) {
      const answer = await staff.post(one(id), body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const { error } = answer.json as { error: { code: string; fields: Record<string, string> } };
      expect(error.code).toBe('validation');
      if (key) expect(error.fields[field]).toMatch(new RegExp(`^${key.replaceAll('.', '\\.')}`));
      else expect(error.fields).toHaveProperty(field);
    }
    expect(await detail(id)).toEqual({ ...before, application: before.application });
    const unknown = await staff.post(one(randomUUID()), { note: 'Hello' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: { code: 'application_not_found' } });
    // The update made no row for the unknown id.
    const made = await dynamo.send(
      new GetCommand({
        TableName: names.paymentsTable,
        Key: { pk: `APPLICATION#${randomUUID()}`, sk: 'APPLICATION' },
      }),
    );
    expect(made.Item).toBeUndefined();
  });
});

describe('the export', () => {
  it('gives every field, the status and the notes as CSV in English words, formulas neutralised, recorded', async () => {
    await staff.post(one(partnerWithPdf.id), { note: '=1+1 looks fine' });
    const answer = await staff.get(exportPath, {
      form: 'partner',
      enterprise: 'solar',
      language: 'eng',
    });
    expect(answer.status, answer.text).toBe(200);
    const records = parse(answer.text, { bom: true, columns: true }) as Record<string, string>[];
    const solar = enterpriseOptions('eng').find((option) => option.value === 'solar')!.label;
    expect(
      records.every((record) => record.Form === 'Partner' && record.Enterprise === solar),
    ).toBe(true);
    const record = records.find((row) => row.Application === partnerWithPdf.id);
    expect(record).toMatchObject({
      Status: staffLabelsEng.applicationStatuses.new,
      Name: `'${partnerWithPdf.fields.name}`,
      Email: partnerWithPdf.fields.email,
      // `+60 12-…` as Malaysians write it: text to a spreadsheet, neither a formula nor a number.
      Phone: `0${partnerWithPdf.fields.phone!.slice(4)}`,
      Enterprise: solar,
      Partnership: contributionTypeLabels.eng.asset,
      Comments: `'@SUM(A1:A9)`,
      CV: 'Yes',
    });
    expect(record?.['Submitted (Malaysia time)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(record?.Notes).toContain(`${staff.name}: =1+1 looks fine`);
    expect(records.some((row) => row.Application === partnerWithDocx.id)).toBe(false);
    const entry = await staff.auditEntry('applications.exported', 'export');
    expect(entry?.details).toMatchObject({ form: 'partner', enterprise: 'solar' });
  });

  it('writes headings and values in Malay for the Malay console', async () => {
    const answer = await staff.get(exportPath, { form: 'expert', language: 'bm' });
    expect(answer.status, answer.text).toBe(200);
    const records = parse(answer.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(records[0] ?? {})).toEqual([
      'Permohonan',
      'Borang',
      'Dihantar (waktu Malaysia)',
      'Status',
      'Nama',
      'Emel',
      'Telefon',
      'Perusahaan',
      'Jenis sumbangan',
      'Komen tambahan',
      'Kelayakan',
      'Bidang minat',
      'CV',
      'Nota',
    ]);
    const record = records.find((row) => row.Permohonan === expert.id);
    expect(record).toMatchObject({
      Borang: 'Pakar',
      Kelayakan: qualificationLabels.bm.phd,
      'Bidang minat': interestLabels.bm.energy,
      CV: 'Ada',
      Telefon: `0${expert.fields.phone!.slice(4)}`,
    });
    expect(record?.Status).not.toMatch(/^(new|contacted|accepted|declined)$/);
  });

  it('refuses a bad filter with 400, exporting nothing', async () => {
    const answer = await staff.get(exportPath, { status: 'maybe' });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: { code: 'validation', fields: { status: 'staff.application.status.invalid' } },
    });
  });
});

describe("the notifier's backstop", () => {
  it('lists an application stored without its row once the notifier has run', async () => {
    // As if the form handler stored the JSON and then failed to write the row: the S3 event
    // makes the notifier write it.
    const id = randomUUID();
    const marker = randomUUID();
    await s3.send(
      new PutObjectCommand({
        Bucket: names.applicationsBucket,
        Key: `applications/${id}/application.json`,
        ContentType: 'application/json; charset=utf-8',
        Body: JSON.stringify({
          id,
          form: 'partner',
          submittedAt: new Date().toISOString(),
          fields: {
            name: `Backstop ${marker}`,
            email: `backstop+${marker}@example.com`,
            phone: uniquePhone(),
            contributionType: 'operations',
            enterpriseType: 'clib',
            additionalComments: '',
          },
          cv: null,
        }),
      }),
    );
    // The notifier writes the row before it emails the staff.
    await emailMentioning(urls.outbox, marker);
    expect(await listed(id, { status: 'new' })).toMatchObject({ enterprise: 'clib', hasCv: false });
    expect((await detail(id)).application.fields.name).toBe(`Backstop ${marker}`);
  });
});
