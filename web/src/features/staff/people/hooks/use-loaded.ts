import { useCallback, useEffect, useState } from 'react';
import { type ApiFailure } from '../../../../lib/api-client';
import { failureOf } from '../../hooks/use-staff-remote';

/** What a page knows of data it asked the API for. */
export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; failure: ApiFailure };

/**
 * Loads `load()` once the page shows, again whenever `key` changes and on `reload()`; `set`
 * replaces the data with an answer the page got otherwise (after a save). An answer that arrives
 * after the page moved on to another key is dropped.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>();
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ key, loaded: { status: 'ready', data } }),
      (error: unknown) =>
        current && setState({ key, loaded: { status: 'failed', failure: failureOf(error) } }),
    );
    return () => {
      current = false;
    };
    // `load` belongs to its key: a new function for the same key loads nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const set = useCallback((data: T) => setState({ key, loaded: { status: 'ready', data } }), [key]);
  const loaded: Loaded<T> = state?.key === key ? state.loaded : { status: 'loading' };
  return { loaded, reload, set };
}
