import { CV_MAX_BYTES } from '@gsk/core/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { handler } from '../../functions/src/uploads/create';
import { presignUpload, UPLOAD_EXPIRY_SECONDS } from '../../functions/src/uploads/presign';
import { uploadRequestSchema } from '../../functions/src/uploads/schema';
import {
  isValidUploadToken,
  UPLOAD_TOKEN_TTL_SECONDS,
  uploadTokenExpiry,
} from '../../functions/src/uploads/token';
import type { UploadRequest } from '../../functions/src/uploads/schema';
import { jsonEvent, lambdaContext } from '../support/api-event';

const saved = { ...process.env };

beforeAll(() => {
  Object.assign(process.env, {
    AWS_REGION: 'ap-southeast-1',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
    APPLICATIONS_BUCKET: 'applications-test',
    UPLOAD_TOKEN_SECRET: 'upload-request-test-secret',
  });
});

afterAll(() => {
  process.env = saved;
});

/** The field messages of an invalid upload request. */
const refusal = async (request: unknown) => {
  const error: unknown = await uploadRequestSchema.validate(request, { abortEarly: false }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return Object.fromEntries(
    (error as ValidationError).inner.map((issue) => [issue.path, issue.message]),
  );
};

const pdf: UploadRequest = {
  form: 'partner',
  filename: 'cv.pdf',
  contentType: 'application/pdf',
  size: 1000,
};

describe('POST /api/uploads request', () => {
  it('accepts the four partner formats, and an empty or generic declared type', async () => {
    for (const [filename, contentType] of [
      ['CV.PDF', 'application/pdf'],
      ['cv.doc', 'application/msword'],
      ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['notes.txt', 'text/plain; charset=utf-8'],
      ['cv.docx', ''],
      ['cv.pdf', 'application/octet-stream'],
    ] as const)
      await expect(
        uploadRequestSchema.validate({ ...pdf, filename, contentType }),
      ).resolves.toMatchObject({ filename, contentType });
  });

  it('refuses other formats, a type that contradicts the name, and PDF-only for experts', async () => {
    expect(await refusal({ ...pdf, filename: 'setup.exe' })).toMatchObject({
      filename: 'cv.type',
    });
    expect(await refusal({ ...pdf, filename: 'cv.pdf', contentType: 'text/html' })).toEqual({
      contentType: 'cv.type',
    });
    expect(await refusal({ ...pdf, form: 'expert', filename: 'cv.docx', contentType: '' })).toEqual(
      { filename: 'cv.typePdf' },
    );
  });

  it('refuses an empty file, one over 5 MB and a size that is not a whole number', async () => {
    expect(await refusal({ ...pdf, size: 0 })).toEqual({ size: 'cv.empty' });
    expect(await refusal({ ...pdf, size: CV_MAX_BYTES + 1 })).toEqual({ size: 'cv.size' });
    expect(await refusal({ ...pdf, size: 1.5 })).toEqual({ size: 'cv.size' });
    await expect(
      uploadRequestSchema.validate({ ...pdf, size: CV_MAX_BYTES }),
    ).resolves.toBeTruthy();
  });

  it('refuses a missing or unknown form', async () => {
    expect(await refusal({ ...pdf, form: 'donor' })).toHaveProperty('form');
    expect(await refusal({ filename: 'cv.pdf', size: 10 })).toHaveProperty('form');
  });
});

describe('presignUpload', () => {
  const policyOf = (fields: Record<string, string>) =>
    JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };

  it('signs a POST of 1 to 5,242,880 bytes to a fresh key under uploads/{form}/, type bound, minutes long', async () => {
    const before = Date.now();
    const first = await presignUpload(pdf);
    const after = Date.now();
    const second = await presignUpload(pdf);
    expect(first.key).toMatch(/^uploads\/partner\/[0-9a-f-]{36}\.pdf$/);
    expect(second.key).not.toBe(first.key);
    // The token vouches for this key and form, for an hour, with the configured secret.
    const grant = { key: first.key, form: 'partner' } as const;
    expect(isValidUploadToken(first.token, grant, 'upload-request-test-secret')).toBe(true);
    expect(
      isValidUploadToken(first.token, { ...grant, key: second.key }, 'upload-request-test-secret'),
    ).toBe(false);
    // Issued between `before` and `after`, which may fall in different seconds.
    expect(uploadTokenExpiry(first.token)).toBeGreaterThanOrEqual(
      Math.floor(before / 1000) + UPLOAD_TOKEN_TTL_SECONDS,
    );
    expect(uploadTokenExpiry(first.token)).toBeLessThanOrEqual(
      Math.floor(after / 1000) + UPLOAD_TOKEN_TTL_SECONDS,
    );
    expect(first.fields).toMatchObject({ key: first.key, 'Content-Type': 'application/pdf' });
    const policy = policyOf(first.fields);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 5_242_880],
        ['eq', '$Content-Type', 'application/pdf'],
        { key: first.key },
        { bucket: 'applications-test' },
      ]),
    );
    const lifetime = (Date.parse(policy.expiration) - before) / 1000;
    expect(lifetime).toBeGreaterThan(UPLOAD_EXPIRY_SECONDS - 5);
    expect(lifetime).toBeLessThanOrEqual(UPLOAD_EXPIRY_SECONDS + 1);
    expect(UPLOAD_EXPIRY_SECONDS).toBeLessThanOrEqual(15 * 60);
  });

  it('binds the canonical type of the named format, whatever the browser declared', async () => {
    const upload = await presignUpload({ ...pdf, filename: 'Resume.DOCX', contentType: '' });
    expect(upload.key).toMatch(/\.docx$/);
    expect(upload.fields['Content-Type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });
});

describe('the /uploads handler', () => {
  it('answers 400 with field message keys for a bad request, before counting it', async () => {
    const result = await handler(
      jsonEvent({ form: 'expert', filename: 'cv.doc', contentType: '', size: 0 }),
      lambdaContext(),
    );
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body ?? '')).toEqual({
      error: { code: 'validation', fields: { filename: 'cv.typePdf', size: 'cv.empty' } },
    });
  });
});
