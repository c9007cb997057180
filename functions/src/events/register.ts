import type { RegistrationResult } from '@gsk/core/api';
import { httpHandler } from '../lib/http-handler';
import { notFound } from '../lib/errors';
import { errorName, logger } from '../lib/logger';
import { created, ok } from '../lib/responses';
import { requireSession } from '../members/sessions';
import { confirmRegistration } from './confirmation';
import { getEvent, isVisible, toPublicEvent } from './events';
import { register } from './registrations';

/**
 * `POST /api/events/{id}/registrations` (signed in): registers the session's member once (201
 * `registered`), then answers 200 `already_registered` however often it is sent, even at once;
 * 409 `event_full` or `event_closed`, 404 `event_not_found`, 401 without a session. The body is
 * ignored: the member is the session's, the event the path's. Then the confirmation SMS, if it is
 * still owed (confirmation.ts): a repeated request tries a failed one again, as the reconciler does.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const session = await requireSession(event);
  const eventId = event.pathParameters?.id ?? '';
  const now = new Date();
  const status = await register(eventId, session.memberId, now);
  const stored = await getEvent(eventId);
  if (!stored || !isVisible(stored)) throw notFound('event_not_found');
  // The registration stands whatever happens to its SMS: the reconciler retries an owed one.
  await confirmRegistration(stored, session.memberId, now).catch((error: unknown) => {
    logger.error('registration.confirmation_error', { eventId, error: errorName(error) });
  });
  const body: RegistrationResult = { status, event: toPublicEvent(stored, now) };
  return status === 'registered' ? created(body) : ok(body);
});
