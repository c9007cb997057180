import { httpHandler } from '../lib/http-handler';
import { created } from '../lib/responses';
import { multipartBody } from './request-body';
import { expertRequestSchema } from './schema';
import { submitApplication } from './submit';

/** `POST /api/expertForm` (multipart, the PDF's upload key in `cvKey`): 201 `{ id }`. */
export const handler = httpHandler({}, async ({ event }) =>
  created(
    await submitApplication('expert', await multipartBody(event, expertRequestSchema), event),
  ),
);
