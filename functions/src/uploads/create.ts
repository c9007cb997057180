import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { enforceLimits, limitRules } from '../lib/limits';
import { presignUpload } from './presign';
import { uploadRequestSchema } from './schema';

/** `POST /api/uploads`: a presigned S3 POST for the CV the browser is about to upload. */
export const handler = httpHandler({ body: uploadRequestSchema }, async ({ body, event }) => {
  await enforceLimits(limitRules.uploads, event);
  return ok(await presignUpload(body));
});
