import { SESClient } from '@aws-sdk/client-ses';
import type { S3Event } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as expertHandler } from '../../functions/src/applications/expert';
import { handler as notifyHandler } from '../../functions/src/applications/notify';
import { handler as partnerHandler } from '../../functions/src/applications/partner';
import { applicationKey, storeApplication } from '../../functions/src/applications/store';
import { handler as reconcileHandler } from '../../functions/src/scheduled/reconcile';
import { handler as uploadHandler } from '../../functions/src/uploads/create';
import type { Emulators, OutboxMessage } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { multipart, samplePdf, uploadTo } from '../integration/application-client';
import { apiEvent, jsonEvent, lambdaContext } from '../support/api-event';
import {
  adminEmail,
  call,
  siteOrigin,
  startPaymentEnvironment,
  useApplicationsBucket,
} from './payment-support';

/*
 * The applicant's acknowledgement of a partner or expert application: sent at once, in the
 * language of the page they applied from, with the reference staff find the application by;
 * never held back by the daily cap of staff notices, and sent once however often the
 * application's S3 event arrives.
 */

/** Staff notices sent alone per day before the rest wait for the digest: small, so a test passes it. */
const cap = 1;
const contactEmail = 'hubungi@gsk.test';

let emulators: Emulators;
let stopEnvironment: () => Promise<void>;

beforeAll(async () => {
  ({ emulators, stop: stopEnvironment } = await startPaymentEnvironment());
  useApplicationsBucket(emulators, 'acknowledgement-test-secret');
  Object.assign(process.env, { STAFF_EMAIL_DAILY_CAP: String(cap), CONTACT_EMAIL: contactEmail });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await stopEnvironment();
});

const outboxTo = async (address: string): Promise<OutboxMessage[]> => {
  const response = await fetch(
    `${emulators.endpoints.outbox}api/messages?to=${encodeURIComponent(address)}`,
  );
  return (await response.json()) as OutboxMessage[];
};

const staffAbout = async (id: string) =>
  (await outboxTo(adminEmail)).filter((message) => message.text?.includes(id));

let visitors = 0;
/** An applicant of their own: an address, a number and a client address no other test uses. */
const applicant = () => {
  visitors += 1;
  return {
    email: `pemohon${visitors}@example.com`,
    phone: `012-600 ${1000 + visitors}`,
    sourceIp: `198.51.100.${visitors + 10}`,
  };
};

/** A multipart form post, as API Gateway hands the site's FormData to the handler. */
const formPost = async (path: string, fields: Record<string, string>, sourceIp: string) => {
  const { body, contentType } = await multipart(fields);
  return apiEvent({
    method: 'POST',
    path,
    headers: { 'content-type': contentType, origin: siteOrigin },
    body: body.toString('base64'),
    isBase64Encoded: true,
    sourceIp,
  });
};

/** A partner application without a CV, from a page in `language` (none: the spec's own form). */
const applyAsPartner = async (name: string, language?: string) => {
  const who = applicant();
  const answer = await call(
    partnerHandler,
    await formPost(
      '/api/partnerForm',
      {
        name,
        email: who.email,
        phone: who.phone,
        contributionType: 'equity',
        enterpriseType: 'kesum',
        additionalComments: '',
        ...(language !== undefined && { language }),
      },
      who.sourceIp,
    ),
  );
  return { answer, email: who.email, id: (answer.json as { id?: string } | undefined)?.id ?? '' };
};

/** S3's event for a stored application, as the bucket sends it to the notifier. */
const storedEvent = (id: string): S3Event =>
  ({
    Records: [
      { s3: { bucket: { name: names.applicationsBucket }, object: { key: applicationKey(id) } } },
    ],
  }) as unknown as S3Event;

describe('the acknowledgement of a partner application', () => {
  it('is sent at once, in Malay from a Malay page, with the reference, in text and HTML', async () => {
    const { answer, email, id } = await applyAsPartner('Aminah <Binti> Yusof', 'bm');
    expect(answer.statusCode).toBe(201);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const [acknowledgement, ...more] = await outboxTo(email);
    expect(more).toEqual([]);
    expect(acknowledgement?.replyTo).toEqual([contactEmail]);
    expect(acknowledgement?.subject).toBe(
      `Permohonan anda telah diterima (rujukan ${id}) — Gerakan Sektor Ketiga`,
    );
    const text = acknowledgement?.text ?? '';
    for (const line of [
      'Salam Aminah <Binti> Yusof,',
      'Terima kasih kerana memohon untuk menjadi rakan kongsi Kesum.',
      `Rujukan permohonan anda: ${id}`,
      'Sebutkan rujukan ini jika anda menghubungi kami tentang permohonan ini.',
      'Apa seterusnya',
      'Pasukan kami akan menyemak permohonan anda dan menghubungi anda melalui emel atau telefon tentang langkah seterusnya.',
      'Jenis sumbangan: Menjadi Rakan Kongsi Ekuiti',
      'Perusahaan: Kesum',
      'CV: Tiada CV dilampirkan',
      'Yang benar,',
    ])
      expect(text).toContain(line);
    const html = acknowledgement?.html ?? '';
    expect(html).toMatch(/^<!doctype html>\n<html lang="ms">/);
    expect(html).toContain(id);
    expect(html).toContain('Salam Aminah &lt;Binti&gt; Yusof,');
    expect(html).not.toContain('<Binti>');
  });

  it('is written in English from an English page', async () => {
    const { answer, email, id } = await applyAsPartner('Lim Wei Ling', 'eng');
    expect(answer.statusCode).toBe(201);
    const [acknowledgement] = await outboxTo(email);
    expect(acknowledgement?.subject).toBe(
      `We have received your application (reference ${id}) — Gerakan Sektor Ketiga`,
    );
    const text = acknowledgement?.text ?? '';
    for (const line of [
      'Dear Lim Wei Ling,',
      'Thank you for applying to become a partner of Kesum.',
      `Your application's reference: ${id}`,
      'Please quote this reference if you contact us about this application.',
      'What happens next',
      'Our team will review your application and contact you by email or phone about the next steps.',
      'Contribution: Become an Equity Partner',
      'CV: No CV attached',
      'Yours sincerely,',
    ])
      expect(text).toContain(line);
    expect(acknowledgement?.html).toMatch(/^<!doctype html>\n<html lang="en">/);
  });

  it('is in Malay when the form names no language, as the spec’s own form sends none', async () => {
    const { email } = await applyAsPartner('Hafiz Rahman');
    const [acknowledgement] = await outboxTo(email);
    expect(acknowledgement?.subject).toContain('Permohonan anda telah diterima');
  });

  it('refuses a language the site does not have, storing and sending nothing', async () => {
    const { answer, email } = await applyAsPartner('Siti Fatimah', 'fr');
    expect(answer.statusCode).toBe(400);
    expect(answer.json).toEqual({
      error: { code: 'validation', fields: { language: 'application.language.invalid' } },
    });
    expect(await outboxTo(email)).toEqual([]);
  });
});

describe('the acknowledgement of an expert application', () => {
  it('is sent in English from an English page, naming the area of interest', async () => {
    const who = applicant();
    const pdf = await samplePdf('Dr Lee Mei Ling, PhD');
    const upload = await call(
      uploadHandler,
      jsonEvent(
        { form: 'expert', filename: 'lee.pdf', contentType: 'application/pdf', size: pdf.length },
        { path: '/api/uploads', sourceIp: who.sourceIp },
      ),
    );
    const { key, token, url, fields } = upload.json as {
      key: string;
      token: string;
      url: string;
      fields: Record<string, string>;
    };
    expect(await uploadTo({ url, fields }, pdf, 'lee.pdf')).toBeLessThan(300);
    const answer = await call(
      expertHandler,
      await formPost(
        '/api/expertForm',
        {
          name: 'Dr Lee Mei Ling',
          email: who.email,
          phone: who.phone,
          qualification: 'phd',
          interest: 'energy',
          cvKey: key,
          cvToken: token,
          language: 'eng',
        },
        who.sourceIp,
      ),
    );
    expect(answer.statusCode).toBe(201);
    const { id } = answer.json as { id: string };
    const [acknowledgement, ...more] = await outboxTo(who.email);
    expect(more).toEqual([]);
    expect(acknowledgement?.subject).toBe(
      `We have received your application (reference ${id}) — Gerakan Sektor Ketiga`,
    );
    const text = acknowledgement?.text ?? '';
    for (const line of [
      'Dear Dr Lee Mei Ling,',
      'Thank you for offering your expertise to the Third Sector.',
      `Your application's reference: ${id}`,
      'Highest qualification: PhD',
      'Area of interest: Energy and Renewables',
      'CV: PDF received',
    ])
      expect(text).toContain(line);
  });
});

describe('the acknowledgement and the daily cap of staff notices', () => {
  it('reaches the applicant after the cap is reached, while the staff notice waits for the digest', async () => {
    // Two applications in one Malaysian day, each event delivered twice: the first takes the day's
    // one single notice, the second's notice goes to the digest; both applicants hear from us once.
    const first = await applyAsPartner('Nur Aisyah', 'bm');
    const second = await applyAsPartner('Farid bin Osman', 'eng');
    for (const { id } of [first, second]) {
      await notifyHandler(storedEvent(id), lambdaContext());
      await notifyHandler(storedEvent(id), lambdaContext());
    }
    expect(await staffAbout(first.id)).toHaveLength(1);
    expect(await staffAbout(second.id)).toEqual([]);
    for (const { email, id } of [first, second]) {
      const mail = await outboxTo(email);
      expect(mail).toHaveLength(1);
      expect(mail[0]?.text).toContain(id);
    }
  });

  it('is sent by the notifier when the form could not list the application, once', async () => {
    // Stored as the form stores it, but with no staff row: the notifier writes the row and, as
    // its writer, owes the applicant the acknowledgement. Past the cap, its staff notice waits.
    const who = applicant();
    const stored = await storeApplication(
      'partner',
      {
        name: 'Chong Mei Yee',
        email: who.email,
        phone: who.phone,
        contributionType: 'equity',
        enterpriseType: 'kesum',
      },
      null,
      { language: 'eng' },
    );
    await notifyHandler(storedEvent(stored.id), lambdaContext());
    await notifyHandler(storedEvent(stored.id), lambdaContext());
    const mail = await outboxTo(who.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(
      `We have received your application (reference ${stored.id}) — Gerakan Sektor Ketiga`,
    );
    expect(await staffAbout(stored.id)).toEqual([]);
  });
});

describe('an acknowledgement SES refused', () => {
  it('is kept owing and sent once by the reconciler when due', async () => {
    let down = true;
    const realSend = SESClient.prototype.send;
    const spy = vi.spyOn(SESClient.prototype, 'send').mockImplementation(function (
      this: SESClient,
      command,
    ) {
      if (down) {
        const error = new Error('connect ECONNREFUSED');
        error.name = 'ECONNREFUSED';
        return Promise.reject(error);
      }
      return (realSend as (this: SESClient, c: typeof command) => Promise<unknown>).call(
        this,
        command,
      );
    });
    try {
      const { answer, email, id } = await applyAsPartner('Kavitha a/p Raman', 'eng');
      // Accepted all the same: the application is stored, and the email is owed.
      expect(answer.statusCode).toBe(201);
      down = false;
      const inAMinute = new Date(Date.now() + 2 * 60 * 1000).toISOString();
      const runs = await Promise.all([
        reconcileHandler({ time: inAMinute }, lambdaContext()),
        reconcileHandler({ time: inAMinute }, lambdaContext()),
      ]);
      expect(runs.reduce((sum, run) => sum + run.emailsSent, 0)).toBe(1);
      const later = new Date(Date.now() + 60 * 60 * 1000).toISOString();
      expect((await reconcileHandler({ time: later }, lambdaContext())).emailsSent).toBe(0);
      const mail = await outboxTo(email);
      expect(mail).toHaveLength(1);
      expect(mail[0]?.text).toContain(id);
    } finally {
      spy.mockRestore();
    }
  });
});
