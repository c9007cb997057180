import { httpHandler } from '../lib/http-handler';
import { created } from '../lib/responses';
import { multipartBody } from './request-body';
import { partnerRequestSchema } from './schema';
import { submitApplication } from './submit';

/**
 * `POST /api/partnerForm` (multipart, the CV's upload key in `cvKey`): 201 `{ id }`. The body is
 * read by `multipartBody` rather than the factory's multipart parser, which lets some malformed
 * forms crash the process (see request-body.ts).
 */
export const handler = httpHandler({}, async ({ event }) =>
  created(
    await submitApplication('partner', await multipartBody(event, partnerRequestSchema), event),
  ),
);
