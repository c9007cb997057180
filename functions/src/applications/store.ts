import { randomUUID } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  PutObjectCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { cvMimeTypes, type CvType } from '@gsk/core/application';
import { defaultLanguage, type Language } from '@gsk/core/i18n/language';
import { s3Client } from '../lib/aws';
import { config } from '../lib/config';
import { badRequest } from '../lib/errors';
import { errorName, logger } from '../lib/logger';
import type { ApplicationForm } from '@gsk/core/api';
import type { VerifiedCv } from './cv-check';

/** Prefix of every stored application: `applications/{id}/application.json` beside its CV. */
export const applicationsPrefix = 'applications/';

/** Name of the JSON object of an application; its creation is what the notifier listens to. */
export const applicationFileName = 'application.json';

const idPattern = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const applicationKeyPattern = new RegExp(
  `^${applicationsPrefix}(${idPattern})/${applicationFileName}$`,
);

/** A stored CV: where it lies beside its application, its format and size. */
export interface StoredCv {
  key: string;
  type: CvType;
  size: number;
}

/** An application as stored in `application.json`. */
export interface StoredApplication {
  id: string;
  form: ApplicationForm;
  /** ISO 8601 time the server accepted it. */
  submittedAt: string;
  /**
   * The validated form fields (without the honeypot, the upload's key and token, and the
   * language).
   */
  fields: Record<string, string | undefined>;
  cv: StoredCv | null;
  /** The language of the page it was sent from: the applicant's acknowledgement's. */
  language: Language;
}

/** Key of the JSON object of application `id`. */
export const applicationKey = (id: string): string =>
  `${applicationsPrefix}${id}/${applicationFileName}`;

/** Key of the CV of application `id`. */
export const storedCvKey = (id: string, type: CvType): string =>
  `${applicationsPrefix}${id}/cv.${type}`;

/** The application id a key names when it is an application's JSON object, else undefined. */
export function applicationIdOfKey(key: string): string | undefined {
  return applicationKeyPattern.exec(key)?.[1];
}

const remove = async (Key: string, reason: string): Promise<void> => {
  try {
    await s3Client().send(new DeleteObjectCommand({ Bucket: config.applicationsBucket, Key }));
  } catch (error) {
    logger.warn('application.cleanup_failed', { reason, code: errorName(error) });
  }
};

/** Copies the checked CV; an upload replaced since its check (S3's 412) is refused like a missing one. */
const copy = async (command: CopyObjectCommand): Promise<void> => {
  try {
    await s3Client().send(command);
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412)
      throw badRequest('validation', { cvKey: 'cv.upload' });
    throw error;
  }
};

/**
 * Stores a checked application under a fresh id (or the one its upload was claimed for), with the
 * language of the page it came from: the CV is copied beside it first, then the JSON
 * is written (its creation starts the notifier, which can then rely on the CV being there), then
 * the upload is deleted. If the JSON cannot be written the copied CV is removed again, so a failure
 * leaves no half-stored application.
 */
export async function storeApplication(
  form: ApplicationForm,
  fields: StoredApplication['fields'],
  upload: VerifiedCv | null,
  { id = randomUUID(), language = defaultLanguage }: { id?: string; language?: Language } = {},
): Promise<StoredApplication> {
  const Bucket = config.applicationsBucket;
  const cv: StoredCv | null = upload && {
    key: storedCvKey(id, upload.type),
    type: upload.type,
    size: upload.size,
  };
  const application: StoredApplication = {
    id,
    form,
    submittedAt: new Date().toISOString(),
    fields,
    cv,
    language,
  };

  if (upload && cv) {
    await copy(
      new CopyObjectCommand({
        Bucket,
        Key: cv.key,
        CopySource: encodeURI(`${Bucket}/${upload.key}`),
        ContentType: cvMimeTypes[cv.type][0],
        MetadataDirective: 'REPLACE',
        // Only the bytes that were checked: a re-post to the presigned POST since then fails.
        ...(upload.etag && { CopySourceIfMatch: upload.etag }),
      }),
    );
  }
  try {
    await s3Client().send(
      new PutObjectCommand({
        Bucket,
        Key: applicationKey(id),
        Body: JSON.stringify(application, null, 2),
        ContentType: 'application/json; charset=utf-8',
      }),
    );
  } catch (error) {
    if (cv) await remove(cv.key, 'Could not remove the CV of an application that failed to store');
    throw error;
  }
  if (upload) await remove(upload.key, 'Could not delete a stored upload');
  return application;
}
