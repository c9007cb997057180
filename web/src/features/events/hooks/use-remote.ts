import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';

/** What a page knows of data it asked the API for. */
export type Remote<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: ApiError };

const asApiError = (error: unknown) =>
  error instanceof ApiError
    ? error
    : new ApiError({
        kind: 'unknown',
        message: error instanceof Error ? error.message : undefined,
      });

/**
 * Loads `load()` after the page has rendered (prerendered HTML and hydration show the loading
 * state, so both agree), again whenever `key` changes and when `retry` is called. An answer that
 * arrives after the page moved on is dropped.
 */
export function useRemote<T>(
  key: string,
  load: () => Promise<T>,
): Remote<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; remote: Remote<T> }>();
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ key, attempt, remote: { status: 'ready', data } }),
      (error: unknown) =>
        current &&
        setState({ key, attempt, remote: { status: 'failed', error: asApiError(error) } }),
    );
    return () => {
      current = false;
    };
    // `load` is read for the key it belongs to; a new function for the same key loads nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const remote: Remote<T> =
    state && state.key === key && state.attempt === attempt ? state.remote : { status: 'loading' };
  return { ...remote, retry };
}
