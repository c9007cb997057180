import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { throttle, throttleRules } from '../lib/throttle';
import { presignUpload } from './presign';
import { uploadRequestSchema } from './schema';

/** `POST /uploads`: a presigned S3 POST for the CV the browser is about to upload. */
export const handler = httpHandler({ body: uploadRequestSchema }, async ({ body, event }) => {
  await throttle(throttleRules.uploads, event);
  return ok(await presignUpload(body));
});
