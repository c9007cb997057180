import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiFailure } from '../../../../lib/api-client';
import { failureOf } from '../../hooks/use-staff-remote';

/** One page of a staff list: its rows and the cursor of the next page (none on the last). */
export interface Page<Row> {
  rows: Row[];
  nextCursor?: string;
}

interface ListState<Row> {
  key: string;
  rows: Row[];
  nextCursor?: string;
  /** Whether the first page is in. */
  ready: boolean;
  loadingMore: boolean;
  failure?: ApiFailure;
}

/**
 * A staff list read a page at a time: the first page whenever `key` (the filters) changes, the
 * next on `loadMore()` ('Load more'), appended. A failure keeps the rows already shown; `retry`
 * asks again for the page that failed. `update` and `remove` change a shown row after an action.
 */
export function usePagedList<Row>(key: string, loadPage: (cursor?: string) => Promise<Page<Row>>) {
  const [state, setState] = useState<ListState<Row>>({
    key,
    rows: [],
    ready: false,
    loadingMore: false,
  });
  const keyRef = useRef(key);
  keyRef.current = key;
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;

  const fetchPage = useCallback((forKey: string, cursor?: string) => {
    loadRef.current(cursor).then(
      (page) =>
        keyRef.current === forKey &&
        setState((previous) => ({
          key: forKey,
          rows: cursor ? [...previous.rows, ...page.rows] : page.rows,
          nextCursor: page.nextCursor,
          ready: true,
          loadingMore: false,
        })),
      (error: unknown) =>
        keyRef.current === forKey &&
        setState((previous) => ({ ...previous, loadingMore: false, failure: failureOf(error) })),
    );
  }, []);

  useEffect(() => {
    setState({ key, rows: [], ready: false, loadingMore: false });
    fetchPage(key);
  }, [key, fetchPage]);

  const current: ListState<Row> =
    state.key === key ? state : { key, rows: [], ready: false, loadingMore: false };

  const loadMore = useCallback(() => {
    setState((previous) => ({ ...previous, loadingMore: true, failure: undefined }));
    fetchPage(key, current.nextCursor);
  }, [fetchPage, key, current.nextCursor]);

  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, loadingMore: previous.ready, failure: undefined }));
    fetchPage(key, current.ready ? current.nextCursor : undefined);
  }, [fetchPage, key, current.ready, current.nextCursor]);

  const update = useCallback(
    (match: (row: Row) => boolean, next: Row) =>
      setState((previous) => ({
        ...previous,
        rows: previous.rows.map((row) => (match(row) ? next : row)),
      })),
    [],
  );
  const remove = useCallback(
    (match: (row: Row) => boolean) =>
      setState((previous) => ({
        ...previous,
        rows: previous.rows.filter((row) => !match(row)),
      })),
    [],
  );

  return { ...current, loadMore, retry, update, remove };
}
