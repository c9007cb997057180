import type { RegistrationResult } from '@gsk/core/api';
import { placeRequestSchema } from '@gsk/core/volunteers';
import { httpHandler } from '../lib/http-handler';
import { notFound } from '../lib/errors';
import { enforceWindows, placeLimitRules } from '../lib/limits';
import { errorName, logger } from '../lib/logger';
import { created, ok } from '../lib/responses';
import { requireSession } from '../members/sessions';
import { confirmRegistration } from './confirmation';
import { getEvent, isVisible, toPublicEvent } from './events';
import { register } from './registrations';

/**
 * `POST /api/events/{id}/registrations` (signed in): registers the session's member once (201
 * `registered`), then answers 200 `already_registered` however often it is sent, even at once;
 * with `{"waitingList": true}` a full event puts them on its waiting list (201 `waiting` with
 * their place in the line, then 200 `already_waiting`); 409 `event_full` (without it) or
 * `event_closed`, 404 `event_not_found`, 401 without a session, 429 past the sign-ups' limits or
 * within the cooldown of a cancellation. No body is `{"waitingList": false}`. Then the
 * confirmation SMS, if it is still owed (confirmation.ts): a repeated request tries a failed one
 * again, as the reconciler does.
 */
export const handler = httpHandler(
  { body: placeRequestSchema, format: 'json-optional' },
  async ({ body, event }) => {
    const session = await requireSession(event);
    await enforceWindows(placeLimitRules.signUps, event, undefined, session.memberId);
    const eventId = event.pathParameters?.id ?? '';
    const now = new Date();
    const { status, position } = await register(
      eventId,
      session.memberId,
      body.waitingList === true,
      now,
    );
    const stored = await getEvent(eventId);
    if (!stored || !isVisible(stored)) throw notFound('event_not_found');
    if (status === 'registered' || status === 'already_registered') {
      // The registration stands whatever happens to its SMS: the reconciler retries an owed one.
      await confirmRegistration(stored, session.memberId, now).catch((error: unknown) => {
        logger.error('registration.confirmation_error', { eventId, error: errorName(error) });
      });
    }
    const result: RegistrationResult = {
      status,
      ...(position !== undefined && { position }),
      event: toPublicEvent(stored, now),
    };
    return status === 'registered' || status === 'waiting' ? created(result) : ok(result);
  },
);
