import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, type ApiFailure } from '../../../lib/api-client';
import { useStaffSession } from './staff-session';

export type Remote<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; failure: ApiFailure };

/** The failure of a console call, as a value. */
export const failureOf = (error: unknown): ApiFailure =>
  error instanceof ApiError
    ? error.failure
    : { kind: 'unknown', message: error instanceof Error ? error.message : undefined };

/**
 * Loads what a console page shows (again when `load` changes, or on `reload`, which shows the
 * loading state, or `refresh`, which keeps what is shown until the answer). A 401 or 403 (the
 * session ended, or was never staff) asks the session again, so the guard takes over.
 */
export function useStaffRemote<T>(load: () => Promise<T>) {
  const { check } = useStaffSession();
  const [remote, setRemote] = useState<Remote<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const quiet = useRef(false);
  useEffect(() => {
    let current = true;
    if (!quiet.current) setRemote({ status: 'loading' });
    quiet.current = false;
    load().then(
      (data) => current && setRemote({ status: 'loaded', data }),
      (error: unknown) => {
        if (!current) return;
        const failure = failureOf(error);
        setRemote({ status: 'failed', failure });
        if (failure.kind === 'status' && (failure.status === 401 || failure.status === 403))
          void check();
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, check]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const refresh = useCallback(() => {
    quiet.current = true;
    setAttempt((count) => count + 1);
  }, []);
  /** Replaces what is shown with a newer answer (a check's, a save's). */
  const replace = useCallback((data: T) => setRemote({ status: 'loaded', data }), []);
  return { remote, reload, refresh, replace };
}
