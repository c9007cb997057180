import { useCallback } from 'react';
import { useRemote } from '../../../hooks/use-remote';
import { signedInBefore } from '../../../lib/session';
import { fetchEvent, fetchEvents } from '../api/events-api';

/**
 * How the programmes' pages read the public events answers. The API lets browsers keep them for
 * 30 s (`EVENTS_MAX_AGE_SECONDS`); a browser that signed in asks the server again every time
 * (`no-cache`), so a member who just registered never sees a copy from before it, with a place
 * too many and their registration seemingly undone (docs/members.md, "The site's pages").
 */
const publicCache = (): RequestCache | undefined => (signedInBefore() ? 'no-cache' : undefined);

const loadEvents = () => fetchEvents(publicCache());

/** The upcoming events, soonest first, with a reload after a failure. */
export const useEvents = () => useRemote(loadEvents);

/** One event by id, with a reload after a failure (`event_not_found` when there is none). */
export function useEvent(id: string) {
  const load = useCallback(() => fetchEvent(id, publicCache()), [id]);
  return useRemote(load);
}
