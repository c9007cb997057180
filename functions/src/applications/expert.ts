import { httpHandler } from '../lib/http-handler';
import { created } from '../lib/responses';
import { expertRequestSchema } from './schema';
import { submitApplication } from './submit';

/** `POST /api/expertForm` (multipart, the PDF's upload key in `cvKey`): 201 `{ id }`. */
export const handler = httpHandler(
  { body: expertRequestSchema, format: 'multipart' },
  async ({ body, event }) => created(await submitApplication('expert', body, event)),
);
