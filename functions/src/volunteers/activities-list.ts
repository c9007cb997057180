import type { ActivityList } from '@gsk/core/api';
import { badRequest } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { publicActivities } from './activities';
import { isVotingState } from './counts';
import { publicAnswer } from './public-cache';

/**
 * `GET /api/activities[?state=]` (public): published activities with shifts still to come, those
 * of the state (and the online ones) when it is given, soonest shift first, each shift's figures
 * (places left, waiting, open/full/closed) and never who signed up. An unknown state is 400
 * `validation` on `state`. Cached briefly, like the events.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const state = event.queryStringParameters?.state ?? '';
  if (state && !isVotingState(state)) {
    throw badRequest('validation', { state: 'area.state.invalid' });
  }
  return publicAnswer({ activities: await publicActivities(state) } satisfies ActivityList);
});
