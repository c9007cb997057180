import { useCallback, useState } from 'react';
import { useRemote } from '../../../hooks/use-remote';
import { failureOf, type ApiFailure } from '../../../lib/api-client';
import { useStaffSession } from './staff-session';

/** A page of a staff list: its rows and the cursor of the next, absent on the last. */
export interface ListPage<Row> {
  rows: Row[];
  nextCursor?: string;
}

/**
 * A staff list a page at a time (STAFF_PAGE_SIZE, newest first): the first page when `load`
 * changes (a new search), then each next page appended on `loadMore` (which also asks again for
 * a next page that failed). `remove` stops showing rows after an action.
 */
export function usePagedList<Row>(load: (cursor?: string) => Promise<ListPage<Row>>) {
  const first = useCallback(() => load(), [load]);
  const { callFailed } = useStaffSession();
  const { remote, reload } = useRemote(first, callFailed);
  // The pages after the first, of the first page they follow (a new search starts afresh).
  const [later, setLater] = useState<{ after: unknown; rows: Row[]; nextCursor?: string }>();
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState<{ after: unknown; failure: ApiFailure }>();
  // The actions' changes to the rows of the first page they follow.
  const [edits, setEdits] = useState<{ after: unknown; edit: (rows: Row[]) => Row[] }>();
  const more = later?.after === remote ? later : undefined;
  const moreFailure = failed?.after === remote ? failed.failure : undefined;
  const loaded = remote.status === 'loaded' ? remote.data : undefined;
  const listed = loaded ? [...loaded.rows, ...(more?.rows ?? [])] : [];
  const rows = edits?.after === remote ? edits.edit(listed) : listed;
  const nextCursor = more ? more.nextCursor : loaded?.nextCursor;
  const loadMore = async () => {
    if (!nextCursor) return;
    const after = remote;
    setLoadingMore(true);
    setFailed(undefined);
    try {
      const page = await load(nextCursor);
      setLater((before) => ({
        after,
        rows: [...(before?.after === after ? before.rows : []), ...page.rows],
        nextCursor: page.nextCursor,
      }));
    } catch (error) {
      setFailed({ after, failure: failureOf(error) });
    } finally {
      setLoadingMore(false);
    }
  };
  const change = useCallback(
    (edit: (rows: Row[]) => Row[]) =>
      setEdits((before) => ({
        after: remote,
        edit: before?.after === remote ? (shown) => edit(before.edit(shown)) : edit,
      })),
    [remote],
  );
  /** Stops showing the rows that `match`. */
  const remove = useCallback(
    (match: (row: Row) => boolean) => change((shown) => shown.filter((row) => !match(row))),
    [change],
  );
  return {
    remote,
    reload,
    rows,
    nextCursor,
    loadMore,
    loadingMore,
    moreFailure,
    remove,
  };
}
