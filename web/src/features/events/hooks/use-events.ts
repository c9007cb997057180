import { fetchEvent, fetchEvents } from '../api/events-api';
import { useRemote } from './use-remote';

/** The upcoming events, soonest first, with a retry after a failure. */
export const useEvents = () => useRemote('events', fetchEvents);

/** One event by id, with a retry after a failure (`event_not_found` when there is none). */
export const useEvent = (id: string) => useRemote(`event:${id}`, () => fetchEvent(id));
