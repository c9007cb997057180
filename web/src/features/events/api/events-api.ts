import {
  apiPath,
  apiPaths,
  type EventList,
  type PublicEvent,
  type RegistrationResult,
} from '@gsk/core/api';
import { apiJson, type ApiCall } from '../../../lib/api-client';
import { signedInBefore } from '../../../lib/session';

/**
 * How a public events answer is read. The API lets browsers keep it for 30 s
 * (`EVENTS_MAX_AGE_SECONDS`); a browser that signed in asks the server again every time
 * (`no-cache`), so a member who just registered never sees a copy from before it, with a place
 * too many and their registration seemingly undone (docs/members.md, "The site's pages").
 */
const publicRead = (): ApiCall =>
  signedInBefore() ? { method: 'GET', cache: 'no-cache' } : { method: 'GET' };

/** Upcoming published events, soonest first (none when the answer holds no list). */
export const fetchEvents = (): Promise<PublicEvent[]> =>
  apiJson<EventList | undefined>(apiPaths.events, publicRead()).then((answer) =>
    Array.isArray(answer?.events) ? answer.events : [],
  );

/** One published event (an `event_not_found` error when there is none by that id). */
export const fetchEvent = (id: string) =>
  apiJson<PublicEvent>(apiPath(apiPaths.event, { id }), publicRead());

/** Registers the signed-in member for an event: `registered` once, `already_registered` after. */
export const registerForEvent = (id: string) =>
  apiJson<RegistrationResult>(apiPath(apiPaths.eventRegistrations, { id }), {
    method: 'POST',
    credentials: 'same-origin',
  });
