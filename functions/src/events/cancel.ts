import type { CancelResult } from '@gsk/core/api';
import { notFound } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { enforceWindows, placeLimitRules } from '../lib/limits';
import { ok } from '../lib/responses';
import { requireSession } from '../members/sessions';
import { cancelPlace } from '../volunteers/cancellation';
import { isEventId } from './events';
import { eventPool } from './registrations';

/**
 * `DELETE /api/events/{id}/registrations` (signed in): gives back the member's registration or
 * waiting place (`cancelled`; `not_found` when they hold none) until the event starts (409
 * `event_closed` after); a place given back goes to the first person waiting, texted at once.
 * 429 past the cancellations' limits.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const session = await requireSession(event);
  const eventId = event.pathParameters?.id;
  if (!isEventId(eventId)) throw notFound('event_not_found');
  await enforceWindows(placeLimitRules.cancellations, event, undefined, session.memberId);
  const result: CancelResult = await cancelPlace(eventPool(eventId), session.memberId);
  return ok(result);
});
