import { randomUUID } from 'node:crypto';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { cvKeyPrefix, cvMimeTypes, cvTypeOfName, type CvType } from '@gsk/core/application';
import { CV_MAX_BYTES } from '@gsk/core/constants';
import { s3Client } from '../lib/aws';
import { config } from '../lib/config';
import { secrets } from '../lib/secrets';
import { badRequest } from '../lib/errors';
import type { ApplicationForm, PresignedUpload } from '@gsk/core/api';
import type { UploadRequest } from './schema';
import { signUploadToken } from './token';

/** Seconds a presigned upload stays valid: enough to start a 5 MB upload, too short to share. */
export const UPLOAD_EXPIRY_SECONDS = 300;

/** The key a new upload of a form gets: `uploads/{form}/{uuid}.{type}`. */
export const uploadKey = (form: ApplicationForm, type: CvType): string =>
  `${cvKeyPrefix}${form}/${randomUUID()}.${type}`;

/**
 * An S3 presigned POST for one CV: a fresh key under `uploads/`, 1 to 5,242,880 bytes, the
 * content type bound to the format the file name shows, valid for five minutes; with the token
 * (signed key, form and expiry) the application must send beside the key.
 */
export async function presignUpload(request: UploadRequest): Promise<PresignedUpload> {
  const type = cvTypeOfName(request.filename);
  if (!type) throw badRequest('validation', { filename: 'cv.type' });
  const key = uploadKey(request.form, type);
  const contentType = cvMimeTypes[type][0] ?? 'application/octet-stream';
  const { url, fields } = await createPresignedPost(s3Client(), {
    Bucket: config.applicationsBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, CV_MAX_BYTES],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_EXPIRY_SECONDS,
  });
  const token = signUploadToken({ key, form: request.form }, secrets.uploadTokenSecret);
  return { url, fields, key, token };
}
