import { randomUUID } from 'node:crypto';
import type { ContactCreated } from '@gsk/core/api';
import { contactMessageSchema } from '@gsk/core/contact';
import { honeypotSchema, isBot } from '../lib/honeypot';
import { httpHandler } from '../lib/http-handler';
import { logger } from '../lib/logger';
import { created } from '../lib/responses';
import { enforceLimits, limitRules } from '../lib/limits';
import { ContactMessages } from './messages';

/** `POST /api/contact`: core's contact message plus the honeypot field. */
export const contactRequestSchema = contactMessageSchema.shape(honeypotSchema);

/**
 * `POST /api/contact` (JSON): counts the request against the client's and the visitor's budgets, answers a bot (filled
 * honeypot) as if accepted while storing nothing, else stores the message and emails it to the
 * staff and an acknowledgement to the visitor. 201 `{ id }` once stored, whatever the emails did.
 */
export const handler = httpHandler({ body: contactRequestSchema }, async ({ body, event }) => {
  await enforceLimits(limitRules.contact, event, { email: body.email, phone: body.phone });
  if (isBot(body)) {
    logger.warn('contact.honeypot');
    return created({ id: randomUUID() } satisfies ContactCreated);
  }
  const { messageId } = await ContactMessages.receive(body);
  return created({ id: messageId } satisfies ContactCreated);
});
