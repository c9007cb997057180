import { CROWDFUNDING_MAX_AGE_SECONDS } from '@gsk/core/crowdfunding/limits';
import type { EventFundraising } from '@gsk/core/api';
import { notFound } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { okCached } from '../lib/responses';
import { getEvent, isVisible } from '../events/events';
import { eventSk, Ledger } from '../payments/ledger';

/**
 * `GET /api/events/{id}/fundraising`: a visible event's fundraising goal and what donations made
 * from its page raised (`TOTALS`/`EVENT#{id}`, moved by the ledger's success and reversal); 404
 * `event_not_found` for an unknown or draft event, or one that raises nothing. Public figures,
 * cached as briefly as a campaign's, so a packed hall refreshing the page costs the table little
 * and a donation shows within half a minute.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const stored = await getEvent(event.pathParameters?.id ?? '');
  if (!stored || !isVisible(stored) || !stored.fundraisingGoal) throw notFound('event_not_found');
  const answer: EventFundraising = {
    goal: stored.fundraisingGoal,
    raised: await Ledger.totalsOf(eventSk(stored.id)),
  };
  return okCached(answer, {
    maxAge: CROWDFUNDING_MAX_AGE_SECONDS,
    staleWhileRevalidate: CROWDFUNDING_MAX_AGE_SECONDS * 4,
  });
});
