import { useCallback } from 'react';
import { useRemote } from '../../../hooks/use-remote';
import { fetchEvent, fetchEvents } from '../api/events-api';

/** The upcoming events, soonest first, with a reload after a failure. */
export const useEvents = () => useRemote(fetchEvents);

/** One event by id, with a reload after a failure (`event_not_found` when there is none). */
export function useEvent(id: string) {
  const load = useCallback(() => fetchEvent(id), [id]);
  return useRemote(load);
}
