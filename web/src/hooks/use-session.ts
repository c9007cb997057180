import { useEffect, useSyncExternalStore } from 'react';
import {
  currentSession,
  initialSession,
  loadSession,
  subscribeSession,
  type Session,
} from '../lib/session';

/**
 * The visitor's session (lib/session.ts): 'unknown' in the prerendered page and until known, then
 * signed in with the member's profile, or signed out. Asks the API at most once per load: always
 * when `always` (the profile), else if this browser signed in before.
 */
export function useSession({ always = false }: { always?: boolean } = {}): Session {
  const session = useSyncExternalStore(subscribeSession, currentSession, initialSession);
  useEffect(() => {
    void loadSession(always);
  }, [always]);
  return session;
}
