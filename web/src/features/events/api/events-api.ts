import {
  apiPath,
  siteApiPaths,
  type EventList,
  type PlaceResult,
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
 * What a registration answers: in (`registered`, `confirmed`), the same again, or waiting at a
 * position when the member asked for the waiting list of a full event; with the event as it
 * stands after it when the API sends it.
 */
export type EventPlaceResult = RegistrationResult | (PlaceResult & { event?: PublicEvent });

/**
 * Registers the signed-in member for an event (`registered` once, `already_registered` after), or
 * puts them on its waiting list when it is full (`waitingList`).
 */
export const registerForEvent = (id: string, waitingList = false) =>
  apiJson<EventPlaceResult>(apiPath(siteApiPaths.eventRegistrations, { id }), {
    method: 'POST',
    ...(waitingList ? { json: { waitingList: true } } : {}),
    credentials: 'same-origin',
  });
