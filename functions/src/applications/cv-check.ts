import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { S3ServiceException } from '@aws-sdk/client-s3';
import {
  checkCvContent,
  checkCvSize,
  cvKeyPrefix,
  cvTypeOfName,
  type CvType,
} from '@gsk/core/application';
import { s3Client } from '../lib/aws';
import { config } from '../lib/config';
import { errorName, logger } from '../lib/logger';
import { badRequest } from '../lib/errors';
import type { ApplicationForm } from '@gsk/core/api';
import { cvPolicyOf } from '../uploads/schema';

/** Bytes read from the start of an upload to recognise its format: far more than any signature. */
export const CV_HEAD_BYTES = 4096;

/** An uploaded CV that passed every check. */
export interface VerifiedCv {
  /** The upload's key under `uploads/`. */
  key: string;
  type: CvType;
  size: number;
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
 * Checks the CV a form names by its upload key, since the bucket is the only source of truth
 * about what the browser really uploaded: the key must be one `POST /uploads` gave for this form,
 * the object must exist, weigh 1 to 5,242,880 bytes, and its first bytes must show the format its
 * name claims and the form accepts. A refused upload is deleted; a 400 `validation` names `cvKey`.
 */
export async function verifyUploadedCv(key: string, form: ApplicationForm): Promise<VerifiedCv> {
  const policy = cvPolicyOf[form];
  if (!key.startsWith(`${cvKeyPrefix}${form}/`)) throw refuse('cv.upload');
  const type = cvTypeOfName(key);
  if (!type || !policy.types.includes(type)) throw refuse(policy.typeMessage);

  const Bucket = config.applicationsBucket;
  let size: number;
  let head: Uint8Array;
  try {
    const object = await s3Client().send(new HeadObjectCommand({ Bucket, Key: key }));
    size = object.ContentLength ?? 0;
    const sizeMessage = checkCvSize(size);
    if (sizeMessage) {
      await discard(key);
      throw refuse(sizeMessage);
    }
    const { Body } = await s3Client().send(
      new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${CV_HEAD_BYTES - 1}` }),
    );
    head = Body ? await Body.transformToByteArray() : new Uint8Array();
  } catch (error) {
    if (isMissing(error)) throw refuse('cv.upload');
    throw error;
  }
  const contentMessage = checkCvContent(head, policy, type);
  if (contentMessage) {
    await discard(key);
    throw refuse(contentMessage);
  }
  return { key, type, size };
}
