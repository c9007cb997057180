import {
  apiPath,
  apiPaths,
  type EventList,
  type PublicEvent,
  type RegistrationResult,
} from '@gsk/core/api';
import { apiJson } from '../../../lib/api-client';

/** Upcoming published events, soonest first (none when the answer holds no list). */
export const fetchEvents = (): Promise<PublicEvent[]> =>
  apiJson<EventList | undefined>(apiPaths.events, { method: 'GET' }).then((answer) =>
    Array.isArray(answer?.events) ? answer.events : [],
  );

/** One published event (an `event_not_found` error when there is none by that id). */
export const fetchEvent = (id: string) =>
  apiJson<PublicEvent>(apiPath(apiPaths.event, { id }), { method: 'GET' });

/** Registers the signed-in member for an event: `registered` once, `already_registered` after. */
export const registerForEvent = (id: string) =>
  apiJson<RegistrationResult>(apiPath(apiPaths.eventRegistrations, { id }), {
    method: 'POST',
    credentials: 'same-origin',
  });
