import { httpHandler } from '../lib/http-handler';
import { created } from '../lib/responses';
import { partnerRequestSchema } from './schema';
import { submitApplication } from './submit';

/**
 * `POST /api/partnerForm` (multipart, the CV's upload key in `cvKey`): 201 `{ id }`.
 */
export const handler = httpHandler(
  { body: partnerRequestSchema, format: 'multipart' },
  async ({ body, event }) => created(await submitApplication('partner', body, event)),
);
