import { useCallback } from 'react';
import { useRemote } from '../../../hooks/use-remote';
import { signedInBefore } from '../../../lib/session';
import { fetchActivity } from '../api/volunteers-api';

/**
 * One activity by id, with a reload after a failure and a refresh after the member's place
 * changed. A browser that signed in asks past the HTTP cache, so the places it shows are its own
 * sign-up's (as the events' pages do).
 */
export function useActivity(id: string) {
  const load = useCallback(
    () => fetchActivity(id, signedInBefore() ? 'no-cache' : undefined),
    [id],
  );
  return useRemote(load);
}
