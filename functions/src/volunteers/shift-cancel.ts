import type { CancelResult } from '@gsk/core/api';
import { notFound } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { enforceWindows, placeLimitRules } from '../lib/limits';
import { ok } from '../lib/responses';
import { requireSession } from '../members/sessions';
import { cancelPlace } from './cancellation';
import { isPlaceId, shiftPool } from './places';

/**
 * `DELETE /api/activities/{id}/shifts/{shiftId}/signups` (signed in): gives back the member's
 * place or waiting place (`cancelled`; `not_found` when they hold none) until the shift starts
 * (409 `shift_closed` after); a place given back goes to the first person waiting, texted at once.
 * 429 past the cancellations' limits.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const session = await requireSession(event);
  const { id: activityId, shiftId } = event.pathParameters ?? {};
  if (!isPlaceId(activityId) || !isPlaceId(shiftId)) throw notFound('shift_not_found');
  await enforceWindows(placeLimitRules.cancellations, event, undefined, session.memberId);
  const result: CancelResult = await cancelPlace(shiftPool(activityId, shiftId), session.memberId);
  return ok(result);
});
