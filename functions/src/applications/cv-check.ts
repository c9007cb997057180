import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { S3ServiceException } from '@aws-sdk/client-s3';
import {
  checkCvContent,
  checkCvSize,
  cvKeyPrefix,
  cvTypeOfName,
  type CvPolicy,
  type CvType,
} from '@gsk/core/application';
import { CV_MAX_BYTES } from '@gsk/core/constants';
import type { ValidationKey } from '@gsk/core/i18n/validation-eng';
import { s3Client } from '../lib/aws';
import { config } from '../lib/config';
import { errorName, logger } from '../lib/logger';
import { badRequest } from '../lib/errors';
import type { ApplicationForm } from '@gsk/core/api';
import { cvPolicyOf } from '../uploads/schema';
import { isWordDocument } from './docx-check';
import { pdfRefusal } from './pdf-check';

/** An uploaded CV that passed every check. */
export interface VerifiedCv {
  /** The upload's key under `uploads/`. */
  key: string;
  type: CvType;
  size: number;
  /** The ETag of the bytes that were checked, so only those are copied (a re-upload is not). */
  etag?: string;
}

const refuse = (message: string) => badRequest('validation', { cvKey: message });

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');

/** Deletes a refused upload; a failure only leaves it to the bucket's expiry. */
const discard = async (key: string): Promise<void> => {
  try {
    await s3Client().send(new DeleteObjectCommand({ Bucket: config.applicationsBucket, Key: key }));
  } catch (error) {
    logger.warn('application.upload_delete_failed', { code: errorName(error) });
  }
};

/**
 * What the whole file shows beyond its signature: a DOCX must be a real WordprocessingML package
 * (not any ZIP), a PDF must hold no scripts, launch actions or attachments ('cv.unsafe').
 */
async function checkCvStructure(
  bytes: Uint8Array,
  type: CvType,
  policy: CvPolicy,
): Promise<ValidationKey | undefined> {
  if (type === 'docx') return (await isWordDocument(bytes)) ? undefined : policy.typeMessage;
  if (type !== 'pdf') return undefined;
  const refusal = await pdfRefusal(bytes);
  if (!refusal) return undefined;
  logger.warn('application.pdf_refused', { reason: refusal });
  return 'cv.unsafe';
}

/**
 * Checks the CV a form names by its upload key, since the bucket is the only source of truth
 * about what the browser really uploaded: the key must be one `POST /api/uploads` gave for this form,
 * the object must exist and weigh 1 to 5,242,880 bytes, its first bytes must show the format its
 * name claims and the form accepts, and the whole file must pass `checkCvStructure`. A refused
 * upload is deleted; a 400 `validation` names `cvKey`.
 */
export async function verifyUploadedCv(key: string, form: ApplicationForm): Promise<VerifiedCv> {
  const policy = cvPolicyOf[form];
  if (!key.startsWith(`${cvKeyPrefix}${form}/`)) throw refuse('cv.upload');
  const type = cvTypeOfName(key);
  if (!type || !policy.types.includes(type)) throw refuse(policy.typeMessage);

  const Bucket = config.applicationsBucket;
  let bytes: Uint8Array;
  let etag: string | undefined;
  try {
    const object = await s3Client().send(new HeadObjectCommand({ Bucket, Key: key }));
    const sizeMessage = checkCvSize(object.ContentLength ?? 0);
    if (sizeMessage) {
      await discard(key);
      throw refuse(sizeMessage);
    }
    // One byte past the limit at most, in case the object was replaced since the HEAD.
    const { Body, ETag } = await s3Client().send(
      new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${CV_MAX_BYTES}` }),
    );
    bytes = Body ? await Body.transformToByteArray() : new Uint8Array();
    etag = ETag;
  } catch (error) {
    if (isMissing(error)) throw refuse('cv.upload');
    throw error;
  }
  const contentMessage =
    checkCvSize(bytes.length) ??
    checkCvContent(bytes, policy, type) ??
    (await checkCvStructure(bytes, type, policy));
  if (contentMessage) {
    await discard(key);
    throw refuse(contentMessage);
  }
  return { key, type, size: bytes.length, ...(etag && { etag }) };
}
