import { useEffect, useSyncExternalStore } from 'react';
import {
  currentSession,
  initialSession,
  loadSession,
  subscribeSession,
  type Session,
} from '../lib/session';

/**
 * The visitor's session (lib/session.ts): 'unknown' in the prerendered page and until the API
 * answers, then signed in with the member's profile, or signed out. Asks the API once per load.
 */
export function useSession(): Session {
  const session = useSyncExternalStore(subscribeSession, currentSession, initialSession);
  useEffect(() => {
    void loadSession();
  }, []);
  return session;
}
