import type { PlaceResult } from '@gsk/core/api';
import { placeRequestSchema } from '@gsk/core/volunteers';
import { notFound } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { enforceWindows, placeLimitRules } from '../lib/limits';
import { created, ok } from '../lib/responses';
import { requireSession } from '../members/sessions';
import { isPlaceId, shiftPool } from './places';
import { join } from './waiting-list';

/**
 * `POST /api/activities/{id}/shifts/{shiftId}/signups` (signed in): a place on the shift, once
 * (201 `confirmed`, then 200 `already_confirmed` however often it is sent, even at once); a full
 * shift is 409 `shift_full` unless the body is `{"waitingList": true}`, which joins its waiting
 * list (201 `waiting` with the place in the line, then 200 `already_waiting`). 409
 * `shift_closed` once it started (or the activity was cancelled), 404 `shift_not_found`, 401
 * without a session, 429 past the sign-ups' limits or within a cancellation's cooldown.
 */
export const handler = httpHandler(
  { body: placeRequestSchema, format: 'json-optional' },
  async ({ body, event }) => {
    const session = await requireSession(event);
    const { id: activityId, shiftId } = event.pathParameters ?? {};
    if (!isPlaceId(activityId) || !isPlaceId(shiftId)) throw notFound('shift_not_found');
    await enforceWindows(placeLimitRules.signUps, event, undefined, session.memberId);
    const result: PlaceResult = await join(
      shiftPool(activityId, shiftId),
      session.memberId,
      body.waitingList === true,
    );
    return result.status === 'confirmed' || result.status === 'waiting'
      ? created(result)
      : ok(result);
  },
);
