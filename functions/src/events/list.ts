import { EVENTS_MAX_AGE_SECONDS } from '@gsk/core/constants';
import type { EventList } from '@gsk/core/api';
import { httpHandler } from '../lib/http-handler';
import { okCached } from '../lib/responses';
import { upcomingEvents } from './events';

/**
 * `GET /api/events`: upcoming published events, soonest first, with their places left. Public
 * (no registrant is ever listed) and cached briefly, like the campaign totals: a full event shows
 * as full within a minute, and the registration itself is checked by its own write.
 */
export const handler = httpHandler({}, async () =>
  okCached({ events: await upcomingEvents() } satisfies EventList, {
    maxAge: EVENTS_MAX_AGE_SECONDS,
    staleWhileRevalidate: EVENTS_MAX_AGE_SECONDS * 4,
  }),
);
