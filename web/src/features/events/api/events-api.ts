import {
  apiPath,
  crowdfundingApiPaths,
  siteApiPaths,
  type EventFundraising,
  type EventList,
  type PublicEvent,
  type RegistrationResult,
} from '@gsk/core/api';
import { apiJson } from '../../../lib/api-client';

/**
 * Upcoming published events, soonest first (none when the answer holds no list). `cache` is how
 * the browser's HTTP cache may answer (use-events.ts: past it for a member).
 */
export const fetchEvents = (cache?: RequestCache): Promise<PublicEvent[]> =>
  apiJson<EventList | undefined>(siteApiPaths.events, { method: 'GET', cache }).then((answer) =>
    Array.isArray(answer?.events) ? answer.events : [],
  );

/** One published event (an `event_not_found` error when there is none by that id). */
export const fetchEvent = (id: string, cache?: RequestCache) =>
  apiJson<PublicEvent>(apiPath(siteApiPaths.event, { id }), { method: 'GET', cache });

/**
 * Registers the signed-in member for an event (`registered` once, `already_registered` after), or
 * puts them on its waiting list when it is full (`waitingList`).
 */
export const registerForEvent = (id: string, waitingList = false) =>
  apiJson<RegistrationResult>(apiPath(siteApiPaths.eventRegistrations, { id }), {
    method: 'POST',
    ...(waitingList ? { json: { waitingList: true } } : {}),
    credentials: 'same-origin',
  });

/** An event's fundraising goal and what its page raised, asked of the server each time (it moves live). */
export const fetchEventFundraising = (id: string) =>
  apiJson<EventFundraising>(apiPath(crowdfundingApiPaths.eventFundraising, { id }), {
    method: 'GET',
    cache: 'no-cache',
  });
