import { useCallback, useEffect, useState } from 'react';
import { failureOf, type ApiFailure } from '../lib/api-client';

/** What a page knows of data it asked the API for. */
export type Remote<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; failure: ApiFailure };

/** The load a page asks for: how many times it was asked, and whether the answer shown stays meanwhile. */
interface Request {
  attempt: number;
  quiet: boolean;
}

/** The last answer, with the load and attempt it answers. */
interface Answer<T> {
  load: () => Promise<T>;
  attempt: number;
  remote: Remote<T>;
}

const loading = { status: 'loading' } as const;

/**
 * Loads `load()` after the page has rendered (prerendered HTML and hydration show the loading
 * state, so both agree), again whenever `load` changes (a new function: keep it stable with
 * `useCallback` for the data it names) and on `reload`, which shows the loading state, or
 * `refresh`, which keeps what is shown until the answer. `replace` shows a newer answer (a
 * save's). An answer of an earlier `load` or attempt is never shown. `onFailure`, a stable
 * function, hears each failure (the staff console asks its session again on a 401).
 */
export function useRemote<T>(load: () => Promise<T>, onFailure?: (failure: ApiFailure) => void) {
  const [state, setState] = useState<{ request: Request; answer?: Answer<T> }>({
    request: { attempt: 0, quiet: false },
  });
  const { request, answer } = state;
  const { attempt } = request;
  useEffect(() => {
    let current = true;
    const settle = (remote: Remote<T>) =>
      setState((before) => ({ ...before, answer: { load, attempt, remote } }));
    load().then(
      (data) => current && settle({ status: 'loaded', data }),
      (error: unknown) => {
        if (!current) return;
        const failure = failureOf(error);
        settle({ status: 'failed', failure });
        onFailure?.(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt, onFailure]);
  const ask = useCallback(
    (quiet: boolean) =>
      setState((before) => ({
        ...before,
        request: { attempt: before.request.attempt + 1, quiet },
      })),
    [],
  );
  const reload = useCallback(() => ask(false), [ask]);
  const refresh = useCallback(() => ask(true), [ask]);
  const replace = useCallback(
    (data: T) =>
      setState((before) => ({
        ...before,
        answer: { load, attempt: before.request.attempt, remote: { status: 'loaded', data } },
      })),
    [load],
  );
  const remote: Remote<T> =
    answer?.load === load && (answer.attempt === attempt || request.quiet)
      ? answer.remote
      : loading;
  return { remote, reload, refresh, replace };
}
