import type { StaffSession } from '@gsk/core/api';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError, failureOf, type ApiFailure } from '../../../lib/api-client';
import { fetchStaffSession } from '../api/staff-api';

/** Where the console's session stands (`GET /api/staff/session`). */
export type StaffSessionState =
  /** Not asked yet (the prerendered shell) or being asked. */
  | { status: 'checking' }
  | { status: 'signed-in'; session: StaffSession }
  /** 401: no session, or it ended. */
  | { status: 'signed-out' }
  /** 403: signed in with a member's account that is not staff. */
  | { status: 'not-staff' }
  /** The API could not say (network, server). */
  | { status: 'failed'; failure: ApiFailure };

interface StaffSessionContext {
  state: StaffSessionState;
  /** Asks the API again (after signing in, after a failure, on a 401 of another call). */
  check: () => Promise<void>;
  /** Asks the API unless it was asked already on this page load. */
  ensure: () => void;
  /** Records a sign-out. */
  signedOut: () => void;
  /**
   * Hears a console call's failure: a 401 or 403 (the session ended, or was never staff) asks the
   * session again, so the guard takes over. Stable, for `useRemote`'s `onFailure`.
   */
  callFailed: (failure: ApiFailure) => void;
}

const Context = createContext<StaffSessionContext | undefined>(undefined);

/**
 * localStorage key of the hint that this browser holds a staff session (just '1', no data), as
 * the members' session keeps one (lib/session.ts): without it the console shows the sign-in
 * without asking the API, so a signed-out visit sends no request that can only answer 401.
 */
const hintKey = 'staff-signed-in';

const hinted = (): boolean => {
  try {
    return localStorage.getItem(hintKey) === '1';
  } catch {
    return true;
  }
};

const remember = (state: StaffSessionState) => {
  try {
    if (state.status === 'signed-in') localStorage.setItem(hintKey, '1');
    if (state.status === 'signed-out' || state.status === 'not-staff')
      localStorage.removeItem(hintKey);
  } catch {
    // Without storage the console asks the API on every visit.
  }
};

/** Holds the console's session for every page of it; nothing is kept beyond the page's memory. */
export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const [state, setKnownState] = useState<StaffSessionState>({ status: 'checking' });
  const setState = useCallback((next: StaffSessionState) => {
    remember(next);
    setKnownState(next);
  }, []);
  const asked = useRef(false);
  const check = useCallback(async () => {
    asked.current = true;
    setState({ status: 'checking' });
    try {
      setState({ status: 'signed-in', session: await fetchStaffSession() });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setState({ status: 'signed-out' });
      else if (error instanceof ApiError && error.status === 403) setState({ status: 'not-staff' });
      else setState({ status: 'failed', failure: failureOf(error) });
    }
  }, [setState]);
  const ensure = useCallback(() => {
    if (asked.current) return;
    if (hinted()) void check();
    else {
      asked.current = true;
      setState({ status: 'signed-out' });
    }
  }, [check, setState]);
  const signedOut = useCallback(() => {
    asked.current = true;
    setState({ status: 'signed-out' });
  }, [setState]);
  const callFailed = useCallback(
    (failure: ApiFailure) => {
      if (failure.kind === 'status' && (failure.status === 401 || failure.status === 403))
        void check();
    },
    [check],
  );
  const value = useMemo(
    () => ({ state, check, ensure, signedOut, callFailed }),
    [state, check, ensure, signedOut, callFailed],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The console's session (inside StaffSessionProvider). */
export function useStaffSession(): StaffSessionContext {
  const context = useContext(Context);
  if (!context) throw new Error('useStaffSession outside StaffSessionProvider');
  return context;
}
